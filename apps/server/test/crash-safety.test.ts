// "Killing the server in the middle of order creation or payment handling leaves no
// half-written order, no lost stock and no paid order without a record" (decisions.md
// "Orders", "Payment"; docs/decisions/0012).
//
// The shop runs as a real child process (crash-server.ts) and is SIGKILLed while it
// handles concurrent requests over real HTTP; then the database is checked directly:
// 1. CreateOrder: ~40 shoppers order at once; the process dies once a random number
//    (up to half) of them are answered. Stock = before − what the surviving orders hold;
//    every order is whole (its line, its one initial event, its cart line gone, its
//    totals adding up); every shopper either has an order or still has the cart line;
//    every answered order exists. A new process then answers the unanswered requests
//    again (same oh.requestId): an order that committed unanswered is replayed, never
//    made twice.
// 2. Pay / notification: QR codes are shown, payers confirm in the child's own WeChat Pay
//    sandbox (which notifies the child over HTTP), and the process dies while the
//    notifications are handled. Every Paid order has exactly one paid payment and its
//    event; every paid payment and every 'paid' notification belongs to a Paid order;
//    nothing is half-applied.
// 3. Restart and reconciliation: a new app on the same database runs the unpaid-order
//    expiry. Money the sandbox took whose notification died with the process pays its
//    order; every other unpaid order is cancelled and its stock comes back.
// Where the kill lands is random, so the test asserts the invariants, not counts, and
// asserts that the kill did cut requests off (otherwise it could pass vacuously).
//
// PostgreSQL only: a crash matters where another process shares the database. PGlite is
// embedded storage owned by one process; a child cannot open the test's database, and
// killing the process that owns it tests nothing about the shop. TEST_DATABASE_URL is
// always set in CI, so this runs there; locally it is skipped without PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { address, cartLine, category, item, member, openDatabase, queryRows, sku, type Database, type DatabaseHandle } from '@eshop/db';
import { createSessions } from '../src/modules/accounts/sessions.ts';
import { databases, FILE_JOBS_SCHEMA, runDueJobs, startShop, testPgUrl, type TestShop } from './helpers.ts';
import { randomIp } from './members.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SHOPPERS = 40;
const STOCK = 1000;
const PRICE_FEN = 4_990;
const MAX_CREATE_ROUNDS = 3;
const CREATE = '/api/a/execute/capi/shopping/CreateOrder';
const PAY = '/api/a/execute/capi/shopping/Pay';

interface Answer { status: number; body: string }
interface Shopper { memberId: number; token: string; addressId: number; quantity: number; requestId: string; ip: string; answer: Answer | null }
interface Child { proc: ChildProcess; origin: string; appName: string; exited: Promise<void> }

/** One request on its own connection; null when the server never answered (killed). */
function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer | null> {
  return new Promise((resolve) => {
    const body = new URLSearchParams(form).toString();
    const req = request(url, {
      method: 'POST', agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

/** Resolves once `k` of the requests have settled (answered or cut off). */
function settledCount(requests: Promise<unknown>[], k: number): Promise<void> {
  let done = 0;
  return new Promise((resolve) => {
    for (const r of requests) void r.finally(() => { done += 1; if (done === k) resolve(); });
    if (k <= 0) resolve();
  });
}

const apiHeaders = (child: Child, s: Shopper) => ({
  ch: 'website', lang: 'en_US', origin: child.origin, cookie: `eshop_session=${s.token}`, 'x-forwarded-for': s.ip,
});

const kinds = databases().filter((k) => k === 'postgres');
// Without PostgreSQL the file reports a skipped test rather than "no test found".
if (kinds.length === 0) it.skip('crash safety needs PostgreSQL (set TEST_DATABASE_URL)', () => undefined);

describe.each(kinds)('crash safety of orders and payments on %s (the server is SIGKILLed mid-request)', () => {
  const pgUrl = testPgUrl()!;
  const tag = `crash-${randomUUID().slice(0, 8)}`;
  let handle: DatabaseHandle;
  let db: Database;
  let shop: TestShop;
  let categoryId: number;
  let itemId: number;
  let skuId: number;
  let children = 0;
  const running = new Set<ChildProcess>();

  /** Starts the shop as a child process; resolves once it listens. */
  function startChild(): Promise<Child> {
    children += 1;
    const appName = `${tag}-${children}`;
    const url = new URL(pgUrl);
    url.searchParams.set('application_name', appName);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/crash-server.ts'], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: url.href, JOBS_SCHEMA: FILE_JOBS_SCHEMA }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(proc);
    const exited = new Promise<void>((resolve) => proc.once('exit', () => { running.delete(proc); resolve(); }));
    let stderr = '';
    proc.stderr!.on('data', (c: Buffer) => { stderr += c.toString(); });
    const started = new Promise<Child>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`crash-server did not start in 60 s: ${stderr}`)), 60_000);
      proc.stdout!.on('data', (c: Buffer) => {
        stdout += c.toString();
        const m = /listening (\d+)/.exec(stdout);
        if (m) {
          clearTimeout(timer);
          resolve({ proc, origin: `http://127.0.0.1:${m[1]}`, appName, exited });
        }
      });
      void exited.then(() => { clearTimeout(timer); reject(new Error(`crash-server exited before listening: ${stderr}`)); });
    });
    // A spare process still booting when a check fails is killed in afterAll: not an unhandled rejection.
    started.catch(() => undefined);
    return started;
  }

  /**
   * SIGKILL, then wait until PostgreSQL has dropped every connection of the dead process:
   * from then on no transaction of it can still commit, so what is in the database is final.
   */
  async function kill(child: Child): Promise<void> {
    child.proc.kill('SIGKILL');
    await child.exited;
    for (let i = 0; ; i += 1) {
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where application_name = ${child.appName}`) as [{ n: number }];
      if (n === 0) return;
      if (i > 500) throw new Error(`connections of ${child.appName} still open 10 s after the kill`);
      await sleep(20);
    }
  }

  const stockNow = async () => (await db.select({ stock: sku.stock }).from(sku).where(eq(sku.id, skuId)))[0]!.stock;

  /** Shoppers prepared directly in the database: member, default address, one cart line of the SKU, a session. */
  async function prepareShoppers(n: number): Promise<Shopper[]> {
    const sessions = createSessions({ db });
    return Promise.all(Array.from({ length: n }, async () => {
      const [m] = await db.insert(member).values({ email: `${tag}-${randomUUID()}@example.com`, passwordHash: 'x' }).returning({ id: member.id });
      const [a] = await db.insert(address).values({
        memberId: m!.id, recipient: '韩梅梅', province: '上海市', city: '上海市', district: '黄浦区', street: '中山东一路1号', mobile: '13900000001', isDefault: true,
      }).returning({ id: address.id });
      const quantity = randomInt(1, 4);
      await db.insert(cartLine).values({ memberId: m!.id, skuId, quantity });
      return { memberId: m!.id, token: await sessions.create(m!.id), addressId: a!.id, quantity, requestId: randomUUID(), ip: randomIp(), answer: null };
    }));
  }

  const createForm = (s: Shopper) => ({
    'oh.deliveryOption': 'delivery', 'a.addressId': String(s.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': s.requestId,
  });

  interface OrderRow extends Record<string, unknown> {
    id: number; member_id: number; request_id: string; transaction_id: string; status: string; total_fen: number; goods_fen: number;
    discount_fen: number; shipping_fen: number; cash_voucher_fen: number; paid_at: Date | null;
    lines: number; qty: number; line_total: number; line_sku: number | null; events: number; initial_events: number; paid_events: number;
  }
  const ordersOf = (shoppers: Shopper[]) => queryRows<OrderRow>(db, sql`
    select o.id, o.member_id, o.request_id, o.transaction_id, o.status, o.total_fen, o.goods_fen, o.discount_fen, o.shipping_fen, o.cash_voucher_fen, o.paid_at,
           (select count(*)::int from order_line l where l.order_id = o.id) as lines,
           (select coalesce(sum(l.quantity), 0)::int from order_line l where l.order_id = o.id) as qty,
           (select coalesce(sum(l.line_total_fen), 0)::int from order_line l where l.order_id = o.id) as line_total,
           (select min(l.sku_id) from order_line l where l.order_id = o.id) as line_sku,
           (select count(*)::int from order_event e where e.order_id = o.id) as events,
           (select count(*)::int from order_event e where e.order_id = o.id and e.from_status is null and e.to_status = 'PendingPayment') as initial_events,
           (select count(*)::int from order_event e where e.order_id = o.id and e.from_status = 'PendingPayment' and e.to_status = 'Paid' and e.actor = 'provider') as paid_events
      from shop_order o where o.member_id in (${sql.join(shoppers.map((s) => sql`${s.memberId}`), sql`, `)}) order by o.id`);

  /**
   * The invariants of orders and stock. `complete`: every shopper must have its order by now.
   * Answers 200 seen by a client must be in the database.
   */
  async function checkOrders(shoppers: Shopper[], stockBefore: number, opts: { complete: boolean; settled: boolean }) {
    const orders = await ordersOf(shoppers);
    const carts = await queryRows<{ member_id: number; quantity: number }>(db, sql`
      select member_id, quantity from cart_line where sku_id = ${skuId} and member_id in (${sql.join(shoppers.map((s) => sql`${s.memberId}`), sql`, `)})`);
    const cartOf = new Map(carts.map((c) => [c.member_id, c.quantity]));
    for (const o of orders) {
      const who = `order ${o.transaction_id} (${o.status})`;
      expect(o.lines, `${who}: one order line`).toBe(1);
      expect(o.line_sku, who).toBe(skuId);
      expect(o.line_total, `${who}: lines add up to the goods total`).toBe(o.goods_fen);
      expect(o.total_fen, `${who}: total = goods - discount + shipping - cash vouchers`).toBe(o.goods_fen - o.discount_fen + o.shipping_fen - o.cash_voucher_fen);
      expect(o.initial_events, `${who}: exactly its initial event`).toBe(1);
      if (o.status === 'PendingPayment') {
        expect(o.events, `${who}: no other event`).toBe(1);
        expect(o.paid_at, who).toBeNull();
      }
      if (!opts.settled) expect(['PendingPayment', 'Paid'], who).toContain(o.status);
    }
    for (const s of shoppers) {
      const mine = orders.filter((o) => o.member_id === s.memberId);
      expect(mine.length, `member ${s.memberId}: at most one order per request`).toBeLessThanOrEqual(1);
      const [o] = mine;
      if (o) {
        expect(o.request_id).toBe(s.requestId);
        expect(o.qty, `order ${o.transaction_id}: the cart's quantity`).toBe(s.quantity);
        expect(cartOf.has(s.memberId), `order ${o.transaction_id} exists but its cart line is still in the cart`).toBe(false);
      } else {
        expect(opts.complete, `member ${s.memberId} has no order`).toBe(false);
        expect(cartOf.get(s.memberId), `member ${s.memberId}: no order, so the cart line must be intact`).toBe(s.quantity);
      }
      if (s.answer?.status === 200) {
        const answered = (JSON.parse(s.answer.body) as { data: { transactionId: string } }).data.transactionId;
        expect(o?.transaction_id, `member ${s.memberId} was answered ${answered}; it must exist`).toBe(answered);
      }
    }
    const held = orders.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.qty, 0);
    expect(await stockNow(), 'stock before = stock now + units held by orders that are not cancelled').toBe(stockBefore - held);
    return orders;
  }

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: pgUrl, dataDir: 'unused', maxConnections: 8 });
    db = handle.db;
    // A category, item and SKU of this test's own: no other test file touches its stock.
    const [c] = await db.insert(category).values({ code: tag, nameEn: 'Crash test', nameZh: '崩溃测试' }).returning({ id: category.id });
    categoryId = c!.id;
    const [i] = await db.insert(item).values({ code: tag.toUpperCase(), categoryId, nameEn: 'Crash-test ribeye', nameZh: '崩溃测试肉眼牛排' }).returning({ id: item.id });
    itemId = i!.id;
    const [s] = await db.insert(sku).values({ itemId, specEn: '250 g', specZh: '250克', priceFen: PRICE_FEN, stock: STOCK }).returning({ id: sku.id });
    skuId = s!.id;
  });
  afterAll(async () => {
    for (const proc of running) proc.kill('SIGKILL');
    await shop?.close();
    if (itemId !== undefined) await db.delete(item).where(eq(item.id, itemId));
    if (categoryId !== undefined) await db.delete(category).where(eq(category.id, categoryId));
    await handle?.close();
  });

  it('keeps orders, stock and payments whole when the process dies mid-request, and recovers after restart', async () => {
    const stockBefore = await stockNow();
    // The next process boots while the previous one works (booting takes seconds).
    let next = startChild();
    const shoppers: Shopper[] = [];
    const log: string[] = [];

    // 1. CreateOrder, killed mid-stream; again (new shoppers, new process) until a kill cut requests off.
    let cut = 0;
    for (let round = 1; round <= MAX_CREATE_ROUNDS && cut === 0; round += 1) {
      const batch = await prepareShoppers(SHOPPERS);
      shoppers.push(...batch);
      const child = await next;
      const requests = batch.map(async (s) => { s.answer = await post(`${child.origin}${CREATE}`, createForm(s), apiHeaders(child, s)); });
      // Somewhere in the first half of the answers: some orders answered, some committed
      // but not yet answered, some mid-transaction, some not started.
      await settledCount(requests, randomInt(1, SHOPPERS / 2));
      await sleep(randomInt(0, 5));
      const dying = kill(child);
      next = startChild();
      await Promise.all(requests);
      await dying;
      const answered = batch.filter((s) => s.answer !== null);
      for (const s of answered) expect(s.answer!.status, s.answer!.body).toBe(200);
      cut += batch.length - answered.length;
      const orders = await checkOrders(shoppers, stockBefore, { complete: false, settled: false });
      log.push(`CreateOrder round ${round}: ${answered.length} answered, ${batch.length - answered.length} cut off, ${orders.length} orders in all`);
    }
    expect(cut, 'the kill must cut at least one CreateOrder off').toBeGreaterThan(0);

    // The client retries what got no answer, with the same oh.requestId, on the new process.
    const child = await next;
    const before = new Map((await ordersOf(shoppers)).map((o) => [o.member_id, o.transaction_id]));
    const unanswered = shoppers.filter((s) => s.answer === null);
    await Promise.all(unanswered.map(async (s) => {
      const res = await post(`${child.origin}${CREATE}`, createForm(s), apiHeaders(child, s));
      expect(res?.status, res?.body).toBe(200);
      const data = (JSON.parse(res!.body) as { data: { transactionId: string; replayed: boolean } }).data;
      const existed = before.get(s.memberId);
      expect(data.replayed, `member ${s.memberId}: replayed iff its order had committed before the kill`).toBe(existed !== undefined);
      if (existed) expect(data.transactionId).toBe(existed);
      s.answer = res;
    }));
    log.push(`retried ${unanswered.length} unanswered CreateOrders: ${unanswered.filter((s) => before.has(s.memberId)).length} had committed (replayed)`);
    const orders = await checkOrders(shoppers, stockBefore, { complete: true, settled: false });

    // 2. Payment: half the orders show their QR now; then the payers confirm those in the
    // child's sandbox (which notifies the child) while the other half ask for their QR,
    // and the process dies while the notifications are being delivered and applied.
    const byMember = new Map(shoppers.map((s) => [s.memberId, s]));
    const payForm = (o: OrderRow) => ({ 'oh.transactionId': o.transaction_id });
    const half = Math.ceil(orders.length / 2);
    const toConfirm = orders.slice(0, half);
    const toShow = orders.slice(half);
    const codes = await Promise.all(toConfirm.map(async (o) => {
      const res = await post(`${child.origin}${PAY}`, payForm(o), apiHeaders(child, byMember.get(o.member_id)!));
      expect(res?.status, res?.body).toBe(200);
      const codeUrl = (JSON.parse(res!.body) as { data: { codeUrl: string | null } }).data.codeUrl;
      expect(codeUrl, res!.body).toMatch(new RegExp(`^${child.origin}/dev/wechatpay/pay/[0-9a-f]+$`));
      return codeUrl!;
    }));
    const confirmAnswers: (Answer | null)[] = [];
    const showAnswers: (Answer | null)[] = [];
    const confirms = codes.map(async (url, i) => { confirmAnswers[i] = await post(`${url}/confirm`, { lang: 'en' }); });
    const shows = toShow.map(async (o, i) => { showAnswers[i] = await post(`${child.origin}${PAY}`, payForm(o), apiHeaders(child, byMember.get(o.member_id)!)); });
    // Die while notifications are being applied: once the first order is Paid (or 5 s
    // passed), after a few more ms.
    const orderIds = sql.join(orders.map((o) => sql`${o.id}`), sql`, `);
    for (let waited = 0; waited < 5000; waited += 5) {
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payment where status = 'paid' and order_id in (${orderIds})`) as [{ n: number }];
      if (n > 0) break;
      await sleep(5);
    }
    await sleep(randomInt(0, 15));
    await kill(child);
    await Promise.all([...confirms, ...shows]);
    const cutPay = [...confirmAnswers, ...showAnswers].filter((a) => a === null).length;
    for (const a of [...confirmAnswers, ...showAnswers]) if (a) expect(a.status, a.body).toBe(200);

    interface PayRow extends Record<string, unknown> { order_id: number; out_trade_no: string; status: string; provider_transaction_id: string | null; code_url: string | null; trade_state: string | null; sandbox_tx: string | null }
    const payments = () => queryRows<PayRow>(db, sql`
      select p.order_id, p.out_trade_no, p.status, p.provider_transaction_id, p.code_url, w.trade_state, w.transaction_id as sandbox_tx
        from payment p left join sandbox_wechatpay_order w on w.out_trade_no = p.out_trade_no
       where p.order_id in (${orderIds})`);
    const notifications = async (outTradeNos: string[]) => outTradeNos.length === 0 ? [] : queryRows<{ out_trade_no: string; outcome: string }>(db, sql`
      select out_trade_no, outcome from payment_notification where out_trade_no in (${sql.join(outTradeNos.map((n) => sql`${n}`), sql`, `)})`);

    /** Every Paid order has exactly one paid payment, taken by the provider; nothing else is paid; no notification is half-applied. */
    async function checkPayments(settled: boolean) {
      const now = await checkOrders(shoppers, stockBefore, { complete: true, settled });
      const pays = await payments();
      for (const o of now) {
        const who = `order ${o.transaction_id} (${o.status})`;
        const paid = pays.filter((p) => p.order_id === o.id && p.status === 'paid');
        if (o.status === 'Paid') {
          expect(paid, `${who}: exactly one paid payment`).toHaveLength(1);
          expect(o.paid_at, who).not.toBeNull();
          expect(o.paid_events, `${who}: its Paid event`).toBe(1);
          expect(o.events, who).toBe(2);
          expect(paid[0]!.trade_state, `${who}: the provider took the money`).toBe('SUCCESS');
          expect(paid[0]!.provider_transaction_id, who).toBe(paid[0]!.sandbox_tx);
        } else {
          expect(paid, `${who}: no paid payment`).toHaveLength(0);
          expect(o.paid_at, who).toBeNull();
          expect(o.paid_events, who).toBe(0);
        }
        expect(pays.filter((p) => p.order_id === o.id && p.status === 'refunded'), `${who}: nothing refunded, nothing paid twice`).toHaveLength(0);
      }
      const notes = await notifications(pays.map((p) => p.out_trade_no));
      for (const n of notes) {
        expect(n.outcome, `notification for ${n.out_trade_no} half-applied`).not.toBe('received');
        if (n.outcome === 'paid') expect(pays.find((p) => p.out_trade_no === n.out_trade_no)?.status, n.out_trade_no).toBe('paid');
      }
      return { now, pays, notes };
    }

    const afterKill = await checkPayments(false);
    const lost = afterKill.pays.filter((p) => p.trade_state === 'SUCCESS' && p.status !== 'paid');
    expect(cutPay + lost.length, 'the kill must interrupt payment handling: a request cut off or a notification not applied').toBeGreaterThan(0);
    log.push(`Pay/confirm: ${toConfirm.length} confirms + ${toShow.length} QR requests, ${cutPay} cut off; `
      + `${afterKill.now.filter((o) => o.status === 'Paid').length} orders Paid, ${lost.length} paid at the provider but not notified`);

    // 3. Restart (a new app on the same database; the dead process's notification retries
    // died with it) and reconcile: the unpaid-order expiry asks the provider about every
    // attempt. The orders' time to pay is moved a year back, before any other test's
    // orders, so this run only touches this test's orders.
    shop = await startShop('postgres');
    const pending = afterKill.now.filter((o) => o.status === 'PendingPayment');
    if (pending.length > 0) {
      await db.execute(sql`update shop_order set pay_before = now() - interval '1 year'
        where id in (${sql.join(pending.map((o) => sql`${o.id}`), sql`, `)}) and status = 'PendingPayment'`);
      const result = await shop.app.eshopServices.payments.expireUnpaid(pending.length);
      log.push(`expiry after restart: ${result.paid} paid from the provider's record, ${result.cancelled} cancelled`);
    }
    const settled = await checkPayments(true);
    for (const o of settled.now) {
      expect(o.status, `order ${o.transaction_id} left unsettled`).not.toBe('PendingPayment');
      const attempts = settled.pays.filter((p) => p.order_id === o.id);
      if (attempts.some((p) => p.trade_state === 'SUCCESS')) {
        expect(o.status, `order ${o.transaction_id}: the provider took money, the order must be Paid`).toBe('Paid');
      }
      if (o.status === 'Cancelled') {
        for (const p of attempts) {
          expect(p.status, `${p.out_trade_no} of cancelled order ${o.transaction_id}`).toBe('closed');
          expect(p.trade_state ?? 'NONE', `${p.out_trade_no}: closed at the provider too (or never created there)`).toMatch(/^(CLOSED|NONE)$/);
        }
      }
    }
    for (const p of lost) expect(settled.pays.find((q) => q.out_trade_no === p.out_trade_no)?.status, `${p.out_trade_no} paid without a record`).toBe('paid');
    log.push(`settled: ${settled.now.filter((o) => o.status === 'Paid').length} Paid, ${settled.now.filter((o) => o.status === 'Cancelled').length} Cancelled; stock ${await stockNow()} of ${stockBefore}`);

    // 4. The mails: each state change wrote its job in its own transaction, so the jobs the
    // killed process never ran are all there; running them (twice) sends each order its
    // confirmation and each Paid order its payment mail, exactly once.
    expect(await runDueJobs(shop), 'the jobs the dead process left').toBeGreaterThan(0);
    await runDueJobs(shop);
    const mails = await queryRows<{ subject: string }>(db, sql`
      select subject from sandbox_mail where ${sql.join(settled.now.map((o) => sql`subject like ${`%${o.transaction_id}%`}`), sql` or `)}`);
    for (const o of settled.now) {
      const count = (words: string) => mails.filter((m) => m.subject.includes(o.transaction_id) && m.subject.includes(words)).length;
      expect(count('Your order'), `order ${o.transaction_id}: one confirmation mail`).toBe(1);
      expect(count('Payment received'), `order ${o.transaction_id} (${o.status}): ${o.status === 'Paid' ? 'one' : 'no'} payment mail`).toBe(o.status === 'Paid' ? 1 : 0);
    }
    log.push(`mails after restart: ${mails.filter((m) => m.subject.includes('Payment received')).length} payment mails for ${settled.now.filter((o) => o.status === 'Paid').length} Paid orders`);
    console.info(`[crash-safety] ${log.join('\n[crash-safety] ')}`);
  }, 180_000); // ~15 s alone; booting the child processes is slow when the whole suite shares the CPU
});
