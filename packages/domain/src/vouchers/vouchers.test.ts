import { describe, expect, it } from 'vitest';
import {
  cashVoucherCoverFen, checkVoucherSelection, couponDiscountFen, voucherReasonText, voucherState, voucherTitle,
  WELCOME_COUPON, type VoucherTerms,
} from './vouchers.ts';

const FROM = new Date('2026-11-01T00:00:00+08:00');
const UNTIL = new Date('2027-01-30T00:00:00+08:00');
const NOW = new Date('2026-11-22T12:00:00+08:00');

let nextId = 1;
const voucher = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: nextId++, kind: 'off', amountFen: 3000, minSpendFen: 19900, percentOff: null,
  validFrom: FROM, validUntil: UNTIL, usedAt: null, ...overrides,
});
const discount = (percentOff: number, capFen = 0, minSpendFen = 0) => voucher({ kind: 'discount', percentOff, amountFen: capFen, minSpendFen });
const cash = (amountFen: number, id?: number) => voucher({ kind: 'cash', amountFen, minSpendFen: 0, ...(id ? { id } : {}) });

describe('voucherState', () => {
  it('is usable inside its validity with the minimum spend reached', () => {
    expect(voucherState(voucher(), { goodsFen: 25000, now: NOW })).toEqual({ usable: true });
  });

  it('takes reaching the minimum spend exactly as enough, and names what is missing below it', () => {
    expect(voucherState(voucher(), { goodsFen: 19900, now: NOW })).toEqual({ usable: true });
    expect(voucherState(voucher(), { goodsFen: 19899, now: NOW })).toEqual({ usable: false, reason: 'MIN_SPEND', shortFen: 1 });
    expect(voucherState(voucher(), { goodsFen: 17900, now: NOW })).toEqual({ usable: false, reason: 'MIN_SPEND', shortFen: 2000 });
    expect(voucherState(voucher(), { goodsFen: 0, now: NOW })).toEqual({ usable: false, reason: 'MIN_SPEND', shortFen: 19900 });
  });

  it('needs no spend when the minimum is 0', () => {
    expect(voucherState(cash(5000), { goodsFen: 0, now: NOW })).toEqual({ usable: true });
  });

  it('expires at the validUntil instant, not a millisecond later', () => {
    const v = voucher();
    expect(voucherState(v, { goodsFen: 30000, now: new Date(UNTIL.getTime() - 1) })).toEqual({ usable: true });
    expect(voucherState(v, { goodsFen: 30000, now: UNTIL })).toEqual({ usable: false, reason: 'EXPIRED' });
    expect(voucherState(v, { goodsFen: 30000, now: new Date(UNTIL.getTime() + 86_400_000) })).toEqual({ usable: false, reason: 'EXPIRED' });
  });

  it('starts at the validFrom instant', () => {
    const v = voucher();
    expect(voucherState(v, { goodsFen: 30000, now: new Date(FROM.getTime() - 1) })).toEqual({ usable: false, reason: 'NOT_YET_VALID' });
    expect(voucherState(v, { goodsFen: 30000, now: FROM })).toEqual({ usable: true });
  });

  it('says used before expired, and expired before the minimum spend', () => {
    const usedAndExpired = voucher({ usedAt: NOW });
    expect(voucherState(usedAndExpired, { goodsFen: 0, now: new Date('2028-01-01') })).toEqual({ usable: false, reason: 'USED' });
    expect(voucherState(voucher(), { goodsFen: 0, now: new Date('2028-01-01') })).toEqual({ usable: false, reason: 'EXPIRED' });
  });
});

describe('couponDiscountFen', () => {
  it('off: the amount, never more than the goods', () => {
    expect(couponDiscountFen(voucher({ amountFen: 3000 }), 25000)).toBe(3000);
    expect(couponDiscountFen(voucher({ amountFen: 3000 }), 2000)).toBe(2000);
    expect(couponDiscountFen(voucher({ amountFen: 3000 }), 0)).toBe(0);
  });

  it('discount: the percentage of the goods, rounded down to whole fen', () => {
    expect(couponDiscountFen(discount(15), 10000)).toBe(1500);
    expect(couponDiscountFen(discount(15), 9999)).toBe(1499); // 1499.85
    expect(couponDiscountFen(discount(33), 101)).toBe(33); // 33.33
    expect(couponDiscountFen(discount(1), 99)).toBe(0); // 0.99
  });

  it('discount: capped by amountFen when it is above 0', () => {
    expect(couponDiscountFen(discount(20, 5000), 100000)).toBe(5000);
    expect(couponDiscountFen(discount(20, 5000), 20000)).toBe(4000);
    expect(couponDiscountFen(discount(20, 0), 100000)).toBe(20000);
  });

  it('discount of 99 % stays below the goods', () => {
    expect(couponDiscountFen(discount(99), 10000)).toBe(9900);
    expect(couponDiscountFen(discount(99), 1)).toBe(0);
    expect(couponDiscountFen(discount(99), 199)).toBe(197); // 197.01
  });

  it('is never negative nor above the goods, whatever it is given', () => {
    expect(couponDiscountFen(voucher({ amountFen: 3000 }), -500)).toBe(0);
    expect(couponDiscountFen(cash(5000), 10000)).toBe(0);
    for (const goods of [0, 1, 7, 99, 100, 19900, 123457]) {
      for (const v of [voucher(), discount(1), discount(50, 100), discount(99)]) {
        const off = couponDiscountFen(v, goods);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(goods);
      }
    }
  });
});

describe('cashVoucherCoverFen', () => {
  it('covers in the order given, each up to its face amount', () => {
    expect(cashVoucherCoverFen([cash(5000, 1), cash(10000, 2)], 12000)).toEqual([{ id: 1, amountFen: 5000 }, { id: 2, amountFen: 7000 }]);
    expect(cashVoucherCoverFen([cash(10000, 2), cash(5000, 1)], 12000)).toEqual([{ id: 2, amountFen: 10000 }, { id: 1, amountFen: 2000 }]);
  });

  it('consumes a voucher whole even when it covers less, and leaves out one that would cover nothing', () => {
    expect(cashVoucherCoverFen([cash(10000, 1)], 3000)).toEqual([{ id: 1, amountFen: 3000 }]);
    expect(cashVoucherCoverFen([cash(10000, 1), cash(5000, 2)], 3000)).toEqual([{ id: 1, amountFen: 3000 }]);
    expect(cashVoucherCoverFen([cash(5000, 1)], 0)).toEqual([]);
  });

  it('ignores coupons', () => {
    expect(cashVoucherCoverFen([voucher({ id: 9 }), cash(500, 3)], 1000)).toEqual([{ id: 3, amountFen: 500 }]);
  });
});

describe('checkVoucherSelection', () => {
  it('allows one coupon with any number of cash vouchers', () => {
    const c = voucher();
    const a = cash(5000);
    const b = cash(10000);
    expect(checkVoucherSelection([a, c, b])).toEqual({ ok: true, coupon: c, cash: [a, b] });
    expect(checkVoucherSelection([])).toEqual({ ok: true, coupon: null, cash: [] });
    expect(checkVoucherSelection([a])).toEqual({ ok: true, coupon: null, cash: [a] });
  });

  it('refuses two coupons, of either kind', () => {
    expect(checkVoucherSelection([voucher(), voucher()])).toEqual({ ok: false, reason: 'ONE_COUPON' });
    expect(checkVoucherSelection([voucher(), discount(10)])).toEqual({ ok: false, reason: 'ONE_COUPON' });
  });

  it('refuses the same voucher twice', () => {
    const a = cash(5000);
    expect(checkVoucherSelection([a, a])).toEqual({ ok: false, reason: 'DUPLICATE' });
  });
});

describe('texts', () => {
  it('titles every kind in both languages', () => {
    const off = voucher({ amountFen: 3000, minSpendFen: 19900 });
    expect(voucherTitle(off, 'en_US')).toBe('RMB 30.00 off orders over RMB 199.00');
    expect(voucherTitle(off, 'zh_CN')).toBe('满199元减30元');
    expect(voucherTitle(voucher({ amountFen: 1050, minSpendFen: 0 }), 'en_US')).toBe('RMB 10.50 off');
    expect(voucherTitle(voucher({ amountFen: 1050, minSpendFen: 0 }), 'zh_CN')).toBe('立减10.50元');
    expect(voucherTitle(discount(15, 5000, 30000), 'en_US')).toBe('15% off orders over RMB 300.00, up to RMB 50.00');
    expect(voucherTitle(discount(15, 5000, 30000), 'zh_CN')).toBe('满300元享8.5折，最高减50元');
    expect(voucherTitle(discount(10), 'en_US')).toBe('10% off');
    expect(voucherTitle(discount(10), 'zh_CN')).toBe('全场9折');
    expect(voucherTitle(discount(99), 'zh_CN')).toBe('全场0.1折');
    expect(voucherTitle(cash(10000), 'en_US')).toBe('RMB 100.00 cash voucher');
    expect(voucherTitle(cash(10000), 'zh_CN')).toBe('100元代金券');
  });

  it('prefers the stored title of the language', () => {
    const v = { ...voucher(), titleEn: 'Welcome gift', titleZh: '新人礼' };
    expect(voucherTitle(v, 'en_US')).toBe('Welcome gift');
    expect(voucherTitle(v, 'zh_CN')).toBe('新人礼');
    expect(voucherTitle({ ...voucher(), titleEn: ' ' }, 'en_US')).toBe('RMB 30.00 off orders over RMB 199.00');
  });

  it('gives every reason in both languages', () => {
    expect(voucherReasonText('MIN_SPEND', 'en_US', 2000)).toBe('Spend RMB 20.00 more to use it');
    expect(voucherReasonText('MIN_SPEND', 'zh_CN', 2000)).toBe('再购20.00元可用');
    expect(voucherReasonText('MIN_SPEND', 'en_US', 1)).toBe('Spend RMB 0.01 more to use it');
    expect(voucherReasonText('EXPIRED', 'en_US')).toBe('Expired');
    expect(voucherReasonText('EXPIRED', 'zh_CN')).toBe('已过期');
    expect(voucherReasonText('USED', 'en_US')).toBe('Already used');
    expect(voucherReasonText('USED', 'zh_CN')).toBe('已使用');
    expect(voucherReasonText('NOT_YET_VALID', 'en_US')).toBe('Not valid yet');
    expect(voucherReasonText('NOT_YET_VALID', 'zh_CN')).toBe('尚未生效');
    expect(voucherReasonText('ONE_COUPON', 'en_US')).toBe('Only one coupon per order');
    expect(voucherReasonText('ONE_COUPON', 'zh_CN')).toBe('每单限用一张优惠券');
  });
});

describe('the welcome coupon', () => {
  it('is RMB 30 off from RMB 199, for 90 days', () => {
    expect(WELCOME_COUPON).toEqual({ kind: 'off', amountFen: 3000, minSpendFen: 19900, validDays: 90, promotion: 'WELCOME' });
    expect(couponDiscountFen(voucher(WELCOME_COUPON), WELCOME_COUPON.minSpendFen)).toBe(3000);
  });
});
