import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LevelId } from './levels.ts';
import { amountBand, earnRateTenths, earnStars, EARN_RATES_TENTHS, formatStars, MAX_ADJUST_TENTHS, parseStarsToTenths } from './stars.ts';

describe('formatStars (spec 5: one decimal by default)', () => {
  it.each([
    [125, '12.5'],
    [0, '0.0'],
    [5, '0.5'],
    [10, '1.0'],
    [5000, '500.0'],
    [-125, '-12.5'],
    [-5, '-0.5'],
  ])('%d tenths → %s', (tenths, text) => {
    expect(formatStars(tenths)).toBe(text);
  });

  it('supports other decimals by truncating or padding', () => {
    expect(formatStars(125, 0)).toBe('12');
    expect(formatStars(129, 0)).toBe('12');
    expect(formatStars(125, 2)).toBe('12.50');
    expect(formatStars(-3, 0)).toBe('0');
    expect(() => formatStars(125, -1)).toThrow(RangeError);
    expect(() => formatStars(125, 1.5)).toThrow(RangeError);
  });

  it('shows zero for empty values', () => {
    expect(formatStars(null)).toBe('0.0');
    expect(formatStars(undefined)).toBe('0.0');
    expect(formatStars(Number.NaN)).toBe('0.0');
  });
});

describe('earn rates (spec 9)', () => {
  it('has the rates per level and band, as tenths of a star per RMB 50', () => {
    expect(EARN_RATES_TENTHS).toEqual({
      1: [10, 11, 12],
      2: [10, 11, 13],
      3: [10, 12, 14],
      4: [11, 13, 16],
    });
  });

  it('bands the goods total at RMB 500 and RMB 1000', () => {
    expect(amountBand(0)).toBe(0);
    expect(amountBand(49_999)).toBe(0);
    expect(amountBand(50_000)).toBe(1);
    expect(amountBand(99_999)).toBe(1);
    expect(amountBand(100_000)).toBe(2);
  });

  it.each([
    // level, RMB 499.99 / 500 / 999.99 / 1000 → rate in tenths
    [1, [10, 11, 11, 12]],
    [2, [10, 11, 11, 13]],
    [3, [10, 12, 12, 14]],
    [4, [11, 13, 13, 16]],
  ] as const)('level %d rates at the band edges', (level, rates) => {
    const totals = [49_999, 50_000, 99_999, 100_000];
    expect(totals.map((goodsTotalFen) => earnRateTenths({ goodsTotalFen, level }))).toEqual(rates);
  });
});

describe('earnStars', () => {
  it.each([
    // [level, goods total in fen, stars in tenths]
    [1, 12_000, 20], // Apprentice RMB 120: 2 × 1.0
    [4, 100_000, 320], // Master RMB 1000: 20 × 1.6
    [1, 4_999, 0], // under one full RMB 50
    [1, 5_000, 10],
    [1, 49_999, 90], // 9 × 1.0
    [1, 50_000, 110], // 10 × 1.1
    [1, 99_999, 209], // 19 × 1.1 = 20.9
    [1, 100_000, 240], // 20 × 1.2
    [2, 99_999, 209],
    [2, 100_000, 260], // 20 × 1.3
    [3, 50_000, 120], // 10 × 1.2
    [3, 100_000, 280], // 20 × 1.4
    [4, 5_000, 11], // 1 × 1.1
    [4, 50_000, 130], // 10 × 1.3
    [4, 1_000_000, 3200], // no cap: 200 × 1.6
    [2, 0, 0],
    [2, -5_000, 0],
  ] as const)('level %d, %d fen → %d tenths', (level, goodsTotalFen, tenths) => {
    expect(earnStars({ goodsTotalFen, level })).toBe(tenths);
  });

  it('never decreases with a bigger total and is always whole tenths (property)', () => {
    const level = fc.constantFrom<LevelId>(1, 2, 3, 4);
    fc.assert(
      fc.property(level, fc.nat({ max: 100_000_000 }), fc.nat({ max: 100_000 }), (lvl, total, extra) => {
        const base = earnStars({ goodsTotalFen: total, level: lvl });
        expect(Number.isInteger(base)).toBe(true);
        expect(earnStars({ goodsTotalFen: total + extra, level: lvl })).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('parseStarsToTenths (staff star adjustments, exact tenths)', () => {
  it.each([
    ['12.5', 125],
    ['3', 30],
    ['-3', -30],
    ['+0.5', 5],
    ['−2.5', -25],
    ['- 4', -40],
    ['1,5', 15],
    ['  7.0 ', 70],
    ['10000', MAX_ADJUST_TENTHS],
    ['-10000', -MAX_ADJUST_TENTHS],
  ])('%j → %d tenths', (text, tenths) => {
    expect(parseStarsToTenths(text)).toEqual({ ok: true, tenths });
  });

  it.each(['', 'abc', '12.55', '1.', '.5', '1e3', '12 5', '--3', '0x10', '1234567890'])('refuses %j as invalid', (text) => {
    expect(parseStarsToTenths(text)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['0', '-0', '0.0', '+0,0'])('refuses %j as zero', (text) => {
    expect(parseStarsToTenths(text)).toEqual({ ok: false, reason: 'zero' });
  });

  it.each(['10000.1', '-10000.1', '999999999'])('refuses %j as too large', (text) => {
    expect(parseStarsToTenths(text)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('gives back exactly what formatStars shows, for every amount within the limit', () => {
    fc.assert(fc.property(fc.integer({ min: -MAX_ADJUST_TENTHS, max: MAX_ADJUST_TENTHS }).filter((n) => n !== 0), (tenths) => {
      expect(parseStarsToTenths(formatStars(tenths))).toEqual({ ok: true, tenths });
    }));
  });
});
