// "Buy now", the idempotency key and vouchers listed twice through the API
// (docs/decisions/0024-buy-now.md), on both databases:
// - buy now orders one SKU in one quantity, priced and stock-checked like a cart line, and
//   leaves the cart exactly as it was;
// - `oh.requestId` with the same body answers the order it made, with another body 409
//   ORDER_REQUEST_REUSED (also when both arrive at once);
// - a voucher listed twice is 400 VOUCHER_DUPLICATE on Checkout, testrun and CreateOrder.
// The SKUs are this file's own (a category, item and SKUs made here, removed afterwards):
// the PostgreSQL database is shared with the other test files.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { category, item, queryRows, sku } from '@eshop/db';
import type { CartLine, CheckoutData, OrderDetail, OrderQuote } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';
import { addToCart, deliveryOrder, SHOP_ORIGIN, shopperWithAddress, type Shopper } from './members.ts';

const CHECKOUT = 'a/capi/shopping/Checkout';
const TESTRUN = 'a/execute/capi/shopping/testrun/CreateOrder';
const CREATE = 'a/execute/capi/shopping/CreateOrder';
const CART = 'a/capi/shopping/Cart.List';
const VIEW = 'a/capi/shopping/ViewOrder';
const LIST = 'a/capi/shopping/Order.List';


describe.each(databases())('buy now, request ids and repeated vouchers on %s', (kind) => {
  let shop: TestShop;
  let categoryId: number;
  let itemId: number;
  const tag = `buynow${randomUUID().slice(0, 8)}`;
  const db = () => shop.handle.db;

  beforeAll(async () => {
    shop = await startShop(kind);
    const [c] = await db().insert(category).values({ code: tag, nameEn: 'Buy-now test', nameZh: '立即购买测试' }).returning({ id: category.id });
    categoryId = c!.id;
    const [i] = await db().insert(item).values({ code: tag.toUpperCase(), categoryId, nameEn: 'Buy-now sirloin', nameZh: '立即购买西冷' }).returning({ id: item.id });
    itemId = i!.id;
  });
  afterAll(async () => {
    if (itemId !== undefined) await db().delete(item).where(eq(item.id, itemId));
    if (categoryId !== undefined) await db().delete(category).where(eq(category.id, categoryId));
    await shop.close();
  });

  /** A SKU of this file's item with `stock` units at `priceFen`. */
  let n = 0;
  async function newSku(stock: number, priceFen: number): Promise<number> {
    n += 1;
    const [s] = await db().insert(sku).values({ itemId, specEn: `${n} × 250 g`, specZh: `${n}×250克`, priceFen, stock }).returning({ id: sku.id });
    return s!.id;
  }
  const stockOf = async (id: number) => (await db().select({ stock: sku.stock }).from(sku).where(eq(sku.id, id)))[0]!.stock;

  const shopper = () => shopperWithAddress(shop);
  const cartOf = async (m: Shopper) => ((await m.get(CART)).json() as { data: CartLine[] }).data.map((l) => [l['sku.skuId'], l['h.quantity']]);
  const delivery = deliveryOrder;
  /** A form post with repeated fields (the members' helper takes one value per name). */
  const postPairs = (m: Shopper, path: string, pairs: [string, string][], lang = 'en_US') => shop.inject({
    method: 'POST', url: `/api/${path}`,
    headers: {
      ch: 'website', lang, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': m.ip, origin: SHOP_ORIGIN,
      cookie: `eshop_session=${m.session!}`,
    },
    payload: new URLSearchParams(pairs).toString(),
  });
  const welcomeCoupon = async (m: Shopper) =>
    ((await m.get(CHECKOUT)).json() as { data: CheckoutData }).data.vouchers.find((v) => v.kind === 'off')!['v.voucherId'];

  it('buy now orders that SKU in that quantity and leaves the cart as it was', async () => {
    const m = await shopper();
    const inCart = await newSku(20, 4_000);
    const bought = await newSku(20, 6_000);
    await addToCart(m, inCart, 1);
    await addToCart(m, bought, 2); // also in the cart: buy now neither adds to nor takes from that line
    const cartBefore = await cartOf(m);

    const line = { 'sku.skuId': String(bought), 'h.quantity': '3' };
    const checkout = await m.get(`${CHECKOUT}?sku.skuId=${bought}&h.quantity=3`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const data = (checkout.json() as { data: CheckoutData }).data;
    expect(data.quote.lines).toEqual([expect.objectContaining({ 'sku.skuId': bought, quantity: 3, unitPriceFen: 6_000, lineTotalFen: 18_000 })]);
    expect(data.quote).toMatchObject({ goodsFen: 18_000, shippingFen: 5000, totalFen: 23_000 });
    expect(data.problems).toEqual([]);
    // The vouchers are judged against the buy-now line, not the cart (RMB 180 < the welcome coupon's RMB 199).
    expect(data.vouchers.find((v) => v.kind === 'off')).toMatchObject({ usable: false, reason: 'MIN_SPEND' });

    const quote = await m.post(TESTRUN, delivery(m, line));
    expect(quote.statusCode, quote.body).toBe(200);
    expect((quote.json() as { data: OrderQuote }).data).toMatchObject({ goodsFen: 18_000, totalFen: 23_000 });

    const created = await m.post(CREATE, delivery(m, line));
    expect(created.statusCode, created.body).toBe(200);
    const { transactionId } = (created.json() as { data: { transactionId: string } }).data;
    const detail = (await m.get(`${VIEW}?oh.transactionId=${transactionId}`)).json() as { data: OrderDetail };
    expect(detail.data.products).toEqual([expect.objectContaining({ 'sku.skuId': bought, quantity: 3, lineTotalFen: 18_000 })]);
    expect(detail.data.grandTotalFen).toBe(23_000);
    expect(await stockOf(bought)).toBe(17);
    expect(await stockOf(inCart)).toBe(20);
    expect(await cartOf(m)).toEqual(cartBefore);
  });

  it('buy now needs no cart, defaults to one unit, and is refused like a cart line', async () => {
    const m = await shopper();
    const skuId = await newSku(2, 25_000);
    const one = await m.post(CREATE, delivery(m, { 'sku.skuId': String(skuId) }));
    expect(one.statusCode, one.body).toBe(200);
    expect(await stockOf(skuId)).toBe(1);
    expect(await cartOf(m)).toEqual([]);

    // More than the stock: Checkout shows the problem; testrun and CreateOrder refuse in the shopper's language.
    const short = (await m.get(`${CHECKOUT}?sku.skuId=${skuId}&h.quantity=2`)).json() as { data: CheckoutData };
    expect(short.data.problems).toEqual([expect.objectContaining({ 'sku.skuId': skuId, available: 1, quantity: 2 })]);
    for (const path of [TESTRUN, CREATE]) {
      const res = await m.post(path, delivery(m, { 'sku.skuId': String(skuId), 'h.quantity': '2' }), { lang: 'zh_CN' });
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'BUY_NOW_STOCK_SHORT', message: '以下商品库存不足：立即购买西冷 (1)。请减少购买数量。',
        lines: [{ skuId, available: 1, quantity: 2 }],
      });
    }
    expect(await stockOf(skuId)).toBe(1);

    // An unknown SKU, one of a withdrawn item, and bad fields.
    const [{ max }] = await queryRows<{ max: number }>(db(), sql`select max(id)::int as max from sku`) as [{ max: number }];
    expect((await m.post(CREATE, delivery(m, { 'sku.skuId': String(max + 1000) }))).json()).toMatchObject({ code: 'SKU_NOT_FOUND' });
    expect((await m.get(`${CHECKOUT}?sku.skuId=${max + 1000}`)).statusCode).toBe(404);
    expect((await m.post(CREATE, delivery(m, { 'sku.skuId': '99999999999' }))).statusCode).toBe(404);
    const [w] = await db().insert(item).values({ code: `${tag}-W`.toUpperCase(), categoryId, nameEn: 'Withdrawn ham', nameZh: '已下架火腿', published: false }).returning({ id: item.id });
    const [ws] = await db().insert(sku).values({ itemId: w!.id, specEn: '1 kg', specZh: '1公斤', priceFen: 1000, stock: 10 }).returning({ id: sku.id });
    const withdrawn = await m.post(TESTRUN, delivery(m, { 'sku.skuId': String(ws!.id) }));
    await db().delete(item).where(eq(item.id, w!.id));
    expect(withdrawn.statusCode).toBe(404);
    for (const quantity of ['0', '100', 'x', '1.5']) {
      const res = await m.post(TESTRUN, delivery(m, { 'sku.skuId': String(skuId), 'h.quantity': quantity }));
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json()).toMatchObject({ field: 'h.quantity', message: 'Please choose a quantity from 1 to 99.' });
    }
    const alone = await m.post(CREATE, delivery(m, { 'h.quantity': '2' }));
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ field: 'sku.skuId', message: 'Please select SKU!' });
    expect((await m.get(`${CHECKOUT}?h.quantity=2`)).statusCode).toBe(400);
  });

  it('answers the same request id with the same body by its order, with another body 409', async () => {
    const m = await shopper();
    const skuId = await newSku(20, 1_000);
    await addToCart(m, skuId, 2);
    const form = delivery(m, { 'oh.comment': 'Ring twice' });
    const first = await m.post(CREATE, form);
    expect(first.statusCode, first.body).toBe(200);
    const { transactionId } = (first.json() as { data: { transactionId: string } }).data;

    // The same body (spelt differently: spaces are trimmed, ids read as numbers) is the same request.
    const same = await m.post(CREATE, { ...form, 'oh.comment': '  Ring twice ', 'a.addressId': `0${m.addressId}` });
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as { data: unknown }).data).toMatchObject({ transactionId, replayed: true });

    const coupon = await welcomeCoupon(m);
    const others: Record<string, string>[] = [
      { ...form, 'oh.comment': 'Ring three times' },
      { ...form, 'v.voucherId': String(coupon) },
      { ...form, 'sku.skuId': String(skuId) },
      { ...form, 'oh.deliveryOption': 'pickup', 'r.storeId': '1', 'oh.pickupName': '李雷', 'oh.pickupMobile': '13912345678' },
    ];
    await addToCart(m, skuId, 1);
    for (const other of others) {
      const res = await m.post(CREATE, other);
      expect(res.statusCode, JSON.stringify(other)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_REQUEST_REUSED', message: 'This request id was already used for another order. Please reload the checkout page and place the order again.' });
    }
    const zh = await m.post(CREATE, others[0]!, { lang: 'zh_CN' });
    expect(zh.json()).toMatchObject({ code: 'ORDER_REQUEST_REUSED', message: '此请求编号已用于另一笔订单。请刷新结算页面后重新下单。' });
    // Nothing was made or taken by the refused ones.
    expect(((await m.get(LIST)).json() as { total: number }).total).toBe(1);
    expect(await stockOf(skuId)).toBe(18);
    expect(await cartOf(m)).toEqual([[skuId, 1]]);
  });

  it('makes one order and one 409 when two bodies with one request id arrive at once', async () => {
    const m = await shopper();
    const skuId = await newSku(20, 1_000);
    const requestId = randomUUID();
    const a = delivery(m, { 'oh.requestId': requestId, 'sku.skuId': String(skuId), 'h.quantity': '1' });
    const b = delivery(m, { 'oh.requestId': requestId, 'sku.skuId': String(skuId), 'h.quantity': '2' });
    const answers = await Promise.all([m.post(CREATE, a), m.post(CREATE, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'ORDER_REQUEST_REUSED' });
    const winner = answers.findIndex((r) => r.statusCode === 200);
    expect(((await m.get(LIST)).json() as { total: number }).total).toBe(1);
    expect(await stockOf(skuId)).toBe(20 - (winner === 0 ? 1 : 2));
    // The winner's body again is still answered by its order.
    const again = await m.post(CREATE, winner === 0 ? a : b);
    expect((again.json() as { data: { replayed: boolean } }).data.replayed).toBe(true);
  });

  it('documents the buy-now fields in the OpenAPI document', async () => {
    type Op = { parameters?: { name: string; description?: string }[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, { description?: string }> } }> } };
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
    const query = doc.paths[`/api/${CHECKOUT}`]!.get!.parameters!.map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['sku.skuId', 'h.quantity', 'v.voucherId']));
    for (const path of [TESTRUN, CREATE]) {
      const body = Object.values(doc.paths[`/api/${path}`]!.post!.requestBody!.content)[0]!.schema.properties;
      expect(body['sku.skuId']?.description, path).toMatch(/Buy now/);
      expect(body['h.quantity']?.description, path).toMatch(/Buy now/);
      expect(body['oh.requestId']?.description, path).toMatch(/ORDER_REQUEST_REUSED/);
    }
  });

  it('refuses a voucher listed twice with 400 on Checkout, testrun and CreateOrder alike', async () => {
    const m = await shopper();
    const skuId = await newSku(20, 25_000);
    await addToCart(m, skuId, 1);
    const coupon = String(await welcomeCoupon(m));
    const message = { en_US: 'The same voucher is listed twice. Please choose each voucher only once.', zh_CN: '同一张优惠券被重复选择，每张优惠券只能选择一次。' };

    const checkout = await m.get(`${CHECKOUT}?v.voucherId=${coupon}&v.voucherId=${coupon}`);
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ field: 'v.voucherId', message: message.en_US });
    for (const path of [TESTRUN, CREATE]) {
      for (const lang of ['en_US', 'zh_CN'] as const) {
        const pairs = Object.entries(delivery(m)).concat([['v.voucherId', coupon], ['v.voucherId', coupon]]);
        const res = await postPairs(m, path, pairs, lang);
        expect(res.statusCode, `${path} ${lang}`).toBe(400);
        expect(res.json()).toMatchObject({ field: 'v.voucherId', message: message[lang] });
      }
    }
    expect(((await m.get(LIST)).json() as { total: number }).total).toBe(0);
    expect(await stockOf(skuId)).toBe(20);
    // Once is fine.
    const once = await postPairs(m, CREATE, Object.entries(delivery(m)).concat([['v.voucherId', coupon]]));
    expect(once.statusCode, once.body).toBe(200);
  });
});
