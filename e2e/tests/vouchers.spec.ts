// Vouchers in every project ({pc, mobile} × {en_US, zh_CN}; docs/decisions/0014-vouchers.md):
// a new member finds the welcome coupon in the member centre (my/coupon); in the cart it
// is gray with the reason below the minimum spend, green and selectable above it, and the
// checkout link carries the choice as v=<voucherId>.
import type { Page } from '@playwright/test';
import { voucherReasonText, voucherTitle, WELCOME_COUPON } from '../../packages/domain/src/vouchers/vouchers.ts';
import { escapeRegExp, expect, test, yuan, type CatalogItem, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';

/** A SKU in stock cheaper than the minimum spend, with enough units to reach it. */
async function skuBelowMinimum(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }) {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    for (const sku of item.skus) {
      const needed = Math.ceil(WELCOME_COUPON.minSpendFen / sku.priceFen);
      if (!sku.soldOut && sku.priceFen >= 3000 && sku.priceFen < WELCOME_COUPON.minSpendFen && needed <= Math.min(sku.stock, 99)) {
        return { ...sku, needed };
      }
    }
  }
  throw new Error('the seed has no SKU to test the minimum spend with');
}

/** Cart calls from the page's own origin (the API refuses cross-site writes), with its session. */
async function cartCall(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(`/api/a/execute/capi/shopping/${path}`, { form, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

test('a new member gets the welcome coupon; the cart offers it once the minimum spend is reached', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }) => {
  const title = voucherTitle({ id: 0, ...WELCOME_COUPON, percentOff: null, validFrom: new Date(), validUntil: new Date(), usedAt: null }, shopLocale);
  await signUp(page, shopLocale, uniqueEmail('voucher', device, shopLocale));
  await visit('my');

  // The member centre links to the vouchers and shows the welcome coupon, green.
  await expect(page.getByTestId('member-vouchers')).toContainText(t('vouchers.myUsable', { count: 1 }));
  await page.getByTestId('member-vouchers').click();
  await expect(page).toHaveURL(shopUrl('my/coupon'));
  await expect(page.getByRole('link', { name: t('vouchers.tabAvailable', { count: 1 }) })).toBeVisible();
  const card = page.getByTestId('voucher');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('voucher-title')).toHaveText(title);
  await expect(card).toHaveAttribute('data-usable', 'true');
  const voucherId = await card.getAttribute('data-voucher-id');
  expect(voucherId).toMatch(/^\d+$/);
  await page.getByRole('link', { name: t('vouchers.tabUsed', { count: 0 }) }).click();
  await expect(page.getByText(t('vouchers.emptyUsed'))).toBeVisible();

  // Below the minimum spend: gray, with what is missing, and nothing to choose.
  const sku = await skuBelowMinimum(catalog);
  await cartCall(page, 'AddToCart', { 'sku.skuId': String(sku.skuId), 'h.quantity': '1' });
  await visit('shopping/cart');
  const panel = page.getByTestId('cart-vouchers');
  const coupon = panel.locator(`[data-voucher-id="${voucherId}"]`);
  await expect(coupon).toHaveAttribute('data-usable', 'false');
  await expect(coupon.getByTestId('voucher-reason')).toHaveText(voucherReasonText('MIN_SPEND', shopLocale, WELCOME_COUPON.minSpendFen - sku.priceFen));
  await expect(panel.getByRole('radio', { name: title })).toHaveCount(0);
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', new RegExp(`${escapeRegExp(shopUrl('shopping/checkout'))}$`));

  // Reaching it: green and selectable; the saving shows and the checkout link carries it.
  await cartCall(page, 'UpdateCart', { 'sku.skuId': String(sku.skuId), 'h.quantity': String(sku.needed) });
  await visit('shopping/cart');
  await expect(page.getByTestId('cart-goods')).toHaveText(yuan(sku.priceFen * sku.needed));
  await expect(coupon).toHaveAttribute('data-usable', 'true');
  await expect(coupon.getByTestId('voucher-reason')).toHaveCount(0);
  await expect(page.getByTestId('cart-saving')).toHaveCount(0);
  const radio = panel.getByRole('radio', { name: title });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(page.getByTestId('cart-saving')).toContainText(`−${yuan(WELCOME_COUPON.amountFen)}`);
  await expect(page.getByTestId('cart-after-vouchers')).toHaveText(yuan(sku.priceFen * sku.needed - WELCOME_COUPON.amountFen));
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', `${shopUrl('shopping/checkout')}?v=${voucherId}`);

  // "No coupon" takes it back out.
  await panel.getByRole('radio', { name: t('vouchers.noCoupon') }).check();
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', shopUrl('shopping/checkout'));
});
