// The serving scaler of the recipe page (docs/decisions/0018-recipes.md). Quantities are
// integer thousandths of their unit (`quantity_milli`) for the recipe's base servings;
// scaling is exact rational arithmetic (quantity × wanted / base, integers only) and the
// result is rounded once, half up, to a step that suits the unit, so 2 → 3 servings of
// 1 tsp reads "1½ tsp", not "1.4999 tsp". A "to taste" line (null) stays "to taste".

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** How a unit is measured, which decides the rounding step and the display. */
export type UnitKind = 'metric-small' | 'metric-large' | 'spoon' | 'count';

/** Units by their English name as seeded (recipes.ts `U`); anything else counts pieces. */
const UNIT_KINDS: Record<string, UnitKind> = {
  g: 'metric-small', ml: 'metric-small',
  kg: 'metric-large', l: 'metric-large',
  tbsp: 'spoon', tsp: 'spoon', cup: 'spoon', cups: 'spoon',
};

export function unitKind(unitEn: string | null): UnitKind {
  return UNIT_KINDS[(unitEn ?? '').trim().toLowerCase()] ?? 'count';
}

/**
 * The rounding step, in thousandths, for an exact amount of `milli` thousandths:
 * grams and millilitres to 0.5 below 10, to 1 below 50, to 5 below 250, else to 10;
 * kilograms and litres to 0.05; spoons to a quarter; pieces (cloves, sprigs, eggs) to a half.
 */
export function roundingStep(kind: UnitKind, milli: number): number {
  switch (kind) {
    case 'metric-small':
      if (milli < 10_000) return 500;
      if (milli < 50_000) return 1000;
      if (milli < 250_000) return 5000;
      return 10_000;
    case 'metric-large': return 50;
    case 'spoon': return 250;
    case 'count': return 500;
  }
}

/** Rounds numerator/denominator (thousandths) half up to a multiple of step, with integers only. */
function roundRational(numerator: number, denominator: number, step: number): number {
  return Math.floor((2 * numerator + step * denominator) / (2 * step * denominator)) * step;
}

export type ScaledQuantity =
  | { toTaste: true }
  | {
      toTaste: false;
      /** The rounded amount in thousandths of the unit. */
      milli: number;
      /** Shown to the shopper: "1½", "0.75", "250". */
      text: string;
    };

/**
 * Scales one ingredient line from `baseServings` to `servings`. A non-zero amount never
 * rounds to nothing: it shows at least one rounding step (a pinch stays a pinch).
 */
export function scaleQuantity(line: { quantityMilli: number | null; unitKind: UnitKind }, baseServings: number, servings: number): ScaledQuantity {
  if (line.quantityMilli === null) return { toTaste: true };
  if (!Number.isSafeInteger(baseServings) || baseServings < 1) throw new RangeError(`base servings must be a positive integer, got ${baseServings}`);
  const wanted = clampServings(servings, baseServings);
  const kind = line.unitKind;
  const numerator = line.quantityMilli * wanted;
  const step = roundingStep(kind, Math.floor(numerator / baseServings));
  let milli = roundRational(numerator, baseServings, step);
  if (milli === 0 && line.quantityMilli > 0) milli = step;
  return { toTaste: false, milli, text: formatQuantity(milli, kind) };
}

const FRACTIONS: Record<number, string> = { 250: '¼', 500: '½', 750: '¾' };

/**
 * Spoons and pieces read as whole numbers with vulgar fractions ("1½", "¾"); metric
 * units as decimals without trailing zeros ("0.75", "12.5", "250").
 */
export function formatQuantity(milli: number, kind: UnitKind): string {
  const whole = Math.floor(milli / 1000);
  const rest = milli % 1000;
  if ((kind === 'spoon' || kind === 'count') && (rest === 0 || FRACTIONS[rest])) {
    if (rest === 0) return String(whole);
    return whole === 0 ? FRACTIONS[rest]! : `${whole}${FRACTIONS[rest]!}`;
  }
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
}

/**
 * The servings asked for (`?servings=N`), kept within 1-24; anything that is not a whole
 * number gives the recipe's own servings.
 */
export function clampServings(value: unknown, baseServings: number): number {
  const n = typeof value === 'string' ? (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isInteger(n)) return baseServings;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, n));
}
