// Image URLs (spec section 3): image server + images path + image id + optional suffix
// + '.PNG'; a missing image uses a placeholder; suffix 'SO' marks a sold-out thumbnail.

export const DEFAULT_IMAGES_PATH = '/images/';
export const SOLD_OUT_SUFFIX = 'SO';
export const PLACEHOLDER_IMAGE = 'placeholder.PNG';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function joinBase(base: string, imagesPath: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const path = imagesPath.replace(/^\/*/, '/').replace(/\/*$/, '/');
  return trimmedBase + path;
}

/**
 * base + imagesPath + imageId + ('.' + suffix) + '.PNG'. The slash between base and
 * path is normalised. An id or suffix that is missing or outside [A-Za-z0-9_-] gives
 * the placeholder, so no stored value can change the URL's shape.
 */
export function imageUrl(input: {
  base: string;
  imagesPath?: string;
  imageId: string | null | undefined;
  suffix?: string | null;
}): string {
  const prefix = joinBase(input.base, input.imagesPath ?? DEFAULT_IMAGES_PATH);
  const { imageId, suffix } = input;
  if (!imageId || !SEGMENT.test(imageId)) return prefix + PLACEHOLDER_IMAGE;
  if (suffix) {
    if (!SEGMENT.test(suffix)) return prefix + PLACEHOLDER_IMAGE;
    return `${prefix}${imageId}.${suffix}.PNG`;
  }
  return `${prefix}${imageId}.PNG`;
}

export function thumbnailUrl(input: {
  base: string;
  imagesPath?: string;
  imageId: string | null | undefined;
  soldOut: boolean;
}): string {
  return imageUrl({ ...input, suffix: input.soldOut ? SOLD_OUT_SUFFIX : null });
}

/** 'abc.SO.PNG' → { imageId: 'abc', suffix: 'SO' }; 'abc.PNG' → suffix null; else null. */
export function parseImageFileName(fileName: string): { imageId: string; suffix: string | null } | null {
  const match = /^([A-Za-z0-9_-]+)(?:\.([A-Za-z0-9_-]+))?\.PNG$/i.exec(fileName);
  if (!match || match[1] === undefined) return null;
  return { imageId: match[1], suffix: match[2] ?? null };
}

/** Whether an image URL or file name is a sold-out thumbnail ('….SO.PNG'). */
export function isSoldOutThumbnail(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  return parseImageFileName(fileName)?.suffix === SOLD_OUT_SUFFIX;
}
