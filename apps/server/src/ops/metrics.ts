// Prometheus metrics at /metrics (docs/decisions/0027): requests by route pattern, the
// job queues, orders and payment notifications, and the process's own metrics.
// The shop's figures (orders, notifications, queues) are read from the database at scrape
// time, so they are the same on every instance: aggregate them with max(), not sum().
// Answers this machine only (the /dev guard's rule), or a scraper with METRICS_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Database } from '@eshop/db';
import { isLocalCaller } from '../integrations/dev-guard.ts';

/** What the job queue reports per queue (supplied by the queue's owner). */
export type QueueStats = () => Promise<Array<{ queue: string; queued: number; active: number; failed: number }>>;

export interface MetricsOptions {
  db: Database;
  /** METRICS_TOKEN: `Authorization: Bearer <token>` admits a scraper from anywhere. */
  token?: string | undefined;
  queueStats?: QueueStats | undefined;
}

/**
 * The process's metrics (CPU, memory, event loop, GC) exist once per process, however
 * many apps a test builds in it; prom-client's collectors would be added again per app.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Route pattern, never the raw URL (ids and search words would make a series each). */
const routeOf = (req: FastifyRequest): string => req.routeOptions.url ?? 'unmatched';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A scraper allowed in: this machine, or the configured bearer token (compared in constant time). */
function admits(req: FastifyRequest, token: string | undefined): boolean {
  if (isLocalCaller(req)) return true;
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/** Counts every request of `app` (a root hook) and registers GET /metrics (hidden from OpenAPI). */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const shop = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: duration in seconds (its _count is the request count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [shop],
  });
  const ordersCreated = new Counter({ name: 'eshop_orders_created_total', help: 'Orders created (shop-wide, read from the database)', registers: [shop] });
  const ordersPaid = new Counter({ name: 'eshop_orders_paid_total', help: 'Orders paid (shop-wide, read from the database)', registers: [shop] });
  const notifications = new Counter({
    name: 'eshop_payment_notifications_total',
    help: 'Payment notifications received, by outcome (paid, duplicate, refunded-late, refund-settled, ignored, …)',
    labelNames: ['outcome'] as const,
    registers: [shop],
  });
  const queueJobs = new Gauge({
    name: 'eshop_job_queue_jobs',
    help: 'Jobs in each background queue by state (queued, active, failed) at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [shop],
  });
  const sourceUp = new Gauge({
    name: 'eshop_metrics_source_up',
    help: '1 when the last scrape could read this source (database, queue), else 0 and its figures are the previous ones',
    labelNames: ['source'] as const,
    registers: [shop],
  });
  const registry = Registry.merge([processMetrics(), shop]);

  // One histogram child per method, route and status, found by a string key: prom-client
  // otherwise sorts and hashes the label object on every answer (issue 18). The series are
  // bounded anyway (route patterns, not URLs).
  const series = new Map<string, ReturnType<typeof requests.labels>>();
  app.addHook('onResponse', (req, reply, done) => {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = routeOf(req);
    const key = `${method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = requests.labels({ method, route, status_code: String(reply.statusCode) });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  /** Figures that live in the database or the queue, read once per scrape; a source that fails keeps its last figures. */
  async function readShopFigures(): Promise<void> {
    const database = async () => {
      const [orders] = await queryRows<{ created: number; paid: number }>(options.db, sql`
        select count(*)::int as created, count(paid_at)::int as paid from shop_order`);
      // 'ignored: <why>' counts as 'ignored': the reasons would be a series each.
      const outcomes = await queryRows<{ outcome: string; n: number }>(options.db, sql`
        select split_part(outcome, ':', 1) as outcome, count(*)::int as n from payment_notification group by 1`);
      ordersCreated.reset();
      ordersCreated.inc(orders?.created ?? 0);
      ordersPaid.reset();
      ordersPaid.inc(orders?.paid ?? 0);
      notifications.reset();
      for (const o of outcomes) notifications.inc({ outcome: o.outcome }, o.n);
    };
    const queue = async () => {
      if (!options.queueStats) return;
      const stats = await options.queueStats();
      queueJobs.reset();
      for (const s of stats) {
        queueJobs.set({ queue: s.queue, state: 'queued' }, s.queued);
        queueJobs.set({ queue: s.queue, state: 'active' }, s.active);
        queueJobs.set({ queue: s.queue, state: 'failed' }, s.failed);
      }
    };
    await Promise.all(Object.entries({ database, queue }).map(async ([source, read]) => {
      try {
        await read();
        sourceUp.set({ source }, 1);
      } catch (err) {
        app.log.warn({ err, source }, 'metrics: source not read');
        sourceUp.set({ source }, 0);
      }
    }));
  }

  app.get('/metrics', {
    schema: { hide: true } as object,
    // The same 404 as a path that does not exist: nothing tells an outsider it is here.
    onRequest: async (req, reply) => (admits(req, options.token) ? undefined : reply.callNotFound()),
  }, async (_req, reply) => {
    await readShopFigures();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
