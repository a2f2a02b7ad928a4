// The image of a slide or special. With JavaScript the file goes straight to the staff
// API as multipart (the in-process transport of page actions carries no files; same
// origin, so the staff cookie and the API's origin check pass), then the page reloads its
// data. Without JavaScript the form posts to the page's action (intent "image"), which
// forwards the file as base64 (a page's form is held to 1 MB).
import { useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { useLocale, useT } from '../../lib/i18n.ts';
import { content } from '../../texts/content.ts';
import { Button } from '../ui.tsx';
import type { ContentEntry, ContentKind } from '@eshop/domain/contract';

export function ImageField({ kind, entry, error }: { kind: ContentKind; entry: ContentEntry; error?: string | undefined }) {
  const t = useT(content);
  const locale = useLocale();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const message = refused ?? error;

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append('image', file, file.name);
    setBusy(true);
    setRefused(null);
    try {
      const response = await fetch(`/api/staff/content/${kind}/${entry.id}/image`, { method: 'POST', body, credentials: 'same-origin', headers: { lang: locale } });
      const answer = (response.headers.get('content-type') ?? '').includes('json') ? (await response.json()) as { status?: string; message?: string } : null;
      if (response.ok && answer?.status === 'success') {
        if (input.current) input.current.value = '';
        await navigate({ search: '?done=image' }, { replace: true, preventScrollReset: true });
      } else {
        setRefused(answer?.message ?? t('image.failed'));
      }
    } catch {
      setRefused(t('image.failed'));
    }
    setBusy(false);
  }

  return (
    <div className="grid grid-cols-[16rem_1fr] items-start gap-6">
      {entry.imageId
        ? <img src={entry.imageUrl} alt={t('field.image.current')} data-testid="content-image" className="aspect-[16/9] w-64 rounded-md object-cover ring-1 ring-line" />
        : <div className="flex aspect-[16/9] w-64 items-center justify-center rounded-md bg-cream text-xs text-muted ring-1 ring-line">{t('field.image.none')}</div>}
      <Form method="post" encType="multipart/form-data" className="space-y-2" onSubmit={(e) => { e.preventDefault(); void upload(); }}>
        <input type="hidden" name="intent" value="image" />
        <label className="block text-sm font-medium text-ink" htmlFor="content-image-file">{entry.imageId ? t('image.replace') : t('image.choose')}</label>
        <input
          ref={input} id="content-image-file" type="file" name="image" required accept="image/jpeg,image/png,image/webp"
          aria-invalid={message ? true : undefined} aria-describedby={message ? 'content-image-error' : 'content-image-hint'}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-cream file:px-3 file:py-1.5 file:text-sm file:text-ink hover:file:border-brand"
        />
        {message
          ? <p id="content-image-error" role="alert" className="text-xs text-red-700">{message}</p>
          : <p id="content-image-hint" className="text-xs text-muted">{t(`image.hint.${kind}`)}</p>}
        <Button variant="secondary" disabled={busy}>{busy ? t('image.uploading') : t('image.upload')}</Button>
      </Form>
    </div>
  );
}
