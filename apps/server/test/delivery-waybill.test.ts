// A waybill the store recorded by hand (staff `ship` with shipmentNo, docs/decisions/0015):
// the member's delivery views show it like a courier booking — logistics company, shipment
// number, in transit, then completed once received — with no route and `tracked: false`,
// so the page can say that this courier reports nothing here. On both databases.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierView, DeliveryRecord } from '@eshop/domain/contract';
import { databases, staffToken, startShop, stockedSku, type TestShop } from './helpers.ts';
import { payThroughSandbox, placeDeliveryOrder, shopperWithAddress } from './members.ts';

describe.each(databases())('a waybill recorded by staff shows on the delivery pages, on %s', (kind) => {
  let shop: TestShop;
  let skuId: number;
  let testSku: Awaited<ReturnType<typeof stockedSku>>;
  let token: string;

  beforeAll(async () => {
    shop = await startShop(kind);
    testSku = await stockedSku(shop, 13, { stock: 50, priceFen: 12_800 });
    skuId = testSku.id;
    token = await staffToken(shop, 'Lin', ['fulfilment']);
  });
  afterAll(async () => {
    await testSku.restore();
    await shop.close();
  });

  const act = (tid: string, action: string, body: Record<string, string> = {}, lang = 'en_US') => shop.inject({
    method: 'POST', url: `/api/staff/orders/${tid}/${action}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang }, payload: body,
  });
  const waybill = () => `SF${randomBytes(5).toString('hex').toUpperCase()}`;

  /** A member's paid delivery order, confirmed and packed by the store (PendingDelivery). */
  async function packedOrder() {
    const m = await shopperWithAddress(shop);
    const tid = await placeDeliveryOrder(m, skuId);
    await payThroughSandbox(shop, m, tid);
    for (const action of ['confirm', 'pack']) expect((await act(tid, action)).statusCode).toBe(200);
    return { m, tid };
  }

  it('shows the logistics company and shipment number, with no route, until and after receipt', async () => {
    const { m, tid } = await packedOrder();
    const no = waybill();
    const shipped = await act(tid, 'ship', { logisticsCompany: 'SF Express', shipmentNo: no });
    expect(shipped.json()).toMatchObject({ data: { status: 'Shipped' } });

    const records = (await m.get(`a/capi/shopping/ViewDelivery.List?oh.transactionId=${tid}`, { lang: 'zh_CN' })).json() as { data: DeliveryRecord[] };
    expect(records.data).toHaveLength(1);
    expect(records.data[0]).toMatchObject({
      transactionId: tid, logisticsCompany: 'SF Express', shipmentNo: no, status: 'Transit', statusLabel: '配送中', tracked: false, routes: [],
    });
    expect(records.data[0]!.products).toHaveLength(1);
    const courier = (await m.get(`a/capi/shopping/ViewShanSong?t.transactionId=${tid}`)).json() as { data: CourierView };
    expect(courier.data).toMatchObject({ logisticsCompany: 'SF Express', shipmentNo: no, status: 'Transit', courierName: null, latest: null });

    expect((await m.post('a/execute/capi/shopping/ConfirmReceipt', { 'oh.transactionId': tid })).statusCode).toBe(200);
    const after = (await m.get(`a/capi/shopping/ViewDelivery.List?oh.transactionId=${tid}`)).json() as { data: DeliveryRecord[] };
    expect(after.data[0]).toMatchObject({ shipmentNo: no, status: 'Completed', statusLabel: 'Completed', tracked: false });
  });

  it('needs the logistics company, refuses a waybill already recorded, and a second carrier for a booked order', async () => {
    const { tid } = await packedOrder();
    expect((await act(tid, 'ship', { shipmentNo: waybill() })).statusCode).toBe(400);
    const no = waybill();
    expect((await act(tid, 'ship', { logisticsCompany: 'JD Logistics', shipmentNo: no })).statusCode).toBe(200);
    const other = await packedOrder();
    const taken = await act(other.tid, 'ship', { logisticsCompany: 'JD Logistics', shipmentNo: no }, 'zh_CN');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SHIPMENT_NO_TAKEN', message: '该运单号已用于其他订单。' });
    // Booked with the courier (still PendingDelivery): a hand-made waybill would send it twice.
    expect((await act(other.tid, 'ship')).statusCode).toBe(200);
    expect((await act(other.tid, 'ship', { logisticsCompany: 'JD Logistics', shipmentNo: waybill() })).statusCode).toBe(409);
    const records = (await other.m.get(`a/capi/shopping/ViewDelivery.List?oh.transactionId=${other.tid}`)).json() as { data: DeliveryRecord[] };
    expect(records.data.map((r) => r.tracked)).toEqual([true]);
  });
});
