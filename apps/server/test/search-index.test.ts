// The search index follows the catalogue: at once after invalidate(), and by itself when
// another process changes the catalogue (the signature check, at most every 10 s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { queryRows, type DatabaseHandle } from '@eshop/db';
import { createSearchIndex } from '../src/modules/catalog/search-index.ts';

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
});
