// Cart rules (docs/decisions/0011-cart.md): quantity limits, the line limit, the
// outcome of adding to a line or setting its quantity, and the cart summary.
// Pure: the service reads stock and the current line, these decide.
import type { CartSummary } from '../contract/cart.ts';

/** A line holds 1..99 units of one SKU; 0 in UpdateCart removes the line. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
/** Different SKUs one cart may hold. */
export const MAX_CART_LINES = 50;

/**
 * `h.quantity` of a form: a whole number (digits only) from `min` to 99, else null.
 * No signs, decimals, exponents or blanks.
 */
export function parseQuantity(raw: string, min: 0 | 1 = MIN_LINE_QUANTITY): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= MAX_LINE_QUANTITY ? n : null;
}

export type CartRefusal =
  | { ok: false; code: 'SOLD_OUT' }
  | { ok: false; code: 'STOCK_INSUFFICIENT'; available: number }
  | { ok: false; code: 'CART_QUANTITY_LIMIT'; max: number }
  | { ok: false; code: 'CART_FULL'; max: number };

export type LineOutcome = { ok: true; quantity: number } | CartRefusal;

export interface LineState {
  /** Quantity of this SKU already in the cart (0: no line). */
  current: number;
  /** Units of the SKU available now (0 when the item is withdrawn). */
  stock: number;
  /** Lines in the cart now, this one included when it exists. */
  lineCount: number;
}

/** The line after `quantity` (the new total, >= 1) is asked for. */
export function checkLineQuantity(state: LineState, quantity: number): LineOutcome {
  if (state.stock <= 0) return { ok: false, code: 'SOLD_OUT' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'CART_QUANTITY_LIMIT', max: MAX_LINE_QUANTITY };
  if (quantity > state.stock) return { ok: false, code: 'STOCK_INSUFFICIENT', available: state.stock };
  if (state.current === 0 && state.lineCount >= MAX_CART_LINES) return { ok: false, code: 'CART_FULL', max: MAX_CART_LINES };
  return { ok: true, quantity };
}

/** AddToCart: adds `adding` units to the line of the SKU (or starts it). */
export function addToLine(state: LineState, adding: number): LineOutcome {
  return checkLineQuantity(state, state.current + adding);
}

/**
 * The phone merge: the quantity of a line after another account's line of the same SKU
 * joins it, summed and capped at stock and 99 (never below what the member had).
 */
export function mergedQuantity(current: number, incoming: number, stock: number): number {
  const cap = Math.min(MAX_LINE_QUANTITY, Math.max(stock, 0));
  return Math.max(current, Math.min(current + incoming, cap));
}

/** What the header badge and the cart footer show. */
export function cartSummary(lines: readonly { quantity: number; lineTotalFen: number; soldOut: boolean }[]): CartSummary {
  let cartTotal = 0;
  let goodsFen = 0;
  for (const line of lines) {
    cartTotal += line.quantity;
    if (!line.soldOut) goodsFen += line.lineTotalFen;
  }
  return { cartTotal, goodsFen, lines: lines.length };
}
