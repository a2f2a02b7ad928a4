import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuanString, formatMoney, formatPrice, formatYuanAmount, parseYuanToFen } from './money.ts';

describe('formatMoney (spec 5: two decimals, truncated, empty gives 0.00)', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1234, '12.34'],
    [5000, '50.00'],
    [20_000, '200.00'],
    [123_456_789, '1234567.89'],
    [-5, '-0.05'],
    [-1234, '-12.34'],
  ])('%d fen → %s', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });

  it('shows 0.00 for empty and non-finite values', () => {
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });

  it('truncates fractional fen toward zero instead of rounding', () => {
    expect(formatMoney(1234.99)).toBe('12.34');
    expect(formatMoney(-1234.99)).toBe('-12.34');
    expect(formatMoney(-0.5)).toBe('0.00');
  });

  it('formats amounts beyond the safe-integer range exactly', () => {
    expect(formatMoney(2 ** 60)).toBe('11529215046068469.76');
  });

  it('adds the currency mark', () => {
    expect(formatPrice(1234)).toBe('RMB 12.34');
    expect(formatPrice(1234, '¥')).toBe('¥12.34');
    expect(formatPrice(null, '¥')).toBe('¥0.00');
  });

  it('agrees with fenToYuanString and round-trips through parseYuanToFen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        const text = formatMoney(fen);
        expect(text).toBe(fenToYuanString(fen));
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(parseYuanToFen(text)).toEqual({ ok: true, fen });
      }),
    );
  });
});

describe('fenToYuanString', () => {
  it('formats integer fen', () => {
    expect(fenToYuanString(0)).toBe('0.00');
    expect(fenToYuanString(7)).toBe('0.07');
    expect(fenToYuanString(1230)).toBe('12.30');
    expect(fenToYuanString(-100)).toBe('-1.00');
  });

  it('throws on values that are not integer fen', () => {
    expect(() => fenToYuanString(12.5)).toThrow(RangeError);
    expect(() => fenToYuanString(Number.NaN)).toThrow(RangeError);
    expect(() => fenToYuanString(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatYuanAmount (decimal yuan, truncated toward zero)', () => {
  it.each([
    [12.349, '12.34'],
    [12.3, '12.30'],
    [12, '12.00'],
    [0.29, '0.29'],
    [1.005, '1.00'],
    [0.999, '0.99'],
    [-1.005, '-1.00'],
    [-12.349, '-12.34'],
    [-0.001, '0.00'],
    [1e21, '1000000000000000000000.00'],
    [1e-7, '0.00'],
    [1.5e-1, '0.15'],
  ])('number %s → %s', (value, text) => {
    expect(formatYuanAmount(value)).toBe(text);
  });

  it.each([
    ['12.349', '12.34'],
    [' 7.1 ', '7.10'],
    ['0012.5', '12.50'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['-3.999', '-3.99'],
    ['+3.999', '3.99'],
    ['1.2345e2', '123.45'],
    ['', '0.00'],
    ['   ', '0.00'],
    ['abc', '0.00'],
    ['12,50', '0.00'],
    ['.', '0.00'],
    ['-', '0.00'],
  ])('text %j → %s', (value, text) => {
    expect(formatYuanAmount(value)).toBe(text);
  });

  it('shows 0.00 for empty and non-finite values', () => {
    expect(formatYuanAmount(null)).toBe('0.00');
    expect(formatYuanAmount(undefined)).toBe('0.00');
    expect(formatYuanAmount(Number.NaN)).toBe('0.00');
    expect(formatYuanAmount(Number.NEGATIVE_INFINITY)).toBe('0.00');
  });

  it('never rounds up: the shown cents are the first two decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 999 }), (yuan, thousandths) => {
        const text = `${yuan}.${String(thousandths).padStart(3, '0')}`;
        expect(formatYuanAmount(text)).toBe(`${yuan}.${text.slice(-3, -1)}`);
      }),
    );
  });
});

describe('parseYuanToFen', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.05', 5],
    [' 50 ', 5000],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%j → %d fen', (text, fen) => {
    expect(parseYuanToFen(text)).toEqual({ ok: true, fen });
  });

  it.each([
    ['', 'EMPTY'],
    ['  ', 'EMPTY'],
    [null, 'EMPTY'],
    [undefined, 'EMPTY'],
    ['-1', 'NEGATIVE'],
    ['-0.5', 'NEGATIVE'],
    ['12.345', 'TOO_MANY_DECIMALS'],
    ['abc', 'INVALID_FORMAT'],
    ['12.', 'INVALID_FORMAT'],
    ['.5', 'INVALID_FORMAT'],
    ['1e3', 'INVALID_FORMAT'],
    ['1,000', 'INVALID_FORMAT'],
    ['+1', 'INVALID_FORMAT'],
    ['１２', 'INVALID_FORMAT'],
    ['90071992547409.92', 'TOO_LARGE'],
  ] as const)('%j → %s', (text, code) => {
    const result = parseYuanToFen(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(code);
  });
});
