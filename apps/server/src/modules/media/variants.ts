// Smaller renditions of a stored PNG for phones: a width from a fixed list (so the
// cache stays bounded and nobody can ask for arbitrary sizes) and WebP when the
// browser accepts it. The URL keeps the spec's shape; `?w=` is optional.

export const WIDTHS = [160, 320, 480, 600, 960, 1440] as const;
export type Width = (typeof WIDTHS)[number];
export type Format = 'png' | 'webp';

export function parseWidth(value: unknown): Width | null {
  const n = Number(value);
  return (WIDTHS as readonly number[]).includes(n) ? (n as Width) : null;
}

export function preferredFormat(accept: string | undefined): Format {
  return accept?.includes('image/webp') ? 'webp' : 'png';
}

export async function renderVariant(png: Buffer, width: Width | null, format: Format): Promise<Buffer> {
  const { default: sharp } = await import('sharp'); // loaded on the first rendition (docs/decisions/0042)
  let image = sharp(png);
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  return format === 'webp' ? image.webp({ quality: 80, effort: 3 }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer();
}
