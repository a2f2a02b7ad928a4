import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate } from './prorate.ts';

describe('prorate (largest remainder)', () => {
  it('splits proportionally when it divides evenly', () => {
    expect(prorate(1000, [1, 1])).toEqual([500, 500]);
    expect(prorate(600, [100, 200, 300])).toEqual([100, 200, 300]);
  });

  it('gives leftover fen to the largest remainders, ties to the earlier part', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(prorate(11, [3, 3, 4])).toEqual([3, 3, 5]);
    // 1000 over 2, 3, 5 of 10: exact. 1001: remainders 2/10, 3/10, 5/10 → the last.
    expect(prorate(1001, [2, 3, 5])).toEqual([200, 300, 501]);
    expect(prorate(1, [1, 2])).toEqual([0, 1]);
  });

  it('leaves zero-weight parts at zero', () => {
    expect(prorate(999, [0, 1, 0, 2])).toEqual([0, 333, 0, 666]);
  });

  it('splits evenly when every weight is zero', () => {
    expect(prorate(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('splits a negative total like its absolute value', () => {
    expect(prorate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(prorate(-1, [1, 0])).toEqual([-1, 0]);
  });

  it('handles empty input and rejects bad arguments', () => {
    expect(prorate(0, [])).toEqual([]);
    expect(() => prorate(1, [])).toThrow(RangeError);
    expect(() => prorate(1.5, [1])).toThrow(RangeError);
    expect(() => prorate(100, [1, -1])).toThrow(RangeError);
    expect(() => prorate(100, [0.5, 1])).toThrow(RangeError);
  });

  it('stays exact with products beyond 2^53', () => {
    const parts = prorate(Number.MAX_SAFE_INTEGER, [Number.MAX_SAFE_INTEGER, 1]);
    expect(BigInt(parts[0] ?? 0) + BigInt(parts[1] ?? 0)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    expect(parts).toEqual([Number.MAX_SAFE_INTEGER - 1, 1]);
  });

  const totals = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
  const weights = fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 30 });

  it('always sums exactly to the total (property)', () => {
    fc.assert(
      fc.property(totals, weights, (total, w) => {
        const parts = prorate(total, w);
        expect(parts).toHaveLength(w.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every(Number.isInteger)).toBe(true);
      }),
    );
  });

  it('gives non-negative parts for non-negative inputs, each within 1 fen of its share (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), weights, (total, w) => {
        const parts = prorate(total, w);
        const sum = w.reduce((a, b) => a + b, 0);
        parts.forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(0);
          const share = sum === 0 ? total / w.length : (total * (w[i] ?? 0)) / sum;
          expect(Math.abs(part - share)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});
