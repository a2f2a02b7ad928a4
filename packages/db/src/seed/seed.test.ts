// The full demo seed on PGlite: counts, ids in file order, timing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMedia } from '../media.ts';
import { gift } from '../schema/index.ts';
import { loadSeedData } from './data/index.ts';
import { seed } from './seed.ts';
import { cachedTemplate, openFromTemplate } from '../testing.ts';
import { expectCountsMatchData } from '../test-support/full-seed.ts';

describe('full demo seed (PGlite)', () => {
  it('seeds every category, item, store, recipe, gift and image', { timeout: 120_000 }, async () => {
    const h = await openFromTemplate(await cachedTemplate());
    try {
      const data = loadSeedData();
      const summary = await seed(h.db, { data });
      console.log(`PGlite full seed of ${data.items.length} items: ${JSON.stringify(summary.timing)}, ${summary.counts.media} images`);
      await expectCountsMatchData(h.db, data, summary);
      // The star shop's gifts, as the spec prices them, with their drawn image.
      const [sealer] = await h.db.select().from(gift).where(eq(gift.code, 'GF-VACUUM-SEALER'));
      expect(sealer).toMatchObject({ nameEn: 'Vacuum sealer', nameZh: '真空封口机', worthFen: 15000, starsTenths: 15000, minLevel: 1, published: true });
      const [sousVide] = await h.db.select().from(gift).where(eq(gift.code, 'GF-SOUS-VIDE'));
      expect(sousVide).toMatchObject({ nameZh: '低温慢煮机', worthFen: 59000, imageId: 'g-gf-sous-vide' });
      const image = await getMedia(h.db, sealer!.imageId!);
      expect([image?.contentType, image?.width, image?.height]).toEqual(['image/png', 600, 600]);
      expect((await seed(h.db, { data })).seeded).toBe(false);
    } finally {
      await h.close();
    }
  });
});
