// The hand-written demo data is consistent and complete.
import { describe, expect, it } from 'vitest';
import { ARTS } from './art.ts';
import { loadSeedData } from './data/index.ts';
import { itemImageId, validateSeedData } from './seed.ts';

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
});
