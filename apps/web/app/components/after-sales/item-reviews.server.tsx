// The product page's reviews (issue 15), rendered on the server only. The product page is
// at its JavaScript budget (docs/decisions/0008, bench/README.md), so its reviews ship no
// component code: the loader renders the section to HTML here (React's static markup, every
// text escaped) and the page shows it as is; photos open large without a script
// (PhotoGallery's <details>), and "more reviews" is a plain link (`?reviews=20#reviews-11`:
// the page again with ten more, at the first new one). And the product's JSON-LD, with
// `aggregateRating` when it has reviews.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ItemDetail, ItemReview, ReviewSummary } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { RATING_MAX } from '@eshop/domain/after-sales';
import { translator, type Translate } from '../../i18n/index.ts';
import { ReviewBody } from './ReviewBody.tsx';
import { Stars } from './Stars.tsx';

/** Reviews shown first, added by each "more", and at most (then the newest 100). */
export const REVIEWS_FIRST = 10;
export const REVIEWS_STEP = 10;
export const REVIEWS_MAX = 100;

/** `?reviews=`: how many of the newest reviews to show (10, 20, … 100). */
export function reviewsShownOf(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n)) return REVIEWS_FIRST;
  return Math.min(REVIEWS_MAX, Math.max(REVIEWS_FIRST, Math.ceil(n / REVIEWS_STEP) * REVIEWS_STEP));
}

/** An average in tenths as people read it: 43 → '4.3' (integers only, as the domain keeps it). */
export const ratingText = (tenths: number): string => `${Math.floor(tenths / 10)}.${tenths % 10}`;

export interface ItemReviews {
  reviews: ItemReview[];
  total: number;
  summary: ReviewSummary;
}

function Section({ data, t, locale }: { data: ItemReviews; t: Translate; locale: Locale }) {
  const { reviews, summary } = data;
  const count = summary.count;
  const shown = reviews.length;
  const more = data.total > shown && shown < REVIEWS_MAX ? reviewsShownOf(String(shown + REVIEWS_STEP)) : null;
  return (
    <>
      <h2 id="reviews" className="mb-4 border-b border-line pb-2 font-serif text-xl font-bold">{t('item.reviews')}</h2>
      {count === 0 ? <p className="text-muted" data-testid="reviews-none">{t('item.reviews.none')}</p> : (
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-10">
          <div className="shrink-0 rounded-2xl bg-white p-5 ring-1 ring-line md:w-64" data-testid="reviews-summary">
            <p className="text-xs uppercase tracking-wide text-muted">{t('item.reviews.average')}</p>
            <p className="mt-1 flex items-center gap-3">
              <span className="font-serif text-4xl font-bold" data-testid="reviews-average">{ratingText(summary.averageTenths)}</span>
              <Stars rating={summary.averageTenths / 10} t={t} size="lg" />
            </p>
            <p className="mt-1 text-sm text-muted" data-testid="reviews-count">{count === 1 ? t('item.reviews.countOne') : t('item.reviews.count', { count })}</p>
            <ul className="mt-4 space-y-1 text-xs text-muted">
              {Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => {
                const k = summary.histogram[n - 1] ?? 0;
                return (
                  <li key={n} className="flex items-center gap-2" aria-label={t('item.reviews.bar', { n, count: k })}>
                    <span aria-hidden="true" className="w-6 shrink-0">{n}★</span>
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line"><span className="block h-full rounded-full bg-gold" style={{ width: `${Math.round((k * 100) / count)}%` }} /></span>
                    <span aria-hidden="true" className="w-6 shrink-0 text-right tabular-nums">{k}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="min-w-0 flex-1">
            <ol className="divide-y divide-line" data-testid="reviews">
              {reviews.map((r, i) => (
                <li key={r.reviewId} id={`reviews-${i + 1}`} className="py-4 first:pt-0" data-testid="review" data-review-id={r.reviewId}>
                  <ReviewBody review={r} t={t} locale={locale} />
                </li>
              ))}
            </ol>
            {data.total > shown && (
              <p className="mt-3 flex flex-wrap items-center gap-4 text-xs text-muted">
                {more !== null && (
                  <a href={`?reviews=${more}#reviews-${shown + 1}`} className="rounded-full border border-line bg-white px-5 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand" data-testid="reviews-more">
                    {t('item.reviews.more')}
                  </a>
                )}
                <span>{t('item.reviews.shown', { shown, count: data.total })}</span>
              </p>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/** The reviews section of a product page in the page's language, as HTML. */
export function reviewsSection(data: ItemReviews, locale: Locale): string {
  return renderToStaticMarkup(<Section data={data} t={translator(locale)} locale={locale} />);
}

const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** schema.org Product of the product page, with `aggregateRating` when it has reviews. `pageUrl`: the canonical (pc) URL on PUBLIC_ORIGIN. */
export function productJsonLd(item: ItemDetail, summary: ReviewSummary | null, pageUrl: string): Record<string, unknown> {
  const absolute = (src: string) => new URL(src, pageUrl).href;
  const inStock = item.skus.filter((s) => !s.soldOut);
  const prices = (inStock.length ? inStock : item.skus).map((s) => s.priceFen);
  const availability = `https://schema.org/${item.soldOut ? 'OutOfStock' : 'InStock'}`;
  const offers = prices.length > 1
    ? { '@type': 'AggregateOffer', priceCurrency: 'CNY', lowPrice: yuan(Math.min(...prices)), highPrice: yuan(Math.max(...prices)), offerCount: prices.length, availability, url: pageUrl }
    : { '@type': 'Offer', priceCurrency: 'CNY', price: yuan(prices[0] ?? item.priceFen), availability, url: pageUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: (item.images.length ? item.images : [item.thumbnail]).map(absolute),
    sku: item.code,
    ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand } } : {}),
    offers,
    ...(summary && summary.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: ratingText(summary.averageTenths), reviewCount: summary.count, bestRating: RATING_MAX, worstRating: 1 } }
      : {}),
  };
}
