import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { gunzipSync } from 'node:zlib';
import { createReadCache } from '../lib/read-cache.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { COMPRESS_MIN_BYTES, EACH_REQUEST_LEVEL } from './gzip.ts';

describe('sendCachedAnswer', () => {
  const cache = createReadCache({ ttlMs: 60_000 });
  const loads: string[] = [];
  let app: FastifyInstance;
  const big = { status: 'success', data: Array.from({ length: 200 }, (_, i) => ({ itemId: i, name: `Wagyu striploin ${i}` })) };
  const small = { status: 'success', data: [] };

  beforeAll(async () => {
    app = Fastify();
    // As app.ts registers it: whatever the route sends uncompressed is compressed per request.
    await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['gzip', 'deflate'], zlibOptions: { level: EACH_REQUEST_LEVEL } });
    app.get('/big', (_req, reply) => sendCachedAnswer(reply, cache, 'big', async () => { loads.push('big'); return big; }));
    app.get('/small', (_req, reply) => sendCachedAnswer(reply, cache, 'small', async () => { loads.push('small'); return small; }));
  });
  afterAll(() => app.close());

  const kept = () => cache.get<{ json: Buffer; gzip?: Promise<Buffer> }>('answer:big', () => { throw new Error('not kept'); });

  it('sends the kept JSON to a client that does not take gzip, loading once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/big' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual(big);
    }
    expect(loads).toEqual(['big']);
    expect((await kept()).gzip).toBeUndefined();
  });

  it('sends a client taking gzip the gzip bytes kept with the answer, compressed once', async () => {
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8'))).toEqual(big);
    const gzipped = await (await kept()).gzip!;
    expect(first.rawPayload.equals(gzipped)).toBe(true);

    const second = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(second.rawPayload.equals(gzipped)).toBe(true);
    expect(await (await kept()).gzip).toBe(gzipped);
    expect(loads).toEqual(['big']);
  });

  it('leaves a client that prefers deflate, and answers below the threshold, to the compress plugin', async () => {
    const deflated = await app.inject({ url: '/big', headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual(small);
  });
});
