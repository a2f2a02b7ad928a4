// The probes of a load balancer or orchestrator (docs/decisions/0027):
// - /health: the process is alive and serving. No dependency is asked, so a database
//   outage never gets every instance restarted at once.
// - /ready: this instance should get traffic: the database answers, every migration this
//   code knows is applied, and every extra check (Redis, …) passes. 503 names the checks
//   that failed, and 503 while the instance drains before a shutdown.
import type { FastifyPluginAsync } from 'fastify';
import { defaultMigrationsDir, migrationsApplied, ping, type Database } from '@eshop/db';

/** One thing /ready asks; false or a throw means "not ready". */
export interface ReadyCheck {
  name: string;
  check: () => Promise<boolean>;
}

export interface HealthOptions {
  db: Database;
  /** Asked on every /ready after the database and migration checks (e.g. `{ name: 'redis', … }`). */
  checks: ReadyCheck[];
  /** True once a shutdown began: /ready answers 503 so the balancer stops sending. */
  isDraining: () => boolean;
  /** Folder of the SQL migrations this code applies (default packages/db/migrations). */
  migrationsDir?: string | undefined;
}

/** A check that does not answer within this is failed: a probe must answer before the balancer's timeout. */
const CHECK_TIMEOUT_MS = 2_000;

const hidden = { schema: { hide: true } as object };

function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS); });
  return Promise.race([check().then((ok) => ok === true, () => false), timeout]).finally(() => clearTimeout(timer));
}

/** Migrations are current (migrationsApplied); once they are, they stay so: not asked again. */
export function migrationsCurrentCheck(db: Database, migrationsDir = defaultMigrationsDir()): () => Promise<boolean> {
  let current = false;
  return async () => {
    current ||= await migrationsApplied(db, migrationsDir);
    return current;
  };
}

/** Registers GET /health and GET /ready (hidden from the OpenAPI document). */
export const healthRoutes = (options: HealthOptions): FastifyPluginAsync => async (app) => {
  const checks: ReadyCheck[] = [
    { name: 'database', check: () => ping(options.db) },
    { name: 'migrations', check: migrationsCurrentCheck(options.db, options.migrationsDir) },
    ...options.checks,
  ];

  app.get('/health', hidden, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/ready', hidden, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (options.isDraining()) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(checks.map(async (c) => [c.name, await withinTimeout(c.check)] as const));
    const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
    const report = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'failed']));
    if (failed.length > 0) return reply.code(503).send({ status: 'unavailable', failed, checks: report });
    return reply.send({ status: 'ready', checks: report });
  });
};
