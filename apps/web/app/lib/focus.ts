// Focus helpers for questions that appear in the page (docs/decisions/0037-accessibility.md).

/** A callback ref (stable: called once on mount) that moves focus to the element, e.g. the
 * safe answer of an inline confirmation, so a keyboard or screen-reader user lands in it. */
export const focusOnMount = (el: HTMLElement | null): void => { el?.focus(); };

/** History state a "keep"/"cancel" link carries so the page can give focus back to what asked. */
export interface KeptState { kept?: number }
