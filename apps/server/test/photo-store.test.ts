// PHOTO_STORE=s3-sandbox end to end: the shop keeps a request's photos through its S3
// client, signed requests over HTTP to the local S3 stand-in (/dev/s3 of this shop), and
// serves them back; nothing is written to the file store's folder.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from './helpers.ts';
import { registeredMember } from './members.ts';
import { photoFile, postMultipart } from './uploads.ts';
import { freePort } from '../../../scripts/free-port.ts';

describe('photos kept in an S3-compatible bucket (the local stand-in)', () => {
  let shop: TestShop;
  let photoDir: string;

  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), 'eshop-s3-shop-'));
    const port = await freePort();
    shop = await startShop('pglite', { PHOTO_STORE: 's3-sandbox', PHOTO_DIR: photoDir, PORT: port });
    await shop.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shop.close();
    await rm(photoDir, { recursive: true, force: true });
  });

  it('keeps photos as bucket objects through signed S3 calls, serves them, and lists them for the sweep', async () => {
    const m = await registeredMember(shop);
    // A refused request leaves nothing in the bucket.
    const refused = await postMultipart(shop, m, 'a/execute/capi/shopping/CreateCustomerRequest', { 'cr.type': 'other', 'cr.subject': 's', 'cr.description': 'd' }, [await photoFile(200, 200)]);
    expect(refused.statusCode).toBe(400);
    expect(await shop.app.eshopServices.photos.store.list()).toEqual([]);

    const prepared = await shop.app.eshopServices.photos.prepare([(await photoFile(900, 600)).bytes]);
    if (!prepared.ok) throw new Error(prepared.code);
    const memberId = ((await (await m.get('a/capi/account/MemberInfo')).json()) as { data: { memberId: number } }).data.memberId;
    const saved = await shop.app.eshopServices.photos.withPhotos(memberId, prepared.photos, async (_tx, ids) => ({ ok: true as const, ids }));
    const [id] = saved.ids;
    const objects = (await readdir(join(photoDir, 's3-sandbox', 'eshop-photos'))).sort();
    expect(objects).toEqual([`${id}.thumb.webp`, `${id}.webp`]);
    const served = await shop.inject({ method: 'GET', url: `/images/photos/${id}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await shop.app.eshopServices.photos.store.list()).map((o) => o.key).sort()).toEqual(objects);
  });
});
