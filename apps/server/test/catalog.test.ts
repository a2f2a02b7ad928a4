import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail, ItemSummary, Category } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';

describe.each(databases())('catalogue API on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const list = async (query: string, lang = 'en_US') => {
    const res = await shop.get(`a/capi/catalog/Item.List?${query}`, { lang });
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; data: ItemSummary[]; total: number };
  };

  it('lists one category page by page, with the total', async () => {
    const first = await list('cid=1&pageSize=5&pageOffset=0');
    const second = await list('cid=1&pageSize=5&pageOffset=5');
    expect(first.status).toBe('success');
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.data.every((i) => i.cid === 1 && i.cname === 'beef')).toBe(true);
    const ids = new Set([...first.data, ...second.data].map((i) => i.itemId));
    expect(ids.size).toBe(10); // no overlap between pages
  });

  it('answers every item for pageSize=0 and 20 by default', async () => {
    const all = await list('pageSize=0');
    expect(all.data.length).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(150);
    expect((await list('')).data).toHaveLength(20);
  });

  it('filters by category name, tag and search words', async () => {
    const beef = await list('cname=beef&pageSize=0');
    expect(beef.data.length).toBeGreaterThan(0);
    expect(beef.data.every((i) => i.cname === 'beef')).toBe(true);
    const sets = await list('tag=set&pageSize=0');
    expect(sets.data.length).toBeGreaterThan(0);
    expect(sets.data.every((i) => i.tags.includes('set'))).toBe(true);
    const wagyu = await list('q=wagyu&pageSize=0');
    expect(wagyu.data.length).toBeGreaterThan(0);
    expect(wagyu.data.every((i) => /wagyu/i.test(`${i.name} ${i.code} ${i.brand ?? ''}`))).toBe(true);
    const chinese = await list(`q=${encodeURIComponent('和牛')}&pageSize=0`, 'zh_CN');
    expect(chinese.data.map((i) => i.itemId).sort()).toEqual(wagyu.data.map((i) => i.itemId).sort());
    expect((await list('q=zzzzqqq')).data).toEqual([]);
  });

  it('lists the tags with their names in the shopper language and their product counts', async () => {
    const tags = async (lang: string) => (await shop.get('a/capi/catalog/Tag.List', { lang })).json() as { data: { tag: string; name: string; itemCount: number }[] };
    const steakEn = (await tags('en_US')).data.find((x) => x.tag === 'steak');
    const steakZh = (await tags('zh_CN')).data.find((x) => x.tag === 'steak');
    expect(steakEn?.name).toBe('Steaks');
    expect(steakZh?.name).toBe('牛排');
    expect(steakEn?.itemCount).toBe((await list('tag=steak&pageSize=0')).total);
  });

  it('names products, origins and variants in the language of the lang header', async () => {
    const en = (await list('cid=1&pageSize=1', 'en_US')).data[0]!;
    const zh = (await list('cid=1&pageSize=1', 'zh_CN')).data[0]!;
    expect(en.itemId).toBe(zh.itemId);
    expect(en.name).toMatch(/^[\x20-\x7e]+$/);
    expect(zh.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.categoryName).toBe('牛肉');
    // lang header spellings of the spec: 'en' default, 'zh'
    const short = (await list('cid=1&pageSize=1', 'zh')).data[0]!;
    expect(short.name).toBe(zh.name);
  });

  it('shows money as integer fen and marks sold-out items with the .SO thumbnail', async () => {
    const all = (await list('pageSize=0')).data;
    expect(all.every((i) => Number.isInteger(i.priceFen) && i.priceFen > 0)).toBe(true);
    const soldOut = all.filter((i) => i.soldOut);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((i) => i.thumbnail.endsWith('.SO.PNG'))).toBe(true);
    expect(all.filter((i) => !i.soldOut).every((i) => /\/images\/[\w-]+\.PNG$/.test(i.thumbnail))).toBe(true);
  });

  it('sorts by price and by best-selling', async () => {
    const asc = (await list('cid=1&pageSize=0&sort=priceAsc')).data;
    const desc = (await list('cid=1&pageSize=0&sort=priceDesc')).data;
    expect(asc.length).toBeGreaterThan(2);
    // sorted on the cheapest variant of all SKUs
    expect(desc[0]!.itemId).not.toBe(asc[0]!.itemId);
    const best = (await list('pageSize=5&sort=bestselling')).data;
    expect(best.map((i) => i.soldCount)).toEqual([...best.map((i) => i.soldCount)].sort((a, b) => b - a));
  });

  it('applies the available-items rule: no sold-out item, at most 100, grouped by classification', async () => {
    const body = await list('available=Y&pageSize=0');
    expect(body.data.length).toBeLessThanOrEqual(100);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((i) => i.soldOut)).toBe(false);
    const classes = body.data.map((i) => i.item_classified);
    expect(classes).toEqual([...classes].sort());
  });

  it('rejects bad filters with 400 and a message in the request language', async () => {
    for (const query of ['cid=abc', 'pageSize=-1', 'pageSize=1000', 'sort=random', `q=${'x'.repeat(201)}`, 'cname=%3Cscript%3E']) {
      const res = await shop.get(`a/capi/catalog/Item.List?${query}`, { lang: 'zh_CN' });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { status: string; message: string };
      expect(body.status).toBe('failure');
      expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const en = await shop.get('a/capi/catalog/Item.List?cid=abc');
    expect(en.json()).toMatchObject({ status: 'failure', message: 'The value of “cid” is not valid.' });
  });

  it('shows one product with its SKUs, images, facts and recommendations', async () => {
    const res = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=1');
    expect(res.statusCode).toBe(200);
    const item = (res.json() as { data: ItemDetail[] }).data[0]!;
    expect(item.itemId).toBe(1);
    expect(item.skus.length).toBeGreaterThanOrEqual(2);
    expect(item.skus.every((s) => Number.isInteger(s.priceFen) && s.stock >= 0)).toBe(true);
    expect(item.images.length).toBeGreaterThanOrEqual(2);
    expect(item.facts.length).toBeGreaterThan(0);
    expect(item.description.length).toBeGreaterThan(10);
    expect(item.recommended.length).toBeGreaterThan(0);
    expect(item.recommended.some((r) => r.itemId === 1)).toBe(false);
    expect(item.recommended.every((r) => !r.soldOut)).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=999999', { lang: 'zh_CN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'failure', message: '该商品不存在。' });
    expect((await shop.get('a/capi/catalog/SingleItem.List')).statusCode).toBe(400);
    expect((await shop.get('a/capi/catalog/SingleItem.List?t.itemId=1.5')).statusCode).toBe(400);
    expect((await shop.get('a/capi/catalog/SingleItem.List?t.itemId=99999999999')).statusCode).toBe(400);
  });

  it('answers a repeated read as JSON with the same bytes (its kept answer) and never keeps a failure', async () => {
    const first = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=2', { lang: 'zh_CN' });
    const again = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=2', { lang: 'zh_CN' });
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect((again.json() as { data: ItemDetail[] }).data[0]!.itemId).toBe(2);
    const english = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=2', { lang: 'en_US' });
    expect((english.json() as { data: ItemDetail[] }).data[0]!.name).not.toBe((first.json() as { data: ItemDetail[] }).data[0]!.name);
    // The same query spelled differently is the same answer (the key is the checked query).
    const list = await shop.get('a/capi/catalog/Item.List?pageSize=3&cid=1', { lang: 'en_US' });
    expect(list.body).toBe((await shop.get('a/capi/catalog/Item.List?cid=1&pageSize=3&sort=default', { lang: 'en_US' })).body);
    for (const lang of ['zh_CN', 'en_US']) {
      const missing = await shop.get('a/capi/catalog/SingleItem.List?t.itemId=999998', { lang });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'failure', message: lang === 'zh_CN' ? '该商品不存在。' : expect.not.stringMatching(/[\u4e00-\u9fff]/) });
    }
  });

  it('lists every category of the spec with its product count', async () => {
    const res = await shop.get('a/capi/catalog/Category.List', { lang: 'zh_CN' });
    const cats = (res.json() as { data: Category[] }).data;
    expect(cats.map((c) => c.cname)).toEqual([
      'beef', 'pork', 'lamb-venison', 'veal', 'chicken', 'duck', 'poultry', 'sausages', 'cold-cuts', 'ham', 'wine',
      'cheese', 'seafood', 'salmon', 'dairy', 'olives', 'sauces', 'vegetables', 'delicacies', 'tapas', 'dry-goods',
      'cookware', 'bbq', 'sets', 'seasonal',
    ]);
    expect(cats.every((c) => c.itemCount > 0 && /[\u4e00-\u9fff]/.test(c.name))).toBe(true);
  });
});
