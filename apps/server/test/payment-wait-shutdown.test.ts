// A pay page waiting on PaymentStatus (waitSeconds, docs/decisions/0050) never holds up an
// instance that stops: the drain answers every wait at once with the order as it is (the
// page asks again, through the balancer, elsewhere) and later ones do not wait; closing
// does the same.
import { describe, expect, it } from 'vitest';
import type { PaymentView } from '@eshop/domain/contract';
import { createDrain } from '../src/ops/shutdown.ts';
import { startShop, type TestShop } from './helpers.ts';
import { addToCart, deliveryOrder, shopperWithAddress, type Shopper } from './members.ts';

const STATUS = 'a/capi/shopping/PaymentStatus';
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'still waiting'>((r) => setTimeout(r, ms, 'still waiting'))]);

/** A member's order with its QR shown, waiting for its payment. */
async function unpaidOrder(shop: TestShop): Promise<{ m: Shopper; transactionId: string }> {
  const m = await shopperWithAddress(shop);
  await addToCart(m, 1, 1);
  const created = await m.post('a/execute/capi/shopping/CreateOrder', deliveryOrder(m));
  expect(created.statusCode, created.body).toBe(200);
  const { transactionId } = (created.json() as { data: { transactionId: string } }).data;
  const qr = await m.post('a/execute/capi/shopping/Pay', { 'oh.transactionId': transactionId });
  expect((qr.json() as { data: PaymentView }).data.codeUrl).toBeTruthy();
  return { m, transactionId };
}

describe('waiting pay pages when the instance stops', () => {
  it('the drain answers every wait at once, and later ones do not wait', async () => {
    const drain = createDrain();
    const shop = await startShop('pglite', {}, { drain });
    try {
      const { m, transactionId } = await unpaidOrder(shop);
      const waiting = m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=15`);
      expect(await within(waiting, 300)).toBe('still waiting');
      const started = Date.now();
      drain.begin();
      const answer = await within(waiting, 3_000);
      expect(answer).not.toBe('still waiting');
      expect((answer as Awaited<typeof waiting>).json()).toEqual({ status: 'success', data: { paid: false, status: 'PendingPayment' } });
      const later = await within(m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=15`), 3_000);
      expect(later).not.toBe('still waiting');
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await shop.close();
    }
  });

  it('closing answers every wait instead of waiting 15 s for it', async () => {
    const shop = await startShop('pglite');
    const { m, transactionId } = await unpaidOrder(shop);
    const waiting = m.get(`${STATUS}?oh.transactionId=${transactionId}&waitSeconds=15`);
    expect(await within(waiting, 300)).toBe('still waiting');
    const started = Date.now();
    const [answer] = await Promise.all([waiting, shop.app.close()]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.statusCode).toBe(200);
    await shop.handle.close();
  });
});
