import { imageUrl, thumbnailUrl } from '@eshop/domain/catalog';

/** Image URLs of the spec's shape, with the configured image server prefix. */
export function createImageUrls(base: string) {
  return {
    image: (imageId: string | null) => imageUrl({ base, imageId }),
    thumbnail: (imageId: string | null, soldOut: boolean) => thumbnailUrl({ base, imageId, soldOut }),
  };
}

export type ImageUrls = ReturnType<typeof createImageUrls>;
