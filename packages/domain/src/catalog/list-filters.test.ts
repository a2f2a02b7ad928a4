import { describe, expect, it } from 'vitest';
import { facetCounts, isItemSort, isOriginCode, isPriceBand, priceBandFen, priceBandOf, PRICE_BANDS, type FacetRow } from './list-filters.ts';

describe('price bands', () => {
  it('cover every price once: min included, max excluded, the last open', () => {
    expect(priceBandOf(0)).toBe('0-100');
    expect(priceBandOf(9_999)).toBe('0-100');
    expect(priceBandOf(10_000)).toBe('100-200');
    expect(priceBandOf(49_999)).toBe('200-500');
    expect(priceBandOf(100_000)).toBe('1000-');
    expect(priceBandOf(9_999_999)).toBe('1000-');
    expect(priceBandFen('1000-')).toEqual({ minFen: 100_000, maxFen: null });
    expect(priceBandFen('100-200')).toEqual({ minFen: 10_000, maxFen: 20_000 });
    for (const band of PRICE_BANDS) expect(priceBandOf(priceBandFen(band).minFen)).toBe(band);
  });

  it('accept only the offered bands, sorts and two-letter origins', () => {
    expect(isPriceBand('100-200')).toBe(true);
    expect(isPriceBand('50-150')).toBe(false);
    expect(isItemSort('newest')).toBe(true);
    expect(isItemSort('cheapest')).toBe(false);
    expect(isOriginCode('AU')).toBe(true);
    expect(isOriginCode('au')).toBe(false);
    expect(isOriginCode('AUS')).toBe(false);
  });
});

describe('facetCounts', () => {
  const rows: FacetRow[] = [
    { cid: 1, country: 'AU', priceFen: 5_000, inStock: true },
    { cid: 1, country: 'US', priceFen: 25_000, inStock: true },
    { cid: 1, country: 'US', priceFen: 25_000, inStock: false },
    { cid: 2, country: 'FR', priceFen: 15_000, inStock: true },
    { cid: 2, country: '', priceFen: 150_000, inStock: true },
  ];

  it('counts everything when nothing is chosen; products without a country have no origin', () => {
    const c = facetCounts(rows, {});
    expect([...c.categories]).toEqual([[1, 3], [2, 2]]);
    expect(Object.fromEntries(c.origins)).toEqual({ AU: 1, US: 2, FR: 1 });
    expect(Object.fromEntries(c.priceBands)).toEqual({ '0-100': 1, '200-500': 2, '100-200': 1, '1000-': 1 });
    expect(c.inStock).toBe(4);
  });

  it('each group counts what the other chosen filters leave, not its own choice', () => {
    const c = facetCounts(rows, { cid: 1, origin: 'US' });
    // Categories: origin US only → both in category 1.
    expect([...c.categories]).toEqual([[1, 2]]);
    // Origins: category 1 only, every country still offered.
    expect(Object.fromEntries(c.origins)).toEqual({ AU: 1, US: 2 });
    expect(Object.fromEntries(c.priceBands)).toEqual({ '200-500': 2 });
    expect(c.inStock).toBe(1);
    expect(facetCounts(rows, { inStock: true, price: '200-500' }).inStock).toBe(1);
    expect([...facetCounts(rows, { inStock: true, price: '200-500' }).categories]).toEqual([[1, 1]]);
  });
});
