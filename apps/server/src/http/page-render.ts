// One page render of the storefront makes several in-process API calls (its loaders'
// `inject`s); each used to look up the same session again. Inside a page render they
// share what they looked up (AsyncLocalStorage follows the render into every `inject`),
// and nothing outlives the render. Socket requests of the API have no page render, so
// they always look up afresh. docs/decisions/0040-signed-in-render.md
import { AsyncLocalStorage } from 'node:async_hooks';

const render = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `fn` (one page request: action and loaders) as one page render. */
export function withinPageRender<T>(fn: () => T): T {
  return render.run(new Map(), fn);
}

/** `load()` once per page render and key (and always, outside a page render). */
export function sharedInPageRender<T>(key: string, load: () => Promise<T>): Promise<T> {
  const shared = render.getStore();
  if (!shared) return load();
  const known = shared.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  shared.set(key, loading);
  return loading;
}

/** Forgets what the render shared under keys starting with `prefix` (a sign-out in the page's action). */
export function forgetInPageRender(prefix: string): void {
  const shared = render.getStore();
  if (!shared) return;
  for (const key of [...shared.keys()]) if (key.startsWith(prefix)) shared.delete(key);
}
