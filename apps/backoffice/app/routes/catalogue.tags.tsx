// Catalogue: the tags in the shop's order — move up or down, rename in both languages,
// delete when no item carries it (asked once more; the server refuses one in use).
// ?edit=<code> opens one beside the list.
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { NAME_MAX, SLUG } from '@eshop/domain/catalog';
import { requireArea } from '../lib/guard.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { catalogue } from '../texts/catalogue.ts';
import { Button, Card, Field, Notice, PageHeader, Table, Td } from '../components/ui.tsx';
import { Confirm } from '../components/catalogue/Confirm.tsx';
import { refusalOf, text, whole } from '../components/catalogue/actions.server.ts';
import type { StaffTag } from '@eshop/domain/contract';

const SAVED = ['created', 'saved', 'deleted', 'moved'] as const;
const SAVED_TEXT = { created: 'tags.created', saved: 'tags.saved', deleted: 'tags.deleted', moved: 'categories.moved' } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  return { tags: await api.get<StaffTag[]>('staff/catalogue/tags') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const form = await request.formData();
  const intent = text(form, 'intent');
  const code = SLUG.test(text(form, 'code')) ? text(form, 'code') : 'none';
  const path = `staff/catalogue/tags/${code}`;
  const names = { nameEn: text(form, 'nameEn'), nameZh: text(form, 'nameZh') };
  const back = (saved: (typeof SAVED)[number], edit = true) => redirect(`/catalogue/tags?${edit ? `edit=${code}&` : ''}saved=${saved}`);
  switch (intent) {
    case 'create': {
      const created = text(form, 'code').trim().toLowerCase();
      return (await refusalOf('create', () => api.post('staff/catalogue/tags', { code: created, ...names })))
        ?? redirect(`/catalogue/tags?edit=${encodeURIComponent(created)}&saved=created`);
    }
    case 'update':
      return (await refusalOf('edit', () => api.post(path, { version: whole(form, 'version'), ...names }))) ?? back('saved');
    case 'up':
    case 'down':
      return (await refusalOf('list', () => api.post(`${path}/move`, { direction: intent }))) ?? back('moved', false);
    case 'delete':
      return (await refusalOf('edit', () => api.post(`${path}/delete`, {}))) ?? back('deleted', false);
    default:
      return redirect('/catalogue/tags');
  }
}

function MoveButton({ code, direction, label, symbol }: { code: string; direction: 'up' | 'down'; label: string; symbol: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="code" value={code} />
      <button type="submit" name="intent" value={direction} aria-label={label} title={label}
        className="h-7 w-7 rounded border border-line bg-white text-sm text-ink hover:border-brand hover:text-brand">{symbol}</button>
    </Form>
  );
}

export default function Tags() {
  const { tags } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(catalogue);
  const zh = useLocale() === 'zh_CN';
  const editing = tags.find((x) => x.code === params.get('edit'));
  const saved = SAVED.find((s) => s === params.get('saved'));
  const errorsOf = (target: string) => (failed?.target === target ? failed.fields : {});
  const general = failed && Object.keys(failed.fields).length === 0 ? failed : undefined;
  const nameOf = (x: StaffTag) => (zh ? x.nameZh : x.nameEn);
  return (
    <>
      <PageHeader title={t('tags.title')} lead={t('tags.lead')} />
      {saved && !failed ? <Notice tone="success">{t(SAVED_TEXT[saved])}</Notice> : null}
      {general ? <Notice>{general.error}</Notice> : null}
      <div className="grid grid-cols-[1fr_22rem] items-start gap-6">
        <Table head={[t('categories.col.name'), t('categories.col.code'), <span className="whitespace-nowrap">{t('categories.col.items')}</span>, <span className="whitespace-nowrap">{t('categories.col.order')}</span>, '']}>
          {tags.map((x, i) => (
            <tr key={x.code} data-testid={`tag-${x.code}`} className={editing?.code === x.code ? 'bg-brand-soft/40' : ''}>
              <Td>
                <p className="font-medium text-ink">{nameOf(x)}</p>
                <p className="text-xs text-muted">{zh ? x.nameEn : x.nameZh}</p>
              </Td>
              <Td className="font-mono text-xs text-muted">{x.code}</Td>
              <Td className="tabular-nums">{x.itemCount}</Td>
              <Td>
                <div className="flex gap-1">
                  {i > 0 ? <MoveButton code={x.code} direction="up" label={`${t('categories.up')}: ${nameOf(x)}`} symbol="↑" /> : <span className="w-7" />}
                  {i < tags.length - 1 ? <MoveButton code={x.code} direction="down" label={`${t('categories.down')}: ${nameOf(x)}`} symbol="↓" /> : null}
                </div>
              </Td>
              <Td className="whitespace-nowrap"><Link to={`?edit=${encodeURIComponent(x.code)}`} className="text-brand hover:underline" aria-label={`${t('categories.edit')}: ${nameOf(x)}`}>{t('categories.edit')}</Link></Td>
            </tr>
          ))}
        </Table>

        {editing ? (
          <div className="space-y-6">
            <Card title={t('tags.editTitle', { name: nameOf(editing) })} actions={<Link to="/catalogue/tags" className="text-sm text-brand hover:underline">{t('tags.new')}</Link>}>
              <Form method="post" className="space-y-4" key={`edit-${editing.code}-${editing.version}`}>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="code" value={editing.code} />
                <input type="hidden" name="version" value={editing.version} />
                <p className="text-sm text-muted">{t('categories.code')}: <span className="font-mono text-ink">{editing.code}</span></p>
                <TagNames tag={editing} errors={errorsOf('edit')} />
                <Button className="w-full">{t('tags.save')}</Button>
              </Form>
            </Card>
            <Card>
              {editing.itemCount > 0 ? <p className="mb-2 text-sm text-muted">{t('tags.inUse', { n: editing.itemCount })}</p> : null}
              <Confirm label={t('tags.delete')} question={t('tags.deleteConfirm', { name: nameOf(editing) })} fields={{ intent: 'delete', code: editing.code }} testId="delete-tag" />
            </Card>
          </div>
        ) : (
          <Card title={t('tags.new')}>
            <Form method="post" className="space-y-4" key={saved === 'created' ? 'again' : 'new'}>
              <input type="hidden" name="intent" value="create" />
              <Field label={t('categories.code')} name="code" required maxLength={60} hint={t('tags.codeHint')} error={errorsOf('create').code} autoComplete="off" />
              <TagNames errors={errorsOf('create')} />
              <Button className="w-full">{t('tags.create')}</Button>
            </Form>
          </Card>
        )}
      </div>
    </>
  );
}

function TagNames({ tag, errors }: { tag?: StaffTag; errors: Record<string, string> }) {
  const t = useT(catalogue);
  return (
    <>
      <Field label={t('field.nameEn')} name="nameEn" lang="en" defaultValue={tag?.nameEn} required maxLength={NAME_MAX} error={errors.nameEn} />
      <Field label={t('field.nameZh')} name="nameZh" lang="zh-CN" defaultValue={tag?.nameZh} required maxLength={NAME_MAX} error={errors.nameZh} />
    </>
  );
}
