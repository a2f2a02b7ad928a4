import { describe, expect, it } from 'vitest';
import {
  averageRatingTenths, canAddMemberMessage, isOrderRelated, isPhotoFormat, isPhotoId, isRating, isRequestType,
  isReviewableStatus, REOPEN_DAYS, REQUEST_TYPES, textLength,
} from './index.ts';

describe('request types (spec section 3: ten, the first seven about an order)', () => {
  it('has the spec\'s ten types in both languages', () => {
    expect(REQUEST_TYPES.map((t) => t.en_US)).toEqual([
      'Wrong item received', 'Item damaged', 'Item expired on arrival', 'Change/cancel the order', 'Item not received',
      'Incomplete item received', 'Other order problems', 'Product related', 'Account related', 'Other',
    ]);
    for (const t of REQUEST_TYPES) expect(t.zh_CN).toMatch(/\p{Script=Han}/u);
  });
  it('knows which types need an order', () => {
    expect(REQUEST_TYPES.filter((t) => isOrderRelated(t.code)).map((t) => t.code))
      .toEqual(['wrong-item', 'damaged', 'expired', 'change-order', 'not-received', 'incomplete', 'order-other']);
    expect(isRequestType('damaged')).toBe(true);
    expect(isRequestType('refund-me-now')).toBe(false);
  });
});

describe('canAddMemberMessage: a closed request re-opens with a new message within 14 days', () => {
  const closedAt = new Date('2026-11-01T08:00:00Z');
  it.each([
    ['open', null, '2026-12-31T00:00:00Z', { ok: true, reopens: false }],
    ['closed', closedAt, '2026-11-01T09:00:00Z', { ok: true, reopens: true }],
    ['closed', closedAt, '2026-11-15T08:00:00Z', { ok: true, reopens: true }],
    ['closed', closedAt, '2026-11-15T08:00:01Z', { ok: false, code: 'REQUEST_CLOSED' }],
  ] as const)('%s (closed %s) at %s', (status, closed, now, outcome) => {
    expect(canAddMemberMessage({ status, closedAt: closed }, new Date(now))).toEqual(outcome);
  });
  it('counts 14 days', () => expect(REOPEN_DAYS).toBe(14));
});

describe('reviews', () => {
  it.each([[1, true], [5, true], [0, false], [6, false], [4.5, false], [Number.NaN, false]])('rating %d → %s', (n, ok) => {
    expect(isRating(n)).toBe(ok);
  });
  it('may be written once the order is received or completed', () => {
    expect(isReviewableStatus('OrderReceived')).toBe(true);
    expect(isReviewableStatus('Completed')).toBe(true);
    for (const s of ['PendingPayment', 'Paid', 'Shipped', 'Ready', 'Cancelled'] as const) expect(isReviewableStatus(s)).toBe(false);
  });
  it('averages in tenths, rounding half up, with integers only', () => {
    expect(averageRatingTenths(0, 0)).toBe(0);
    expect(averageRatingTenths(13, 3)).toBe(43); // 4.333
    expect(averageRatingTenths(9, 2)).toBe(45);
    expect(averageRatingTenths(29, 6)).toBe(48); // 4.8333
    expect(averageRatingTenths(5 * 1_000_000, 1_000_000)).toBe(50);
  });
  it('counts characters as people see them', () => {
    expect(textLength('好吃🥩')).toBe(3);
    expect(textLength('a'.repeat(500))).toBe(500);
  });
});

describe('photos', () => {
  it('accepts JPEG, PNG and WebP by the decoder\'s word only', () => {
    expect(['jpeg', 'png', 'webp'].map(isPhotoFormat)).toEqual([true, true, true]);
    expect(['svg', 'gif', 'heif', undefined].map(isPhotoFormat)).toEqual([false, false, false, false]);
  });
  it('names stored photos by 24 hex characters only', () => {
    expect(isPhotoId('0123456789abcdef01234567')).toBe(true);
    expect(isPhotoId('../etc/passwd')).toBe(false);
    expect(isPhotoId('0123456789ABCDEF01234567')).toBe(false);
  });
});
