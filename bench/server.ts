// One server under test, in a child process of run.ts: the load generator (autocannon)
// stays in the parent, so on a 2-core machine each side gets its own core and event loop.
// Usage (by run.ts, compiled first by spawn.ts): node server.mjs '<Target as JSON>'
// Tells the parent { type: 'ready', port, ... } over IPC; stops on 'stop' or disconnect.
// A shop with `shoppers: n` also gets n members (address, session) for the checkout
// scenario, created here because a PGlite database lives inside this process only.
import { fork } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { writeHeapSnapshot } from 'node:v8';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@eshop/db';
import { buildHello } from './hello.ts';
import { freePort } from '../scripts/free-port.ts';
import type { ProfileKind } from './spawn.ts';

/** Options of a shop under test: the storefront build (none: the API only), checkout
 * shoppers, a catalogue grown to this many items (bench/catalogue.ts) and the read cache. */
interface ShopOptions { webBuildDir?: string; shoppers?: number; catalogueItems?: number; catalogCacheSeconds?: number }

export type Target =
  | { kind: 'hello' }
  | ({ kind: 'shop'; database: 'pglite' } & ShopOptions)
  | ({ kind: 'shop'; database: 'postgres'; url: string } & ShopOptions);

/** What the checkout scenario needs: the SKU to buy and the shoppers (session token, default address). */
export interface CheckoutFixture {
  skuId: number;
  shoppers: { memberId: number; token: string; addressId: number }[];
  /**
   * More sessions of the first shopper (as if signed in on that many browsers), each
   * used once by the "session looked up" scenario: none is in the shop's memory of
   * sessions (SESSION_CACHE_MS, docs/decisions/0044) when it is used.
   */
  browsers: string[];
}

/** Sessions of `browsers`: more than the requests of any one scenario. */
const BROWSERS = 12_000;

export type ServerMessage =
  | { type: 'ready'; port: number; setupMs: number; nodeEnv: string | null; checkout?: CheckoutFixture; items?: number }
  | { type: 'failed'; message: string }
  | { type: 'memory'; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number; externalBytes: number }
  | { type: 'profile'; file: string }
  | { type: 'mails'; sent: number; waiting: number };

/** The order mails so far: sent (in the local catcher's mailbox), and jobs still to send. */
export interface MailCount { sent: number; waiting: number }

interface Running { app: FastifyInstance; port: number; checkout?: CheckoutFixture; items?: number; mails?(): Promise<MailCount>; close(): Promise<void> }

const CHECKOUT_STOCK = 10_000_000;

/**
 * n members with a default address in Shanghai and a live session, and one SKU of a
 * published item with stock enough for any run. Returns how to put the stock back.
 */
async function prepareShoppers(db: Database, n: number): Promise<{ fixture: CheckoutFixture; restore(): Promise<void> }> {
  const { address, item, member, memberSession, sku } = await import('@eshop/db');
  const { asc, eq, sql } = await import('drizzle-orm');
  const { randomBytes } = await import('node:crypto');
  const { createSessions, sessionId } = await import('@eshop/server/modules/accounts/sessions');
  const [picked] = await db.select({ id: sku.id, stock: sku.stock }).from(sku).innerJoin(item, eq(item.id, sku.itemId))
    .where(eq(item.published, true)).orderBy(asc(item.id), asc(sku.sort)).limit(1);
  if (!picked) throw new Error('checkout: no SKU of a published item in the database');
  await db.update(sku).set({ stock: CHECKOUT_STOCK }).where(eq(sku.id, picked.id));
  const sessions = createSessions({ db });
  const shoppers: CheckoutFixture['shoppers'] = [];
  for (let i = 1; i <= n; i++) {
    const [m] = await db.insert(member).values({ email: `bench-shopper-${i}-${process.pid}@example.com`, passwordHash: 'x' }).returning({ id: member.id });
    const [a] = await db.insert(address).values({
      memberId: m!.id, recipient: `Bench Shopper ${i}`, province: '上海市', city: '上海市', district: '黄浦区', street: '南京东路 1 号',
      mobile: '13900000000', isDefault: true,
    }).returning({ id: address.id });
    shoppers.push({ memberId: m!.id, token: await sessions.create(m!.id), addressId: a!.id });
  }
  const browsers = Array.from({ length: n > 0 ? BROWSERS : 0 }, () => randomBytes(32).toString('base64url'));
  for (let i = 0; i < browsers.length; i += 2000) {
    await db.insert(memberSession).values(browsers.slice(i, i + 2000).map((token) => ({
      id: sessionId(token), memberId: shoppers[0]!.memberId, expiresAt: sql`now() + interval '1 day'`,
    })));
  }
  return {
    fixture: { skuId: picked.id, shoppers, browsers },
    restore: async () => { await db.update(sku).set({ stock: picked.stock }).where(eq(sku.id, picked.id)); },
  };
}

async function startShop(target: Extract<Target, { kind: 'shop' }>): Promise<Running> {
  const { migrate, openDatabase, queryRows, seed } = await import('@eshop/db');
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('@eshop/server/app');
  const { testConfig } = await import('@eshop/server/config');
  const { loadStorefrontBuild } = await import('@eshop/server/web/storefront');

  // The embedded database in a data folder on disk, as the shop runs it (DATA_DIR), unpacked
  // from the seeded template; not in memory, which would count the whole database as the
  // server's memory and spare it the file system.
  const dataDir = target.database === 'pglite' ? mkdtempSync(join(tmpdir(), 'eshop-bench-')) : undefined;
  if (dataDir) await prepareDataDir(dataDir);
  const handle = dataDir
    ? await openDatabase({ dataDir })
    : await openDatabase({ databaseUrl: (target as { url: string }).url, dataDir: 'memory://' });
  if (target.database === 'postgres') {
    await migrate(handle);
    await seed(handle.db);
  }
  const shoppers = target.shoppers && target.shoppers > 0 ? await prepareShoppers(handle.db, target.shoppers) : undefined;
  const items = target.catalogueItems ? await (await import('./catalogue.ts')).growCatalogue(handle.db, target.catalogueItems) : undefined;
  const web = target.webBuildDir ? await loadStorefrontBuild(resolve(target.webBuildDir)) : undefined;
  // NODE_ENV 'production' as main.ts runs by default (config default), logger off; the
  // shop's own origin (its port chosen before the app is built), so that payment
  // notifications come back to it.
  const port = await freePort();
  const config = testConfig({
    NODE_ENV: 'production', PORT: port, PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...(target.catalogCacheSeconds !== undefined ? { CATALOG_CACHE_SECONDS: target.catalogCacheSeconds } : {}),
  });
  // The background jobs run in the shop's process, as `npm start` runs them: each order's two
  // mails (confirmation, payment received) take their share of the CPU while shoppers buy.
  const app = await buildApp({ config, db: handle.db, web, logger: false, runJobs: true });
  const mails = async (): Promise<MailCount> => {
    const [stats, [sent]] = await Promise.all([
      app.eshopServices.jobs.stats(),
      queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from sandbox_mail`),
    ]);
    const waiting = stats.filter((q) => q.queue === 'order_confirmation_mail' || q.queue === 'order_status_changed')
      .reduce((n, q) => n + q.queued + q.active, 0);
    return { sent: sent?.n ?? 0, waiting };
  };
  return {
    app, port, mails, ...(shoppers ? { checkout: shoppers.fixture } : {}), ...(items ? { items } : {}),
    close: async () => {
      await app.close();
      await shoppers?.restore().catch((err: unknown) => console.error('[bench server] stock not restored:', err));
      await handle.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const target = JSON.parse(process.argv[2] ?? '{}') as Target;
  const t0 = performance.now();
  const running: Running = target.kind === 'hello'
    ? (() => { const app = buildHello(); return { app, port: 0, close: () => app.close() }; })()
    : await startShop(target);
  await running.app.listen({ host: '127.0.0.1', port: running.port });
  const address = running.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close().catch((err: unknown) => console.error('[bench server] close failed:', err));
    process.exit(0);
  };
  const profiler = windowProfiler();
  process.on('message', (m) => {
    if (m === 'stop') void stop();
    if (typeof m === 'object' && m !== null && 'profileStart' in m) void profiler.start(m.profileStart as ProfileKind);
    if (typeof m === 'object' && m !== null && 'profileStopTo' in m) {
      void profiler.stop(String(m.profileStopTo)).then((file) => send({ type: 'profile', file }));
    }
    if (m === 'mails' && running.mails) void running.mails().then((c) => send({ type: 'mails', ...c }));
    if (m === 'memory') {
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      // After the figures are read (a snapshot takes about as much memory again) and before they
      // are sent (the parent stops the server then): what the heap holds, for bench/heap.ts.
      const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
      if (dir) {
        const name = join(dir, `${target.kind === 'shop' ? target.database : 'hello'}-${process.pid}`);
        // The process's memory map too (Linux): what the RSS outside the heap is.
        if (existsSync('/proc/self/smaps')) writeFileSync(`${name}.smaps`, readFileSync('/proc/self/smaps')); // copyFile sees size 0
        writeHeapSnapshot(`${name}.heapsnapshot`);
      }
      send({ type: 'memory', rssBytes: rss, heapUsedBytes: heapUsed, heapTotalBytes: heapTotal, externalBytes: external });
    }
  });
  process.on('disconnect', () => void stop());
  send({
    type: 'ready', port: address.port, setupMs: Math.round(performance.now() - t0), nodeEnv: process.env.NODE_ENV ?? null,
    ...(running.checkout ? { checkout: running.checkout } : {}), ...(running.items ? { items: running.items } : {}),
  });
}

/**
 * A profile of a window of the server's life (bench/profile-page.ts: only while the load
 * runs, so the start-up's migrations and seeding do not drown the render): CPU, or a
 * sampling profile of what is allocated (`alloc`: all of it, the garbage included) or of
 * what outlived the young generation (`promoted`: what the old generation's collections
 * then spend their time on).
 */
function windowProfiler() {
  let session: Session | undefined;
  let kind: ProfileKind = 'cpu';
  return {
    async start(what: ProfileKind) {
      kind = what;
      session = new Session();
      session.connect();
      if (kind === 'cpu') {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        return;
      }
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: kind === 'alloc' });
    },
    async stop(file: string): Promise<string> {
      if (!session) throw new Error('profile-stop without profile-start');
      const { profile } = kind === 'cpu' ? await session.post('Profiler.stop') : await session.post('HeapProfiler.stopSampling');
      session.disconnect();
      session = undefined;
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}

function send(message: ServerMessage) {
  process.send?.(message);
}

/**
 * The seeded template unpacked into `dataDir` by another process (this file, run with
 * PREPARE_DATA_DIR), so that the server opens an existing data folder as the shop does on
 * every start. Unpacking the tarball in the measured process left ≈ 110 MB of resident memory
 * (most of it freed blocks in glibc's heap) that the shop never has (bench/README.md, issue 18, twelfth session).
 */
async function prepareDataDir(dataDir: string): Promise<void> {
  // argv[1]: the compiled bundle running now (the build points import.meta.url at the source).
  const child = fork(process.argv[1]!, [], { env: { ...process.env, PREPARE_DATA_DIR: dataDir }, stdio: 'inherit' });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`preparing the embedded database in ${dataDir} failed (exit ${code})`);
}

async function unpackTemplate(dataDir: string): Promise<void> {
  const { openDatabase } = await import('@eshop/db');
  const { cachedTemplate } = await import('@eshop/db/testing');
  const handle = await openDatabase({ dataDir, loadDataDir: await cachedTemplate({ seed: true }) });
  await handle.close();
}

const preparing = process.env.PREPARE_DATA_DIR;
if (preparing) {
  // Exits itself: the IPC channel fork() opened would keep it alive.
  unpackTemplate(preparing).then(() => process.exit(0), (err: unknown) => {
    console.error('[bench server] preparing the data folder failed:', err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    send({ type: 'failed', message: err instanceof Error ? err.stack ?? err.message : String(err) });
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  });
}
