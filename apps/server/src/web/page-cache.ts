// Micro-cache of storefront responses for anonymous shoppers: a page that rendered 200
// without setting a cookie depends only on its URL, the device class of the user agent
// and the locale inputs of the redirect rules, so those form the key. Anyone carrying a
// cookie other than `lang` (a session, a cart) gets a fresh render, or on a page shared
// between shoppers this one with their own parts swapped in (docs/decisions/0043). Entries
// live a few seconds, and are dropped with the catalogue cache behind them when any
// instance changes the catalogue (`clear()`, called through the invalidation bus).
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { detectDevice } from '@eshop/domain/device';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
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

export function createPageCache(opts: { ttlMs: number; maxBytes?: number }) {
  const cache = opts.ttlMs > 0
    ? new LRUCache<string, CachedPage>({ ttl: opts.ttlMs, maxSize: opts.maxBytes ?? 32 * 1024 * 1024, sizeCalculation: (p) => p.body.length + 512 })
    : null;

  // Counts clears: a page rendered from data read before a clear is not kept after it.
  let generation = 0;

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
    get: (key: string) => cache?.get(key),
    /** Drops every page (the catalogue changed). */
    clear(): void {
      generation++;
      cache?.clear();
    },
    /** Taken before a render; `offer` wants it back. */
    generation: () => generation,
    /** Stores a 200 response rendered since `renderedFrom` (the caller offers only responses that set no cookie). */
    offer(key: string, page: CachedPage, renderedFrom: number): void {
      if (cache && page.status === 200 && renderedFrom === generation) cache.set(key, page);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
