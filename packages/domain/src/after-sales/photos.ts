// Photos members upload with requests and reviews (issue 15): what is accepted before the
// server decodes and re-encodes them. The decoder is the judge of what a file is; these
// are the limits it is held to.

/** At most 5 MB a file. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Formats accepted, as the decoder names them (never by file name or declared type). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** Larger images are refused before decoding: 40 megapixels (a 20,000 × 20,000 image is 400). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The stored photo's longest side, and the thumbnail's. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_SIDE = 320;

export const isPhotoFormat = (format: string | undefined): format is (typeof PHOTO_FORMATS)[number] =>
  format !== undefined && (PHOTO_FORMATS as readonly string[]).includes(format);

/** A stored photo's id: 24 lowercase hex characters (random), so URLs name nothing else. */
export const isPhotoId = (id: string): boolean => /^[a-f0-9]{24}$/.test(id);
