// Text normalisation shared by the search index and search queries, so that a product
// name and what a shopper types meet in the same form: NFKC (full-width → half-width),
// lower case, accents dropped (Jamón → jamon), weights written one way (500 g, 500克 → 500g)
// and a few two-word names joined (rib eye → ribeye, new zealand → newzealand).

const UNITS: Record<string, string> = { g: 'g', kg: 'kg', ml: 'ml', 克: 'g', 公斤: 'kg', 千克: 'kg', 毫升: 'ml' };
const WEIGHT = /(\d+(?:\.\d+)?)\s*(kg|ml|g|公斤|千克|毫升|克)(?![a-z])/g;

/** Two-word names a shopper also types as one word; joined on both sides. */
const PHRASES: Record<string, string> = {
  'rib eye': 'ribeye', 'new zealand': 'newzealand', 'strip loin': 'striploin', 'filet mignon': 'filetmignon',
  't bone': 'tbone', 'hot pot': 'hotpot', 'foie gras': 'foiegras',
};
const PHRASE = new RegExp(`\\b(?:${Object.keys(PHRASES).map((p) => p.replace(' ', '[\\s-]+')).join('|')})\\b`, 'g');
const ACCENTED = /[\u00c0-\u024f]/;

export function normalizeText(text: string): string {
  let s = text.normalize('NFKC').toLowerCase();
  // Accents: decompose, drop the combining marks, recompose (only where there are any).
  if (ACCENTED.test(s)) s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  s = s.replace(/[’‘`´]/g, "'");
  s = s.replace(WEIGHT, (_m, n: string, unit: string) => `${n}${UNITS[unit] ?? unit} `);
  return s.replace(PHRASE, (m) => PHRASES[m.replace(/[\s-]+/, ' ')] ?? m);
}
