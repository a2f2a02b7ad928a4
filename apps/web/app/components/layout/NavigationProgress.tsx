import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { usePage } from '../../lib/use-page.ts';

/** Spec section 9: "progress bar throttle 200 ms" — a navigation quicker than this shows nothing. */
export const PROGRESS_THROTTLE_MS = 200;

/**
 * A thin bar at the top of the page while a client navigation (a link or a form that
 * navigates) takes longer than the throttle; a polite status says "Loading…" to screen
 * readers. Reduced motion: the bar stands still (app.css). docs/decisions/0037-accessibility.md
 */
export function NavigationProgress() {
  const { t } = usePage();
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    <>
      {/* Always in the document, so the change of its text is announced. */}
      <p role="status" className="sr-only">{shown ? t('a11y.loading') : ''}</p>
      {shown && (
        <div role="progressbar" aria-label={t('a11y.loading')} data-testid="navigation-progress"
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden bg-brand/15">
          <div className="nav-progress h-full bg-brand" />
        </div>
      )}
    </>
  );
}
