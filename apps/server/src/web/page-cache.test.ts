import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
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

  it('keeps only 200 responses, and nothing when switched off', () => {
    const key = cache.keyOf(req())!;
    cache.offer(key, { status: 404, headers: [], body: Buffer.from('no') }, cache.generation());
    expect(cache.get(key)).toBeUndefined();
    cache.offer(key, { status: 200, headers: [['content-type', 'text/html']], body: Buffer.from('<html>') }, cache.generation());
    expect(cache.get(key)?.body.toString()).toBe('<html>');
    expect(createPageCache({ ttlMs: 0 }).keyOf(req())).toBeNull();
  });

  it('drops every page on clear(), and keeps no page rendered before a clear', () => {
    const pages = createPageCache({ ttlMs: 60_000 });
    const key = pages.keyOf(req())!;
    const page = { status: 200, headers: [], body: Buffer.from('<html>') };
    pages.offer(key, page, pages.generation());
    const renderedFrom = pages.generation();
    pages.clear();
    expect(pages.get(key)).toBeUndefined();
    pages.offer(key, page, renderedFrom);
    expect(pages.get(key)).toBeUndefined();
    pages.offer(key, page, pages.generation());
    expect(pages.get(key)).toBeDefined();
  });
});
