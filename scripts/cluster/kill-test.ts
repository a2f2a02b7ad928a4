// The kill test (issue 12, "Two instances, tested"; docs/decisions/0028-two-instances.md):
// the cluster of `npm run cluster` on a fresh PostgreSQL database, shoppers through nginx,
// one instance SIGKILLed while they shop, then the database is asked whether anything was
// lost or done twice, and the killed instance is started again.
//   node --import tsx scripts/cluster/kill-test.ts        (a step of `npm test`)
// Needs TEST_DATABASE_URL (an admin URL: the test creates and drops its own database), a
// Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379), nginx and the storefront build
// (WEB_BUILD_DIR, default apps/web/build). Locally a missing one skips the test loudly; in
// CI (CI=true) or with CLUSTER_TEST_REQUIRED=1 it is a failure.
// Knobs: CLUSTER_SHOPPERS (10), CLUSTER_ORDERS (orders per shopper, 6), CLUSTER_SETTLE_SECONDS
// (180: how long the background work may take to finish after the shoppers; a mail the dead
// instance was sending is taken over after the queue's claim time), CLUSTER_KEEP_DATABASE=1
// (keep the database and the logs to look into).
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@eshop/db';
import { createPostgresTestDatabase } from '@eshop/db/testing';
import { MISSING_NGINX, REPO_ROOT, instanceReady, nginxBinary, redisReachable, startCluster, type Cluster } from './cluster.ts';
import { fireOfJob } from '@eshop/server/jobs/schedules';
import {
  becomeMember, browse, cancelOrder, newOrder, newTraffic, payOrder, placeOrder, shopperClient,
  type DrivenOrder, type ShopperClient,
} from './shopper.ts';

const required = process.env.CI === 'true' || process.env.CLUSTER_TEST_REQUIRED === '1';
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const webBuildDir = resolve(REPO_ROOT, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 10);
const ORDERS_EACH = Number(process.env.CLUSTER_ORDERS ?? 6);
const SETTLE_SECONDS = Number(process.env.CLUSTER_SETTLE_SECONDS ?? 180);
/** The queue's tables (JOBS_SCHEMA of the shop, docs/decisions/0025). */
const JOBS_SCHEMA = process.env.JOBS_SCHEMA ?? 'pgboss';
/** Stock of every SKU the shoppers buy, set before they start (the conservation check's "before"). */
const INITIAL_STOCK = 1000;
/** Instance 1 migrated and seeded the database: killing it shows it had no special part. */
const VICTIM = 0;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ── Prerequisites: skip loudly on a developer's machine, fail in CI ───────────────────────
const missing: string[] = [];
if (!adminUrl) missing.push('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test; the test creates and drops a database of its own there).');
if (!nginxBinary()) missing.push(MISSING_NGINX);
if (!(await redisReachable(redisUrl))) missing.push(`No Redis answers at ${redisUrl} (apt-get install -y redis-server, or set TEST_REDIS_URL).`);
if (!existsSync(join(webBuildDir, 'server', 'index.js'))) missing.push(`No storefront build in ${webBuildDir} (npm run build).`);
if (missing.length > 0) {
  const line = '#'.repeat(78);
  const text = [
    '', line,
    `#  ${required ? 'FAILED' : 'WARNING'}: the CLUSTER KILL TEST ${required ? 'cannot run' : 'WAS SKIPPED — nothing in scripts/cluster ran'}.`,
    ...missing.map((m) => `#  - ${m}`),
    ...(required ? [] : ['#  CI (CI=true) and CLUSTER_TEST_REQUIRED=1 make this a failure.']),
    line, '',
  ].join('\n');
  if (required) {
    console.error(text);
    process.exit(1);
  }
  console.warn(text);
  process.exit(0);
}

// ── The run ──────────────────────────────────────────────────────────────────────────────
interface Check { name: string; ok: boolean | 'n/a'; detail: string }
const checks: Check[] = [];
/** What the database checks counted, for the figures. */
const figures = { lost: 0, duplicated: 0, paidTwice: 0, refunds: 0, confirmationMails: 0, paymentMails: 0, ordersInDb: 0, paidInDb: 0 };
const check = (name: string, ok: boolean | 'n/a', detail: string) => { checks.push({ name, ok, detail }); };

interface ShopperState { n: number; email: string; client: ShopperClient; error: string | null }

const t0 = Date.now();
const timing: Record<string, number> = {};
const database = await createPostgresTestDatabase(adminUrl!);
let cluster: Cluster | undefined;
let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
let unexpectedExits: string[] = [];
try {
  console.log(`cluster kill test: database ${database.name}, Redis ${redisUrl}`);
  cluster = await startCluster({
    databaseUrl: database.url, redisUrl, port: 0, webBuildDir,
    env: {
      // Test-strength password hashes (128 MiB each at the default would crowd 2 cores).
      PASSWORD_SCRYPT_LOG2N: '14',
      // The dead instance's running jobs are retried after their time-out plus up to one
      // maintenance interval: 10 s instead of 30 keeps the test short, the rest is as shipped.
      JOBS_MAINTENANCE_SECONDS: '10',
    },
    log: (l) => console.log(`  ${l}`),
    onUnexpectedExit: (i, how) => { unexpectedExits.push(`instance ${i.number} exited by itself (${how})`); },
  });
  timing.start = Date.now() - t0;
  handle = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
  const db = handle.db;

  // SKUs of published products, with stock enough for everyone.
  const pool = await queryRows<{ id: number; item_id: number }>(db, sql`
    select s.id, s.item_id from sku s join item i on i.id = s.item_id
     where i.published and s.price_fen > 0 order by s.id limit 6 offset 20`);
  if (pool.length < 6) throw new Error('the seeded catalogue has too few SKUs');
  const poolIds = pool.map((s) => s.id);
  await db.execute(sql`update sku set stock = ${INITIAL_STOCK} where id in ${poolIds}`);

  // ── Shoppers, and the kill in the middle ──
  const traffic = newTraffic();
  const orders: DrivenOrder[] = [];
  const shoppers: ShopperState[] = [];
  const target = SHOPPERS * ORDERS_EACH;
  let created = 0;
  let releaseKill: () => void = () => {};
  const killPoint = new Promise<void>((ok) => { releaseKill = ok; });
  // A third of the way in, the shoppers meet before their CreateOrder and send it together;
  // KILL_DELAY_MS later the victim dies with about half of those orders in its hands, mid-
  // transaction or just made: each shopper's retry with the same requestId must come out right.
  const KILL_AT_ORDER = Math.floor(ORDERS_EACH / 3);
  const KILL_DELAY_MS = 20;
  let arrived = 0;
  let openBarrier: () => void = () => {};
  const barrier = new Promise<void>((ok) => { openBarrier = ok; });
  const atKillPoint = async () => {
    arrived += 1;
    // A shopper that failed before never arrives: the others do not wait for it for ever.
    if (arrived === 1) setTimeout(() => openBarrier(), 15_000);
    if (arrived === SHOPPERS) openBarrier();
    await barrier;
  };
  void barrier.then(() => setTimeout(releaseKill, KILL_DELAY_MS));
  const victim = cluster.instances[VICTIM]!;
  const kill = { at: 0, ordersBefore: 0, pid: 0 };
  const run = `${randomBytes(3).toString('hex')}`;

  async function shop(n: number): Promise<void> {
    const client = shopperClient(cluster!.url, traffic);
    const me: ShopperState = { n, email: `cluster-${run}-${n}@example.com`, client, error: null };
    shoppers.push(me);
    let addressId: number;
    try {
      await browse(client, [pool[n % pool.length]!.item_id]);
      addressId = await becomeMember(client, me.email);
    } catch (err) {
      me.error = (err as Error).message;
      return;
    }
    for (let k = 0; k < ORDERS_EACH; k += 1) {
      const sku = pool[(n + k) % pool.length]!;
      // Most orders are paid; one in five stays unpaid or is cancelled (stock goes back).
      const plan = k % 5 === 4 ? (n % 2 === 0 ? 'cancel' : 'leave') : 'pay';
      const order = newOrder(n, me.email, sku.id, 1 + (k % 3), plan);
      orders.push(order);
      try {
        await placeOrder(client, order, addressId, sku.item_id, k === KILL_AT_ORDER ? atKillPoint : undefined);
        created += 1;
        if (plan === 'pay') await payOrder(client, order);
        else if (plan === 'cancel') await cancelOrder(client, order);
      } catch (err) {
        order.error = (err as Error).message;
      }
    }
  }

  const tShop = Date.now();
  const shopping = Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shop(n)));
  const killer = Promise.race([killPoint, shopping]).then(async () => {
    if (created >= target) return; // all done before the kill point: nothing to kill into
    kill.pid = victim.pid ?? 0;
    kill.ordersBefore = created;
    kill.at = Date.now() - tShop;
    console.log(`  SIGKILL instance ${victim.number} (pid ${kill.pid}) ${KILL_DELAY_MS} ms after ${arrived} CreateOrders went out together (${created} orders answered before), ${seconds(kill.at)} into the shopping`);
    await victim.kill('SIGKILL');
  });
  await shopping;
  await killer;
  timing.shopping = Date.now() - tShop;

  // ── Sessions: every shopper's cookie still works through the proxy (only the survivor serves now) ──
  let sessionsKept = 0;
  const sessionProblems: string[] = [];
  for (const s of shoppers) {
    if (!s.client.session) { sessionProblems.push(`shopper ${s.n} has no session (${s.error ?? 'never signed in'})`); continue; }
    const info = await s.client.get('a/capi/account/MemberInfo');
    const loginId = info.status === 200 ? info.json<{ data: { 'm.loginId': string } }>().data['m.loginId'] : null;
    if (loginId === s.email) sessionsKept += 1;
    else sessionProblems.push(`shopper ${s.n}: MemberInfo ${info.status} ${loginId ?? info.body.slice(0, 120)}`);
  }
  check('no session was lost (MemberInfo through nginx answers the same member)', sessionsKept === SHOPPERS,
    `${sessionsKept}/${SHOPPERS}${sessionProblems.length ? `: ${sessionProblems.slice(0, 3).join('; ')}` : ''}`);

  // ── Let the background work finish (mails, jobs), then ask the database ──
  const emails = shoppers.map((s) => s.email);
  const tSettle = Date.now();
  const settled = await settle(db, emails, SETTLE_SECONDS);
  timing.settle = Date.now() - tSettle;

  await databaseChecks(db, { orders, emails, poolIds, settled });
  const shopperFailures = [...shoppers.filter((s) => s.error).map((s) => `shopper ${s.n}: ${s.error}`),
    ...orders.filter((o) => o.error).map((o) => `${o.transactionId ?? o.requestId}: ${o.error}`)];
  check('every shopper finished its orders (retrying as a client does)', shopperFailures.length === 0,
    shopperFailures.length ? `${shopperFailures.length} failed: ${shopperFailures.slice(0, 3).join('; ')}` : `${orders.length} orders`);

  // Both instances' WeChat Pay stand-ins sign with the keys stored in the database, so a
  // notification is genuine whichever instance nginx hands it to.
  const refused = readFileSync(cluster.accessLog, 'utf8').split('\n').filter((l) => l.includes('/pay/wechatpay/notify') && / 401 /.test(l));
  check('no payment notification refused as not genuine (401) by the other instance', refused.length === 0, `${refused.length} refused${refused[0] ? `: ${refused[0]}` : ''}`);

  // ── The killed one comes back; both serve, directly and through nginx ──
  const tRestart = Date.now();
  if (!victim.running) await victim.restart();
  timing.restart = Date.now() - tRestart;
  await bothServe(cluster, shoppers);
  await scheduleChecks(db);

  // ── Figures ──
  const answered = orders.filter((o) => o.transactionId);
  const perUpstream = upstreamCounts(cluster.accessLog);
  const transient = Object.entries(traffic.transient).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none';
  console.log([
    '',
    `Kill test: ${SHOPPERS} shoppers × ${ORDERS_EACH} orders through nginx (${cluster.url}); instance ${victim.number} (pid ${kill.pid}) SIGKILLed ${KILL_DELAY_MS} ms after ${arrived} CreateOrders went out together (${kill.ordersBefore} orders answered before), ${seconds(kill.at)} into the shopping`,
    `  orders driven ${orders.length}, created (CreateOrder answered) ${answered.length}, unanswered ${orders.length - answered.length}, replayed answers ${orders.filter((o) => o.replayed).length}`,
    `  paid (seen by the shopper) ${orders.filter((o) => o.seenPaid).length}, left unpaid ${orders.filter((o) => o.plan === 'leave').length}, cancelled ${orders.filter((o) => o.cancelled).length}`,
    `  lost ${figures.lost}, duplicated ${figures.duplicated}, paid twice ${figures.paidTwice}, refunds ${figures.refunds}`,
    `  mails: order confirmation ${figures.confirmationMails} for ${figures.ordersInDb} orders, payment received ${figures.paymentMails} for ${figures.paidInDb} paid orders`,
    `  requests ${traffic.requests}; transient failures ${transient}; retried ${traffic.retries}; given up ${traffic.givenUp}`,
    `  requests per instance (nginx): ${Object.entries(perUpstream).map(([k, v]) => `${k} ${v}`).join(', ')}; answered 5xx by nginx: ${failedRequests(cluster.accessLog)}`,
    `  jobs: ${settled.jobs}`,
    `  warnings and errors in the shops' logs: ${logSummary(cluster)}`,
    `  time: ${seconds(Date.now() - t0)} (cluster start ${seconds(timing.start ?? 0)}, shopping ${seconds(timing.shopping)}, settle ${seconds(timing.settle)}, restart ${seconds(timing.restart)})`,
    '',
  ].join('\n'));
} catch (err) {
  check('the test ran to the end', false, (err as Error).stack ?? String(err));
} finally {
  for (const e of unexpectedExits) check('no instance died unasked', false, e);
  unexpectedExits = [];
  const failed = checks.filter((c) => c.ok === false);
  for (const c of checks) console.log(`${c.ok === 'n/a' ? '–' : c.ok ? '✔' : '✘'} ${c.name}: ${c.detail}`);
  if (failed.length > 0 && cluster) console.error(`\nLogs (kept in ${cluster.workDir}):\n${cluster.tails(15)}`);
  await cluster?.stop().catch((e: unknown) => console.error('stopping the cluster failed', e));
  await handle?.close().catch(() => {});
  if (process.env.CLUSTER_KEEP_DATABASE === '1') console.log(`kept the database: ${database.url}`);
  else await database.drop().catch((e: unknown) => console.error(`dropping ${database.name} failed`, e));
  if (cluster && failed.length === 0 && process.env.CLUSTER_KEEP_DATABASE !== '1') rmSync(cluster.workDir, { recursive: true, force: true });
  console.log(`\n${checks.length - failed.length} checks passed, ${failed.length} failed (${seconds(Date.now() - t0)})`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

// ── Helpers of the run ──────────────────────────────────────────────────────────────────

/**
 * pg-boss's jobs (once the queue is there) not done: running, failed once and waiting for a
 * retry, or created and due (a job created for later is scheduled work, not left-over).
 */
async function pendingJobs(db: Database): Promise<{ present: boolean; due: number; failed: number; byState: string }> {
  const [table] = await queryRows<{ t: string | null }>(db, sql`select to_regclass(${`${JOBS_SCHEMA}.job`})::text as t`);
  if (!table?.t) return { present: false, due: 0, failed: 0, byState: `no ${JOBS_SCHEMA}.job table (the queue has not landed)` };
  const rows = await queryRows<{ name: string; state: string; n: number }>(db, sql`
    select name, state::text as state, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
     where state::text in ('retry', 'active', 'failed') or (state::text = 'created' and start_after <= now())
     group by name, state order by name, state`);
  const due = rows.filter((r) => r.state !== 'failed').reduce((s, r) => s + r.n, 0);
  const failed = rows.filter((r) => r.state === 'failed').reduce((s, r) => s + r.n, 0);
  return { present: true, due, failed, byState: rows.map((r) => `${r.name} ${r.state} ${r.n}`).join(', ') || 'none pending' };
}

async function mailCounts(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sandbox_mail`);
  return row?.n ?? 0;
}

/**
 * Waits until the background work is done: no due job left and every order's mails there,
 * or nothing has changed for 10 s (work that will never come), or the time is up.
 */
async function settle(db: Database, emails: string[], limitSeconds: number): Promise<{ jobs: string; waitedMs: number }> {
  const started = Date.now();
  let last = '';
  let lastChange = Date.now();
  for (;;) {
    const jobs = await pendingJobs(db);
    const mails = await mailCounts(db);
    const [m] = await queryRows<{ orders: number; paid: number; confirmed: number; paid_mailed: number }>(db, sql`
      select count(*)::int as orders, count(o.paid_at)::int as paid,
             count(*) filter (where exists (select 1 from sandbox_mail s where s.subject = 'Your order ' || o.transaction_id || ' at Butcher & Deli'))::int as confirmed,
             count(*) filter (where o.paid_at is not null and exists (select 1 from sandbox_mail s
                                where s.subject ilike '%payment received%' and position(o.transaction_id in s.subject) > 0))::int as paid_mailed
        from shop_order o join member m on m.id = o.member_id where m.email in ${emails}`);
    const state = `${jobs.due}/${mails}`;
    if (state !== last) { last = state; lastChange = Date.now(); }
    const complete = jobs.due === 0 && m !== undefined && m.confirmed === m.orders && m.paid_mailed === m.paid;
    const waited = Date.now() - started;
    const quiet = jobs.due === 0 && Date.now() - lastChange > 10_000;
    if (complete || quiet || waited > limitSeconds * 1000) {
      const why = complete ? 'all done' : quiet ? 'nothing changed for 10 s' : 'time is up';
      return { jobs: `${jobs.byState} (settled after ${seconds(waited)}: ${why})`, waitedMs: waited };
    }
    await sleep(1000);
  }
}

async function databaseChecks(db: Database, o: { orders: DrivenOrder[]; emails: string[]; poolIds: number[]; settled: { jobs: string } }) {
  const rows = await queryRows<{ id: number; transaction_id: string; request_id: string; status: string; paid_at: unknown; email: string }>(db, sql`
    select o.id, o.transaction_id, o.request_id, o.status, o.paid_at, m.email from shop_order o join member m on m.id = o.member_id
     where m.email in ${o.emails}`);
  figures.ordersInDb = rows.length;
  const byRequest = new Map<string, typeof rows>();
  for (const r of rows) byRequest.set(`${r.email} ${r.request_id}`, [...(byRequest.get(`${r.email} ${r.request_id}`) ?? []), r]);

  // Every answered CreateOrder: one order, the one answered.
  const answered = o.orders.filter((d) => d.transactionId);
  const lost = answered.filter((d) => {
    const found = byRequest.get(`${d.email} ${d.requestId}`) ?? [];
    return found.length !== 1 || found[0]!.transaction_id !== d.transactionId;
  });
  figures.lost = lost.length;
  check('every order whose CreateOrder answered exists once (per requestId)', lost.length === 0,
    `${answered.length - lost.length}/${answered.length}${lost.length ? `; missing or different: ${lost.slice(0, 3).map((d) => d.transactionId).join(', ')}` : ''}`);

  // Nothing beyond one order per driven requestId (an unanswered one may have made its order, once).
  const driven = new Set(o.orders.map((d) => `${d.email} ${d.requestId}`));
  const extra = rows.filter((r) => !driven.has(`${r.email} ${r.request_id}`)).length
    + [...byRequest.values()].reduce((s, list) => s + Math.max(0, list.length - 1), 0);
  figures.duplicated = extra;
  check('no order was made twice', extra === 0, `${rows.length} orders in the database for ${driven.size} requestIds driven; ${extra} extra`);

  // Paid exactly once: one paid payment, one Paid event, no refund; and every payment the shopper saw is there.
  const ids = rows.map((r) => r.id);
  const pay = ids.length === 0 ? [] : await queryRows<{ id: number; paid: number; events: number; refunds: number }>(db, sql`
    select o.id,
      (select count(*)::int from payment p where p.order_id = o.id and p.status = 'paid') as paid,
      (select count(*)::int from order_event e where e.order_id = o.id and e.to_status = 'Paid') as events,
      (select count(*)::int from refund r join payment p on p.id = r.payment_id where p.order_id = o.id) as refunds
    from shop_order o where o.id in ${ids}`);
  const payOf = new Map(pay.map((p) => [p.id, p]));
  const paidRows = rows.filter((r) => r.paid_at !== null);
  figures.paidInDb = paidRows.length;
  const twice = paidRows.filter((r) => { const p = payOf.get(r.id)!; return p.paid !== 1 || p.events !== 1; });
  figures.paidTwice = twice.length;
  figures.refunds = pay.reduce((s, p) => s + p.refunds, 0);
  const seenPaid = o.orders.filter((d) => d.seenPaid);
  const seenButNot = seenPaid.filter((d) => !paidRows.some((r) => r.transaction_id === d.transactionId));
  check('every paid order is paid exactly once (one paid payment, one Paid event, no refund)',
    twice.length === 0 && figures.refunds === 0 && seenButNot.length === 0,
    `${paidRows.length} paid in the database, ${seenPaid.length} seen paid by shoppers; ${twice.length} not exactly once, ${figures.refunds} refunds, ${seenButNot.length} seen paid but not paid`);

  // Money the sandbox took is an order paid in the shop (a notification lost with the dead instance would show here).
  const [money] = await queryRows<{ taken: number; unapplied: number }>(db, sql`
    select count(*)::int as taken, count(*) filter (where p.status is distinct from 'paid')::int as unapplied
      from sandbox_wechatpay_order s left join payment p on p.out_trade_no = s.out_trade_no
     where s.trade_state = 'SUCCESS'`);
  check('every payment the sandbox took is applied to its order', (money?.unapplied ?? 0) === 0, `${money?.taken ?? 0} taken, ${money?.unapplied ?? 0} not applied`);

  // Mails, once each: the order confirmation for every order, "Payment received" for every paid one.
  const mails = await queryRows<{ subject: string; n: number }>(db, sql`select subject, count(*)::int as n from sandbox_mail group by subject`);
  const count = (pred: (subject: string) => boolean) => mails.filter((m) => pred(m.subject)).reduce((s, m) => s + m.n, 0);
  const confirmations = rows.map((r) => count((s) => s === `Your order ${r.transaction_id} at Butcher & Deli`));
  figures.confirmationMails = confirmations.reduce((s, n) => s + n, 0);
  check('order confirmation mail sent once per order', confirmations.every((n) => n === 1),
    `${confirmations.filter((n) => n === 1).length}/${rows.length} once, ${confirmations.filter((n) => n === 0).length} missing, ${confirmations.filter((n) => n > 1).length} more than once`);
  const paymentMails = paidRows.map((r) => count((s) => s.includes(r.transaction_id) && /payment received/i.test(s)));
  figures.paymentMails = paymentMails.reduce((s, n) => s + n, 0);
  check('"Payment received" mail sent once per paid order', paymentMails.every((n) => n === 1),
    `${paymentMails.filter((n) => n === 1).length}/${paidRows.length} once, ${paymentMails.filter((n) => n === 0).length} missing, ${paymentMails.filter((n) => n > 1).length} more than once`);

  // Stock conserved: what there was = what there is + what the orders not cancelled hold.
  const stock = await queryRows<{ id: number; stock: number; held: number }>(db, sql`
    select s.id, s.stock, coalesce((select sum(l.quantity) from order_line l join shop_order o on o.id = l.order_id
                                   where l.sku_id = s.id and o.status <> 'Cancelled'), 0)::int as held
      from sku s where s.id in ${o.poolIds} order by s.id`);
  const off = stock.filter((s) => s.stock + s.held !== INITIAL_STOCK);
  check('stock is conserved (initial = in stock + in orders not cancelled)', off.length === 0,
    stock.map((s) => `sku ${s.id}: ${s.stock} + ${s.held}`).join(', '));

  // The killed instance's jobs: taken over by the survivor (pg-boss's schema, once the queue is there).
  const jobs = await pendingJobs(db);
  if (!jobs.present) check('no job left unfinished (pg-boss)', 'n/a', jobs.byState);
  else check('no job left unfinished or failed (pg-boss)', jobs.due === 0 && jobs.failed === 0, `${o.settled.jobs}; now: ${jobs.byState}`);

}

/**
 * Scheduled work, checked with both instances up again: each fire of the every-minute
 * unpaid-order run is written once. A run's job id names its fire (jobs/schedules.ts), so
 * the instance that sees a fire already written writes nothing. The check: every run's id
 * is a fire's of the minutes before it was written, and no fire has two runs. A fast run
 * can be over before any fire: wait until a run is written.
 */
async function scheduleChecks(db: Database): Promise<void> {
  if (!(await pendingJobs(db)).present) return;
  const JOB = 'orders_expire_unpaid';
  const jobs = sql.identifier(JOBS_SCHEMA);
  const read = () => queryRows<{ id: string; created_ms: number }>(db, sql`
    select id::text, (extract(epoch from created_on) * 1000)::float8 as created_ms
      from (select id, created_on from ${jobs}.job where name = ${JOB}
            union all select id, created_on from ${jobs}.archive where name = ${JOB}) j
     order by created_on`);
  let runs = await read();
  for (const deadline = Date.now() + 90_000; runs.length === 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    runs = await read();
  }
  const fires = runs.map((r) => fireOfJob(JOB, r.id, new Date(r.created_ms)));
  const minute = (d: Date | undefined) => (d ? d.toISOString().slice(11, 16) : 'no fire');
  check('the every-minute schedule ran once per fire across both instances',
    runs.length > 0 && fires.every((f) => f !== undefined) && new Set(fires.map((f) => f?.getTime())).size === runs.length,
    `${runs.length} runs, for ${fires.map(minute).join(', ') || 'none'} (UTC)`);
}

/** The shops' warnings and errors by message, most frequent first (what the kill cost, as the shops saw it). */
function logSummary(c: Cluster): string {
  const counts = new Map<string, number>();
  for (const i of c.instances) {
    if (!existsSync(i.logFile)) continue;
    for (const line of readFileSync(i.logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line) as { level?: number; msg?: string };
      } catch {
        continue;
      }
      if ((entry.level ?? 0) < 40) continue;
      const key = `${(entry.level ?? 0) >= 50 ? 'error' : 'warn'} "${entry.msg ?? ''}"`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ×${v}`).join('; ') || 'none';
}

/** nginx's access log: requests answered per instance (the last upstream tried). */
function upstreamCounts(accessLog: string, fromByte = 0): Record<string, number> {
  if (!existsSync(accessLog)) return {};
  const counts: Record<string, number> = {};
  for (const line of readFileSync(accessLog, 'utf8').slice(fromByte).split('\n')) {
    const tried = /upstream=(.*?) upstream_status=/.exec(line)?.[1]?.match(/\d+\.\d+\.\d+\.\d+:\d+/g);
    const last = tried?.at(-1);
    if (last) counts[last] = (counts[last] ?? 0) + 1;
  }
  return counts;
}

/** The requests nginx answered with a 5xx (the ones in flight on the killed instance), by method and path. */
function failedRequests(accessLog: string): string {
  if (!existsSync(accessLog)) return 'none';
  const counts = new Map<string, number>();
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const m = /"(\w+) ([^ ?"]+)[^"]*" (5\d\d) /.exec(line);
    if (m) counts.set(`${m[3]} ${m[1]} ${m[2]}`, (counts.get(`${m[3]} ${m[1]} ${m[2]}`) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
}

/** After the restart: each instance answers on its own port (also the shoppers' sessions), and nginx uses both. */
async function bothServe(c: Cluster, shoppers: ShopperState[]) {
  for (const i of c.instances) {
    const ready = await instanceReady(i.port);
    const direct = shopperClient(`http://127.0.0.1:${i.port}`, newTraffic());
    const list = await direct.get('a/capi/catalog/Item.List?pageSize=1');
    let sessions = 0;
    for (const s of shoppers) {
      if (!s.client.session) continue;
      const same = shopperClient(`http://127.0.0.1:${i.port}`, newTraffic(), s.client.ip, s.client.session);
      const info = await same.get('a/capi/account/MemberInfo');
      if (info.status === 200 && info.json<{ data: { 'm.loginId': string } }>().data['m.loginId'] === s.email) sessions += 1;
    }
    check(`instance ${i.number} serves on its own port after the restart${i.number === VICTIM + 1 ? ' (the killed one)' : ''}`,
      ready && list.status === 200 && sessions === shoppers.length,
      `ready ${ready}, Item.List ${list.status}, shoppers' sessions ${sessions}/${shoppers.length}`);
  }
  // nginx tries a failed server again after fail_timeout (5 s): within 20 s both must answer.
  const from = existsSync(c.accessLog) ? statSync(c.accessLog).size : 0;
  const through = shopperClient(c.url, newTraffic());
  const deadline = Date.now() + 20_000;
  let statuses: number[] = [];
  let seen: Record<string, number> = {};
  while (Date.now() < deadline) {
    statuses.push((await through.get('a/capi/catalog/Item.List?pageSize=1')).status);
    await sleep(200); // nginx writes its log line after the answer
    seen = upstreamCounts(c.accessLog, from);
    if (c.instances.every((i) => seen[`127.0.0.1:${i.port}`])) break;
  }
  statuses = [...new Set(statuses)];
  check('both instances serve through nginx after the restart', c.instances.every((i) => seen[`127.0.0.1:${i.port}`]) && statuses.every((s) => s === 200),
    `answers ${statuses.join(',')}; per instance ${Object.entries(seen).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
