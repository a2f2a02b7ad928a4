// Product and content images stored in the database (shared by every instance).
// Derived renditions — the `.SO` sold-out thumbnail, smaller widths, WebP — are made
// from the original on first request and kept in a bounded in-process cache: derived
// data, safe to lose.
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

  async function original(imageId: string, suffix: string | null, locale: ImageRequest['locale']): Promise<Image | null> {
    const key = `${imageId}.${suffix ?? ''}${suffix === 'SO' ? `:${locale}` : ''}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const row = await getMedia(deps.db, imageId);
    if (!row) return null;
    if (suffix === 'SO') return remember(key, { bytes: await renderSoldOut(row.bytes, locale), contentType: 'image/png' });
    return remember(key, { bytes: row.bytes, contentType: row.contentType });
  }

  return {
    /** The image (or its sold-out variant for suffix 'SO') in the asked width and format; null when unknown. */
    async get(req: ImageRequest): Promise<Image | null> {
      if (req.suffix !== null && req.suffix !== 'SO') return null;
      if (req.width === null && req.format === 'png') return original(req.imageId, req.suffix, req.locale);
      const key = `${req.imageId}.${req.suffix ?? ''}${req.suffix === 'SO' ? `:${req.locale}` : ''}@${req.width ?? 'full'}.${req.format}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const base = await original(req.imageId, req.suffix, req.locale);
      if (!base) return null;
      const bytes = await renderVariant(base.bytes, req.width, req.format);
      return remember(key, { bytes, contentType: `image/${req.format}` });
    },
    async placeholder(format: Format): Promise<Image | null> {
      return this.get({ imageId: PLACEHOLDER_IMAGE_ID, suffix: null, width: null, format, locale: 'en_US' });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
