// The search index follows the catalogue: at once after invalidate(), and by itself when
// another process changes the catalogue (the signature check, at most every 10 s). A
// ranking is remembered by the index it was made on, so it never outlives that index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { queryRows, type DatabaseHandle } from '@eshop/db';
import MiniSearch from 'minisearch';
import { indexTerms, queryWords } from '@eshop/domain/search';
import { createSearchIndex, onlyWhereAllMatch, queryTree } from '../src/modules/catalog/search-index.ts';

describe('search index freshness', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => { handle = await openFromTemplate(await cachedTemplate({ seed: true })); });
  afterAll(async () => { await handle.close(); });

  const addItem = async (code: string, en: string, zh: string) => {
    await handle.db.execute(sql`
      insert into item (code, category_id, name_en, name_zh, published)
      values (${code}, (select id from category where code = 'beef'), ${en}, ${zh}, true)`);
    const [row] = await queryRows<{ id: number }>(handle.db, sql`select id from item where code = ${code}`);
    return row!.id;
  };

  it('finds a new product right after invalidate()', async () => {
    const index = createSearchIndex({ db: handle.db });
    expect(await index.search('kangaroo')).toEqual([]);
    const id = await addItem('T-KANGAROO', 'Kangaroo Fillet', '袋鼠里脊');
    expect(await index.search('kangaroo')).toEqual([]); // the index is derived data: not yet
    index.invalidate();
    expect(await index.search('kangaroo')).toEqual([id]);
    expect(await index.search('袋鼠')).toEqual([id]);
  });

  it('notices a change made elsewhere within the check interval, without invalidate()', async () => {
    let clock = 1_000_000;
    const index = createSearchIndex({ db: handle.db, now: () => clock });
    expect(await index.search('ostrich')).toEqual([]);
    const id = await addItem('T-OSTRICH', 'Ostrich Steak', '鸵鸟排');
    clock += 5_000;
    expect(await index.search('ostrich')).toEqual([]); // checked less than 10 s ago
    clock += 6_000;
    await index.search('ostrich'); // starts the check; this search still uses the old index
    await expect.poll(() => index.search('ostrich')).toEqual([id]);
  });

  it('answers the same words again from what it remembers, which no caller can change and no rebuild keeps', async () => {
    const index = createSearchIndex({ db: handle.db });
    const first = await index.rank('wagyu');
    expect(first.ids.length).toBeGreaterThan(0);
    // The same words, however typed: the same ranking, not a second search.
    expect(await index.rank('  WAGYU ')).toBe(first);
    expect(() => (first.ids as number[]).push(0)).toThrow(TypeError);
    expect(await index.rank('wagyu')).toEqual(first);
    // The same ranking a new index makes, after many other searches have come and gone.
    for (let i = 0; i < 250; i++) await index.rank(`beef ${i}g`);
    expect(await index.rank('wagyu')).toEqual(await createSearchIndex({ db: handle.db }).rank('wagyu'));
    // A renamed product is found by its new name once the index is rebuilt, though that name found nothing before.
    expect((await index.rank('emu')).ids).toEqual([]);
    const [renamed] = first.ids;
    const [before] = await queryRows<{ name_en: string; name_zh: string }>(handle.db, sql`select name_en, name_zh from item where id = ${renamed!}`);
    await handle.db.execute(sql`update item set name_en = 'Emu Loin', name_zh = '鸸鹋里脊', updated_at = now() where id = ${renamed!}`);
    try {
      index.invalidate();
      expect((await index.rank('emu')).ids).toEqual([renamed]);
      expect((await index.rank('鸸鹋')).ids).toEqual([renamed]);
    } finally {
      await handle.db.execute(sql`update item set name_en = ${before!.name_en}, name_zh = ${before!.name_zh} where id = ${renamed!}`);
    }
  });
});

describe('a search of several words scores only what all of them match', () => {
  // 3,000 products named from a qualifier, a cut and a Chinese name: many share each word.
  const qualifiers = ['select', 'premium', 'chef', 'classic', 'selection'];
  const cuts = ['wagyu', 'ribeye', 'sirloin', 'salmon', 'cheese', 'wagyu burger'];
  const chinese = ['精选和牛', '优选牛排', '主厨三文鱼', '经典奶酪'];
  const docs = Array.from({ length: 3_000 }, (_, i) => ({
    id: i + 1, boost: 1 + (i % 7) / 20, cat: i % 5,
    name_en: `${qualifiers[i % 5]} ${cuts[(i * 7) % 6]} ${i % 11 === 0 ? 'steak' : ''}`,
    name_zh: chinese[(i * 3) % 4]!, tags: i % 13 === 0 ? 'wagyu select' : 'grill',
  }));
  const index = new MiniSearch<(typeof docs)[number]>({
    fields: ['name_en', 'name_zh', 'tags'], storeFields: ['boost', 'cat'],
    tokenize: (text) => indexTerms(text), processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: { name_en: 3, name_zh: 3 } },
  });
  index.addAll(docs);
  const options = { fields: ['name_en', 'name_zh', 'tags'], boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => Number(stored?.['boost'] ?? 1) };

  it.each([['select wagyu'], ['premium ribeye steak'], ['selec wagyu'], ['chef 三文鱼'], ['精选 和牛'], ['classic salmon'], ['select xyzzy'], ['wagyu burger select']])(
    '%s: the same matches, scores and order as scoring every match of every word',
    (q) => {
      const words = queryWords(q);
      const tree = queryTree(words, 'AND', 0);
      const everyMatch = index.search(tree, options);
      const onlyAll = index.search(tree, onlyWhereAllMatch(index as never, words, options));
      expect(onlyAll).toEqual(everyMatch);
      if (!q.includes('xyzzy')) expect(everyMatch.length).toBeGreaterThan(0);
    },
  );
});
