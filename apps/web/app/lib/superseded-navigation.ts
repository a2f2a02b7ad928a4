// A navigation cut short by the next (a second tap, a key pressed at once) must not be
// reported as an error. React Router 7.18's single-fetch decoder (`decode` of its
// turbo-stream) leaves two promises nobody awaits when a page's data stream fails after its
// data has come: the fetch is aborted by the navigation that supersedes it, the stream errors
// with the abort's reason, and the browser reports "Uncaught (in promise) AbortError: signal
// is aborted without reason" — console noise and a false alarm in error reports, nothing
// the shopper sees. The shop's own browser code aborts nothing, so an AbortError nobody
// handled is that; every other unhandled rejection is still reported.
// Reproduced by e2e/tests/navigation.spec.ts ("a navigation that cuts short another…").
// Kept small: it is in every page's entry script (the 125 kB budget, bench/README.md).

/** A DOMException named AbortError: what an aborted fetch, and its body, reject with. */
export const isAbortError = (reason: unknown): boolean => reason instanceof DOMException && reason.name === 'AbortError';

/** Marks unhandled AbortErrors as handled on `target` (the window), so the browser does not report them. */
export function quietCutShortNavigations(target: Pick<EventTarget, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isAbortError((event as PromiseRejectionEvent).reason)) event.preventDefault();
  });
}
