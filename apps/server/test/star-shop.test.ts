// The star shop (issue 14; docs/decisions/0030-star-shop.md) on both databases: members
// browse the gifts, fill a star-shop cart and redeem it as a WP order in Open that takes
// the stars at once; staff cancel gives them back. Stars are never spent twice and the last
// unit of a gift goes once, whatever the concurrency; a refusal takes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { Gift, GiftCartLine, GiftCartSummary, MemberInfo, OrderDetail, OrderSummary, StarTransaction } from '@eshop/domain/contract';
import { databases, staffToken, runDueJobs, startShop, type TestShop } from './helpers.ts';
import { registeredMember, shopperWithAddress, visitor, type Visitor } from './members.ts';

interface CartAnswer { status: string; data: GiftCartLine[]; total: number; summary: GiftCartSummary }

describe.each(databases())('the star shop on %s', (kind) => {
  let shop: TestShop;
  let storeId: number;
  let token: string;
  const tag = randomUUID().slice(0, 8);
  /** Test gifts: [id] by name. */
  const gifts: Record<'apron' | 'sealer' | 'bbq' | 'seat' | 'hidden', number> = { apron: 0, sealer: 0, bbq: 0, seat: 0, hidden: 0 };

  async function newGift(code: string, g: { stars: number; stock: number; minLevel?: number; published?: boolean; worthFen?: number | null }): Promise<number> {
    const [row] = await queryRows<{ id: number }>(shop.handle.db, sql`
      insert into gift (code, name_en, name_zh, description_en, description_zh, stars_tenths, stock, min_level, worth_fen, published, sort)
      values (${`T-${tag}-${code}`}, ${`Test ${code}`}, ${`测试${code}`}, ${`A ${code}.`}, ${`${code}。`}, ${g.stars * 10}, ${g.stock},
              ${g.minLevel ?? 1}, ${g.worthFen ?? null}, ${g.published ?? true}, 900)
      returning id`);
    return row!.id;
  }

  beforeAll(async () => {
    shop = await startShop(kind);
    storeId = (await queryRows<{ id: number }>(shop.handle.db, sql`select id from store where pickup = 'Y' order by id limit 1`))[0]!.id;
    gifts.apron = await newGift('apron', { stars: 300, stock: 50 });
    gifts.sealer = await newGift('sealer', { stars: 800, stock: 40, worthFen: 15_000 });
    gifts.bbq = await newGift('bbq', { stars: 100, stock: 10, minLevel: 4 });
    gifts.seat = await newGift('seat', { stars: 200, stock: 1 });
    gifts.hidden = await newGift('hidden', { stars: 100, stock: 10, published: false });
    token = await staffToken(shop, 'Wang', ['fulfilment', 'customer-service']);
  });
  afterAll(async () => { await shop.close(); });

  const info = async (m: Visitor) => ((await m.get('a/capi/account/MemberInfo')).json() as { data: MemberInfo }).data;
  /** A member with a delivery address and `stars` on the card (a staff adjustment). */
  async function memberWithStars(stars: number) {
    const m = await shopperWithAddress(shop);
    const me = await info(m);
    const r = await shop.app.eshopServices.loyalty.adjust({ memberCode: me.memberCode, tenths: stars * 10, reason: 'test stars', staff: 'test' });
    expect(r.ok).toBe(true);
    return Object.assign(m, { memberId: me.memberId });
  }
  const add = (m: Visitor, giftId: number, quantity?: string, lang = 'en_US') =>
    m.post('a/execute/capi/rewards/AddToCart', { 'rw.itemId': String(giftId), ...(quantity === undefined ? {} : { 'h.quantity': quantity }) }, { lang });
  const update = (m: Visitor, giftId: number, quantity: string) => m.post('a/execute/capi/rewards/UpdateCart', { 'rw.itemId': String(giftId), 'h.quantity': quantity });
  const cart = async (m: Visitor, lang = 'en_US') => {
    const res = await m.get('a/capi/rewards/Cart.List', { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartAnswer;
  };
  const pickup = (extra: Record<string, string> = {}) => ({
    'oh.deliveryOption': 'pickup', 'r.storeId': String(storeId), 'oh.pickupName': '王芳', 'oh.pickupMobile': '13900001111', 'oh.requestId': randomUUID(), ...extra,
  });
  const redeem = (m: Visitor, body: Record<string, string>, lang = 'en_US') => m.post('a/execute/capi/rewards/CreateOrder', body, { lang });
  const giftStock = async (id: number) => (await queryRows<{ stock: number }>(shop.handle.db, sql`select stock from gift where id = ${id}`))[0]!.stock;
  const ledger = (memberId: number) => queryRows<{ kind: string; tenths: number; level_tenths: number; order_id: number | null }>(shop.handle.db, sql`
    select kind, tenths, level_tenths, order_id from star_tx where member_id = ${memberId} order by id`);
  const balanceMatchesLedger = async (memberId: number) => {
    const [row] = await queryRows<{ balance: number; sum: number }>(shop.handle.db, sql`
      select m.stars_tenths as balance, (select coalesce(sum(tenths), 0)::int from star_tx where member_id = m.id) as sum from member m where m.id = ${memberId}`);
    expect(row!.balance).toBe(row!.sum);
    return row!.balance;
  };
  const staff = (tid: string, action: string) => shop.inject({
    method: 'POST', url: `/api/staff/orders/${tid}/${action}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: {},
  });

  describe('the catalogue (PointCatalog.List)', () => {
    const catalogue = async (v: Visitor, query = '', lang = 'en_US') => {
      const res = await v.get(`a/capi/rewards/PointCatalog.List?pageSize=0${query}`, { lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Gift[]; total: number };
    };

    it('shows visitors every published gift with its star price, worth, stock and audience, in their language', async () => {
      const all = await catalogue(visitor(shop));
      expect(all.total).toBe(all.data.length);
      const ids = all.data.map((g) => g['rw.itemId']);
      expect(ids).toEqual(expect.arrayContaining([gifts.apron, gifts.sealer, gifts.bbq]));
      expect(ids).not.toContain(gifts.hidden);
      expect(all.data.find((g) => g['rw.itemId'] === gifts.sealer)).toMatchObject({
        name: 'Test sealer', starsTenths: 8000, worthFen: 15_000, stock: 40, soldOut: false, minLevel: 1, audience: 'Every member', forYourLevel: null,
      });
      const zh = await catalogue(visitor(shop), `&rw.itemId=${gifts.bbq}`, 'zh_CN');
      expect(zh.data).toEqual([expect.objectContaining({ name: '测试bbq', audience: '仅限屠夫大师', minLevel: 4 })]);
    });

    it('tells a member which gifts their level may redeem', async () => {
      const m = await registeredMember(shop);
      const { data } = await catalogue(m);
      expect(data.find((g) => g['rw.itemId'] === gifts.apron)?.forYourLevel).toBe(true);
      expect(data.find((g) => g['rw.itemId'] === gifts.bbq)?.forYourLevel).toBe(false);
    });

    it('answers one gift by rw.itemId, nothing for an unknown or withdrawn one, 400 for a malformed id; pages', async () => {
      const v = visitor(shop);
      expect((await catalogue(v, `&rw.itemId=${gifts.apron}`)).data).toHaveLength(1);
      expect((await catalogue(v, `&rw.itemId=${gifts.hidden}`))).toEqual({ status: 'success', data: [], total: 0 });
      expect((await catalogue(v, '&rw.itemId=2147483647')).data).toEqual([]);
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        expect((await v.get(`a/capi/rewards/PointCatalog.List?rw.itemId=${bad}`)).statusCode, bad).toBe(400);
      }
      const first = (await (await v.get('a/capi/rewards/PointCatalog.List?pageSize=2')).json()) as { data: Gift[]; total: number };
      const second = (await (await v.get('a/capi/rewards/PointCatalog.List?pageSize=2&pageOffset=2')).json()) as { data: Gift[] };
      expect(first.data).toHaveLength(2);
      expect(first.total).toBeGreaterThan(2);
      expect(second.data[0]!['rw.itemId']).not.toBe(first.data[0]!['rw.itemId']);
    });
  });

  describe('the star-shop cart', () => {
    it('adds (summing), sets and removes lines, with the balance before and after', async () => {
      const m = await memberWithStars(1_000);
      const added = await add(m, gifts.apron);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ status: 'success', message: 'Added to your star-shop cart.', summary: { quantity: 1, totalStarsTenths: 3000 } });
      expect((await add(m, gifts.apron, '2', 'zh_CN')).json()).toMatchObject({ message: '已加入星星商城购物车。', summary: { quantity: 3 } });
      expect((await add(m, gifts.sealer)).statusCode).toBe(200);
      const c = await cart(m);
      expect(c.data.map((l) => [l['rw.itemId'], l['h.quantity'], l.lineStarsTenths])).toEqual([[gifts.sealer, 1, 8000], [gifts.apron, 3, 9000]]);
      expect(c.summary).toMatchObject({ quantity: 4, lines: 2, totalStarsTenths: 17_000, balanceTenths: 10_000, balanceAfterTenths: -7000, level: 1, levelName: 'Apprentice Butcher' });
      expect(c.summary.problem).toEqual({ code: 'STARS_SHORT', message: 'Not enough stars: this takes 1700.0 stars and your balance is 1000.0.', 'rw.itemId': null });

      const set = await update(m, gifts.apron, '1');
      expect(set.statusCode, set.body).toBe(200);
      expect((set.json() as CartAnswer).summary).toMatchObject({ totalStarsTenths: 11_000, problem: { code: 'STARS_SHORT' } });
      const removed = (await update(m, gifts.sealer, '0')).json() as CartAnswer;
      expect(removed.data.map((l) => l['rw.itemId'])).toEqual([gifts.apron]);
      expect(removed.summary).toMatchObject({ totalStarsTenths: 3000, balanceAfterTenths: 7000, problem: null });
    });

    it("refuses what the member's level may not redeem, more than the stock, unknown gifts and bad quantities, in the member's language, and changes nothing", async () => {
      const m = await memberWithStars(500);
      await add(m, gifts.apron);
      const level = await add(m, gifts.bbq, '1', 'zh_CN');
      expect(level.statusCode).toBe(409);
      expect(level.json()).toMatchObject({ code: 'GIFT_LEVEL', message: '测试bbq的兑换资格：仅限屠夫大师。您当前的等级是学徒屠夫。', 'rw.itemId': gifts.bbq, minLevel: 4 });
      const stock = await add(m, gifts.seat, '2');
      expect(stock.statusCode).toBe(409);
      expect(stock.json()).toMatchObject({ code: 'GIFT_STOCK_SHORT', message: 'Not enough of Test seat left: 1 available.', available: 1 });
      expect((await add(m, gifts.hidden)).statusCode).toBe(404);
      expect((await add(m, 2_147_483_647)).json()).toMatchObject({ code: 'GIFT_NOT_FOUND', message: 'This gift is not in the star shop.' });
      expect((await add(m, gifts.apron, '99')).json()).toMatchObject({ code: 'CART_QUANTITY_LIMIT' });
      for (const bad of ['0', '-1', '1.5', '100', '1e2', 'abc', '']) {
        expect((await add(m, gifts.apron, bad)).statusCode, `add ${bad}`).toBe(400);
      }
      for (const bad of ['-1', '1.5', '100', 'x']) expect((await update(m, gifts.apron, bad)).statusCode, `update ${bad}`).toBe(400);
      for (const bad of ['abc', '0', '-3', '99999999999']) {
        expect((await m.post('a/execute/capi/rewards/AddToCart', { 'rw.itemId': bad })).statusCode, `id ${bad}`).toBe(400);
      }
      const c = await cart(m);
      expect(c.data.map((l) => [l['rw.itemId'], l['h.quantity']])).toEqual([[gifts.apron, 1]]);
    });

    it('answers 403 without a session, and shows each member only their own cart', async () => {
      const v = visitor(shop);
      expect((await v.get('a/capi/rewards/Cart.List')).statusCode).toBe(403);
      expect((await add(v, gifts.apron)).statusCode).toBe(403);
      expect((await redeem(v, pickup())).statusCode).toBe(403);
      const a = await memberWithStars(300);
      const b = await memberWithStars(300);
      await add(a, gifts.apron);
      expect((await cart(b)).data).toEqual([]);
      // b's update of the same gift is b's own line: a's stays.
      await update(b, gifts.apron, '0');
      expect((await cart(a)).data).toHaveLength(1);
    });

    it('sums concurrent adds of one member onto one line', async () => {
      const m = await memberWithStars(0);
      const results = await Promise.all(Array.from({ length: 6 }, () => add(m, gifts.apron)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await cart(m)).data.map((l) => l['h.quantity'])).toEqual([6]);
    });
  });

  describe('redeeming (CreateOrder)', () => {
    it('places a WP order in Open: stars taken (a spend entry), stock reserved, cart emptied; the member sees it with its stars', async () => {
      const m = await memberWithStars(1_000);
      const stockBefore = await giftStock(gifts.sealer);
      await add(m, gifts.sealer);
      const body = pickup({ 'oh.comment': 'Gift wrap please' });
      const res = await redeem(m, body);
      expect(res.statusCode, res.body).toBe(200);
      const created = (res.json() as { data: { transactionId: string; starsCostTenths: number; balanceAfterTenths: number; status: string; replayed: boolean } }).data;
      expect(created).toMatchObject({ starsCostTenths: 8000, balanceAfterTenths: 2000, status: 'Open', replayed: false });
      expect(created.transactionId).toMatch(/^WP\d{12}$/);

      expect(await giftStock(gifts.sealer)).toBe(stockBefore - 1);
      expect((await cart(m)).data).toEqual([]);
      expect((await info(m)).starsTenths).toBe(2000);
      expect((await ledger(m.memberId)).map((e) => [e.kind, e.tenths, e.level_tenths])).toEqual([['adjust', 10_000, 0], ['spend', -8000, 0]]);
      await balanceMatchesLedger(m.memberId);

      const list = (await (await m.get('a/capi/shopping/Order.List?oh.orderType=WP')).json()) as { data: OrderSummary[] };
      expect(list.data).toEqual([expect.objectContaining({ transactionId: created.transactionId, orderType: 'WP', status: 'Open', totalFen: 0, starsCostTenths: 8000, canPay: false, canCancel: false, itemCount: 1 })]);
      expect(((await (await m.get('a/capi/shopping/Order.List?oh.orderType=WO')).json()) as { data: OrderSummary[] }).data).toEqual([]);
      expect((await m.get('a/capi/shopping/Order.List?oh.orderType=XX')).statusCode).toBe(400);
      const detail = ((await (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${created.transactionId}`, { lang: 'zh_CN' })).json()) as { data: OrderDetail }).data;
      expect(detail).toMatchObject({
        orderType: 'WP', status: 'Open', grandTotalFen: 0, starsCostTenths: 8000, products: [], paymentMethodLabel: '星星', paymentStatusLabel: '已用星星支付',
        comment: 'Gift wrap please', pickup: { pickupName: '王芳', pickupMobile: '13900001111' },
        gifts: [{ 'rw.itemId': gifts.sealer, name: '测试sealer', starsTenths: 8000, quantity: 1, lineStarsTenths: 8000 }],
      });
      const history = ((await (await m.get('a/capi/rewards/PointTx.List?filter=used')).json()) as { data: StarTransaction[] }).data;
      expect(history).toEqual([expect.objectContaining({ kind: 'spend', tenths: -8000, transactionId: created.transactionId, remark: `Star shop order ${created.transactionId}` })]);

      // Another member cannot see it.
      const other = await registeredMember(shop);
      expect((await other.get(`a/capi/shopping/ViewOrder?oh.transactionId=${created.transactionId}`)).statusCode).toBe(404);

      // The same request again answers the same order and spends nothing more; the key with another body is refused.
      const again = await redeem(m, body);
      expect(again.json()).toMatchObject({ data: { transactionId: created.transactionId, replayed: true, starsCostTenths: 8000 } });
      const reused = await redeem(m, { ...body, 'oh.comment': 'another' });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ code: 'ORDER_REQUEST_REUSED' });
      expect((await info(m)).starsTenths).toBe(2000);

      // The confirmation mail speaks of stars, not money.
      await runDueJobs(shop);
      const [mail] = await queryRows<{ subject: string; text: string }>(shop.handle.db, sql`
        select subject, text from sandbox_mail where rcpt_to @> ${JSON.stringify([m.email])}::jsonb order by id desc limit 1`);
      expect(mail?.subject).toContain(created.transactionId);
      expect(mail?.text).toContain('800.0 stars were taken from your balance');
    });

    it("refuses a short balance, a gift no longer in stock, an empty cart and another member's address in the member's language, taking nothing", async () => {
      const m = await memberWithStars(500);
      await add(m, gifts.sealer);
      const stock = await giftStock(gifts.sealer);
      const short = await redeem(m, pickup(), 'zh_CN');
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({ code: 'STARS_SHORT', message: '星星余额不足：需要 800.0 颗星星，您的余额为 500.0 颗。', neededTenths: 8000, balanceTenths: 5000 });
      expect(await giftStock(gifts.sealer)).toBe(stock);
      expect((await cart(m)).data).toHaveLength(1);
      expect((await info(m)).starsTenths).toBe(5000);
      expect((await ledger(m.memberId)).map((e) => e.kind)).toEqual(['adjust']);
      const orders = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from shop_order where member_id = ${m.memberId}`);
      expect(orders[0]!.n).toBe(0);

      const stranger = await shopperWithAddress(shop);
      await update(m, gifts.sealer, '0');
      await add(m, gifts.apron);
      const foreign = await redeem(m, { 'oh.deliveryOption': 'delivery', 'a.addressId': String(stranger.addressId), 'oh.requestId': randomUUID() });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ code: 'INVALID_FIELD', message: 'This address does not exist.' });
      const noName = await redeem(m, pickup({ 'oh.pickupName': '' }));
      expect(noName.statusCode).toBe(400);
      expect((await redeem(m, pickup({ 'oh.pickupMobile': '12345' }))).json()).toMatchObject({ code: 'INVALID_FIELD', message: 'Please input a mainland China mobile number (11 digits starting with 1).' });
      expect((await redeem(m, pickup({ 'oh.requestId': 'short' }))).statusCode).toBe(400);

      // The level fell short since the gift went in? A withdrawn gift in the cart is refused by name.
      await queryRows(shop.handle.db, sql`update gift set published = false where id = ${gifts.apron}`);
      try {
        const gone = await redeem(m, pickup());
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toMatchObject({ code: 'GIFT_NOT_FOUND', 'rw.itemId': gifts.apron });
      } finally {
        await queryRows(shop.handle.db, sql`update gift set published = true where id = ${gifts.apron}`);
      }
      await update(m, gifts.apron, '0');
      const empty = await redeem(m, pickup(), 'zh_CN');
      expect(empty.statusCode).toBe(409);
      expect(empty.json()).toMatchObject({ code: 'GIFT_CART_EMPTY', message: '您的星星商城购物车是空的，请先添加礼品。' });
      expect((await info(m)).starsTenths).toBe(5000);
    });

    it('delivers to one of the member\'s addresses', async () => {
      const m = await memberWithStars(300);
      await add(m, gifts.apron);
      const res = await redeem(m, { 'oh.deliveryOption': 'delivery', 'a.addressId': String(m.addressId), 'oh.requestId': randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      const tid = (res.json() as { data: { transactionId: string } }).data.transactionId;
      const detail = ((await (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json()) as { data: OrderDetail }).data;
      expect(detail).toMatchObject({ deliveryOption: 'delivery', shippingAddress: { recipient: '张伟', city: '上海市' }, promisedDate: expect.any(String) });
    });
  });

  describe('staff confirm or cancel; a cancel gives the stars back', () => {
    it('returns the stars once (a return entry in the history) and the stock when staff cancel an Open order', async () => {
      const m = await memberWithStars(1_000);
      await add(m, gifts.sealer);
      const tid = ((await redeem(m, pickup())).json() as { data: { transactionId: string } }).data.transactionId;
      const stock = await giftStock(gifts.sealer);
      expect((await info(m)).starsTenths).toBe(2000);

      const cancels = await Promise.all([staff(tid, 'cancel'), staff(tid, 'cancel')]);
      expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await info(m)).starsTenths).toBe(10_000);
      expect(await giftStock(gifts.sealer)).toBe(stock + 1);
      expect((await ledger(m.memberId)).map((e) => [e.kind, e.tenths])).toEqual([['adjust', 10_000], ['spend', -8000], ['return', 8000]]);
      await balanceMatchesLedger(m.memberId);
      const history = ((await (await m.get('a/capi/rewards/PointTx.List?filter=earned', { lang: 'zh_CN' })).json()) as { data: StarTransaction[] }).data;
      expect(history[0]).toMatchObject({ kind: 'return', tenths: 8000, transactionId: tid, remark: `星星商城订单 ${tid} 已取消，星星已退回` });
      const detail = ((await (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json()) as { data: OrderDetail }).data;
      expect(detail).toMatchObject({ status: 'Cancelled', paymentStatusLabel: 'Stars returned' });
    });

    it('lets staff confirm and fulfil a star-shop order like a pickup order; a confirmed order keeps its stars', async () => {
      const m = await memberWithStars(300);
      await add(m, gifts.apron);
      const tid = ((await redeem(m, pickup())).json() as { data: { transactionId: string } }).data.transactionId;
      for (const action of ['confirm', 'ready', 'complete']) {
        const r = await staff(tid, action);
        expect(r.statusCode, `${action}: ${r.body}`).toBe(200);
      }
      expect((await staff(tid, 'cancel')).statusCode).toBe(409);
      expect((await info(m)).starsTenths).toBe(0);
      // A star-shop order earns no stars.
      expect((await ledger(m.memberId)).map((e) => e.kind)).toEqual(['adjust', 'spend']);
    });
  });

  describe('races', () => {
    it('spends stars once: 20 concurrent checkouts of 800 stars with 1,000 on the card make one order, balance 200', async () => {
      const m = await memberWithStars(1_000);
      await add(m, gifts.sealer);
      const stock = await giftStock(gifts.sealer);
      const results = await Promise.all(Array.from({ length: 20 }, () => redeem(m, pickup())));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(['GIFT_CART_EMPTY', 'STARS_SHORT']).toContain((r.json() as { code: string }).code);
      expect((await info(m)).starsTenths).toBe(2000);
      expect(await balanceMatchesLedger(m.memberId)).toBe(2000);
      expect((await ledger(m.memberId)).filter((e) => e.kind === 'spend')).toHaveLength(1);
      expect(await giftStock(gifts.sealer)).toBe(stock - 1);
      const orders = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from shop_order where member_id = ${m.memberId}`);
      expect(orders[0]!.n).toBe(1);
    });

    it('spends stars once when other tabs refill the cart between checkouts', async () => {
      const m = await memberWithStars(1_000);
      // Ten tabs, each putting the gift back in the cart and redeeming at once.
      const results = await Promise.all(Array.from({ length: 10 }, async () => {
        await update(m, gifts.sealer, '1');
        return redeem(m, pickup());
      }));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(['GIFT_CART_EMPTY', 'STARS_SHORT']).toContain((r.json() as { code: string }).code);
      expect(await balanceMatchesLedger(m.memberId)).toBe(2000);
      // Whatever is in the cart now cannot be redeemed: the balance says no.
      await update(m, gifts.sealer, '1');
      expect((await redeem(m, pickup())).json()).toMatchObject({ code: 'STARS_SHORT' });
      expect(await balanceMatchesLedger(m.memberId)).toBe(2000);
    });

    it('sells the last unit of a gift once when several members redeem it at once; the others keep their stars', async () => {
      const members = await Promise.all(Array.from({ length: 5 }, () => memberWithStars(300)));
      for (const m of members) expect((await add(m, gifts.seat)).statusCode).toBe(200);
      const results = await Promise.all(members.map((m) => redeem(m, pickup())));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(refused.map((r) => (r.json() as { code: string }).code)).toEqual(['GIFT_STOCK_SHORT', 'GIFT_STOCK_SHORT', 'GIFT_STOCK_SHORT', 'GIFT_STOCK_SHORT']);
      expect(await giftStock(gifts.seat)).toBe(0);
      const balances = await Promise.all(members.map((m) => balanceMatchesLedger(m.memberId)));
      expect(balances.sort((a, b) => a - b)).toEqual([1000, 3000, 3000, 3000, 3000]);
    });
  });
});
