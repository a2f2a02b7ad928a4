// The visitor's cart in every project ({pc, mobile} × {en_US, zh_CN};
// docs/decisions/0033-guest-cart.md): a visitor adds from the product page, sees the
// header badge and the cart, presses checkout, signs in (or registers) from the logon
// page and lands on checkout with the item there — the cart merged into the member's.
// With E2E_SHOTS (screenshots.ts), screenshots of the cart and the logon page.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { escapeRegExp, expect, test, type CatalogItem, type Device, type ItemDetail, type MessageKey } from './fixtures.ts';
import { PASSWORD, uniqueEmail } from './members.ts';
import { keepShot } from './screenshots.ts';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepShot(page, `guest-cart-${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled', scale: 'css', eagerImages: true });
}

/** A product in stock (5 or more units of one SKU). */
async function productInStock(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }, skip: number) {
  const candidates = (await catalog.items()).filter((i) => !i.soldOut);
  for (const summary of candidates.slice(skip)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 5);
    if (sku) return { item, sku };
  }
  throw new Error('the seed has no product in stock');
}

/** A member registered through the API (its own cookies, not the page's). */
async function memberThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/m/account/reg.html', {
    form: { 'm.email': email, 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** As a visitor: the product into the cart from its page, then the cart, then checkout → the logon page. */
async function fillCartAndCheckOut(page: Page, visit: (s?: string) => Promise<number>, t: (k: MessageKey, v?: Record<string, string | number>) => string,
  shopUrl: (s?: string) => string, item: ItemDetail, sku: ItemDetail['skus'][number], testInfo: TestInfo, device: Device, shots = false) {
  await visit(`item/${item.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  const overlay = page.getByRole('dialog', { name: t('cart.inYourCart') });
  await expect(overlay.getByTestId('in-your-cart-total')).toHaveText(t('cart.itemsInCart', { count: 1 }));
  await overlay.getByRole('link', { name: t('cart.goToCart') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/cart'));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('cart-line')).toContainText(item.name);
  await expect(page.getByTestId('cart-guest-note')).toHaveText(t('cart.guestNote'));
  // The header's sign-in names the page it is on, to come back to it.
  const entry = page.getByTestId('member-entry');
  await expect(device === 'pc' ? entry.getByRole('link', { name: t('header.signIn'), exact: true }) : entry)
    .toHaveAttribute('href', `${shopUrl('logon')}?back=${encodeURIComponent('shopping/cart')}`);
  if (shots) await shoot(page, testInfo, 'cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent('shopping/checkout')}`);
  await expect(page.getByText(t('logon.checkoutRequired'))).toBeVisible();
  if (shots) await shoot(page, testInfo, 'logon');
}

test('a visitor fills a cart, signs in at checkout and finds it there', async ({ page, request, visit, t, shopUrl, catalog, device, shopLocale }, testInfo) => {
  const { item, sku } = await productInStock(catalog, 3);
  const email = uniqueEmail('guest', device, shopLocale);
  await memberThroughApi(request, email);
  await fillCartAndCheckOut(page, visit, t, shopUrl, item, sku, testInfo, device, true);

  await page.getByLabel(t('account.email')).fill(email);
  await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('logon.submit') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/checkout'));
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line-name')).toHaveText(item.name);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('a visitor who registers at checkout keeps the cart and comes back to checkout', async ({ page, visit, t, shopUrl, catalog, device, shopLocale }, testInfo) => {
  const { item, sku } = await productInStock(catalog, 5);
  await fillCartAndCheckOut(page, visit, t, shopUrl, item, sku, testInfo, device);

  await page.getByRole('link', { name: t('logon.register') }).click();
  await expect(page).toHaveURL(`${shopUrl('register')}?redirect=${encodeURIComponent('shopping/checkout')}`);
  await page.getByLabel(t('account.email')).fill(uniqueEmail('guest-reg', device, shopLocale));
  await page.getByLabel(t('account.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('account.confirmPassword')).fill(PASSWORD);
  await page.getByLabel(t('account.agreement')).check();
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/checkout'));
  await expect(page.getByTestId('order-line-name')).toHaveText(item.name);
});
