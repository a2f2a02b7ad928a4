// The loyalty programme (decisions.md "Loyalty"; docs/decisions/0029-loyalty.md) on both
// databases: an order's stars are credited once when it is received, whatever races
// happen; the level rises at once and is kept to the end of the following year, then
// reviewed; the balance is the sum of an append-only ledger; checkout uses the real level;
// the birthday gift comes once a year; the history answers only its member.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { shanghaiParts } from '@eshop/domain/time';
import { isMemberCode, luhnDigit, memberCodeFrom } from '@eshop/domain/loyalty';
import type { MemberInfo, OrderNotice, StarTransaction } from '@eshop/domain/contract';
import { databases, queuedJobs, runDueJobs, startShop, stockedSku, type TestShop } from './helpers.ts';
import { addToCart, payThroughSandbox, placeDeliveryOrder, registeredMember, shopperWithAddress, type Visitor } from './members.ts';

const YEAR = shanghaiParts(new Date()).year;
const MONTH = shanghaiParts(new Date()).month;

describe.each(databases())('loyalty on %s', (kind) => {
  let shop: TestShop;
  let sku: Awaited<ReturnType<typeof stockedSku>>;
  let storeId: number;
  beforeAll(async () => {
    shop = await startShop(kind);
    // RMB 100 a unit: 21 units = RMB 2,100 → 42 full RMB 50 × 1.2 (band 1000+) = 50.4 stars.
    sku = await stockedSku(shop, 51, { stock: 2_000, priceFen: 10_000 });
    storeId = (await queryRows<{ id: number }>(shop.handle.db, sql`select id from store order by id limit 1`))[0]!.id;
  });
  afterAll(async () => { await sku.restore(); await shop.close(); });

  const info = async (m: Visitor, lang = 'en_US') => ((await m.get('a/capi/account/MemberInfo', { lang })).json() as { data: MemberInfo }).data;
  const history = async (m: Visitor, query = '', lang = 'en_US') => {
    const res = await m.get(`a/capi/rewards/PointTx.List${query}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: StarTransaction[]; total: number };
  };
  const ledgerRows = (memberId: number) => queryRows<{ kind: string; tenths: number; order_id: number | null }>(shop.handle.db, sql`
    select kind, tenths, order_id from star_tx where member_id = ${memberId} order by id`);

  /** Walks a paid delivery order to Shipped as the staff and the courier do. */
  async function shipped(transactionId: string): Promise<void> {
    const { orderLifecycle } = shop.app.eshopServices;
    for (const [to, actor] of [['OrderConfirmed', 'staff'], ['PendingDelivery', 'staff'], ['Shipped', 'courier']] as const) {
      const moved = await orderLifecycle.transition({ transactionId, to, actor, shipment: { logisticsCompany: 'SF', shipmentNo: `SF${Date.now()}` } });
      expect(moved.ok, JSON.stringify(moved)).toBe(true);
    }
  }

  /** A store purchase as the tills report it (the HTTP contract is tested in pos.test.ts). */
  async function storeSale(memberCode: string, totalFen: number) {
    const r = await shop.app.eshopServices.loyalty.recordStoreSale({
      trxLogId: Date.now() * 1000 + Math.floor(Math.random() * 1000), storeId, memberCode,
      lines: [{ name: 'Wagyu', quantity: 1, amountFen: totalFen }], totalFen, paidAt: new Date(),
    }, 'test-till');
    if (!r.ok) throw new Error(r.code);
    return r.receipt;
  }

  it('credits an order\'s stars once when it is received, even when the customer and the courier confirm at once; the level rises', async () => {
    const m = await shopperWithAddress(shop);
    const before = await info(m);
    expect(before).toMatchObject({ starsTenths: 0, level: 1, earnedThisYearTenths: 0, nextLevel: { level: 2, levelName: 'Skilled Butcher', missingTenths: 500 }, levelHeldUntilYear: null });
    expect(before.memberCode).toMatch(/^8\d{11}$/);

    const transactionId = await placeDeliveryOrder(m, sku.id, 21);
    await payThroughSandbox(shop, m, transactionId);
    await shipped(transactionId);
    const { orderLifecycle } = shop.app.eshopServices;
    const results = await Promise.all([
      orderLifecycle.transition({ transactionId, to: 'OrderReceived', actor: 'customer', memberId: before.memberId }),
      orderLifecycle.transition({ transactionId, to: 'OrderReceived', actor: 'courier', actorRef: 'SF' }),
      orderLifecycle.transition({ transactionId, to: 'OrderReceived', actor: 'customer', memberId: before.memberId }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);

    expect(await ledgerRows(before.memberId)).toEqual([{ kind: 'order', tenths: 504, order_id: expect.any(Number) }]);
    const after = await info(m);
    expect(after).toMatchObject({
      starsTenths: 504, level: 2, levelName: 'Skilled Butcher', earnedThisYearTenths: 504,
      nextLevel: { level: 3, levelName: 'Experienced Butcher', missingTenths: 1496 }, levelHeldUntilYear: YEAR + 1,
    });
    const zh = await info(m, 'zh_CN');
    expect(zh.levelName).toBe('熟练屠夫');
    expect(zh.nextLevel?.levelName).toBe('资深屠夫');

    const order = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${transactionId}`)).json() as { data: { starsReceivedTenths: number } };
    expect(order.data.starsReceivedTenths).toBe(504);

    // The history, the message centre and the mail.
    const all = await history(m);
    expect(all.total).toBe(1);
    expect(all.data[0]).toMatchObject({ kind: 'order', tenths: 504, remark: `Order ${transactionId}`, transactionId, trxLogId: null });
    expect((await history(m, '?filter=used')).total).toBe(0);
    expect((await history(m, '?filter=earned')).total).toBe(1);
    expect((await history(m, '', 'zh_CN')).data[0]!.remark).toBe(`订单 ${transactionId}`);

    const notices = ((await m.get('a/capi/shopping/OrderNotice.List')).json() as { data: OrderNotice[] }).data;
    const loyalty = notices.filter((n): n is Extract<OrderNotice, { kind: 'loyalty' }> => n.kind === 'loyalty');
    expect(loyalty.map((n) => n.event).sort()).toEqual(['levelUp', 'starsEarned']);
    expect(loyalty.find((n) => n.event === 'levelUp')).toMatchObject({ title: 'You are now Skilled Butcher', screen: 'my/benefits-overview' });
    expect(loyalty.find((n) => n.event === 'starsEarned')).toMatchObject({ title: '50.4 stars credited', screen: `my/order-detail?transactionId=${transactionId}` });

    const mails = (await queuedJobs(shop, 'loyalty_notice_mail')).length;
    expect(mails).toBeGreaterThan(0);
    await runDueJobs(shop);
    await runDueJobs(shop);
    const sent = await queryRows<{ subject: string; text: string }>(shop.handle.db, sql`
      select subject, text from sandbox_mail where rcpt_to ? ${after.email!} and subject = 'You are now Skilled Butcher'`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`until 31 December ${YEAR + 1}`);
  });

  it('gives every member a card code the domain\'s twin of the SQL function agrees with', async () => {
    const rows = await queryRows<{ n: number; code: string }>(shop.handle.db, sql`
      select n, member_code_from(n) as code from unnest(array[1, 2, 77, 123456, 2147483647]::bigint[]) as n`);
    for (const row of rows) expect(row.code).toBe(memberCodeFrom(Number(row.n)));
    const codes = await queryRows<{ member_code: string }>(shop.handle.db, sql`select member_code from member`);
    for (const { member_code } of codes) expect(isMemberCode(member_code)).toBe(true);
  });

  it('never credits a cancelled order', async () => {
    const m = await shopperWithAddress(shop);
    const transactionId = await placeDeliveryOrder(m, sku.id, 5);
    await payThroughSandbox(shop, m, transactionId);
    const cancelled = await m.post('a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': transactionId, remarks: 'changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await info(m)).starsTenths).toBe(0);
    expect((await history(m)).total).toBe(0);
  });

  it('prices checkout at the member\'s real level: a Skilled Butcher pays shipping under RMB 500 and earns at the level\'s rate', async () => {
    const apprentice = await shopperWithAddress(shop);
    const skilled = await shopperWithAddress(shop);
    await storeSale((await info(skilled)).memberCode, 250_000); // RMB 2,500 → 50 × 1.2 = 60 stars: Skilled
    expect((await info(skilled)).level).toBe(2);
    const checkout = async (m: Visitor) => {
      await addToCart(m, sku.id, 3); // RMB 300
      const res = await m.get('a/capi/shopping/Checkout');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { quote: { shippingFen: number; pendingStarsTenths: number; freeShippingThresholdFen: number }; level: number } }).data;
    };
    expect(await checkout(apprentice)).toMatchObject({ quote: { shippingFen: 0, pendingStarsTenths: 60, freeShippingThresholdFen: 20_000 }, level: 1 });
    expect(await checkout(skilled)).toMatchObject({ quote: { shippingFen: 5_000, pendingStarsTenths: 60, freeShippingThresholdFen: 50_000 }, level: 2 });
  });

  it('keeps the balance as the sum of an append-only ledger', async () => {
    const m = await registeredMember(shop);
    const code = (await info(m)).memberCode;
    await storeSale(code, 12_345); // 2 × 1.0
    const { memberId } = await info(m);
    await expect(shop.handle.db.execute(sql`update star_tx set tenths = 9999 where member_id = ${memberId}`)).rejects.toThrow();
    await expect(shop.handle.db.execute(sql`delete from star_tx where member_id = ${memberId}`)).rejects.toThrow();
    const mismatched = await queryRows<{ id: number }>(shop.handle.db, sql`
      select m.id from member m left join (select member_id, sum(tenths)::int as total from star_tx group by member_id) s on s.member_id = m.id
       where m.stars_tenths <> coalesce(s.total, 0)`);
    expect(mismatched).toEqual([]);
    expect((await info(m)).starsTenths).toBe(20);
  });

  it('lets only the member read their history, and checks the filter and paging', async () => {
    const m = await registeredMember(shop);
    const other = await registeredMember(shop);
    const code = (await info(m)).memberCode;
    for (let i = 0; i < 3; i++) await storeSale(code, 5_000);
    const anonymous = await shop.inject({ method: 'GET', url: '/api/a/capi/rewards/PointTx.List' });
    expect(anonymous.statusCode).toBe(403);
    expect((await history(other)).total).toBe(0);
    const page = await history(m, '?pageSize=2&pageOffset=2');
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(1);
    const bad = await m.get('a/capi/rewards/PointTx.List?filter=spent', { lang: 'zh_CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'failure' });
  });

  it('keeps a reached level to the end of the following year, then the yearly review lowers it with a notice and a mail', async () => {
    const m = await registeredMember(shop);
    const code = (await info(m)).memberCode;
    await storeSale(code, 900_000); // RMB 9,000 → 180 × 1.2 = 216 stars: Experienced
    const { memberId } = await info(m);
    expect((await info(m)).level).toBe(3);
    const { loyalty } = shop.app.eshopServices;
    const level = async () => (await queryRows<{ level: number }>(shop.handle.db, sql`select level from member where id = ${memberId}`))[0]!.level;

    // Next 1 January: this year's stars still hold the level.
    await loyalty.reviewLevels(new Date(`${YEAR + 1}-01-01T00:05:00+08:00`));
    expect(await level()).toBe(3);
    // The 1 January after: nothing earned in the last two years — back to Apprentice.
    const review = await loyalty.reviewLevels(new Date(`${YEAR + 2}-01-01T00:05:00+08:00`));
    expect(review.changed).toBeGreaterThanOrEqual(1);
    expect(await level()).toBe(1);
    // Run again as the scheduled job does (a retry, a second instance): nothing more changes, one notice.
    const { jobs, db } = shop.app.eshopServices;
    await db.transaction((tx) => jobs.send(tx, 'loyalty_level_review', { at: `${YEAR + 2}-01-01T00:06:00+08:00` }));
    await runDueJobs(shop);
    expect((await queuedJobs(shop, 'loyalty_level_review')).map((j) => j.state)).toContain('completed');
    const notices = await queryRows<{ kind: string; data: { from: number; to: number } }>(shop.handle.db, sql`
      select kind, data from member_notice where member_id = ${memberId} and kind = 'levelDown'`);
    expect(notices).toEqual([{ kind: 'levelDown', data: expect.objectContaining({ from: 3, to: 1 }) }]);
    await runDueJobs(shop);
    const mails = await queryRows<{ subject: string }>(shop.handle.db, sql`
      select subject from sandbox_mail where rcpt_to ? ${(await info(m)).email!} and subject = 'Your level is now Apprentice Butcher'`);
    expect(mails).toHaveLength(1);
    // The stars themselves never expire.
    expect((await info(m)).starsTenths).toBe(2160);
  });

  it('takes a voided store purchase\'s stars back, and the level with them', async () => {
    const m = await registeredMember(shop);
    const sale = await storeSale((await info(m)).memberCode, 300_000); // RMB 3,000 → 60 × 1.2 = 72 stars: Skilled
    expect((await info(m)).level).toBe(2);
    const voided = await shop.app.eshopServices.loyalty.voidStoreSale(sale.trxLogId, 'test-till');
    expect(voided).toMatchObject({ ok: true, receipt: { voided: true, balanceTenths: 0 } });
    const again = await shop.app.eshopServices.loyalty.voidStoreSale(sale.trxLogId, 'test-till');
    expect(again).toMatchObject({ ok: true, receipt: { voided: true, replay: true, balanceTenths: 0 } });
    expect(await info(m)).toMatchObject({ starsTenths: 0, level: 1 });
    expect((await history(m, '?filter=used')).data.map((e) => e.tenths)).toEqual([-720]);
  });

  describe('the birthday gift', () => {
    const birthdayIn = (month: number) => `1990-${String(month).padStart(2, '0')}-10`;
    const setBirthday = async (m: Visitor, birthday: string) => {
      const res = await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.birthday': birthday });
      expect(res.statusCode, res.body).toBe(200);
    };
    const gifts = async (memberId: number) => queryRows<{ issue_key: string; amount_fen: number; min_spend_fen: number }>(shop.handle.db, sql`
      select issue_key, amount_fen, min_spend_fen from voucher where member_id = ${memberId} and promotion = 'BIRTHDAYGIFT'`);

    it('comes at once when a member becomes Experienced in their birthday month, and shows among the vouchers', async () => {
      const m = await registeredMember(shop);
      await setBirthday(m, birthdayIn(MONTH));
      await storeSale((await info(m)).memberCode, 900_000);
      const { memberId } = await info(m);
      expect(await gifts(memberId)).toEqual([{ issue_key: String(YEAR), amount_fen: 10_000, min_spend_fen: 30_000 }]);
      const coupons = (await m.get('a/capi/account/WalletItem.List')).json() as { data: { promotion?: string; title: string }[] };
      expect(JSON.stringify(coupons.data)).toContain('Birthday gift');
      // The daily job finds nothing more to give.
      expect((await shop.app.eshopServices.loyalty.giveBirthdayGifts()).given).toBe(0);
      expect(await gifts(memberId)).toHaveLength(1);
    });

    it('is given by the daily job once a year, whatever the birthday is changed to, and only to Experienced and Master', async () => {
      const { loyalty } = shop.app.eshopServices;
      const m = await registeredMember(shop);
      const skilled = await registeredMember(shop);
      const march = MONTH === 3 ? 4 : 3;
      const april = march === 3 ? 5 : 6;
      await setBirthday(m, birthdayIn(march));
      await setBirthday(skilled, birthdayIn(march));
      await storeSale((await info(m)).memberCode, 900_000);
      await storeSale((await info(skilled)).memberCode, 300_000);
      const { memberId } = await info(m);
      const at = (month: number, day = 2) => new Date(`${YEAR + 1}-${String(month).padStart(2, '0')}-0${day}T00:10:00+08:00`);

      await Promise.all([loyalty.giveBirthdayGifts(at(march)), loyalty.giveBirthdayGifts(at(march))]);
      await loyalty.giveBirthdayGifts(at(march, 3));
      expect(await gifts(memberId)).toEqual([expect.objectContaining({ issue_key: String(YEAR + 1) })]);
      expect(await gifts((await info(skilled)).memberId)).toEqual([]);
      // A changed birthday does not bring a second gift in the same year.
      await setBirthday(m, birthdayIn(april));
      await loyalty.giveBirthdayGifts(at(april));
      expect(await gifts(memberId)).toHaveLength(1);
      const notices = await queryRows<{ key: string }>(shop.handle.db, sql`select key from member_notice where member_id = ${memberId} and kind = 'birthdayGift'`);
      expect(notices).toEqual([{ key: `birthday:${YEAR + 1}` }]);
    });
  });

  describe('staff adjustments', () => {
    let admin: string;
    let cashier: string;
    beforeAll(async () => {
      const { staff } = shop.app.eshopServices;
      const token = async (roles: ('admin' | 'cashier')[]) => {
        const username = `adj-${randomUUID().slice(0, 8)}`;
        await staff.upsert({ username, name: username, password: 'staff-secret-1', roles });
        const res = await shop.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/json' }, payload: { username, password: 'staff-secret-1' } });
        return (res.json() as { data: { token: string } }).data.token;
      };
      admin = await token(['admin']);
      cashier = await token(['cashier']);
    });
    const adjust = (token: string, code: string, body: Record<string, unknown>, lang = 'en_US') => shop.inject({
      method: 'POST', url: `/api/staff/members/${code}/stars`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang }, payload: body,
    });

    it('adds stars with a reason the member reads, without changing the level; only admins may', async () => {
      const m = await registeredMember(shop);
      const code = (await info(m)).memberCode;
      const refused = await adjust(cashier, code, { tenths: 600, reason: 'Goodwill' });
      expect(refused.statusCode).toBe(403);
      const noReason = await adjust(admin, code, { tenths: 600, reason: '  ' }, 'zh_CN');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ code: 'STARS_ADJUST_REASON', message: '请填写调整原因。' });
      expect((await adjust(admin, '812345678900', { tenths: 600, reason: 'x' })).statusCode).toBe(400);
      const unknown = `8${'0'.repeat(10)}`;
      expect((await adjust(admin, `${unknown}${luhnDigit(unknown)}`, { tenths: 600, reason: 'x' })).statusCode).toBe(404);
      expect((await info(m)).starsTenths).toBe(0);

      const done = await adjust(admin, code, { tenths: 600, reason: 'Sorry for the late delivery' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ data: { balanceTenths: 600 } });
      expect(await info(m)).toMatchObject({ starsTenths: 600, level: 1, earnedThisYearTenths: 0 });
      expect((await history(m)).data[0]).toMatchObject({ kind: 'adjust', tenths: 600, remark: 'Adjusted by our team: Sorry for the late delivery' });
    });
  });
});
