// Star display and star earning (spec section 9; decisions.md "Loyalty").
// All arithmetic is in integers: stars in tenths, rates in tenths of a star per RMB 50.

import type { LevelId } from './levels.ts';

/** Goods total that earns one unit of the rate: a full RMB 50. */
export const STARS_UNIT_FEN = 5000;

/** Amount bands on the goods total after discounts: 0-499.99 / 500-999.99 / 1000+ RMB. */
export type AmountBand = 0 | 1 | 2;

export const AMOUNT_BAND_LOWER_BOUNDS_FEN = [0, 50_000, 100_000] as const;

/** Stars (tenths) per full RMB 50, by level and amount band. No cap per order. */
export const EARN_RATES_TENTHS: Readonly<Record<LevelId, readonly [number, number, number]>> = {
  1: [10, 11, 12],
  2: [10, 11, 13],
  3: [10, 12, 14],
  4: [11, 13, 16],
};

export function amountBand(goodsTotalFen: number): AmountBand {
  if (goodsTotalFen >= AMOUNT_BAND_LOWER_BOUNDS_FEN[2]) return 2;
  if (goodsTotalFen >= AMOUNT_BAND_LOWER_BOUNDS_FEN[1]) return 1;
  return 0;
}

export function earnRateTenths(input: { goodsTotalFen: number; level: LevelId }): number {
  return EARN_RATES_TENTHS[input.level][amountBand(input.goodsTotalFen)];
}

/**
 * Stars earned by an order, in tenths: full RMB 50 units of the goods total after
 * discounts (shipping excluded) × the rate of the level and band. Rates have one
 * decimal, so the product is already "rounded down to 0.1 star".
 */
export function earnStars(input: { goodsTotalFen: number; level: LevelId }): number {
  if (!Number.isFinite(input.goodsTotalFen) || input.goodsTotalFen <= 0) return 0;
  const units = Math.floor(input.goodsTotalFen / STARS_UNIT_FEN);
  return units * earnRateTenths(input);
}

/**
 * Stars from tenths, truncated to `decimals` (default one decimal): 125 → '12.5',
 * (125, 0) → '12', (125, 2) → '12.50'. Empty and NaN show zero.
 */
export function formatStars(tenths: number | null | undefined, decimals = 1): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be an integer 0-10, got ${String(decimals)}`);
  }
  const whole = tenths === null || tenths === undefined || !Number.isFinite(tenths) ? 0 : Math.trunc(tenths);
  const negative = whole < 0;
  const abs = BigInt(Math.abs(whole));
  const integerPart = (abs / 10n).toString();
  const fraction = ((abs % 10n).toString() + '0'.repeat(decimals)).slice(0, decimals);
  const isZero = /^0*$/.test(integerPart + fraction);
  const text = decimals === 0 ? integerPart : `${integerPart}.${fraction}`;
  return negative && !isZero ? `-${text}` : text;
}

/** The most a staff star adjustment may add or take, in tenths (10,000 stars): what the staff API takes. */
export const MAX_ADJUST_TENTHS = 100_000;

export type StarsInput = { ok: true; tenths: number } | { ok: false; reason: 'invalid' | 'zero' | 'tooLarge' };

/**
 * A star adjustment typed by staff: signed stars with at most one decimal ("12.5", "-3",
 * "+0.5"; a comma or the typographic minus − too), turned into tenths exactly from the digits
 * (no floating point). Zero and more than MAX_ADJUST_TENTHS either way are refused.
 */
export function parseStarsToTenths(text: string): StarsInput {
  const match = /^([+\-−])?\s*(\d{1,9})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign, whole, tenth] = match;
  const abs = Number(whole) * 10 + Number(tenth ?? '0');
  if (abs === 0) return { ok: false, reason: 'zero' };
  if (abs > MAX_ADJUST_TENTHS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, tenths: sign === '-' || sign === '−' ? -abs : abs };
}
