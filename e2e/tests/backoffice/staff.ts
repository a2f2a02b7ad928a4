// Fixtures of the back-office's browser tests: the project's language chosen with the
// back-office's own switch (a cookie), sign-in as the demo admin or as a new account of
// one role (made by the admin through the staff API), and the area's texts.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ShopLocale } from '../fixtures.ts';
import { keepShot } from '../screenshots.ts';

export { test, expect } from '../fixtures.ts';

/** The demo admin of the e2e server (playwright.config.ts STAFF_SEED_PASSWORD). */
export const ADMIN = { username: 'admin', password: 'e2e-staff-password' };
export const STAFF_PASSWORD = 'role-staff-pass-1';

export type Role = 'admin' | 'customer-service' | 'fulfilment' | 'cashier';

/** Picks the language of the project before the first page (the header's switch sets the same cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, locale: ShopLocale): Promise<void> {
  await context.addCookies([{ name: 'bo_lang', value: locale, url: `${baseURL}/backoffice/` }]);
}

/** A bearer token of the demo admin, for setting up accounts. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/staff/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A new staff account with `roles` (created by the admin in the staff API); its username. */
export async function staffAccount(request: APIRequestContext, roles: Role[], name = `Test ${roles.join(' ')}`): Promise<{ username: string; password: string; name: string }> {
  const token = await adminToken(request);
  const username = `${roles[0]!.slice(0, 4)}${randomUUID().slice(0, 8)}`;
  const res = await request.post('/api/staff/accounts', { headers: { authorization: `Bearer ${token}` }, data: { username, name, password: STAFF_PASSWORD, roles } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password: STAFF_PASSWORD, name };
}

/** Signs in on the back-office's sign-in page and waits for the first page. */
export async function signIn(page: Page, who: { username: string; password: string }, path = '/'): Promise<void> {
  await page.goto(`/backoffice/login?redirect=${encodeURIComponent(path)}`);
  await page.locator('input[name="username"]').fill(who.username);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form[action*="/login"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The `{en_US, zh_CN}` pair of a text as the test's language shows it. */
export const inLanguage = (locale: ShopLocale, en: string, zh: string): string => (locale === 'zh_CN' ? zh : en);

/** A full-page screenshot of a back-office page, per language, to look at, with E2E_SHOTS (../screenshots.ts). */
export async function shoot(page: Page, name: string, locale: ShopLocale): Promise<void> {
  await keepShot(page, `backoffice-${name}-${locale}`, { fullPage: true });
}
