// Counts the SQL statements the shop runs for one request of a signed-in shopper, and
// lists them (issue 18: where a render's time goes). In-process, PGlite from the cached
// seeded template, the storefront build of apps/web/build (WEB_BUILD_DIR).
// Usage: node --import tsx bench/sql-count.ts /eshop/pc/item/1,/eshop/pc/
// Each path is requested twice first (caches warm, as on a running shop), then counted;
// then RENDERS (default 300) renders in a row are timed, split into the time spent in
// the database (awaiting PGlite), in the page's in-process API calls (`inject`, which
// includes their database time) and the rest (routing, React's render, the page plumbing).
// PROFILE=n also prints a CPU profile of those renders (the n hottest functions).
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { summarise } from './profile.ts';

process.env.NODE_ENV = 'production';
const { cachedTemplate, openFromTemplate } = await import('@eshop/db/testing');
const { buildApp } = await import('@eshop/server/app');
const { testConfig } = await import('@eshop/server/config');
const { loadStorefrontBuild } = await import('@eshop/server/web/storefront');
const { member } = await import('@eshop/db');
const { createSessions } = await import('@eshop/server/modules/accounts/sessions');

type Run = (sql: string, ...rest: unknown[]) => unknown;
interface Runner { query: Run; exec: Run }

const handle = await openFromTemplate(await cachedTemplate({ seed: true }));
const pglite = handle.pglite as unknown as Runner & { transaction: (fn: (tx: Runner) => unknown) => unknown };
const log: string[] = [];
let counting = false;
// Drizzle reaches PGlite through query/exec, and transaction(tx => tx.query…).
/** Wall time while at least one call is running (calls of one render overlap). */
function busyClock() {
  let active = 0;
  let since = 0;
  let ms = 0;
  return {
    get ms() { return ms; },
    reset() { ms = 0; },
    start() { if (active++ === 0) since = performance.now(); },
    stop() { if (--active === 0) ms += performance.now() - since; },
  };
}
const db = busyClock();
const api = busyClock();
const watch = (runner: Runner) => {
  for (const name of ['query', 'exec'] as const) {
    const run = runner[name].bind(runner);
    runner[name] = (sql, ...rest) => {
      if (counting) log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 140));
      db.start();
      const answer = run(sql, ...rest);
      if (answer instanceof Promise) return answer.finally(() => db.stop());
      db.stop();
      return answer;
    };
  }
};
watch(pglite);
const transaction = pglite.transaction.bind(pglite);
pglite.transaction = (fn) => transaction((tx) => {
  watch(tx);
  if (counting) log.push('-- transaction');
  return fn(tx);
});

const web = await loadStorefrontBuild(resolve(process.env.WEB_BUILD_DIR ?? 'apps/web/build'));
const app = await buildApp({ config: testConfig({ NODE_ENV: 'production', PORT: 3998, PUBLIC_ORIGIN: 'http://127.0.0.1:3998' }), db: handle.db, web, logger: false });
// The page's API calls: every inject below /api/ (the page itself is injected too, by this script).
const inject = app.inject.bind(app) as (opts: { url: string }) => Promise<unknown>;
(app as unknown as { inject: typeof inject }).inject = async (opts) => {
  if (!opts.url.startsWith('/api/')) return inject(opts);
  api.start();
  try { return await inject(opts); } finally { api.stop(); }
};
const [m] = await handle.db.insert(member).values({ email: `sql-count-${process.pid}@example.com`, passwordHash: 'x' }).returning({ id: member.id });
const token = await createSessions({ db: handle.db }).create(m!.id);
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
for (const path of (process.argv[2] ?? '/eshop/pc/item/1').split(',')) {
  const request = () => app.inject({ method: 'GET', url: path, headers: { 'user-agent': UA, 'accept-language': 'en', cookie: `eshop_session=${token}` } });
  await request();
  await request();
  log.length = 0;
  counting = true;
  const t0 = performance.now();
  const res = await request();
  const ms = performance.now() - t0;
  counting = false;
  console.log(`${path}: status ${res.statusCode}, ${ms.toFixed(1)} ms, ${log.filter((l) => !l.startsWith('--')).length} SQL statements`);
  const counts = new Map<string, number>();
  for (const l of log) counts.set(l, (counts.get(l) ?? 0) + 1);
  for (const [l, n] of counts) console.log(`  ${n}× ${l}`);
  const renders = Number(process.env.RENDERS ?? 300);
  db.reset();
  api.reset();
  const profiler = process.env.PROFILE ? new Session() : undefined;
  if (profiler) { profiler.connect(); await profiler.post('Profiler.enable'); await profiler.post('Profiler.start'); }
  const t1 = performance.now();
  for (let i = 0; i < renders; i++) await request();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    console.log(summarise(profile as Parameters<typeof summarise>[0], Number(process.env.PROFILE) || 25));
  }
  const per = (x: number) => (x / renders).toFixed(2).padStart(6);
  const total = performance.now() - t1;
  console.log(`  ${renders} renders in a row: ${per(total)} ms each = database ${per(db.ms)} + rest of the API calls ${per(api.ms - db.ms)} + the page itself ${per(total - api.ms)} ms`);
}
await app.close();
await handle.close();
