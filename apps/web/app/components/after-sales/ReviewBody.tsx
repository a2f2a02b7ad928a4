import type { ItemReview } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import type { Translate } from '../../i18n/index.ts';
import { calendarDate } from '../orders/format.ts';
import { PhotoGallery } from './PhotoGallery.tsx';
import { Stars } from './Stars.tsx';

/**
 * A review as people read it: the stars, who wrote it and when, the text, the photos
 * (opening large) and the team's reply under it. Pure (takes `t`): the product page renders
 * it on the server only (item-reviews.server.tsx), the member's pages in React.
 */
export function ReviewBody({ review: r, t, locale, author = true, photos = 'sm' }: { review: ItemReview; t: Translate; locale?: Locale | undefined; author?: boolean; photos?: 'sm' | 'md' }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={r.rating} t={t} />
        {author && <span className="text-sm font-semibold [overflow-wrap:anywhere]" data-testid="review-author">{r.authorName}</span>}
        <time dateTime={r.createdAt} className="text-xs text-muted">{calendarDate(r.createdAt, locale)}</time>
      </div>
      {r.text && <p className="whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]" data-testid="review-text">{r.text}</p>}
      <PhotoGallery photos={r.photos} t={t} size={photos} label={t('requests.photos')} />
      {r.reply && (
        <div className="rounded-xl border-l-4 border-brand bg-brand-soft/60 px-4 py-3 text-sm" data-testid="review-reply">
          <p className="text-xs font-semibold text-brand">{t('reviews.reply')} · <time dateTime={r.reply.at} className="font-normal text-muted">{calendarDate(r.reply.at, locale)}</time></p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]" data-testid="review-reply-text">{r.reply.text}</p>
        </div>
      )}
    </div>
  );
}
