import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './pipeline.ts';

const photoOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 50 } } });

/** A PNG whose header says width × height (and nothing else valid): what a decompression bomb looks like from outside. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photoOf(1, 1).png().toBuffer());
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), ..., CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processPhoto: decode, re-encode, strip, resize', () => {
  it('re-encodes a JPEG as WebP at most 1600 px with a 320 px thumbnail, dropping EXIF and GPS', async () => {
    const jpeg = await photoOf(4000, 3000).withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 13/1 0/1' } }).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await processPhoto(jpeg);
    if (!r.ok) throw new Error(r.code);
    expect([r.photo.width, r.photo.height]).toEqual([1600, 1200]);
    const full = await sharp(r.photo.full).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(full.exif).toBeUndefined();
    expect(full.icc).toBeUndefined();
    expect(await sharp(r.photo.thumb).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(r.photo.full.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('keeps small photos their size, and accepts PNG and WebP', async () => {
    for (const input of [await photoOf(640, 480).png().toBuffer(), await photoOf(640, 480).webp().toBuffer()]) {
      const r = await processPhoto(input);
      expect(r.ok && [r.photo.width, r.photo.height]).toEqual([640, 480]);
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await photoOf(600, 300).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const r = await processPhoto(sideways);
    expect(r.ok && [r.photo.width, r.photo.height]).toEqual([300, 600]);
  });

  it('refuses what is not a JPEG, PNG or WebP whatever it claims: SVG, HTML, a script, GIF, empty and truncated files', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const gif = await photoOf(10, 10).gif().toBuffer();
    const jpeg = await photoOf(800, 600).jpeg().toBuffer();
    for (const [name, bytes] of [['svg', svg], ['html', html], ['script', script], ['gif', gif], ['empty', Buffer.alloc(0)], ['truncated', jpeg.subarray(0, 200)]] as const) {
      expect(await processPhoto(bytes), name).toEqual({ ok: false, code: 'PHOTO_NOT_IMAGE' });
    }
  });

  it('refuses an image of 20,000 × 20,000 pixels before decoding it', async () => {
    expect(await processPhoto(await pngClaiming(20_000, 20_000))).toEqual({ ok: false, code: 'PHOTO_TOO_MANY_PIXELS' });
  });
});
