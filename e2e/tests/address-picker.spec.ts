// Addresses the Chinese way, in every project (docs/decisions/0034-addresses.md): a member
// picks 上海市 → 上海市 → 徐汇区 from China's regions, types the mobile the way people do
// (+86 and spaces), and the address is listed as the default; checkout then chooses it
// and, for a pickup, fills in who collects from the profile (name, verified mobile).
// With E2E_SHOTS (screenshots.ts), screenshots of the form, the list and the pickup person.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shopOrigin, signUp, uniqueEmail } from './members.ts';
import { pickRegion } from './address.ts';
import { keepShot } from './screenshots.ts';

/** A call of the API as the signed-in page (its cookies); answers the envelope. */
async function api(page: Page, method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) {
  // The shop's origin, not the page's: the journey's first calls come before any page is open.
  const origin = shopOrigin();
  const res = method === 'GET'
    ? await page.request.get(`/api/${path}`, { params: form })
    : await page.request.post(`/api/${path}`, { form, headers: { origin } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json() as Promise<{ data: unknown }>;
}

test('pick 上海市 → 徐汇区, the default address, chosen at checkout; the pickup person from the profile', async ({ page, request, visit, t, shopLocale, device, catalog }, testInfo) => {
  test.setTimeout(60_000);
  await signUp(page, shopLocale, uniqueEmail('address', device, shopLocale));

  // A name in the profile and a verified mobile (the code from the local SMS gateway).
  await api(page, 'POST', 'a/execute/capi/account/UpdateMemberProfile', { 'm.firstName': '小明', 'm.lastName': '王' });
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await api(page, 'POST', 'a/execute/capi/open/SMSSecureCode', { phone, purpose: 'verify-phone' });
  // The local gateway answers callers on this machine only: the test's own request context, not the shopper's page.
  const [sms] = (await (await request.get(`/dev/sms.json?phone=${phone}`)).json()) as { params: string[] }[];
  await api(page, 'GET', 'a/capi/account/CheckPhone', { 'm.phone': phone, checkcode: sms!.params[0]! });

  await visit('my/addresses');
  await page.getByRole('link', { name: t('address.add') }).click();
  const form = page.getByRole('form', { name: t('address.add') });
  await form.getByLabel(t('address.recipient'), { exact: true }).fill('李娜');
  await form.getByLabel(t('address.mobile'), { exact: true }).fill('+86 138 0013 8000');
  await pickRegion(form, t, ['上海市', '上海市', '徐汇区']);
  // Shanghai's 16 districts, 浦东新区 among them (and the "please choose").
  const districts = form.getByLabel(t('address.district'), { exact: true }).locator('option');
  await expect(districts).toHaveCount(17);
  await expect(districts.filter({ hasText: '浦东新区' })).toHaveCount(1);
  await form.getByLabel(t('address.street'), { exact: true }).fill('衡山路10号');
  await keepShot(page, `address-form-${testInfo.project.name}`, { fullPage: true });
  await form.getByRole('button', { name: t('address.save') }).click();

  const card = page.getByTestId('address');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('上海市 上海市 徐汇区 衡山路10号');
  await expect(card).toContainText('13800138000');
  await expect(card.getByText(t('address.default'), { exact: true })).toBeVisible();
  await keepShot(page, `address-list-${testInfo.project.name}`);

  // Checkout chooses the default address; a pickup has the person filled in from the profile.
  const items = await catalog.items();
  let skuId = 0;
  for (const summary of items.filter((i) => !i.soldOut)) {
    skuId = (await catalog.item(summary.itemId)).skus.find((s) => !s.soldOut && s.stock >= 10)?.skuId ?? 0;
    if (skuId) break;
  }
  await api(page, 'POST', 'a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '1' });
  await visit('shopping/checkout');
  await expect(page.getByTestId('checkout-address').filter({ hasText: '徐汇区' })).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('option-pickup').click();
  await expect(page.getByLabel(t('checkout.pickupName'), { exact: true })).toHaveValue('王小明');
  await expect(page.getByLabel(t('checkout.pickupMobile'), { exact: true })).toHaveValue(phone);
  await expect(page.getByText(t('checkout.pickupFromProfile'))).toBeVisible();
  await keepShot(page.getByRole('heading', { name: t('checkout.pickupPerson') }).locator('xpath=..'), `address-checkout-pickup-${testInfo.project.name}`);
});
