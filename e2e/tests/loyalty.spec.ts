// The member's side of the loyalty programme in every project ({pc, mobile} × {en_US, zh_CN};
// decisions.md "Loyalty"): a new member adds a birthday in this month, buys for pickup and
// pays by QR code; the store confirms, gets it ready and completes it (staff API), which
// credits the stars. The member centre shows them, the membership card shows the barcode
// and the QR code of the member code and the history entry of the order. Then a store till
// reports a RMB 9,000 sale to the card (POS API, HMAC-signed): 180 × RMB 50 at 1.2 makes
// 216 stars, enough for Experienced Butcher — which, in the birthday month, brings the
// birthday voucher at once. With E2E_SHOTS (screenshots.ts), a screenshot of every loyalty page.
import type { Page, TestInfo } from '@playwright/test';
import { earnStars, formatMemberCode, formatStars, LEVELS } from '@eshop/domain/loyalty';
import { escapeRegExp, expect, test, yuan, type CatalogItem, type ItemDetail } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { payOnPhone, readQr, scanCode, staffDoes } from './paying.ts';
import { keepShot } from './screenshots.ts';
import { newTrxLogId, tillReports } from './tills.ts';
import { screensById } from '../../apps/web/app/i18n/screens.ts';

const BIRTHDAY_GIFT = { en_US: /Birthday gift/, zh_CN: /生日礼券/ };
const ORDER_REMARK = { en_US: 'Order', zh_CN: '订单' };

/** Today in Shanghai, the business's time zone. */
function shanghaiToday(): { year: number; month: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date()).split('-');
  return { year: Number(year), month: month! };
}

/** An in-stock SKU of RMB 50 to 499 (one to nine stars for an Apprentice) with units to spare. */
async function starSku(catalog: { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }) {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10 && s.priceFen >= 5000 && s.priceFen < 50_000);
    if (sku) return { item, sku };
  }
  throw new Error('the seed has no SKU between RMB 50 and 499 in stock');
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepShot(page, `loyalty-${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled', scale: 'css' });
}

test('stars from a pickup order and a store purchase: member centre, card, store orders, the new level and the birthday gift', async ({ page, browser, request, visit, t, shopUrl, shopLocale, device, catalog }, testInfo) => {
  test.setTimeout(60_000);
  const levelName = (id: 1 | 2 | 3 | 4) => LEVELS.find((l) => l.id === id)!.name[shopLocale];
  const title = (id: string) => screensById.get(id)!.title[shopLocale];
  const { item, sku } = await starSku(catalog);
  const orderTenths = earnStars({ goodsTotalFen: sku.priceFen, level: 1 });
  await signUp(page, shopLocale, uniqueEmail('loyalty', device, shopLocale));

  // A birthday in this month (of an earlier year): the gift comes with Experienced Butcher.
  await visit('my/profile');
  await page.getByLabel(t('profile.birthday')).fill(`1990-${shanghaiToday().month}-01`);
  await page.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('form.success') })).toBeVisible();

  // Buy now for pickup, pay by QR code; the store confirms, gets it ready and completes it.
  await visit(`item/${item.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  await page.getByTestId('option-pickup').click();
  await expect(page.getByTestId('option-pickup')).toHaveAttribute('aria-current', 'true');
  await page.getByLabel(t('checkout.pickupName'), { exact: true }).fill('李雷');
  await page.getByLabel(t('checkout.pickupMobile'), { exact: true }).fill('13912345678');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/shopping\/pay\?transactionId=WO\d+$/);
  const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
  await payOnPhone(browser, shopLocale, await scanCode(page));
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.success'), { timeout: 10_000 });
  await staffDoes(request, transactionId, ['confirm', 'ready', 'complete']);

  // The member centre: Apprentice Butcher with the order's stars, and what the next level needs.
  await expect(async () => {
    await visit('my');
    await expect(page.getByTestId('member-stars')).toHaveText(`★${formatStars(orderTenths)}`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('member-level')).toHaveText(levelName(1));
  await expect(page.getByTestId('member-next-level')).toHaveText(t('loyalty.toNext', { stars: formatStars(500 - orderTenths), level: levelName(2) }));
  if (device === 'pc') {
    // The header's member menu says the same.
    await page.getByTestId('member-entry').getByRole('link').first().hover();
    const menu = page.getByTestId('member-menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(t('header.stars', { stars: formatStars(orderTenths) }));
    await expect(menu).toContainText(t('header.toNextLevel', { stars: formatStars(500 - orderTenths), level: levelName(2) }));
    await shoot(page, testInfo, 'my-menu');
    await page.mouse.move(0, 0);
  }

  // The membership card: barcode and QR code of the member code, the order in the history.
  await page.getByTestId('member-card-link').click();
  await expect(page).toHaveURL(shopUrl('my/points-history'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('my-points-history'));
  await expect(page.getByTestId('card-barcode').locator('svg path').first()).toBeVisible();
  const memberCode = await readQr(page.getByTestId('card-qr'));
  expect(memberCode).toMatch(/^8\d{11}$/);
  await expect(page.getByTestId('card-code')).toHaveText(formatMemberCode(memberCode));
  await expect(page.getByTestId('card-stars')).toHaveText(`★${formatStars(orderTenths)}`);
  const entry = page.getByTestId('star-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('star-entry-remark')).toHaveText(`${ORDER_REMARK[shopLocale]} ${transactionId}`);
  await expect(entry.getByTestId('star-entry-stars')).toHaveText(`+${formatStars(orderTenths)}`);
  await shoot(page, testInfo, 'points-history');
  // Used: none yet (a link, so it works without JavaScript).
  await page.getByTestId('star-filter').filter({ hasText: t('card.filter.used') }).click();
  await expect(page).toHaveURL(`${shopUrl('my/points-history')}?filter=used`);
  await expect(page.getByTestId('stars-empty')).toContainText(t('card.empty.used'));

  // No store purchases yet.
  await visit('my/store-order-list');
  await expect(page.getByTestId('store-orders-empty')).toContainText(t('storeOrders.empty'));

  // A till reports RMB 9,000 to the card: 180 × RMB 50 at 1.2 (Apprentice, RMB 1,000+) = 216 stars.
  const stores = (await (await request.get('/api/a/capi/account/Store.List?pageSize=0')).json()) as { data: { 'r.storeId': number; name: string }[] };
  const trxLogId = newTrxLogId();
  const sale = await tillReports(request, {
    trxLogId, storeId: stores.data[0]!['r.storeId'], memberCode,
    lines: [{ name: 'Wagyu ribeye', quantity: 2.5, amountFen: 600_000 }, { name: 'Comté 24 months', quantity: 1, amountFen: 300_000 }],
    totalFen: 900_000, paidAt: new Date().toISOString(),
  });
  expect(sale).toMatchObject({ starsTenths: 2160, level: 1 });

  // Store orders: the purchase with its stars and the level they were earned at.
  await visit('my/store-order-list');
  const storeOrder = page.getByTestId('store-order').filter({ hasText: String(trxLogId) });
  await expect(storeOrder.getByTestId('store-order-stars')).toHaveText('★+216.0');
  await expect(storeOrder.getByTestId('store-order-level')).toContainText(levelName(1));
  await expect(storeOrder.getByTestId('store-order-total')).toHaveText(yuan(900_000));
  await shoot(page, testInfo, 'store-order-list');
  await storeOrder.getByRole('link', { name: t('storeOrders.view') }).click();
  await expect(page).toHaveURL(`${shopUrl('my/store-order-detail')}?trxLogId=${trxLogId}`);
  await expect(page.getByTestId('store-order-line-name')).toHaveText(['Wagyu ribeye', 'Comté 24 months']);
  await shoot(page, testInfo, 'store-order-detail');

  // Experienced Butcher now (earned this year ≥ 200), held to the end of next year.
  const total = orderTenths + 2160;
  await visit('my');
  await expect(page.getByTestId('member-level')).toHaveText(levelName(3));
  await expect(page.getByTestId('member-stars')).toHaveText(`★${formatStars(total)}`);
  await expect(page.getByTestId('member-next-level')).toHaveText(t('loyalty.toNext', { stars: formatStars(5000 - total), level: levelName(4) }));
  await expect(page.getByTestId('member-held-until')).toHaveText(t('loyalty.heldUntil', { year: shanghaiToday().year + 1 }));
  await shoot(page, testInfo, 'my');

  // The birthday gift arrived with the level: RMB 100 off RMB 300, in my vouchers.
  await visit('my/coupon');
  await expect(page.getByTestId('voucher-title').filter({ hasText: BIRTHDAY_GIFT[shopLocale] })).toHaveCount(1);

  // The message centre tells the news; benefits and earning show the new level.
  await visit('message-tips');
  await expect(page.locator('[data-testid="message"][data-kind="loyalty"]').first()).toBeVisible();
  await shoot(page, testInfo, 'message-tips');
  await visit('my/benefits-overview');
  await expect(page.locator('[data-testid="level-card"][data-current="Y"]')).toContainText(levelName(3));
  await shoot(page, testInfo, 'benefits-overview');
  await visit('my/earn-stars');
  await expect(page.locator('[data-testid="rate-row"][data-current="Y"] [data-testid="rate"]')).toHaveText(['★1.0', '★1.2', '★1.4']);
  await shoot(page, testInfo, 'earn-stars');
  if (device === 'pc') {
    await visit('my/faq2');
    await expect(page.getByTestId('faq-item')).toHaveCount(10);
    await shoot(page, testInfo, 'faq2');
  }
});
