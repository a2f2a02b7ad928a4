// Recipe reads (docs/decisions/0018-recipes.md): Recipe.List with the four filters, paging
// and both languages; RecipeAttribute.List with counts; SingleRecipe.List with
// ingredients, spices, steps, video and products; 404 and 400; and the clips with ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { item, sku } from '@eshop/db';
import type { RecipeAttributeGroup, RecipeDetail, RecipeSummary } from '@eshop/domain/recipes';
import { databases, startShop, type TestShop } from './helpers.ts';

const LIST = 'a/capi/catalog/Recipe.List';
const ATTRS = 'a/capi/catalog/RecipeAttribute.List';
const ONE = 'a/capi/catalog/SingleRecipe.List';

describe.each(databases())('recipes on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const list = async (query = '', lang = 'en_US') => {
    const res = await shop.get(`${LIST}${query ? `?${query}` : ''}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ status: 'success'; data: RecipeSummary[]; total: number }>();
  };
  const byCode = async (code: string) => (await list('pageSize=0')).data.find((r) => r.code === code)!;

  it('lists every published recipe with pageSize 0 (the start-up load), in both languages', async () => {
    const en = await list('pageSize=0');
    expect(en.total).toBe(16);
    expect(en.data).toHaveLength(16);
    const ribeye = en.data.find((r) => r.code === 'RC-RIBEYE-GARLIC-BUTTER')!;
    expect(ribeye).toMatchObject({
      name: 'Pan-seared Ribeye with Garlic Butter', servings: 2, prepMinutes: 10, cookMinutes: 15, totalMinutes: 25, hasVideo: true,
      chef: { code: 'chef-emma', name: 'Emma Carter' }, difficulty: { code: 'easy', name: 'Easy' },
      ingredient: { code: 'beef', name: 'Beef' }, cuisine: { code: 'western', name: 'Western' },
    });
    expect(ribeye.image).toMatch(/\/images\/r-.+\.PNG$/);
    const zh = await list('pageSize=0', 'zh_CN');
    const zhRibeye = zh.data.find((r) => r.code === 'RC-RIBEYE-GARLIC-BUTTER')!;
    expect(zhRibeye.name).toBe('香煎肉眼牛排配蒜香黄油');
    expect(zhRibeye.chef?.name).toBe('艾玛·卡特');
    expect(zhRibeye.difficulty?.name).toBe('简单');
  });

  it('pages with pageSize and pageOffset (default 20)', async () => {
    const first = await list('pageSize=5');
    const second = await list('pageSize=5&pageOffset=5');
    expect(first.total).toBe(16);
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(second.data[0]!.recipeId).not.toBe(first.data[0]!.recipeId);
    expect((await list('pageSize=5&pageOffset=15')).data).toHaveLength(1);
    expect((await list('pageOffset=100&pageSize=5')).data).toHaveLength(0);
    expect((await list()).data).toHaveLength(16);
  });

  it('filters by chef, difficulty, main ingredient and cuisine together', async () => {
    const julien = await list('chef=chef-julien&pageSize=0');
    expect(julien.total).toBe(4);
    const medium = await list('chef=chef-julien&difficulty=medium&pageSize=0');
    expect(medium.data.map((r) => r.code).sort()).toEqual(['RC-COQ-AU-VIN', 'RC-DUCK-BREAST-ORANGE', 'RC-HERB-CRUSTED-LAMB-RACK']);
    expect(medium.data.every((r) => r.chef?.code === 'chef-julien' && r.difficulty?.code === 'medium')).toBe(true);
    const beefChinese = await list('ingredient=beef&cuisine=chinese&pageSize=0');
    expect(beefChinese.data.map((r) => r.code).sort()).toEqual(['RC-HONGSHAO-BEEF', 'RC-WINTER-HOTPOT']);
    const none = await list('chef=chef-kenji&difficulty=hard');
    expect(none).toMatchObject({ total: 0, data: [] });
  });

  it('answers an empty list for an unknown code and 400 for a malformed one, in the request language', async () => {
    expect(await list('chef=chef-nobody')).toMatchObject({ total: 0, data: [] });
    const bad = await shop.get(`${LIST}?difficulty=${encodeURIComponent('Easy!')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'difficulty' });
    const badZh = await shop.get(`${LIST}?cuisine=${encodeURIComponent('<b>')}`, { lang: 'zh_CN' });
    expect(badZh.statusCode).toBe(400);
    expect(badZh.json<{ message: string }>().message).toMatch(/无效/);
    expect((await shop.get(`${LIST}?pageSize=-1`)).statusCode).toBe(400);
  });

  it('lists the four attribute kinds with their options and recipe counts', async () => {
    const res = await shop.get(ATTRS, { lang: 'zh_CN' });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<{ data: RecipeAttributeGroup[] }>().data;
    expect(groups.map((g) => g.kind)).toEqual(['chef', 'difficulty', 'ingredient', 'cuisine']);
    const chefs = groups[0]!.options;
    expect(chefs.find((o) => o.code === 'chef-julien')).toEqual({ code: 'chef-julien', name: '朱利安·莫罗', count: 4 });
    for (const g of groups) expect(g.options.reduce((n, o) => n + o.count, 0)).toBe(16);
  });

  it('answers one recipe with ingredients, spices, steps, video and its products', async () => {
    const { recipeId } = await byCode('RC-RIBEYE-GARLIC-BUTTER');
    const res = await shop.get(`${ONE}?t.recipeId=${recipeId}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<{ data: RecipeDetail[] }>().data[0]!;
    expect(r.ingredients[0]).toMatchObject({ name: 'US Prime ribeye steaks, 3 cm thick', quantityMilli: 600_000, unit: 'g', unitKind: 'metric-small' });
    expect(r.ingredients.every((l) => l.name)).toBe(true);
    expect(r.spices.map((s) => s.name)).toEqual(['Rosemary and thyme', 'Fleur de sel', 'Freshly ground black pepper']);
    expect(r.spices[1]).toMatchObject({ quantityMilli: null, unit: null });
    expect(r.steps).toHaveLength(6);
    expect(r.videoUrl).toBe('/media/recipes/RC-RIBEYE-GARLIC-BUTTER.mp4');
    expect(r.posterUrl).toBe('/media/recipes/RC-RIBEYE-GARLIC-BUTTER.jpg');
    expect(r.products.length).toBeGreaterThanOrEqual(4);
    expect(new Set(r.products.map((p) => p.itemId)).size).toBe(r.products.length);
    for (const p of r.products) {
      expect(p.priceFen).toBeGreaterThan(0);
      if (p.soldOut) expect(p.sku).toBeNull();
      else expect(p.sku).toMatchObject({ skuId: expect.any(Number), priceFen: expect.any(Number) });
    }
    const zh = (await shop.get(`${ONE}?t.recipeId=${recipeId}`, { lang: 'zh_CN' })).json<{ data: RecipeDetail[] }>().data[0]!;
    expect(zh.ingredients[0]).toMatchObject({ name: '美国Prime级肉眼牛排（3厘米厚）', unit: '克' });
    expect(zh.steps[0]).toMatch(/^烹饪前40分钟/);
  });

  it('shows a sold-out product without a SKU to add, and refreshes after catalog.invalidate()', async () => {
    const { recipeId } = await byCode('RC-RIBEYE-GARLIC-BUTTER');
    const db = shop.handle.db;
    const [herbs] = await db.select({ id: item.id }).from(item).where(eq(item.code, 'VG-CN-HERB-BUNDLE'));
    const before = await db.select({ id: sku.id, stock: sku.stock }).from(sku).where(eq(sku.itemId, herbs!.id));
    try {
      await db.update(sku).set({ stock: 0 }).where(eq(sku.itemId, herbs!.id));
      shop.app.eshopServices.catalog.invalidate();
      const r = (await shop.get(`${ONE}?t.recipeId=${recipeId}`)).json<{ data: RecipeDetail[] }>().data[0]!;
      expect(r.products.find((p) => p.itemId === herbs!.id)).toMatchObject({ soldOut: true, sku: null });
      expect(r.products.filter((p) => p.itemId !== herbs!.id).every((p) => p.sku !== null)).toBe(true);
    } finally {
      for (const b of before) await db.update(sku).set({ stock: b.stock }).where(eq(sku.id, b.id));
      shop.app.eshopServices.catalog.invalidate();
    }
  });

  it('answers a recipe without video with nulls', async () => {
    const { recipeId } = await byCode('RC-COQ-AU-VIN');
    const r = (await shop.get(`${ONE}?t.recipeId=${recipeId}`)).json<{ data: RecipeDetail[] }>().data[0]!;
    expect(r).toMatchObject({ videoUrl: null, posterUrl: null, hasVideo: false });
  });

  it('answers 404 RECIPE_NOT_FOUND in both languages and 400 for a malformed id', async () => {
    const en = await shop.get(`${ONE}?t.recipeId=999999`);
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ status: 'failure', code: 'RECIPE_NOT_FOUND', message: 'This recipe does not exist or is no longer published.' });
    const zh = await shop.get(`${ONE}?t.recipeId=999999`, { lang: 'zh_CN' });
    expect(zh.json()).toMatchObject({ code: 'RECIPE_NOT_FOUND', message: '该食谱不存在或已下架。' });
    expect((await shop.get(`${ONE}?t.recipeId=abc`)).statusCode).toBe(400);
    expect((await shop.get(ONE)).statusCode).toBe(400);
  });

  it('serves the recipe clips with ranges, and nothing else from that folder', async () => {
    const full = await shop.inject({ method: 'GET', url: '/media/recipes/RC-RIBEYE-GARLIC-BUTTER.mp4' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const part = await shop.inject({ method: 'GET', url: '/media/recipes/RC-RIBEYE-GARLIC-BUTTER.mp4', headers: { range: 'bytes=0-1023' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(1024);
    expect(part.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    const poster = await shop.inject({ method: 'GET', url: '/media/recipes/RC-RIBEYE-GARLIC-BUTTER.jpg' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await shop.inject({ method: 'GET', url: '/media/recipes/RC-COQ-AU-VIN.mp4' })).statusCode).toBe(404);
    expect((await shop.inject({ method: 'GET', url: '/media/recipes/../recipes/RC-RIBEYE-GARLIC-BUTTER.mp4' })).statusCode).not.toBe(500);
  });
});
