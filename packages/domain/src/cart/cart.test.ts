import { describe, expect, it } from 'vitest';
import { addToLine, cartSummary, checkLineQuantity, MAX_CART_LINES, MAX_LINE_QUANTITY, mergedQuantity, parseQuantity } from './cart.ts';

describe('parseQuantity', () => {
  it('takes whole numbers from 1 (or 0 for UpdateCart) to 99', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('99')).toBe(99);
    expect(parseQuantity('07')).toBe(7);
    expect(parseQuantity('0', 0)).toBe(0);
    expect(parseQuantity('0')).toBeNull();
  });

  it.each(['', ' ', '100', '-1', '+1', '1.5', '1e1', 'abc', '0x10', ' 5', '99999999999999999999', '１'])('refuses %j', (raw) => {
    expect(parseQuantity(raw)).toBeNull();
    expect(parseQuantity(raw, 0)).toBeNull();
  });
});

describe('adding to a line', () => {
  const state = { current: 0, stock: 10, lineCount: 3 };

  it('starts a line or sums onto it', () => {
    expect(addToLine(state, 2)).toEqual({ ok: true, quantity: 2 });
    expect(addToLine({ ...state, current: 4 }, 6)).toEqual({ ok: true, quantity: 10 });
  });

  it('refuses a sold-out SKU', () => {
    expect(addToLine({ ...state, stock: 0 }, 1)).toEqual({ ok: false, code: 'SOLD_OUT' });
  });

  it('refuses more than in stock, naming what is left', () => {
    expect(addToLine({ ...state, current: 8 }, 3)).toEqual({ ok: false, code: 'STOCK_INSUFFICIENT', available: 10 });
  });

  it('refuses more than 99 in one line, even when stock allows', () => {
    expect(addToLine({ current: 90, stock: 500, lineCount: 1 }, 10)).toEqual({ ok: false, code: 'CART_QUANTITY_LIMIT', max: MAX_LINE_QUANTITY });
  });

  it('refuses a new line in a full cart, but not more of a line already there', () => {
    expect(addToLine({ ...state, lineCount: MAX_CART_LINES }, 1)).toEqual({ ok: false, code: 'CART_FULL', max: 50 });
    expect(addToLine({ ...state, current: 1, lineCount: MAX_CART_LINES }, 1)).toEqual({ ok: true, quantity: 2 });
  });

  it('sets a quantity (UpdateCart) under the same limits', () => {
    expect(checkLineQuantity({ ...state, current: 5 }, 3)).toEqual({ ok: true, quantity: 3 });
    expect(checkLineQuantity({ ...state, current: 5 }, 11)).toEqual({ ok: false, code: 'STOCK_INSUFFICIENT', available: 10 });
  });
});

describe('merging carts (phone merge)', () => {
  it('sums and caps at stock and 99, never taking away what the member had', () => {
    expect(mergedQuantity(2, 3, 10)).toBe(5);
    expect(mergedQuantity(2, 30, 10)).toBe(10);
    expect(mergedQuantity(60, 60, 500)).toBe(99);
    expect(mergedQuantity(0, 4, 0)).toBe(0);
    expect(mergedQuantity(5, 4, 3)).toBe(5);
  });
});

describe('cartSummary', () => {
  it('counts every unit for the badge and only available lines for the goods total', () => {
    expect(cartSummary([
      { quantity: 2, lineTotalFen: 25600, soldOut: false },
      { quantity: 1, lineTotalFen: 6800, soldOut: true },
      { quantity: 3, lineTotalFen: 26400, soldOut: false },
    ])).toEqual({ cartTotal: 6, goodsFen: 52000, lines: 3 });
    expect(cartSummary([])).toEqual({ cartTotal: 0, goodsFen: 0, lines: 0 });
  });
});
