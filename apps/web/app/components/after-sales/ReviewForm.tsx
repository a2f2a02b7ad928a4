import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { ReviewCandidate } from '@eshop/domain/contract';
import { RATING_MAX, REVIEW_TEXT_MAX, textLength } from '@eshop/domain/after-sales';
import { usePage } from '../../lib/use-page.ts';
import { sized } from '../../lib/images.ts';
import { FormNotice, primaryButton, secondaryButton } from '../account/Field.tsx';
import { calendarDate } from '../orders/format.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { sendPhotoForm } from './photo-form.ts';
import type { FormErrors } from './forms.ts';
import '../../i18n/areas/after-sales.ts';

/** The rating: five radio buttons in a group (arrow keys move between them), shown as stars. */
function RatingInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string | undefined }) {
  const { t } = usePage();
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('reviews.rating')}</legend>
      <div className="flex gap-1">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name="rv.rating" value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" aria-label={t('reviews.star', { n })} />
            <span aria-hidden="true" className={`block rounded px-0.5 text-4xl leading-none transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand hover:text-gold ${n <= value ? 'text-gold' : 'text-line'}`}>★</span>
          </label>
        ))}
      </div>
      <p className="mt-1 min-h-5 text-sm text-muted" aria-live="polite" data-testid="rating-chosen">{value ? t('reviews.ratingChosen', { n: value }) : ''}</p>
      {error && <p id="rating-error" className="text-sm text-red-700" data-testid="field-error">{error}</p>}
    </fieldset>
  );
}

/**
 * The review of one item of one order: rating 1-5, text with a live counter to 500
 * characters (as people count them: an emoji is one), up to 9 photos. With JavaScript it
 * posts multipart to the API with the photos (photo-form.ts) and goes to the new review;
 * without, the page's action files it without photos. `errors` are the action's.
 */
export function ReviewForm({ candidate, errors: actionErrors, cancelTo }: { candidate: ReviewCandidate; errors: FormErrors; cancelTo: string }) {
  const { t, to, locale, device } = usePage();
  const navigate = useNavigate();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<FormErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = sent ?? actionErrors;
  const length = textLength(text);
  const tooLong = length > REVIEW_TEXT_MAX;
  const counterId = 'review-text-counter';

  async function submit(form: HTMLFormElement) {
    setBusy(true);
    try {
      const answer = await sendPhotoForm<{ 'rv.reviewId': number }>('a/execute/capi/shopping/Review', new FormData(form), photos, { locale, device });
      if (answer.ok) {
        void navigate(`${to('my/review-detail')}?reviewId=${answer.data['rv.reviewId']}&done=created`);
        return;
      }
      if (answer.status === 403 && answer.code === 'NOT_SIGNED_IN') { void navigate(to('logon')); return; }
      setSent(answer.errors);
    } catch {
      setSent({ '': t('error.generic') });
    }
    setBusy(false);
  }

  return (
    <Form method="post" replace className="space-y-5" data-testid="review-form" aria-labelledby="review-form-title"
      onChange={(e) => { const { name } = e.target as EventTarget & { name?: string }; if (name && errors[name]) setSent({ ...errors, [name]: '' }); }}
      onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="t.itemId" value={candidate['t.itemId']} />
      <input type="hidden" name="oh.transactionId" value={candidate.transactionId} />
      <div className="flex items-center gap-4">
        <img src={sized(candidate.image, 160)} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-lg object-cover ring-1 ring-line" />
        <div className="min-w-0">
          <h2 id="review-form-title" className="font-semibold [overflow-wrap:anywhere]" data-testid="review-item-name">{candidate.name}</h2>
          <p className="text-sm text-muted">{[candidate.spec, t('reviews.order', { id: candidate.transactionId }), t('reviews.received', { date: calendarDate(candidate.receivedAt, locale) })].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
      <RatingInput value={rating} onChange={(n) => { setRating(n); setSent((s) => (s ? { ...s, 'rv.rating': '' } : s)); }} error={errors['rv.rating'] || undefined} />
      <div>
        <label htmlFor="f-rv-text" className="mb-1 block text-sm font-medium">{t('reviews.text')}</label>
        <textarea id="f-rv-text" name="rv.text" rows={5} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={REVIEW_TEXT_MAX * 2}
          aria-invalid={errors['rv.text'] || tooLong ? true : undefined} aria-describedby={`review-text-hint ${counterId}${errors['rv.text'] ? ' review-text-error' : ''}`}
          className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand aria-[invalid=true]:border-red-600" />
        <div className="mt-1 flex justify-between gap-4 text-xs">
          <p id="review-text-hint" className="text-muted">{t('reviews.textHint', { max: REVIEW_TEXT_MAX })}</p>
          <p id={counterId} aria-live="polite" className={`shrink-0 tabular-nums ${tooLong ? 'font-semibold text-red-700' : 'text-muted'}`} data-testid="review-counter">
            {t('reviews.counter', { count: length, max: REVIEW_TEXT_MAX })}
          </p>
        </div>
        {errors['rv.text'] && <p id="review-text-error" className="mt-1 text-sm text-red-700" data-testid="field-error">{errors['rv.text']}</p>}
      </div>
      <PhotoPicker photos={photos} onChange={(p) => { setPhotos(p); setSent((s) => (s ? { ...s, photos: '' } : s)); }} error={errors.photos || undefined} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy || tooLong} className={primaryButton}>{busy ? t('reviews.publishing') : t('reviews.publish')}</button>
        <Link to={cancelTo} className={secondaryButton}>{t('reviews.cancel')}</Link>
      </div>
    </Form>
  );
}
