// What product cards show beside the price (issue 17; docs/decisions/0038): "from ¥x" when
// the sizes cost different amounts, the price per 500 g of meat and cheese, and the units
// sold — counted from paid shop orders only, never from unpaid or cancelled ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { ItemDetail, ItemSummary } from '@eshop/domain/contract';
import { databases, startShop, stockedSku, type TestShop } from './helpers.ts';
import { payThroughSandbox, placeDeliveryOrder, shopperWithAddress } from './members.ts';

describe.each(databases())('catalogue display fields on %s', (kind) => {
  let shop: TestShop;
  let sku: Awaited<ReturnType<typeof stockedSku>>;
  let itemId: number;
  // No read cache: each read sees the orders just paid (in the shop it is at most CATALOG_CACHE_SECONDS old).
  beforeAll(async () => {
    shop = await startShop(kind, { CATALOG_CACHE_SECONDS: 0 });
    sku = await stockedSku(shop, 61, { stock: 500, priceFen: 4_200 });
    itemId = (await queryRows<{ item_id: number }>(shop.handle.db, sql`select item_id from sku where id = ${sku.id}`))[0]!.item_id;
  });
  afterAll(async () => { await sku.restore(); await shop.close(); });

  const item = async (id = itemId, lang = 'en_US') => {
    const res = await shop.get(`a/capi/catalog/Item.List?pageSize=0`, { lang });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ItemSummary[] }).data.find((i) => i.itemId === id)!;
  };
  const detail = async (id = itemId) => ((await shop.get(`a/capi/catalog/SingleItem.List?t.itemId=${id}`)).json() as { data: ItemDetail[] }).data[0]!;

  it('says "from" only when the sizes cost different amounts, and the price per 500 g for meat and cheese', async () => {
    const all = (await shop.get('a/capi/catalog/Item.List?pageSize=0')).json() as { data: ItemSummary[] };
    const steak = all.data.find((i) => i.cname === 'beef' && i.priceRange && !i.soldOut)!;
    expect(steak).toBeDefined();
    const skus = (await detail(steak.itemId)).skus.filter((s) => !s.soldOut);
    const shown = skus.find((s) => s.priceFen === steak.priceFen)!;
    expect(steak.per500gFen).toBe(Math.floor((shown.priceFen * 1000 + shown.weightG!) / (2 * shown.weightG!)));
    expect(all.data.filter((i) => i.cname === 'wine').every((i) => i.per500gFen === null)).toBe(true);
    expect(all.data.filter((i) => i.specs.length === 1).every((i) => !i.priceRange)).toBe(true);
    expect(all.data.some((i) => i.cname === 'cheese' && i.per500gFen !== null)).toBe(true);
  });

  it('counts units of paid orders only, on lists, the product page and its recommendations', async () => {
    const before = (await item()).soldUnits;
    const m = await shopperWithAddress(shop);
    const unpaid = await placeDeliveryOrder(m, sku.id, 2);
    expect((await item()).soldUnits).toBe(before); // ordered, not paid
    await payThroughSandbox(shop, m, unpaid);
    expect((await item()).soldUnits).toBe(before + 2);
    expect((await item(itemId, 'zh_CN')).soldUnits).toBe(before + 2);
    expect((await detail()).soldUnits).toBe(before + 2);
  });

  it('stops counting a paid order once it is cancelled (refunded)', async () => {
    const before = (await item()).soldUnits;
    const other = await shopperWithAddress(shop);
    const tid = await placeDeliveryOrder(other, sku.id, 3);
    await payThroughSandbox(shop, other, tid);
    expect((await item()).soldUnits).toBe(before + 3);
    const cancel = await other.post('a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': tid });
    expect(cancel.statusCode).toBe(200);
    expect((await item()).soldUnits).toBe(before);
  });

  it('adds up orders paid at the same time', async () => {
    const before = (await item()).soldUnits;
    const shoppers = await Promise.all([shopperWithAddress(shop), shopperWithAddress(shop), shopperWithAddress(shop)]);
    const orders = await Promise.all(shoppers.map((m) => placeDeliveryOrder(m, sku.id, 1)));
    await Promise.all(shoppers.map((m, i) => payThroughSandbox(shop, m, orders[i]!)));
    expect((await item()).soldUnits).toBe(before + 3);
  });

  it('refuses a bad item id as before', async () => {
    expect((await shop.get('a/capi/catalog/SingleItem.List?t.itemId=abc')).statusCode).toBe(400);
    expect((await shop.get('a/capi/catalog/Item.List?cid=-1')).statusCode).toBe(400);
  });
});
