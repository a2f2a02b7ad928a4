// Text normalisation shared by the search index and search queries, so that a product
// name and what a shopper types meet in the same form: NFKC (full-width → half-width),
// lower case, accents dropped (Jamón → jamon), weights written one way (500 g, 500克 → 500g)
// and a few two-word names joined (rib eye → ribeye, new zealand → newzealand).

const UNITS: Record<string, string> = { g: 'g', kg: 'kg', ml: 'ml', 克: 'g', 公斤: 'kg', 千克: 'kg', 毫升: 'ml' };
const WEIGHT = /(\d+(?:\.\d+)?)\s*(kg|ml|g|公斤|千克|毫升|克)(?![a-z])/g;

/** Two-word names a shopper also types as one word; joined on both sides. */
const PHRASES: [RegExp, string][] = [
  [/\brib[\s-]+eye\b/g, 'ribeye'],
  [/\bnew\s+zealand\b/g, 'newzealand'],
  [/\bstrip\s+loin\b/g, 'striploin'],
  [/\bfilet\s+mignon\b/g, 'filetmignon'],
  [/\bt[\s-]+bone\b/g, 'tbone'],
  [/\bhot[\s-]+pot\b/g, 'hotpot'],
  [/\bfoie\s+gras\b/g, 'foiegras'],
];

export function normalizeText(text: string): string {
  let s = text.normalize('NFKC').toLowerCase();
  // Accents: decompose, drop the combining marks, recompose (CJK is unaffected).
  s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  s = s.replace(/[’‘`´]/g, "'");
  s = s.replace(WEIGHT, (_m, n: string, unit: string) => `${n}${UNITS[unit] ?? unit} `);
  for (const [pattern, joined] of PHRASES) s = s.replace(pattern, joined);
  return s;
}
