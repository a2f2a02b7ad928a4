import { describe, expect, it } from 'vitest';
import { categoryWords, indexTerms, normalizeText, queryWords, splitQueryWords, stemWord, synonymText, SYNONYM_GROUPS } from './index.ts';

describe('normalizeText', () => {
  it('folds width, case and accents and writes weights one way', () => {
    expect(normalizeText('Jamón Serrano ＡＢＣ')).toBe('jamon serrano abc');
    expect(normalizeText('Ribeye 500 g')).toContain('500g');
    expect(normalizeText('肉眼 500克')).toContain('500g');
    expect(normalizeText('1.5公斤')).toContain('1.5kg');
  });
  it('joins two-word names shoppers also type as one', () => {
    expect(normalizeText('US Prime Rib Eye')).toBe('us prime ribeye');
    expect(normalizeText('New Zealand lamb')).toBe('newzealand lamb');
  });
});

describe('stemWord', () => {
  it.each([
    ['steaks', 'steak'], ['ribs', 'rib'], ['anchovies', 'anchovy'], ['tomatoes', 'tomato'],
    ['peaches', 'peach'], ['sausages', 'sausage'], ['cheeses', 'cheese'], ['bass', 'bass'],
    ['asparagus', 'asparagus'], ['ham', 'ham'], ['us', 'us'],
  ])('%s → %s', (word, stem) => expect(stemWord(word)).toBe(stem));
});

describe('indexTerms', () => {
  it('indexes Chinese as pairs of characters and the last one alone, so a word inside a name is found', () => {
    const terms = indexTerms('美国Prime级西冷牛排');
    expect(terms).toEqual(['美国', '国', 'prime', '级西', '西冷', '冷牛', '牛排', '排']);
    expect(terms).not.toContain('美国prime');
  });
  it('drops stop words and single letters, keeps numbers and stems plurals', () => {
    expect(indexTerms("Steak Lover's Set for 2")).toEqual(['steak', 'lover', 'set', '2']);
  });
});

describe('queryWords', () => {
  it('splits mixed English and Chinese queries into words that must each match', () => {
    expect(queryWords('ribeye 500g')).toEqual([{ kind: 'latin', term: 'ribeye' }, { kind: 'latin', term: '500g' }]);
    const [word] = queryWords('三文鱼');
    expect(word).toMatchObject({ kind: 'cjk' });
    expect(word?.kind === 'cjk' && word.terms.length).toBeGreaterThan(0);
    expect(queryWords('牛')).toEqual([{ kind: 'cjk', word: '牛', terms: ['牛'] }]);
  });
  it('segments a Chinese phrase into words', () => {
    const words = queryWords('澳洲和牛').flatMap((w) => (w.kind === 'cjk' ? w.terms : [w.term]));
    expect(words).toEqual(expect.arrayContaining(['和牛']));
  });
  it('keeps at most eight words and ignores punctuation-only queries', () => {
    expect(queryWords('a b c one two three four five six seven eight nine ten')).toHaveLength(8);
    expect(queryWords('%%% ***')).toEqual([]);
  });
});

describe('synonymText', () => {
  it('adds the other language for a product that names it in one', () => {
    expect(synonymText('Chilean Coho Salmon Fillet')).toContain('三文鱼');
    expect(synonymText('挪威三文鱼柳')).toContain('salmon');
    expect(synonymText('Australian Grain-fed Wagyu Ribeye')).toEqual(expect.stringContaining('和牛'));
    expect(synonymText('Australian Grain-fed Wagyu Ribeye')).toEqual(expect.stringContaining('澳洲'));
  });
  it('does not take a single Chinese character for a word', () => {
    expect(synonymText('荷兰有机全脂牛奶')).not.toContain('beef');
  });
  it('holds only one-word Latin members (a two-word one would match either word)', () => {
    for (const group of SYNONYM_GROUPS) {
      for (const member of group.filter((m) => !/[\u3400-\u9fff]/.test(m))) expect(indexTerms(member)).toHaveLength(1);
    }
  });
});

describe('categoryWords', () => {
  it('splits names and adds the synonyms of whole words only', () => {
    const lamb = categoryWords('Lamb & Venison 羊肉与鹿肉');
    expect([...lamb]).toEqual(expect.arrayContaining(['lamb', 'venison', '羊肉', '鹿肉', 'mutton']));
    expect(categoryWords('Cheese 奶酪').has('芝士')).toBe(true);
    expect(categoryWords('Veal 小牛肉').has('牛肉')).toBe(false);
  });
  it('does not give veal the synonyms of beef although 小牛肉 holds 牛肉', () => {
    expect(synonymText('荷兰小牛肉片')).not.toContain('beef');
    expect(synonymText('澳洲草饲牛肉糜')).toContain('beef');
  });
});

describe('splitQueryWords', () => {
  it('reads a short Chinese run that found nothing as its dictionary words (牛排套餐 → 牛排 套餐)', () => {
    expect(splitQueryWords(queryWords('牛排套餐'))?.map((w) => (w.kind === 'cjk' ? w.word : w.term))).toEqual(['牛排', '套餐']);
    expect(splitQueryWords(queryWords('三文鱼'))).toBeNull();
    expect(splitQueryWords(queryWords('steak'))).toBeNull();
  });
});
