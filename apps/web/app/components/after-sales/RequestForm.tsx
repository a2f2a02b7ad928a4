import { useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { isOrderRelated, isRequestType, REQUEST_SUBJECT_MAX, REQUEST_TEXT_MAX, REQUEST_TYPES } from '@eshop/domain/after-sales';
import { usePage } from '../../lib/use-page.ts';
import { FormNotice, primaryButton } from '../account/Field.tsx';
import { calendarDate } from '../orders/format.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { sendPhotoForm } from './photo-form.ts';
import type { FormErrors } from './forms.ts';
import '../../i18n/areas/after-sales.ts';

/** An order the request may be about, as the select shows it. */
export interface OrderChoice {
  transactionId: string;
  createdAt: string;
  statusLabel: string;
}

/** What the form held when the action (without JavaScript) refused it. */
export type RequestValues = Partial<Record<'cr.type' | 'cr.referenceId' | 'cr.subject' | 'cr.description', string>>;

const inputClass = 'w-full rounded-lg border border-line bg-white px-3 outline-none focus:border-brand aria-[invalid=true]:border-red-600';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">{message}</p> : null;
}

/**
 * A new customer request (spec section 3): type (the ten, those about an order first),
 * the order for those, subject, description and — for those too — up to 9 photos. With
 * JavaScript the order and the photos appear only for an order's type, and the form posts
 * multipart to the API (photo-form.ts), then opens the new request; without, the page's
 * action files it without photos. Each refusal shows beside its field, in the member's language.
 */
export function RequestForm({ orders, values, errors: actionErrors }: { orders: OrderChoice[]; values: RequestValues; errors: FormErrors }) {
  const { t, to, locale, device } = usePage();
  const navigate = useNavigate();
  const [type, setType] = useState(values['cr.type'] ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<FormErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = sent ?? actionErrors;
  const aboutOrder = isRequestType(type) && isOrderRelated(type);
  // Before a type is chosen (and without JavaScript) the order select and the photos are
  // there: a request about an order needs the one and may have the other; the others ignore both.
  const showOrder = aboutOrder || type === '';
  const error = (field: string) => errors[field] || undefined;
  const described = (field: string, hint?: string) => [hint, errors[field] ? `${field.replace('.', '-')}-error` : ''].filter(Boolean).join(' ') || undefined;

  async function submit(form: HTMLFormElement) {
    setBusy(true);
    const fields = new FormData(form);
    if (!aboutOrder) fields.delete('cr.referenceId');
    try {
      const answer = await sendPhotoForm<{ 'cr.requestId': number }>('a/execute/capi/shopping/CreateCustomerRequest', fields, aboutOrder ? photos : [], { locale, device });
      if (answer.ok) {
        void navigate(`${to('my/request-detail')}?requestId=${answer.data['cr.requestId']}&done=created`);
        return;
      }
      if (answer.status === 403 && answer.code === 'NOT_SIGNED_IN') { void navigate(to('logon')); return; }
      setSent(answer.errors);
    } catch {
      setSent({ '': t('error.generic') });
    }
    setBusy(false);
  }

  const groups = [
    { label: t('requests.type.order'), types: REQUEST_TYPES.filter((r) => r.orderRelated) },
    { label: t('requests.type.general'), types: REQUEST_TYPES.filter((r) => !r.orderRelated) },
  ];
  return (
    <Form method="post" replace className="space-y-4" data-testid="request-form" aria-labelledby="new-request"
      onChange={(e) => { const { name } = e.target as EventTarget & { name?: string }; if (name && errors[name]) setSent({ ...errors, [name]: '' }); }}
      onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <input type="hidden" name="intent" value="create" />
      <h2 id="new-request" className="font-serif text-xl font-bold">{t('requests.new')}</h2>
      <p className="text-sm text-muted">{t('requests.newIntro')}</p>
      {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
      <div>
        <label htmlFor="f-cr-type" className="mb-1 block text-sm font-medium">{t('requests.type')}</label>
        <select id="f-cr-type" name="cr.type" value={type} onChange={(e) => { setType(e.currentTarget.value); setSent((s) => (s ? { ...s, 'cr.type': '' } : s)); }}
          className={`${inputClass} h-11`} aria-invalid={error('cr.type') ? true : undefined} aria-describedby={described('cr.type')}>
          <option value="">{t('requests.type.choose')}</option>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.types.map((r) => <option key={r.code} value={r.code}>{r[locale]}</option>)}
            </optgroup>
          ))}
        </select>
        <FieldError id="cr-type-error" message={error('cr.type')} />
      </div>
      {showOrder && (
        <div>
          <label htmlFor="f-cr-referenceId" className="mb-1 block text-sm font-medium">{t('requests.order')}</label>
          <select id="f-cr-referenceId" name="cr.referenceId" defaultValue={values['cr.referenceId'] ?? ''} className={`${inputClass} h-11`}
            aria-invalid={error('cr.referenceId') ? true : undefined} aria-describedby={described('cr.referenceId', 'cr-referenceId-hint')}>
            <option value="">{t('requests.order.choose')}</option>
            {orders.map((o) => <option key={o.transactionId} value={o.transactionId}>{[o.transactionId, calendarDate(o.createdAt, locale), o.statusLabel].filter(Boolean).join(' · ')}</option>)}
          </select>
          <p id="cr-referenceId-hint" className="mt-1 text-xs text-muted">{orders.length ? t('requests.order.hint') : t('requests.order.none')}</p>
          <FieldError id="cr-referenceId-error" message={error('cr.referenceId')} />
        </div>
      )}
      <div>
        <label htmlFor="f-cr-subject" className="mb-1 block text-sm font-medium">{t('requests.subject')}</label>
        <input id="f-cr-subject" name="cr.subject" defaultValue={values['cr.subject']} maxLength={REQUEST_SUBJECT_MAX} className={`${inputClass} h-11`}
          aria-invalid={error('cr.subject') ? true : undefined} aria-describedby={described('cr.subject', 'cr-subject-hint')} />
        <p id="cr-subject-hint" className="mt-1 text-xs text-muted">{t('requests.limit', { max: REQUEST_SUBJECT_MAX })}</p>
        <FieldError id="cr-subject-error" message={error('cr.subject')} />
      </div>
      <div>
        <label htmlFor="f-cr-description" className="mb-1 block text-sm font-medium">{t('requests.description')}</label>
        <textarea id="f-cr-description" name="cr.description" defaultValue={values['cr.description']} rows={5} maxLength={REQUEST_TEXT_MAX} className={`${inputClass} py-2`}
          aria-invalid={error('cr.description') ? true : undefined} aria-describedby={described('cr.description', 'cr-description-hint')} />
        <p id="cr-description-hint" className="mt-1 text-xs text-muted">{t('requests.limit', { max: REQUEST_TEXT_MAX })}</p>
        <FieldError id="cr-description-error" message={error('cr.description')} />
      </div>
      {showOrder
        ? <PhotoPicker photos={photos} onChange={(p) => { setPhotos(p); setSent((s) => (s ? { ...s, photos: '' } : s)); }} error={error('photos')} />
        : error('photos') ? <p className="text-sm text-red-700" data-testid="field-error">{error('photos')}</p> : <p className="text-xs text-muted">{t('photos.orderOnly')}</p>}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{busy ? t('requests.sending') : t('requests.send')}</button>
    </Form>
  );
}
