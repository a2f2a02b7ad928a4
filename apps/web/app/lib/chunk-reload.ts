// Spec section 9 "reload guard 60 s": a code chunk that fails to load (typically a deploy
// replaced the assets while the page was open) reloads the page once, at most once per
// 60 s, so a chunk that stays missing shows the error page instead of a reload loop.
// Called by every error boundary (root, shell, pages): the nearest one catches the error.
// Route modules themselves are reloaded by React Router (docs/decisions/0037-accessibility.md).

const RELOAD_KEY = 'eshop:chunk-reload';
export const RELOAD_GUARD_MS = 60_000;

/** Whether the error is a failed import of a code chunk (Chromium, Safari, Firefox wordings). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(text);
}

/** Reloads the page for a chunk-load error unless it did so in the last 60 s; answers whether it reloads. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
