// What a product card and page say about price beyond the lowest one (issue 17;
// docs/decisions/0038-chinese-copy-and-display.md): "from ¥x" when the sizes cost
// different amounts, and the price per 500 g for meat and cheese sold by weight, the way
// Shanghai shops compare a 250 g steak with a 1 kg one.

/** Categories whose cards and pages show the price per 500 g (meat and cheese). */
export const PER_500G_CATEGORIES: ReadonlySet<string> = new Set([
  'beef', 'pork', 'lamb-venison', 'veal', 'chicken', 'duck', 'poultry', 'sausages', 'cold-cuts', 'ham', 'cheese',
]);

/**
 * The price of 500 g at a SKU's price, integer fen rounded half up; null when the weight
 * is unknown (sold by the piece). 12_800 fen for 250 g → 25_600; 9_999 fen for 300 g → 16_665.
 */
export function pricePer500gFen(priceFen: number, weightG: number | null | undefined): number | null {
  if (weightG == null || !Number.isSafeInteger(weightG) || weightG <= 0) return null;
  if (!Number.isSafeInteger(priceFen) || priceFen < 0) throw new RangeError(`Price must be whole fen, got ${String(priceFen)}`);
  // round(priceFen * 500 / weightG) half up, in integers: floor((2 * priceFen * 500 + weightG) / (2 * weightG)).
  return Math.floor((priceFen * 1000 + weightG) / (2 * weightG));
}

/** The per-500 g price a card shows: for meat and cheese only, of the SKU whose price is shown. */
export function cardPricePer500gFen(cname: string, shown: { priceFen: number; weightG: number | null } | undefined): number | null {
  if (!shown || !PER_500G_CATEGORIES.has(cname)) return null;
  return pricePer500gFen(shown.priceFen, shown.weightG);
}

/** True when the item's sizes do not all cost the same: the card then says "from ¥x" (¥x 起). */
export function hasPriceRange(skus: readonly { priceFen: number }[]): boolean {
  return new Set(skus.map((s) => s.priceFen)).size > 1;
}
