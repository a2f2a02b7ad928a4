// Filters, sorts and counts of Item.List (docs/decisions/0035-search-relevance-filters.md):
// category, origin, price band and in stock on searches and category lists, the counts
// beside them, every sort, and bad values answered 400 in the shopper's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { priceBandOf } from '@eshop/domain/catalog';
import type { ItemFacets, ItemSummary } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';

type ListBody = { status: string; data: ItemSummary[]; total: number; direct?: number; facets?: ItemFacets; message?: string; field?: string };

describe.each(databases())('Item.List filters and sorts on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const list = async (query: string, lang = 'en_US'): Promise<ListBody> => {
    const res = await shop.get(`a/capi/catalog/Item.List?${query}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const q = (words: string) => `q=${encodeURIComponent(words)}`;

  it('a search answers the counts of its matches by category, origin, price band and stock', async () => {
    const all = await list(`${q('steak')}&pageSize=0`);
    const body = await list(`${q('steak')}&pageSize=5&facets=Y`);
    const f = body.facets!;
    expect(body.data).toHaveLength(5);
    expect(body.total).toBe(all.total);
    // Every group adds up to the matches, and each count is what the filter then lists.
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(f.categories)).toBe(all.total);
    expect(sum(f.priceBands)).toBe(all.total);
    expect(sum(f.origins)).toBe(all.data.filter((i) => i.originCountry !== '').length);
    expect(f.inStock).toBe(all.data.filter((i) => !i.soldOut).length);
    const beef = f.categories.find((c) => c.cname === 'beef')!;
    expect(beef.count).toBe(all.data.filter((i) => i.cname === 'beef').length);
    expect(f.categories[0]!.cname).toBe('beef'); // most matches first
    expect((await list(`${q('steak')}&cid=${beef.cid}&pageSize=0`)).total).toBe(beef.count);
    for (const o of f.origins) expect((await list(`${q('steak')}&origin=${o.code}&pageSize=0`)).total).toBe(o.count);
    for (const b of f.priceBands) expect((await list(`${q('steak')}&price=${b.band}&pageSize=0`)).total).toBe(b.count);
  });

  it('counts name categories and countries in the shopper’s language', async () => {
    const zh = (await list(`${q('牛排')}&facets=Y`, 'zh_CN')).facets!;
    expect(zh.categories.find((c) => c.cname === 'beef')?.name).toBe('牛肉');
    expect(zh.origins.find((o) => o.code === 'US')?.name).toBe('美国');
    const en = (await list(`${q('牛排')}&facets=Y`, 'en_US')).facets!;
    expect(en.origins.find((o) => o.code === 'US')?.name).toBe('United States');
  });

  it('each group counts what the other chosen filters leave', async () => {
    const f = (await list(`${q('steak')}&origin=US&facets=Y&pageSize=0`)).facets!;
    const us = await list(`${q('steak')}&origin=US&pageSize=0`);
    expect(f.categories.reduce((n, c) => n + c.count, 0)).toBe(us.total);
    // The origins still count every country of the search, not only the chosen one.
    expect(f.origins.length).toBeGreaterThan(1);
  });

  it('filters a search by category, origin, price band and stock, alone and together', async () => {
    const beefCid = (await list(`${q('steak')}&facets=Y`)).facets!.categories.find((c) => c.cname === 'beef')!.cid;
    for (const item of (await list(`${q('steak')}&cid=${beefCid}&pageSize=0`)).data) expect(item.cname).toBe('beef');
    for (const item of (await list(`${q('steak')}&origin=us&pageSize=0`)).data) expect(item.originCountry).toBe('US');
    for (const item of (await list(`${q('steak')}&price=200-500&pageSize=0`)).data) expect(priceBandOf(item.priceFen)).toBe('200-500');
    for (const item of (await list(`${q('steak')}&price=1000-&pageSize=0`)).data) expect(item.priceFen).toBeGreaterThanOrEqual(100_000);
    const both = await list(`${q('steak')}&cid=${beefCid}&origin=US&inStock=Y&pageSize=0`);
    expect(both.total).toBeGreaterThan(0);
    for (const item of both.data) expect([item.cname, item.originCountry, item.soldOut]).toEqual(['beef', 'US', false]);
  });

  it('filters a category list the same way, with counts', async () => {
    const beef = await list('cname=beef&pageSize=0&facets=Y');
    const au = beef.facets!.origins.find((o) => o.code === 'AU')!;
    const onlyAu = await list('cname=beef&origin=AU&pageSize=0');
    expect(onlyAu.total).toBe(au.count);
    for (const item of onlyAu.data) expect([item.cname, item.originCountry]).toEqual(['beef', 'AU']);
    const cheap = await list('cname=beef&price=0-100&pageSize=0');
    for (const item of cheap.data) expect(item.priceFen).toBeLessThan(10_000);
  });

  it('in stock only drops products with every size sold out (the demo has some)', async () => {
    const all = await list('pageSize=0');
    const inStock = await list('pageSize=0&inStock=Y&facets=Y');
    const soldOut = all.data.filter((i) => i.soldOut).map((i) => i.itemId);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(inStock.total).toBe(all.total - soldOut.length);
    for (const item of inStock.data) expect(item.soldOut).toBe(false);
    expect(inStock.facets!.inStock).toBe(inStock.total);
    expect((await list('pageSize=0&facets=Y')).facets!.inStock).toBe(inStock.total);
  });

  it.each([
    ['priceAsc', (a: ItemSummary, b: ItemSummary) => a.priceFen <= b.priceFen],
    ['priceDesc', (a: ItemSummary, b: ItemSummary) => a.priceFen >= b.priceFen],
    ['bestselling', (a: ItemSummary, b: ItemSummary) => a.soldCount >= b.soldCount],
  ] as const)('sorts a category list %s', async (sort, inOrder) => {
    const items = (await list(`cname=beef&sort=${sort}&pageSize=0`)).data;
    expect(items.length).toBeGreaterThan(5);
    for (let n = 1; n < items.length; n++) expect(inOrder(items[n - 1]!, items[n]!)).toBe(true);
  });

  it('sorts newest first by when the product was added', async () => {
    const [newest] = await queryRows<{ id: number }>(shop.handle.db, sql`
      select i.id from item i join category c on c.id = i.category_id where c.code = 'beef' and i.published order by i.created_at desc, i.id desc limit 1`);
    expect((await list('cname=beef&sort=newest&pageSize=1')).data[0]?.itemId).toBe(newest!.id);
  });

  it('a sorted search keeps the products the words name before what only goes with them', async () => {
    for (const sort of ['priceAsc', 'priceDesc', 'bestselling', 'newest']) {
      const body = await list(`${q('牛排')}&sort=${sort}&pageSize=0`);
      expect(body.direct).toBeGreaterThan(0);
      expect(body.direct).toBeLessThan(body.total);
      for (const item of body.data.slice(0, body.direct)) expect(['beef', 'veal', 'pork', 'lamb-venison', 'sets']).toContain(item.cname);
      for (const item of body.data.slice(body.direct)) expect(item.tags).toContain('steak');
    }
  });

  it.each([
    ['sort=cheapest', 'sort', 'The order must be one of', '排序方式须为以下之一'],
    ['origin=Australia', 'origin', 'country code of two letters', '两个字母的国家代码'],
    ['origin=1A', 'origin', 'country code of two letters', '两个字母的国家代码'],
    ['price=50-150', 'price', 'price band must be one of', '价格区间须为以下之一'],
    ['price=abc', 'price', 'price band must be one of', '价格区间须为以下之一'],
    ['inStock=yes', 'inStock', 'must be Y or N', '须为 Y 或 N'],
    ['facets=1', 'facets', 'must be Y or N', '须为 Y 或 N'],
  ])('a bad value (%s) answers 400 with a message in the shopper’s language', async (query, field, en, zh) => {
    for (const [lang, words] of [['en_US', en], ['zh_CN', zh]] as const) {
      const res = await shop.get(`a/capi/catalog/Item.List?q=steak&${query}`, { lang });
      expect(res.statusCode).toBe(400);
      const body = res.json() as ListBody;
      expect(body.status).toBe('failure');
      expect(body.field).toBe(field);
      expect(body.message).toContain(words);
    }
  });

  it('a filter that leaves nothing answers an empty page, not an error', async () => {
    const body = await list(`${q('salmon')}&origin=ZZ&facets=Y`);
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('different filters asked at once each get their own answer (no mix-up in the shared read cache)', async () => {
    const queries = ['origin=US', 'origin=AU', 'price=0-100', 'price=500-1000', 'inStock=Y', 'sort=priceAsc', 'sort=newest', 'facets=Y'].map((f) => `${q('beef')}&${f}&pageSize=0`);
    const one = [];
    for (const query of queries) one.push(await list(query));
    const together = await Promise.all(queries.map((query) => list(query)));
    expect(together.map((b) => b.data.map((i) => i.itemId))).toEqual(one.map((b) => b.data.map((i) => i.itemId)));
    expect(together.map((b) => b.facets)).toEqual(one.map((b) => b.facets));
  });

  it('the OpenAPI document describes the filters, the sorts and the counts', async () => {
    const res = await shop.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    for (const word of ['origin', 'price', 'inStock', 'facets', 'newest', '1000-', 'direct']) expect(text).toContain(word);
  });
});
