// Members of the browser tests: unique addresses (projects run in parallel on one
// database), registration through the real form, and sign-up through the API.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type Device, type MessageKey, type ShopLocale } from './fixtures.ts';

export const PASSWORD = 'secret-Passw0rd';

export const uniqueEmail = (tag: string, device: Device, locale: ShopLocale): string =>
  `e2e-${tag}-${device}-${locale.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;

/** Registers on the register page (works with and without JavaScript) and lands in the member centre. */
export async function registerThroughForm(page: Page, shopUrl: (screen?: string) => string, t: (key: MessageKey) => string, email: string): Promise<void> {
  await page.goto(shopUrl('register'));
  await page.getByLabel(t('account.email')).fill(email);
  await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('account.confirmPassword')).fill(PASSWORD);
  await page.getByLabel(t('account.agreement')).check();
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page).toHaveURL(shopUrl('my'));
}

/** The shop's origin (the project's baseURL): the Origin of a page of the shop, for API posts
 * made before the page has opened one. */
export const shopOrigin = (): string => new URL(test.info().project.use.baseURL!).origin;

/**
 * Registers through the API (`m/account/reg.html`, as the register page's form does) with the
 * page's request context, which shares the browser context's cookies: the member is signed in
 * in the browser, but the page has not navigated. The registration form itself is tested in
 * accounts.spec.ts (and at checkout in guest-cart.spec.ts); journeys that only need a signed-in
 * member start here — one API call instead of two page loads, on a CPU-bound suite.
 */
export async function signUp(page: Page, locale: ShopLocale, email: string): Promise<void> {
  // From a page of the shop, as the browser's form post would be (the API's CSRF check).
  const origin = shopOrigin();
  const response = await page.request.post('/api/m/account/reg.html', {
    form: { 'm.email': email, 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y' },
    headers: { origin, lang: locale, ch: 'website' },
  });
  const body = await response.text();
  expect(response.status(), `sign-up of ${email}: ${body}`).toBe(200);
  expect(JSON.parse(body), `sign-up of ${email}`).toEqual({ reg: 1 });
}
