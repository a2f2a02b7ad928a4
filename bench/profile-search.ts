// Profiles the server while it answers one search after another, as bench:search measures
// them (10,000 items, read cache off, 10 connections): where a search's time goes. Only the
// load windows are profiled. Usage:
//   node --import tsx bench/profile-search.ts [pglite|postgres] [query ...]
// (default pglite and bench:search's queries; the query `fresh` asks bench:search's
// FRESH_QUERIES in turn, each ranked afresh; postgres uses BENCH_DATABASE_URL or
// TEST_DATABASE_URL; BENCH_SEARCH_ITEMS changes the size). Prints each query's figures and
// the summary of bench/profile.ts; the .cpuprofile files stay in bench/results/profiles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { get } from './http.ts';
import { measure } from './load.ts';
import { FRESH_QUERIES, searchPath } from './search-queries.ts';
import { summarise } from './profile.ts';
import { profilesDir, throwawayDatabase } from './profile-setup.ts';
import { load } from './settings.ts';
import { startServer } from './spawn.ts';

const database = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const given = process.argv.slice(process.argv[2] === 'postgres' || process.argv[2] === 'pglite' ? 3 : 2);
const queries = given.length > 0 ? given : ['wagyu', 'beef', '牛排', 'ribeye 500g', 'salmn', 'xyzzy', 'fresh'];
const items = Math.max(1_000, Math.floor(Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000) || 10_000));
const cpuProfDir = profilesDir();

const pg = await throwawayDatabase(database);
const options = { catalogueItems: items, catalogCacheSeconds: 0 };
const server = await startServer(
  pg ? { kind: 'shop', database: 'postgres', url: pg.url, ...options } : { kind: 'shop', database: 'pglite', ...options },
  { timeoutMs: 300_000 },
);
try {
  // The first search builds the index (seconds on 10,000 items): not part of any window.
  await get(server.origin + searchPath('wagyu'), { ch: 'website', lang: 'en_US' });
  for (const q of queries) {
    const url = server.origin + searchPath(q === 'fresh' ? FRESH_QUERIES[0]! : q);
    const vary = q === 'fresh' ? { pathOf: (n: number) => searchPath(FRESH_QUERIES[n % FRESH_QUERIES.length]!) } : undefined;
    const headers = { ch: 'website', lang: /[\u4e00-\u9fff]/.test(q) ? 'zh_CN' : 'en_US' };
    await measure(url, headers, { ...load, warmupS: 0, durationS: 3 }, vary);
    const profiling = server.profile();
    const r = await measure(url, headers, { ...load, warmupS: 0 }, vary);
    const file = await profiling.stop(resolve(cpuProfDir, `search-${database}-${Date.now()}.cpuprofile`));
    console.log(`\n"${q}" (${database}, ${items} items): ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, mean ${r.meanMs.toFixed(1)} ms (non-2xx ${r.non2xx})`);
    console.log(`CPU profile: ${file}`);
    console.log(summarise(JSON.parse(readFileSync(file, 'utf8')), 25));
  }
} finally {
  await server.stop();
  await pg?.drop();
}
