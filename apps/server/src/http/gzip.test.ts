import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { gzipEachRequest, takesGzip } from './gzip.ts';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('takesGzip', () => {
  it('is true only for a request whose Accept-Encoding takes gzip', () => {
    const takes = (headers: Record<string, string>) => takesGzip(req(headers));
    expect(takes({ 'accept-encoding': 'gzip, deflate, br' })).toBe(true);
    expect(takes({ 'accept-encoding': 'br;q=1.0, GZIP;q=0.5' })).toBe(true);
    expect(takes({ 'accept-encoding': '*' })).toBe(true);
    expect(takes({})).toBe(false);
    expect(takes({ 'accept-encoding': 'identity' })).toBe(false);
    expect(takes({ 'accept-encoding': 'deflate, br' })).toBe(false);
    expect(takes({ 'accept-encoding': 'gzip;q=0, deflate' })).toBe(false);
    expect(takes({ 'accept-encoding': 'gzip', 'x-no-compression': '1' })).toBe(false);
  });

  it('gzipEachRequest compresses a page whole, for speed', async () => {
    const page = Buffer.from(`<!DOCTYPE html><html><body>${'<li>Wagyu striploin 500 g</li>'.repeat(400)}</body></html>`);
    const gzipped = await gzipEachRequest(page);
    expect(gunzipSync(gzipped).equals(page)).toBe(true);
    // The gzip header's XFL byte: 4 = the fastest compression (level 1), 0 = the default level.
    expect(gzipped[8]).toBe(4);
  });
});
