// The form of one slide or special: both languages side by side, the link into the shop,
// the order and whether it shows, the image; delete asks first (in place, no JavaScript).
// A refused save keeps what was typed and shows the API's messages beside the fields.
import { Form } from 'react-router';
import { useLocale, useT } from '../../lib/i18n.ts';
import { content } from '../../texts/content.ts';
import { common } from '../../texts/common.ts';
import { Button, ButtonLink, Card, Field, Notice, PageHeader, TextArea } from '../ui.tsx';
import type { ContentEntry, ContentKind } from '@eshop/domain/contract';
import { ImageField } from './ImageField.tsx';

export interface ContentFailure {
  ok: false;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string | boolean>;
}

export function ContentForm({ kind, entry, failed, done }: { kind: ContentKind; entry: ContentEntry | null; failed?: ContentFailure | undefined; done?: 'created' | 'image' | null }) {
  const t = useT(content);
  const c = useT(common);
  const locale = useLocale();
  const value = (field: keyof ContentEntry): string => {
    const typed = failed?.values[field];
    if (typeof typed === 'string') return typed;
    const stored = entry?.[field];
    return stored === undefined || stored === null ? '' : String(stored);
  };
  // A new one starts hidden: shown once its image and texts are ready.
  const active = typeof failed?.values.active === 'boolean' ? failed.values.active : entry?.active ?? false;
  const imageFailed = failed?.values.intent === 'image';
  const imageError = imageFailed ? failed.error : undefined;
  const err = (field: string) => failed?.fields[field];
  const stored = entry ? (locale === 'zh_CN' ? entry.titleZh : entry.titleEn) : '';
  const title = entry ? `${t(`${kind}.editTitle`)} · ${stored}` : t(`${kind}.newTitle`);
  const changed = failed && !imageFailed && Object.keys(failed.fields).length === 0;
  const text = (field: keyof ContentEntry, long = false) => {
    const props = { label: t(`field.${field}` as 'field.titleEn'), name: field, defaultValue: value(field), error: err(field) };
    return long ? <TextArea key={field} rows={3} {...props} /> : <Field key={field} {...props} {...(field.startsWith('title') ? { required: true } : {})} />;
  };
  return (
    <>
      <PageHeader title={title} actions={<ButtonLink to={`/content/${kind}`}>{c('action.back')}</ButtonLink>} />
      {done ? <Notice tone="success">{t(done === 'created' ? 'done.created.edit' : 'done.image')}</Notice> : null}
      {changed ? (
        <Notice>
          {failed.error}{' '}
          {entry ? <a href={`/backoffice/content/${kind}/${entry.id}`} className="font-medium underline">{t('changed.reload')}</a> : null}
        </Notice>
      ) : null}
      <Form method="post" className="space-y-6">
        <input type="hidden" name="version" value={value('version')} />
        <Card title={t('section.texts')}>
          <div className="grid grid-cols-2 gap-x-6 gap-y-4">
            {text('titleEn')}
            {text('titleZh')}
            {kind === 'slides' ? (
              <>
                {text('subtitleEn')}
                {text('subtitleZh')}
              </>
            ) : (
              <>
                {text('bodyEn', true)}
                {text('bodyZh', true)}
                <Field label={t('field.badgeEn')} name="badgeEn" defaultValue={value('badgeEn')} maxLength={20} hint={t('field.badge.hint')} error={err('badgeEn')} />
                <Field label={t('field.badgeZh')} name="badgeZh" defaultValue={value('badgeZh')} maxLength={20} hint={t('field.badge.hint')} error={err('badgeZh')} />
              </>
            )}
          </div>
        </Card>
        <Card title={t('section.display')}>
          <div className="grid grid-cols-[1fr_10rem] gap-x-6 gap-y-4">
            <Field label={t('field.link')} name="link" defaultValue={value('link')} placeholder="list/cid/1" className="[&_input]:font-mono" hint={t('field.link.hint')} error={err('link')} />
            <Field label={t('field.sort')} name="sort" type="number" min={0} max={9999} defaultValue={value('sort')} hint={t('field.sort.hint')} error={err('sort')} />
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="active" defaultChecked={active} className="h-4 w-4 accent-brand" />
            {t('field.active')}
          </label>
        </Card>
        <div className="flex justify-end gap-3">
          <ButtonLink to={`/content/${kind}`}>{c('action.cancel')}</ButtonLink>
          <Button name="intent" value="save">{entry ? t('action.save') : t('action.create')}</Button>
        </div>
      </Form>
      <Card title={t('field.image')} className="mt-6">
        {entry ? <ImageField kind={kind} entry={entry} error={imageError} /> : <p className="text-sm text-muted">{t('image.afterCreate')}</p>}
      </Card>
      {entry ? (
        <details className="mt-8 rounded-lg border border-red-200 bg-white p-5">
          <summary className="cursor-pointer text-sm text-red-700">{t('action.delete')}…</summary>
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-sm text-ink">{t('delete.confirm', { title: stored })}</p>
            <Button name="intent" value="delete" variant="danger">{t('action.delete')}</Button>
          </Form>
        </details>
      ) : null}
    </>
  );
}
