// Cancelling an unpaid order stops its payment codes at WeChat Pay first (docs/decisions/0012
// "Payment", 0013), on both databases: the customer's CancelOrder and the unpaid-order job.
// A code paid meanwhile (ORDERPAID) pays the order instead of being cancelled away; a
// provider that cannot be reached leaves the order as it is (the customer is asked to try
// again, the job tries on its next run). The order detail then says what happened to the
// money (refund pending / done), which the pay-result page shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, sku } from '@eshop/db';
import type { OrderDetail, PaymentView } from '@eshop/domain/contract';
import type { WechatPaySandbox } from '../src/integrations/wechatpay/sandbox.ts';
import { ProviderError } from '../src/integrations/wechatpay/provider.ts';
import type { Services } from '../src/services.ts';
import { databases, runDueJobs, startShop, type TestShop } from './helpers.ts';
import { placeDeliveryOrder, shopperWithAddress, type Shopper } from './members.ts';

const PAY = 'a/execute/capi/shopping/Pay';
const VIEW = 'a/capi/shopping/ViewOrder';
const CANCEL = 'a/execute/capi/shopping/CancelOrder';
const NOTIFY = '/api/pay/wechatpay/notify';


describe.each(databases())('cancelling unpaid orders closes their payment codes first, on %s', (kind) => {
  let shop: TestShop;
  let services: Services;
  let sandbox: WechatPaySandbox;
  let skuId: number;
  let before: { stock: number; priceFen: number };
  /** While true, WeChat Pay's close call cannot be reached (the rest of the provider works). */
  let closeUnreachable = false;
  const db = () => shop.handle.db;

  beforeAll(async () => {
    shop = await startShop(kind, {}, {
      wrapIntegrations: (opened) => ({
        ...opened,
        payments: {
          ...opened.payments,
          close: async (outTradeNo: string) => {
            if (closeUnreachable) throw new ProviderError('NETWORK_ERROR', 'WeChat Pay unreachable: connect ECONNREFUSED');
            return opened.payments.close(outTradeNo);
          },
        },
      }),
    });
    services = shop.app.eshopServices;
    sandbox = services.paymentsSandbox!;
    const [s] = await queryRows<{ id: number; stock: number; price_fen: number }>(db(), sql`
      select s.id, s.stock, s.price_fen from sku s join item i on i.id = s.item_id where i.published and s.stock > 0 order by s.id limit 1 offset 11`);
    skuId = s!.id;
    before = { stock: s!.stock, priceFen: s!.price_fen };
    await db().update(sku).set({ stock: 100, priceFen: 6_600 }).where(eq(sku.id, skuId));
  });
  afterAll(async () => {
    await db().update(sku).set(before).where(eq(sku.id, skuId));
    await shop.close();
  });

  const stock = async () => (await db().select({ stock: sku.stock }).from(sku).where(eq(sku.id, skuId)))[0]!.stock;

  const shopper = () => shopperWithAddress(shop);
  const order = (m: Shopper) => placeDeliveryOrder(m, skuId);
  /** The pay page shows the QR code; answers its sandbox code (the last part of code_url). */
  async function showQr(m: Shopper, tid: string, refresh = false): Promise<string> {
    const res = await m.post(PAY, { 'oh.transactionId': tid, ...(refresh ? { refresh: 'Y' } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: PaymentView }).data.codeUrl!.split('/').pop()!;
  }
  const view = async (m: Shopper, tid: string) => ((await m.get(`${VIEW}?oh.transactionId=${tid}`)).json() as { data: OrderDetail }).data;
  /** What the payer's WeChat would say on scanning the code now. */
  const payable = async (code: string) => sandbox.stateOf((await sandbox.findByCode(code))!);
  /** WeChat Pay's notification of a paid code, delivered to the shop (the sandbox's own cannot reach a test app). */
  async function notifyPaid(code: string) {
    const { outTradeNo } = (await sandbox.findByCode(code))!;
    const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: (await sandbox.transactionResource(outTradeNo))! });
    return shop.inject({ method: 'POST', url: NOTIFY, headers: { ...n.headers, 'content-type': 'application/json' }, payload: n.body });
  }

  it('closes every code of the order at WeChat Pay before cancelling: the QR can no longer take money', async () => {
    const m = await shopper();
    const tid = await order(m);
    const first = await showQr(m, tid);
    // Refresh while WeChat Pay cannot be reached: the old code is closed here only, still payable there.
    closeUnreachable = true;
    const second = await showQr(m, tid, true);
    closeUnreachable = false;
    expect(await payable(first)).toBe('PAYABLE');
    const stockBefore = await stock();

    const res = await m.post(CANCEL, { 'oh.transactionId': tid, remarks: 'Changed my mind' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: OrderDetail }).data).toMatchObject({ status: 'Cancelled', paymentStatus: 'cancelled', refund: null, canPay: false });
    expect(await stock()).toBe(stockBefore + 1);
    for (const code of [first, second]) {
      expect(await payable(code), code).toBe('CLOSED');
      expect(await sandbox.confirm(code), code).toMatchObject({ ok: false, reason: 'CLOSED' });
    }
  });

  it('does not cancel an order paid between showing the QR and cancelling: it is Paid, the customer is told', async () => {
    const m = await shopper();
    const tid = await order(m);
    const code = await showQr(m, tid);
    await sandbox.pay(code); // paid at WeChat; the notification has not reached the shop
    const stockBefore = await stock();

    const refused = await m.post(CANCEL, { 'oh.transactionId': tid }, { lang: 'zh_CN' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_PAID_MEANWHILE', message: '您对该订单的付款刚刚到账，因此订单未被取消。如不再需要，您仍可取消订单，款项将原路退回。' });
    let detail = await view(m, tid);
    expect(detail).toMatchObject({ status: 'Paid', paymentStatus: 'paid', refund: null, canCancel: true });
    expect(await stock()).toBe(stockBefore); // still reserved for the paid order
    // The notification arrives later: nothing changes, nothing is refunded.
    expect((await notifyPaid(code)).statusCode).toBe(204);
    expect((await view(m, tid)).status).toBe('Paid');

    // Cancelled now that it is paid (before confirmation): the money goes back, and the order says so.
    const cancelled = await m.post(CANCEL, { 'oh.transactionId': tid, remarks: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    detail = (cancelled.json() as { data: OrderDetail }).data;
    expect(detail).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded' });
    expect(detail.paidAt).not.toBeNull();
    await runDueJobs(shop);
    detail = await view(m, tid);
    expect(detail.refund).toEqual({ status: 'succeeded', amountFen: detail.grandTotalFen });
  });

  it('refuses the cancel with a retryable message while WeChat Pay cannot be reached; trying again works', async () => {
    const m = await shopper();
    const tid = await order(m);
    const code = await showQr(m, tid);
    closeUnreachable = true;
    const refused = await m.post(CANCEL, { 'oh.transactionId': tid });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_CLOSE_FAILED',
      message: 'We could not reach WeChat Pay to stop the payment code of this order, so it has not been cancelled yet. Please try again in a moment.',
    });
    expect(await view(m, tid)).toMatchObject({ status: 'PendingPayment', canPay: true, canCancel: true });
    closeUnreachable = false;
    const cancelled = await m.post(CANCEL, { 'oh.transactionId': tid });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await payable(code)).toBe('CLOSED');
  });

  it('the unpaid-order job closes codes first: kept while WeChat Pay cannot be reached, then cancelled, or Paid when paid meanwhile', async () => {
    const m = await shopper();
    const unpaid = await order(m);
    const unpaidCode = await showQr(m, unpaid);
    closeUnreachable = true;
    const unpaidNewCode = await showQr(m, unpaid, true); // the first code stays payable at WeChat
    const paidMeanwhile = await order(m);
    const paidCode = await showQr(m, paidMeanwhile);
    await sandbox.pay(paidCode);
    // Due now (the newest due orders: other test files' runs of the job on the shared database take theirs first).
    await db().execute(sql`update shop_order set pay_before = now() - interval '1 second' where transaction_id in (${unpaid}, ${paidMeanwhile})`);

    expect((await services.payments.expireUnpaid()).kept).toBeGreaterThanOrEqual(2);
    expect((await view(m, unpaid)).status).toBe('PendingPayment');
    expect((await view(m, paidMeanwhile)).status).toBe('PendingPayment');
    expect(await payable(unpaidCode)).toBe('PAYABLE');

    closeUnreachable = false;
    const second = await services.payments.expireUnpaid();
    expect(second.cancelled).toBeGreaterThanOrEqual(1);
    expect(second.paid).toBeGreaterThanOrEqual(1);
    expect(await view(m, unpaid)).toMatchObject({ status: 'Cancelled', remarks: 'Not paid within 30 minutes', refund: null });
    for (const code of [unpaidCode, unpaidNewCode]) expect(await payable(code), code).toBe('CLOSED');
    expect(await view(m, paidMeanwhile)).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
  });

  it('an order paid twice (an old QR and a new one) stays paid; the second payment is refunded', async () => {
    const m = await shopper();
    const tid = await order(m);
    closeUnreachable = true;
    const first = await showQr(m, tid);
    const second = await showQr(m, tid, true);
    closeUnreachable = false;
    await sandbox.pay(first);
    await sandbox.pay(second);
    expect((await notifyPaid(first)).statusCode).toBe(204);
    expect((await notifyPaid(second)).statusCode).toBe(204);
    await runDueJobs(shop);
    expect(await view(m, tid)).toMatchObject({ status: 'Paid', paymentStatus: 'paid', canCancel: true });
  });
});
