// The S3 photo store (photos/s3-store.ts) against the local S3-compatible stand-in over
// real HTTP: objects go in, come back, are listed and deleted; requests with a wrong
// secret, a tampered body or an old date are refused as S3 refuses them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3PhotoStore, type S3Settings } from '../../modules/photos/s3-store.ts';
import { s3SandboxRoutes } from './sandbox.ts';

describe('the S3 photo store against the local S3 stand-in', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let settings: S3Settings;
  const key = 'abcdefabcdefabcdefabcdef.webp';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eshop-s3-'));
    const credentials = { bucket: 'photos', region: 'ap-shanghai', accessKeyId: 'AKIDSANDBOX', secretAccessKey: 'sandbox-secret-0123456789' };
    app = Fastify();
    await app.register(s3SandboxRoutes({ dataDir, ...credentials }), { prefix: '/dev' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    settings = { endpoint: `${address}/dev/s3`, ...credentials };
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts, gets, lists and deletes objects', async () => {
    const store = s3PhotoStore(settings);
    const bytes = Buffer.from('RIFF....WEBPVP8 fake photo bytes');
    await store.put(key, bytes);
    expect(await store.get(key)).toEqual(bytes);
    const listed = await store.list();
    expect(listed.map((o) => o.key)).toEqual([key]);
    expect(Math.abs(listed[0]!.changedAt.getTime() - Date.now())).toBeLessThan(60_000);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.list()).toEqual([]);
    await store.delete(key); // deleting what is gone is fine
  });

  it('refuses a wrong secret, a tampered body and an old date, as S3 does', async () => {
    const wrong = s3PhotoStore({ ...settings, secretAccessKey: 'not-the-secret-000000000' });
    await expect(wrong.put(key, Buffer.from('x'))).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    await expect(s3PhotoStore({ ...settings, accessKeyId: 'AKIDOTHER' }).get(key)).rejects.toThrow(/403.*InvalidAccessKeyId/);

    const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 0 });
    const signed = await client.sign(`${settings.endpoint}/${settings.bucket}/${key}`, {
      method: 'PUT', body: Buffer.from('original'), headers: { 'x-amz-content-sha256': '0f3e9e1b4b6d1c40e5a1c0aaf1b9e8a8d4d6f0e7c1a2b3c4d5e6f708192a3b4c' },
    });
    const tampered = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: Buffer.from('tampered') });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('XAmzContentSHA256Mismatch');

    const old = await client.sign(`${settings.endpoint}/${settings.bucket}/${key}`, { method: 'GET', aws: { datetime: '20200101T000000Z' } });
    const late = await fetch(old.url, { headers: old.headers });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('RequestTimeTooSkewed');
    expect((await fetch(`${settings.endpoint}/${settings.bucket}/${key}`)).status).toBe(403);
  });

  it('refuses keys that are not photo keys before any request is made', async () => {
    const store = s3PhotoStore(settings);
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a photo key/);
    expect(await store.get('../secret')).toBeNull();
  });
});
