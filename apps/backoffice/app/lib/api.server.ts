// The back-office reaches data only through the staff API (/api/staff/*), in-process like
// the shop's pages: the same routes, validation and role checks as any API client. The
// staff member's cookie and the page's language travel with every call.
import type { AppLoadContext } from 'react-router';
import type { ApiRequest } from '../context.ts';
import { localeOf } from './i18n.ts';

/** A failed staff call: its status, message (in the page's language) and fields at fault. */
export class StaffApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
    public readonly fields: Record<string, string> = {},
    /** The whole failure envelope (extra fields such as captchaRequired). */
    public readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Envelope<T> {
  status: 'success';
  data: T;
  total?: number;
}

function failureOf(status: number, body: unknown): StaffApiError {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: string; code?: string; field?: string; fields?: Record<string, string> };
  const fields = b.fields ?? (b.field && b.message ? { [b.field]: b.message } : {});
  return new StaffApiError(status, b.message ?? `HTTP ${status}`, b.code, fields, b as Record<string, unknown>);
}

export function staffApi(request: Request, context: AppLoadContext) {
  const headers: Record<string, string> = { lang: localeOf(request), ch: 'website' };
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;

  async function send<T>(message: ApiRequest): Promise<{ body: Envelope<T>; setCookie: string[] }> {
    const response = await context.api(message);
    const body = response.body as Envelope<T> | undefined;
    if (response.status >= 400 || body?.status !== 'success') throw failureOf(response.status, response.body);
    return { body, setCookie: response.setCookie ?? [] };
  }

  return {
    locale: localeOf(request),
    async get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
      return (await send<T>({ method: 'GET', path, query, headers })).body.data;
    },
    /** A page of a list: its rows and the total. */
    async list<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<{ rows: T[]; total: number }> {
      const { body } = await send<T[]>({ method: 'GET', path, query, headers });
      return { rows: body.data, total: body.total ?? body.data.length };
    },
    async post<T>(path: string, json: unknown = {}): Promise<T> {
      return (await send<T>({ method: 'POST', path, json, headers })).body.data;
    },
    /** A call whose Set-Cookie headers the page passes on (sign-in, sign-out). */
    async postWithCookies<T>(path: string, json: unknown = {}): Promise<{ data: T; setCookie: string[] }> {
      const r = await send<T>({ method: 'POST', path, json, headers });
      return { data: r.body.data, setCookie: r.setCookie };
    },
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
