// Members of the browser tests: unique addresses (projects run in parallel on one
// database) and registration through the real form.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Device, type MessageKey, type ShopLocale } from './fixtures.ts';

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
