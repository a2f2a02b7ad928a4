import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarouselSlide, Special, Store } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';

describe.each(databases())('stores, content, images and the HTTP contract on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  it('lists the four Shanghai stores with coordinates, hours and the pickup flag', async () => {
    const res = await shop.get('a/capi/account/Store.List?pageSize=0', { lang: 'zh_CN' });
    const body = res.json() as { data: Store[]; total: number };
    expect(body.total).toBe(4);
    for (const s of body.data) {
      expect(s.latitude).toBeGreaterThan(30.9);
      expect(s.latitude).toBeLessThan(31.5);
      expect(s.longitude).toBeGreaterThan(121.1);
      expect(s.longitude).toBeLessThan(121.9);
      expect([s.opens, s.closes]).toEqual(['09:00', '19:00']);
      expect(['Y', 'N']).toContain(s['r.pickup']);
      expect(s.name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(body.data.some((s) => s['r.pickup'] === 'Y')).toBe(true);
    const paged = (await shop.get('a/capi/account/Store.List?pageSize=2&pageOffset=2')).json() as { data: Store[] };
    expect(paged.data.map((s) => s['r.storeId'])).toEqual(body.data.slice(2).map((s) => s['r.storeId']));
  });

  it('serves the carousel, the specials and named segments in both languages', async () => {
    const en = (await shop.get('content/carousel/json')).json() as { data: CarouselSlide[] };
    const zh = (await shop.get('content/carousel/json', { lang: 'zh_CN' })).json() as { data: CarouselSlide[] };
    expect(en.data.length).toBeGreaterThanOrEqual(3);
    expect(zh.data[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.data[0]!.title).not.toBe(zh.data[0]!.title);
    expect(en.data.every((s) => /^(list|item|recipe|about)/.test(s.link))).toBe(true);
    const specials = (await shop.get('content/special/json')).json() as { data: Special[] };
    expect(specials.data.length).toBeGreaterThan(0);
    const voices = (await shop.get('content/segment/customer-voices', { lang: 'zh_CN' })).json() as { data: { text: string }[] };
    expect(voices.data.length).toBeGreaterThanOrEqual(6);
    expect(voices.data[0]!.text).toMatch(/[\u4e00-\u9fff]/);
    const missing = await shop.get('content/segment/no-such-segment');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'failure' });
  });

  it('serves images at the spec URL shape, greys sold-out thumbnails, and a placeholder for unknown ids', async () => {
    const png = await shop.inject({ method: 'GET', url: '/images/placeholder.PNG' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const item = ((await shop.get('a/capi/catalog/SingleItem.List?t.itemId=1')).json() as { data: { images: string[] }[] }).data[0]!;
    const normal = await shop.inject({ method: 'GET', url: item.images[0]! });
    const soldOut = await shop.inject({ method: 'GET', url: item.images[0]!.replace(/\.PNG$/, '.SO.PNG') });
    expect(normal.statusCode).toBe(200);
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.rawPayload.equals(normal.rawPayload)).toBe(false);
    const again = await shop.inject({ method: 'GET', url: item.images[0]!, headers: { 'if-none-match': String(normal.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const small = await shop.inject({ method: 'GET', url: `${item.images[0]!}?w=160`, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers.vary).toMatch(/Accept/);
    expect(small.rawPayload.length).toBeLessThan(normal.rawPayload.length / 4);
    const oddWidth = await shop.inject({ method: 'GET', url: `${item.images[0]!}?w=123` });
    expect(oddWidth.rawPayload.equals(normal.rawPayload)).toBe(true); // only the fixed widths are made
    const unknown = await shop.inject({ method: 'GET', url: '/images/does-not-exist.PNG' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('image/png');
    expect((await shop.inject({ method: 'GET', url: '/images/..%2Fetc.PNG' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const res = await shop.get('a/capi/nothing/Here', { lang: 'zh_CN' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: 'failure', code: 'API_NOT_FOUND', message: '此路径没有对应的接口。' });
  });

  it('publishes an OpenAPI document of the calls', async () => {
    const doc = (await shop.get('openapi.json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/a/capi/catalog/Item.List', '/api/a/capi/catalog/SingleItem.List', '/api/a/capi/account/Store.List',
      '/api/content/carousel/json', '/api/content/special/json', '/api/content/segment/{name}']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('documents request bodies in the encodings the calls take: form first (the spec\'s), JSON too', async () => {
    type Op = { requestBody?: { content: Record<string, unknown> } };
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
    const bodies = Object.entries(doc.paths).flatMap(([path, ops]) => Object.values(ops).flatMap((op) => (op.requestBody ? [[path, op.requestBody] as const] : [])));
    expect(bodies.length).toBeGreaterThan(20);
    for (const [path, body] of bodies) {
      // The tills sign the exact JSON bytes they send (docs/pos-api.md): JSON only.
      const encodings = path.startsWith('/api/pos/') ? ['application/json'] : ['application/x-www-form-urlencoded', 'application/json'];
      expect(Object.keys(body.content), path).toEqual(encodings);
    }
    expect(bodies.map(([path]) => path)).toContain('/api/pos/v1/store-orders');
    const addToCart = doc.paths['/api/a/execute/capi/shopping/AddToCart']!.post!.requestBody!.content['application/x-www-form-urlencoded'] as { schema: { properties: Record<string, unknown> } };
    expect(addToCart.schema.properties).toHaveProperty(['sku.skuId']);
  });

  it('answers /health (alive) and /ready (database up, migrations current)', async () => {
    expect((await shop.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await shop.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('never leaks a stack trace: a broken database answers 500 with a plain message', async () => {
    const broken = await startShop(kind);
    await broken.handle.close();
    const res = await broken.get('a/capi/catalog/Item.List', { lang: 'zh_CN' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'failure', code: 'INTERNAL', message: '服务器出现问题，请重试。' });
    expect(res.body).not.toMatch(/at |Error:/);
    await broken.app.close();
  });
});
