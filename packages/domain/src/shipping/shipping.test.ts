import { describe, expect, it } from 'vitest';
import {
  amountToFreeShipping,
  DEFAULT_FREE_SHIPPING_THRESHOLD_FEN,
  FREE_SHIPPING_THRESHOLDS_FEN,
  freeShippingThresholdFen,
  SHIPPING_FEE_FEN,
  shippingFee,
} from './shipping.ts';

describe('shipping constants (spec 9)', () => {
  it('charges RMB 50 and has the thresholds per level', () => {
    expect(SHIPPING_FEE_FEN).toBe(5000);
    expect(FREE_SHIPPING_THRESHOLDS_FEN).toEqual({ 1: 20_000, 2: 50_000, 3: 40_000, 4: 20_000 });
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD_FEN).toBe(20_000);
    expect(freeShippingThresholdFen(null)).toBe(20_000);
    expect(freeShippingThresholdFen(2)).toBe(50_000);
  });
});

describe('shippingFee', () => {
  it.each([
    // [level, goods total fen, fee]
    [1, 19_999, 5000],
    [1, 20_000, 0],
    [2, 20_000, 5000],
    [2, 49_999, 5000],
    [2, 50_000, 0],
    [3, 39_999, 5000],
    [3, 40_000, 0],
    [4, 19_999, 5000],
    [4, 20_000, 0],
    [null, 19_999, 5000],
    [null, 20_000, 0],
    [1, 0, 5000],
  ] as const)('level %s, goods %d fen, delivery → %d', (level, goodsTotalFen, fee) => {
    expect(shippingFee({ goodsTotalFen, level, option: 'delivery' })).toBe(fee);
  });

  it('is free for pickup whatever the total', () => {
    expect(shippingFee({ goodsTotalFen: 0, level: 2, option: 'pickup' })).toBe(0);
    expect(shippingFee({ goodsTotalFen: 100, level: null, option: 'pickup' })).toBe(0);
  });

  it('follows configuration overrides', () => {
    const config = { feeFen: 3000, thresholdsFen: { 2: 30_000 }, defaultThresholdFen: 10_000 };
    expect(shippingFee({ goodsTotalFen: 29_999, level: 2, option: 'delivery', config })).toBe(3000);
    expect(shippingFee({ goodsTotalFen: 30_000, level: 2, option: 'delivery', config })).toBe(0);
    // Levels not overridden keep their threshold.
    expect(shippingFee({ goodsTotalFen: 39_999, level: 3, option: 'delivery', config })).toBe(3000);
    expect(shippingFee({ goodsTotalFen: 10_000, level: null, option: 'delivery', config })).toBe(0);
  });
});

describe('amountToFreeShipping', () => {
  it('tells how much is missing, never below zero', () => {
    expect(amountToFreeShipping({ goodsTotalFen: 12_000, level: 1 })).toBe(8_000);
    expect(amountToFreeShipping({ goodsTotalFen: 12_000, level: 2 })).toBe(38_000);
    expect(amountToFreeShipping({ goodsTotalFen: 45_000, level: 3 })).toBe(0);
    expect(amountToFreeShipping({ goodsTotalFen: 0, level: null })).toBe(20_000);
  });
});
