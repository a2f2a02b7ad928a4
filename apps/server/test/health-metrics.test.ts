// The probes and the metrics of an instance (docs/decisions/0027): /health answers while
// the process runs; /ready answers 200 only when the database answers, the migrations are
// current and every extra check passes, and 503 naming what failed, or while draining.
// /metrics counts requests by route pattern and reads the shop's figures at scrape time;
// it answers this machine only, or a scraper with the configured token, and anyone else
// gets the 404 of a path that does not exist.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { defaultMigrationsDir, queryRows } from '@eshop/db';
import { healthRoutes, type HealthOptions } from '../src/ops/health.ts';
import { registerMetrics } from '../src/ops/metrics.ts';
import { createDrain } from '../src/ops/shutdown.ts';
import { databases, startShop, stockedSku, type TestShop } from './helpers.ts';
import { payThroughSandbox, placeDeliveryOrder, shopperWithAddress } from './members.ts';

const REMOTE = '203.0.113.9';
const TOKEN = 'scraper-token-0123456789abcdef';

/** The value of one sample line of a Prometheus text answer, e.g. `name{a="b"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databases())('/health, /ready and /metrics on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind, { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback,10.0.0.0/8' }); });
  afterAll(async () => { await shop.close(); });

  /** The health plugin alone on the shop's database, with these options. */
  async function probes(options: Partial<HealthOptions> = {}) {
    const app = Fastify();
    await app.register(healthRoutes({ db: shop.handle.db, checks: [], isDraining: () => false, ...options }));
    return app;
  }

  it('answers /health and /ready, and keeps them out of the API document', async () => {
    const health = await shop.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await shop.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    const paths = Object.keys((await shop.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as object);
    expect(paths.filter((p) => /health|ready|metrics/.test(p))).toEqual([]);
  });

  it('is not ready while an extra check fails, throws or hangs, and names it', async () => {
    const app = await probes({
      checks: [
        { name: 'redis', check: async () => false },
        { name: 'broken', check: async () => { throw new Error('connection refused'); } },
        { name: 'hanging', check: () => new Promise<boolean>(() => undefined) },
        { name: 'fine', check: async () => true },
      ],
    });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable', failed: ['redis', 'broken', 'hanging'],
      checks: { database: 'ok', migrations: 'ok', redis: 'failed', broken: 'failed', hanging: 'failed', fine: 'ok' },
    });
    // Alive all the same: a dependency's outage is not a reason to restart the process.
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready while a migration of this code is not applied', async () => {
    // This code's migrations plus one newer than any the database has seen.
    const dir = mkdtempSync(join(tmpdir(), 'eshop-migrations-'));
    try {
      cpSync(defaultMigrationsDir(), dir, { recursive: true });
      const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: Date.now() + 86_400_000, tag: '9999_not_applied' });
      writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
      writeFileSync(join(dir, '9999_not_applied.sql'), 'select 1;');
      const app = await probes({ migrationsDir: dir });
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ failed: ['migrations'], checks: { database: 'ok', migrations: 'failed' } });
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 while draining, without asking anything', async () => {
    const drain = createDrain();
    let asked = 0;
    const app = await probes({ isDraining: drain.isDraining, checks: [{ name: 'counted', check: async () => { asked += 1; return true; } }] });
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    drain.begin();
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    expect(asked).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('counts requests by route pattern, never by the raw URL', async () => {
    await shop.inject({ method: 'GET', url: '/images/NO-SUCH-IMAGE-zqxj.PNG' });
    await shop.inject({ method: 'GET', url: '/no-such-path/secret-zqxj' });
    await shop.get('a/capi/catalog/Item.List?q=secret-zqxj');
    const res = await shop.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/images/:file",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/a/capi/catalog/Item.List",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('zqxj');
    for (const name of ['http_request_duration_seconds', 'eshop_orders_created_total', 'eshop_job_queue_jobs', 'eshop_orders_paid_total',
      'eshop_payment_notifications_total', 'eshop_metrics_source_up', 'process_cpu_user_seconds_total', 'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    const [orders] = await queryRows<{ created: number; paid: number }>(shop.handle.db, sql`select count(*)::int as created, count(paid_at)::int as paid from shop_order`);
    // Other test files may order meanwhile on a shared PostgreSQL: at least what was there before.
    expect(sample(text, 'eshop_orders_created_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'eshop_orders_created_total')).toBeLessThanOrEqual(orders!.created);
    expect(sample(text, 'eshop_metrics_source_up{source="database"}')).toBe(1);
  });

  it('reads orders created and paid and payment notifications by outcome from the database', async () => {
    const testSku = await stockedSku(shop, 23, { stock: 50, priceFen: 4_200 });
    try {
      const m = await shopperWithAddress(shop);
      await placeDeliveryOrder(m, testSku.id);
      await payThroughSandbox(shop, m, await placeDeliveryOrder(m, testSku.id));
    } finally {
      await testSku.restore();
    }
    const text = (await shop.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'eshop_orders_created_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'eshop_orders_paid_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'eshop_payment_notifications_total{outcome="paid"}')).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 to anyone but this machine, however the request is dressed up', async () => {
    const notFound = await shop.inject({ method: 'GET', url: '/no-such-page', remoteAddress: REMOTE });
    for (const [what, opts] of [
      ['a remote caller', { remoteAddress: REMOTE }],
      ['a remote caller through the trusted balancer', { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': REMOTE } }],
      ['a remote caller forwarded by a proxy on this machine', { headers: { 'x-forwarded-for': REMOTE } }],
      ['a caller naming itself loopback through the balancer', { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } }],
      ['a Forwarded header', { headers: { forwarded: `for=${REMOTE}` } }],
      ['a wrong token', { remoteAddress: REMOTE, headers: { authorization: 'Bearer not-the-token-0123456789' } }],
      ['the token without "Bearer"', { remoteAddress: REMOTE, headers: { authorization: TOKEN } }],
    ] as const) {
      const res = await shop.inject({ method: 'GET', url: '/metrics', ...opts });
      expect(res.statusCode, what).toBe(404);
      expect(res.body, what).toBe(notFound.body.replace('/no-such-page', '/metrics'));
    }
  });

  it('admits a scraper from anywhere with the configured token', async () => {
    const res = await shop.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^eshop_orders_created_total \d+$/m);
  });

  it('reports the job queues at scrape time, and keeps answering when the queue cannot be read', async () => {
    let broken = false;
    const app = Fastify();
    registerMetrics(app, {
      db: shop.handle.db,
      queueStats: async () => {
        if (broken) throw new Error('queue unreachable');
        return [{ queue: 'order-mail', queued: 3, active: 1, failed: 2 }, { queue: 'refund', queued: 0, active: 0, failed: 0 }];
      },
    });
    const first = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(first, 'eshop_job_queue_jobs{queue="order-mail",state="queued"}')).toBe(3);
    expect(sample(first, 'eshop_job_queue_jobs{queue="order-mail",state="active"}')).toBe(1);
    expect(sample(first, 'eshop_job_queue_jobs{queue="order-mail",state="failed"}')).toBe(2);
    expect(sample(first, 'eshop_job_queue_jobs{queue="refund",state="queued"}')).toBe(0);
    expect(sample(first, 'eshop_metrics_source_up{source="queue"}')).toBe(1);
    broken = true;
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'eshop_metrics_source_up{source="queue"}')).toBe(0);
    expect(sample(res.body, 'eshop_metrics_source_up{source="database"}')).toBe(1);
    await app.close();
  });
});
