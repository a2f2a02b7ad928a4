// Responsive renditions of the shop's images: the server resizes to a fixed list of
// widths (`?w=`) and answers WebP where the browser accepts it.
const WIDTHS = [160, 320, 480, 600, 960, 1440] as const;

export function sized(src: string, width: (typeof WIDTHS)[number]): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/** srcSet over the given widths, for <img srcSet sizes>. */
export function srcSet(src: string, widths: (typeof WIDTHS)[number][]): string {
  return widths.map((w) => `${sized(src, w)} ${w}w`).join(', ');
}
