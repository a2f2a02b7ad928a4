// Profiles the server while it renders one page for a signed-in shopper (issue 18: "where
// the time of a render goes"), or while shoppers check out (path `checkout`: the bench's
// checkout scenario). Only the load window is profiled (not the start-up's migrations and
// seeding). Usage:
//   node --import tsx bench/profile-page.ts [path|checkout] [pglite|postgres]   (default /eshop/pc/item/1, pglite;
//   postgres uses BENCH_DATABASE_URL; pages asked for with gzip unless PROFILE_GZIP=0)
// It prints the summary of bench/profile.ts and keeps the .cpuprofile under bench/results/profiles.
// PROFILE_ALLOC=1: what the server allocates instead (a sampling heap profile, collected
// objects included: where the garbage comes from), and how much a request or an order;
// PROFILE_ALLOC=promoted: only what outlived the young generation.
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { snapshotBuild } from './build.ts';
import { runCheckout } from './checkout.ts';
import { measure } from './load.ts';
import { summarise, summariseAllocations } from './profile.ts';
import { profilesDir, throwawayDatabase } from './profile-setup.ts';
import { load, resultsDir, root } from './settings.ts';
import { startServer } from './spawn.ts';

const path = process.argv[2] ?? '/eshop/pc/item/1';
const checkout = path === 'checkout';
const shoppers = checkout ? 10 : 1;
const database = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const webBuildDir = resolve(resultsDir, `.build-${process.pid}`);
await snapshotBuild(resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build'), webBuildDir);
const cpuProfDir = profilesDir();
const pg = await throwawayDatabase(database);
const server = await startServer(
  pg ? { kind: 'shop', database: 'postgres', url: pg.url, webBuildDir, shoppers } : { kind: 'shop', database: 'pglite', webBuildDir, shoppers },
  { timeoutMs: 120_000 },
);
try {
  const token = server.checkout!.shoppers[0]!.token;
  // As a browser asks (gzip), like the bench's signed-in rows; PROFILE_GZIP=0 for the uncompressed page.
  const headers = { 'user-agent': DESKTOP_UA, 'accept-language': 'en', cookie: `eshop_session=${token}`, ...(process.env.PROFILE_GZIP === '0' ? {} : { 'accept-encoding': 'gzip' }) };
  // Warm up first (JIT, caches), then profile a run of the same length.
  const kind = process.env.PROFILE_ALLOC === 'promoted' ? 'promoted' : process.env.PROFILE_ALLOC === '1' ? 'alloc' : 'cpu';
  const alloc = kind !== 'cpu';
  let done = 0;
  const run = async (opts: typeof load): Promise<string> => {
    if (checkout) {
      const c = await runCheckout(server.origin, server.checkout!, opts);
      done = c.orders;
      return `${c.ordersPerSecond.toFixed(1)} orders/s, order p50 ${c.order.p50Ms.toFixed(0)} ms, p99 ${c.order.p99Ms.toFixed(0)} ms (${c.orders} orders, errors ${c.errors}${c.firstError ? `: ${c.firstError}` : ''})`;
    }
    const r = await measure(server.origin + path, headers, opts);
    done = r.requests;
    return `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, mean ${r.meanMs.toFixed(1)} ms (${r.requests} requests, non-2xx ${r.non2xx})`;
  };
  await run({ ...load, warmupS: 0, durationS: 3 });
  const profiling = server.profile(kind);
  const result = await run(load);
  const file = await profiling.stop(resolve(cpuProfDir, `${checkout ? 'checkout' : 'page'}-${database}-${Date.now()}.${alloc ? 'heapprofile' : 'cpuprofile'}`));
  console.log(`${path}${checkout ? '' : ' signed in'} (${database}): ${result}`);
  console.log(`${alloc ? 'Allocation' : 'CPU'} profile: ${file}`);
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  console.log(alloc ? summariseAllocations(profile, 40, { count: done, unit: checkout ? 'order' : 'request' }) : summarise(profile, 40));
} finally {
  await server.stop();
  await pg?.drop();
  rmSync(webBuildDir, { recursive: true, force: true });
}
