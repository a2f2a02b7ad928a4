// The star shop in every project ({pc, mobile} × {en_US, zh_CN}; issue 14, docs/decisions/0030):
// a new member puts a gift in the star-shop cart and is told, in their language, that their
// stars do not cover it; a store till reports a sale to their card, enough for another gift
// (and below Master Butcher); they open the star shop, open that gift, add two, lower the
// quantity to one in the cart, remove the first gift after the confirmation, and redeem with
// pickup (pc) or delivery to a new address (mobile). The WP order is Open with its stars, the balance is lower; the store's staff cancel
// it and the stars come back (a positive entry on the card) and the order is Cancelled. A gift
// only Master Butchers may redeem says it is not for their level. With E2E_SHOTS
// (screenshots.ts), a screenshot of every page.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Gift } from '@eshop/domain/contract';
import { earnStars, formatStars, LEVELS, type LevelId } from '@eshop/domain/loyalty';
import { ORDER_STATUS_LABELS } from '@eshop/domain/orders';
import { escapeRegExp, expect, test, type ShopLocale } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { addCheckoutAddress, staffDoes } from './paying.ts';
import { keepShot } from './screenshots.ts';
import { newTrxLogId, tillReports } from './tills.ts';
import { giftStars } from '../../apps/web/app/components/star-shop/gifts.ts';
import { screensById } from '../../apps/web/app/i18n/screens.ts';

/** The server's refusal when the balance does not cover the cart (STARS_SHORT), as the member reads it. */
const STARS_SHORT = { en_US: /^Not enough stars: this takes .+ stars and your balance is .+\.$/, zh_CN: /^星星余额不足：需要.+颗星星，您的余额为.+颗。$/ };

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepShot(page, `star-shop-${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled', scale: 'css', eagerImages: true });
}

/** The star shop's gifts in the project's language (PointCatalog.List, as a visitor sees them). */
async function gifts(request: APIRequestContext, locale: ShopLocale): Promise<Gift[]> {
  const response = await request.get('/api/a/capi/rewards/PointCatalog.List?pageSize=0', { headers: { lang: locale } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Gift[] }).data;
}

/** The sale (fen) that earns at least `tenths` stars for an Apprentice: whole RMB 50 units. */
function saleFor(tenths: number): number {
  let fen = 100_000;
  while (earnStars({ goodsTotalFen: fen, level: 1 }) < tenths) fen += 5_000;
  return fen;
}

test('redeem a gift with stars from a store purchase; staff cancel and the stars come back', async ({ page, request, visit, t, shopUrl, shopLocale, device }, testInfo) => {
  test.setTimeout(90_000);
  const title = (id: string) => screensById.get(id)!.title[shopLocale];
  const levelName = (id: LevelId) => LEVELS.find((l) => l.id === id)!.name[shopLocale];
  const status = (s: 'Open' | 'Cancelled') => ORDER_STATUS_LABELS[s][shopLocale];
  const stars = (tenths: number) => t('starShop.stars', { stars: giftStars(tenths) });

  // Two gifts every member may redeem, in stock (the four projects run side by side): the
  // redeemed one with stock to spare, and another to add and then remove.
  const catalogue = await gifts(request, shopLocale);
  const open = catalogue.filter((g) => g.minLevel === 1 && !g.soldOut).sort((a, b) => a.starsTenths - b.starsTenths);
  const gift = open.find((g) => g.stock >= 10);
  expect(gift, 'the seed has a gift for every member with 10 or more in stock').toBeDefined();
  const other = open.find((g) => g['rw.itemId'] !== gift!['rw.itemId']);
  expect(other, 'the seed has a second gift for every member').toBeDefined();
  const redeemed = gift!;
  const removed = other!;
  const costTenths = redeemed.starsTenths;

  await signUp(page, shopLocale, uniqueEmail('star-shop', device, shopLocale));

  // A refusal in the member's language: no stars yet, so the cart cannot be ordered.
  expect(await visit(`points-mall/item/${removed['rw.itemId']}`)).toBe(200);
  await page.getByRole('button', { name: t('starShop.add') }).click();
  await expect(page.getByTestId('gift-added')).toBeVisible();
  await visit('points-mall/cart');
  await expect(page.getByTestId('gift-cart-problem-summary')).toHaveText(STARS_SHORT[shopLocale]);
  await expect(page.getByTestId('gift-cart-checkout')).toBeDisabled();
  await shoot(page, testInfo, 'cart-stars-short');

  // A till reports a sale to the member's card: stars enough for the gift, and ten more.
  const member = (await (await page.request.get('/api/a/capi/account/MemberInfo')).json()) as { data: { memberCode: string } };
  const stores = (await (await request.get('/api/a/capi/account/Store.List?pageSize=0')).json()) as { data: { 'r.storeId': number }[] };
  const totalFen = saleFor(costTenths + 100);
  const sale = await tillReports(request, {
    trxLogId: newTrxLogId(), storeId: stores.data[0]!['r.storeId'], memberCode: member.data.memberCode,
    lines: [{ name: 'Wagyu ribeye', quantity: 1, amountFen: totalFen }], totalFen, paidAt: new Date().toISOString(),
  });
  const balance = sale.starsTenths;
  expect(balance).toBeGreaterThanOrEqual(costTenths);

  // The star shop: the gifts, the member's balance and level, the cart with its one gift.
  expect(await visit('points-mall')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('points-mall'));
  await expect(page.getByTestId('star-shop-balance')).toHaveText(`★${formatStars(balance)}`);
  await expect(page.getByTestId('star-shop-cart-link')).toHaveText(t('starShop.cartCount', { count: 1 }));
  await expect(page.getByTestId('gift-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: t('starShop.history') })).toHaveAttribute('href', `${shopUrl('my/points-history')}`);
  await shoot(page, testInfo, 'points-mall');

  // The gift: its page, added to the star-shop cart.
  await page.getByTestId('gift-name').filter({ hasText: new RegExp(`^${escapeRegExp(redeemed.name)}$`) }).click();
  await expect(page).toHaveURL(shopUrl(`points-mall/item/${redeemed['rw.itemId']}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(redeemed.name);
  await expect(page.getByTestId('gift-stars')).toHaveText(`★${stars(redeemed.starsTenths)}`);
  await expect(page.getByTestId('gift-audience')).toHaveText(redeemed.audience);
  await page.getByRole('button', { name: t('item.increase') }).click();
  await expect(page.getByRole('spinbutton', { name: t('starShop.quantity') })).toHaveValue('2');
  await shoot(page, testInfo, 'gift');
  await page.getByRole('button', { name: t('starShop.add') }).click();
  await expect(page.getByTestId('gift-added')).toContainText(shopLocale === 'zh_CN' ? '已加入星星商城购物车' : 'Added to your star-shop cart');
  await page.getByRole('link', { name: t('starShop.goToCart') }).click();

  // The cart: one of the gift instead of two, the other gift removed after the confirmation.
  await expect(page).toHaveURL(shopUrl('points-mall/cart'));
  const line = (g: Gift) => page.getByTestId('gift-cart-line').filter({ hasText: g.name });
  await expect(page.getByTestId('gift-cart-line')).toHaveCount(2);
  await expect(line(redeemed).getByTestId('gift-cart-quantity')).toHaveText('2');
  await line(redeemed).getByRole('button', { name: t('item.decrease') }).click();
  await expect(line(redeemed).getByTestId('gift-cart-quantity')).toHaveText('1');
  await expect(line(redeemed).getByTestId('gift-cart-line-stars')).toHaveText(`★ ${stars(costTenths)}`);
  await line(removed).getByRole('button', { name: t('starShop.remove') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('starShop.confirmRemove') });
  await expect(confirm).toBeVisible();
  await shoot(page, testInfo, 'cart-confirm-remove');
  await confirm.getByRole('button', { name: t('starShop.remove') }).click();
  await expect(page.getByTestId('gift-cart-line')).toHaveCount(1);
  await expect(page.getByTestId('gift-total')).toHaveText(`★${giftStars(costTenths)}`);
  await expect(page.getByTestId('gift-balance-before')).toHaveText(formatStars(balance));
  await expect(page.getByTestId('gift-balance-after')).toHaveText(formatStars(balance - costTenths));
  await expect(page.getByTestId('gift-cart-problem-summary')).toHaveCount(0);
  await shoot(page, testInfo, 'cart');
  await page.getByTestId('gift-cart-checkout').click();

  // Checkout: pickup (pc) or delivery to a new address (mobile); redeem.
  await expect(page).toHaveURL(shopUrl('points-mall/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title('points-mall-checkout'));
  if (device === 'pc') {
    await page.getByTestId('option-pickup').click();
    await expect(page.getByTestId('option-pickup')).toHaveAttribute('aria-current', 'true');
    await page.getByLabel(t('checkout.pickupName'), { exact: true }).fill('李雷');
    await page.getByLabel(t('checkout.pickupMobile'), { exact: true }).fill('13912345678');
  } else {
    await addCheckoutAddress(page, t);
    await expect(page.getByTestId('checkout-address')).toHaveAttribute('aria-current', 'true');
  }
  await expect(page.getByTestId('gift-balance-after')).toHaveText(formatStars(balance - costTenths));
  await shoot(page, testInfo, 'checkout');
  await page.getByRole('button', { name: t('starShop.redeem', { stars: giftStars(costTenths) }) }).click();

  // The WP order: Open, its stars, no money; the balance is lower.
  await expect(page).toHaveURL(/\/my\/order-detail\?transactionId=WP\d+&done=redeemed$/);
  const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
  await expect(page.getByTestId('order-redeemed')).toHaveText(t('starShop.order.redeemed'));
  await expect(page.getByTestId('order-status')).toHaveText(status('Open'));
  await expect(page.getByTestId('order-stars-cost')).toHaveText(`★${stars(costTenths)}`);
  await expect(page.getByTestId('gift-line-name')).toHaveText([redeemed.name]);
  await expect(page.getByTestId('gift-line-quantity')).toHaveText(['1']);
  await expect(page.getByTestId('order-grand-total')).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toHaveCount(0);
  await shoot(page, testInfo, 'order-detail');

  await visit('my/points-history');
  await expect(page.getByTestId('card-stars')).toHaveText(`★${formatStars(balance - costTenths)}`);
  await expect(page.getByTestId('star-entry-stars').first()).toHaveText(`-${formatStars(costTenths)}`);
  await visit('points-mall/cart');
  await expect(page.getByTestId('gift-cart-empty')).toContainText(t('starShop.cartEmpty'));
  await shoot(page, testInfo, 'cart-empty');

  // The member's star-shop orders: pc my/points-mall; phones reach the star shop from their member centre.
  if (device === 'pc') {
    expect(await visit('my/points-mall')).toBe(200);
    const order = page.getByTestId('order').filter({ hasText: transactionId });
    await expect(order.getByTestId('order-status')).toHaveText(status('Open'));
    await expect(order.getByTestId('order-total')).toHaveText(`★ ${stars(costTenths)}`);
    await expect(page.getByTestId('star-shop-balance')).toHaveText(`★${formatStars(balance - costTenths)}`);
    await shoot(page, testInfo, 'my-points-mall');
  } else {
    await visit('my');
    await page.getByRole('navigation', { name: t('my.shortcuts') }).getByRole('link', { name: title('points-mall') }).click();
    await expect(page).toHaveURL(shopUrl('points-mall'));
  }

  // The store's staff cancel it: the stars come back, the order is Cancelled.
  await staffDoes(request, transactionId, ['cancel']);
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-status')).toHaveText(status('Cancelled'));
  await expect(page.getByTestId('order-stars-returned')).toHaveText(t('starShop.order.returned', { stars: giftStars(costTenths) }));
  await shoot(page, testInfo, 'order-cancelled');
  await visit('my/points-history');
  await expect(page.getByTestId('card-stars')).toHaveText(`★${formatStars(balance)}`);
  await expect(page.getByTestId('star-entry-stars').first()).toHaveText(`+${formatStars(costTenths)}`);
  await expect(page.getByTestId('star-entry-remark').first()).toContainText(transactionId);
  await shoot(page, testInfo, 'points-history');
  await visit('my/order-list');
  const listed = page.getByTestId('order').filter({ hasText: transactionId });
  await expect(listed.getByTestId('order-status')).toHaveText(status('Cancelled'));
  await expect(listed.getByTestId('order-total')).toHaveText(`★ ${stars(costTenths)}`);
  await shoot(page, testInfo, 'order-list');

  // A gift only Master Butchers may redeem: not for this member's level, said in their language.
  const master = catalogue.find((g) => g.minLevel === 4);
  const level = ((await (await page.request.get('/api/a/capi/account/MemberInfo')).json()) as { data: { level: LevelId } }).data.level;
  if (master && level < 4) {
    await visit('points-mall');
    const card = page.locator(`[data-testid="gift-card"][data-for-level="N"]`).filter({ hasText: master.name });
    await visit(`points-mall/item/${master['rw.itemId']}`);
    await expect(page.getByTestId('gift-level-reason')).toHaveText(t('starShop.levelReason', { audience: master.audience, level: levelName(level) }));
    await expect(page.getByTestId('gift-add')).toBeDisabled();
    await expect(page.getByTestId('gift-add')).toHaveText(t('starShop.notForLevel'));
    await shoot(page, testInfo, 'gift-not-for-level');
    await visit('points-mall');
    await expect(card.getByTestId('gift-not-for-level')).toHaveText(t('starShop.notForLevel'));
  }
});

test('visitors browse the star shop and are sent to sign in to redeem', async ({ page, request, visit, t, shopUrl, shopLocale }, testInfo) => {
  const catalogue = await gifts(request, shopLocale);
  const gift = catalogue.find((g) => !g.soldOut);
  expect(gift, 'the seed has a gift in stock').toBeDefined();
  expect(await visit('points-mall')).toBe(200);
  await expect(page.getByTestId('star-shop-guest')).toBeVisible();
  await expect(page.getByTestId('gift-card')).not.toHaveCount(0);
  await shoot(page, testInfo, 'points-mall-visitor');
  await visit(`points-mall/item/${gift!['rw.itemId']}`);
  await page.getByRole('button', { name: t('starShop.add') }).click();
  await expect(page).toHaveURL(`${shopUrl('logon')}?redirect=${encodeURIComponent(`points-mall/item/${gift!['rw.itemId']}`)}`);
  // An unknown gift is the shop's 404 page.
  const missing = shopUrl('points-mall/item/999999999');
  const response = await page.request.get(missing);
  expect(response.status()).toBe(404);
});
