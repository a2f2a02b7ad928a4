// "Buy now" in every project ({pc, mobile} × {en_US, zh_CN}; docs/decisions/0024-buy-now.md):
// with product A in the cart, Buy now on product B opens checkout with B alone in the
// chosen quantity; adding an address and switching delivery / pickup keep it; the order
// is B alone, and the cart still holds A, as it was. Without JavaScript, Buy now is a
// plain form post that lands on the same checkout.
import type { Page } from '@playwright/test';
import { escapeRegExp, expect, test, yuan, type CatalogItem, type ItemDetail, type MessageKey } from './fixtures.ts';
import { registerThroughForm, signUp, uniqueEmail } from './members.ts';
import { addCheckoutAddress } from './paying.ts';

interface Catalog { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }
type Chosen = { item: ItemDetail; sku: ItemDetail['skus'][number] };

/** Products with an SKU in stock (a few units to spare), under RMB 90 so two units stay below free shipping. */
async function products(catalog: Catalog, count: number, filter: (i: CatalogItem) => boolean = () => true): Promise<Chosen[]> {
  const found: Chosen[] = [];
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut && filter(i))) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10 && s.priceFen >= 2000 && s.priceFen < 9000);
    if (sku) found.push({ item, sku });
    if (found.length === count) return found;
  }
  throw new Error(`the seed has no ${count} products with an SKU between RMB 20 and 90 in stock`);
}

async function chooseSku(page: Page, spec: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(spec)}`) }).click();
}

async function addAddress(page: Page, t: (key: MessageKey) => string): Promise<void> {
  await addCheckoutAddress(page, t);
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
}

/** Checkout lists exactly this line. */
async function expectOnly(page: Page, pick: Chosen, quantity: number): Promise<void> {
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line-name')).toHaveText(pick.item.name);
  await expect(page.getByTestId('order-line-quantity')).toHaveText(String(quantity));
  await expect(page.getByTestId('total-subtotal')).toHaveText(yuan(pick.sku.priceFen * quantity));
}

test('buy now orders that product alone, in that quantity; the cart keeps what it had', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const [a, b] = await products(catalog, 2);
  await signUp(page, shopLocale, uniqueEmail('buy-now', device, shopLocale));

  // The cart holds product A.
  await visit(`item/${a!.item.itemId}`);
  await chooseSku(page, a!.sku.spec);
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  const overlay = page.getByRole('dialog', { name: t('cart.inYourCart') });
  await overlay.getByRole('button', { name: t('cart.continue') }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Buy now on product B, two units: checkout of B alone, said so, back leads to the product.
  await visit(`item/${b!.item.itemId}`);
  await chooseSku(page, b!.sku.spec);
  await page.getByRole('button', { name: t('item.increase') }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
  await expect(page).toHaveURL(`${shopUrl('shopping/checkout')}?sku.skuId=${b!.sku.skuId}&h.quantity=2`);
  await expect(page.getByTestId('checkout-buy-now')).toHaveText(t('checkout.buyNow'));
  await expect(page.getByRole('link', { name: t('checkout.backToProduct') })).toHaveAttribute('href', shopUrl(`item/${b!.item.itemId}`));
  await expectOnly(page, b!, 2);

  // Adding the first address, and pickup and back, keep the line.
  await addAddress(page, t);
  await expectOnly(page, b!, 2);
  await page.getByTestId('option-pickup').click();
  await expect(page.getByTestId('option-pickup')).toHaveAttribute('aria-current', 'true');
  await expectOnly(page, b!, 2);
  await page.getByTestId('option-delivery').click();
  await expect(page.getByTestId('option-delivery')).toHaveAttribute('aria-current', 'true');
  await expectOnly(page, b!, 2);
  const total = b!.sku.priceFen * 2 + 5000;
  await expect(page.getByTestId('total-grand')).toHaveText(yuan(total));

  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/pay'))}\\?transactionId=WO\\d+$`));
  const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan(total));

  // The order is B × 2; the cart still holds A alone, one unit, as before.
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line-name')).toHaveText(b!.item.name);
  await expect(page.getByTestId('order-line-quantity')).toHaveText('2');
  await visit('shopping/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(a!.item.name);
  await expect(line.getByTestId('cart-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('buy now is a plain form post to checkout of that product alone', async ({ page, t, shopUrl, shopLocale, device, catalog }) => {
    // Without JavaScript the SKU cannot be picked: a product with one SKU has it chosen already.
    const [only] = await products(catalog, 1, (i) => i.specs.length === 1);
    await registerThroughForm(page, shopUrl, t, uniqueEmail('buy-now-nojs', device, shopLocale));
    await page.goto(shopUrl(`item/${only!.item.itemId}`));
    await page.getByRole('button', { name: t('item.buyNow') }).click();
    await expect(page).toHaveURL(`${shopUrl('shopping/checkout')}?sku.skuId=${only!.sku.skuId}&h.quantity=1`);
    await expect(page.getByTestId('checkout-buy-now')).toHaveText(t('checkout.buyNow'));
    await expectOnly(page, only!, 1);
    // The cart was not touched.
    await page.goto(shopUrl('shopping/cart'));
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
