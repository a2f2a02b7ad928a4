// Terms of the search index and of a search query. English (and other Latin-script)
// words become normalised, plural-stemmed tokens; Chinese, written without spaces, is
// indexed as pairs of characters, so '牛排' finds '美国Prime级西冷牛排'
// and '和牛' finds '澳洲谷饲和牛肉眼' without a dictionary. Queries are split into words
// (Intl.Segmenter for Chinese); each word must match, a Chinese word as all its pairs.
import { normalizeText } from './normalize.ts';
import { stemWord } from './stem.ts';
import { BROADER, SYNONYM_GROUPS } from './synonyms.ts';

const RUNS = /[a-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]+/g;
const CJK = /^[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_ANYWHERE = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Words that never narrow a product search. */
const STOP = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'on', 'to', 'or', 'de', 'di', 'del', 'della', 'la', 'le', 'les', 'des', 'du', 'da', 'y']);
const MAX_QUERY_WORDS = 8;

export const isCjkTerm = (term: string): boolean => CJK.test(term);

function latinToken(run: string): string | null {
  if (STOP.has(run) || (run.length === 1 && !/\d/.test(run))) return null;
  return stemWord(run);
}

/**
 * Neighbouring pairs of a run of Chinese characters, and its last character alone: every
 * character then begins some term, so a one-character query (鸡) is a prefix search.
 */
function cjkGrams(run: string): string[] {
  const chars = [...run];
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  grams.push(chars[chars.length - 1]!);
  return grams;
}

/** Pairs of characters (a single character alone): what a Chinese query word must all match. */
export function cjkQueryTerms(word: string): string[] {
  const chars = [...word];
  if (chars.length <= 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/** The index terms of a product text (a name, a brand, tags ...). */
export function indexTerms(text: string): string[] {
  return termsOfNormal(normalizeText(text));
}

function termsOfNormal(normal: string): string[] {
  const terms: string[] = [];
  for (const run of normal.match(RUNS) ?? []) {
    if (CJK.test(run)) terms.push(...cjkGrams(run));
    else {
      const token = latinToken(run);
      if (token) terms.push(token);
    }
  }
  return terms;
}

export type QueryWord = { kind: 'latin'; term: string } | { kind: 'cjk'; word: string; terms: string[] };

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** Runs this short are one word: a short query names one thing (奶酪, 小牛肉, 三文鱼). */
const ONE_WORD_CHARS = 4;

/**
 * The words of a run of Chinese characters. ICU's dictionary splits some food words into
 * single characters (奶|酪, 红|酒), so neighbouring single characters are joined again.
 */
function cjkWords(run: string): string[] {
  if ([...run].length <= ONE_WORD_CHARS) return [run];
  const words: string[] = [];
  let singles = '';
  for (const { segment } of segmenter.segment(run)) {
    if ([...segment].length === 1) { singles += segment; continue; }
    if (singles) words.push(singles);
    singles = '';
    words.push(segment);
  }
  if (singles) words.push(singles);
  return words;
}

/**
 * A second reading of a query that found nothing as typed: short Chinese runs that are two
 * words (牛排套餐 → 牛排 套餐) split where the dictionary splits them into words of two
 * characters or more. Null when there is nothing to split.
 */
export function splitQueryWords(words: readonly QueryWord[]): QueryWord[] | null {
  let changed = false;
  const out = words.flatMap((w): QueryWord[] => {
    if (w.kind !== 'cjk' || [...w.word].length < 3) return [w];
    const parts = [...segmenter.segment(w.word)].map((s) => s.segment);
    if (parts.length < 2 || parts.some((p) => [...p].length < 2)) return [w];
    changed = true;
    return parts.map((p) => ({ kind: 'cjk', word: p, terms: cjkQueryTerms(p) }));
  });
  return changed ? out.slice(0, MAX_QUERY_WORDS) : null;
}

/** The words of a search query, each with the index terms it must match (at most 8 words). */
export function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (const run of normalizeText(q).match(RUNS) ?? []) {
    if (CJK.test(run)) {
      for (const segment of cjkWords(run)) {
        if (!seen.has(segment)) words.push({ kind: 'cjk', word: segment, terms: cjkQueryTerms(segment) });
        seen.add(segment);
      }
    } else {
      const term = latinToken(run);
      if (term && !seen.has(term)) words.push({ kind: 'latin', term });
      if (term) seen.add(term);
    }
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

interface Group { latin: Set<string>; cjk: string[]; text: string }

const toGroup = (members: readonly string[], text = members.join(' ')): Group => {
  const latin = new Set<string>();
  const cjk: string[] = [];
  for (const member of members) {
    const normal = normalizeText(member).trim();
    if (CJK.test(normal)) cjk.push(normal);
    else {
      const terms = indexTerms(member);
      // A two-word member would match any product with either word.
      if (terms.length !== 1) throw new Error(`synonym "${member}" must be one word`);
      latin.add(terms[0]!);
    }
  }
  return { latin, cjk, text };
};
const groups: Group[] = [
  ...SYNONYM_GROUPS.map((members) => toGroup(members)),
  ...BROADER.map(({ narrower, broader }) => toGroup(narrower, broader)),
];
/** Group numbers by Latin member and by Chinese member. */
const groupsByLatin = new Map<string, number[]>();
const groupsByCjk = new Map<string, number[]>();
groups.forEach((group, g) => {
  for (const term of group.latin) groupsByLatin.set(term, [...(groupsByLatin.get(term) ?? []), g]);
  for (const member of group.cjk) groupsByCjk.set(member, [...(groupsByCjk.get(member) ?? []), g]);
});
const cjkMembers = [...groupsByCjk.keys()];

/**
 * The synonyms of everything a product text mentions: the members of each group that
 * one of its words (or, for Chinese, one of its substrings) belongs to, and the broader
 * words of the narrower ones it uses, as one text.
 */
export function synonymText(text: string): string {
  const normal = normalizeText(text);
  const found = new Set<number>();
  for (const term of termsOfNormal(normal)) for (const g of groupsByLatin.get(term) ?? []) found.add(g);
  const spans = cjkSpans(normal);
  for (const span of spans) {
    if (standsAlone(span, spans)) for (const g of groupsByCjk.get(span.member) ?? []) found.add(g);
  }
  return [...found].sort((a, b) => a - b).map((g) => groups[g]!.text).join(' ');
}

type Span = { member: string; start: number; end: number };

/** Where each Chinese member of any group occurs in the text. */
function cjkSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (!CJK_ANYWHERE.test(text)) return spans;
  for (const member of cjkMembers) {
    for (let at = text.indexOf(member); at >= 0; at = text.indexOf(member, at + 1)) spans.push({ member, start: at, end: at + member.length });
  }
  return spans;
}

/**
 * An occurrence counts if it is not inside a longer member: 小牛肉 (veal) holds
 * 牛肉 (beef), but veal escalopes are not beef.
 */
function standsAlone(span: Span, spans: Span[]): boolean {
  return !spans.some((o) => o.member.length > span.member.length && o.start <= span.start && o.end >= span.end);
}

/**
 * The words a category is called by: its names split at '&' or '与' (Lamb & Venison,
 * 羊肉与鹿肉) and the synonyms of those words. A query word equal to one of them says which category
 * the shopper means ("ham" → the hams, before the ham croquetas).
 */
export function categoryWords(names: string): Set<string> {
  const words = new Set<string>();
  for (const piece of names.split(/[\s&、与,/]+/)) {
    const normal = normalizeText(piece).trim();
    if (!normal) continue;
    const keys = CJK.test(normal) ? [normal] : indexTerms(normal);
    for (const key of keys) {
      words.add(key);
      // The other words of its synonym groups, by whole word only (not 牛肉 inside 小牛肉).
      for (const group of groups) if (group.latin.has(key) || group.cjk.includes(key)) for (const w of [...group.latin, ...group.cjk]) words.add(w);
    }
  }
  return words;
}

/** What a query word is compared with in categoryWords(): the term, or the whole Chinese word. */
export const queryWordKey = (word: QueryWord): string => (word.kind === 'latin' ? word.term : word.word);
