// The back-office's order desk (issue 16, fulfilment): the board's counts move as orders
// move; the search finds an order by number, phone or e-mail and no other; an order's
// page shows its lines, customer and history with who did what; the actions offered are
// exactly the state machine × the staff member's roles; bad input is refused in the
// caller's language with nothing written; two staff confirming one order at once make one
// change and one audit entry. Then the pages themselves, as a browser without JavaScript
// sends them (forms, redirects, refusals), on both databases.
//
// Counts: the embedded database is this file's own, so the board's numbers are checked
// exactly there; on the shared PostgreSQL other files place orders at the same time, so
// there the order's move from bucket to bucket is checked through the list's filters.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { shanghaiDate } from '@eshop/domain/time';
import type { BoardBucket } from '@eshop/domain/orders';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { deskOrderDetailSchema, deskOrderRowSchema, orderBoardSchema } from '../src/modules/staff/order-routes.ts';
import { databases, startShop, stockedSku, type DbKind, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { chineseAddress, payThroughSandbox, registeredMember, type Visitor } from './members.ts';

type Board = ReturnType<typeof orderBoardSchema.parse>;
type Detail = ReturnType<typeof deskOrderDetailSchema.parse>;
type Row = ReturnType<typeof deskOrderRowSchema.parse>;

const mobile = () => `139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

describe.each(databases())('back-office orders (%s)', (kind: DbKind) => {
  let shop: TestShop;
  let testSku: Awaited<ReturnType<typeof stockedSku>>;
  let storeId: number;
  let fulfilment: StaffBrowser;
  let fulfilment2: StaffBrowser;
  let service: StaffBrowser;
  let cashier: StaffBrowser;
  let admin: StaffBrowser;

  beforeAll(async () => {
    shop = await startShop(kind, {}, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    testSku = await stockedSku(shop, 37, { stock: 200, priceFen: 12_800 });
    const [store] = await queryRows<{ id: number }>(shop.handle.db, sql`select id from store where pickup = 'Y' order by sort, id limit 1`);
    storeId = store!.id;
    fulfilment = await staffBrowser(shop, ['fulfilment'], 'Lin Fang');
    fulfilment2 = await staffBrowser(shop, ['fulfilment'], 'Zhou Min');
    service = await staffBrowser(shop, ['customer-service'], 'Chen Jing');
    cashier = await staffBrowser(shop, ['cashier'], 'Wu Lei');
    admin = await staffBrowser(shop, ['admin'], 'Store Manager');
  });
  afterAll(async () => {
    await testSku?.restore();
    await shop?.close();
  });

  interface Placed { m: Visitor & { email: string }; tid: string; mobile: string }

  /** A new member's paid order of two units: delivery to an address with its own mobile, or pickup at the first store. */
  async function paidOrder(option: 'delivery' | 'pickup', extra: Record<string, string> = {}): Promise<Placed> {
    const m = await registeredMember(shop);
    const phone = mobile();
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(testSku.id), 'h.quantity': '2' });
    let form: Record<string, string>;
    if (option === 'delivery') {
      expect((await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.mobile': phone }))).statusCode).toBe(200);
      const addressId = ((await m.get('a/capi/account/Address.List')).json() as { data: { addressId: number }[] }).data[0]!.addressId;
      form = { 'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId) };
    } else {
      form = { 'oh.deliveryOption': 'pickup', 'r.storeId': String(storeId), 'oh.pickupName': '王芳', 'oh.pickupMobile': phone };
    }
    const created = await m.post('a/execute/capi/shopping/CreateOrder', { ...form, 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(), ...extra });
    expect(created.statusCode, created.body).toBe(200);
    const tid = (created.json() as { data: { transactionId: string } }).data.transactionId;
    await payThroughSandbox(shop, m, tid);
    return { m, tid, mobile: phone };
  }

  const act = (who: StaffBrowser, tid: string, action: string, body: Record<string, string> = {}, lang: 'en_US' | 'zh_CN' = 'en_US') =>
    staffCall(shop, who, 'POST', `staff/orders/${tid}/${action}`, body, lang);
  const moved = async (who: StaffBrowser, tid: string, action: string, body: Record<string, string> = {}) => {
    const res = await act(who, tid, action, body);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  };
  const board = async (): Promise<Board> => {
    const res = await staffCall(shop, fulfilment, 'GET', 'staff/orders/board');
    expect(res.statusCode, res.body).toBe(200);
    return orderBoardSchema.parse((res.json() as { data: unknown }).data);
  };
  const list = async (query: Record<string, string>, who = fulfilment): Promise<{ rows: Row[]; total: number }> => {
    const res = await staffCall(shop, who, 'GET', `staff/orders?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: unknown[]; total: number };
    return { rows: body.data.map((r) => deskOrderRowSchema.parse(r)), total: body.total };
  };
  const detail = async (tid: string, who = fulfilment, lang: 'en_US' | 'zh_CN' = 'en_US'): Promise<Detail> => {
    const res = await staffCall(shop, who, 'GET', `staff/orders/${tid}`, undefined, lang);
    expect(res.statusCode, res.body).toBe(200);
    return deskOrderDetailSchema.parse((res.json() as { data: unknown }).data);
  };
  /** The order is in `bucket` (checked through the list, on both databases). */
  const inBucket = async (tid: string, bucket: BoardBucket, extra: Record<string, string> = {}) =>
    (await list({ bucket, q: tid, ...extra })).rows.some((r) => r.transactionId === tid);
  const audits = async (tid: string) => queryRows<{ action: string; staff_username: string; before: unknown; after: unknown }>(shop.handle.db, sql`
    select action, staff_username, before, after from staff_audit where subject_type = 'order' and subject_id = ${tid} order by id`);

  it('moves the board\'s counts as a delivery order goes Paid → confirmed → packed → shipped', async () => {
    const before = await board();
    const { tid } = await paidOrder('delivery');
    const counts = async () => (await board()).counts;
    const exact = kind === 'pglite';
    const expectDelta = async (delta: Partial<Record<BoardBucket, number>>) => {
      if (!exact) return;
      const now = await counts();
      for (const b of Object.keys(before.counts) as BoardBucket[]) expect(now[b], b).toBe(before.counts[b] + (delta[b] ?? 0));
    };

    await expectDelta({ toConfirm: 1 });
    expect(await inBucket(tid, 'toConfirm')).toBe(true);
    await moved(fulfilment, tid, 'confirm');
    await expectDelta({ toPack: 1 });
    expect(await inBucket(tid, 'toConfirm')).toBe(false);
    expect(await inBucket(tid, 'toPack')).toBe(true);
    await moved(fulfilment, tid, 'pack');
    await expectDelta({ toShip: 1 });
    expect(await inBucket(tid, 'toShip')).toBe(true);
    await moved(fulfilment, tid, 'ship', { logisticsCompany: 'SF Express', shipmentNo: `SF${randomBytes(5).toString('hex').toUpperCase()}` });
    await expectDelta({});
    for (const b of ['toConfirm', 'toPack', 'toShip', 'readyForPickup', 'pickupsToday'] as const) expect(await inBucket(tid, b), b).toBe(false);
    expect((await list({ status: 'Shipped', q: tid })).rows.map((r) => r.transactionId)).toEqual([tid]);
  });

  it("counts today's pickups by store (Shanghai date) until the order is collected", async () => {
    const before = await board();
    const storeBefore = before.pickupsToday.find((s) => s.storeId === storeId)!;
    expect(storeBefore).toBeDefined();
    const { tid } = await paidOrder('pickup');
    // The pickup day follows the clock (after 16:00 it is tomorrow): this order's is today.
    const today = shanghaiDate(new Date());
    await shop.handle.db.execute(sql`update shop_order set promised_date = ${today}::date where transaction_id = ${tid}`);
    const exact = kind === 'pglite';
    const store = async () => (await board()).pickupsToday.find((s) => s.storeId === storeId)!;

    expect((await board()).date).toBe(today);
    if (exact) expect(await store()).toMatchObject({ open: storeBefore.open + 1, ready: storeBefore.ready });
    expect(await inBucket(tid, 'pickupsToday', { storeId: String(storeId) })).toBe(true);
    expect(await inBucket(tid, 'toConfirm')).toBe(true);
    await moved(fulfilment, tid, 'confirm');
    await moved(cashier, tid, 'ready');
    if (exact) {
      expect(await store()).toMatchObject({ open: storeBefore.open + 1, ready: storeBefore.ready + 1 });
      expect((await board()).counts).toMatchObject({ readyForPickup: before.counts.readyForPickup + 1, pickupsToday: before.counts.pickupsToday + 1 });
    }
    expect(await inBucket(tid, 'readyForPickup')).toBe(true);
    await moved(cashier, tid, 'complete');
    if (exact) {
      expect(await store()).toEqual(storeBefore);
      expect((await board()).counts).toEqual(before.counts);
    }
    expect(await inBucket(tid, 'pickupsToday')).toBe(false);
    // Another store's list does not show it.
    const [other] = await queryRows<{ id: number }>(shop.handle.db, sql`select id from store where id <> ${storeId} order by id limit 1`);
    if (other) expect((await list({ q: tid, storeId: String(other.id) })).rows).toEqual([]);
  });

  it('finds an order by its number, the recipient\'s or pickup person\'s phone, the member\'s phone or e-mail, and not others', async () => {
    const a = await paidOrder('delivery');
    const b = await paidOrder('delivery');
    const p = await paidOrder('pickup');
    const found = async (q: string, extra: Record<string, string> = {}) => {
      const r = await list({ q, ...extra });
      expect(r.total).toBe(r.rows.length);
      return r.rows.map((row) => row.transactionId);
    };
    expect(await found(a.tid)).toEqual([a.tid]);
    expect(await found(a.tid.toLowerCase())).toEqual([a.tid]);
    expect(await found(a.m.email)).toEqual([a.tid]);
    expect(await found(a.m.email.toUpperCase())).toEqual([a.tid]);
    expect(await found(a.mobile)).toEqual([a.tid]);
    expect(await found(`${a.mobile.slice(0, 3)} ${a.mobile.slice(3, 7)} ${a.mobile.slice(7)}`)).toEqual([a.tid]);
    expect(await found(`+86${b.mobile}`)).toEqual([b.tid]);
    expect(await found(p.mobile)).toEqual([p.tid]);
    // The member's own (verified) phone finds their orders too.
    const memberPhone = mobile();
    await shop.handle.db.execute(sql`update member set phone = ${memberPhone} where email = ${b.m.email}`);
    expect(await found(memberPhone)).toEqual([b.tid]);
    // Filters narrow; wildcards are plain characters.
    expect(await found(a.m.email, { status: 'Paid' })).toEqual([a.tid]);
    expect(await found(a.m.email, { status: 'Cancelled' })).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('nobody-here@example.com')).toEqual([]);
    const row = (await list({ q: p.tid })).rows[0]!;
    expect(row).toMatchObject({ deliveryOption: 'pickup', pickupName: '王芳', phone: p.mobile, email: p.m.email, status: 'Paid', statusLabel: 'Paid' });
    const paged = await list({ q: '@example.com', pageSize: '1' });
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it("shows an order's lines, totals, customer, address, payment and history with who did what", async () => {
    const { m, tid, mobile: phone } = await paidOrder('delivery', { 'oh.comment': 'Please ring twice' });
    await moved(fulfilment, tid, 'confirm');
    await moved(service, tid, 'reply', { message: 'We are packing your order.' });
    await m.post('a/execute/capi/shopping/AddMessageToOrder', { 'oh.transactionId': tid, 'msg.content': 'Thank you!' });
    const d = await detail(tid, fulfilment, 'zh_CN');
    expect(d).toMatchObject({
      transactionId: tid, status: 'OrderConfirmed', statusLabel: '订单已确认', deliveryOption: 'delivery', orderType: 'WO', comment: 'Please ring twice',
      totals: { subtotalFen: 25_600, totalFen: 25_600 + d.totals.shippingFen - d.totals.discountFen },
      delivery: { recipient: '张伟', mobile: phone, city: '上海市' },
      payment: { method: 'wechatpay', status: 'paid', statusLabel: '已付款', refund: null },
      pickup: null, courierBooked: false, actions: ['pack'],
    });
    expect(d.products).toEqual([expect.objectContaining({ skuId: testSku.id, quantity: 2, unitPriceFen: 12_800, lineTotalFen: 25_600 })]);
    expect(d.products[0]!.name).toMatch(/\p{Script=Han}/u);
    expect(d.customer).toMatchObject({ email: m.email, cancelled: false });
    expect(d.customer!.memberCode).toMatch(/^\d{12}$/);
    expect(d.promisedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.events.map((e) => [e.from, e.to, e.actor])).toEqual([[null, 'PendingPayment', 'customer'], ['PendingPayment', 'Paid', 'provider'], ['Paid', 'OrderConfirmed', 'staff']]);
    expect(d.events[2]).toMatchObject({ actorRef: `staff:${fulfilment.username}`, staffName: 'Lin Fang', toLabel: '订单已确认' });
    expect(d.messages).toEqual([
      expect.objectContaining({ author: 'staff', authorName: 'Chen Jing', content: 'We are packing your order.' }),
      expect.objectContaining({ author: 'customer', content: 'Thank you!' }),
    ]);
    // Every change is in the audit log, with who and the status before and after.
    expect(await audits(tid)).toEqual([
      expect.objectContaining({ action: 'order.confirm', staff_username: fulfilment.username, before: { status: 'Paid' }, after: { status: 'OrderConfirmed' } }),
      expect.objectContaining({ action: 'order.reply', staff_username: service.username, after: { status: 'OrderConfirmed', message: 'We are packing your order.' } }),
    ]);
  });

  it('offers each role exactly the actions the state machine allows it now', async () => {
    const delivery = await paidOrder('delivery');
    const actions = async (who: StaffBrowser, tid: string) => (await detail(tid, who)).actions;
    expect(await actions(fulfilment, delivery.tid)).toEqual(['confirm']);
    expect(await actions(service, delivery.tid)).toEqual(['confirm', 'cancel', 'reply']);
    expect(await actions(cashier, delivery.tid)).toEqual([]);
    expect(await actions(admin, delivery.tid)).toEqual(['confirm', 'cancel', 'reply']);
    await moved(fulfilment, delivery.tid, 'confirm');
    expect(await actions(fulfilment, delivery.tid)).toEqual(['pack']);
    expect(await actions(service, delivery.tid)).toEqual(['reply']);
    await moved(fulfilment, delivery.tid, 'pack');
    expect(await actions(fulfilment, delivery.tid)).toEqual(['ship']);
    // Booking the courier: it collects the parcel, so nobody ships it again meanwhile.
    await moved(fulfilment, delivery.tid, 'ship');
    const booked = await detail(delivery.tid);
    expect(booked).toMatchObject({ status: 'PendingDelivery', courierBooked: true, actions: [] });
    expect(booked.shipments).toEqual([expect.objectContaining({ tracked: true, status: 'Dispatching' })]);
    const again = await act(fulfilment, delivery.tid, 'ship', {}, 'zh_CN');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_COURIER_BOOKED', message: '该订单已预约快递，快递员取件后即为已发货。' });

    const pickup = await paidOrder('pickup');
    expect(await actions(cashier, pickup.tid)).toEqual([]);
    await moved(fulfilment, pickup.tid, 'confirm');
    expect(await actions(cashier, pickup.tid)).toEqual(['ready']);
    expect(await actions(fulfilment, pickup.tid)).toEqual(['ready']);
    await moved(cashier, pickup.tid, 'ready');
    expect(await actions(cashier, pickup.tid)).toEqual(['complete']);
    expect((await act(cashier, pickup.tid, 'cancel')).statusCode).toBe(403);
    await moved(cashier, pickup.tid, 'complete');
    for (const who of [fulfilment, cashier]) expect(await actions(who, pickup.tid)).toEqual([]);
    for (const who of [service, admin]) expect(await actions(who, pickup.tid)).toEqual(['reply']);
  });

  it('shows a star-shop order (Open) to confirm, in stars; customer service cancels it and the stars go back', async () => {
    const [gift] = await queryRows<{ id: number }>(shop.handle.db, sql`
      insert into gift (code, name_en, name_zh, description_en, description_zh, stars_tenths, stock, min_level, published, sort)
      values (${`T-FUL-${randomUUID().slice(0, 8)}`}, 'Test apron', '测试围裙', 'An apron.', '围裙。', 3000, 20, 1, true, 900) returning id`);
    const m = await registeredMember(shop);
    const code = ((await m.get('a/capi/account/MemberInfo')).json() as { data: { memberCode: string } }).data.memberCode;
    expect((await shop.app.eshopServices.loyalty.adjust({ memberCode: code, tenths: 5000, reason: 'test stars', staff: 'test' })).ok).toBe(true);
    expect((await m.post('a/execute/capi/rewards/AddToCart', { 'rw.itemId': String(gift!.id) })).statusCode).toBe(200);
    const created = await m.post('a/execute/capi/rewards/CreateOrder', {
      'oh.deliveryOption': 'pickup', 'r.storeId': String(storeId), 'oh.pickupName': '王芳', 'oh.pickupMobile': mobile(), 'oh.requestId': randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const tid = (created.json() as { data: { transactionId: string } }).data.transactionId;
    expect(tid).toMatch(/^WP/);
    expect(await inBucket(tid, 'toConfirm')).toBe(true);
    const d = await detail(tid, service, 'zh_CN');
    expect(d).toMatchObject({
      orderType: 'WP', status: 'Open', products: [], totals: { starsCostTenths: 3000, totalFen: 0 },
      gifts: [{ giftId: gift!.id, name: '测试围裙', quantity: 1, starsTenths: 3000, lineStarsTenths: 3000 }],
      actions: ['confirm', 'cancel', 'reply'], payment: { statusLabel: '已用星星支付' },
    });
    const page = await backofficePage(shop, service, `/orders/${tid}`);
    expect(page.body).toContain('the customer gets 300.0 stars back');
    expect((await backofficeForm(shop, service, `/orders/${tid}`, { intent: 'cancel' })).statusCode).toBe(302);
    expect(await detail(tid, service)).toMatchObject({ status: 'Cancelled', payment: { status: 'refunded', statusLabel: 'Stars returned' } });
    const [balance] = await queryRows<{ stars_tenths: number }>(shop.handle.db, sql`select stars_tenths from member where member_code = ${code}`);
    expect(balance!.stars_tenths).toBe(5000);
  });

  it('refuses bad input in the caller\'s language and writes nothing', async () => {
    const { tid } = await paidOrder('delivery');
    const auditsBefore = (await audits(tid)).length;
    const refused = async (res: Awaited<ReturnType<typeof staffCall>>, status: number, body: Record<string, unknown>) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ status: 'failure', ...body });
    };
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders/not-an-order', undefined, 'zh_CN'), 400,
      { code: 'INVALID_FIELD', field: 'transactionId', message: expect.stringContaining('订单号') });
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders/not-an-order'), 400, { field: 'transactionId', message: expect.stringContaining('order number') });
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders/WO99999999999999', undefined, 'zh_CN'), 404, { code: 'ORDER_NOT_FOUND', message: '该订单不存在。' });
    await refused(await act(fulfilment, 'WO99999999999999', 'confirm', {}, 'zh_CN'), 404, { code: 'ORDER_NOT_FOUND', message: '该订单不存在。' });
    await refused(await act(fulfilment, 'x1', 'confirm'), 400, { field: 'transactionId' });
    await refused(await act(fulfilment, tid, 'launch'), 400, { field: 'action' });

    await moved(fulfilment, tid, 'confirm');
    await moved(fulfilment, tid, 'pack');
    const before = (await audits(tid)).length;
    await refused(await act(fulfilment, tid, 'ship', { shipmentNo: 'SF1234567890' }, 'zh_CN'), 400,
      { code: 'INVALID_FIELD', field: 'logisticsCompany', message: '请输入物流公司。' });
    await refused(await act(fulfilment, tid, 'ship', { shipmentNo: 'SF1234567890', logisticsCompany: '  ' }), 400,
      { field: 'logisticsCompany', message: 'Please input the logistics company.' });
    await refused(await act(fulfilment, tid, 'ship', { logisticsCompany: 'SF Express' }, 'zh_CN'), 400, { field: 'shipmentNo', message: '请输入运单号。' });
    await refused(await act(fulfilment, tid, 'ship', { logisticsCompany: 'SF Express', shipmentNo: 'SF 12/34' }, 'zh_CN'), 400,
      { field: 'shipmentNo', message: '运单号应为4至40位字母、数字或短横线。' });
    await refused(await act(fulfilment, tid, 'ship', { logisticsCompany: 'x'.repeat(61), shipmentNo: 'SF1234567890' }, 'zh_CN'), 400,
      { field: 'logisticsCompany', message: '物流公司最多 60 个字符。' });
    await refused(await act(service, tid, 'reply', { message: '   ' }, 'zh_CN'), 400, { field: 'message', message: '请输入留言。' });
    await refused(await act(service, tid, 'cancel', { note: 'n'.repeat(201) }), 400, { field: 'note' });
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders?status=Lost'), 400, { field: 'status' });
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders?bucket=later'), 400, { field: 'bucket' });
    await refused(await staffCall(shop, fulfilment, 'GET', 'staff/orders?storeId=abc'), 400, { field: 'storeId' });
    await refused(await staffCall(shop, fulfilment, 'GET', `staff/orders?q=${'q'.repeat(101)}`, undefined, 'zh_CN'), 400, { field: 'q' });
    // A refused state change is not a change: still packed, no shipment, no new audit entry.
    const d = await detail(tid);
    expect(d).toMatchObject({ status: 'PendingDelivery', shipments: [], messages: [] });
    expect((await audits(tid)).length).toBe(before);
    expect(before).toBe(auditsBefore + 2);
  });

  it('lets one of two staff confirming the same order at once succeed; the other is told, in their language; one audit entry', async () => {
    const { tid } = await paidOrder('delivery');
    const [one, two] = await Promise.all([act(fulfilment, tid, 'confirm', {}, 'zh_CN'), act(fulfilment2, tid, 'confirm', {}, 'zh_CN')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json()).toMatchObject({ code: 'ORDER_TRANSITION_REFUSED', message: '该订单当前状态为“订单已确认”，无法确认。' });
    expect((await audits(tid)).filter((a) => a.action === 'order.confirm')).toHaveLength(1);
    const events = await queryRows<{ n: number }>(shop.handle.db, sql`
      select count(*)::int as n from order_event e join shop_order o on o.id = e.order_id where o.transaction_id = ${tid} and e.to_status = 'OrderConfirmed'`);
    expect(events[0]!.n).toBe(1);
  });

  describe('pages', () => {
    it('shows the board, finds an order, and lists it with its customer and destination, in both languages', async () => {
      const { tid, m } = await paidOrder('delivery');
      const en = await backofficePage(shop, fulfilment, '/orders');
      expect(en.statusCode).toBe(200);
      for (const text of ['To confirm', 'To pack', 'To ship', 'Ready for pickup', 'Today&#x27;s pickups', 'Today&#x27;s pickups by store:']) expect(en.body).toContain(text);
      const found = await backofficePage(shop, fulfilment, `/orders?q=${encodeURIComponent(m.email)}`, 'zh_CN');
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain(`/backoffice/orders/${tid}`);
      expect(found.body).toContain('共1单');
      expect(found.body).toContain('配送至上海市');
      expect(found.body).toContain('待确认');
      const bucket = await backofficePage(shop, fulfilment, `/orders?bucket=toConfirm&q=${tid}`);
      expect(bucket.body).toContain('Showing: To confirm');
      expect(bucket.body).toContain(tid);
      const bad = await backofficePage(shop, fulfilment, '/orders?status=Lost', 'zh_CN');
      expect(bad.statusCode).toBe(200);
      expect(bad.body).toContain('没有符合条件的订单。');
      // The "Today" page shows the same counts to whoever works on orders.
      const home = await backofficePage(shop, cashier, '/');
      expect(home.body).toContain('Orders waiting for the team');
      expect(home.body).toContain('data-testid="count-toConfirm"');
    });

    it("offers on an order's page only what the role may do, and moves the order through no-JS forms", async () => {
      const { tid } = await paidOrder('delivery', { 'oh.comment': '请放门卫处' });
      const fPage = await backofficePage(shop, fulfilment, `/orders/${tid}`);
      expect(fPage.statusCode).toBe(200);
      expect(fPage.body).toContain('Confirm order');
      expect(fPage.body).not.toContain('Cancel and refund');
      expect(fPage.body).not.toContain('Send message');
      expect(fPage.body).toContain('请放门卫处');
      expect(fPage.body).toContain('张伟');
      const sPage = await backofficePage(shop, service, `/orders/${tid}`, 'zh_CN');
      expect(sPage.body).toContain('取消并退款');
      expect(sPage.body).toContain('发送留言');

      const confirmed = await backofficeForm(shop, fulfilment, `/orders/${tid}`, { intent: 'confirm' });
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe(`/backoffice/orders/${tid}?done=confirm`);
      const after = await backofficePage(shop, fulfilment, `/orders/${tid}?done=confirm`);
      expect(after.body).toContain('Order confirmed.');
      expect(after.body).toContain('Mark as packed');
      // Someone else's page still offered "confirm": the refusal, in their language, beside the order as it is now.
      const stale = await backofficeForm(shop, service, `/orders/${tid}`, { intent: 'confirm' }, 'zh_CN');
      expect(stale.statusCode).toBe(409);
      expect(stale.body).toContain('该订单当前状态为“订单已确认”，无法确认。');
      expect(stale.body).toContain('发送留言');

      expect((await backofficeForm(shop, fulfilment, `/orders/${tid}`, { intent: 'pack' })).statusCode).toBe(302);
      const noCompany = await backofficeForm(shop, fulfilment, `/orders/${tid}`, { intent: 'ship', logisticsCompany: '', shipmentNo: 'YT20261124001' }, 'zh_CN');
      expect(noCompany.statusCode).toBe(400);
      expect(noCompany.body).toContain('请输入物流公司。');
      expect(noCompany.body).toContain('value="YT20261124001"');
      const shipped = await backofficeForm(shop, fulfilment, `/orders/${tid}`, { intent: 'ship', logisticsCompany: '圆通速递 YTO', shipmentNo: 'YT20261124001' });
      expect(shipped.statusCode).toBe(302);
      const d = await detail(tid);
      expect(d).toMatchObject({ status: 'Shipped', logisticsCompany: '圆通速递 YTO', shipmentNo: 'YT20261124001', actions: [] });
      expect(d.events.at(-1)).toMatchObject({ to: 'Shipped', actor: 'courier', actorRef: `staff:${fulfilment.username}`, staffName: 'Lin Fang' });

      const slip = await backofficePage(shop, fulfilment, `/orders/${tid}/slip`, 'zh_CN');
      expect(slip.statusCode).toBe(200);
      for (const text of ['装箱单', tid, '张伟', '南京西路1266号', '请放门卫处', '承诺送达', 'Butcher &amp; Deli', 'no-print']) expect(slip.body).toContain(text);
      expect(slip.body).not.toContain('¥');
    });

    it('cancels with a refund only after the confirmation, with the reason the customer reads', async () => {
      const { m, tid } = await paidOrder('pickup');
      const page = await backofficePage(shop, service, `/orders/${tid}`);
      expect(page.body).toContain('<details');
      expect(page.body).toContain(`Cancel order ${tid}?`);
      expect(page.body).toContain('the customer is refunded RMB 256.00');
      const cancelled = await backofficeForm(shop, service, `/orders/${tid}`, { intent: 'cancel', note: 'The ribeye is out of stock today' });
      expect(cancelled.statusCode).toBe(302);
      const d = await detail(tid, service);
      expect(d).toMatchObject({ status: 'Cancelled', remarks: 'The ribeye is out of stock today', actions: ['reply'] });
      expect(d.payment.refund).toMatchObject({ amountFen: 25_600 });
      const view = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json() as { data: { remarks: string; status: string } };
      expect(view.data).toMatchObject({ status: 'Cancelled', remarks: 'The ribeye is out of stock today' });
      // A cashier's form asking to cancel is refused by the role, whatever the page offered.
      const { tid: other } = await paidOrder('pickup');
      const refused = await backofficeForm(shop, cashier, `/orders/${other}`, { intent: 'cancel' });
      expect(refused.statusCode).toBe(403);
      expect((await detail(other)).status).toBe('Paid');
    });

    it('answers 404 for an unknown or malformed order, and the slip of a pickup order names the store and the person', async () => {
      expect((await backofficePage(shop, fulfilment, '/orders/WO99999999999999')).statusCode).toBe(404);
      expect((await backofficePage(shop, fulfilment, '/orders/nope')).statusCode).toBe(404);
      expect((await backofficePage(shop, fulfilment, '/orders/WO99999999999999/slip')).statusCode).toBe(404);
      const { tid, mobile: phone } = await paidOrder('pickup');
      const slip = await backofficePage(shop, cashier, `/orders/${tid}/slip`);
      expect(slip.statusCode).toBe(200);
      for (const text of ['Packing slip', 'Pickup at', 'Picked up by: ', '王芳', phone, 'Pickup day']) expect(slip.body).toContain(text);
    });
  });
});
