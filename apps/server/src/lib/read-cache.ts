// A short-lived in-process cache for public reads (catalogue, content). Derived data:
// each instance keeps its own and loses nothing by restarting; `clear()` drops everything
// when any instance changes the catalogue (catalog.invalidate() through the invalidation
// bus, docs/decisions/0026), and the time-to-live bounds how stale a read can be after a
// change nobody announced. Concurrent misses for the same key share one load.
import { LRUCache } from 'lru-cache';

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache(opts: { ttlMs: number; max?: number }): ReadCache {
  if (opts.ttlMs <= 0) return { get: (_key, load) => load(), clear: () => {} };
  const cache = new LRUCache<string, Promise<unknown>>({ max: opts.max ?? 2000, ttl: opts.ttlMs });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key)); // never keep a failure
      return pending;
    },
    clear: () => cache.clear(),
  };
}
