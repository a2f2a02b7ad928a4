import { describe, expect, it } from 'vitest';
import { earnStars, LEVELS } from '@eshop/domain/loyalty';
import { rateTable, yuan } from './rates.ts';

describe('the rate table of my/earn-stars', () => {
  const table = rateTable();

  it('has the spec’s bands: 0-499 / 500-999 / 1000+ RMB, per full RMB 50', () => {
    expect(table.unitFen).toBe(5000);
    expect(table.bands).toEqual([{ fromFen: 0, toFen: 50_000 }, { fromFen: 50_000, toFen: 100_000 }, { fromFen: 100_000, toFen: null }]);
    expect(table.bands.map((b) => (b.toFen === null ? `${yuan(b.fromFen)}+` : `${yuan(b.fromFen)}-${yuan(b.toFen - 1)}`)))
      .toEqual(['0-499', '500-999', '1,000+']);
  });

  it('has one row per level with the spec’s rates, thresholds and free-shipping thresholds', () => {
    expect(table.rows.map((r) => r.level)).toEqual(LEVELS.map((l) => l.id));
    expect(table.rows.map((r) => r.ratesTenths)).toEqual([[10, 11, 12], [10, 11, 13], [10, 12, 14], [11, 13, 16]]);
    expect(table.rows.map((r) => r.thresholdTenths)).toEqual([0, 500, 2000, 5000]);
    expect(table.rows.map((r) => r.freeShippingFen)).toEqual([20_000, 50_000, 40_000, 20_000]);
  });

  it('says what earnStars credits: units of the band’s rate', () => {
    for (const row of table.rows) {
      table.bands.forEach((band, i) => {
        const goods = band.fromFen + 12_345;
        expect(earnStars({ goodsTotalFen: goods, level: row.level })).toBe(Math.floor(goods / table.unitFen) * row.ratesTenths[i]!);
      });
    }
  });
});
