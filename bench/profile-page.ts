// Profiles the server while it renders one page for a signed-in shopper (issue 18: "where
// the time of a render goes"). Usage:
//   node --import tsx bench/profile-page.ts [path]   (default /eshop/pc/item/1; PGlite)
// then: node --import tsx bench/profile.ts bench/results/profiles/<newest>.cpuprofile
import { resolve } from 'node:path';
import { snapshotBuild } from './build.ts';
import { measure } from './load.ts';
import { load, resultsDir, root } from './settings.ts';
import { startServer } from './spawn.ts';

const path = process.argv[2] ?? '/eshop/pc/item/1';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const webBuildDir = resolve(resultsDir, `.build-${process.pid}`);
await snapshotBuild(resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build'), webBuildDir);
const cpuProfDir = resolve(resultsDir, 'profiles');
const server = await startServer({ kind: 'shop', database: 'pglite', webBuildDir, shoppers: 1 }, { timeoutMs: 120_000, cpuProfDir });
try {
  const token = server.checkout!.shoppers[0]!.token;
  const r = await measure(server.origin + path, { 'user-agent': DESKTOP_UA, 'accept-language': 'en', cookie: `eshop_session=${token}` }, load);
  console.log(`${path} signed in: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, mean ${r.meanMs.toFixed(1)} ms (${r.requests} requests, non-2xx ${r.non2xx})`);
} finally {
  await server.stop();
  const { rmSync } = await import('node:fs');
  rmSync(webBuildDir, { recursive: true, force: true });
}
console.log(`CPU profile written to ${cpuProfDir}`);
