// The message centre's read (OrderNotice.List; docs/decisions/0019): the team's messages
// on the member's orders and the status changes the shop made, newest first, in the
// caller's language — not the member's own messages or actions, never another member's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { OrderNotice } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';
import { chineseAddress, registeredMember, visitor, type Visitor } from './members.ts';

const NOTICES = 'a/capi/shopping/OrderNotice.List';

describe.each(databases())('message centre on %s', (kind) => {
  let shop: TestShop;
  let skuId: number;

  beforeAll(async () => {
    shop = await startShop(kind);
    // Any SKU with stock; both orders of the test are cancelled, which gives the units back.
    const [s] = await queryRows<{ id: number }>(shop.handle.db, sql`
      select s.id from sku s join item i on i.id = s.item_id where i.published and s.stock >= 10 order by s.id desc limit 1`);
    skuId = s!.id;
  });
  afterAll(async () => { await shop.close(); });

  async function order(m: Visitor): Promise<string> {
    await m.post('a/execute/capi/account/Address', chineseAddress());
    const addressId = ((await m.get('a/capi/account/Address.List')).json() as { data: { addressId: number }[] }).data[0]!.addressId;
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '1' });
    const created = await m.post('a/execute/capi/shopping/CreateOrder', {
      'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    return (created.json() as { data: { transactionId: string } }).data.transactionId;
  }
  // A real account: the reply's audit entry names it (staff_audit.staff_id references staff_user).
  const staffReply = async (tid: string, message: string) => {
    const id = await shop.app.eshopServices.staff.upsert({ username: 'chen', name: 'Chen Li', password: 'staff-secret-1', roles: ['customer-service'] });
    return shop.app.eshopServices.staff.act({ id, username: 'chen', name: 'Chen Li', roles: ['customer-service'] }, tid, 'reply', { message });
  };
  const notices = async (m: Visitor, lang = 'en_US', query = '') => {
    const res = await m.get(`${NOTICES}${query}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ status: 'success'; data: OrderNotice[]; total: number }>();
  };

  it('answers 403 without a session', async () => {
    const res = await visitor(shop).get(NOTICES, { lang: 'zh_CN' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message: '请先登录。' });
  });

  it("lists the team's replies and the shop's status changes, newest first; not the member's own words or actions", async () => {
    const m = await registeredMember(shop);
    expect(await notices(m)).toEqual({ status: 'success', data: [], total: 0 });
    const first = await order(m);
    const second = await order(m);
    // The member's own message and cancellation are not news to them.
    expect((await m.post('a/execute/capi/shopping/AddMessageToOrder', { 'oh.transactionId': first, 'msg.content': 'Please ring twice.' })).statusCode).toBe(200);
    expect((await m.post('a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': second, remarks: 'Changed my mind' })).statusCode).toBe(200);
    expect((await notices(m)).total).toBe(0);

    expect((await staffReply(first, 'We will ring twice.')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    // The unpaid order runs out of time: the shop cancels it.
    const expired = await shop.app.eshopServices.orderLifecycle.transition({ transactionId: first, to: 'Cancelled', actor: 'system' });
    expect(expired.ok).toBe(true);

    const en = await notices(m);
    expect(en.total).toBe(2);
    expect(en.data).toEqual([
      { kind: 'status', transactionId: first, status: 'Cancelled', statusLabel: expect.any(String), createdAt: expect.any(String) },
      { kind: 'message', transactionId: first, authorName: 'Chen Li', content: 'We will ring twice.', createdAt: expect.any(String) },
    ]);
    expect(Date.parse(en.data[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(en.data[1]!.createdAt));
    const zh = await notices(m, 'zh_CN');
    const label = (n: OrderNotice | undefined) => (n?.kind === 'status' ? n.statusLabel : null);
    expect(label(zh.data[0])).not.toBe(label(en.data[0]));
    expect((await notices(m, 'en_US', '?pageSize=1&pageOffset=1')).data.map((n) => n.kind)).toEqual(['message']);

    // Another member sees none of it.
    expect(await notices(await registeredMember(shop))).toEqual({ status: 'success', data: [], total: 0 });
  });
});
