// Uploading images. With JavaScript the files go straight to the staff API as multipart
// (the in-process transport of page actions carries no files, and a page's form is held to
// 1 MB; docs/decisions/0031 does the same for the shop's photos); same origin, so the
// staff cookie goes along and the API's origin check passes. Without JavaScript the form
// posts to the page's action, which forwards the files (up to 1 MB) as base64.
import { useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { useLocale, useT } from '../../lib/i18n.ts';
import { catalogue } from '../../texts/catalogue.ts';
import { Button } from '../ui.tsx';

export function ImageUpload({ apiPath, intent, hidden = {}, done, multiple, label, button, error }: {
  /** The staff API call below /api/ that takes the files (field `image`). */
  apiPath: string;
  /** Where the page goes after an upload with JavaScript (its search: '?saved=images'). */
  done: string;
  /** The page action's intent without JavaScript, and its other hidden fields. */
  intent: string;
  hidden?: Record<string, string | number>;
  multiple: boolean;
  label: string;
  button: string;
  /** The page action's refusal, without JavaScript. */
  error?: string | undefined;
}) {
  const t = useT(catalogue);
  const locale = useLocale();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const message = sent ?? error;

  async function upload() {
    const files = [...(input.current?.files ?? [])];
    const body = new FormData();
    for (const file of files) body.append('image', file, file.name);
    setBusy(true);
    setSent(null);
    try {
      const response = await fetch(`/api/${apiPath}`, { method: 'POST', body, credentials: 'same-origin', headers: { lang: locale } });
      const answer = (response.headers.get('content-type') ?? '').includes('json') ? (await response.json()) as { status?: string; message?: string } : null;
      if (response.ok && answer?.status === 'success') {
        if (input.current) input.current.value = '';
        await navigate({ search: done }, { replace: true, preventScrollReset: true });
      } else {
        setSent(answer?.message ?? t('images.failed'));
      }
    } catch {
      setSent(t('images.failed'));
    }
    setBusy(false);
  }

  return (
    <Form method="post" encType="multipart/form-data" className="space-y-2" onSubmit={(e) => { e.preventDefault(); void upload(); }}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      <label className="block text-sm font-medium text-ink" htmlFor={`upload-${intent}`}>{label}</label>
      <input
        ref={input} id={`upload-${intent}`} type="file" name="image" required multiple={multiple} accept="image/jpeg,image/png,image/webp"
        aria-invalid={message ? true : undefined} aria-describedby={message ? `upload-${intent}-error` : undefined}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-cream file:px-3 file:py-1.5 file:text-sm file:text-ink hover:file:border-brand"
      />
      {message ? <p id={`upload-${intent}-error`} role="alert" className="text-xs text-red-700">{message}</p> : null}
      <Button variant="secondary" className="w-full" disabled={busy}>{busy ? t('images.uploading') : button}</Button>
    </Form>
  );
}
