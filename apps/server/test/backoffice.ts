// Test helpers for the back-office (issue 16): staff sessions by cookie as the browser
// holds them, its pages (GET, form POST from its own origin) and staff API calls.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@eshop/db';
import type { TestShop } from './helpers.ts';
import { cookieOf, registeredMember, SHOP_ORIGIN } from './members.ts';

export const STAFF_PASSWORD = 'staff-secret-1';

export interface StaffBrowser {
  username: string;
  /** `eshop_staff=<token>`, or a member's `eshop_session=<token>`, or '' (anonymous). */
  cookie: string;
}

/** A new staff account with `roles`, signed in through the back-office's session call. */
export async function staffBrowser(shop: TestShop, roles: StaffRole[], name = `Staff ${roles.join('+')}`): Promise<StaffBrowser> {
  const username = `${roles[0]}-${randomUUID().slice(0, 8)}`;
  await shop.app.eshopServices.staff.upsert({ username, name, password: STAFF_PASSWORD, roles });
  const res = await shop.inject({
    method: 'POST', url: '/api/staff/session',
    headers: { 'content-type': 'application/json', origin: SHOP_ORIGIN, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    payload: { username, password: STAFF_PASSWORD },
  });
  const cookie = cookieOf(res, 'eshop_staff');
  if (res.statusCode !== 200 || !cookie) throw new Error(`staff session failed: ${res.body}`);
  return { username, cookie: `eshop_staff=${cookie.value}` };
}

/** A signed-in member's cookie: a shopper trying the back-office. */
export async function memberBrowser(shop: TestShop): Promise<StaffBrowser> {
  const m = await registeredMember(shop);
  return { username: m.email, cookie: `eshop_session=${m.session}` };
}

export const anonymous: StaffBrowser = { username: '', cookie: '' };

const langCookie = (lang?: 'en_US' | 'zh_CN') => (lang ? `bo_lang=${lang}` : '');
const cookies = (...c: string[]) => c.filter(Boolean).join('; ');

export function backofficePage(shop: TestShop, who: StaffBrowser, path: string, lang?: 'en_US' | 'zh_CN'): Promise<LightMyRequestResponse> {
  const cookie = cookies(who.cookie, langCookie(lang));
  return shop.inject({ method: 'GET', url: `/backoffice${path}`, headers: cookie ? { cookie } : {} });
}

/** A form posted by a back-office page (no JavaScript: the document request). */
export function backofficeForm(shop: TestShop, who: StaffBrowser, path: string, form: Record<string, string>, lang?: 'en_US' | 'zh_CN'): Promise<LightMyRequestResponse> {
  const cookie = cookies(who.cookie, langCookie(lang));
  return shop.inject({
    method: 'POST', url: `/backoffice${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A staff API call with the back-office's cookie (JSON body for POST). */
export function staffCall(shop: TestShop, who: StaffBrowser, method: 'GET' | 'POST', path: string, body?: unknown, lang: 'en_US' | 'zh_CN' = 'en_US'): Promise<LightMyRequestResponse> {
  return shop.inject({
    method, url: `/api/${path}`,
    headers: {
      lang, origin: SHOP_ORIGIN,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
}
