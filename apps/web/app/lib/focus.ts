// Focus helpers for questions that appear in the page (docs/decisions/0037-accessibility.md).
import { useLocation } from 'react-router';

/** A callback ref (stable: called once on mount) that moves focus to the element, e.g. the
 * safe answer of an inline confirmation, so a keyboard or screen-reader user lands in it. */
export const focusOnMount = (el: HTMLElement | null): void => { el?.focus(); };

/** History state a "keep"/"cancel" link carries so the page can give focus back to what asked. */
export interface KeptState { kept?: number | string }

/** What the confirmation just answered "no" to (its `kept`), if the page came from that answer. */
export function useKept(): number | string | undefined {
  return (useLocation().state as KeptState | null)?.kept;
}

/** A ref for the button (or link) that asks: focused when it comes back after "no". Links
 * ignore React's `autoFocus`, so this is a ref, stable so that re-renders do not refocus. */
export const focusIf = (back: boolean): typeof focusOnMount | undefined => (back ? focusOnMount : undefined);

