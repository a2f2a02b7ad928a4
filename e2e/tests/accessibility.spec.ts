// Accessibility in every project ({pc, mobile} × {en_US, zh_CN}; issue 17,
// docs/decisions/0037-accessibility.md): axe finds nothing serious or critical on the
// pages a shopper goes through — as a visitor (home, list, search, product, recipe,
// logon, register) and as a member with something in the cart (member centre, cart,
// checkout). One test per project visits them in sequence: the suite stays fast. On the
// way: the skip link, the category menu by keyboard (pc), and focus after the cart dialog
// and the cart's removal question.
import type { APIRequestContext } from '@playwright/test';
import { escapeRegExp, expect, test, waitForHydration, type ShopLocale } from './fixtures.ts';
import { registerThroughForm, uniqueEmail } from './members.ts';
import { expectAccessible } from './axe.ts';

async function catalogData<T>(request: APIRequestContext, path: string, locale: ShopLocale): Promise<T> {
  const response = await request.get(`/api/a/capi/catalog/${path}`, { headers: { lang: locale } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('axe finds nothing serious or critical on the shopper’s pages; keyboard, skip link and dialog focus', async ({ page, visit, t, shopUrl, shopLocale, device, catalog, request }) => {
  test.setTimeout(90_000);
  const items = await catalog.items();
  const product = await catalog.item(items.find((i) => !i.soldOut && i.specs.length > 1)?.itemId ?? items[0]!.itemId);
  const sku = product.skus.find((s) => !s.soldOut && s.stock >= 5)!;
  const [recipe] = await catalogData<{ recipeId: number }[]>(request, 'Recipe.List?pageSize=1', shopLocale);
  const query = shopLocale === 'zh_CN' ? '牛排' : 'steak';

  // The keyboard first meets "Skip to content", which moves focus to the page's main part.
  expect(await visit(''), 'home').toBe(200);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('a11y.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // pc: "All categories" opens and closes by keyboard and says whether it is open.
  if (device === 'pc') {
    const menu = page.getByRole('button', { name: t('header.allCategories') });
    await menu.focus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(list.getByRole('link').first()).toBeHidden();
    await page.keyboard.press(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
  await expectAccessible(page, 'home');

  const visitor: [string, string][] = [
    ['list', `list/cid/${product.cid}`],
    ['search', `list/search/${encodeURIComponent(query)}`],
    ['product', `item/${product.itemId}`],
    ['recipe', `recipe-detail/${recipe!.recipeId}`],
    ['logon', 'logon'],
    ['register', 'register'],
  ];
  for (const [name, screen] of visitor) {
    expect(await visit(screen), name).toBe(200);
    await expectAccessible(page, name);
  }

  // A member: the member centre; then adds to the cart — the "In Your Cart" dialog gives
  // focus back to the button on closing — and sees the cart and checkout.
  await registerThroughForm(page, shopUrl, t, uniqueEmail('a11y', device, shopLocale));
  await waitForHydration(page);
  await expectAccessible(page, 'member centre');
  await visit(`item/${product.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  const add = page.getByRole('button', { name: t('item.addToCart') });
  await add.click();
  const dialog = page.getByRole('dialog', { name: t('cart.inYourCart') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the In Your Cart dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  expect(await visit('shopping/cart'), 'cart').toBe(200);
  await expectAccessible(page, 'cart');
  // Removing asks first: the question takes focus, and "Keep" gives it back to "Remove".
  const remove = page.getByTestId('cart-line').getByRole('button', { name: t('cart.remove') });
  await remove.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: t('cart.confirmRemove') });
  await expect(question.getByRole('link', { name: t('cart.keep') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(await visit('shopping/checkout'), 'checkout').toBe(200);
  await expectAccessible(page, 'checkout');
});
