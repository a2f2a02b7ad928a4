import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { createPageCache } from './page-cache.ts';

const req = (over: { method?: string; url?: string; headers?: Record<string, string> } = {}) =>
  ({ method: 'GET', url: '/eshop/pc/item/1', headers: {}, ...over }) as unknown as FastifyRequest;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('page cache', () => {
  const cache = createPageCache({ ttlMs: 60_000 });

  it('keys anonymous GETs by device class, lang cookie, Accept-Language and URL', () => {
    const pc = cache.keyOf(req({ headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux)' } }));
    const phone = cache.keyOf(req({ headers: { 'user-agent': IPHONE } }));
    const zhCookie = cache.keyOf(req({ headers: { cookie: 'lang=zh_CN' } }));
    const zhBrowser = cache.keyOf(req({ headers: { 'accept-language': 'zh-CN,zh;q=0.9' } }));
    expect(new Set([pc, phone, zhCookie, zhBrowser]).size).toBe(4);
    expect(cache.keyOf(req({ headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0)' } }))).toBe(pc);
  });

  it('never caches for a shopper with a session or other cookie, nor for other methods', () => {
    expect(cache.keyOf(req({ headers: { cookie: 'lang=en_US; eshop_session=abc' } }))).toBeNull();
    expect(cache.keyOf(req({ method: 'POST' }))).toBeNull();
  });

  it('keeps only 200 responses, with their gzip bytes, and nothing when switched off', async () => {
    const key = cache.keyOf(req())!;
    await cache.offer(key, { status: 404, headers: [], body: Buffer.from('no') }, cache.generation());
    expect(cache.get(key)).toBeUndefined();
    const html = Buffer.from(`<html>${'<li>Wagyu ribeye 牛排 500g</li>'.repeat(2000)}</html>`);
    await cache.offer(key, { status: 200, headers: [['content-type', 'text/html']], body: html }, cache.generation());
    const kept = cache.get(key)!;
    expect(kept.headers).toEqual([['content-type', 'text/html']]);
    expect(gunzipSync(kept.gzip!).equals(html)).toBe(true);
    expect(kept.body.equals(html)).toBe(true);
    expect(kept.gzip!.length).toBeLessThan(html.length / 4);
    expect(createPageCache({ ttlMs: 0 }).keyOf(req())).toBeNull();
  });

  it('drops every page on clear(), and keeps no page rendered before a clear', async () => {
    const pages = createPageCache({ ttlMs: 60_000 });
    const key = pages.keyOf(req())!;
    const page = { status: 200, headers: [], body: Buffer.from('<html>') };
    await pages.offer(key, page, pages.generation());
    const renderedFrom = pages.generation();
    pages.clear();
    expect(pages.get(key)).toBeUndefined();
    await pages.offer(key, page, renderedFrom);
    expect(pages.get(key)).toBeUndefined();
    // Kept at once (the next request is served from it), its gzip bytes when compressed;
    // a clear while it is being compressed drops it, and the bytes are not put back.
    const compressing = pages.offer(key, page, pages.generation());
    expect(pages.get(key)?.body.toString()).toBe('<html>');
    expect(pages.get(key)?.gzip).toBeUndefined();
    pages.clear();
    await compressing;
    expect(pages.get(key)).toBeUndefined();
    await pages.offer(key, page, pages.generation());
    expect(gunzipSync(pages.get(key)!.gzip!).toString()).toBe('<html>');
  });

  it('drops expired pages without their being asked for again, so their memory goes back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      let now = 1_000;
      const pages = createPageCache({ ttlMs: 10_000, clock: { now: () => now } });
      const page = { status: 200, headers: [], body: Buffer.from('<html>') };
      await pages.offer(pages.keyOf(req({ url: '/eshop/pc/item/1?visit=1' }))!, page, pages.generation());
      await pages.offer(pages.keyOf(req({ url: '/eshop/pc/item/1?visit=2' }))!, page, pages.generation());
      now += 9_000;
      vi.advanceTimersByTime(10_000);
      expect(pages.size()).toBe(2);
      now += 1_001;
      vi.advanceTimersByTime(10_000);
      expect(pages.size()).toBe(0);
      pages.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
