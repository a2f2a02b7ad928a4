// Product and content images stored in the database (shared by every instance).
// Derived renditions — the `.SO` sold-out thumbnail, smaller widths, WebP — are made
// from the original on first request and kept in a bounded in-process cache: derived
// data, safe to lose. The cache holds what is served, least recently used first out: an
// original read only to make a rendition is not kept (a 1440 px PNG weighs as much as
// dozens of the WebP renditions browsers ask for).
import { getMedia, renderSoldOut, PLACEHOLDER_IMAGE_ID, type Database } from '@eshop/db';
import { renderVariant, type Format, type Width } from './variants.ts';

export interface Image { bytes: Buffer; contentType: string }

export interface ImageRequest {
  imageId: string;
  suffix: string | null;
  width: Width | null;
  format: Format;
  /** Language of the sold-out ribbon (suffix 'SO' only). */
  locale: 'en_US' | 'zh_CN';
}

/** The cache key of a stored image or its sold-out rendering (which has a ribbon in the shopper's language). */
const originalKey = (imageId: string, suffix: string | null, locale: ImageRequest['locale']): string =>
  `${imageId}.${suffix ?? ''}${suffix === 'SO' ? `:${locale}` : ''}`;

export function createMediaService(deps: { db: Database; cacheBytes?: number }) {
  const cache = new Map<string, Image>();
  const budget = deps.cacheBytes ?? 64 * 1024 * 1024;
  let cached = 0;

  function remember(key: string, image: Image): Image {
    while (cached + image.bytes.length > budget && cache.size > 0) {
      const oldest = cache.keys().next().value!;
      cached -= cache.get(oldest)!.bytes.length;
      cache.delete(oldest);
    }
    cache.set(key, image);
    cached += image.bytes.length;
    return image;
  }

  /** A cached image, moved to the back of the eviction order (a Map iterates in insertion order). */
  function recall(key: string): Image | undefined {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
    }
    return hit;
  }

  /** The stored image (or its sold-out rendering); kept in the cache only when it is what is served (`keep`). */
  async function original(imageId: string, suffix: string | null, locale: ImageRequest['locale'], keep: boolean): Promise<Image | null> {
    const key = originalKey(imageId, suffix, locale);
    const hit = recall(key);
    if (hit) return hit;
    const row = await getMedia(deps.db, imageId);
    if (!row) return null;
    const image = suffix === 'SO' ? { bytes: await renderSoldOut(row.bytes, locale), contentType: 'image/png' } : { bytes: row.bytes, contentType: row.contentType };
    return keep ? remember(key, image) : image;
  }

  return {
    /** The image (or its sold-out variant for suffix 'SO') in the asked width and format; null when unknown. */
    async get(req: ImageRequest): Promise<Image | null> {
      if (req.suffix !== null && req.suffix !== 'SO') return null;
      if (req.width === null && req.format === 'png') return original(req.imageId, req.suffix, req.locale, true);
      const key = `${originalKey(req.imageId, req.suffix, req.locale)}@${req.width ?? 'full'}.${req.format}`;
      const hit = recall(key);
      if (hit) return hit;
      const base = await original(req.imageId, req.suffix, req.locale, false);
      if (!base) return null;
      const bytes = await renderVariant(base.bytes, req.width, req.format);
      return remember(key, { bytes, contentType: `image/${req.format}` });
    },
    /** What the cache holds now (its budget is `cacheBytes`, 64 MB by default). */
    cached: (): { entries: number; bytes: number } => ({ entries: cache.size, bytes: cached }),
    async placeholder(format: Format): Promise<Image | null> {
      return this.get({ imageId: PLACEHOLDER_IMAGE_ID, suffix: null, width: null, format, locale: 'en_US' });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
