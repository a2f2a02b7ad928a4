// Product and content images stored in the database (shared by every instance). The
// `.SO` variant (sold-out thumbnail) is rendered from the original on first request
// and kept in a small in-process cache: it is derived data, safe to lose.
import { getMedia, renderSoldOut, PLACEHOLDER_IMAGE_ID, type Database } from '@eshop/db';

export interface Image { bytes: Buffer; contentType: string }


export function createMediaService(deps: { db: Database; cacheSize?: number }) {
  const cache = new Map<string, Image>();
  const max = deps.cacheSize ?? 300;

  function remember(key: string, image: Image): Image {
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(key, image);
    return image;
  }

  async function load(id: string): Promise<Image | null> {
    const row = await getMedia(deps.db, id);
    return row ? { bytes: row.bytes, contentType: row.contentType } : null;
  }

  return {
    /** The image, its sold-out variant for suffix 'SO', or null when unknown. */
    async get(imageId: string, suffix: string | null): Promise<Image | null> {
      const key = `${imageId}.${suffix ?? ''}`;
      const cached = cache.get(key);
      if (cached) return cached;
      if (suffix !== null && suffix !== 'SO') return null;
      const original = await load(imageId);
      if (!original) return null;
      if (suffix === 'SO') return remember(key, { bytes: await renderSoldOut(original.bytes), contentType: 'image/png' });
      return original.bytes.length < 512 * 1024 ? remember(key, original) : original;
    },
    async placeholder(): Promise<Image | null> {
      return this.get(PLACEHOLDER_IMAGE_ID, null);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
