// The image cache: what it keeps (the images it serves, not the originals read only to make
// a rendition) and what it lets go first (the least recently served).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { putMedia, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { createMediaService, type ImageRequest } from './service.ts';

/** A noisy 1200 × 1200 PNG (pseudo-random pixels, a different picture per seed): megabytes, as a large original is. */
async function photo(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(1200 * 1200 * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width: 1200, height: 1200, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

const ask = (imageId: string, width: ImageRequest['width'], format: ImageRequest['format'] = 'webp'): ImageRequest =>
  ({ imageId, suffix: null, width, format, locale: 'en_US' });

describe('the image cache', () => {
  let handle: DatabaseHandle;
  const originals = new Map<string, Buffer>();
  beforeAll(async () => {
    handle = await openFromTemplate(await cachedTemplate({ seed: false }));
    for (const id of ['cache-a', 'cache-b', 'cache-c']) {
      const bytes = await photo(originals.size + 1);
      originals.set(id, bytes);
      await putMedia(handle.db, { id, contentType: 'image/png', bytes, width: 1200, height: 1200 });
    }
  });
  afterAll(async () => { await handle.close(); });

  it('keeps the renditions it serves, not the originals they were made from', async () => {
    const media = createMediaService({ db: handle.db });
    const small = await media.get(ask('cache-a', 160));
    expect(small?.contentType).toBe('image/webp');
    expect((await sharp(small!.bytes).metadata()).width).toBe(160);
    // Only the 160 px WebP is held: the original (over 1 MB) was read, used and let go.
    expect(originals.get('cache-a')!.length).toBeGreaterThan(1_000_000);
    expect(media.cached()).toEqual({ entries: 1, bytes: small!.bytes.length });
    // The same rendition again is the cached one.
    expect(await media.get(ask('cache-a', 160))).toBe(small);
    // The original itself, when asked for, is served and kept.
    const png = await media.get(ask('cache-a', null, 'png'));
    expect(png!.bytes.equals(originals.get('cache-a')!)).toBe(true);
    expect(media.cached()).toEqual({ entries: 2, bytes: small!.bytes.length + png!.bytes.length });
  });

  it('lets go of the least recently served first when the budget is full', async () => {
    const probe = createMediaService({ db: handle.db });
    const sizes = await Promise.all(['cache-a', 'cache-b', 'cache-c'].map(async (id) => (await probe.get(ask(id, 320)))!.bytes.length));
    // Room for the two largest renditions, not for three.
    const media = createMediaService({ db: handle.db, cacheBytes: sizes.reduce((a, b) => a + b) - Math.min(...sizes) });
    const a = await media.get(ask('cache-a', 320));
    const b = await media.get(ask('cache-b', 320));
    expect(await media.get(ask('cache-a', 320))).toBe(a); // a is now the more recent
    await media.get(ask('cache-c', 320)); // full: b goes, not a
    expect(media.cached().entries).toBe(2);
    expect(await media.get(ask('cache-a', 320))).toBe(a);
    expect(await media.get(ask('cache-b', 320))).not.toBe(b); // made again
  });

  it('answers null for an image it does not have, and keeps nothing', async () => {
    const media = createMediaService({ db: handle.db });
    expect(await media.get(ask('no-such-image', 320))).toBeNull();
    expect(media.cached()).toEqual({ entries: 0, bytes: 0 });
  });
});
