import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemReview } from '@eshop/domain/contract';
import { productJsonLd, ratingText, reviewsSection, reviewsShownOf } from './item-reviews.server.tsx';

const review = (id: number, over: Partial<ItemReview> = {}): ItemReview => ({
  reviewId: id, authorName: 'l***@example.com', rating: 4, text: 'Tender.', photos: [], createdAt: '2026-11-24T04:00:00.000Z', reply: null, ...over,
});
const summary = (count: number, averageTenths: number) => ({ count, averageTenths, histogram: [0, 0, 0, count, 0] as [number, number, number, number, number] });

describe('the product page\'s reviews, rendered on the server', () => {
  it('shows 10, 20, … 100 of the newest', () => {
    expect(reviewsShownOf(null)).toBe(10);
    expect(reviewsShownOf('20')).toBe(20);
    expect(reviewsShownOf('15')).toBe(20);
    expect(reviewsShownOf('3')).toBe(10);
    expect(reviewsShownOf('5000')).toBe(100);
    expect(reviewsShownOf('x')).toBe(10);
  });
  it('prints an average in tenths with one decimal', () => {
    expect(ratingText(43)).toBe('4.3');
    expect(ratingText(40)).toBe('4.0');
    expect(ratingText(50)).toBe('5.0');
  });
  it('says there are none yet, in the page\'s language', () => {
    const html = reviewsSection({ reviews: [], total: 0, summary: summary(0, 0) }, 'zh_CN');
    expect(html).toContain('商品评价');
    expect(html).toContain('暂无评价');
    expect(html).not.toContain('reviews-more');
  });
  it('shows the average, the count, each review with its photos and the team\'s reply, escaped', () => {
    const photo = { id: 'a'.repeat(24), url: '/images/photos/a.webp', thumbnail: '/images/photos/a.thumb.webp', width: 800, height: 600 };
    const html = reviewsSection({
      reviews: [review(2, { text: '<script>alert(1)</script> & more', photos: [photo], reply: { text: 'Thank you!', at: '2026-11-24T05:00:00.000Z' } })],
      total: 12,
      summary: summary(12, 43),
    }, 'en_US');
    expect(html).toContain('data-testid="reviews-average">4.3<');
    expect(html).toContain('12 reviews');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/images/photos/a.thumb.webp"');
    expect(html).toContain('src="/images/photos/a.webp"');
    expect(html).toContain('Reply from Butcher &amp; Deli');
    expect(html).toContain('Thank you!');
    expect(html).toContain('href="?reviews=20#reviews-2"');
    expect(html).toContain('More reviews');
    expect(html).toContain('Showing 1 of 12');
  });
});

describe('productJsonLd', () => {
  const item = {
    itemId: 1, code: 'BF-1', name: 'Ribeye', description: 'Rich.', brand: 'Kimberley', images: ['/images/a.PNG'], thumbnail: '/images/t.PNG', soldOut: false, priceFen: 38_800,
    skus: [{ skuId: 1, spec: '250 g', priceFen: 38_800, soldOut: false, stock: 3 }, { skuId: 2, spec: '1 kg', priceFen: 139_800, soldOut: false, stock: 1 }],
  } as unknown as ItemDetail;
  it('carries the aggregate rating when the product has reviews', () => {
    const ld = productJsonLd(item, summary(3, 43), 'https://shop.example/eshop/pc/item/1');
    expect(ld).toMatchObject({
      '@type': 'Product', name: 'Ribeye', sku: 'BF-1', image: ['https://shop.example/images/a.PNG'], brand: { name: 'Kimberley' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CNY', lowPrice: '388.00', highPrice: '1398.00', offerCount: 2 },
      aggregateRating: { ratingValue: '4.3', reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });
  it('has none without reviews', () => {
    expect(productJsonLd(item, summary(0, 0), 'https://shop.example/eshop/pc/item/1')).not.toHaveProperty('aggregateRating');
  });
});
