// The durable background work (docs/decisions/0025): jobs are written in the transaction of
// the change they announce (the outbox), run by pg-boss workers on the shop's own database
// (the embedded one too), retried with backoff, sent once, and scheduled once across
// instances. Mail is read where the SMTP catcher stores it (sandbox_mail).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { Integrations } from '../src/integrations/index.ts';
import { fireOfJob } from '../src/jobs/schedules.ts';
import { JOB_NAMES, type JobHandlers } from '../src/jobs/definitions.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { FILE_JOBS_SCHEMA, databases, queuedJobs, runDueJobs, startShop, stockedSku, type TestShop } from './helpers.ts';
import { payThroughSandbox, placeDeliveryOrder, shopperWithAddress } from './members.ts';

/**
 * The shop's port while the shop is down: a stand-in that refuses every request (503),
 * as a proxy in front of a stopped shop does. It holds the port, so no server of another
 * test file running in parallel can take it before the shop listens (a port merely seen
 * free once was, and the notification then reached that server).
 */
const downShopPort = () => new Promise<{ port: number; release: () => Promise<void> }>((resolve) => {
  const down = createServer((_req, res) => { res.writeHead(503).end(); }).listen(0, '127.0.0.1', () => {
    const { port } = down.address() as AddressInfo;
    resolve({ port, release: () => new Promise((done) => { down.closeAllConnections(); down.close(() => done()); }) });
  });
});

const mailsAbout = async (shop: TestShop, transactionId: string, words: string) => (await queryRows<{ subject: string; text: string }>(shop.handle.db, sql`
  select subject, text from sandbox_mail where subject like ${`%${transactionId}%`} and subject like ${`%${words}%`}`));

describe.each(databases())('background jobs on %s', (kind) => {
  describe('written in the transaction of the change (outbox)', () => {
    let shop: TestShop;
    let sku: Awaited<ReturnType<typeof stockedSku>>;
    beforeAll(async () => {
      shop = await startShop(kind, { ORDER_PAY_MINUTES: 45 });
      sku = await stockedSku(shop, 31, { stock: 100, priceFen: 6_600 });
    });
    afterAll(async () => { await sku.restore(); await shop.close(); });

    it('announces a Paid order exactly when it commits: a rolled-back payment leaves neither the status nor the job', async () => {
      const m = await shopperWithAddress(shop);
      const transactionId = await placeDeliveryOrder(m, sku.id);
      const { orderLifecycle, db } = shop.app.eshopServices;
      const announced = async () => (await queuedJobs(shop, 'order_status_changed')).filter((j) => j.data.transactionId === transactionId);

      await expect(db.transaction(async (tx) => {
        const moved = await orderLifecycle.transition({ transactionId, to: 'Paid', actor: 'provider', actorRef: 'test' }, tx);
        expect(moved.ok).toBe(true);
        // Inside the transaction the job is there, beside the new status.
        expect((await queuedJobs(shop, 'order_status_changed', tx)).some((j) => j.data.transactionId === transactionId)).toBe(true);
        throw new Error('the process died before commit');
      })).rejects.toThrow('the process died');
      expect(await announced()).toEqual([]);
      const [order] = await queryRows<{ status: string }>(db, sql`select status from shop_order where transaction_id = ${transactionId}`);
      expect(order?.status).toBe('PendingPayment');

      await payThroughSandbox(shop, m, transactionId);
      expect((await announced()).map((j) => j.data.to)).toEqual(['Paid']);
      // Run twice (a retry, a second instance): one payment mail.
      await runDueJobs(shop);
      await runDueJobs(shop);
      const paid = await mailsAbout(shop, transactionId, 'Payment received');
      expect(paid).toHaveLength(1);
      expect(paid[0]!.text).toContain('RMB 116.00'); // 66 + 50 shipping
      const confirmation = await mailsAbout(shop, transactionId, 'Your order');
      expect(confirmation).toHaveLength(1);
      // ORDER_PAY_MINUTES: the order's time to pay, and what the mail says.
      expect(confirmation[0]!.text).toContain('Please pay within 45 minutes');
    });

    it('gives each order the time to pay of ORDER_PAY_MINUTES, and the scheduled job cancels it after', async () => {
      const m = await shopperWithAddress(shop);
      // The checkout page tells the shopper the same window.
      expect(((await m.get(`a/capi/shopping/Checkout?sku.skuId=${sku.id}&h.quantity=1`)).json() as { data: { payMinutes: number } }).data.payMinutes).toBe(45);
      const before = Date.now();
      const transactionId = await placeDeliveryOrder(m, sku.id, 2);
      const { db, jobs } = shop.app.eshopServices;
      const [o] = await queryRows<{ pay_before: Date | string; stock: number }>(db, sql`
        select o.pay_before, (select stock from sku where id = ${sku.id}) as stock from shop_order o where transaction_id = ${transactionId}`);
      const minutes = (new Date(o!.pay_before).getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(44.9);
      expect(minutes).toBeLessThan(45.1);

      // What pg-boss's schedule does each minute: a job of the schedule's queue.
      await db.execute(sql`update shop_order set pay_before = now() - interval '1 second' where transaction_id = ${transactionId}`);
      await jobs.send(db, 'orders_expire_unpaid', {});
      await runDueJobs(shop);
      const [after] = await queryRows<{ status: string; remarks: string; stock: number }>(db, sql`
        select status, remarks, (select stock from sku where id = ${sku.id}) as stock from shop_order where transaction_id = ${transactionId}`);
      expect(after).toEqual({ status: 'Cancelled', remarks: 'Not paid within 45 minutes', stock: o!.stock + 2 });
    });

    it('keeps a payment notification it cannot apply right now as a job, acknowledges it, and pays the order later', async () => {
      const m = await shopperWithAddress(shop);
      const transactionId = await placeDeliveryOrder(m, sku.id);
      const qr = (await m.post('a/execute/capi/shopping/Pay', { 'oh.transactionId': transactionId })).json() as { data: { codeUrl: string } };
      const sandbox = shop.app.eshopServices.paymentsSandbox!;
      const paid = (await sandbox.findByCode(qr.data.codeUrl.split('/').pop()!))!;
      await sandbox.pay(paid.outTradeNo);
      const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: (await sandbox.transactionResource(paid.outTradeNo))! });
      const { db } = shop.app.eshopServices;
      // A real database failure for this payment only.
      await db.execute(sql.raw(`create or replace function refuse_test_notification() returns trigger language plpgsql as $$
        begin raise exception 'storage unavailable'; end $$`));
      await db.execute(sql.raw(`create trigger refuse_test_notification before insert on payment_notification for each row
        when (new.out_trade_no = '${paid.outTradeNo}') execute function refuse_test_notification()`));
      try {
        const res = await shop.inject({ method: 'POST', url: '/api/pay/wechatpay/notify', headers: n.headers, payload: n.body });
        expect(res.statusCode).toBe(204);
      } finally {
        await db.execute(sql.raw('drop trigger refuse_test_notification on payment_notification'));
        await db.execute(sql.raw('drop function refuse_test_notification()'));
      }
      const status = async () => (await queryRows<{ status: string }>(db, sql`select status from shop_order where transaction_id = ${transactionId}`))[0]?.status;
      expect(await status()).toBe('PendingPayment');
      expect((await queuedJobs(shop, 'payment_notification_apply')).filter((j) => JSON.stringify(j.data).includes(paid.outTradeNo))).toHaveLength(1);
      await runDueJobs(shop);
      expect(await status()).toBe('Paid');
      expect(await mailsAbout(shop, transactionId, 'Payment received')).toHaveLength(1);
    });

    it('sends a refund through its own job when a paid order is cancelled', async () => {
      const m = await shopperWithAddress(shop);
      const transactionId = await placeDeliveryOrder(m, sku.id);
      await payThroughSandbox(shop, m, transactionId);
      expect((await m.post('a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': transactionId, 'oh.remarks': 'Changed my mind' })).statusCode).toBe(200);
      const { db } = shop.app.eshopServices;
      const refundStatus = async () => (await queryRows<{ status: string }>(db, sql`
        select r.status from refund r join payment p on p.id = r.payment_id join shop_order o on o.id = p.order_id where o.transaction_id = ${transactionId}`)).map((r) => r.status);
      expect(await refundStatus()).toEqual(['requested']);
      await runDueJobs(shop);
      expect(await refundStatus()).toEqual(['succeeded']);
    });
  });

  describe("the WeChat Pay stand-in's notification retries", () => {
    let shop: TestShop;
    let port: number;
    let shopIsUp: () => Promise<void>;
    let sku: Awaited<ReturnType<typeof stockedSku>>;
    beforeAll(async () => {
      ({ port, release: shopIsUp } = await downShopPort());
      shop = await startShop(kind, { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
      sku = await stockedSku(shop, 33, { stock: 100, priceFen: 4_400 });
    });
    afterAll(async () => { await sku.restore(); await shop.close(); await shopIsUp(); });

    it('are jobs: a notification the shop could not take (it was down) arrives once it is back', async () => {
      const m = await shopperWithAddress(shop);
      const transactionId = await placeDeliveryOrder(m, sku.id);
      const qr = (await m.post('a/execute/capi/shopping/Pay', { 'oh.transactionId': transactionId })).json() as { data: { codeUrl: string } };
      const sandbox = shop.app.eshopServices.paymentsSandbox!;
      // The shop is down (503): the first attempt fails and becomes a job.
      const { delivery } = await sandbox.pay(qr.data.codeUrl.split('/').pop()!);
      expect(delivery.ok).toBe(false);
      const mine = async () => (await queuedJobs(shop, 'wechatpay_sandbox_notify')).filter((j) => String(j.data.url).includes(`:${port}/`));
      expect((await mine()).map((j) => j.state)).toEqual(['created']);
      const status = async () => (await queryRows<{ status: string }>(shop.handle.db, sql`select status from shop_order where transaction_id = ${transactionId}`))[0]?.status;
      expect(await status()).toBe('PendingPayment');

      await shopIsUp();
      await shop.app.listen({ port, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 1_100)); // the retry's first start
      await runDueJobs(shop);
      expect(await status()).toBe('Paid');
      expect((await mine()).map((j) => j.state)).toEqual(['completed']);
    });
  });

  describe('run by the workers', () => {
    let shop: TestShop;
    let other: TestShop | undefined;
    let sku: Awaited<ReturnType<typeof stockedSku>>;
    let failures = 0;
    /** When these instances started: jobs written before are other tests' (the outbox's above). */
    let startedMs = 0;
    // The mail server refuses the first payment mail it is handed: the job retries after its backoff (5-10 s).
    const flakyMail = (opened: Integrations): Integrations => ({
      ...opened,
      mailer: {
        send: async (message) => {
          if (message.subject.startsWith('Payment received') && failures < 1) {
            failures += 1;
            throw new Error('451 try again later');
          }
          await opened.mailer.send(message);
        },
      },
    });
    beforeAll(async () => {
      startedMs = Date.now();
      shop = await startShop(kind, { JOBS_POLL_SECONDS: 0.5 }, { runJobs: true, wrapIntegrations: flakyMail });
      // On PostgreSQL a second instance on the same database and queue: the schedules exist
      // once. Either instance may take the payment mail's job, so both have the refusing mail
      // server (one count of refusals between them).
      if (kind === 'postgres') other = await startShop(kind, { JOBS_POLL_SECONDS: 0.5, JOBS_SCHEMA: shop.app.eshopServices.jobs.schema }, { runJobs: true, wrapIntegrations: flakyMail });
      sku = await stockedSku(shop, 32, { stock: 100, priceFen: 5_500 });
    });
    afterAll(async () => { await sku.restore(); await other?.close(); await shop.close(); });

    it('mails the payment once, retrying a refusing mail server with backoff, without anyone calling the queue', async () => {
      const m = await shopperWithAddress(shop);
      const transactionId = await placeDeliveryOrder(m, sku.id);
      await payThroughSandbox(shop, m, transactionId);
      await expect.poll(() => mailsAbout(shop, transactionId, 'Payment received'), { timeout: 20_000, interval: 250 }).toHaveLength(1);
      expect(failures).toBe(1);
      // The job is completed just after its mail is stored: waited for, not raced.
      const job = async () => (await queuedJobs(shop, 'order_status_changed')).find((j) => j.data.transactionId === transactionId);
      await expect.poll(job, { timeout: 5_000, interval: 100 }).toMatchObject({ state: 'completed', retry_count: 1 });
      await expect.poll(() => mailsAbout(shop, transactionId, 'Your order'), { timeout: 10_000 }).toHaveLength(1);
    }, 30_000);

    it('writes the job of a scheduled fire once, whichever instances check (Shanghai time: schedules.test.ts)', async () => {
      // orders_expire_unpaid is due every minute: each instance checked when its workers started.
      const jobs = async () => queryRows<{ id: string; created_ms: number }>(shop.handle.db, sql`
        select id::text, (extract(epoch from created_on) * 1000)::float8 as created_ms
          from ${sql.identifier(shop.app.eshopServices.jobs.schema)}.job
         where name = 'orders_expire_unpaid' and created_on >= to_timestamp(${startedMs / 1000})`);
      await expect.poll(async () => (await jobs()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const written = await jobs();
      // Each job's id names its fire, so another instance's check of that fire wrote nothing
      // more (an id of its own would be a second run of the fire).
      const fires = written.map((j) => fireOfJob('orders_expire_unpaid', j.id, new Date(j.created_ms))?.getTime());
      expect(fires).not.toContain(undefined);
      expect(new Set(fires).size).toBe(written.length);
    });
  });

  describe('stopped (a shop shutting down)', () => {
    it('returns from stop() only when nothing of the queue runs any more: a batch fetched as it stopped runs and completes before', async () => {
      const shop = await startShop(kind);
      const schema = kind === 'postgres' ? `${FILE_JOBS_SCHEMA}_stop` : 'pgboss_stop';
      const ran: string[] = [];
      const handlers = Object.fromEntries(JOB_NAMES.map((name) => [name, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ran.push(name);
      }])) as unknown as JobHandlers;
      const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const queue = createJobQueue({ db: shop.handle.db, log: quiet, pollingSeconds: 60, maintenanceSeconds: 600, runs: true, schema });
      try {
        await queue.prepare();
        await shop.handle.db.transaction((tx) => queue.send(tx, 'order_confirmation_mail', { orderId: 1 }));
        // work() returns with the worker's first fetch on its way to the database (the
        // schedules' due jobs too).
        await queue.work(handlers);
        await queue.stop();
        const ranWhenStopped = ran.length;
        const states = async () => (await queryRows<{ state: string }>(shop.handle.db, sql`
          select state from ${sql.identifier(schema)}.job where name = 'order_confirmation_mail'`)).map((j) => j.state);
        expect(await states()).toEqual(['completed']);
        expect(ran.filter((name) => name === 'order_confirmation_mail')).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(ran).toHaveLength(ranWhenStopped);
      } finally {
        await queue.stop();
        await shop.handle.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
        await shop.close();
      }
    }, 30_000);
  });

  describe('started by a shop that is opening (start.ts)', () => {
    it('starts the workers and the schedules once the server listens, not before: /ready is answered first', async () => {
      // On PostgreSQL a schema of its own: the file's schema has the scheduled jobs of the shops above.
      const schema = kind === 'postgres' ? `${FILE_JOBS_SCHEMA}_open` : undefined;
      const shop = await startShop(kind, { JOBS_POLL_SECONDS: 0.5, ...(schema ? { JOBS_SCHEMA: schema } : {}) }, { runJobs: 'once-listening' });
      // The every-minute schedule writes its job when the schedules start.
      const scheduled = async () => (await queryRows<{ n: number }>(shop.handle.db, sql`
        select count(*)::int as n from ${sql.identifier(shop.app.eshopServices.jobs.schema)}.job where name = 'orders_expire_unpaid'`))[0]?.n;
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await scheduled()).toBe(0);
        await shop.app.listen({ host: '127.0.0.1', port: 0 });
        await expect.poll(scheduled, { timeout: 10_000, interval: 100 }).toBe(1);
      } finally {
        await shop.app.close(); // the workers stop before their schema goes
        if (schema) await shop.handle.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
        await shop.handle.close();
      }
    }, 30_000);
  });
});
