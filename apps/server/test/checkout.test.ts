// Checkout, orders and payment through the API (docs/decisions/0012), on both databases:
// server-side pricing, idempotent CreateOrder, stock reservation and its release,
// WeChat Pay notifications (genuine, replayed, forged, stale, wrong amount, late),
// refunds, ownership of every call. SKUs a test changes are put back afterwards.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { member, queryRows, sku, voucher } from '@eshop/db';
import type { CheckoutData, OrderDetail, OrderQuote, PaymentView } from '@eshop/domain/contract';
import type { WechatPaySandbox } from '../src/integrations/wechatpay/sandbox.ts';
import type { Services } from '../src/services.ts';
import { createSessions } from '../src/modules/accounts/sessions.ts';
import { databases, queuedJobs, runDueJobs, startShop, type TestShop } from './helpers.ts';
import { addToCart, chineseAddress, deliveryOrder, shopperWithAddress, visitor, type RegisteredMember, type Shopper } from './members.ts';

const CHECKOUT = 'a/capi/shopping/Checkout';
const TESTRUN = 'a/execute/capi/shopping/testrun/CreateOrder';
const CREATE = 'a/execute/capi/shopping/CreateOrder';
const PAY = 'a/execute/capi/shopping/Pay';
const STATUS = 'a/capi/shopping/PaymentStatus';
const VIEW = 'a/capi/shopping/ViewOrder';
const LIST = 'a/capi/shopping/Order.List';
const CANCEL = 'a/execute/capi/shopping/CancelOrder';
const MESSAGE = 'a/execute/capi/shopping/AddMessageToOrder';
const REBUY = 'a/execute/capi/shopping/ReBuy';
const NOTIFY = '/api/pay/wechatpay/notify';

describe.each(databases())('checkout, orders and payment on %s', (kind) => {
  let shop: TestShop;
  let services: Services;
  let sandbox: WechatPaySandbox;
  let skus: { id: number; stock: number; priceFen: number }[];
  const touched = new Map<number, { stock: number; priceFen: number }>();
  let next = 0;
  const db = () => shop.handle.db;

  /** A SKU of its own for one test, with `stock` units at `priceFen` (put back in afterAll). */
  async function takeSku(stock: number, priceFen: number) {
    const s = skus[next++]!;
    touched.set(s.id, { stock: s.stock, priceFen: s.priceFen });
    await db().update(sku).set({ stock, priceFen }).where(eq(sku.id, s.id));
    return s.id;
  }
  const stockOf = async (id: number) => (await db().select({ stock: sku.stock }).from(sku).where(eq(sku.id, id)))[0]!.stock;

  beforeAll(async () => {
    shop = await startShop(kind);
    services = shop.app.eshopServices;
    sandbox = services.paymentsSandbox!;
    skus = await queryRows(db(), sql`
      select s.id, s.stock, s.price_fen as "priceFen" from sku s join item i on i.id = s.item_id
       where i.published and s.stock > 0 order by s.id desc`);
  });
  afterAll(async () => {
    for (const [id, v] of touched) await db().update(sku).set(v).where(eq(sku.id, id));
    await shop.close();
  });

  const shopper = () => shopperWithAddress(shop);
  const delivery = deliveryOrder;
  async function order(m: Shopper, skuId: number, quantity: number, extra: Record<string, string> = {}) {
    await addToCart(m, skuId, quantity);
    const res = await m.post(CREATE, delivery(m, extra));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { transactionId: string; totalFen: number } }).data;
  }
  const view = async (m: RegisteredMember, tid: string, lang = 'en_US') => {
    const res = await m.get(`${VIEW}?oh.transactionId=${tid}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: OrderDetail }).data;
  };
  async function showQr(m: RegisteredMember, tid: string, refresh = false) {
    const res = await m.post(PAY, { 'oh.transactionId': tid, ...(refresh ? { refresh: 'Y' } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: PaymentView }).data;
  }
  /** The payer confirms in the sandbox; the notification is then delivered to the shop like WeChat's. */
  async function payAndNotify(codeUrl: string, opts: { mutate?: (r: Record<string, unknown>) => void; id?: string } = {}) {
    const code = codeUrl.split('/').pop()!;
    const order = await sandbox.findByCode(code);
    await sandbox.pay(code);
    return notify(order!.outTradeNo, opts);
  }
  async function notify(outTradeNo: string, opts: { mutate?: (r: Record<string, unknown>) => void; id?: string; timestamp?: number; serial?: string } = {}) {
    const resource = (await sandbox.transactionResource(outTradeNo))!;
    opts.mutate?.(resource);
    const n = await sandbox.signNotification({
      event: 'TRANSACTION.SUCCESS', resource, ...(opts.id ? { id: opts.id } : {}),
      ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}), ...(opts.serial ? { serial: opts.serial } : {}),
    });
    return shop.inject({ method: 'POST', url: NOTIFY, headers: { ...n.headers, 'content-type': 'application/json' }, payload: n.body });
  }

  it('answers 403 to every member call without a session', async () => {
    const v = visitor(shop);
    for (const path of [CHECKOUT, `${LIST}`, `${VIEW}?oh.transactionId=WO2611221`, `${STATUS}?oh.transactionId=WO2611221`]) {
      expect((await v.get(path)).statusCode, path).toBe(403);
    }
    for (const path of [CREATE, TESTRUN, PAY, CANCEL, MESSAGE]) {
      const form = { 'oh.transactionId': 'WO2611221', 'oh.deliveryOption': 'pickup', 'msg.content': 'hello' };
      expect((await v.post(path, form)).statusCode, path).toBe(403);
    }
  });

  it('prices on the server: testrun and CreateOrder agree, shipping by level, whatever the client sends', async () => {
    const m = await shopper();
    const skuId = await takeSku(20, 6_550);
    await addToCart(m, skuId, 2);
    const checkout = (await m.get(CHECKOUT)).json() as { data: CheckoutData };
    expect(checkout.data.quote).toMatchObject({ goodsFen: 13_100, shippingFen: 5000, totalFen: 18_100, toFreeShippingFen: 6_900 });
    expect(checkout.data.quote.promise.text).toMatch(/Delivered|today|tomorrow/);
    expect(checkout.data.addresses[0]!.addressId).toBe(m.addressId);
    expect(checkout.data.stores.length).toBeGreaterThan(0);

    const form = delivery(m, { 'oh.totalFen': '1', totalFen: '1', 'h.price': '1', price: '0' });
    const quote = ((await m.post(TESTRUN, form)).json() as { data: OrderQuote }).data;
    expect(quote.totalFen).toBe(18_100);
    expect(await stockOf(skuId)).toBe(20); // testrun reserves nothing

    const created = await m.post(CREATE, form);
    expect(created.statusCode, created.body).toBe(200);
    const { transactionId, totalFen } = (created.json() as { data: { transactionId: string; totalFen: number } }).data;
    expect(totalFen).toBe(18_100);
    expect(transactionId).toMatch(/^WO\d{12}$/);
    expect(await stockOf(skuId)).toBe(18);
    const detail = await view(m, transactionId, 'zh_CN');
    expect(detail).toMatchObject({ status: 'PendingPayment', statusLabel: '待付款', grandTotalFen: 18_100, subtotalFen: 13_100, shippingFen: 5000, canPay: true, canCancel: true });
    expect(detail.shippingAddress).toMatchObject({ recipient: '张伟', city: '上海市' });
    expect(detail.products).toEqual([expect.objectContaining({ 'sku.skuId': skuId, quantity: 2, unitPriceFen: 6_550, lineTotalFen: 13_100 })]);
    // The ordered lines left the cart.
    expect(((await m.get('a/capi/shopping/Cart.List')).json() as { data: unknown[] }).data).toEqual([]);
  });

  it('makes one order per oh.requestId (double click, retry), reserving stock once', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 1_000);
    await addToCart(m, skuId, 3);
    const form = delivery(m);
    const answers = await Promise.all([m.post(CREATE, form), m.post(CREATE, form)]);
    const ids = answers.map((a) => { expect(a.statusCode, a.body).toBe(200); return (a.json() as { data: { transactionId: string } }).data.transactionId; });
    expect(ids[0]).toBe(ids[1]);
    const again = await m.post(CREATE, form);
    expect((again.json() as { data: { transactionId: string; replayed: boolean } }).data).toMatchObject({ transactionId: ids[0], replayed: true });
    expect(await stockOf(skuId)).toBe(7);
    const list = (await m.get(LIST)).json() as { data: unknown[]; total: number };
    expect(list.total).toBe(1);
  });

  it('refuses other members\' addresses and vouchers, and checks pickup fields in the shopper\'s language', async () => {
    const a = await shopper();
    const b = await shopper();
    const skuId = await takeSku(10, 30_000);
    await addToCart(a, skuId, 1);
    // Another member's address is answered like an unknown one.
    const other = await a.post(CREATE, delivery(b));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ field: 'a.addressId', message: 'This address does not exist.' });
    const [bVoucher] = await db().select({ id: voucher.id }).from(voucher).innerJoin(member, eq(member.id, voucher.memberId)).where(eq(member.email, b.email));
    const stolen = await a.post(CREATE, delivery(a, { 'v.voucherId': String(bVoucher!.id) }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'VOUCHER_NOT_FOUND' });

    const pickup = await a.post(CREATE, { 'oh.deliveryOption': 'pickup', 'oh.requestId': randomUUID() }, { lang: 'zh_CN' });
    expect(pickup.statusCode).toBe(400);
    const fields = (pickup.json() as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['oh.pickupMobile', 'oh.pickupName', 'r.storeId']);
    expect(fields['oh.pickupName']).toBe('请输入提货人姓名。');
    expect(await stockOf(skuId)).toBe(10);
  });

  it('takes the welcome coupon off and gives it back when the unpaid order is cancelled', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 25_000);
    await addToCart(m, skuId, 1);
    const checkout = ((await m.get(CHECKOUT)).json() as { data: CheckoutData }).data;
    const welcome = checkout.vouchers.find((v) => v.usable && v.kind === 'off')!;
    expect(welcome).toBeDefined();
    const res = await m.post(CREATE, delivery(m, { 'v.voucherId': String(welcome['v.voucherId']) }));
    expect(res.statusCode, res.body).toBe(200);
    const { transactionId } = (res.json() as { data: { transactionId: string } }).data;
    const detail = await view(m, transactionId);
    expect(detail).toMatchObject({ subtotalFen: 25_000, discountFen: 3000, shippingFen: 0, grandTotalFen: 22_000 });
    // Used: a second order cannot take it again.
    await addToCart(m, skuId, 1);
    const twice = await m.post(CREATE, delivery(m, { 'v.voucherId': String(welcome['v.voucherId']) }));
    expect(twice.statusCode).toBe(409);

    const cancelled = await m.post(CANCEL, { 'oh.transactionId': transactionId, remarks: 'Ordered the wrong cut' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { data: OrderDetail }).data).toMatchObject({ status: 'Cancelled', remarks: 'Ordered the wrong cut', canPay: false });
    expect(await stockOf(skuId)).toBe(10);
    const again = ((await m.get(CHECKOUT)).json() as { data: CheckoutData }).data;
    expect(again.vouchers.find((v) => v['v.voucherId'] === welcome['v.voucherId'])?.usable).toBe(true);
    // Cancelled is final for the customer.
    const twiceCancelled = await m.post(CANCEL, { 'oh.transactionId': transactionId }, { lang: 'zh_CN' });
    expect(twiceCancelled.statusCode).toBe(409);
    expect(twiceCancelled.json()).toMatchObject({ code: 'ORDER_TRANSITION_REFUSED', message: '该订单当前状态为“已取消”，无法取消。' });
  });

  it('pays an order once from a genuine notification; replays, forgeries, stale and wrong-amount ones change nothing', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 12_345);
    const { transactionId } = await order(m, skuId, 1);
    const qr = await showQr(m, transactionId);
    expect(qr.codeUrl).toMatch(/\/dev\/wechatpay\/pay\//);
    expect(new Date(qr.expiresAt!).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await showQr(m, transactionId)).codeUrl).toBe(qr.codeUrl); // the same QR while it lives
    const outTradeNo = (await sandbox.findByCode(qr.codeUrl!.split('/').pop()!))!.outTradeNo;

    // Before the payer pays: a forged "success" for the unpaid attempt (wrong amount) is ignored.
    const wrongAmount = await notify(outTradeNo, { mutate: (r) => { r.trade_state = 'SUCCESS'; (r.amount as { total: number }).total = 1; } });
    expect(wrongAmount.statusCode).toBe(204);
    expect((await view(m, transactionId)).status).toBe('PendingPayment');

    const stale = await notify(outTradeNo, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(401);
    const badSerial = await notify(outTradeNo, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' });
    expect(badSerial.statusCode).toBe(401);
    const forged = await shop.inject({ method: 'POST', url: NOTIFY, headers: { 'content-type': 'application/json', 'wechatpay-signature': 'AAAA', 'wechatpay-timestamp': String(Math.floor(Date.now() / 1000)), 'wechatpay-nonce': 'x', 'wechatpay-serial': sandbox.credentials.platformPublicKeyId }, payload: '{"id":"x"}' });
    expect(forged.statusCode).toBe(401);

    const id = randomUUID();
    const paid = await payAndNotify(qr.codeUrl!, { id });
    expect(paid.statusCode).toBe(204);
    let detail = await view(m, transactionId);
    expect(detail).toMatchObject({ status: 'Paid', paymentStatus: 'paid', canPay: false });
    expect(((await m.get(`${STATUS}?oh.transactionId=${transactionId}`)).json() as { data: { paid: boolean } }).data.paid).toBe(true);

    // The same notification again, and a new one for the same payment: no second payment.
    expect((await notify(outTradeNo, { id })).statusCode).toBe(204);
    expect((await notify(outTradeNo)).statusCode).toBe(204);
    const payments = await queryRows<{ status: string }>(db(), sql`select p.status from payment p join shop_order o on o.id = p.order_id where o.transaction_id = ${transactionId}`);
    expect(payments.map((p) => p.status)).toEqual(['paid']);
    const events = await queryRows<{ to_status: string }>(db(), sql`select e.to_status from order_event e join shop_order o on o.id = e.order_id where o.transaction_id = ${transactionId} order by e.id`);
    expect(events.map((e) => e.to_status)).toEqual(['PendingPayment', 'Paid']);
    detail = await view(m, transactionId);
    expect(detail.history.map((h) => h.status)).toEqual(['PendingPayment', 'Paid']);
    // A paid order cannot be paid again.
    const payAgain = await m.post(PAY, { 'oh.transactionId': transactionId });
    expect((payAgain.json() as { data: PaymentView }).data).toMatchObject({ paid: true, codeUrl: null });
  });

  it('applies a payment once when its notification arrives several times at once; the order\'s other open code is closed', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 5_500);
    const { transactionId } = await order(m, skuId, 1);
    const code = (await showQr(m, transactionId)).codeUrl!.split('/').pop()!;
    const outTradeNo = (await sandbox.findByCode(code))!.outTradeNo;
    // Another code of the order still open (another tab's, say).
    const other = `${transactionId}P99`;
    await db().execute(sql`insert into payment (order_id, provider, trade_type, out_trade_no, amount_fen, expires_at)
      select id, 'wechatpay', 'native', ${other}, total_fen, now() + interval '5 minutes' from shop_order where transaction_id = ${transactionId}`);
    await sandbox.pay(code); // the sandbox's own delivery cannot reach the shop (no server listening)
    const id = randomUUID();
    const answers = await Promise.all([notify(outTradeNo, { id }), notify(outTradeNo, { id }), notify(outTradeNo), notify(outTradeNo)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);

    const payments = await queryRows<{ out_trade_no: string; status: string; provider_transaction_id: string | null; paid: boolean }>(db(), sql`
      select p.out_trade_no, p.status, p.provider_transaction_id, p.paid_at is not null as paid
        from payment p join shop_order o on o.id = p.order_id where o.transaction_id = ${transactionId} order by p.id`);
    expect(payments).toEqual([
      { out_trade_no: outTradeNo, status: 'paid', provider_transaction_id: expect.any(String), paid: true },
      { out_trade_no: other, status: 'closed', provider_transaction_id: null, paid: false },
    ]);
    const events = await queryRows<{ to_status: string }>(db(), sql`select e.to_status from order_event e join shop_order o on o.id = e.order_id where o.transaction_id = ${transactionId} order by e.id`);
    expect(events.map((e) => e.to_status)).toEqual(['PendingPayment', 'Paid']);
    // Each notification recorded once with what it did: one paid the order, the others were duplicates.
    const recorded = await queryRows<{ id: string; outcome: string }>(db(), sql`select id, outcome from payment_notification where out_trade_no = ${outTradeNo}`);
    expect(recorded).toHaveLength(3);
    expect(recorded.map((r) => r.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    expect(recorded.some((r) => r.id === id)).toBe(true);
    const [{ refunds }] = await queryRows<{ refunds: number }>(db(), sql`
      select count(*)::int as refunds from refund r join payment p on p.id = r.payment_id where p.out_trade_no in (${outTradeNo}, ${other})`) as [{ refunds: number }];
    expect(refunds).toBe(0);
    const announced = (await queuedJobs(shop, 'order_status_changed')).filter((j) => j.data.transactionId === transactionId && j.data.to === 'Paid');
    expect(announced).toHaveLength(1);
    expect(((await m.get(`${STATUS}?oh.transactionId=${transactionId}`)).json() as { data: unknown }).data).toEqual({ paid: true, status: 'Paid' });
  });

  it('refunds money that arrives for an order cancelled meanwhile, and refunds a paid order the customer cancels', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 5_000);
    const first = await order(m, skuId, 1);
    const qr = await showQr(m, first.transactionId);
    // Cancelled without closing the code at WeChat Pay (CancelOrder closes it first, so this is
    // money that arrives anyway: a code the shop could not reach, a legacy order).
    const [{ id: orderId }] = await queryRows<{ id: number }>(db(), sql`select id from shop_order where transaction_id = ${first.transactionId}`) as [{ id: number }];
    expect((await services.orderLifecycle.transition({ orderId, to: 'Cancelled', actor: 'customer' })).ok).toBe(true);
    const late = await payAndNotify(qr.codeUrl!);
    expect(late.statusCode).toBe(204);
    expect((await view(m, first.transactionId)).status).toBe('Cancelled');
    const refunds = await queryRows<{ status: string; amount_fen: number }>(db(), sql`
      select r.status, r.amount_fen from refund r join payment p on p.id = r.payment_id join shop_order o on o.id = p.order_id where o.transaction_id = ${first.transactionId}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount_fen).toBe(first.totalFen);
    await runDueJobs(shop);
    const settled = await queryRows<{ status: string }>(db(), sql`
      select r.status from refund r join payment p on p.id = r.payment_id join shop_order o on o.id = p.order_id where o.transaction_id = ${first.transactionId}`);
    expect(settled[0]!.status).toBe('succeeded');

    const second = await order(m, skuId, 2);
    await payAndNotify((await showQr(m, second.transactionId)).codeUrl!);
    expect(await stockOf(skuId)).toBe(8);
    const cancel = await m.post(CANCEL, { 'oh.transactionId': second.transactionId, remarks: 'Plans changed' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((cancel.json() as { data: OrderDetail }).data).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(skuId)).toBe(10);
    await runDueJobs(shop);
    const [sandboxOrder] = await sandbox.orders((await queryRows<{ out_trade_no: string }>(db(), sql`
      select p.out_trade_no from payment p join shop_order o on o.id = p.order_id where o.transaction_id = ${second.transactionId}`))[0]!.out_trade_no);
    expect(sandboxOrder!.tradeState).toBe('REFUND');
  });

  it('cancels orders unpaid after 30 minutes and puts their stock back, unless the provider says they were paid', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 2_000);
    const unpaid = await order(m, skuId, 2);
    const paidButUnnotified = await order(m, skuId, 3);
    const qr = await showQr(m, paidButUnnotified.transactionId);
    await sandbox.pay(qr.codeUrl!.split('/').pop()!); // the notification never reaches the shop (no server listening)
    await db().execute(sql`update shop_order set pay_before = now() - interval '1 minute'
      where transaction_id in (${unpaid.transactionId}, ${paidButUnnotified.transactionId})`);
    await services.payments.expireUnpaid();
    expect((await view(m, unpaid.transactionId)).status).toBe('Cancelled');
    expect((await view(m, unpaid.transactionId)).remarks).toBe('Not paid within 30 minutes');
    expect((await view(m, paidButUnnotified.transactionId)).status).toBe('Paid');
    expect(await stockOf(skuId)).toBe(7);
    // Paying an expired order is refused in the shopper's language.
    const late = await order(m, skuId, 1);
    await db().execute(sql`update shop_order set pay_before = now() - interval '1 second' where transaction_id = ${late.transactionId}`);
    const refused = await m.post(PAY, { 'oh.transactionId': late.transactionId }, { lang: 'zh_CN' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_PAY_EXPIRED', message: '该订单已超过付款时间并已取消，请重新下单。' });
  });

  it('shows a member only their own orders and messages', async () => {
    const a = await shopper();
    const b = await shopper();
    const skuId = await takeSku(10, 1_500);
    const { transactionId } = await order(a, skuId, 1);
    expect((await b.get(`${VIEW}?oh.transactionId=${transactionId}`)).statusCode).toBe(404);
    expect((await b.post(CANCEL, { 'oh.transactionId': transactionId })).statusCode).toBe(404);
    expect((await b.post(MESSAGE, { 'oh.transactionId': transactionId, 'msg.content': 'hi' })).statusCode).toBe(404);
    expect((await b.post(PAY, { 'oh.transactionId': transactionId })).statusCode).toBe(404);
    expect(((await b.get(LIST)).json() as { total: number }).total).toBe(0);
    const msg = await a.post(MESSAGE, { 'oh.transactionId': transactionId, 'msg.content': 'Please ring twice.' });
    expect(msg.statusCode, msg.body).toBe(200);
    expect((msg.json() as { data: OrderDetail }).data.messages).toEqual([expect.objectContaining({ author: 'customer', content: 'Please ring twice.' })]);
    expect((await view(a, transactionId)).status).toBe('PendingPayment');
  });

  it('ReBuy puts the member\'s own order back in the cart, skipping a sold-out line with its reason in the shopper\'s language', async () => {
    const a = await shopper();
    const b = await shopper();
    const kept = await takeSku(10, 1_200);
    const gone = await takeSku(10, 800);
    await addToCart(a, kept, 2);
    const { transactionId } = await order(a, gone, 1);
    expect(((await a.get('a/capi/shopping/Cart.List')).json() as { summary: { cartTotal: number } }).summary.cartTotal).toBe(0);
    await db().update(sku).set({ stock: 0 }).where(eq(sku.id, gone));

    // Another member's order is not found, and their cart is untouched; a malformed number is refused.
    const other = await b.post(REBUY, { 'oh.transactionId': transactionId });
    expect(other.statusCode, other.body).toBe(404);
    expect(((await b.get('a/capi/shopping/Cart.List')).json() as { summary: { cartTotal: number } }).summary.cartTotal).toBe(0);
    expect((await a.post(REBUY, { 'oh.transactionId': 'not an order' })).statusCode).toBe(400);

    const rebuy = async (lang: string) => {
      const res = await a.post(REBUY, { 'oh.transactionId': transactionId }, { lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { summary: { cartTotal: number; goodsFen: number }; skipped: { name: string; reason: string }[] };
    };
    const first = await rebuy('en_US');
    expect(first.summary).toMatchObject({ cartTotal: 2, goodsFen: 2_400 });
    expect(first.skipped).toHaveLength(1);
    expect(first.skipped[0]!.reason).toMatch(/[a-z]/i);
    const second = await rebuy('zh_CN');
    expect(second.summary.cartTotal).toBe(4);
    expect(second.skipped[0]!.reason).toMatch(/[\u4e00-\u9fff]/);
    expect(second.skipped[0]!.name).not.toBe(first.skipped[0]!.name);
  });

  it('refuses an order when stock ran out after the cart was filled, rolling back every reservation', async () => {
    const m = await shopper();
    const plenty = await takeSku(10, 1_000);
    const scarce = await takeSku(5, 1_000);
    await addToCart(m, plenty, 2);
    await addToCart(m, scarce, 5);
    await db().update(sku).set({ stock: 4 }).where(eq(sku.id, scarce));
    const res = await m.post(CREATE, delivery(m));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_STOCK_SHORT', lines: [expect.objectContaining({ skuId: scarce, available: 4, quantity: 5 })] });
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(scarce)).toBe(4);
  });

  it('signs WeChat JS-SDK config for pages of this shop only (JSAPIConfig)', async () => {
    const m = await shopper();
    const page = `${services.publicOrigin}/eshop/mobile/shopping/pay-wx?transactionId=WO1#x`;
    const res = await m.post('a/execute/capi/account/JSAPIConfig', { path: page });
    expect(res.statusCode, res.body).toBe(200);
    const { config } = (res.json() as { rflag: { config: { appId: string; timestamp: number; nonceStr: string; signature: string } } }).rflag;
    const ticket = await services.wechat.jsapiTicket();
    const expected = createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page.split('#')[0]}`).digest('hex');
    expect(config.signature).toBe(expected);
    expect(config.appId).toBe(services.wechat.appId);
    expect((await m.post('a/execute/capi/account/JSAPIConfig', { path: 'https://evil.example/eshop/' })).statusCode).toBe(400);
    expect((await visitor(shop).post('a/execute/capi/account/JSAPIConfig', { path: page })).statusCode).toBe(403);
  });

  it('mails registered members a confirmation of the order, and WeChat customers (no e-mail) nothing', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 8_800);
    const { transactionId } = await order(m, skuId, 1);
    // A job of CreateOrder's transaction; running the jobs twice sends it once.
    await runDueJobs(shop);
    await runDueJobs(shop);
    const mail = await queryRows<{ subject: string; text: string }>(db(), sql`select subject, text from sandbox_mail where rcpt_to ? ${m.email} and subject like ${`%${transactionId}%`}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Please pay within 30 minutes');
    expect(mail[0]!.text).toContain('RMB 138.00'); // 88 + 50 shipping
    expect(mail[0]!.text).toContain('南京西路1266号');

    // A WeChat customer: signed in by QR scan, never registered an e-mail.
    const [wx] = await db().insert(member).values({ wechatOpenid: `o-${randomUUID()}` }).returning({ id: member.id });
    const token = await createSessions({ db: db() }).create(wx!.id);
    const v = visitor(shop);
    v.session = token;
    await v.post('a/execute/capi/account/Address', chineseAddress());
    const addressId = ((await v.get('a/capi/account/Address.List')).json() as { data: { addressId: number }[] }).data[0]!.addressId;
    await v.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '1' });
    const created = await v.post(CREATE, delivery({ addressId }));
    expect(created.statusCode, created.body).toBe(200);
    const wxOrder = (created.json() as { data: { transactionId: string } }).data.transactionId;
    await runDueJobs(shop);
    const sent = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from sandbox_mail where subject like ${`%${wxOrder}%`}`);
    expect(sent[0]!.n).toBe(0);
  });

  it('mails an order placed in Chinese in Chinese, both the confirmation and the payment, with the order\'s Chinese page', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 6_600);
    await addToCart(m, skuId, 1);
    const created = await m.post(CREATE, delivery(m), { lang: 'zh_CN' });
    expect(created.statusCode, created.body).toBe(200);
    const { transactionId } = (created.json() as { data: { transactionId: string } }).data;
    await payAndNotify((await showQr(m, transactionId)).codeUrl!);
    await runDueJobs(shop);
    const mails = await queryRows<{ subject: string; text: string }>(db(), sql`
      select subject, text from sandbox_mail where rcpt_to ? ${m.email} and subject like ${`%${transactionId}%`} order by received_at, id`);
    expect(mails.map((x) => x.subject).sort()).toEqual([`您的订单 ${transactionId}`, `订单 ${transactionId} 付款成功`]);
    for (const mail of mails) expect(mail.text).toContain(`/eshop/zh_CN/pc/my/order-detail?transactionId=${transactionId}`);
    expect(mails.find((x) => x.subject.startsWith('订单'))!.text).toContain('RMB 116.00'); // 66 + 50 shipping
  });

  it('finds a payment whose notification never came when the pay page polls', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 3_300);
    const { transactionId } = await order(m, skuId, 1);
    const qr = await showQr(m, transactionId);
    await sandbox.pay(qr.codeUrl!.split('/').pop()!); // paid at WeChat; the notification cannot reach the shop
    const poll = async () => ((await m.get(`${STATUS}?oh.transactionId=${transactionId}`)).json() as { data: { paid: boolean; status: string } }).data;
    expect(await poll()).toEqual({ paid: false, status: 'PendingPayment' }); // the attempt is brand new: not asked yet
    await db().execute(sql`update payment set created_at = now() - interval '1 minute'
      where order_id = (select id from shop_order where transaction_id = ${transactionId})`);
    expect(await poll()).toEqual({ paid: true, status: 'Paid' });
  });

  it('a pay page that waits (waitSeconds) hears of its own payment or cancellation at once, and of nothing else', async () => {
    const m = await shopper();
    const other = await shopper();
    const skuId = await takeSku(10, 2_600);
    const { transactionId } = await order(m, skuId, 1);
    const second = await order(m, skuId, 1);
    const qr = await showQr(m, transactionId);
    const secondQr = await showQr(m, second.transactionId);
    type Status = { data: { paid: boolean; status: string } };
    const ask = (who: Shopper, tid: string, wait: number) => who.get(`${STATUS}?oh.transactionId=${tid}&waitSeconds=${wait}`);
    const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'still waiting'>((r) => setTimeout(r, ms, 'still waiting'))]);

    // Two tabs wait on the order; another member cannot wait on it (answered at once: not found).
    const tabs = [ask(m, transactionId, 15), ask(m, transactionId, 15)];
    const stranger = await within(ask(other, transactionId, 15), 2_000);
    expect(stranger !== 'still waiting' && stranger.statusCode).toBe(404);
    expect(await within(tabs[0]!, 300)).toBe('still waiting');

    // The member's other order is paid: these waits go on.
    expect((await payAndNotify(secondQr.codeUrl!)).statusCode).toBe(204);
    expect(await within(tabs[0]!, 300)).toBe('still waiting');

    // This order is paid: both tabs are answered at once, long before their 15 s.
    const started = Date.now();
    expect((await payAndNotify(qr.codeUrl!)).statusCode).toBe(204);
    const answers = await within(Promise.all(tabs), 3_000);
    expect(answers).not.toBe('still waiting');
    for (const a of answers as Awaited<(typeof tabs)[number]>[]) {
      expect(a.statusCode).toBe(200);
      expect((a.json() as Status).data).toEqual({ paid: true, status: 'Paid' });
    }
    expect(Date.now() - started).toBeLessThan(3_000);
    // A paid order is answered at once, wait or not.
    expect((await within(ask(m, transactionId, 15), 2_000) as Awaited<ReturnType<typeof ask>>).json()).toMatchObject({ data: { paid: true } });

    // An order cancelled while its pay page waits: answered at once, cancelled.
    const third = await order(m, skuId, 1);
    await showQr(m, third.transactionId);
    const waiting = ask(m, third.transactionId, 15);
    expect(await within(waiting, 300)).toBe('still waiting');
    const cancelled = await m.post(CANCEL, { 'oh.transactionId': third.transactionId, remarks: 'Changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = await within(waiting, 3_000);
    expect(answer).not.toBe('still waiting');
    expect(((answer as Awaited<typeof waiting>).json() as Status).data).toEqual({ paid: false, status: 'Cancelled' });
  });

  it('a wait that hears nothing answers the order as it is once its seconds are up; a bad wait is refused in the member’s language', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 2_700);
    const { transactionId } = await order(m, skuId, 1);
    await showQr(m, transactionId);
    const started = Date.now();
    const res = await m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect((res.json() as { data: unknown }).data).toEqual({ paid: false, status: 'PendingPayment' });
    for (const wait of ['21', '-1', '1.5', 'soon']) {
      const en = await m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=${wait}`);
      expect(en.statusCode, wait).toBe(400);
      expect(en.json()).toMatchObject({ status: 'failure', message: 'The value of “waitSeconds” is not valid.' });
      const zh = await m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=${wait}`, { lang: 'zh_CN' });
      expect(zh.statusCode, wait).toBe(400);
      expect(zh.json()).toMatchObject({ status: 'failure', message: '“waitSeconds”的值无效。' });
    }
  });

  it('Refresh replaces the QR: the old code stops working at WeChat', async () => {
    const m = await shopper();
    const skuId = await takeSku(10, 4_400);
    const { transactionId } = await order(m, skuId, 1);
    const first = await showQr(m, transactionId);
    const second = await showQr(m, transactionId, true);
    expect(second.codeUrl).not.toBe(first.codeUrl);
    const oldCode = first.codeUrl!.split('/').pop()!;
    // Closing it at WeChat Pay is a job of the refresh (payment_close).
    expect(sandbox.stateOf((await sandbox.findByCode(oldCode))!)).toBe('PAYABLE');
    await runDueJobs(shop);
    expect(sandbox.stateOf((await sandbox.findByCode(oldCode))!)).toBe('CLOSED');
    await payAndNotify(second.codeUrl!);
    expect((await view(m, transactionId)).status).toBe('Paid');
  });
});
