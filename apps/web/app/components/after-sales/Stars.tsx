import { RATING_MAX } from '@eshop/domain/after-sales';
import type { Translate } from '../../i18n/index.ts';

/** A rating shown as five stars, the first `rating` gold (1-5, or an average like 4.3 rounded to half a star for the eye). */
export function Stars({ rating, t, size = 'md' }: { rating: number; t: Translate; size?: 'sm' | 'md' | 'lg' }) {
  const text = size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-base';
  const shown = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={t('reviews.ratingOf', { rating: String(rating) })} className={`inline-flex leading-none tracking-tight ${text}`} data-testid="stars" data-rating={rating}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = shown >= i + 1 ? 'full' : shown >= i + 0.5 ? 'half' : 'none';
        return fill === 'half'
          ? <span key={i} aria-hidden="true" className="bg-[linear-gradient(90deg,var(--color-gold)_50%,var(--color-line)_50%)] bg-clip-text text-transparent">★</span>
          : <span key={i} aria-hidden="true" className={fill === 'full' ? 'text-gold' : 'text-line'}>★</span>;
      })}
    </span>
  );
}
