// Micro-cache of storefront responses for anonymous shoppers: a page that rendered 200
// without setting a cookie depends only on its URL, the device class of the user agent
// and the locale inputs of the redirect rules, so those form the key. Anyone carrying a
// cookie other than `lang` (a session, a cart) gets a fresh render, or on a page shared
// between shoppers this one with their own parts swapped in (docs/decisions/0043). Entries
// live a few seconds, and are dropped with the catalogue cache behind them when any
// instance changes the catalogue (`clear()`, called through the invalidation bus).
// Pages are kept with their gzip-compressed bytes too (a product page's 50 kB are 11 kB):
// a browser taking gzip (every phone's) is sent those as they are instead of the page
// being compressed again for each request, 10× the anonymous pages a browser gets per
// second (issue 18). The HTML stays: a member's copy splices it, and decompressing it
// for each copy halved the signed-in pages. The bytes are kept in slabs (page-slabs.ts),
// which go back to the system when their pages expire.
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { detectDevice } from '@eshop/domain/device';
import { createPageSlabs } from './page-slabs.ts';
import { gzipToKeep } from '../http/gzip.ts';

/** A rendered page: status, headers and the HTML. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A page as the cache keeps it: also its HTML gzip-compressed, once compressed. */
export interface StoredPage extends CachedPage {
  gzip?: Buffer;
}

/** The request's cookies, each `name=value`. */
function cookiesOf(req: FastifyRequest): string[] {
  return (req.headers.cookie ?? '').split(';').map((c) => c.trim()).filter(Boolean);
}

/** The request's `lang` cookie as sent (`lang=…`), or null. */
export function langCookieOf(req: FastifyRequest): string | null {
  return cookiesOf(req).find((c) => c.startsWith('lang=')) ?? null;
}

function keyFor(req: FastifyRequest): string {
  const lang = langCookieOf(req)?.slice(5) ?? '';
  const acceptZh = /^\s*zh/i.test(req.headers['accept-language'] ?? '') ? 'zh' : '';
  return `${detectDevice(req.headers['user-agent'])}|${lang}|${acceptZh}|${req.url}`;
}

/** `clock`: the time pages expire by (performance.now by default; tests bring their own). */
export function createPageCache(opts: { ttlMs: number; maxBytes?: number; clock?: { now(): number } }) {
  const cache = opts.ttlMs > 0
    ? new LRUCache<string, StoredPage>({
      ttl: opts.ttlMs, maxSize: opts.maxBytes ?? 32 * 1024 * 1024, sizeCalculation: (p) => p.body.length + (p.gzip?.length ?? 0) + 512,
      ...(opts.clock ? { perf: opts.clock } : {}),
    })
    : null;

  // The pages' bytes, in slabs that go back to the system when their pages are dropped.
  const slabs = createPageSlabs();
  // Counts clears: a page rendered from data read before a clear is not kept after it.
  let generation = 0;
  // Expired pages are dropped once per time to live, not only when asked for again: pages
  // nobody asks for again (a crawler's, a one-off query string) held their memory until
  // the cache was full, 32 MB of a server's RSS long after the traffic (issue 18).
  const sweep = cache ? setInterval(() => cache.purgeStale(), opts.ttlMs) : null;
  sweep?.unref();

  return {
    /** The cache key of a request, or null when it must not be served from or stored in the cache. */
    keyOf(req: FastifyRequest): string | null {
      if (!cache || req.method !== 'GET') return null;
      if (cookiesOf(req).some((c) => !c.startsWith('lang='))) return null;
      return keyFor(req);
    },
    /**
     * The key of the page everyone gets at this request's URL, whatever the request's own
     * cookies but `lang` (a shared page's, docs/decisions/0043); null when pages are not cached.
     */
    everyoneKeyOf(req: FastifyRequest): string | null {
      return cache && req.method === 'GET' ? keyFor(req) : null;
    },
    get: (key: string): StoredPage | undefined => cache?.get(key),
    /** Pages held in memory (expired ones too, until the sweep drops them). */
    size: (): number => cache?.size ?? 0,
    /** Drops every page (the catalogue changed). */
    clear(): void {
      generation++;
      cache?.clear();
      slabs.reset();
    },
    /** Stops the sweep (the server closes). */
    close(): void {
      if (sweep) clearInterval(sweep);
    },
    /** Taken before a render; `offer` wants it back. */
    generation: () => generation,
    /**
     * Keeps a 200 response rendered since `renderedFrom` (the caller offers only responses
     * that set no cookie) at once, and its gzip bytes once compressed (on libuv's thread
     * pool); resolves when those are kept too, or not (the page is gone or replaced).
     */
    async offer(key: string, page: CachedPage, renderedFrom: number): Promise<void> {
      if (!cache || page.status !== 200 || renderedFrom !== generation) return;
      const stored: StoredPage = { ...page, body: slabs.keep(page.body) };
      cache.set(key, stored);
      const gzipped = await gzipToKeep(page.body);
      // Only onto this very entry (a clear or a newer render replaced it otherwise), keeping its time to live.
      if (cache.peek(key) === stored) cache.set(key, { ...stored, gzip: slabs.keep(gzipped) }, { noUpdateTTL: true });
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
