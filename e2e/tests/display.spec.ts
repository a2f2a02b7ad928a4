// What a Shanghai shopper reads around prices, names and orders (issue 17; docs/decisions/0038),
// in every project: "from ¥x" / "¥x 起" on a card whose sizes cost different amounts, the
// price per 500 g on meat cards, the footer's ICP filing linked to the MIIT register, the
// member named by a masked e-mail address in the header, and the customer-service contact
// on an order. With E2E_SHOTS (screenshots.ts) it also saves the pages as screenshots for review.
import type { Page } from '@playwright/test';
import { maskedContact } from '@eshop/domain/members';
import { escapeRegExp, expect, test, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { placePickupOrder } from './paying.ts';
import { keepShot, shotsDir } from './screenshots.ts';

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await keepShot(page, `display-${name}`, { fullPage });
}

test('cards say "from" and the price per 500 g; the footer carries the ICP filing', async ({ page, visit, t, shopLocale, device }) => {
  await visit('list/cname/beef');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // Several sizes at different prices: the lowest, as "from ¥x" / "¥x 起".
  const from = t('price.from', { price: '' }).trim();
  await expect(cards.filter({ hasText: from }).first()).toBeVisible();
  // Meat sold by weight: "¥x / 500 g" / "¥x/500克".
  const per500g = new RegExp(`^${escapeRegExp(t('price.per500g', { price: '¥PRICE' })).replace('PRICE', '\\d+\\.\\d{2}')}$`);
  await expect(cards.first().getByTestId('price-per-500g')).toHaveText(per500g);

  // The footer: the filing number linked to the MIIT register, and the business licence.
  const legal = page.getByTestId('footer-legal');
  await expect(legal.getByRole('link', { name: '沪ICP备00000000号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(legal.getByRole('link', { name: t('footer.licence') })).toHaveAttribute('href', 'https://example.com/licence');
  await shot(page, `list-${device}-${shopLocale}`);
  await legal.scrollIntoViewIfNeeded();
  await shot(page, `footer-${device}-${shopLocale}`);
  if (shotsDir !== null) {
    await visit('');
    await shot(page, `home-${device}-${shopLocale}`);
    await page.getByTestId('product-card').filter({ hasText: from }).first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/item\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `item-${device}-${shopLocale}`);
  }
});

test('the member is named by a masked e-mail address; an order shows how to reach customer service', async ({ page, visit, t, shopLocale, device, catalog }) => {
  const email = uniqueEmail('display', device, shopLocale);
  await signUp(page, shopLocale, email);
  await visit('my');
  const masked = maskedContact(email);
  // The greeting and the header (pc) or the tab bar (mobile): masked, never the address itself.
  await expect(page.getByRole('heading', { level: 1, name: t('my.greeting', { name: masked }) })).toBeVisible();
  await expect(page.getByTestId('member-entry')).toContainText(masked);
  await expect(page.getByTestId('member-entry')).not.toContainText(email);
  await expect(page.getByTestId('service-contact')).toBeVisible();
  await shot(page, `my-${device}-${shopLocale}`, true);

  let bought: { item: ItemDetail; spec: string } | undefined;
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10);
    if (sku) { bought = { item, spec: sku.spec }; break; }
  }
  const { item, spec } = bought!;
  const transactionId = await placePickupOrder(page, visit, t, item, spec);
  await visit(`my/order-detail?transactionId=${transactionId}`);
  const service = page.getByTestId('service-contact');
  await expect(service.getByRole('link', { name: '021-62708812' })).toHaveAttribute('href', 'tel:02162708812');
  await expect(service.getByRole('img', { name: t('service.qrAlt') })).toBeVisible(); // the service account's QR code
  await expect(service).toContainText(transactionId);
  await shot(page, `order-${device}-${shopLocale}`, true);
});
