// Rules of editing the catalogue in the back-office (issue 16): what an item, a SKU, a
// category and a tag may hold, how a list is reordered, and when a stock typed by staff
// may be written. Pure: the staff API checks input with these and the pages size their
// fields from them.

/** Item codes: 'BF-AU-RIBEYE' (upper case, as the seed's). */
export const ITEM_CODE = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
/** Category and tag codes appear in the shop's addresses (`list/cname/beef`, `list/tag/bbq`). */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const ORIGIN_COUNTRY = /^[A-Z]{2}$/;

export const CLASSIFICATIONS = ['chilled', 'frozen', 'ambient'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 4000;
export const SHORT_TEXT_MAX = 120;
export const SPEC_MAX = 60;
export const FACTS_MAX = 12;
export const TAGS_MAX = 20;
/** Units of one SKU staff may record (the column is an int; no shop holds a million of one size). */
export const STOCK_MAX = 999_999;
export const WEIGHT_G_MAX = 100_000;
export const SORT_MAX = 100_000;

/**
 * A whole number typed by a person: digits only (no sign, point or exponent), within
 * [min, max]; surrounding spaces are ignored. null when it is anything else.
 */
export function parseWholeNumber(text: string | number, min: number, max: number): number | null {
  const s = typeof text === 'number' ? String(text) : text.trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

/**
 * What to do with a stock staff typed over the one they saw, now that `current` is in the
 * database (sales change stock all day; staff edits are versioned separately):
 * unchanged → leave the stock alone, whatever sold meanwhile; changed while the stock
 * stayed as seen → write it; changed while it moved meanwhile → refuse, so neither the
 * sale nor the count is silently lost.
 */
export function stockWrite(input: { seen: number; typed: number; current: number }): 'keep' | 'write' | 'conflict' {
  if (input.typed === input.seen) return 'keep';
  return input.current === input.seen ? 'write' : 'conflict';
}

/** `ids` with `id` moved one place up or down (unchanged at the ends or when absent). */
export function moveInOrder<T>(ids: readonly T[], id: T, direction: 'up' | 'down'): T[] {
  const out = [...ids];
  const at = out.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= out.length) return out;
  [out[at], out[to]] = [out[to]!, out[at]!];
  return out;
}

/** `ids` with `id` first (an item's main image), the others in their order. */
export function moveToFront<T>(ids: readonly T[], id: T): T[] {
  return ids.includes(id) ? [id, ...ids.filter((x) => x !== id)] : [...ids];
}
