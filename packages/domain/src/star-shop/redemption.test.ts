import { describe, expect, it } from 'vitest';
import { checkGiftLine, checkRedemption, giftAudience, giftAvailability, isGiftQuantity, MAX_GIFT_CART_LINES, type GiftTerms } from './redemption.ts';

const sealer: GiftTerms = { id: 1, starsTenths: 3000, stock: 5, minLevel: 1, published: true };
const bbq: GiftTerms = { id: 2, starsTenths: 8000, stock: 20, minLevel: 4, published: true };
const classSeat: GiftTerms = { id: 3, starsTenths: 1500, stock: 1, minLevel: 3, published: true };

describe('giftAvailability (spec section 6: who may redeem what)', () => {
  it.each([
    // gift, level, quantity → outcome
    [sealer, 1, 1, 'ok'],
    [sealer, 1, 5, 'ok'],
    [sealer, 1, 6, 'GIFT_STOCK_SHORT'],
    [bbq, 3, 1, 'GIFT_LEVEL'],
    [bbq, 4, 1, 'ok'],
    [classSeat, 2, 1, 'GIFT_LEVEL'],
    [classSeat, 3, 1, 'ok'],
    [classSeat, 4, 2, 'GIFT_STOCK_SHORT'],
    [{ ...sealer, published: false }, 4, 1, 'GIFT_NOT_FOUND'],
    [null, 4, 1, 'GIFT_NOT_FOUND'],
  ] as const)('%o at level %d × %d → %s', (gift, level, quantity, outcome) => {
    const r = giftAvailability(gift, level, quantity, 9);
    expect(r.ok ? 'ok' : r.code).toBe(outcome);
  });
});

describe('checkRedemption', () => {
  it('totals the lines in tenths and says the balance before and after', () => {
    expect(checkRedemption({ lines: [{ giftId: 1, gift: sealer, quantity: 2 }, { giftId: 3, gift: classSeat, quantity: 1 }], level: 3, balanceTenths: 10_000 }))
      .toEqual({ ok: true, totalTenths: 7500, balanceBeforeTenths: 10_000, balanceAfterTenths: 2500 });
  });

  it('spends the whole balance but not one tenth more', () => {
    expect(checkRedemption({ lines: [{ giftId: 1, gift: sealer, quantity: 1 }], level: 1, balanceTenths: 3000 })).toMatchObject({ ok: true, balanceAfterTenths: 0 });
    expect(checkRedemption({ lines: [{ giftId: 1, gift: sealer, quantity: 1 }], level: 1, balanceTenths: 2999 }))
      .toEqual({ ok: false, code: 'STARS_SHORT', neededTenths: 3000, balanceTenths: 2999 });
  });

  it('refuses an empty cart, and reports the first line that cannot be redeemed before the balance', () => {
    expect(checkRedemption({ lines: [], level: 4, balanceTenths: 100_000 })).toEqual({ ok: false, code: 'GIFT_CART_EMPTY' });
    expect(checkRedemption({ lines: [{ giftId: 1, gift: sealer, quantity: 1 }, { giftId: 2, gift: bbq, quantity: 1 }], level: 2, balanceTenths: 0 }))
      .toEqual({ ok: false, code: 'GIFT_LEVEL', giftId: 2, minLevel: 4 });
  });
});

describe('isGiftQuantity (the shop cart\'s limits)', () => {
  it.each([[1, true], [99, true], [0, false], [-1, false], [1.5, false], [100, false], [Number.NaN, false]])('%d → %s', (q, ok) => {
    expect(isGiftQuantity(q)).toBe(ok);
  });
});

describe('giftAudience', () => {
  it('names who may redeem in both languages', () => {
    expect(giftAudience(1, 'en_US')).toBe('Every member');
    expect(giftAudience(3, 'en_US')).toBe('Experienced Butcher and above');
    expect(giftAudience(4, 'zh_CN')).toBe('仅限屠夫大师');
  });
});

describe('checkGiftLine (AddToCart sums, UpdateCart sets)', () => {
  const state = { gift: sealer, giftId: 1, level: 1 as const, current: 0, lineCount: 0 };
  it.each([
    // state changes, quantity → outcome
    [{}, 1, 'ok'],
    [{}, 5, 'ok'],
    [{}, 6, 'GIFT_STOCK_SHORT'],
    [{ gift: { ...sealer, stock: 500 } }, 100, 'CART_QUANTITY_LIMIT'],
    [{ gift: bbq, giftId: 2 }, 1, 'GIFT_LEVEL'],
    [{ gift: null, giftId: 7 }, 1, 'GIFT_NOT_FOUND'],
    [{ gift: { ...sealer, stock: 0 } }, 1, 'GIFT_STOCK_SHORT'],
    [{ lineCount: MAX_GIFT_CART_LINES }, 1, 'GIFT_CART_FULL'],
    // A line already in a full cart may still change.
    [{ lineCount: MAX_GIFT_CART_LINES, current: 1 }, 2, 'ok'],
  ] as const)('%o × %d → %s', (change, quantity, outcome) => {
    const r = checkGiftLine({ ...state, ...change }, quantity);
    expect(r.ok ? 'ok' : r.code).toBe(outcome);
  });

  it('names the gift and the level a refusal is about', () => {
    expect(checkGiftLine({ ...state, gift: classSeat, giftId: 3, level: 2 }, 1)).toEqual({ ok: false, code: 'GIFT_LEVEL', giftId: 3, minLevel: 3 });
    expect(checkGiftLine({ ...state, gift: null, giftId: 42 }, 1)).toEqual({ ok: false, code: 'GIFT_NOT_FOUND', giftId: 42 });
  });
});
