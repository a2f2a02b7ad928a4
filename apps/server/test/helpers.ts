// Test helpers: build the app on a seeded database of either kind and call it with
// `inject` (no port), with the spec's headers.
import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows, sku, type DatabaseHandle, type Executor, type StaffRole } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { openIntegrations, type Integrations } from '../src/integrations/index.ts';
import { testConfig, type Config } from '../src/config.ts';
import { drainJobs } from '../src/jobs/workers.ts';
import { randomIp } from './members.ts';
import './global-setup.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * This worker's PostgreSQL test database, or null when the run tests the embedded database
 * only. One per worker (global-setup.ts): the files of a worker run one after another, so a
 * file has its database to itself while it runs (besides its own parallel tests).
 */
export function testPgUrl(): string | null {
  const urls = inject('pgUrls');
  if (!urls || urls.length === 0) return null;
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  return urls[(worker - 1) % urls.length]!;
}

/** The databases this run tests: the embedded one always, PostgreSQL when configured. */
export function databases(): DbKind[] {
  return testPgUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestShop {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** GET an API path (below /api/) with ch and lang headers. */
  get(path: string, opts?: { lang?: string; ch?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Tests that stand in for an outside service: change the opened integrations (e.g. a payment provider that fails). */
export type IntegrationsWrapper = (opened: Integrations) => Integrations;

/**
 * The job-queue schema of this test file on the shared PostgreSQL database: test files run
 * at once, and one file's `runDueJobs` must not run another's jobs. Dropped after the file.
 */
export const FILE_JOBS_SCHEMA = `jobs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let dropFileSchema = false;
afterAll(async () => {
  if (!dropFileSchema) return;
  const handle = await openDatabase({ databaseUrl: testPgUrl()!, dataDir: 'unused', maxConnections: 1 });
  try {
    await handle.db.execute(sql`drop schema if exists ${sql.identifier(FILE_JOBS_SCHEMA)} cascade`);
  } finally {
    await handle.close();
  }
});

export async function startShop(kind: DbKind, overrides: Partial<Config> = {}, deps: Pick<AppDeps, 'captchaText' | 'web' | 'backoffice' | 'serverTimeouts' | 'runJobs' | 'drain'> & { wrapIntegrations?: IntegrationsWrapper } = {}, pool: { maxConnections?: number } = {}): Promise<TestShop> {
  const handle = kind === 'postgres'
    ? await openDatabase({ databaseUrl: testPgUrl()!, dataDir: 'unused', maxConnections: pool.maxConnections ?? 4 })
    : await openFromTemplate(await cachedTemplate({ seed: true }));
  if (kind === 'postgres' && !overrides.JOBS_SCHEMA) {
    overrides = { ...overrides, JOBS_SCHEMA: FILE_JOBS_SCHEMA };
    dropFileSchema = true;
  }
  const config = testConfig(overrides);
  const { wrapIntegrations, ...appDeps } = deps;
  const integrations = wrapIntegrations ? wrapIntegrations(await openIntegrations({ config, db: handle.db })) : undefined;
  const app = await buildApp({ config, db: handle.db, ...appDeps, integrations });
  if (integrations) app.addHook('onClose', async () => { await integrations.close(); });
  await app.ready();
  return {
    app,
    handle,
    get: (path, opts = {}) => app.inject({
      method: 'GET',
      url: `${config.API_BASE}/${path}`,
      headers: { ch: opts.ch ?? 'website', lang: opts.lang ?? 'en_US', ...opts.headers },
    }),
    inject: (opts) => app.inject(opts),
    close: async () => { await app.close(); await handle.close(); },
  };
}

/**
 * The `n`-th published SKU in stock (test files pick different ones, so they can share a
 * PostgreSQL database), set to `stock` and `priceFen` for the test; `restore()` puts it back.
 */
export async function stockedSku(shop: TestShop, n: number, set: { stock: number; priceFen: number }): Promise<{ id: number; restore(): Promise<void> }> {
  const [s] = await queryRows<{ id: number; stock: number; price_fen: number }>(shop.handle.db, sql`
    select s.id, s.stock, s.price_fen from sku s join item i on i.id = s.item_id where i.published and s.stock > 0 order by s.id limit 1 offset ${n}`);
  if (!s) throw new Error(`no published SKU in stock at offset ${n}`);
  const before = { stock: s.stock, priceFen: s.price_fen };
  await shop.handle.db.update(sku).set(set).where(eq(sku.id, s.id));
  return { id: s.id, restore: async () => { await shop.handle.db.update(sku).set(before).where(eq(sku.id, s.id)); } };
}

/** Runs the shop's due background jobs now, through the workers' own handlers (mails, refunds, …). */
export function runDueJobs(shop: TestShop): Promise<number> {
  return drainJobs(shop.app.eshopServices);
}

/** The shop's jobs of one queue (newest first), as pg-boss stores them; `db` may be a transaction. */
export function queuedJobs(shop: TestShop, name: string, db: Executor = shop.handle.db): Promise<{ id: string; state: string; data: Record<string, unknown>; output: { message?: string } | null; retry_count: number }[]> {
  return queryRows(db, sql`
    select id, state, data, output, retry_count from ${sql.identifier(shop.app.eshopServices.jobs.schema)}.job
     where name = ${name} order by created_on desc`);
}

/** A staff account with these roles, signed in: its bearer token for the staff API. */
export async function staffToken(shop: TestShop, name: string, roles: StaffRole[]): Promise<string> {
  const username = `${roles[0]}-${randomUUID().slice(0, 8)}`;
  await shop.app.eshopServices.staff.upsert({ username, name, password: 'staff-secret-1', roles });
  // From an address of its own: without Redis the sign-in limits live in the database, which
  // the files of one worker share on PostgreSQL, and another file's wrong passwords from the
  // default address would ask this sign-in for a captcha.
  const login = await shop.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() }, payload: { username, password: 'staff-secret-1' } });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  return (login.json() as { data: { token: string } }).data.token;
}
