// Pinyin initials of Chinese product names, for shoppers who type "np" for 牛排 or "swy"
// for 三文鱼 (docs/decisions/0035-search-relevance-filters.md). Computed on the server when
// the search index is built; pinyin-pro's dictionary never reaches the browser.
import { pinyin } from 'pinyin-pro';

const CJK_RUNS = /[\p{Script=Han}]+/gu;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The words of a run of Chinese characters; single characters the dictionary splits off are joined again. */
function words(run: string): string[] {
  const out: string[] = [];
  let singles = '';
  for (const { segment } of segmenter.segment(run)) {
    if ([...segment].length === 1) { singles += segment; continue; }
    if (singles) out.push(singles);
    singles = '';
    out.push(segment);
  }
  if (singles) out.push(singles);
  return out;
}

const initials = (word: string): string =>
  (pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }) as string[]).join('').toLowerCase();

/**
 * The initials of a Chinese name as index terms: for each run of characters, its initials
 * from each word onwards (挪威三文鱼柳 → nwswyl, swyl, yl), so that a query matched as the
 * beginning of a term finds a word and what follows it ("sw", "swy" → 三文鱼; "np" → 牛排).
 */
export function pinyinInitials(nameZh: string): string {
  const terms = new Set<string>();
  for (const run of nameZh.match(CJK_RUNS) ?? []) {
    const ws = words(run).map(initials);
    ws.forEach((_, i) => terms.add(ws.slice(i).join('')));
  }
  return [...terms].filter((t) => /^[a-z]{2,}$/.test(t)).join(' ');
}
