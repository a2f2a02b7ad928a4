// Responsive renditions of the shop's images: the server resizes to a fixed list of
// widths (`?w=`) and answers WebP where the browser accepts it.
/** The widths the server renders (apps/server/src/modules/media/variants.ts). */
type Width = 160 | 320 | 480 | 600 | 960 | 1440;

export function sized(src: string, width: Width, locale?: 'en_US' | 'zh_CN'): string {
  // A sold-out thumbnail (.SO) carries a ribbon in the page's language.
  const lang = locale === 'zh_CN' && src.endsWith('.SO.PNG') ? '&lang=zh_CN' : '';
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}${lang}`;
}

/** srcSet over the given widths, for <img srcSet sizes>. */
export function srcSet(src: string, widths: Width[], locale?: 'en_US' | 'zh_CN'): string {
  return widths.map((w) => `${sized(src, w, locale)} ${w}w`).join(', ');
}
