// `npm run bench`: throughput of the shop relative to a bare Fastify measured in the same
// run, and the page weight of the storefront, each against a budget. See README.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { snapshotBuild } from './build.ts';
import { runCheckout, STEP_NAMES, STEPS, type CheckoutResult } from './checkout.ts';
import { cpuSampler, type CpuSample, type CpuSampler } from './cpu.ts';
import type { MailCount } from './server.ts';
import { get } from './http.ts';
import { measure, type LoadResult, type RequestVariation } from './load.ts';
import { load, postgresAdminUrl, recheck, resultsDir, root, seconds, strict } from './settings.ts';
import { fixed, kB, table } from './report.ts';
import { killAll, startServer, type StartedServer } from './spawn.ts';
import { serverHeapMb } from '../scripts/server-process.ts';
import type { Target } from './server.ts';
import { measureStart, type StartResult } from './startup.ts';
import { measurePage, type PageWeight } from './weight.ts';

const env = process.env;
const cpuProfDir = env.BENCH_CPU_PROF === '1' ? resolve(resultsDir, 'profiles') : undefined;
const timeLimitS = seconds('BENCH_TIME_LIMIT', 480);
const startTimeoutMs = 120_000; // a first run builds the seeded PGlite template (~30 s)

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Budgets: throughput as a share of the bare-Fastify reference; page weight in bytes (kB = 1000 B). */
// JS: 125 kB, not the issue's 90 kB — React 19 + React Router 7 alone are 108 kB gzip (docs/decisions/0008).
// Issue 18's targets (README, "Budgets"): a page rendered for a signed-in shopper ≥ 0.01 of the
// reference with p99 ≤ 60 ms; checkout ≥ 0.002 (PostgreSQL) / 0.001 (embedded) with an order's
// p99 ≤ 300 ms; server RSS after the bench ≤ 250 MB; a start on an existing database ≤ 3 s.
// The checkout's latency ratio (p99 in units of the reference's time per request, derived
// from its throughput because its latencies are below autocannon's millisecond resolution)
// stays as the regression guard it was.
const budgets = {
  itemListRatio: 0.4, productPageRatio: 0.08, signedInPageRatio: 0.01, signedInPageP99Ms: 60,
  checkoutRatio: { postgres: 0.002, pglite: 0.001 } as Record<string, number>, checkoutP99Ms: 300, checkoutP99LatencyRatio: 4000,
  jsGzipBytes: 125_000, htmlGzipBytes: 30_000, serverRssBytes: 250 * 1024 * 1024, startMs: 3000,
};
/** BENCH_ONLY=id,id: only these throughput scenarios (ids as in bench/results/latest.json, e.g. checkout, signed-in-product). */
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((id) => id.trim()).filter(Boolean)) : null;
const chosen = (id: string) => only === null || only.has(id);
/** Virtual shoppers of the checkout scenario (0: skip it). */
const shoppers = Math.max(0, Math.floor(Number(env.BENCH_SHOPPERS ?? 10) || 0));

interface Scenario {
  id: string; name: string; path: string; headers: Record<string, string>; minRatio: number | null; maxP99Ms?: number;
  /** How the n-th request differs, when they differ (`path` and `headers` are the first's). */
  vary?: RequestVariation;
}
const scenarios: Scenario[] = [
  { id: 'item-list', name: 'Item.List cid=1 pageSize=20', path: '/api/a/capi/catalog/Item.List?cid=1&pageSize=20', headers: { ch: 'website', lang: 'en_US' }, minRatio: budgets.itemListRatio },
  // As an API client taking gzip asks (a mini-program; the storefront calls it in-process): the read cache's answer as its kept gzip bytes.
  { id: 'item-list-gzip', name: 'Item.List cid=1 pageSize=20, gzip', path: '/api/a/capi/catalog/Item.List?cid=1&pageSize=20', headers: { ch: 'website', lang: 'en_US', 'accept-encoding': 'gzip' }, minRatio: budgets.itemListRatio },
  { id: 'product-page', name: 'product page /pc/item/1 (anonymous)', path: '/eshop/pc/item/1', headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en' }, minRatio: budgets.productPageRatio },
  // A cookie other than `lang` bypasses the anonymous page cache: every request renders.
  { id: 'product-page-render', name: 'product page SSR render (info)', path: '/eshop/pc/item/1', headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en', cookie: 'bench=render' }, minRatio: null },
  // Informational, BENCH_GZIP=1: what a browser gets (it always accepts gzip), i.e. the cost of compressing on the fly.
  ...(env.BENCH_GZIP === '1'
    ? [{ id: 'product-page-gzip', name: 'product page SSR, gzip (info)', path: '/eshop/pc/item/1', headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en', 'accept-encoding': 'gzip' }, minRatio: null }]
    : []),
];

/**
 * Pages as a signed-in shopper gets them (their session: never from the page cache), issue
 * 18: compressed, as every browser asks (since the twentieth session; the uncompressed row
 * is kept for reading the earlier sessions' figures).
 */
function signedInScenarios(token: string, browsers: readonly string[]): Scenario[] {
  const plain = { 'user-agent': DESKTOP_UA, 'accept-language': 'en', cookie: `eshop_session=${token}` };
  const headers = { ...plain, 'accept-encoding': 'gzip' };
  const budget = { minRatio: budgets.signedInPageRatio, maxP99Ms: budgets.signedInPageP99Ms };
  return [
    { id: 'signed-in-product-plain', name: 'product page /pc/item/1 (signed in, uncompressed, info)', path: '/eshop/pc/item/1', headers: plain, minRatio: null },
    { id: 'signed-in-product', name: 'product page /pc/item/1 (signed in)', path: '/eshop/pc/item/1', headers, ...budget },
    { id: 'signed-in-home', name: 'home page /pc/ (signed in)', path: '/eshop/pc/', headers, ...budget },
    { id: 'signed-in-list', name: 'category list /pc/list/cid/1 (signed in)', path: '/eshop/pc/list/cid/1', headers, ...budget },
    // What a member gets on a page nobody opened in the last PAGE_CACHE_SECONDS: the page
    // rendered for everyone, then their parts (docs/decisions/0043). Each request's URL is
    // new to the page cache (a query the page ignores), so none is served from it.
    { id: 'signed-in-uncached', name: 'product pages, each new to the page cache (signed in, info)', path: '/eshop/pc/item/1?visit=0', vary: { pathOf: (n) => `/eshop/pc/item/${(n % 20) + 1}?visit=${n}` }, headers, minRatio: null },
    // The scenarios above repeat one session, which the shop then trusts from memory
    // (SESSION_CACHE_MS, docs/decisions/0044), as it does a member browsing. Here each request
    // brings a session it has not seen: a member's first request, or one after a pause.
    { id: 'signed-in-session-lookup', name: 'product page, each request a session new to the shop (signed in, info)', path: '/eshop/pc/item/1', vary: { cookieOf: (n) => `eshop_session=${browsers[n % browsers.length]!}` }, headers, minRatio: null },
  ];
}

/** The widths the storefront asks product pictures in (cards 320/600, thumbnails 160, the product page 480/960). */
const IMAGE_WIDTHS = [160, 320, 480, 600, 960] as const;

/**
 * Product pictures as shoppers' browsers fetch them after the pages (info): every product's
 * picture in each width the storefront asks, as WebP (what WeChat and every current browser
 * accept), round-robin. The first request of each renders it (sharp), the next come from the
 * shop's image cache, so what a shop that serves its own pictures holds in memory (sharp and
 * that cache) is in the memory figure that follows the scenarios.
 */
async function imageScenario(origin: string): Promise<Scenario> {
  const res = await get(`${origin}/api/a/capi/catalog/Item.List?pageSize=0`, { ch: 'website', lang: 'en_US' });
  const items = (JSON.parse(res.body.toString('utf8')) as { data: { thumbnail: string }[] }).data;
  const pictures = [...new Set(items.map((i) => new URL(i.thumbnail, origin).pathname))];
  const paths = pictures.flatMap((picture) => IMAGE_WIDTHS.map((w) => `${picture}?w=${w}`));
  if (paths.length === 0) throw new Error('product pictures: Item.List listed no thumbnails');
  return {
    id: 'product-images', name: `product pictures, ${paths.length} in turn (WebP; info)`, path: paths[0]!,
    headers: { 'user-agent': IPHONE_UA, accept: 'image/webp,image/*,*/*;q=0.8' }, minRatio: null,
    vary: { pathOf: (n) => paths[n % paths.length]! },
  };
}

const pages = [
  { page: 'product page (pc)', path: '/eshop/pc/item/1', headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en' } },
  { page: 'home page (pc)', path: '/eshop/pc/', headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en' } },
  { page: 'product page (mobile)', path: '/eshop/mobile/item/1', headers: { 'user-agent': IPHONE_UA, 'accept-language': 'en' } },
];

interface ScenarioResult extends LoadResult {
  id: string; name: string; database: string; path: string; referenceRequestsPerSecond: number; ratio: number; minRatio: number | null; maxP99Ms?: number; pass: boolean | null; note?: string;
  /** The checkout scenario: per step, and its latency ratio. */
  checkout?: CheckoutResult & { mails: MailDrain; referenceRequestMs: number; p99LatencyRatio: number; maxP99LatencyRatio: number };
}
interface PageResult extends PageWeight { pass: boolean }
/** The order mails when the checkout scenario ends, and what sending those left behind took (drainMails). */
type MailDrain = MailCount & { drainS: number; drained: number; cpuPerMail?: CpuSample };

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  killAll();
  for (const c of cleanups.splice(0).reverse()) await c().catch((err: unknown) => console.error('bench: cleanup failed:', err));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
const overtime = setTimeout(() => {
  console.error(`bench: still running after ${timeLimitS} s; stopping (BENCH_TIME_LIMIT).`);
  void cleanUp().finally(() => process.exit(2));
}, timeLimitS * 1000);
overtime.unref();

const log = (message: string) => console.log(`[bench] ${message}`);

async function withServer<T>(target: Target, use: (server: StartedServer) => Promise<T>): Promise<T> {
  const server = await startServer(target, { timeoutMs: startTimeoutMs, cpuProfDir });
  cleanups.push(server.stop);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** A scenario must answer 200 (no redirect, no error) before its figures mean anything. */
async function checkAnswers(origin: string, s: Scenario) {
  const res = await get(origin + s.path, s.headers);
  if (res.status !== 200) throw new Error(`${s.name}: expected 200, got ${res.status} ${String(res.headers.location ?? '')}`);
  if (s.headers['accept-encoding'] === 'gzip' && res.encoding !== 'gzip') throw new Error(`${s.name}: asked for gzip, answered ${res.encoding ?? 'uncompressed'}`);
  if (s.path.startsWith('/api/')) {
    const body = JSON.parse(res.body.toString('utf8')) as { status?: string; data?: unknown[] };
    if (body.status !== 'success' || !Array.isArray(body.data) || body.data.length === 0) throw new Error(`${s.name}: unexpected body ${res.body.toString('utf8').slice(0, 200)}`);
  }
}

/**
 * Each scenario is preceded by a short run against the bare Fastify (kept up all along):
 * its ratio uses that adjacent reference, so load from elsewhere on the machine that
 * comes and goes within the run moves both sides of the ratio alike.
 */
async function measureShop(server: StartedServer, reference: StartedServer, database: string, databaseUrl?: string): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const shopper = server.checkout?.shoppers[0];
  const all = [...scenarios, ...(shopper ? signedInScenarios(shopper.token, server.checkout!.browsers) : []), ...(chosen('product-images') ? [await imageScenario(server.origin)] : [])];
  for (const s of all.filter((x) => chosen(x.id))) {
    await checkAnswers(server.origin, s);
    log(`${s.name} on ${database}…`);
    const ref = await measure(`${reference.origin}/`, {}, recheck);
    const r = await measure(server.origin + s.path, s.headers, load, s.vary);
    const clean = r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
    const ratio = r.requestsPerSecond / ref.requestsPerSecond;
    const p99Over = s.maxP99Ms !== undefined && r.p99Ms > s.maxP99Ms;
    const notes = [...(clean ? [] : [`errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`]), ...(p99Over ? [`p99 ${r.p99Ms} ms > ${s.maxP99Ms} ms`] : [])];
    results.push({
      id: s.id, name: s.name, database, path: s.path, ...r, referenceRequestsPerSecond: ref.requestsPerSecond, ratio, minRatio: s.minRatio,
      ...(s.maxP99Ms !== undefined ? { maxP99Ms: s.maxP99Ms } : {}),
      pass: s.minRatio === null ? null : clean && ratio >= s.minRatio && !p99Over,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    });
  }
  // Last: it writes (orders, stock, the cart), which the read-only scenarios should not see.
  if (server.checkout && chosen('checkout')) results.push(await measureCheckout(server, reference, database, databaseUrl));
  return results;
}

/**
 * add to cart → create order → pay → the payer confirms in the sandbox → paid, by virtual
 * shoppers looping for the measured seconds. Ratios: paid orders/s ÷ the adjacent
 * reference's req/s, and the p99 of a whole order ÷ the reference's time per request.
 */
async function measureCheckout(server: StartedServer, reference: StartedServer, database: string, databaseUrl?: string): Promise<ScenarioResult> {
  const fixture = server.checkout!;
  log(`checkout (${fixture.shoppers.length} shoppers: add → order → pay → paid) on ${database}…`);
  const ref = await measure(`${reference.origin}/`, {}, recheck);
  const cpu = await cpuSampler(server.pid, databaseUrl);
  let c: CheckoutResult;
  let mails: MailDrain;
  try {
    c = await runCheckout(server.origin, fixture, load, cpu);
    mails = { ...(await drainMails(server, cpu)), ...(await server.mails()) };
  } finally {
    await cpu.close();
  }
  const budget = { minRatio: budgets.checkoutRatio[database]!, maxP99LatencyRatio: budgets.checkoutP99LatencyRatio, maxP99Ms: budgets.checkoutP99Ms };
  const ratio = c.ordersPerSecond / ref.requestsPerSecond;
  // The reference's time per request on one connection, in ms (its own latencies read 0-1 ms).
  const refRequestMs = (recheck.connections * 1000) / ref.requestsPerSecond;
  const p99LatencyRatio = c.order.p99Ms / refRequestMs;
  const problems = [
    ...(c.errors > 0 ? [`${c.errors} failed orders, first: ${c.firstError ?? '?'}`] : []),
    ...(c.paidInShop !== c.paidSeen ? [`shop lists ${c.paidInShop} paid orders, shoppers saw ${c.paidSeen}`] : []),
    ...(c.orders === 0 ? ['no order completed'] : []),
    ...(c.order.p99Ms > budget.maxP99Ms ? [`order p99 ${fixed(c.order.p99Ms, 0)} ms > ${budget.maxP99Ms} ms`] : []),
    // Every order seen paid has had its confirmation and its payment-received mail.
    ...(mails.sent < 2 * c.paidSeen ? [`${mails.sent} order mails sent for ${c.paidSeen} paid orders (${mails.waiting} still queued ${MAIL_DRAIN_S} s after the shoppers stopped)`] : []),
  ];
  return {
    id: 'checkout', name: `checkout: add → order → pay (orders/s; ${fixture.shoppers.length} shoppers)`, database,
    path: '/api/a/execute/capi/shopping/{AddToCart,CreateOrder,Pay}',
    requestsPerSecond: c.ordersPerSecond, p50Ms: c.order.p50Ms, p99Ms: c.order.p99Ms, meanMs: Number.NaN,
    requests: c.orders, errors: c.errors, timeouts: 0, non2xx: 0,
    referenceRequestsPerSecond: ref.requestsPerSecond, ratio, minRatio: budget.minRatio, maxP99Ms: budget.maxP99Ms,
    pass: problems.length === 0 && ratio >= budget.minRatio && p99LatencyRatio <= budget.maxP99LatencyRatio,
    ...(problems.length > 0 ? { note: problems.join('; ') } : {}),
    checkout: { ...c, mails, referenceRequestMs: refRequestMs, p99LatencyRatio, maxP99LatencyRatio: budget.maxP99LatencyRatio },
  };
}

/**
 * The shoppers have stopped: waits (up to MAIL_DRAIN_S) until the order mails left behind
 * are sent. The background jobs get a small share of a busy server (two workers against
 * ten shoppers), so most of the scenario's mails are sent here; this measures what one costs.
 */
async function drainMails(server: StartedServer, cpu: CpuSampler) {
  const [startCpu, start] = await Promise.all([cpu.sample(), server.mails()]);
  const t0 = performance.now();
  let now = start;
  while (now.waiting > 0 && performance.now() - t0 < MAIL_DRAIN_S * 1000) {
    await new Promise((done) => setTimeout(done, 100));
    now = await server.mails();
  }
  const endCpu = await cpu.sample();
  const drained = now.sent - start.sent;
  return {
    drainS: (performance.now() - t0) / 1000, drained,
    ...(drained > 0 ? { cpuPerMail: { shopMs: (endCpu.shopMs - startCpu.shopMs) / drained, databaseMs: (endCpu.databaseMs - startCpu.databaseMs) / drained } } : {}),
  };
}
const MAIL_DRAIN_S = 60;

async function main() {
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  const webBuildDir = resolve(resultsDir, `.build-${process.pid}`);
  cleanups.push(async () => rmSync(webBuildDir, { recursive: true, force: true }));
  await snapshotBuild(resolve(root, 'apps/web/build'), webBuildDir);

  const results: ScenarioResult[] = [];
  let pageWeights: PageResult[] = [];
  const setup: Record<string, number> = {};
  /** Server memory after its scenarios (checkout included), per database. */
  const memory: { database: string; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number; externalBytes: number; pass: boolean }[] = [];
  const recordMemory = async (server: StartedServer, database: string) => {
    const m = await server.memory();
    memory.push({ database, ...m, pass: m.rssBytes <= budgets.serverRssBytes });
  };
  const starts: (StartResult & { pass: boolean })[] = [];
  const recordStart = async (target: Parameters<typeof measureStart>[0]) => {
    log(`start of the shop on an existing ${target.database} database…`);
    const r = await measureStart(target);
    starts.push({ ...r, pass: r.startMs <= budgets.startMs });
  };
  let serverNodeEnv: string | null = null;
  const skipped: string[] = [];

  const reference = await withServer({ kind: 'hello' }, async (hello) => {
    log(`bare Fastify reference (${load.connections} connections, ${load.warmupS} s warm-up, ${load.durationS} s)…`);
    const measured = await measure(`${hello.origin}/`, {}, load);

    await withServer({ kind: 'shop', database: 'pglite', webBuildDir, shoppers }, async (server) => {
      setup.pglite = server.setupMs;
      serverNodeEnv = server.nodeEnv;
      results.push(...(await measureShop(server, hello, 'pglite')));
      await recordMemory(server, 'pglite');
      // Page weight does not depend on the database: measured once.
      pageWeights = await Promise.all(pages.map(async (p) => {
        const w = await measurePage(server.origin, p.page, p.path, p.headers);
        return { ...w, pass: w.js.gzipBytes <= budgets.jsGzipBytes && w.html.gzipBytes <= budgets.htmlGzipBytes };
      }));
    });

    if (postgresAdminUrl) {
      const { createPostgresTestDatabase } = await import('@eshop/db/testing');
      const database = await createPostgresTestDatabase(postgresAdminUrl);
      cleanups.push(database.drop);
      try {
        log(`PostgreSQL: throw-away database ${database.name} (migrate + seed)…`);
        await withServer({ kind: 'shop', database: 'postgres', url: database.url, webBuildDir, shoppers }, async (server) => {
          setup.postgres = server.setupMs;
          results.push(...(await measureShop(server, hello, 'postgres', database.url)));
          await recordMemory(server, 'postgres');
        });
        if (env.BENCH_START !== '0') await recordStart({ database: 'postgres', url: database.url });
      } finally {
        await database.drop();
      }
    } else {
      skipped.push('postgres: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it');
    }
    if (env.BENCH_START !== '0') await recordStart({ database: 'pglite' });
    else skipped.push('start time: BENCH_START=0');
    if (only) skipped.push(`throughput scenarios other than ${[...only].join(', ')}: BENCH_ONLY`);
    return measured;
  });
  const rechecks = results.map((r) => r.referenceRequestsPerSecond);
  const spread = rechecks.length > 0 ? (Math.max(...rechecks) - Math.min(...rechecks)) / reference.requestsPerSecond : 0;

  // Report.
  /** Three decimals; two significant digits for the small ratios (the rendered page, checkout). */
  const ratioText = (ratio: number) => (Number.isFinite(ratio) && ratio < 0.01 ? ratio.toPrecision(2) : fixed(ratio, ratio < 0.1 ? 4 : 3));
  const verdict = (pass: boolean | null) => (pass === null ? 'info' : pass ? 'PASS' : 'FAIL');
  console.log(`\nThroughput (${load.connections} connections, ${load.durationS} s after ${load.warmupS} s warm-up; server NODE_ENV=${serverNodeEnv ?? '(unset)'})\n`);
  console.log(table(
    ['scenario', 'database', 'req/s', 'p50 ms', 'p99 ms', 'ref req/s', 'ratio', 'budget', 'result'],
    [
      ['bare Fastify GET / (reference)', '-', fixed(reference.requestsPerSecond, 0), fixed(reference.p50Ms, 1), fixed(reference.p99Ms, 1), '-', '1.000', '-', 'ref'],
      ...results.map((r) => [r.name, r.database, fixed(r.requestsPerSecond, r.checkout ? 1 : 0), fixed(r.p50Ms, 1), fixed(r.p99Ms, 1), fixed(r.referenceRequestsPerSecond, 0),
        ratioText(r.ratio), r.minRatio === null ? '-' : `>= ${r.minRatio < 0.1 ? String(r.minRatio) : r.minRatio.toFixed(2)}${r.maxP99Ms !== undefined ? `, p99 <= ${r.maxP99Ms} ms` : ''}`,
        verdict(r.pass) + (r.note ? ` (${r.note})` : '')]),
    ],
    [false, false, true, true, true, true, true, false, false],
  ));
  console.log(`ratio = req/s / "ref req/s", the bare Fastify measured (${recheck.warmupS} s + ${recheck.durationS} s) just before each scenario;`
    + ` those re-checks spread over ${fixed(100 * spread, 0)} % of the reference. Load average ${fixed(loadBefore, 1)} at start,`
    + ` ${fixed(loadavg()[0]!, 1)} at end, ${cpus().length} cores.`);
  const checkouts = results.filter((r) => r.checkout);
  if (checkouts.length > 0) {
    console.log(`\nCheckout (${checkouts[0]!.checkout!.shoppers} shoppers looping add → order → pay → paid, ${load.durationS} s measured after a warm-up of`
      + ` >= ${load.warmupS} s in which every shopper completed an order; ms per complete order and per step)\n`);
    console.log(table(
      ['database', 'warm-up s', 'orders/s', 'orders', 'HTTP req/s', 'polls/order', 'order p50', 'order p99', ...STEPS.map((s) => `${s} p50/p99`), 'ref ms/req', 'p99 ratio', 'budget', 'paid seen/in shop', 'CPU ms/order shop+db', 'mails sent after s', 'CPU ms/mail shop+db'],
      checkouts.map((r) => {
        const c = r.checkout!;
        return [r.database, fixed(c.warmupS, 1), fixed(c.ordersPerSecond, 1), String(c.orders), fixed(c.requestsPerSecond, 0), fixed(c.pollsPerOrder, 2), fixed(c.order.p50Ms, 1), fixed(c.order.p99Ms, 1),
          ...STEPS.map((s) => `${fixed(c.steps[s].p50Ms, 1)}/${fixed(c.steps[s].p99Ms, 1)}`), fixed(c.referenceRequestMs, 3), fixed(c.p99LatencyRatio, 0),
          `<= ${c.maxP99LatencyRatio}`, `${c.paidSeen}/${c.paidInShop}`,
          c.cpuPerOrder ? `${fixed(c.cpuPerOrder.shopMs, 1)}+${fixed(c.cpuPerOrder.databaseMs, 1)}` : '-',
          `${c.mails.sent}${c.mails.waiting > 0 ? ` (${c.mails.waiting} left)` : ''} after ${fixed(c.mails.drainS, 1)}`,
          c.mails.cpuPerMail ? `${fixed(c.mails.cpuPerMail.shopMs, 1)}+${fixed(c.mails.cpuPerMail.databaseMs, 1)}` : '-'];
      }),
      [false, true, true, true, true, true, true, true, ...STEPS.map(() => true), true, true, false, true, true, false, true],
    ));
    console.log(`steps: ${STEPS.map((s) => `${s} = ${STEP_NAMES[s]}`).join('; ')}.`
      + ` ratio (main table) = orders/s / ref req/s; p99 ratio = order p99 / the reference's time per request (connections / req/s);`
      + ` mails sent = the order mails (two an order, warm-up included) in the local catcher's mailbox once the jobs left when the shoppers stopped are done, and the seconds that took;`
      + ` CPU ms/mail = what was spent meanwhile ÷ the mails sent meanwhile;`
      + ` CPU ms/order = CPU time of the server process (shop) and of PostgreSQL's backends (db; inside the shop on the embedded database) in the measured window ÷ its orders.`);
  }
  const MB = (bytes: number) => fixed(bytes / (1024 * 1024), 0);
  if (memory.length > 0) {
    console.log(`\nServer memory after its scenarios (budget: RSS <= ${MB(budgets.serverRssBytes)} MB; heap limit ${serverHeapMb()} MB, SERVER_HEAP_MB; external: PGlite's WebAssembly memory, buffers)\n`);
    console.log(table(['database', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB', 'result'], memory.map((m) => [m.database, MB(m.rssBytes), MB(m.heapUsedBytes), MB(m.heapTotalBytes), MB(m.externalBytes), verdict(m.pass)]), [false, true, true, true, true, false]));
  }
  if (starts.length > 0) {
    console.log(`\nStart on an existing database (\`npm run serve\` to /ready 200; budget <= ${budgets.startMs} ms; the first start, which creates it, for reading)\n`);
    console.log(table(['database', 'start ms', 'first start ms', 'result'], starts.map((s) => [s.database, fixed(s.startMs, 0), fixed(s.firstStartMs, 0), verdict(s.pass)]), [false, true, true, false]));
  }
  console.log(`\nPage weight (gzip -9 of each file, kB = 1000 B; budgets: HTML <= ${kB(budgets.htmlGzipBytes)} kB, JS <= ${kB(budgets.jsGzipBytes)} kB)\n`);
  console.log(table(
    ['page', 'HTML kB', 'HTML gz kB', 'JS files', 'JS kB', 'JS gz kB', 'CSS gz kB', 'result'],
    pageWeights.map((p) => [`${p.page} ${p.path}`, kB(p.html.bytes), kB(p.html.gzipBytes), String(p.js.files), kB(p.js.bytes), kB(p.js.gzipBytes), kB(p.css.gzipBytes), verdict(p.pass)]),
    [false, true, true, true, true, true, true, false],
  ));
  const biggest = pageWeights[0]?.js.assets.slice(0, 3).map((a) => `${a.url.replace(/^.*\//, '')} ${kB(a.gzipBytes)} kB`).join(', ');
  if (biggest) console.log(`\nLargest scripts of the product page (gzip): ${biggest}`);
  for (const s of skipped) console.log(`skipped: ${s}`);

  const failures = [
    ...results.filter((r) => r.pass === false).map((r) => `${r.name} on ${r.database}: ratio ${ratioText(r.ratio)} (budget >= ${r.minRatio})`
      + `${r.checkout ? `, p99 ratio ${fixed(r.checkout.p99LatencyRatio, 0)} (budget <= ${r.checkout.maxP99LatencyRatio})` : ''}${r.note ? ` (${r.note})` : ''}`),
    ...pageWeights.filter((p) => !p.pass).map((p) => `${p.page}: HTML ${kB(p.html.gzipBytes)} kB, JS ${kB(p.js.gzipBytes)} kB gzip`),
    ...memory.filter((m) => !m.pass).map((m) => `server RSS on ${m.database}: ${MB(m.rssBytes)} MB (budget <= ${MB(budgets.serverRssBytes)} MB)`),
    ...starts.filter((s) => !s.pass).map((s) => `start on ${s.database}: ${fixed(s.startMs, 0)} ms (budget <= ${budgets.startMs} ms)`),
  ];
  const out = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version, platform: `${process.platform}-${process.arch}`,
      loadAverage1m: { start: loadBefore, end: loadavg()[0]! },
    },
    settings: { load, recheck, serverNodeEnv, setupMs: setup, shoppers },
    budgets,
    reference: { ...reference, recheckSpread: spread },
    scenarios: results,
    pages: pageWeights,
    memory,
    starts,
    skipped,
    failures,
    durationS: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resolve(resultsDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\n${failures.length === 0 ? 'All budgets met.' : `Over budget:\n  ${failures.join('\n  ')}`}`);
  console.log(`Results: bench/results/latest.json (${out.durationS} s)${cpuProfDir ? `; CPU profiles: ${cpuProfDir}` : ''}`);
  if (failures.length > 0 && strict) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    console.error('bench failed:', err instanceof Error ? err.message : err);
    process.exitCode = 2;
  })
  .finally(async () => {
    clearTimeout(overtime);
    await cleanUp(); // servers, throw-away database, build snapshot
  });
