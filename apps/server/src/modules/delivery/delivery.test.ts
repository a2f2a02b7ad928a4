// Delivery by courier (docs/decisions/0015) on both databases: dispatch books the courier
// from the first store to the order's address; the courier's reports are stored once each,
// move the order to Shipped and OrderReceived through the real order lifecycle, and never
// move it back; the member's views answer only the member's own order; the callback route
// takes only signed reports of known shipments.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { member, orderEvent, orderLine, queryRows, shipment, shopOrder } from '@eshop/db';
import type { CourierStatus, DeliveryRecord } from '@eshop/domain/contract';
import { databases, runDueJobs, startShop, type TestShop } from '../../../test/helpers.ts';
import { registeredMember, visitor, type Visitor } from '../../../test/members.ts';
import { createImageUrls } from '../media/urls.ts';
import { createOrderLifecycle } from '../orders/lifecycle.ts';
import { CourierError, type BookInput, type Courier, type CourierEvent } from '../../integrations/courier/index.ts';
import { shansongSign } from '../../integrations/courier/shansong-sign.ts';
import { createDeliveryService, type DeliveryService } from './service.ts';

const LIST = 'a/capi/shopping/ViewDelivery.List';
const LIVE = 'a/capi/shopping/ViewShanSong';

/** A courier that books instantly and remembers what it was asked. */
function fakeCourier() {
  const booked: BookInput[] = [];
  const cancelled: string[] = [];
  let n = 0;
  let refuse = false;
  const courier: Courier = {
    name: 'fake',
    logisticsCompany: { en_US: 'ShanSong', zh_CN: '闪送' },
    async book(input) {
      if (refuse) throw new CourierError('ShanSong /orderCalculate: 400 超出配送范围', '400');
      booked.push(input);
      return { shipmentNo: `FAKE${Date.now()}${++n}` };
    },
    async cancel(no) { cancelled.push(no); },
    parseCallback() { throw new Error('not used'); },
    callbackAnswer: (ok) => ({ contentType: 'application/json', body: JSON.stringify({ status: ok ? 200 : 400 }) }),
  };
  return { courier, booked, cancelled, refuse: (on: boolean) => { refuse = on; } };
}

describe.each(databases())('delivery on %s', (kind) => {
  let shop: TestShop;
  let delivery: DeliveryService;
  const fake = fakeCourier();
  const db = () => shop.handle.db;
  // The sandbox courier's credentials are drawn per start; the callbacks below sign with these.
  const courierAccount = { SHANSONG_CLIENT_ID: 'test-client', SHANSONG_SHOP_ID: '20000000000001', SHANSONG_APP_SECRET: 'test-app-secret' };

  beforeAll(async () => {
    shop = await startShop(kind, { COURIER_SANDBOX_STEP_MS: 3_600_000, ...courierAccount });
    delivery = createDeliveryService({
      db: db(), courier: fake.courier, orders: createOrderLifecycle({ db: db() }), images: createImageUrls(''), callbackUrl: 'http://localhost/api/courier/callback/fake',
    });
  });
  afterAll(async () => { await shop.close(); });

  const memberId = async (v: { email: string }) => (await db().select({ id: member.id }).from(member).where(eq(member.email, v.email)))[0]!.id;

  /** A packed delivery order of the member (what checkout and staff would have written). */
  async function order(ownerId: number, overrides: Partial<typeof shopOrder.$inferInsert> = {}) {
    const transactionId = `WO${Date.now().toString().slice(-6)}${randomBytes(3).toString('hex')}`;
    const [row] = await db().insert(shopOrder).values({
      transactionId, orderType: 'WO', memberId: ownerId, requestId: randomBytes(8).toString('hex'), status: 'PendingDelivery',
      deliveryOption: 'delivery', paymentMethod: 'wechatpay', locale: 'zh_CN', channel: 'website',
      recipient: '张伟', province: '上海市', city: '上海市', district: '长宁区', street: '愚园路1107号', unit: '3号楼502室', mobile: '13812345678',
      comment: 'Please ring twice', promisedDate: '2026-11-23',
      goodsFen: 39800, totalFen: 39800, ...overrides,
    }).returning({ id: shopOrder.id });
    await db().insert(orderLine).values({
      orderId: row!.id, skuId: 1, itemId: 1, nameEn: 'Wagyu Striploin', nameZh: '和牛西冷', specEn: '250 g', specZh: '250克',
      imageId: 'IMG1', unitPriceFen: 19900, quantity: 2, lineTotalFen: 39800,
    });
    return { id: row!.id, transactionId };
  }

  let seq = 0;
  const event = (shipmentNo: string, orderRef: string, status: CourierStatus, at: Date, extra: Partial<CourierEvent> = {}): CourierEvent => ({
    shipmentNo, orderRef, status, eventId: `${shipmentNo}:${status}`, occurredAt: at,
    description: { en_US: `${status} report ${++seq}`, zh_CN: `${status}报告${seq}` }, location: `Place ${seq} · 地点${seq}`, ...extra,
  });
  const statusOf = async (id: number) => (await db().select({ s: shopOrder.status, c: shopOrder.logisticsCompany, n: shopOrder.shipmentNo }).from(shopOrder).where(eq(shopOrder.id, id)))[0]!;
  const eventsOf = (shipmentNo: string) => queryRows<{ status: string; external_id: string }>(db(), sql`
    select e.status, e.external_id from shipment_event e join shipment s on s.id = e.shipment_id where s.shipment_no = ${shipmentNo} order by e.id`);

  it('dispatches a packed delivery order once: from the first store to the order address', async () => {
    const o = await order(await memberId(await registeredMember(shop)));
    const result = await delivery.dispatch(o.id);
    expect(result).toMatchObject({ ok: true, shipmentNo: expect.stringMatching(/^FAKE/) });
    const [store] = await queryRows<{ name_zh: string; phone: string }>(db(), sql`select name_zh, phone from store order by sort, id limit 1`);
    expect(fake.booked.at(-1)).toMatchObject({
      orderRef: o.transactionId,
      sender: { name: store!.name_zh, phone: store!.phone, lat: expect.any(Number), lng: expect.any(Number) },
      receiver: { name: '张伟', mobile: '13812345678', province: '上海市', city: '上海市', district: '长宁区', address: '愚园路1107号 3号楼502室' },
      items: [{ name: '和牛西冷 250克', quantity: 2 }],
      callbackUrl: 'http://localhost/api/courier/callback/fake',
    });
    const [row] = await db().select().from(shipment).where(eq(shipment.orderId, o.id));
    expect(row).toMatchObject({ courier: 'fake', logisticsCompany: 'ShanSong', status: 'Dispatching', shipmentNo: (result as { shipmentNo: string }).shipmentNo });
    expect(await delivery.dispatch(o.id)).toEqual({ ok: false, code: 'ALREADY_DISPATCHED' });
    expect((await statusOf(o.id)).s).toBe('PendingDelivery');
  });

  it('dispatches only delivery orders in PendingDelivery; a refusing courier records nothing', async () => {
    const id = await memberId(await registeredMember(shop));
    expect(await delivery.dispatch(2_000_000_000)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
    expect(await delivery.dispatch((await order(id, { status: 'OrderConfirmed' })).id)).toEqual({ ok: false, code: 'ORDER_NOT_PENDING_DELIVERY' });
    const pickup = await order(id, { deliveryOption: 'pickup', storeId: 1, pickupName: '张伟', pickupMobile: '13812345678' });
    expect(await delivery.dispatch(pickup.id)).toEqual({ ok: false, code: 'NOT_A_DELIVERY_ORDER' });
    const o = await order(id);
    fake.refuse(true);
    try {
      await expect(delivery.dispatch(o.id)).rejects.toBeInstanceOf(CourierError);
    } finally {
      fake.refuse(false);
    }
    expect(await db().select().from(shipment).where(eq(shipment.orderId, o.id))).toEqual([]);
  });

  it('stores each report once and moves the order to Shipped, then OrderReceived', async () => {
    const o = await order(await memberId(await registeredMember(shop)));
    const { shipmentNo } = await delivery.dispatch(o.id) as { shipmentNo: string };
    const t0 = Date.now();
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'Dispatching', new Date(t0)))).toMatchObject({ ok: true, duplicate: false, order: null });
    await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'PendingPickup', new Date(t0 + 1000), { courierName: '王师傅', courierPhone: '13917283746' }));
    const transit = event(shipmentNo, o.transactionId, 'Transit', new Date(t0 + 2000));
    expect(await delivery.applyCourierEvent('fake', transit)).toMatchObject({ ok: true, duplicate: false, shipmentStatus: 'Transit', order: { to: 'Shipped' } });
    expect(await statusOf(o.id)).toEqual({ s: 'Shipped', c: 'ShanSong', n: shipmentNo });
    // The courier resends the pickup report: stored once, nothing moves.
    expect(await delivery.applyCourierEvent('fake', transit)).toMatchObject({ ok: true, duplicate: true, order: null });
    expect(await delivery.applyCourierEvent('fake', { ...transit, description: { en_US: 'again', zh_CN: '再次' } })).toMatchObject({ duplicate: true });
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'Completed', new Date(t0 + 3000)))).toMatchObject({ ok: true, order: { to: 'OrderReceived' } });
    expect((await statusOf(o.id)).s).toBe('OrderReceived');
    expect((await eventsOf(shipmentNo)).map((e) => e.status)).toEqual(['Dispatching', 'PendingPickup', 'Transit', 'Completed']);
    const [ship] = await db().select().from(shipment).where(eq(shipment.shipmentNo, shipmentNo));
    expect(ship).toMatchObject({ status: 'Completed', deliveredAt: new Date(t0 + 3000), courierName: '王师傅', courierPhone: '13917283746' });
    const moves = await db().select({ from: orderEvent.fromStatus, to: orderEvent.toStatus, actor: orderEvent.actor }).from(orderEvent).where(eq(orderEvent.orderId, o.id)).orderBy(orderEvent.id);
    expect(moves).toEqual([{ from: 'PendingDelivery', to: 'Shipped', actor: 'courier' }, { from: 'Shipped', to: 'OrderReceived', actor: 'courier' }]);
  });

  it('books again after the courier cancelled; the first booking keeps its route', async () => {
    const o = await order(await memberId(await registeredMember(shop)));
    const first = await delivery.dispatch(o.id) as { shipmentNo: string };
    await delivery.applyCourierEvent('fake', event(first.shipmentNo, o.transactionId, 'Cancelled', new Date()));
    expect((await statusOf(o.id)).s).toBe('PendingDelivery');
    const second = await delivery.dispatch(o.id);
    expect(second).toMatchObject({ ok: true });
    expect(await delivery.dispatch(o.id)).toEqual({ ok: false, code: 'ALREADY_DISPATCHED' });
    const ships = await db().select({ no: shipment.shipmentNo, status: shipment.status }).from(shipment).where(eq(shipment.orderId, o.id)).orderBy(shipment.id);
    expect(ships).toEqual([{ no: first.shipmentNo, status: 'Cancelled' }, { no: (second as { shipmentNo: string }).shipmentNo, status: 'Dispatching' }]);
  });

  it('never moves an order back: late reports keep their route text only', async () => {
    const o = await order(await memberId(await registeredMember(shop)));
    const { shipmentNo } = await delivery.dispatch(o.id) as { shipmentNo: string };
    const t0 = Date.now();
    // The pickup report is lost: delivery records the pickup and the receipt in turn.
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'Completed', new Date(t0 + 3000)))).toMatchObject({ order: { to: 'OrderReceived' } });
    // Then the older reports arrive.
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'Transit', new Date(t0 + 2000)))).toMatchObject({ ok: true, duplicate: false, shipmentStatus: 'Completed', order: { ignored: 'TRANSITION_NOT_ALLOWED' } });
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, o.transactionId, 'PendingPickup', new Date(t0 + 1000)))).toMatchObject({ shipmentStatus: 'Completed', order: null });
    expect((await statusOf(o.id)).s).toBe('OrderReceived');
    expect((await db().select().from(shipment).where(eq(shipment.shipmentNo, shipmentNo)))[0]!.status).toBe('Completed');
    expect((await eventsOf(shipmentNo)).length).toBe(3);

    // The customer confirmed receipt before the courier's report.
    const p = await order(await memberId(await registeredMember(shop)));
    const second = await delivery.dispatch(p.id) as { shipmentNo: string };
    await delivery.applyCourierEvent('fake', event(second.shipmentNo, p.transactionId, 'Transit', new Date(t0)));
    expect((await createOrderLifecycle({ db: db() }).transition({ orderId: p.id, to: 'OrderReceived', actor: 'customer' })).ok).toBe(true);
    expect(await delivery.applyCourierEvent('fake', event(second.shipmentNo, p.transactionId, 'Completed', new Date(t0 + 1000)))).toMatchObject({ ok: true, order: { ignored: 'ALREADY_IN_STATUS' } });
    expect((await statusOf(p.id)).s).toBe('OrderReceived');
  });

  it('rejects reports of unknown shipments or of another order', async () => {
    const o = await order(await memberId(await registeredMember(shop)));
    const { shipmentNo } = await delivery.dispatch(o.id) as { shipmentNo: string };
    expect(await delivery.applyCourierEvent('fake', event('FAKE-unknown', o.transactionId, 'Transit', new Date()))).toEqual({ ok: false, code: 'SHIPMENT_NOT_FOUND' });
    expect(await delivery.applyCourierEvent('fake', event(shipmentNo, 'WO000000other', 'Transit', new Date()))).toEqual({ ok: false, code: 'SHIPMENT_NOT_FOUND' });
    expect(await delivery.applyCourierEvent('sandbox', event(shipmentNo, o.transactionId, 'Transit', new Date()))).toEqual({ ok: false, code: 'SHIPMENT_NOT_FOUND' });
    expect((await statusOf(o.id)).s).toBe('PendingDelivery');
  });

  describe('member calls', () => {
    let owner: Visitor & { email: string };
    let mine: { id: number; transactionId: string };
    let shipmentNo: string;
    const t0 = Date.parse('2026-11-23T02:00:00Z');

    beforeAll(async () => {
      owner = await registeredMember(shop);
      mine = await order(await memberId(owner));
      // A shipment of the app's own courier (the sandbox), so the callback route knows it.
      shipmentNo = `TDH${Date.now()}`;
      await db().insert(shipment).values({ orderId: mine.id, courier: 'sandbox', logisticsCompany: 'ShanSong', shipmentNo, status: 'Dispatching' });
    });

    const callback = (body: Record<string, unknown>, opts: { secret?: string; courier?: string } = {}) => {
      const config = courierAccount;
      const raw = JSON.stringify(body);
      const timestamp = String(t0 + Number(body.status) * 1000);
      return shop.inject({
        method: 'POST', url: `/api/courier/callback/${opts.courier ?? 'sandbox'}`,
        headers: {
          'content-type': 'application/json; charset=utf-8', clientId: config.SHANSONG_CLIENT_ID, shopId: config.SHANSONG_SHOP_ID, timestamp,
          sign: shansongSign({ appSecret: opts.secret ?? config.SHANSONG_APP_SECRET, clientId: config.SHANSONG_CLIENT_ID, shopId: config.SHANSONG_SHOP_ID, timestamp, data: raw }),
        },
        payload: raw,
      });
    };
    const report = (status: number, extra: Record<string, unknown> = {}) => ({ issOrderNo: shipmentNo, orderNo: mine.transactionId, status, ...extra });

    it('takes signed ShanSong callbacks and answers as ShanSong expects', async () => {
      for (const [status, extra] of [[20, { location: 'ShanSong dispatch centre · 闪送上海调度中心' }], [30, { courier: { name: '王师傅', mobile: '13917283746' } }], [40, { courier: { name: '王师傅', mobile: '13917283746' }, location: 'Zhongshan Park, Changning · 长宁区中山公园' }]] as const) {
        const res = await callback(report(status, extra));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ status: 200, msg: '', data: '' });
      }
      expect((await callback(report(40))).statusCode).toBe(200); // resent: taken, stored once
      expect((await eventsOf(shipmentNo)).length).toBe(3);
      expect((await statusOf(mine.id)).s).toBe('Shipped');

      const forged = await callback(report(50), { secret: 'guess' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ status: 400 });
      expect((await callback(report(50), { courier: 'shansong' })).statusCode).toBe(404);
      expect((await callback({ ...report(50), issOrderNo: 'TDH-unknown' })).statusCode).toBe(404);
      expect((await statusOf(mine.id)).s).toBe('Shipped');
    });

    it('keeps a report it cannot store right now as a job, acknowledges it, and applies it later', async () => {
      const o = await order(await memberId(owner), { status: 'Shipped' });
      const no = `TDH${Date.now()}J`;
      await db().insert(shipment).values({ orderId: o.id, courier: 'sandbox', logisticsCompany: 'ShanSong', shipmentNo: no, status: 'Transit' });
      // A real database failure for this shipment only: its report cannot be stored.
      await db().execute(sql.raw(`create or replace function refuse_test_report() returns trigger language plpgsql as $$
        begin raise exception 'storage unavailable'; end $$`));
      await db().execute(sql.raw(`create trigger refuse_test_report before insert on shipment_event for each row
        when (new.external_id like '${no}%') execute function refuse_test_report()`));
      try {
        const res = await callback({ issOrderNo: no, orderNo: o.transactionId, status: 50 });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ status: 200, msg: '', data: '' });
        expect((await statusOf(o.id)).s).toBe('Shipped');
      } finally {
        await db().execute(sql.raw('drop trigger refuse_test_report on shipment_event'));
        await db().execute(sql.raw('drop function refuse_test_report()'));
      }
      expect(await runDueJobs(shop)).toBeGreaterThan(0);
      expect((await eventsOf(no)).map((e) => e.status)).toEqual(['Completed']);
      expect((await statusOf(o.id)).s).toBe('OrderReceived');
    });

    it('answers 403 without a session', async () => {
      const v = visitor(shop);
      for (const path of [LIST, LIVE]) {
        for (const [lang, message] of [['en_US', 'Please sign in first.'], ['zh_CN', '请先登录。']] as const) {
          const res = await v.get(`${path}?oh.transactionId=${mine.transactionId}`, { lang });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message });
        }
      }
    });

    it("answers 404 for another member's order exactly as for an unknown one", async () => {
      const other = await registeredMember(shop);
      for (const path of [LIST, LIVE]) {
        const theirs = await other.get(`${path}?oh.transactionId=${mine.transactionId}`);
        const unknown = await other.get(`${path}?oh.transactionId=WO000000nothing`);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual({ status: 'failure', code: 'ORDER_NOT_FOUND', message: 'This order does not exist.' });
        expect(unknown.json()).toEqual(theirs.json());
      }
      expect((await owner.get(LIST)).statusCode).toBe(400);
    });

    it("lists the member's delivery record with the route newest first, in both languages", async () => {
      const en = await owner.get(`${LIST}?oh.transactionId=${mine.transactionId}`);
      expect(en.statusCode, en.body).toBe(200);
      const [record] = (en.json() as { status: string; data: DeliveryRecord[] }).data;
      expect(record).toMatchObject({
        transactionId: mine.transactionId, logisticsCompany: 'ShanSong', shipmentNo, status: 'Transit', statusLabel: 'Transit',
        deliveryDate: '2026-11-23', remarks: 'Please ring twice',
        products: [{ image: expect.stringMatching(/IMG1/), name: 'Wagyu Striploin', spec: '250 g', quantity: 2 }],
      });
      expect(record!.routes.map((r) => r.status)).toEqual(['Transit', 'PendingPickup', 'Dispatching']);
      expect(record!.routes[0]).toMatchObject({ at: new Date(t0 + 40_000).toISOString(), location: 'Zhongshan Park, Changning · 长宁区中山公园' });
      expect(record!.routes[0]!.description).toContain('picked up');

      const zh = await owner.get(`${LIST}?t.transactionId=${mine.transactionId}`, { lang: 'zh_CN' });
      const [zhRecord] = (zh.json() as { data: DeliveryRecord[] }).data;
      expect(zhRecord).toMatchObject({ logisticsCompany: '闪送', statusLabel: '配送中', products: [{ name: '和牛西冷', spec: '250克' }] });
      expect(zhRecord!.routes[0]!.description).toContain('王师傅');

      const live = await owner.get(`${LIVE}?t.transactionId=${mine.transactionId}`, { lang: 'zh_CN' });
      expect(live.json()).toEqual({
        status: 'success',
        data: {
          transactionId: mine.transactionId, logisticsCompany: '闪送', shipmentNo, status: 'Transit', statusLabel: '配送中',
          courierName: '王师傅', courierPhone: '13917283746', latest: zhRecord!.routes[0],
        },
      });
    });

    it('answers an empty list and no courier before the order is handed over', async () => {
      const fresh = await order(await memberId(owner));
      expect((await owner.get(`${LIST}?oh.transactionId=${fresh.transactionId}`)).json()).toEqual({ status: 'success', data: [] });
      expect((await owner.get(`${LIVE}?t.transactionId=${fresh.transactionId}`)).json()).toEqual({ status: 'success', data: null });
    });
  });
});
