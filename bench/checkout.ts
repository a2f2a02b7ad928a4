// The checkout scenario: virtual shoppers, each looping "add to cart → create order → pay"
// as the storefront does it (form posts to the API with the session cookie and the
// shop's own Origin), the payer confirming in the WeChat Pay sandbox, which then posts its
// signed notification to the shop; an order is done when PaymentStatus says paid. Runs in
// the parent process, like autocannon, over keep-alive connections (one per shopper).
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { CpuSample, CpuSampler } from './cpu.ts';
import type { LoadOptions } from './load.ts';
import type { CheckoutFixture } from './server.ts';

export const STEPS = ['add', 'order', 'pay', 'confirm', 'paid'] as const;
export type Step = (typeof STEPS)[number];
/** What each step is, for the report. */
export const STEP_NAMES: Record<Step, string> = {
  add: 'AddToCart',
  order: 'CreateOrder',
  pay: 'Pay (QR from the sandbox)',
  confirm: 'payer confirms (sandbox page)',
  paid: 'confirm → PaymentStatus paid',
};

export interface Percentiles { p50Ms: number; p99Ms: number }

export interface CheckoutResult {
  shoppers: number;
  /** How long the warm-up took: until every shopper had one order paid, at least LoadOptions.warmupS. */
  warmupS: number;
  /** Orders seen paid within the measured window, per second. */
  ordersPerSecond: number;
  orders: number;
  /** From the AddToCart request to PaymentStatus answering paid. */
  order: Percentiles;
  steps: Record<Step, Percentiles>;
  /** HTTP requests of those orders (polls included) per second; the sandbox's own calls not counted. */
  requestsPerSecond: number;
  pollsPerOrder: number;
  errors: number;
  firstError?: string;
  /** Orders the shoppers saw paid over the whole run (warm-up included)… */
  paidSeen: number;
  /** …and what the shop's Order.List?status=paid says, summed over the shoppers: the same number when all went well. */
  paidInShop: number;
  /** CPU spent in the measured window per order counted, in ms (with a sampler): the server process, PostgreSQL's backends. */
  cpuPerOrder?: CpuSample;
}

/**
 * PaymentStatus is asked as the storefront's pay page asks it: the shop holds the question
 * until the order is paid or this many seconds pass (docs/decisions/0050); then again.
 * The page waits 10 s; here 5, below the requests' 10 s timeout (and an order not paid
 * within PAID_WITHIN_MS fails anyway).
 */
const WAIT_SECONDS = 5;
const PAID_WITHIN_MS = 10_000;
const WARMUP_CAP_MS = 10_000;

interface Answer { status: number; body: string }

class StepError extends Error {}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}

export async function runCheckout(origin: string, fixture: CheckoutFixture, opts: LoadOptions, cpu?: CpuSampler): Promise<CheckoutResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: fixture.shoppers.length });
  const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, form?: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = form ? new URLSearchParams(form).toString() : undefined;
      const req = request(url, {
        method, agent, timeout: 10_000,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within 10 s`)));
      req.on('error', reject);
      req.end(body);
    });

  type Shopper = CheckoutFixture['shoppers'][number];
  const headersOf = (s: Shopper) => ({ ch: 'website', lang: 'en_US', cookie: `eshop_session=${s.token}` });
  /** An API call that must answer 200 `{ status: 'success' }`; returns `data`. */
  async function api<T>(s: Shopper, what: string, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<{ data: T; total?: number }> {
    const headers = method === 'POST' ? { ...headersOf(s), origin } : headersOf(s);
    const res = await send(method, `${origin}/api/${path}`, headers, form);
    let parsed: { status?: string; data?: T; total?: number } | undefined;
    try {
      parsed = JSON.parse(res.body) as typeof parsed;
    } catch { /* reported below */ }
    if (res.status !== 200 || parsed?.status !== 'success') throw new StepError(`${what}: ${res.status} ${res.body.slice(0, 200)}`);
    return parsed as { data: T; total?: number };
  }

  /** One order of one shopper: the time of each step, and how many requests it took. */
  async function oneOrder(s: Shopper): Promise<{ steps: Record<Step, number>; totalMs: number; requests: number; polls: number }> {
    const t = [performance.now()];
    await api(s, 'AddToCart', 'POST', 'a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(fixture.skuId), 'h.quantity': '1' });
    t.push(performance.now());
    const created = await api<{ transactionId: string }>(s, 'CreateOrder', 'POST', 'a/execute/capi/shopping/CreateOrder', {
      'oh.deliveryOption': 'delivery', 'a.addressId': String(s.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
    });
    const tid = created.data.transactionId;
    t.push(performance.now());
    const pay = await api<{ codeUrl: string | null }>(s, 'Pay', 'POST', 'a/execute/capi/shopping/Pay', { 'oh.transactionId': tid });
    const codeUrl = pay.data.codeUrl;
    if (!codeUrl || !/\/dev\/wechatpay\/pay\/[^/]+$/.test(codeUrl)) throw new StepError(`Pay: unexpected codeUrl ${String(codeUrl)}`);
    t.push(performance.now());
    // The sandbox payer page's "Confirm payment" form (dev-routes.ts), on the shop's origin.
    const confirmUrl = `${codeUrl}/confirm`;
    if (!confirmUrl.startsWith(`${origin}/`)) throw new StepError(`Pay: codeUrl ${codeUrl} is not on ${origin} (PUBLIC_ORIGIN)`);
    const confirmed = await send('POST', confirmUrl, { origin, 'accept-language': 'en' }, { lang: 'en' });
    if (confirmed.status !== 200 || !confirmed.body.includes('Payment completed')) throw new StepError(`confirm: ${confirmed.status} ${confirmed.body.slice(0, 200)}`);
    t.push(performance.now());
    let polls = 0;
    for (;;) {
      polls++;
      const status = await api<{ paid: boolean }>(s, 'PaymentStatus', 'GET', `a/capi/shopping/PaymentStatus?oh.transactionId=${encodeURIComponent(tid)}&waitSeconds=${WAIT_SECONDS}`);
      if (status.data.paid === true) break;
      if (performance.now() - t[4]! > PAID_WITHIN_MS) throw new StepError(`order ${tid} not paid ${PAID_WITHIN_MS} ms after the payer confirmed`);
    }
    t.push(performance.now());
    const steps = Object.fromEntries(STEPS.map((step, i) => [step, t[i + 1]! - t[i]!])) as Record<Step, number>;
    return { steps, totalMs: t[5]! - t[0]!, requests: 4 + polls, polls };
  }

  // Warm-up: at least warmupS, and until every shopper has been through one whole order
  // (each step's code and queries warm), but no longer than WARMUP_CAP_MS more.
  const started = performance.now();
  let t0 = Number.POSITIVE_INFINITY;
  let t1 = Number.POSITIVE_INFINITY;
  const warmedUp = new Set<number>();
  const startMeasuring = (force = false) => {
    if (t0 !== Number.POSITIVE_INFINITY) return;
    const now = performance.now();
    if (!force && (now < started + opts.warmupS * 1000 || warmedUp.size < fixture.shoppers.length)) return;
    t0 = now;
    t1 = t0 + opts.durationS * 1000;
    if (cpu) {
      cpuAtStart = cpu.sample();
      timers.push(setTimeout(() => { cpuAtEnd = cpu.sample(); }, opts.durationS * 1000));
    }
  };
  let cpuAtStart: Promise<CpuSample> | undefined;
  let cpuAtEnd: Promise<CpuSample> | undefined;
  const timers = [
    setTimeout(() => startMeasuring(), opts.warmupS * 1000),
    setTimeout(() => startMeasuring(true), opts.warmupS * 1000 + WARMUP_CAP_MS),
  ];
  const orderMs: number[] = [];
  const stepMs: Record<Step, number[]> = { add: [], order: [], pay: [], confirm: [], paid: [] };
  let requests = 0;
  let polls = 0;
  let errors = 0;
  let firstError: string | undefined;
  let paidSeen = 0;

  await Promise.all(fixture.shoppers.map(async (s, i) => {
    while (performance.now() < t1) {
      try {
        const o = await oneOrder(s);
        paidSeen++;
        const done = performance.now();
        warmedUp.add(i);
        startMeasuring();
        if (done <= t0 || done > t1) continue; // the order that ends the warm-up is not counted
        orderMs.push(o.totalMs);
        for (const step of STEPS) stepMs[step].push(o.steps[step]);
        requests += o.requests;
        polls += o.polls;
      } catch (err) {
        warmedUp.add(i);
        startMeasuring();
        errors++;
        firstError ??= err instanceof Error ? err.message : String(err);
        await sleep(50);
      }
    }
  }));

  for (const timer of timers) clearTimeout(timer);
  const warmupMs = t0 - started;

  // Cross-check in the shop: every order seen paid is a paid order of its shopper, and no other.
  let paidInShop = 0;
  try {
    for (const s of fixture.shoppers) {
      const list = await api<unknown[]>(s, 'Order.List', 'GET', 'a/capi/shopping/Order.List?status=paid&pageSize=1');
      paidInShop += list.total ?? 0;
    }
  } finally {
    agent.destroy();
  }

  const orders = orderMs.length;
  const [cpuStart, cpuEnd] = await Promise.all([cpuAtStart, cpuAtEnd]);
  const cpuPerOrder = cpuStart && cpuEnd && orders > 0
    ? { shopMs: (cpuEnd.shopMs - cpuStart.shopMs) / orders, databaseMs: (cpuEnd.databaseMs - cpuStart.databaseMs) / orders }
    : undefined;
  return {
    shoppers: fixture.shoppers.length,
    warmupS: warmupMs / 1000,
    ordersPerSecond: orders / opts.durationS,
    orders,
    order: percentiles(orderMs),
    steps: Object.fromEntries(STEPS.map((step) => [step, percentiles(stepMs[step])])) as Record<Step, Percentiles>,
    requestsPerSecond: requests / opts.durationS,
    pollsPerOrder: orders > 0 ? polls / orders : Number.NaN,
    errors,
    ...(firstError ? { firstError } : {}),
    paidSeen,
    paidInShop,
    ...(cpuPerOrder ? { cpuPerOrder } : {}),
  };
}
