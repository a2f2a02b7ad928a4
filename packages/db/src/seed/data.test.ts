// The hand-written demo data is consistent and complete.
import { describe, expect, it } from 'vitest';
import { ARTS } from './art.ts';
import { loadSeedData } from './data/index.ts';
import type { SeedGift } from './data/gifts.ts';
import { fixtureData } from './fixture.ts';
import { giftImageId, itemImageId, validateSeedData } from './seed.ts';

describe('demo seed data', () => {
  const data = loadSeedData();

  it('has no dangling references, duplicates or bad amounts', () => {
    expect(validateSeedData(data)).toEqual([]);
  });

  it('has items in every category and art for each', () => {
    for (const c of data.categories) {
      expect(data.items.some((i) => i.category === c.code), c.code).toBe(true);
      expect(ARTS[c.art], c.code).toBeTypeOf('function');
    }
    for (const i of data.items) if (i.art) expect(ARTS[i.art], i.code).toBeTypeOf('function');
    for (const r of data.recipes) expect(ARTS[r.art], r.code).toBeTypeOf('function');
  });

  it('gives every item a distinct URL-safe image id', () => {
    const ids = data.items.map((i) => itemImageId(i.code, 1));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has four Shanghai stores with real coordinates and valid pickup flags', () => {
    expect(data.stores).toHaveLength(4);
    for (const s of data.stores) {
      expect(s.latitude).toBeGreaterThan(31.0);
      expect(s.latitude).toBeLessThan(31.4);
      expect(s.longitude).toBeGreaterThan(121.2);
      expect(s.longitude).toBeLessThan(121.7);
      expect(s.phone).toMatch(/^021-6\d{7}$/);
      expect(['Y', 'N']).toContain(s.pickup);
    }
    expect(data.stores.filter((s) => s.pickup === 'Y').length).toBeGreaterThanOrEqual(3);
  });

  it('links home content to categories that exist', () => {
    const cats = new Set(data.categories.map((c) => c.code));
    expect(data.content.quickNav.every((c) => cats.has(c))).toBe(true);
    expect(data.content.customerVoices.en_US.length).toBeGreaterThanOrEqual(6);
    expect(data.content.customerVoices.zh_CN.length).toBe(data.content.customerVoices.en_US.length);
  });

  describe('star-shop gifts', () => {
    const byCode = (code: string) => data.gifts.find((g) => g.code === code);

    it('has the vacuum sealer (worth RMB 150) and the sous-vide machine (worth RMB 590) of the spec', () => {
      expect(byCode('GF-VACUUM-SEALER')).toMatchObject({ name: { en: 'Vacuum sealer', zh: '真空封口机' }, worthFen: 15000, starsTenths: 15000, minLevel: 1 });
      expect(byCode('GF-SOUS-VIDE')).toMatchObject({ name: { en: 'Sous-vide machine', zh: '低温慢煮机' }, worthFen: 59000, starsTenths: 59000 });
    });

    it('opens most gifts to every member and keeps some for Experienced (3) and Master (4) members', () => {
      const levels = data.gifts.map((g) => g.minLevel);
      expect(new Set(levels)).toEqual(new Set([1, 3, 4]));
      expect(levels.filter((l) => l === 1).length).toBeGreaterThan(data.gifts.length / 2);
      expect(byCode('GF-CLASS-EARLY-BIRD')?.minLevel).toBe(3);
      expect(byCode('GF-WAGYU-TASTING')?.minLevel).toBe(3);
      expect(byCode('GF-NEW-SAMPLES')?.minLevel).toBe(4);
      expect(byCode('GF-MEMBER-BBQ')?.minLevel).toBe(4);
    });

    it('has about a dozen gifts with whole-star prices, believable stock and one sold out', () => {
      expect(data.gifts.length).toBeGreaterThanOrEqual(10);
      expect(data.gifts.length).toBeLessThanOrEqual(16);
      for (const g of data.gifts) {
        expect(g.starsTenths % 10, g.code).toBe(0);
        expect(g.stock, g.code).toBeLessThanOrEqual(60);
        // About 10 stars per yuan of worth (members earn ~1 star per RMB 10).
        if (g.worthFen !== null) expect(g.starsTenths / 10 / (g.worthFen / 100), g.code).toBeGreaterThan(5);
        if (g.worthFen !== null) expect(g.starsTenths / 10 / (g.worthFen / 100), g.code).toBeLessThanOrEqual(10);
      }
      expect(data.gifts.filter((g) => g.stock === 0)).toHaveLength(1);
    });

    it('names and describes every gift in English and Chinese', () => {
      for (const g of data.gifts) {
        for (const t of [g.name.en, g.name.zh, g.description.en, g.description.zh]) expect(t.trim().length, g.code).toBeGreaterThan(0);
        expect(g.name.zh, g.code).toMatch(/\p{Script=Han}/u);
        expect(g.description.zh, g.code).toMatch(/\p{Script=Han}/u);
        expect(g.name.en, g.code).toMatch(/^[\x20-\x7e]+$/);
      }
    });

    it('draws every gift and gives it a distinct URL-safe image id', () => {
      for (const g of data.gifts) expect(ARTS[g.art], g.code).toBeTypeOf('function');
      const ids = data.gifts.map((g) => giftImageId(g.code));
      for (const id of ids) expect(id).toMatch(/^g-[a-z0-9][a-z0-9-]*$/);
      expect(new Set(ids).size).toBe(ids.length);
      expect(giftImageId('GF-VACUUM-SEALER')).toBe('g-gf-vacuum-sealer');
    });
  });
});

describe('seed data validation', () => {
  it('accepts the test fixture', () => {
    expect(validateSeedData(fixtureData())).toEqual([]);
  });

  it('catches bad gifts', () => {
    const data = fixtureData();
    const good = data.gifts[0] as SeedGift;
    const bad = (change: Partial<SeedGift> | Record<string, unknown>): SeedGift => ({ ...good, ...change }) as SeedGift;
    data.gifts.push(
      bad({}), // duplicate code
      bad({ code: 'B-STARS-0', starsTenths: 0 }),
      bad({ code: 'B-STARS-HALF', starsTenths: 12.5 }),
      bad({ code: 'B-STOCK', stock: -1 }),
      bad({ code: 'B-STOCK-FRACTION', stock: 1.5 }),
      bad({ code: 'B-LEVEL-0', minLevel: 0 }),
      bad({ code: 'B-LEVEL-5', minLevel: 5 }),
      bad({ code: 'B-WORTH', worthFen: -100 }),
      bad({ code: 'B-WORTH-FRACTION', worthFen: 99.5 }),
      bad({ code: 'OK-NO-WORTH', worthFen: null }),
    );
    expect(validateSeedData(data)).toEqual([
      `duplicate gift code '${good.code}'`,
      'gift B-STARS-0: bad stars 0',
      'gift B-STARS-HALF: bad stars 12.5',
      'gift B-STOCK: bad stock -1',
      'gift B-STOCK-FRACTION: bad stock 1.5',
      'gift B-LEVEL-0: bad min level 0',
      'gift B-LEVEL-5: bad min level 5',
      'gift B-WORTH: bad worth -100',
      'gift B-WORTH-FRACTION: bad worth 99.5',
    ]);
  });
});
