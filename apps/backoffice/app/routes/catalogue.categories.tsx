// Catalogue: the categories in the shop's order — move up or down, rename (both languages
// and the subtitles), an image of its own or none, delete when empty (asked once more; the
// server refuses one that still holds items). ?edit=<id> opens one beside the list.
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { NAME_MAX, SHORT_TEXT_MAX } from '@eshop/domain/catalog';
import { requireArea } from '../lib/guard.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { catalogue } from '../texts/catalogue.ts';
import { Button, Card, Field, Notice, PageHeader, Table, Td } from '../components/ui.tsx';
import { Confirm } from '../components/catalogue/Confirm.tsx';
import { ImageUpload } from '../components/catalogue/ImageUpload.tsx';
import { imagesBody, refusalOf, text, whole } from '../components/catalogue/actions.server.ts';
import type { StaffCategory } from '@eshop/domain/contract';

const SAVED = ['created', 'saved', 'deleted', 'moved', 'imageSaved'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  return { categories: await api.get<StaffCategory[]>('staff/catalogue/categories') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = /^\d{1,9}$/.test(text(form, 'categoryId')) ? text(form, 'categoryId') : '0';
  const path = `staff/catalogue/categories/${id}`;
  const texts = { nameEn: text(form, 'nameEn'), nameZh: text(form, 'nameZh'), blurbEn: text(form, 'blurbEn'), blurbZh: text(form, 'blurbZh') };
  const back = (saved: (typeof SAVED)[number], edit = true) => redirect(`/catalogue/categories?${edit ? `edit=${id}&` : ''}saved=${saved}`);
  switch (intent) {
    case 'create': {
      let created = 0;
      const refused = await refusalOf('create', async () => {
        ({ categoryId: created } = await api.post<{ categoryId: number }>('staff/catalogue/categories', { code: text(form, 'code'), ...texts }));
      });
      return refused ?? redirect(`/catalogue/categories?edit=${created}&saved=created`);
    }
    case 'update':
      return (await refusalOf('edit', () => api.post(path, { version: whole(form, 'version'), ...texts }))) ?? back('saved');
    case 'up':
    case 'down':
      return (await refusalOf('list', () => api.post(`${path}/move`, { direction: intent }))) ?? back('moved', false);
    case 'delete':
      return (await refusalOf('edit', () => api.post(`${path}/delete`, {}))) ?? back('deleted', false);
    case 'image': {
      const body = await imagesBody(form);
      return (await refusalOf('image', () => api.post(`${path}/image`, body))) ?? back('imageSaved');
    }
    case 'image-remove':
      return (await refusalOf('image', () => api.post(`${path}/image/remove`, {}))) ?? back('imageSaved');
    default:
      return redirect('/catalogue/categories');
  }
}

function MoveButton({ categoryId, direction, label, symbol }: { categoryId: number; direction: 'up' | 'down'; label: string; symbol: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="categoryId" value={categoryId} />
      <button type="submit" name="intent" value={direction} aria-label={label} title={label}
        className="h-7 w-7 rounded border border-line bg-white text-sm text-ink hover:border-brand hover:text-brand">{symbol}</button>
    </Form>
  );
}

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(catalogue);
  const zh = useLocale() === 'zh_CN';
  const editing = categories.find((c) => String(c.categoryId) === params.get('edit'));
  const saved = SAVED.find((s) => s === params.get('saved'));
  const errorsOf = (target: string) => (failed?.target === target ? failed.fields : {});
  const general = failed && failed.target !== 'image' && Object.keys(failed.fields).length === 0 ? failed : undefined;
  const nameOf = (c: StaffCategory) => (zh ? c.nameZh : c.nameEn);
  return (
    <>
      <PageHeader title={t('categories.title')} lead={t('categories.lead')} />
      {saved && !failed ? <Notice tone="success">{t(`categories.${saved}`)}</Notice> : null}
      {general ? <Notice>{general.error}</Notice> : null}
      <div className="grid grid-cols-[1fr_22rem] items-start gap-6">
        <Table head={[t('categories.image'), t('categories.col.name'), t('categories.col.code'), <span className="whitespace-nowrap">{t('categories.col.items')}</span>, <span className="whitespace-nowrap">{t('categories.col.order')}</span>, '']}>
          {categories.map((cat, i) => (
            <tr key={cat.categoryId} data-testid={`category-${cat.code}`} className={editing?.categoryId === cat.categoryId ? 'bg-brand-soft/40' : ''}>
              <Td className="w-18">
                {cat.image ? <img src={`${cat.image}?w=160`} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 max-w-none rounded object-cover ring-1 ring-line" />
                  : <span className="block h-10 w-10 rounded bg-cream ring-1 ring-line" aria-hidden="true" />}
              </Td>
              <Td>
                <p className="font-medium text-ink">{nameOf(cat)}</p>
                <p className="text-xs text-muted">{zh ? cat.nameEn : cat.nameZh}{(zh ? cat.blurbZh : cat.blurbEn) ? ` · ${zh ? cat.blurbZh : cat.blurbEn}` : ''}</p>
              </Td>
              <Td className="font-mono text-xs text-muted">{cat.code}</Td>
              <Td className="whitespace-nowrap tabular-nums">{cat.itemCount}</Td>
              <Td>
                <div className="flex gap-1">
                  {i > 0 ? <MoveButton categoryId={cat.categoryId} direction="up" label={`${t('categories.up')}: ${nameOf(cat)}`} symbol="↑" /> : <span className="w-7" />}
                  {i < categories.length - 1 ? <MoveButton categoryId={cat.categoryId} direction="down" label={`${t('categories.down')}: ${nameOf(cat)}`} symbol="↓" /> : null}
                </div>
              </Td>
              <Td className="whitespace-nowrap"><Link to={`?edit=${cat.categoryId}`} className="text-brand hover:underline" aria-label={`${t('categories.edit')}: ${nameOf(cat)}`}>{t('categories.edit')}</Link></Td>
            </tr>
          ))}
        </Table>

        {editing ? (
          <div className="space-y-6">
            <Card title={t('categories.editTitle', { name: nameOf(editing) })} actions={<Link to="/catalogue/categories" className="text-sm text-brand hover:underline">{t('categories.new')}</Link>}>
              <Form method="post" className="space-y-4" key={`edit-${editing.categoryId}-${editing.version}`}>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="categoryId" value={editing.categoryId} />
                <input type="hidden" name="version" value={editing.version} />
                <p className="text-sm text-muted">{t('categories.code')}: <span className="font-mono text-ink">{editing.code}</span></p>
                <CategoryTexts category={editing} errors={errorsOf('edit')} />
                <Button className="w-full">{t('categories.save')}</Button>
              </Form>
            </Card>
            <Card title={t('categories.image')}>
              {editing.image ? (
                <div className="mb-3 space-y-2">
                  <img src={`${editing.image}?w=320`} alt={nameOf(editing)} className="aspect-square w-40 rounded-md object-cover ring-1 ring-line" />
                  <Form method="post">
                    <input type="hidden" name="categoryId" value={editing.categoryId} />
                    <button type="submit" name="intent" value="image-remove" className="text-sm text-red-700 hover:underline">{t('categories.imageRemove')}</button>
                  </Form>
                </div>
              ) : <p className="mb-3 text-sm text-muted">{t('categories.imageNone')}</p>}
              <ImageUpload apiPath={`staff/catalogue/categories/${editing.categoryId}/image`} intent="image" hidden={{ categoryId: editing.categoryId }} done={`?edit=${editing.categoryId}&saved=imageSaved`} multiple={false}
                label={t('images.file')} button={t('categories.imageSet')} error={failed?.target === 'image' ? failed.error : undefined} />
            </Card>
            <Card>
              {editing.itemCount > 0 ? <p className="mb-2 text-sm text-muted">{t('categories.inUse', { n: editing.itemCount })}</p> : null}
              <Confirm label={t('categories.delete')} question={t('categories.deleteConfirm', { name: nameOf(editing) })} fields={{ intent: 'delete', categoryId: editing.categoryId }} testId="delete-category" />
            </Card>
          </div>
        ) : (
          <Card title={t('categories.new')}>
            <Form method="post" className="space-y-4" key={saved === 'created' ? 'again' : 'new'}>
              <input type="hidden" name="intent" value="create" />
              <Field label={t('categories.code')} name="code" required maxLength={60} hint={t('categories.codeHint')} error={errorsOf('create').code} autoComplete="off" />
              <CategoryTexts errors={errorsOf('create')} />
              <Button className="w-full">{t('categories.create')}</Button>
            </Form>
          </Card>
        )}
      </div>
    </>
  );
}

function CategoryTexts({ category, errors }: { category?: StaffCategory; errors: Record<string, string> }) {
  const t = useT(catalogue);
  return (
    <>
      <Field label={t('field.nameEn')} name="nameEn" lang="en" defaultValue={category?.nameEn} required maxLength={NAME_MAX} error={errors.nameEn} />
      <Field label={t('field.nameZh')} name="nameZh" lang="zh-CN" defaultValue={category?.nameZh} required maxLength={NAME_MAX} error={errors.nameZh} />
      <Field label={t('categories.blurbEn')} name="blurbEn" lang="en" defaultValue={category?.blurbEn} maxLength={SHORT_TEXT_MAX} error={errors.blurbEn} />
      <Field label={t('categories.blurbZh')} name="blurbZh" lang="zh-CN" defaultValue={category?.blurbZh} maxLength={SHORT_TEXT_MAX} error={errors.blurbZh} />
    </>
  );
}
