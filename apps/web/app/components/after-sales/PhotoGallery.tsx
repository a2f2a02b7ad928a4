import type { Photo } from '@eshop/domain/contract';
import type { Translate } from '../../i18n/index.ts';

/**
 * Thumbnails of uploaded photos, each opening large over the page. No script: each is a
 * <details> whose summary holds the thumbnail and, when open, the large photo over the whole
 * screen — a click anywhere on it (or Enter / Space) closes it again. So the same markup
 * works in the server-rendered reviews of the product page (which ship no JavaScript for
 * them, docs/decisions/0008) and on the member's pages. The large photo loads when opened.
 * Takes `t` rather than reading the page context: the product page renders it outside React's tree.
 */
export function PhotoGallery({ photos, t, size = 'md', label }: { photos: readonly Photo[]; t: Translate; size?: 'sm' | 'md'; label: string }) {
  if (photos.length === 0) return null;
  const box = size === 'sm' ? 'h-16 w-16' : 'h-24 w-24';
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label} data-testid="photos">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <details className="group">
            <summary className="block cursor-zoom-in list-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden" aria-label={t('photos.open', { n: i + 1 })} data-testid="photo">
              <img src={photo.thumbnail} alt="" width={96} height={96} loading="lazy" className={`${box} rounded-lg object-cover ring-1 ring-line`} />
              <span className="fixed inset-0 z-50 hidden cursor-zoom-out flex-col items-center justify-center gap-3 bg-ink/90 p-4 group-open:flex" data-testid="photo-large">
                <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy"
                  className="max-h-[85vh] max-w-full rounded-lg object-contain shadow-2xl" />
                <span className="rounded-full bg-white/15 px-4 py-1.5 text-sm text-white">× {t('photos.close')}</span>
              </span>
            </summary>
          </details>
        </li>
      ))}
    </ul>
  );
}
