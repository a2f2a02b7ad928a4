import { Link } from 'react-router';
import type { MemberReview, ReviewCandidate } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { sized } from '../../lib/images.ts';
import { calendarDate } from '../orders/format.ts';
import { ReviewBody } from './ReviewBody.tsx';
import '../../i18n/areas/after-sales.ts';

/** The screen where a candidate is reviewed: my/review on phones (mobile only), my/review-list on pc. */
export function writeReviewPath(to: (screen?: string) => string, device: 'pc' | 'mobile', c?: Pick<ReviewCandidate, 't.itemId' | 'transactionId'>): string {
  const screen = to(device === 'mobile' ? 'my/review' : 'my/review-list');
  return c ? `${screen}?transactionId=${encodeURIComponent(c.transactionId)}&itemId=${c['t.itemId']}#write` : screen;
}

/** An item awaiting the member's review, with the way to write it. */
export function CandidateCard({ candidate: c, active = false }: { candidate: ReviewCandidate; active?: boolean }) {
  const { t, to, device, locale } = usePage();
  return (
    <li className={`flex items-center gap-4 rounded-2xl bg-white p-4 ${active ? 'ring-2 ring-brand' : 'ring-1 ring-line'}`} data-testid="review-candidate" data-item-id={c['t.itemId']} data-transaction-id={c.transactionId}>
      <Link to={to(`item/${c['t.itemId']}`)} className="shrink-0">
        <img src={sized(c.image, 160)} alt={c.name} width={64} height={64} loading="lazy" className="h-16 w-16 rounded-lg object-cover ring-1 ring-line" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere]" data-testid="review-candidate-name">{c.name}</p>
        <p className="text-xs text-muted">{[c.spec, t('reviews.order', { id: c.transactionId }), t('reviews.received', { date: calendarDate(c.receivedAt, locale) })].filter(Boolean).join(' · ')}</p>
      </div>
      {!active && (
        <Link to={writeReviewPath(to, device, c)} className="shrink-0 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark" data-testid="review-write">
          {t('reviews.write')}
        </Link>
      )}
    </li>
  );
}

/** One of the member's reviews: the item, the review with the team's reply, and whether the team hid it (with the reason). */
export function MemberReviewCard({ review: r, link = true }: { review: MemberReview; link?: boolean }) {
  const { t, to, locale } = usePage();
  return (
    <li className={`rounded-2xl bg-white p-5 ring-1 ${r.hidden ? 'ring-amber-300' : 'ring-line'}`} data-testid="member-review" data-review-id={r.reviewId} data-hidden={r.hidden ? 'true' : undefined}>
      <div className="mb-3 flex items-center gap-3">
        <Link to={to(`item/${r['t.itemId']}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <img src={sized(r.image, 160)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-lg object-cover ring-1 ring-line" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={to(`item/${r['t.itemId']}`)} className="font-semibold [overflow-wrap:anywhere] hover:text-brand" data-testid="member-review-item">{r.name}</Link>
          <p className="text-xs text-muted">{t('reviews.order', { id: r.transactionId })} · {t('reviews.writtenOn', { date: calendarDate(r.createdAt, locale) })}</p>
        </div>
        {link && <Link to={`${to('my/review-detail')}?reviewId=${r.reviewId}`} className="shrink-0 text-sm font-medium text-brand hover:underline" data-testid="member-review-view">{t('reviews.view')} ›</Link>}
      </div>
      {r.hidden && (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="member-review-hidden">
          <span className="font-semibold">{t('reviews.hidden', { reason: r.hidden.reason })}</span> {t('reviews.hiddenNote')}
        </p>
      )}
      <ReviewBody review={r} t={t} locale={locale} author={false} photos={link ? 'sm' : 'md'} />
    </li>
  );
}
