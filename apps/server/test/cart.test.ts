// The member's cart (Cart.List, AddToCart, UpdateCart, RemoveFromCart;
// docs/decisions/0011-cart.md): access rules, the spec's texts, stock and quantity limits,
// live prices, concurrency, and what account cancellation and the phone merge do to it.
// SKUs are found in the seeded catalogue; the ones a test changes (stock, price) are
// put back afterwards, so other test files on the shared PostgreSQL database see the seed.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cartLine, member, queryRows, sku } from '@eshop/db';
import type { CartLine, CartSummary } from '@eshop/domain/contract';
import { mergeAccountInto } from '../src/modules/accounts/phone.ts';
import { createSessions } from '../src/modules/accounts/sessions.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { registeredMember, visitor, type Visitor } from './members.ts';

const LIST = 'a/capi/shopping/Cart.List';
const ADD = 'a/execute/capi/shopping/AddToCart';
const UPDATE = 'a/execute/capi/shopping/UpdateCart';
const REMOVE = 'a/execute/capi/shopping/RemoveFromCart';

interface CartAnswer { status: 'success'; data: CartLine[]; total: number; summary: CartSummary }

describe.each(databases())('cart API on %s', (kind) => {
  let shop: TestShop;
  /** Published SKUs in stock, by id; each test takes its own. */
  let inStock: { id: number; itemId: number; stock: number; priceFen: number }[];
  let soldOutSkuId: number;
  const touched = new Map<number, { stock: number; priceFen: number }>();
  let next = 0;

  const db = () => shop.handle.db;

  /** A SKU no other test of this file uses, its stock set to `stock` (put back in afterAll). */
  async function takeSku(stock = 40, s = inStock[next++]!) {
    if (!touched.has(s.id)) touched.set(s.id, { stock: s.stock, priceFen: s.priceFen });
    await db().update(sku).set({ stock }).where(eq(sku.id, s.id));
    return s;
  }

  beforeAll(async () => {
    shop = await startShop(kind);
    inStock = await queryRows(db(), sql`
      select s.id, s.item_id as "itemId", s.stock, s.price_fen as "priceFen"
        from sku s join item i on i.id = s.item_id
       where i.published and s.stock > 0 order by s.id`);
    const [soldOut] = await queryRows<{ id: number }>(db(), sql`
      select s.id from sku s join item i on i.id = s.item_id
       where i.published and not exists (select 1 from sku o where o.item_id = i.id and o.stock > 0) order by s.id limit 1`);
    soldOutSkuId = soldOut!.id;
    expect(inStock.length).toBeGreaterThan(80);
  });
  afterAll(async () => {
    for (const [id, { stock, priceFen }] of touched) await db().update(sku).set({ stock, priceFen }).where(eq(sku.id, id));
    await shop.close();
  });

  const memberId = async (v: Visitor & { email: string }) => (await db().select({ id: member.id }).from(member).where(eq(member.email, v.email)))[0]!.id;
  const lines = async (id: number) =>
    db().select({ skuId: cartLine.skuId, quantity: cartLine.quantity }).from(cartLine).where(eq(cartLine.memberId, id)).orderBy(cartLine.skuId);
  const cart = async (v: Visitor, lang = 'en_US') => {
    const res = await v.get(LIST, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartAnswer;
  };
  const add = (v: Visitor, skuId: number | string, quantity?: number | string, lang = 'en_US') =>
    v.post(ADD, { 'sku.skuId': String(skuId), ...(quantity === undefined ? {} : { 'h.quantity': String(quantity) }) }, { lang });

  it('answers a visitor without a guest cookie with an empty cart, and issues no cookie for reading or removing', async () => {
    const v = visitor(shop);
    const list = await v.get(LIST);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ status: 'success', data: [], total: 0, summary: { cartTotal: 0, goodsFen: 0, lines: 0 } });
    const removed = await v.post(REMOVE, { 'sku.skuId': String(inStock[0]!.id) });
    expect(removed.statusCode).toBe(200);
    expect(removed.cookies).toEqual([]);
    expect(list.cookies).toEqual([]);
  });

  it('adds, sums repeated adds, lists newest first, updates and removes', async () => {
    const m = await registeredMember(shop);
    const a = await takeSku(40);
    const b = await takeSku(40);
    expect(await cart(m)).toEqual({ status: 'success', data: [], total: 0, summary: { cartTotal: 0, goodsFen: 0, lines: 0 } });

    const first = await add(m, a.id, 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: 'Add cart success!', summary: { cartTotal: 2, goodsFen: 2 * a.priceFen, lines: 1 } });
    const zh = await add(m, b.id, undefined, 'zh_CN'); // h.quantity defaults to 1
    expect(zh.json()).toEqual({ status: 'success', message: '加入购物车成功！', summary: { cartTotal: 3, goodsFen: 2 * a.priceFen + b.priceFen, lines: 2 } });
    const again = await add(m, a.id, 3);
    expect(again.json().summary).toEqual({ cartTotal: 6, goodsFen: 5 * a.priceFen + b.priceFen, lines: 2 });

    const en = await cart(m);
    expect(en.total).toBe(2);
    expect(en.data.map((l) => [l['sku.skuId'], l['h.quantity']])).toEqual([[b.id, 1], [a.id, 5]]);
    const lineA = en.data[1]!;
    const [itemA] = await queryRows<{ name_en: string; name_zh: string; spec_en: string; spec_zh: string }>(db(),
      sql`select i.name_en, i.name_zh, s.spec_en, s.spec_zh from sku s join item i on i.id = s.item_id where s.id = ${a.id}`);
    expect(lineA).toEqual({
      'sku.skuId': a.id, 'h.quantity': 5, itemId: a.itemId, name: itemA!.name_en, spec: itemA!.spec_en,
      image: expect.any(String), unitPriceFen: a.priceFen, lineTotalFen: 5 * a.priceFen, stock: 40, soldOut: false,
    });
    expect(lineA.image).not.toMatch(/\.SO\.PNG$/);
    // The image has the form of Item.List's thumbnail of that item.
    const single = (await shop.get(`a/capi/catalog/SingleItem.List?t.itemId=${a.itemId}`)).json().data[0];
    expect(lineA.image).toBe(single.thumbnail);
    const zhCart = await cart(m, 'zh_CN');
    expect(zhCart.data[1]).toMatchObject({ name: itemA!.name_zh, spec: itemA!.spec_zh });

    const updated = await m.post(UPDATE, { 'sku.skuId': String(a.id), 'h.quantity': '7' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as CartAnswer).summary).toEqual({ cartTotal: 8, goodsFen: 7 * a.priceFen + b.priceFen, lines: 2 });
    expect((updated.json() as CartAnswer).data.find((l) => l['sku.skuId'] === a.id)?.['h.quantity']).toBe(7);

    const zero = await m.post(UPDATE, { 'sku.skuId': String(a.id), 'h.quantity': '0' });
    expect(zero.json()).toMatchObject({ status: 'success', total: 1, summary: { cartTotal: 1, lines: 1 } });
    const removed = await m.post(REMOVE, { 'sku.skuId': String(b.id) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'success', data: [], total: 0, summary: { cartTotal: 0, goodsFen: 0, lines: 0 } });
    // Removing what is not there is no error.
    expect((await m.post(REMOVE, { 'sku.skuId': String(b.id) })).statusCode).toBe(200);
  });

  it("answers 'Please select SKU!' without a SKU, in both languages", async () => {
    const m = await registeredMember(shop);
    for (const [path, form] of [[ADD, { 'h.quantity': '1' }], [UPDATE, { 'h.quantity': '1' }], [REMOVE, {}], [ADD, { 'sku.skuId': '' }], [ADD, { 'sku.skuId': 'abc' }]] as const) {
      for (const [lang, message] of [['en_US', 'Please select SKU!'], ['zh_CN', '请选择商品规格！']] as const) {
        const res = await m.post(path, form, { lang });
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'sku.skuId', message });
      }
    }
  });

  it('answers 404 for a SKU that does not exist', async () => {
    const m = await registeredMember(shop);
    const [{ max }] = (await queryRows<{ max: number }>(db(), sql`select max(id)::int as max from sku`)) as [{ max: number }];
    for (const id of [max + 1000, 0, 99_999_999_999]) {
      const res = await add(m, id, 1);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ status: 'failure', code: 'SKU_NOT_FOUND', message: 'This product option does not exist.' });
    }
    const zh = await m.post(UPDATE, { 'sku.skuId': String(max + 1000), 'h.quantity': '1' }, { lang: 'zh_CN' });
    expect(zh.json()).toEqual({ status: 'failure', code: 'SKU_NOT_FOUND', message: '该商品规格不存在。' });
    expect((await m.post(REMOVE, { 'sku.skuId': String(max + 1000) })).statusCode).toBe(404);
    expect(await lines(await memberId(m))).toEqual([]);
  });

  it('refuses more than the stock with the number left, and changes nothing', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(5);
    expect((await add(m, s.id, 3)).statusCode).toBe(200);
    for (const [lang, message] of [['en_US', 'Only 5 left of this product.'], ['zh_CN', '该商品仅剩 5 件。']] as const) {
      const res = await add(m, s.id, 3, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'failure', code: 'STOCK_INSUFFICIENT', message, available: 5 });
    }
    const over = await m.post(UPDATE, { 'sku.skuId': String(s.id), 'h.quantity': '6' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('STOCK_INSUFFICIENT');
    expect(await lines(await memberId(m))).toEqual([{ skuId: s.id, quantity: 3 }]);
    expect((await add(m, s.id, 2)).json().summary.cartTotal).toBe(5);

    // Stock that drops below a line: the line shows today's stock; zero stock marks it sold out.
    await db().update(sku).set({ stock: 0 }).where(eq(sku.id, s.id));
    const after = await cart(m);
    expect(after.data[0]).toMatchObject({ 'h.quantity': 5, stock: 0, soldOut: true, image: expect.stringMatching(/\.SO\.PNG$/) });
    expect(after.summary).toEqual({ cartTotal: 5, goodsFen: 0, lines: 1 });
  });

  it('refuses a sold-out SKU (409 SOLD_OUT)', async () => {
    const m = await registeredMember(shop);
    for (const [lang, message] of [['en_US', 'This product is sold out.'], ['zh_CN', '该商品已售罄。']] as const) {
      const res = await add(m, soldOutSkuId, 1, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'failure', code: 'SOLD_OUT', message });
    }
    expect((await m.post(UPDATE, { 'sku.skuId': String(soldOutSkuId), 'h.quantity': '1' })).json().code).toBe('SOLD_OUT');
    expect(await lines(await memberId(m))).toEqual([]);
  });

  it.each(['0', '100', '-1', '1.5', 'abc', '99999999999999999999', '', '1e1'])('refuses h.quantity = %j with 400 and changes nothing', async (quantity) => {
    const m = await registeredMember(shop);
    const s = await takeSku(40);
    expect((await add(m, s.id, 2)).statusCode).toBe(200);
    for (const [lang, message] of [['en_US', 'Please choose a quantity from 1 to 99.'], ['zh_CN', '请选择 1 至 99 之间的数量。']] as const) {
      const res = await add(m, s.id, quantity, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'h.quantity', message });
    }
    if (quantity !== '0') {
      const res = await m.post(UPDATE, { 'sku.skuId': String(s.id), 'h.quantity': quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'h.quantity', message: 'Please choose a quantity from 0 to 99 (0 removes the product).' });
    }
    expect(await lines(await memberId(m))).toEqual([{ skuId: s.id, quantity: 2 }]);
  });

  it('requires h.quantity in UpdateCart and keeps a line at most 99', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(500);
    expect((await m.post(UPDATE, { 'sku.skuId': String(s.id) })).statusCode).toBe(400);
    expect((await add(m, s.id, 90)).statusCode).toBe(200);
    const over = await add(m, s.id, 10);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ status: 'failure', code: 'CART_QUANTITY_LIMIT', message: 'You can buy at most 99 of one product at a time.' });
    expect(await lines(await memberId(m))).toEqual([{ skuId: s.id, quantity: 90 }]);
  });

  it('holds at most 50 different lines', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const fifty = inStock.slice(inStock.length - 50);
    await takeSku(40, fifty[0]);
    await db().insert(cartLine).values(fifty.map((s) => ({ memberId: id, skuId: s.id, quantity: 1 })));
    const extra = await takeSku(40);
    const res = await add(m, extra.id, 1, 'zh_CN');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'failure', code: 'CART_FULL', message: '购物车最多可放 50 种商品，请先移除一些。' });
    // More of a line already there is fine.
    expect((await add(m, fifty[0]!.id, 1)).json().summary).toMatchObject({ cartTotal: 51, lines: 50 });
    expect((await cart(m)).total).toBe(50);
  });

  it("shows and changes only the member's own lines", async () => {
    const a = await registeredMember(shop);
    const b = await registeredMember(shop);
    const s = await takeSku(40);
    expect((await add(a, s.id, 4)).statusCode).toBe(200);
    expect((await cart(b)).data).toEqual([]);
    expect((await b.post(REMOVE, { 'sku.skuId': String(s.id) })).json().total).toBe(0);
    const bUpdate = await b.post(UPDATE, { 'sku.skuId': String(s.id), 'h.quantity': '1' });
    expect(bUpdate.json().data.map((l: CartLine) => l['h.quantity'])).toEqual([1]);
    expect((await b.post(UPDATE, { 'sku.skuId': String(s.id), 'h.quantity': '0' })).json().total).toBe(0);
    expect(await lines(await memberId(a))).toEqual([{ skuId: s.id, quantity: 4 }]);
    expect((await cart(a)).summary.cartTotal).toBe(4);
  });

  it('reads prices from the catalogue at read time', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(40);
    await add(m, s.id, 3);
    await db().update(sku).set({ priceFen: s.priceFen + 1234 }).where(eq(sku.id, s.id));
    const after = await cart(m);
    expect(after.data[0]).toMatchObject({ unitPriceFen: s.priceFen + 1234, lineTotalFen: 3 * (s.priceFen + 1234) });
    expect(after.summary.goodsFen).toBe(3 * (s.priceFen + 1234));
  });

  it('sums 20 concurrent adds of the same SKU by one member', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(m, s.id, 2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await lines(await memberId(m))).toEqual([{ skuId: s.id, quantity: 40 }]);
  });

  it('never lets concurrent adds pass the stock', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(m, s.id, 1)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'STOCK_INSUFFICIENT')).toBe(true);
    expect(await lines(await memberId(m))).toEqual([{ skuId: s.id, quantity: 7 }]);
  });

  it('refuses a cross-origin post carrying the session (CSRF) and changes nothing', async () => {
    const m = await registeredMember(shop);
    const s = await takeSku(40);
    for (const [path, form] of [[ADD, { 'sku.skuId': String(s.id), 'h.quantity': '1' }], [UPDATE, { 'sku.skuId': String(s.id), 'h.quantity': '3' }], [REMOVE, { 'sku.skuId': String(s.id) }]] as const) {
      const res = await m.post(path, form, { origin: 'https://evil.example' });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      expect((await m.post(path, form, { origin: null })).statusCode).toBe(403);
    }
    expect(await lines(await memberId(m))).toEqual([]);
  });

  it('empties the cart when the account is cancelled (OptOut)', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const s = await takeSku(40);
    await add(m, s.id, 2);
    expect((await m.post('a/execute/capi/account/OptOut', { 'm.confirm': 'Y' })).statusCode).toBe(200);
    expect(await lines(id)).toEqual([]);
  });

  it('moves the other account\'s lines in the phone merge, summed and capped at stock', async () => {
    const from = await registeredMember(shop);
    const into = await registeredMember(shop);
    const [shared, onlyFrom, soldOutLater] = [await takeSku(6), await takeSku(40), await takeSku(40)];
    await add(from, shared.id, 4);
    await add(from, onlyFrom.id, 2);
    await add(from, soldOutLater.id, 1);
    await add(into, shared.id, 3);
    await db().update(sku).set({ stock: 0 }).where(eq(sku.id, soldOutLater.id));
    const [fromId, intoId] = [await memberId(from), await memberId(into)];
    const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await db().update(member).set({ phone, phoneVerified: true }).where(eq(member.id, fromId));

    const sessions = createSessions({ db: db() });
    expect(await db().transaction((tx) => mergeAccountInto(tx, sessions, { fromId, intoId, phone }))).toBe(true);

    expect(await lines(intoId)).toEqual([{ skuId: shared.id, quantity: 6 }, { skuId: onlyFrom.id, quantity: 2 }].sort((x, y) => x.skuId - y.skuId));
    expect(await lines(fromId)).toEqual([]);
    expect((await cart(into)).summary.cartTotal).toBe(8);
    expect(await db().select().from(cartLine).where(and(eq(cartLine.memberId, intoId), eq(cartLine.skuId, soldOutLater.id)))).toEqual([]);
  });

  it('publishes the cart calls in the OpenAPI document', async () => {
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    for (const [path, method] of [[LIST, 'get'], [ADD, 'post'], [UPDATE, 'post'], [REMOVE, 'post']] as const) {
      const op = doc.paths[`/api/${path}`]?.[method];
      expect(op?.tags, path).toEqual(['cart']);
      expect(op?.summary).toBeTruthy();
    }
  });
});
