// The cart in every project ({pc, mobile} × {en_US, zh_CN}; docs/decisions/0011): a visitor's
// "Buy now" asks to sign in first (their cart: guest-cart.spec.ts); a member adds from the product page ('Please select SKU!',
// 'Add cart success!', the 'In Your Cart' overlay, the header badge), changes quantities
// in the cart, removes a line after confirming, and sees the empty-cart message.
import type { Page } from '@playwright/test';
import { escapeRegExp, expect, test, yuan, type CatalogItem, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';

const ADDED = { en_US: 'Add cart success!', zh_CN: '加入购物车成功！' };

/** A product with at least two SKUs in stock (5 or more units each). */
async function productWithChoices(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }): Promise<ItemDetail> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut && i.specs.length > 1)) {
    const item = await catalog.item(summary.itemId);
    if (item.skus.filter((s) => !s.soldOut && s.stock >= 5).length >= 2) return item;
  }
  throw new Error('the seed has no product with two SKUs in stock');
}

const badge = (page: Page) => page.getByTestId('cart-badge');

test('a visitor\'s "Buy now" asks to sign in and comes back to checkout of that line', async ({ page, visit, t, shopUrl, catalog }) => {
  // A visitor's "Add to cart" fills a visitor's cart: guest-cart.spec.ts (docs/decisions/0033).
  const item = await productWithChoices(catalog);
  await visit(`item/${item.itemId}`);
  const sku = item.skus.find((s) => !s.soldOut)!;
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  const back = `shopping/checkout?sku.skuId=${sku.skuId}&h.quantity=1`;
  await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent(back)}`);
  await expect(page.getByText(t('logon.checkoutRequired'))).toBeVisible();
});

test('add from the product page, change quantities in the cart, remove after confirming', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }) => {
  const item = await productWithChoices(catalog);
  const sku = item.skus.find((s) => !s.soldOut && s.stock >= 5)!;
  await signUp(page, shopLocale, uniqueEmail('cart', device, shopLocale));
  await visit('my');
  await expect(badge(page)).toHaveCount(0);

  await visit(`item/${item.itemId}`);
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('item.selectSku'));

  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.increase') }).click();
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  const overlay = page.getByRole('dialog', { name: t('cart.inYourCart') });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('status')).toHaveText(ADDED[shopLocale]);
  await expect(overlay).toContainText(`${sku.spec} × 2`);
  await expect(overlay.getByTestId('in-your-cart-total')).toHaveText(t('cart.itemsInCart', { count: 2 }));
  await overlay.getByRole('button', { name: t('cart.continue') }).click();
  await expect(overlay).toBeHidden();
  await expect(badge(page)).toHaveText('2');

  // The same SKU again (the chosen quantity stays 2): one line, quantities summed.
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  await expect(page.getByRole('dialog', { name: t('cart.inYourCart') }).getByTestId('in-your-cart-total')).toHaveText(t('cart.itemsInCart', { count: 4 }));
  await page.getByRole('dialog').getByRole('link', { name: t('cart.goToCart') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/cart'));

  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.name);
  await expect(line.getByTestId('cart-quantity')).toHaveText('4');
  await expect(line.getByTestId('cart-line-total')).toHaveText(yuan(sku.priceFen * 4));
  await expect(page.getByTestId('cart-goods')).toHaveText(yuan(sku.priceFen * 4));
  await expect(badge(page)).toHaveText('4');

  await line.getByRole('button', { name: t('item.increase') }).click();
  await expect(line.getByTestId('cart-quantity')).toHaveText('5');
  await expect(page.getByTestId('cart-goods')).toHaveText(yuan(sku.priceFen * 5));
  await line.getByRole('button', { name: t('item.decrease') }).click();
  await expect(line.getByTestId('cart-quantity')).toHaveText('4');
  await expect(badge(page)).toHaveText('4');

  // Removal asks first; "keep" keeps the line.
  await line.getByRole('button', { name: t('cart.remove') }).click();
  await expect(page.getByRole('alertdialog', { name: t('cart.confirmRemove') })).toBeVisible();
  await page.getByRole('link', { name: t('cart.keep') }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: t('cart.remove') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t('cart.remove') }).click();
  await expect(page.getByTestId('cart-empty')).toContainText(t('cart.empty'));
  await expect(badge(page)).toHaveCount(0);
});

test('buy now goes to checkout with that product and leaves the cart alone', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }) => {
  const item = await productWithChoices(catalog);
  const sku = item.skus.find((s) => !s.soldOut)!;
  await signUp(page, shopLocale, uniqueEmail('buy-now', device, shopLocale));
  await visit(`item/${item.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  // The line travels in the checkout URL, not through the cart (docs/decisions/0024-buy-now.md).
  await expect(page).toHaveURL(`${shopUrl('shopping/checkout')}?sku.skuId=${sku.skuId}&h.quantity=1`);
  await expect(page.getByTestId('order-line')).toContainText(sku.spec);
  await expect(badge(page)).toHaveCount(0);
});
