// The back-office's customer service (issue 16, area "service") on both databases: the
// member search and a member's page (only that member's orders, ledger and vouchers); the
// admins' star adjustment (exact tenths, a required reason in the caller's language, one
// decimal, bounded, audited with the balance before and after, two admins at once both
// counted; customer service refused); requests answered and closed and reviews answered,
// hidden and shown through the pages' forms, each with its audit entry; bad ids refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { memberCodeFrom } from '@eshop/domain/loyalty';
import type { ItemReview } from '@eshop/domain/contract';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, stockedSku, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { payThroughSandbox, placeDeliveryOrder, registeredMember, shopperWithAddress, visitor, type Visitor } from './members.ts';
import { photoFile, postMultipart } from './uploads.ts';

interface MemberRow { memberCode: string; name: string; email: string | null; phone: string | null; starsTenths: number }
interface MemberPageData extends MemberRow {
  orders: { rows: { transactionId: string }[]; total: number };
  storeOrders: { rows: { trxLogId: number }[]; total: number };
  stars: { rows: { id: number; kind: string; tenths: number; remark: string }[]; total: number };
  vouchers: { 'v.voucherId': number; status: string }[];
}
type AuditRow = { staff_username: string; action: string; subject_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

describe.each(databases())('back-office customer service (%s)', (kind) => {
  let shop: TestShop;
  let dataDir: string;
  let sku: Awaited<ReturnType<typeof stockedSku>>;
  let itemId: number;
  let admin: StaffBrowser;
  let admin2: StaffBrowser;
  let agent: StaffBrowser;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eshop-bo-service-'));
    shop = await startShop(kind, { PHOTO_DIR: dataDir }, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    sku = await stockedSku(shop, 41, { stock: 500, priceFen: 7_300 });
    itemId = (await queryRows<{ item_id: number }>(shop.handle.db, sql`select item_id from sku where id = ${sku.id}`))[0]!.item_id;
    admin = await staffBrowser(shop, ['admin'], 'Wang Fang');
    admin2 = await staffBrowser(shop, ['admin'], 'Li Na');
    agent = await staffBrowser(shop, ['customer-service'], 'Zhou Min');
  });
  afterAll(async () => {
    await sku?.restore();
    await shop?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => shop.handle.db;
  const unique = () => String(randomInt(10_000_000, 99_999_999));

  /** A registered member with a nickname and a mobile number of their own; their card code. */
  async function member<T extends Visitor & { email: string }>(who: T) {
    const phone = `139${unique()}`;
    const nickname = `Nick${unique()}`;
    await db().execute(sql`update member set phone = ${phone}, nickname = ${nickname} where email = ${who.email}`);
    const [row] = await queryRows<{ id: number; member_code: string }>(db(), sql`select id, member_code from member where email = ${who.email}`);
    return Object.assign(who, { phone, nickname, id: row!.id, code: row!.member_code });
  }

  const audits = (action: string, subjectId: string | number) => queryRows<AuditRow>(db(), sql`
    select staff_username, action, subject_id, before, after from staff_audit where action = ${action} and subject_id = ${String(subjectId)} order by id`);
  const balance = async (id: number) => (await queryRows<{ stars_tenths: number }>(db(), sql`select stars_tenths from member where id = ${id}`))[0]!.stars_tenths;
  const adjustments = async (id: number) => (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from star_tx where member_id = ${id} and kind = 'adjust'`))[0]!.n;
  const search = async (q: string) => {
    const res = await staffCall(shop, agent, 'GET', `staff/members?q=${encodeURIComponent(q)}&pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: MemberRow[]; total: number });
  };

  it('finds a member by card code, mobile number, e-mail or nickname, and not another member', async () => {
    const a = await member(await registeredMember(shop));
    const b = await member(await registeredMember(shop));
    for (const q of [a.code, a.phone, a.email, a.email.toUpperCase(), a.nickname, a.phone.slice(-6)]) {
      const found = await search(q);
      expect(found.data.map((m) => m.memberCode), q).toContain(a.code);
      expect(found.data.map((m) => m.memberCode), q).not.toContain(b.code);
    }
    const exact = await search(a.code);
    expect(exact.total).toBe(1);
    expect(exact.data[0]).toMatchObject({ memberCode: a.code, name: a.nickname, email: a.email, phone: a.phone });
    expect((await search('nobody-has-this@example.com')).total).toBe(0);
    // Nothing typed: the newest members first.
    const newest = await search('');
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const registered = newest.data.map((m) => (m as MemberRow & { registeredAt: string }).registeredAt);
    expect(registered).toEqual([...registered].sort().reverse());
    expect((await backofficePage(shop, agent, '/service/members')).statusCode).toBe(200);
    // LIKE wildcards are text, not patterns.
    expect((await search('%')).data.map((m) => m.memberCode)).not.toContain(a.code);

    // The page: a full card code opens the member at once; other text lists the matches.
    const byCode = await backofficePage(shop, agent, `/service/members?q=${a.code}`);
    expect(byCode.statusCode).toBe(302);
    expect(byCode.headers.location).toBe(`/backoffice/service/members/${a.code}`);
    const byMail = await backofficePage(shop, agent, `/service/members?q=${encodeURIComponent(a.email)}`, 'zh_CN');
    expect(byMail.statusCode).toBe(200);
    expect(byMail.body).toContain('找到1位会员');
    expect(byMail.body).toContain(a.code);
    expect(byMail.body).not.toContain(b.code);
    const tooLong = await staffCall(shop, agent, 'GET', `staff/members?q=${'x'.repeat(101)}`, undefined, 'zh_CN');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: '搜索内容最多 100 个字符。' });
  });

  it("shows a member's page with that member's web orders, store orders, star ledger and vouchers only", async () => {
    const a = await member(await shopperWithAddress(shop));
    const b = await member(await shopperWithAddress(shop));
    const orderA = await placeDeliveryOrder(a, sku.id);
    const orderB = await placeDeliveryOrder(b, sku.id);
    const [store] = await queryRows<{ id: number }>(db(), sql`select id from store order by id limit 1`);
    const { loyalty } = shop.app.eshopServices;
    const sale = (code: string) => loyalty.recordStoreSale({
      trxLogId: randomInt(1, 2 ** 47), storeId: store!.id, memberCode: code,
      lines: [{ name: 'Ribeye', quantity: 1, amountFen: 60_000 }], totalFen: 60_000, paidAt: new Date(),
    }, 'test-till');
    const saleA = await sale(a.code);
    const saleB = await sale(b.code);
    expect(saleA.ok && saleB.ok).toBe(true);
    await loyalty.adjust({ memberCode: b.code, tenths: 70, reason: 'For B only', staff: 'ops' });

    const res = await staffCall(shop, agent, 'GET', `staff/members/${a.code}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = (res.json() as { data: MemberPageData }).data;
    expect(page).toMatchObject({ memberCode: a.code, email: a.email, phone: a.phone });
    expect(page.orders.rows.map((o) => o.transactionId)).toEqual([orderA]);
    expect(page.storeOrders.rows.map((o) => o.trxLogId)).toEqual([saleA.ok && saleA.receipt.trxLogId]);
    const ownLedger = await queryRows<{ id: number }>(db(), sql`select id from star_tx where member_id = ${a.id} and tenths <> 0 order by id desc`);
    expect(page.stars.rows.map((e) => e.id)).toEqual(ownLedger.map((r) => r.id));
    expect(page.stars.rows.map((e) => e.kind)).toEqual(['store_order']);
    expect(page.starsTenths).toBe(await balance(a.id));
    const ownVouchers = await queryRows<{ id: number }>(db(), sql`select id from voucher where member_id = ${a.id}`);
    expect(page.vouchers.map((v) => v['v.voucherId']).sort()).toEqual(ownVouchers.map((v) => v.id).sort());
    expect(page.vouchers.every((v) => v.status === 'available')).toBe(true);

    const html = await backofficePage(shop, agent, `/service/members/${a.code}`, 'zh_CN');
    expect(html.statusCode).toBe(200);
    for (const text of [a.code, a.email, orderA, `/backoffice/orders/${orderA}`, '星星记录', '门店消费', '可使用']) expect(html.body).toContain(text);
    expect(html.body).not.toContain(orderB);
    expect(html.body).not.toContain('For B only');
    // Customer service sees no adjustment form; an admin does.
    expect(html.body).not.toContain('name="amount"');
    expect((await backofficePage(shop, admin, `/service/members/${a.code}`)).body).toContain('name="amount"');

    // Unknown and malformed card codes.
    const unknown = memberCodeFrom(987_654_321);
    expect((await staffCall(shop, agent, 'GET', `staff/members/${unknown}`)).statusCode).toBe(404);
    const bad = await staffCall(shop, agent, 'GET', 'staff/members/12345', undefined, 'zh_CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '会员卡号无效：请重新扫描会员卡或核对12位数字。' });
    expect((await backofficePage(shop, agent, `/service/members/${unknown}`)).statusCode).toBe(404);
    expect((await backofficePage(shop, agent, '/service/members/12345')).statusCode).toBe(404);
  });

  describe('star adjustment', () => {
    it('lets an admin adjust by the page (exact tenths) and the API: ledger, balance and audit entry', async () => {
      const m = await member(await registeredMember(shop));
      const before = await balance(m.id);
      const res = await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '12.5', reason: 'Sorry for the late delivery' });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe(`/backoffice/service/members/${m.code}?adjusted=125&balance=${before + 125}`);
      expect(await balance(m.id)).toBe(before + 125);
      const [entry] = await queryRows<{ tenths: number; remark: string; actor: string }>(db(), sql`select tenths, remark, actor from star_tx where member_id = ${m.id} and kind = 'adjust'`);
      expect(entry).toEqual({ tenths: 125, remark: 'Sorry for the late delivery', actor: `staff:${admin.username}` });
      const [audit] = await audits('member.adjust-stars', m.code);
      expect(audit).toMatchObject({ staff_username: admin.username, before: { balanceTenths: before }, after: { balanceTenths: before + 125, tenths: 125, reason: 'Sorry for the late delivery' } });

      const page = await backofficePage(shop, admin, `/service/members/${m.code}?adjusted=125&balance=${before + 125}`);
      expect(page.body).toContain('Stars adjusted by +12.5.');
      expect(page.body).toContain('Sorry for the late delivery');

      const api = await staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths: -30, reason: 'Correction' });
      expect(api.statusCode, api.body).toBe(200);
      expect(api.json()).toMatchObject({ data: { balanceTenths: before + 95 } });
      expect(await audits('member.adjust-stars', m.code)).toHaveLength(2);
      // "-3" on the page is -30 tenths; "+0.5" is 5.
      expect((await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '-3', reason: 'Typo' })).statusCode).toBe(302);
      expect((await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '+0.5', reason: 'Typo' })).statusCode).toBe(302);
      expect(await balance(m.id)).toBe(before + 95 - 30 + 5);
    });

    it('refuses customer service, an empty reason (in the caller language), more than one decimal and huge values; nothing is written', async () => {
      const m = await member(await registeredMember(shop));
      const before = await balance(m.id);
      const forbidden = await staffCall(shop, agent, 'POST', `staff/members/${m.code}/stars`, { tenths: 10, reason: 'Nice customer' });
      expect(forbidden.statusCode).toBe(403);
      expect((await backofficeForm(shop, agent, `/service/members/${m.code}`, { amount: '1', reason: 'Nice customer' })).statusCode).toBe(403);

      const noReason = await staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths: 10, reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ code: 'STARS_ADJUST_REASON', message: 'Please give the reason for the adjustment.' });
      const noReasonZh = await staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths: 10 }, 'zh_CN');
      expect(noReasonZh.json()).toMatchObject({ message: '请填写调整原因。' });
      const noReasonPage = await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '1', reason: '' }, 'zh_CN');
      expect(noReasonPage.statusCode).toBe(400);
      expect(noReasonPage.body).toContain('请填写调整原因。');

      const twoDecimals = await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '1.25', reason: 'Goodwill' });
      expect(twoDecimals.statusCode).toBe(400);
      expect(twoDecimals.body).toContain('Please enter the stars as a number with at most one decimal, e.g. 12.5 or -3.');
      const twoDecimalsZh = await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '1.25', reason: 'Goodwill' }, 'zh_CN');
      expect(twoDecimalsZh.body).toContain('请输入星星数，最多一位小数，例如 12.5 或 -3。');
      for (const amount of ['abc', '1e3', '0x10', '', '12.', '.5']) {
        expect((await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount, reason: 'Goodwill' })).statusCode, amount).toBe(400);
      }
      expect((await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '0', reason: 'Goodwill' })).body).toContain('Please enter an amount other than 0.');
      const huge = await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '10000.1', reason: 'Goodwill' });
      expect(huge.statusCode).toBe(400);
      expect(huge.body).toContain('At most 10,000 stars can be added or taken at once.');
      expect((await backofficeForm(shop, admin, `/service/members/${m.code}`, { amount: '999999999999', reason: 'Goodwill' })).statusCode).toBe(400);
      for (const tenths of [100_001, -100_001, 1e12, 1.5, 0]) {
        expect((await staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths, reason: 'Goodwill' })).statusCode, String(tenths)).toBe(400);
      }
      expect((await staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths: '10', reason: 'Goodwill' })).statusCode).toBe(400);
      expect((await staffCall(shop, admin, 'POST', `staff/members/${memberCodeFrom(987_654_321)}/stars`, { tenths: 10, reason: 'Goodwill' })).statusCode).toBe(404);

      expect(await balance(m.id)).toBe(before);
      expect(await adjustments(m.id)).toBe(0);
      expect(await audits('member.adjust-stars', m.code)).toHaveLength(0);
    });

    it('counts both when two admins adjust the same member at once', async () => {
      const m = await member(await registeredMember(shop));
      const before = await balance(m.id);
      const [one, two] = await Promise.all([
        staffCall(shop, admin, 'POST', `staff/members/${m.code}/stars`, { tenths: 15, reason: 'Goodwill' }),
        staffCall(shop, admin2, 'POST', `staff/members/${m.code}/stars`, { tenths: 27, reason: 'Birthday' }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(await balance(m.id)).toBe(before + 42);
      expect(await adjustments(m.id)).toBe(2);
      const entries = await audits('member.adjust-stars', m.code);
      expect(entries.map((e) => e.staff_username).sort()).toEqual([admin.username, admin2.username].sort());
      // Each entry saw the balance the other left: their before/after chain without a gap.
      const chain = entries.map((e) => [e.before!.balanceTenths, e.after!.balanceTenths]);
      expect(chain[0]![0]).toBe(before);
      expect(chain[1]![0]).toBe(chain[0]![1]);
      expect(chain[1]![1]).toBe(before + 42);
    });
  });

  it('answers and closes a request through its page, each with an audit entry; bad ids are refused', async () => {
    const m = await member(await shopperWithAddress(shop));
    const order = await placeDeliveryOrder(m, sku.id);
    const filed = await postMultipart(shop, m, 'a/execute/capi/shopping/CreateCustomerRequest', {
      'cr.type': 'damaged', 'cr.referenceId': order, 'cr.subject': 'Torn pack', 'cr.description': 'The pack was open.',
    }, [await photoFile(800, 600)]);
    expect(filed.statusCode, filed.body).toBe(200);
    const id = (filed.json() as { data: { 'cr.requestId': number } }).data['cr.requestId'];

    // The inbox: filtered by this member, by the order; a bad card code answered beside its field.
    const inbox = await backofficePage(shop, agent, `/service/requests?memberCode=${m.code}`);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Torn pack');
    expect(inbox.body).toContain(`/backoffice/service/requests/${id}`);
    const byOrder = await staffCall(shop, agent, 'GET', `staff/requests?status=all&referenceId=${order}`);
    expect((byOrder.json() as { data: { 'cr.requestId': number; member: { memberCode: string } }[] }).data).toEqual([expect.objectContaining({ 'cr.requestId': id, member: expect.objectContaining({ memberCode: m.code }) })]);
    const badFilter = await backofficePage(shop, agent, '/service/requests?memberCode=123', 'zh_CN');
    expect(badFilter.statusCode).toBe(200);
    expect(badFilter.body).toContain('会员卡号无效');
    expect((await staffCall(shop, agent, 'GET', 'staff/requests?referenceId=nope')).statusCode).toBe(400);

    // The thread: the photo's thumbnail opens the full photo in a new tab.
    const thread = await backofficePage(shop, agent, `/service/requests/${id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toMatch(/href="[^"]*\/images\/photos\/[^"]+\.webp" target="_blank" rel="noopener noreferrer"/);
    expect(thread.body).toMatch(/src="[^"]*\/images\/photos\/[^"]+\.thumb\.webp"/);

    const empty = await backofficeForm(shop, agent, `/service/requests/${id}`, { intent: 'reply', content: ' ' }, 'zh_CN');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('请输入回复内容。');

    const reply = await backofficeForm(shop, agent, `/service/requests/${id}`, { intent: 'reply', content: 'We send a new one tomorrow.' });
    expect(reply.statusCode, reply.body).toBe(302);
    expect(reply.headers.location).toBe(`/backoffice/service/requests/${id}?done=replied`);
    const [answered] = await audits('request.reply', id);
    expect(answered).toMatchObject({ staff_username: agent.username, after: { content: 'We send a new one tomorrow.' } });

    const close = await backofficeForm(shop, agent, `/service/requests/${id}`, { intent: 'close', content: 'Enjoy your meal.' });
    expect(close.statusCode).toBe(302);
    const [closed] = await audits('request.close', id);
    expect(closed).toMatchObject({ staff_username: agent.username, before: { status: 'open' }, after: { status: 'closed', content: 'Enjoy your meal.' } });

    const seen = (await (await m.get(`a/capi/shopping/ViewCustomerRequest?cr.requestId=${id}`)).json()) as { data: { status: string; messages: { author: string; authorName: string; content: string }[] } };
    expect(seen.data.status).toBe('closed');
    expect(seen.data.messages).toEqual([
      expect.objectContaining({ author: 'staff', authorName: 'Zhou Min', content: 'We send a new one tomorrow.' }),
      expect.objectContaining({ author: 'staff', content: 'Enjoy your meal.' }),
    ]);
    const page = await backofficePage(shop, agent, `/service/requests/${id}?done=closed`, 'zh_CN');
    expect(page.body).toContain('请求已关闭，并已通知会员。');
    expect(page.body).toContain('We send a new one tomorrow.');

    const again = await backofficeForm(shop, agent, `/service/requests/${id}`, { intent: 'close' }, 'zh_CN');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('该请求已关闭。');
    expect(await audits('request.close', id)).toHaveLength(1);

    for (const bad of ['abc', '0', '99999999999']) expect((await backofficePage(shop, agent, `/service/requests/${bad}`)).statusCode, bad).toBe(404);
    expect((await backofficePage(shop, agent, '/service/requests/2147483000')).statusCode).toBe(404);
    expect((await backofficeForm(shop, agent, '/service/requests/2147483000', { intent: 'reply', content: 'Hi' })).statusCode).toBe(404);
    expect((await backofficeForm(shop, agent, '/service/requests/abc', { intent: 'reply', content: 'Hi' })).statusCode).toBe(404);
    expect((await staffCall(shop, agent, 'POST', 'staff/requests/abc/reply', { content: 'Hi' })).statusCode).toBe(400);
    expect((await staffCall(shop, agent, 'POST', 'staff/requests/2147483000/close', {})).statusCode).toBe(404);
    expect(await audits('request.reply', 2147483000)).toHaveLength(0);
  });

  it('replies to, hides and shows a review through the reviews page, each with an audit entry; bad ids are refused', async () => {
    const m = await member(await shopperWithAddress(shop));
    const order = await placeDeliveryOrder(m, sku.id);
    await payThroughSandbox(shop, m, order);
    const { orderLifecycle } = shop.app.eshopServices;
    for (const [to, actor] of [['OrderConfirmed', 'staff'], ['PendingDelivery', 'staff'], ['Shipped', 'courier'], ['OrderReceived', 'courier']] as const) {
      expect((await orderLifecycle.transition({ transactionId: order, to, actor, shipment: { logisticsCompany: 'SF', shipmentNo: `SF${Date.now()}` } })).ok).toBe(true);
    }
    const written = await m.post('a/execute/capi/shopping/Review', { 't.itemId': String(itemId), 'oh.transactionId': order, 'rv.rating': '2', 'rv.text': 'A bit tough this time.' });
    expect(written.statusCode, written.body).toBe(200);
    const reviewId = (written.json() as { data: { 'rv.reviewId': number } }).data['rv.reviewId'];
    const onProductPage = async () => ((await (await visitor(shop).get(`a/capi/catalog/ItemReview.List?itemId=${itemId}&pageSize=100`)).json()) as { data: ItemReview[] }).data.find((r) => r.reviewId === reviewId);

    // Listed: unanswered, with 2 stars; not under 5 stars nor hidden.
    const listed = async (query: string) => ((await staffCall(shop, agent, 'GET', `staff/reviews?${query}&pageSize=100`)).json() as { data: { reviewId: number; memberCode: string }[]; total: number });
    expect((await listed('filter=unanswered&rating=2')).data).toContainEqual(expect.objectContaining({ reviewId, memberCode: m.code }));
    expect((await listed('rating=5')).data.map((r) => r.reviewId)).not.toContain(reviewId);
    expect((await listed('filter=hidden')).data.map((r) => r.reviewId)).not.toContain(reviewId);
    expect((await staffCall(shop, agent, 'GET', 'staff/reviews?rating=6')).statusCode).toBe(400);
    const page = await backofficePage(shop, agent, '/service/reviews?filter=unanswered&rating=2', 'zh_CN');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A bit tough this time.');
    expect(page.body).toContain(`data-review-id="${reviewId}"`);

    const reply = await backofficeForm(shop, agent, '/service/reviews?filter=unanswered', { intent: 'reply', reviewId: String(reviewId), text: 'Sorry! Next time ask us for a tender cut.' });
    expect(reply.statusCode, reply.body).toBe(302);
    expect(reply.headers.location).toBe(`/backoffice/service/reviews?filter=unanswered&done=reply&review=${reviewId}#review-${reviewId}`);
    expect((await onProductPage())?.reply?.text).toBe('Sorry! Next time ask us for a tender cut.');
    expect((await audits('review.reply', reviewId))[0]).toMatchObject({ staff_username: agent.username, before: { reply: null }, after: { reply: 'Sorry! Next time ask us for a tender cut.' } });

    const noReason = await backofficeForm(shop, agent, '/service/reviews', { intent: 'hide', reviewId: String(reviewId), reason: '' }, 'zh_CN');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('请填写隐藏评价的原因。');
    expect(await onProductPage()).toBeDefined();

    const hide = await backofficeForm(shop, agent, '/service/reviews', { intent: 'hide', reviewId: String(reviewId), reason: 'It names a staff member.' });
    expect(hide.statusCode).toBe(302);
    expect(await onProductPage()).toBeUndefined();
    expect((await audits('review.hide', reviewId))[0]).toMatchObject({ staff_username: agent.username, before: { hidden: false }, after: { hidden: true, reason: 'It names a staff member.' } });
    expect((await listed('filter=hidden')).data.map((r) => r.reviewId)).toContain(reviewId);

    const show = await backofficeForm(shop, agent, '/service/reviews?filter=hidden', { intent: 'show', reviewId: String(reviewId) });
    expect(show.statusCode).toBe(302);
    expect(await onProductPage()).toBeDefined();
    expect((await audits('review.show', reviewId))[0]).toMatchObject({ before: { hidden: true, reason: 'It names a staff member.' }, after: { hidden: false, reason: null } });

    const unknown = await backofficeForm(shop, agent, '/service/reviews', { intent: 'reply', reviewId: '2147483000', text: 'Hello' }, 'zh_CN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('该评价不存在。');
    expect((await backofficeForm(shop, agent, '/service/reviews', { intent: 'hide', reviewId: 'abc', reason: 'x' })).statusCode).toBe(400);
    expect((await staffCall(shop, agent, 'POST', 'staff/reviews/abc/reply', { text: 'Hi' })).statusCode).toBe(400);
    expect((await staffCall(shop, agent, 'POST', 'staff/reviews/2147483000/hide', { reason: 'x' })).statusCode).toBe(404);
    expect(await audits('review.hide', 2147483000)).toHaveLength(0);
  });
});
