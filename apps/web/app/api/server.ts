import { data, redirect, type AppLoadContext } from 'react-router';
import { messageFor } from '@eshop/domain/validation';
import { apiError, ApiError, createApi, isSuccess, type ApiRequest } from './client.ts';
import { channelFor, pageContext, shopPath } from '../lib/routing.ts';
import { clearSessionCookies, readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import './context.ts';

/** The API client for a loader: locale and device from the URL, the shopper's cookie forwarded. */
export function apiFor(request: Request, context: AppLoadContext) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  return createApi(context.api, { locale, device, cookie: request.headers.get('cookie') });
}

/**
 * One API call of a page's loader or action, for the calls of an area kept beside its pages
 * (the star shop's, the after-sales'): the same headers (ch, lang, the shopper's cookie)
 * and failure handling (ApiError) as createApi's.
 */
export function pageCaller(request: Request, context: AppLoadContext) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  const headers: Record<string, string> = { ch: channelFor(device), lang: locale };
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  return async function call<T>(method: 'GET' | 'POST', path: string, params: Record<string, string | number | undefined> = {}): Promise<T> {
    const message: ApiRequest = method === 'GET' ? { method, path, query: params, headers } : { method, path, form: params, headers };
    const response = await context.api(message);
    if (response.status >= 400 || !isSuccess(response.body)) throw apiError(response.status, response.body);
    return response.body as T;
  };
}

/**
 * The API client of an account page or action: also collects the API's Set-Cookie
 * headers (session, captcha), which the route returns to the browser in its response.
 */
export function accountApi(request: Request, context: AppLoadContext) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  const cookies: string[] = [];
  const api = createApi(context.api, { locale, device, cookie: request.headers.get('cookie'), onSetCookie: (c) => cookies.push(...c) });
  const headers = () => {
    const h = new Headers();
    for (const c of cookies) h.append('Set-Cookie', c);
    return h;
  };
  return { api, locale, device, cookies, headers };
}

/** `?redirect=` value of the logon page: the screen to return to, in this locale and device. */
export function logonPath(request: Request, device: 'pc' | 'mobile' = 'pc'): string {
  const url = new URL(request.url);
  const { locale } = pageContext(url.pathname);
  const screen = url.pathname.replace(/^\/eshop(\/zh_CN)?\/(pc|mobile)\/?/, '');
  const query = screen ? `?redirect=${encodeURIComponent(screen + url.search)}` : '';
  return `${shopPath(locale, device, 'logon')}${query}`;
}

/** A member page without a session cookie goes to the logon page (no API call needed). */
export function requireSessionCookie(request: Request): void {
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) throw redirect(logonPath(request, pageContext(new URL(request.url).pathname).device));
}

/**
 * Spec sections 4 and 8: a 403 of a member call clears the session and sends the user
 * to the pc logon page (the shell then swaps the device segment for phones). Other
 * errors pass through unchanged.
 */
export function onMemberCallError(request: Request, error: unknown): never {
  if (error instanceof ApiError && error.status === 403) {
    const headers = new Headers();
    for (const c of clearSessionCookies()) headers.append('Set-Cookie', c);
    throw redirect(logonPath(request, 'pc'), { headers });
  }
  throw error;
}

/** Messages of a form action: per field (dotted API name), '' for the whole form. */
export type FormErrors = Record<string, string>;

/**
 * An expected API failure of a form (bad input, conflict, not found, rate limit) as the
 * message beside its field; a 403 of a member call goes to logon; anything else is thrown.
 */
export function formErrorsOf(request: Request, error: unknown): FormErrors {
  if (error instanceof ApiError && error.status === 403 && error.details.code === 'NOT_SIGNED_IN') onMemberCallError(request, error);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ...error.details.fields, [error.details.field ?? '']: error.message };
  throw error;
}

/** The screen to return to after signing in (`?redirect=`): a path of this shop only. */
export function safeRedirectScreen(value: string | null): string | null {
  if (!value) return null;
  if (!/^[A-Za-z0-9][\w\-./]*(\?[\w\-.=&%]*)?$/.test(value) || value.includes('..') || value.includes('//')) return null;
  return value;
}

/**
 * Where signing in (or registering) leads: `?redirect=` — the shopper was sent to sign in
 * (spec: redirectRouter; the page says so) — else `?back=` — the header's sign-in link
 * names the page it was pressed on — else null (the member centre). Shop paths only
 * (docs/decisions/0033-guest-cart.md).
 */
export function signInTarget(search: string | URLSearchParams): string | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectScreen(query.get('redirect')) ?? safeRedirectScreen(query.get('back'));
}

/** The logon page's `?redirect=` / `?back=` for the next one (register, QR, and back): the shopper still returns where they were. */
export function returnQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ['redirect', 'back']) {
    const target = safeRedirectScreen(query.get(name));
    if (target) return `?${name}=${encodeURIComponent(target)}`;
  }
  return '';
}

/** Logon and register for someone already signed in: straight to the target screen. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return;
  const { locale, device } = pageContext(new URL(request.url).pathname);
  try {
    await apiFor(request, context).memberInfo();
  } catch {
    return; // signed out after all (the shell clears the stale cookie)
  }
  const target = signInTarget(new URL(request.url).searchParams) ?? 'my';
  throw redirect(shopPath(locale, device, target));
}

/** What an "add to cart" form answers: the API's notice and the new badge count, or the error. */
export interface AddToCartAnswer {
  error: string | null;
  added: { skuId: number; quantity: number; message: string; cartTotal: number } | null;
}

/**
 * The "add to cart" form of the product and recipe pages (`sku.skuId`, `h.quantity`): into
 * the member's cart, or a visitor's (docs/decisions/0033-guest-cart.md) — the guest
 * cookie the API issues goes back to the browser with the answer. The API checks the
 * SKU, the stock and the quantity.
 */
export async function addToCartFromForm(request: Request, context: AppLoadContext, form: FormData) {
  const { api, locale, headers } = accountApi(request, context);
  const skuId = Number(form.get('sku.skuId') || 0);
  const quantity = Number(form.get('h.quantity') || 1);
  if (!Number.isSafeInteger(skuId) || skuId <= 0) return data({ error: messageFor('SKU_REQUIRED', locale), added: null } satisfies AddToCartAnswer);
  try {
    const added = await api.addToCart(skuId, quantity);
    return data({ error: null, added: { skuId, quantity, message: added.message, cartTotal: added.summary.cartTotal } } satisfies AddToCartAnswer, { headers: headers() });
  } catch (error) {
    return data({ error: Object.values(formErrorsOf(request, error))[0] ?? null, added: null } satisfies AddToCartAnswer, { headers: headers() });
  }
}
