// What a browser (it always takes gzip) is sent (docs/decisions/0051): the read cache's
// answers as their kept gzip bytes, and whatever is made for one request compressed at
// zlib's fastest level; the same content as a client without gzip gets.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from './helpers.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** The gzip header's XFL byte: 4 when compressed at the fastest level (1), 0 at the default (6). */
const XFL_FASTEST = 4;

describe('compression for browsers', () => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop('pglite'); });
  afterAll(async () => { await shop.close(); });

  it('sends a cached Item.List as the gzip bytes it keeps: the same answer, compressed once', async () => {
    const path = 'a/capi/catalog/Item.List?cid=1&pageSize=20';
    const plain = await shop.get(path);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const [first, second] = [await shop.get(path, { headers: BROWSER }), await shop.get(path, { headers: BROWSER })];
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // Kept, not compressed again: kept bytes are compressed for size (the default level).
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload[8]).not.toBe(XFL_FASTEST);
  });

  it('compresses an answer made for one request at the fastest level', async () => {
    const plain = await shop.get('a/capi/catalog/Category.List?pageSize=0');
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await shop.get('a/capi/catalog/Category.List?pageSize=0', { headers: BROWSER });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload[8]).toBe(XFL_FASTEST);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
