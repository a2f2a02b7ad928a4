// What the page cache leaves in the server's memory once its pages have expired (issue 18,
// docs/decisions/0046): fills a page cache with product-page-sized pages (and their gzip
// bytes) among other buffers, as the bench's "each page new to the page cache" scenario
// does, lets every page expire and the garbage collector run, and prints the RSS at each
// step. Run it with the shop's malloc settings, as `npm run serve` sets them:
//   MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072 \
//     node --expose-gc --import tsx bench/page-cache-memory.ts [checkout folder, default this one]
// The folder lets a checkout of another commit be measured by the same script.
import { resolve } from 'node:path';
import type { createPageCache as CreatePageCache } from '../apps/server/src/web/page-cache.ts';
import { root } from './settings.ts';

const dir = resolve(process.argv[2] ?? root);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const { createPageCache } = (await import(resolve(dir, 'apps/server/src/web/page-cache.ts'))) as { createPageCache: typeof CreatePageCache };
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
const PAGES = 1_500;

// lru-cache counts a page kept at time 0 as never expiring: the clock starts later.
let now = 1_000;
const cache = createPageCache({ ttlMs: 5_000, clock: { now: () => now } });
const start = rss();
const words = 'Wagyu ribeye 牛排 500g Australian grass-fed striploin 澳洲'.split(' ');
// Other work's buffers, allocated and freed between the pages (requests, responses).
const others: Buffer[] = [];
const work = () => {
  others.push(Buffer.alloc(20_000 + (others.length % 13) * 1_000));
  if (others.length > 30) others.shift();
};
for (let i = 0; i < PAGES; i++) {
  // ≈ 50 kB of HTML, different for each URL, as a product page is.
  const html = Buffer.from(`<html>${Array.from({ length: 900 }, (_, j) => `<li>${words[(i * 7 + j) % words.length]} ${i}-${j}</li>`).join('')}</html>`);
  await cache.offer(`page-${i}`, { status: 200, headers: [], body: html }, cache.generation());
  work();
}
const full = rss();
const held = cache.size();
now += 10_000;
await new Promise((done) => setTimeout(done, 50)); // lru-cache reads the clock again after its resolution
for (let i = 0; i < PAGES; i++) cache.get(`page-${i}`); // each expired page is dropped when asked for
for (let i = 0; i < 300; i++) work();
cache.close();
gc();
await new Promise((done) => setTimeout(done, 200));
gc();
console.log(`${dir}: RSS ${start} MB at start, ${full} MB with ${held} pages kept, ${rss()} MB once they expired (${cache.size()} left)`);
