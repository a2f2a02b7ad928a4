// The safe answer ("Keep", "Cancel", "Not now") of an inline confirmation: a `role="alertdialog"`
// that replaces the button that asked, and works without JavaScript as a URL or action state.
// With the keyboard (docs/decisions/0037-accessibility.md): the answer takes focus when the
// question appears, Escape anywhere in the question answers it, and it carries `kept` in the
// history state so the page gives focus back to the button that asked (`useKept`, `focusIf`).
import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import type { KeptState } from '../lib/focus.ts';

export function ConfirmNo({ kept, focus = true, ...link }: {
  /** What the question was about, compared on the way back to focus the button that asked. */
  kept: number | string;
  /** False when a field of the question takes focus instead (e.g. a remark to fill in). */
  focus?: boolean;
} & Omit<ComponentProps<typeof Link>, 'state' | 'ref'>) {
  const answer = useRef<HTMLAnchorElement | null>(null);
  // Stable, so that a re-render (e.g. a navigation starting) does not take focus back.
  const ref = useCallback((el: HTMLAnchorElement | null) => {
    answer.current = el;
    if (focus) el?.focus();
  }, [focus]);
  // Escape is listened to in the commit that shows the question (the one that gives the
  // answer focus), not in an effect: React runs the effects of a transition's commit (every
  // React Router navigation and form post) or of hydration in a later task, and a key pressed
  // as soon as the answer has focus (a quick keyboard, a busy phone) could come first and do nothing.
  useLayoutEffect(() => {
    const question = answer.current?.closest('[role="alertdialog"]');
    if (!question) return;
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      event.preventDefault();
      answer.current?.click();
    };
    question.addEventListener('keydown', onKey);
    return () => question.removeEventListener('keydown', onKey);
  }, []);
  return <Link ref={ref} replace preventScrollReset state={{ kept } satisfies KeptState} {...link} />;
}
