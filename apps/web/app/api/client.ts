// The one typed client through which the storefront reaches data (ARCHITECTURE.md).
// On the server its transport is handed in by the host through the load context and
// may dispatch in-process; in the browser it is fetch. Either way every call passes the
// server's routes, validation and access checks.
import type { Locale } from '@eshop/domain/i18n';
import type {
  CarouselSlide, Category, Envelope, ItemDetail, ItemSummary, Special, Store,
} from '@eshop/domain/contract';
import { channelFor, type Device } from '../lib/routing.ts';

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base, e.g. 'a/capi/catalog/Item.List'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string | number | string[] | undefined>;
  headers: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  setCookie?: string[];
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** An API failure; loaders turn it into the matching error page. */
export class ApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
  }
}

/** Spec section 4: success if a string, status success, login/reg/logout = 1 or an email field. */
export function isSuccess(body: unknown): boolean {
  if (typeof body === 'string') return true;
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return b.status === 'success' || b.login === 1 || b.reg === 1 || b.logout === 1 || 'email' in b;
}

export interface ItemListQuery {
  cid?: number;
  cname?: string;
  tag?: string;
  q?: string;
  sort?: 'default' | 'priceAsc' | 'priceDesc' | 'bestselling';
  available?: 'Y';
  pageSize?: number;
  pageOffset?: number;
}

export function createApi(transport: ApiTransport, opts: { locale: Locale; device: Device; cookie?: string | null }) {
  const headers: Record<string, string> = { ch: channelFor(opts.device), lang: opts.locale };
  if (opts.cookie) headers.cookie = opts.cookie;

  async function call<T>(method: 'GET' | 'POST', path: string, params?: ApiRequest['query']): Promise<Envelope<T>> {
    const request: ApiRequest = method === 'GET'
      ? { method, path, query: params, headers }
      : { method, path, form: params, headers };
    const response = await transport(request);
    if (response.status >= 400 || !isSuccess(response.body)) {
      const message = (response.body as { message?: string } | null)?.message ?? `Response Error: ${response.status}`;
      throw new ApiError(response.status, message);
    }
    return response.body as Envelope<T>;
  }

  return {
    items: (query: ItemListQuery) => call<ItemSummary[]>('GET', 'a/capi/catalog/Item.List', { ...query }),
    item: (itemId: number) => call<ItemDetail[]>('GET', 'a/capi/catalog/SingleItem.List', { 't.itemId': itemId }),
    categories: () => call<Category[]>('GET', 'a/capi/catalog/Category.List', { pageSize: 0 }),
    stores: () => call<Store[]>('GET', 'a/capi/account/Store.List', { pageSize: 0 }),
    carousel: () => call<CarouselSlide[]>('GET', 'content/carousel/json'),
    specials: () => call<Special[]>('GET', 'content/special/json'),
    segment: <T>(name: string) => call<T>('GET', `content/segment/${encodeURIComponent(name)}`),
  };
}

export type Api = ReturnType<typeof createApi>;

/** Browser transport: same-origin fetch to the API base. */
export function fetchTransport(base = '/api'): ApiTransport {
  return async (req) => {
    const url = new URL(`${base}/${req.path}`, window.location.origin);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    let body: URLSearchParams | undefined;
    if (req.form) {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(req.form)) {
        if (Array.isArray(v)) v.forEach((x) => body!.append(k, x));
        else if (v !== undefined) body.append(k, String(v));
      }
    }
    const res = await fetch(url, { method: req.method, headers: req.headers, body, credentials: 'same-origin' });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: type.includes('json') ? await res.json() : await res.text() };
  };
}
