// The heart's form target (docs/decisions/0019): adds or removes a favourite through the
// API. Without JavaScript the form posts here as a page and comes back to the page it was
// on (the Referer, as a screen path of this shop); with JavaScript the heart posts through
// a fetcher and gets data, and the pages' loaders revalidate (the shell's favourite ids).
// A guest goes to the sign-in page and returns to that page afterwards, as add-to-cart does.
import { data, redirect } from 'react-router';
import type { Route } from './+types/favourite';
import { accountApi, formErrorsOf, safeRedirectScreen } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext, shopPath } from '../lib/routing.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device, headers } = accountApi(request, context);
  const back = backScreen(request);
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) {
    return redirect(`${shopPath(locale, device, 'logon')}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`);
  }
  const on = form.get('intent') === 'add';
  let error: string | null = null;
  try {
    await api.favourite(String(form.get('t.itemId') ?? ''), on);
  } catch (e) {
    error = Object.values(formErrorsOf(request, e))[0] ?? null;
  }
  // A page (no JavaScript) asks for HTML: back to where it was. A fetcher asks for data.
  if (request.headers.get('accept')?.includes('text/html')) return redirect(shopPath(locale, device, back ?? ''), { headers: headers() });
  return data({ error, favourite: error ? !on : on }, { headers: headers() });
}

/** The screen the heart was on (from the Referer's path only: never another site). */
function backScreen(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  return safeRedirectScreen(from.pathname.replace(/^\/eshop(\/zh_CN)?\/(pc|mobile)\/?/, '') + from.search);
}

/** Opened as a page (a bookmark, a reload after posting): the favourites list. */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  return redirect(shopPath(locale, device, 'my/favourite-list'));
}
