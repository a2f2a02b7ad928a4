import { useEffect, useState } from 'react';
import { MAX_PHOTOS } from '@eshop/domain/after-sales';
import { usePage } from '../../lib/use-page.ts';
import { pickPhotos, type PickProblem } from './forms.ts';
import '../../i18n/areas/after-sales.ts';

/** Whether the page has hydrated: the picker needs JavaScript to send its photos (photo-form.ts). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A small preview of a picked photo as a data: URL (the page's Content-Security-Policy
 * allows data: images, not blob: ones), or null when the browser cannot decode it — the
 * server will refuse such a file, with its reason.
 */
async function previewOf(file: File): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null; // not a picture this browser reads: shown by its name
  }
  const scale = Math.min(1, 160 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.8);
}

/**
 * Up to 9 photos for a request or a review: the limits, a preview of each picked photo with
 * a button to remove it, and the problem of the last pick (or the server's refusal, `error`)
 * beside it. The files stay in the page's state; the form sends them (photo-form.ts). Shown
 * once the page has hydrated: without JavaScript the form goes without photos, and says so.
 */
export function PhotoPicker({ photos, onChange, error }: { photos: File[]; onChange: (photos: File[]) => void; error?: string | undefined }) {
  const { t } = usePage();
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const [previews, setPreviews] = useState<ReadonlyMap<File, string | null>>(new Map());
  useEffect(() => {
    let current = true;
    const missing = photos.filter((p) => !previews.has(p));
    if (missing.length === 0) return;
    void Promise.all(missing.map(async (p) => [p, await previewOf(p)] as const)).then((made) => {
      if (current) setPreviews((old) => new Map([...old, ...made].filter(([p]) => photos.includes(p))));
    });
    return () => { current = false; };
  }, [photos, previews]);

  const problemText = problem === null ? null
    : problem.kind === 'tooMany' ? t('photos.tooMany', { max: MAX_PHOTOS })
    : problem.kind === 'tooBig' ? t('photos.tooBig', { name: problem.name }) : t('photos.notImage', { name: problem.name });
  const message = problemText ?? error;

  if (!hydrated) {
    return (
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('photos.label')}</legend>
        <p className="text-xs text-muted">{t('photos.noScript')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset aria-describedby="photos-limits">
      <legend className="mb-1 text-sm font-medium">{t('photos.label')}<span className="font-normal text-muted">{t('punct.parens', { text: t('photos.count', { count: photos.length, max: MAX_PHOTOS }) })}</span></legend>
      <p id="photos-limits" className="mb-2 text-xs text-muted">{t('photos.limits', { max: MAX_PHOTOS })}</p>
      <ul className="flex flex-wrap gap-2" data-testid="photo-previews">
        {photos.map((photo, i) => (
          <li key={`${photo.name}-${photo.size}-${photo.lastModified}-${i}`} className="relative h-20 w-20" data-testid="photo-preview">
            {previews.get(photo)
              ? <img src={previews.get(photo)!} alt="" className="h-20 w-20 rounded-lg object-cover ring-1 ring-line" />
              : <span className="grid h-20 w-20 place-items-center overflow-hidden rounded-lg bg-cream p-1 text-center text-[10px] leading-tight text-muted ring-1 ring-line [overflow-wrap:anywhere]">{photo.name}</span>}
            <button type="button" aria-label={t('photos.remove', { n: i + 1 })}
              onClick={() => { setProblem(null); onChange(photos.filter((_, j) => j !== i)); }}
              className="absolute -right-2 -top-2 grid h-6 w-6 place-items-center rounded-full bg-ink text-sm leading-none text-white ring-2 ring-white hover:bg-brand">×</button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS && (
          <li>
            <label className="grid h-20 w-20 cursor-pointer place-items-center rounded-lg border-2 border-dashed border-line bg-white text-center text-xs text-muted focus-within:border-brand hover:border-brand hover:text-brand">
              <span><span aria-hidden="true" className="block text-2xl leading-none">+</span>{t('photos.add')}</span>
              <input type="file" accept="image/jpeg,image/png,image/webp" multiple className="sr-only" aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'photos-error' : undefined}
                onChange={(e) => {
                  const { accepted, problem: p } = pickPhotos(photos.length, [...(e.currentTarget.files ?? [])]);
                  setProblem(p);
                  if (accepted.length) onChange([...photos, ...accepted]);
                  e.currentTarget.value = ''; // the same file may be picked again after removing it
                }} />
            </label>
          </li>
        )}
      </ul>
      {message && <p id="photos-error" role="alert" className="mt-2 text-sm text-red-700" data-testid="field-error">{message}</p>}
    </fieldset>
  );
}
