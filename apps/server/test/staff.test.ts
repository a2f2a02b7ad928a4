// The staff API (decisions.md "Staff"; docs/decisions/0012): sign-in, roles, and order
// actions through the state machine, on both databases. A paid order goes through
// confirm → pack → ship → (customer) received, a pickup order through confirm → ready →
// complete; what the machine or the role does not allow is refused with a clear error.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { OrderDetail } from '@eshop/domain/contract';
import { databases, runDueJobs, startShop, stockedSku, type TestShop } from './helpers.ts';
import { chineseAddress, payThroughSandbox, registeredMember } from './members.ts';

describe.each(databases())('staff API on %s', (kind) => {
  let shop: TestShop;
  let skuId: number;
  let testSku: Awaited<ReturnType<typeof stockedSku>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    shop = await startShop(kind);
    testSku = await stockedSku(shop, 7, { stock: 50, priceFen: 26_000 });
    skuId = testSku.id;
    const staff = shop.app.eshopServices.staff;
    for (const [username, roles] of [['lin', ['fulfilment']], ['wu', ['cashier']], ['chen', ['customer-service']]] as const) {
      const name = `${username}-${randomUUID().slice(0, 6)}`;
      await staff.upsert({ username: name, name: username.toUpperCase(), password: 'staff-secret-1', roles: [...roles] });
      const res = await shop.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/json' }, payload: { username: name, password: 'staff-secret-1' } });
      expect(res.statusCode, res.body).toBe(200);
      tokens[username] = (res.json() as { data: { token: string } }).data.token;
    }
  });
  afterAll(async () => {
    await testSku.restore();
    await shop.close();
  });

  const act = (who: string, tid: string, action: string, body: Record<string, string> = {}, lang = 'en_US') => shop.inject({
    method: 'POST', url: `/api/staff/orders/${tid}/${action}`,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json', lang },
    payload: body,
  });

  /** A member's paid order (delivery or pickup). */
  async function paidOrder(option: 'delivery' | 'pickup') {
    const m = await registeredMember(shop);
    await m.post('a/execute/capi/account/Address', chineseAddress());
    const addressId = ((await m.get('a/capi/account/Address.List')).json() as { data: { addressId: number }[] }).data[0]!.addressId;
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '1' });
    const [store] = await queryRows<{ id: number }>(shop.handle.db, sql`select id from store where pickup = 'Y' order by id limit 1`);
    const form: Record<string, string> = option === 'delivery'
      ? { 'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId) }
      : { 'oh.deliveryOption': 'pickup', 'r.storeId': String(store!.id), 'oh.pickupName': '王芳', 'oh.pickupMobile': '13700001111' };
    const created = await m.post('a/execute/capi/shopping/CreateOrder', { ...form, 'oh.requestId': randomUUID() });
    expect(created.statusCode, created.body).toBe(200);
    const tid = (created.json() as { data: { transactionId: string } }).data.transactionId;
    await payThroughSandbox(shop, m, tid);
    return { m, tid };
  }

  it('needs a staff token, and refuses a wrong password', async () => {
    expect((await shop.inject({ method: 'GET', url: '/api/staff/orders' })).statusCode).toBe(403);
    const wrong = await shop.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/json', lang: 'zh_CN' }, payload: { username: 'lin', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: '用户名或密码错误。' });
  });

  it('moves a delivery order confirm → pack → ship and the customer confirms receipt; stars are credited', async () => {
    const { m, tid } = await paidOrder('delivery');
    const early = await act('lin', tid, 'complete', {}, 'zh_CN');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ORDER_TRANSITION_REFUSED', message: '该订单当前状态为“已付款”，无法完成。' });
    expect((await act('lin', tid, 'confirm')).json()).toMatchObject({ data: { status: 'OrderConfirmed' } });
    expect((await act('lin', tid, 'ready')).statusCode).toBe(409); // a delivery order is never "ready for pickup"
    expect((await act('lin', tid, 'pack')).json()).toMatchObject({ data: { status: 'PendingDelivery' } });
    const shipped = await act('lin', tid, 'ship', { logisticsCompany: 'SF Express', shipmentNo: 'SF1234567890' });
    expect(shipped.json()).toMatchObject({ data: { status: 'Shipped' } });
    const reply = await act('chen', tid, 'reply', { message: 'Your order is on its way.' });
    expect(reply.statusCode, reply.body).toBe(200);

    let detail = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json() as { data: OrderDetail };
    expect(detail.data).toMatchObject({ status: 'Shipped', logisticsCompany: 'SF Express', shipmentNo: 'SF1234567890', canReceive: true, canCancel: false });
    expect(detail.data.messages).toEqual([expect.objectContaining({ author: 'staff', authorName: 'CHEN', content: 'Your order is on its way.' })]);
    const received = await m.post('a/execute/capi/shopping/ConfirmReceipt', { 'oh.transactionId': tid });
    expect(received.statusCode, received.body).toBe(200);
    detail = received.json() as { data: OrderDetail };
    expect(detail.data.status).toBe('OrderReceived');
    // RMB 260 at Apprentice: 5 × 1.0 stars.
    expect(detail.data).toMatchObject({ pendingStarsTenths: 50, starsReceivedTenths: 50 });
    expect(detail.data.history.map((h) => h.status)).toEqual(['PendingPayment', 'Paid', 'OrderConfirmed', 'PendingDelivery', 'Shipped', 'OrderReceived']);
  });

  it('moves a pickup order confirm → ready → complete; roles limit who may do what', async () => {
    const { m, tid } = await paidOrder('pickup');
    expect((await act('wu', tid, 'cancel')).statusCode).toBe(403); // a cashier cannot cancel
    expect((await act('wu', tid, 'confirm')).statusCode).toBe(403);
    expect((await act('lin', tid, 'confirm')).statusCode).toBe(200);
    expect((await act('lin', tid, 'pack')).statusCode).toBe(409); // pickup orders are not packed for a courier
    const ready = await act('wu', tid, 'ready', {}, 'zh_CN');
    expect(ready.json()).toMatchObject({ data: { status: 'Ready', statusLabel: '已确认' } });
    expect((await act('wu', tid, 'complete')).json()).toMatchObject({ data: { status: 'Completed' } });
    const detail = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json() as { data: OrderDetail };
    expect(detail.data.pickup).toMatchObject({ pickupName: '王芳', pickupMobile: '13700001111' });
    expect(detail.data.starsReceivedTenths).toBe(50);
  });

  it('cancels a paid order with a refund (customer service), and lists the queue', async () => {
    const { m, tid } = await paidOrder('delivery');
    const cancelled = await act('chen', tid, 'cancel', { note: 'Out of stock at the store' });
    expect(cancelled.json()).toMatchObject({ data: { status: 'Cancelled' } });
    await runDueJobs(shop);
    const detail = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json() as { data: OrderDetail };
    expect(detail.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', remarks: 'Out of stock at the store' });
    const queue = await shop.inject({ method: 'GET', url: '/api/staff/orders?status=Cancelled', headers: { authorization: `Bearer ${tokens.lin}` } });
    expect((queue.json() as { data: { transactionId: string }[] }).data.map((o) => o.transactionId)).toContain(tid);
  });
});
