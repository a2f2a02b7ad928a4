import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing.ts';

const none = () => 0;
const noCash = () => [];
const lines = (...fen: number[]) => fen.map((unitPriceFen) => ({ unitPriceFen, quantity: 1 }));

describe('priceOrder', () => {
  it('charges RMB 50 shipping below the threshold and nothing from it', () => {
    const below = priceOrder({ lines: lines(19_999), couponDiscount: none, cashCover: noCash, level: 1, option: 'delivery' });
    expect(below).toMatchObject({ goodsFen: 19_999, shippingFen: 5000, totalFen: 24_999, toFreeShippingFen: 1 });
    const at = priceOrder({ lines: lines(20_000), couponDiscount: none, cashCover: noCash, level: 1, option: 'delivery' });
    expect(at).toMatchObject({ shippingFen: 0, totalFen: 20_000, toFreeShippingFen: 0 });
  });

  it('uses the level threshold (Skilled: 500) and charges no fee for pickup', () => {
    const skilled = priceOrder({ lines: lines(40_000), couponDiscount: none, cashCover: noCash, level: 2, option: 'delivery' });
    expect(skilled.shippingFen).toBe(5000);
    const pickup = priceOrder({ lines: lines(100), couponDiscount: none, cashCover: noCash, level: 2, option: 'pickup' });
    expect(pickup).toMatchObject({ shippingFen: 0, totalFen: 100, toFreeShippingFen: 0 });
  });

  it('applies the coupon before the shipping threshold and the stars', () => {
    const p = priceOrder({ lines: lines(21_000), couponDiscount: () => 3000, cashCover: noCash, level: 1, option: 'delivery' });
    // 210 - 30 = 180 < 200: shipping is due; stars on 180 → 3 × 1.0.
    expect(p).toMatchObject({ discountFen: 3000, shippingFen: 5000, totalFen: 23_000, pendingStarsTenths: 30 });
  });

  it('never takes off more than the goods, and cash vouchers cover at most what is payable', () => {
    const p = priceOrder({
      lines: lines(1000), couponDiscount: () => 5000, level: 1, option: 'pickup',
      cashCover: () => [{ id: 7, amountFen: 100_000 }],
    });
    expect(p).toMatchObject({ discountFen: 1000, cashVoucherFen: 0, totalFen: 0, cashApplied: [{ id: 7, amountFen: 0 }] });
    const q = priceOrder({
      lines: lines(30_000), couponDiscount: none, level: 1, option: 'delivery',
      cashCover: () => [{ id: 1, amountFen: 10_000 }, { id: 2, amountFen: 50_000 }],
    });
    expect(q).toMatchObject({ cashVoucherFen: 30_000, totalFen: 0, cashApplied: [{ id: 1, amountFen: 10_000 }, { id: 2, amountFen: 20_000 }] });
  });

  it('sums quantities in integer fen', () => {
    const p = priceOrder({ lines: [{ unitPriceFen: 3333, quantity: 3 }], couponDiscount: none, cashCover: noCash, level: 4, option: 'delivery' });
    expect(p.goodsFen).toBe(9999);
    expect(Number.isInteger(p.totalFen)).toBe(true);
  });
});
