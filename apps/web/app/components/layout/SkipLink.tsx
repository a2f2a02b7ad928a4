import { usePage } from '../../lib/use-page.ts';

/** The id of each layout's <main>, the skip link's target. */
export const MAIN_ID = 'main';

/** "Skip to content": the first focusable element of both layouts, shown when focused (docs/decisions/0037). */
export function SkipLink() {
  const { t } = usePage();
  return (
    <a href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-brand focus:shadow-lg focus:ring-2 focus:ring-brand">
      {t('a11y.skipToContent')}
    </a>
  );
}
