// The photos of a request or review: thumbnails that open the full photo in a new tab.
import type { Photo } from '@eshop/domain/contract';

export function Photos({ photos, label }: { photos: Photo[]; label: (n: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="photos">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noopener noreferrer" aria-label={label(i + 1)} title={label(i + 1)} data-testid="photo"
            className="block h-24 w-24 overflow-hidden rounded-md border border-line bg-cream hover:border-brand">
            <img src={p.thumbnail} alt="" width={96} height={96} loading="lazy" className="h-full w-full object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
