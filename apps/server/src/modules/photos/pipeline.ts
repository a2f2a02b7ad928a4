// Every uploaded photo is decoded and re-encoded here (issue 15): whatever a file claims to
// be, only what the decoder reads as JPEG, PNG or WebP within 40 megapixels is accepted; it is
// turned upright (EXIF orientation), resized to at most 1600 px and re-encoded as WebP with no
// metadata (sharp keeps none unless asked: EXIF, GPS and colour profiles are dropped), with a
// 320 px square thumbnail. Nothing of the original bytes is kept.
import type { Metadata } from 'sharp';
import { isPhotoFormat, MAX_PHOTO_PIXELS, PHOTO_MAX_SIDE, THUMB_SIDE } from '@eshop/domain/after-sales';

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export type PhotoRefusal = 'PHOTO_NOT_IMAGE' | 'PHOTO_TOO_MANY_PIXELS';

export async function processPhoto(input: Buffer): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; code: PhotoRefusal }> {
  const { default: sharp } = await import('sharp'); // loaded on the first photo (docs/decisions/0042)
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, code: 'PHOTO_NOT_IMAGE' };
  }
  // The decoder's word, never the file name or the declared type: SVG, GIF, HEIF, PDF ... are refused.
  if (!isPhotoFormat(meta.format) || !meta.width || !meta.height) return { ok: false, code: 'PHOTO_NOT_IMAGE' };
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) return { ok: false, code: 'PHOTO_TOO_MANY_PIXELS' };
  try {
    const full = await sharp(input, options).rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
    return { ok: true, photo: { full: full.data, thumb, width: full.info.width, height: full.info.height } };
  } catch {
    // Truncated or corrupt data the header did not show.
    return { ok: false, code: 'PHOTO_NOT_IMAGE' };
  }
}
