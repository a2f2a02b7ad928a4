// The full demo seed on PGlite: counts, ids in file order, timing.
import { describe, expect, it } from 'vitest';
import { loadSeedData } from './data/index.ts';
import { seed } from './seed.ts';
import { cachedTemplate, openFromTemplate } from '../testing.ts';
import { expectCountsMatchData } from '../test-support/full-seed.ts';

describe('full demo seed (PGlite)', () => {
  it('seeds every category, item, store, recipe and image', { timeout: 120_000 }, async () => {
    const h = await openFromTemplate(await cachedTemplate());
    try {
      const data = loadSeedData();
      const summary = await seed(h.db, { data });
      console.log(`PGlite full seed of ${data.items.length} items: ${JSON.stringify(summary.timing)}, ${summary.counts.media} images`);
      await expectCountsMatchData(h.db, data, summary);
      expect((await seed(h.db, { data })).seeded).toBe(false);
    } finally {
      await h.close();
    }
  });
});
