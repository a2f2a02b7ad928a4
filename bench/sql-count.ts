// Counts the SQL statements the shop runs for one request of a signed-in shopper, and
// lists them (issue 18: where a render's time goes). In-process, PGlite from the cached
// seeded template, the storefront build of apps/web/build (WEB_BUILD_DIR).
// Usage: node --import tsx bench/sql-count.ts /eshop/pc/item/1,/eshop/pc/
// Each path is requested twice first (caches warm, as on a running shop), then counted.
import { resolve } from 'node:path';

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
const watch = (runner: Runner) => {
  for (const name of ['query', 'exec'] as const) {
    const run = runner[name].bind(runner);
    runner[name] = (sql, ...rest) => {
      if (counting) log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 140));
      return run(sql, ...rest);
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
}
await app.close();
await handle.close();
