import { describe, expect, it } from 'vitest';
import { cardPricePer500gFen, hasPriceRange, pricePer500gFen } from './unit-price.ts';

describe('pricePer500gFen: integer fen, rounded half up', () => {
  it.each([
    [12_800, 250, 25_600],
    [12_800, 500, 12_800],
    [24_320, 1000, 12_160],
    [9_999, 300, 16_665], // 16,665.0
    [1, 3, 167], // 166.67 → 167
    [1, 1000, 1], // 0.5 → 1 (half up)
    [3, 1000, 2], // 1.5 → 2
    [1, 1001, 0], // 0.4995 → 0
    [0, 250, 0],
  ])('%i fen for %i g → %i fen per 500 g', (fen, g, per) => expect(pricePer500gFen(fen, g)).toBe(per));
  it('is unknown without a weight', () => {
    expect(pricePer500gFen(12_800, null)).toBeNull();
    expect(pricePer500gFen(12_800, 0)).toBeNull();
  });
  it('refuses fractional fen', () => expect(() => pricePer500gFen(1.5, 250)).toThrow(RangeError));
});

describe('cardPricePer500gFen: meat and cheese only', () => {
  it('shows it for a steak and a cheese', () => {
    expect(cardPricePer500gFen('beef', { priceFen: 12_800, weightG: 250 })).toBe(25_600);
    expect(cardPricePer500gFen('cheese', { priceFen: 6_000, weightG: 200 })).toBe(15_000);
  });
  it('not for wine, salmon sold by weight, or a piece', () => {
    expect(cardPricePer500gFen('wine', { priceFen: 12_800, weightG: 750 })).toBeNull();
    expect(cardPricePer500gFen('seafood', { priceFen: 12_800, weightG: 250 })).toBeNull();
    expect(cardPricePer500gFen('beef', { priceFen: 12_800, weightG: null })).toBeNull();
    expect(cardPricePer500gFen('beef', undefined)).toBeNull();
  });
});

describe('hasPriceRange', () => {
  it('is true only when the sizes cost different amounts', () => {
    expect(hasPriceRange([{ priceFen: 100 }, { priceFen: 200 }])).toBe(true);
    expect(hasPriceRange([{ priceFen: 100 }, { priceFen: 100 }])).toBe(false);
    expect(hasPriceRange([{ priceFen: 100 }])).toBe(false);
    expect(hasPriceRange([])).toBe(false);
  });
});
