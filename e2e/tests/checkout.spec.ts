// Checkout and payment in every project ({pc, mobile} × {en_US, zh_CN}): a new member goes
// from the home page to a product, the cart and checkout, adds an address there, sees the shipping fee and the
// delivery promise, places the order and gets the WeChat Pay QR code. A second browser
// (the payer's phone) opens the code's URL — the sandbox cashier — and confirms; the pay
// page notices by itself and shows the spec's "payment completed" notice. The order is
// then Paid in the order list and its detail shows the lines and totals; the store ships
// it through the staff API and the courier's route events show on the delivery page. Store pickup
// needs the pickup person (spec section 5: store, name and phone). Inside WeChat the order
// is paid on pay-wx (JSAPI; here the sandbox's cashier stands in for WeChat's).
import type { Page } from '@playwright/test';
import { escapeRegExp, expect, shopPath, shopperAddress, test, translate, waitForHydration, yuan, type CatalogItem, type ItemDetail, type MessageKey } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { addCheckoutAddress, CONFIRM_PAYMENT, payerPhone, payOnPhone, scanCode, staffDoes } from './paying.ts';
import { pickRegion } from './address.ts';

const PAID_LABEL = { en_US: 'Paid', zh_CN: '已付款' };
const RECEIVED_LABEL = { en_US: 'Order Received', zh_CN: '已收货' };
const COMPLETED_LABEL = { en_US: 'Completed', zh_CN: '已完成' };
const READY_LABEL = { en_US: 'Confirmed', zh_CN: '已确认' };

interface Catalog { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }

/** An in-stock SKU under RMB 200 (so delivery costs RMB 50) with a few units to spare. */
async function cheapSku(catalog: Catalog): Promise<{ item: ItemDetail; sku: ItemDetail['skus'][number] }> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const item = await catalog.item(summary.itemId);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10 && s.priceFen >= 3000 && s.priceFen < 15000);
    if (sku) return { item, sku };
  }
  throw new Error('the seed has no SKU between RMB 30 and 150 in stock');
}

/** A product shown on the home page with an SKU in stock (a few units to spare). */
async function homePageSku(page: Page, catalog: Catalog): Promise<{ item: ItemDetail; sku: ItemDetail['skus'][number] }> {
  const hrefs = await page.getByTestId('product-card').locator('a[href*="/item/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const id of [...new Set(hrefs.map((h) => Number(/\/item\/(\d+)$/.exec(h)?.[1])).filter((n) => n > 0))]) {
    const item = await catalog.item(id);
    const sku = item.skus.find((s) => !s.soldOut && s.stock >= 10);
    if (sku) return { item, sku };
  }
  throw new Error('no product on the home page has an SKU in stock');
}

/** "Buy now" on the product page: checkout of that line alone (docs/decisions/0024-buy-now.md). */
async function buyNow(page: Page, visit: (s: string) => Promise<number>, t: (k: MessageKey) => string, item: ItemDetail, spec: string): Promise<void> {
  await visit(`item/${item.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(spec)}`) }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
}

test('delivery: add an address at checkout, pay by QR code, the store ships, the courier route shows', async ({ page, browser, request, visit, t, shopUrl, shopLocale, device, catalog }) => {
  test.setTimeout(90_000);
  await signUp(page, shopLocale, uniqueEmail('checkout', device, shopLocale));

  // From the home page: a product card → the product → add to cart → the cart → checkout.
  await visit('');
  const { item, sku } = await homePageSku(page, catalog);
  await page.getByTestId('product-card').filter({ has: page.locator(`a[href$="/item/${item.itemId}"]`) }).first()
    .locator(`a[href$="/item/${item.itemId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/item/${item.itemId}$`));
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await page.getByRole('button', { name: t('item.addToCart') }).click();
  await page.getByRole('dialog', { name: t('cart.inYourCart') }).getByRole('link', { name: t('cart.goToCart') }).click();
  await expect(page).toHaveURL(shopUrl('shopping/cart'));
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: t('cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
  // The time to pay the shop is configured with (ORDER_PAY_MINUTES, 30 here).
  await expect(page.getByText(t('checkout.terms', { minutes: 30 }))).toBeVisible();
  const shipping = sku.priceFen >= 20000 ? 0 : 5000;

  // A new member has no address: the form is right there.
  await expect(page.getByText(t('checkout.noAddress'))).toBeVisible();
  await addCheckoutAddress(page, t);
  const address = page.getByTestId('checkout-address');
  await expect(address).toHaveCount(1);
  await expect(address).toHaveAttribute('aria-current', 'true');
  await expect(address).toContainText('南京西路1266号');

  // Priced for delivery: RMB 50 shipping under the free-shipping threshold, the promise.
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line-name')).toHaveText(item.name);
  await expect(page.getByTestId('total-subtotal')).toHaveText(yuan(sku.priceFen));
  await expect(page.getByTestId('total-shipping')).toHaveText(shipping > 0 ? yuan(shipping) : t('checkout.free'));
  await expect(page.getByTestId('total-grand')).toHaveText(yuan(sku.priceFen + shipping));
  if (shipping > 0) await expect(page.getByTestId('free-shipping-progress')).toHaveText(t('checkout.toFreeShipping', { amount: yuan(20000 - sku.priceFen) }));
  await expect(page.getByTestId('delivery-promise')).toContainText(t('checkout.promise'));
  await expect(page.getByTestId('pending-stars')).toContainText(t('checkout.stars'));
  await expect(page.getByText(t('checkout.commentHint'))).toBeVisible();

  await page.getByLabel(t('checkout.comment'), { exact: true }).fill('Invoice: Example Ltd.');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // The pay page: order number, amount, the QR code and its countdown.
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/PaymentStatus?')) asked.push(r.url()); });
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/pay'))}\\?transactionId=WO\\d+$`));
  const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
  await expect(page.getByTestId('pay-order-number')).toHaveText(transactionId);
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan(sku.priceFen + shipping));
  await expect(page.getByTestId('qr-countdown')).toBeVisible();
  await expect(page.getByTestId('pay-before')).toBeVisible();
  const codeUrl = await scanCode(page);

  // The payer's phone opens the code (the sandbox cashier) and confirms.
  await payOnPhone(browser, shopLocale, codeUrl);

  // The pay page notices by itself: it asks PaymentStatus to answer as soon as the order is paid (docs/decisions/0050).
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/pay-result'))}\\?transactionId=${transactionId}$`), { timeout: 10_000 });
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get('waitSeconds')).toBe('10');
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.success'));
  await expect(page.getByTestId('pay-result-order')).toHaveText(transactionId);
  await expect(page.getByTestId('pay-result-amount')).toHaveText(yuan(sku.priceFen + shipping));

  // My orders: the order, Paid; its detail: lines, totals, address, comment.
  await visit('my/order-list');
  const order = page.getByTestId('order').filter({ hasText: transactionId });
  await expect(order.getByTestId('order-status')).toHaveText(PAID_LABEL[shopLocale]);
  await expect(order.getByTestId('order-total')).toHaveText(yuan(sku.priceFen + shipping));
  await order.getByRole('link', { name: t('orders.view'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('my/order-detail'))}\\?transactionId=${transactionId}$`));
  await expect(page.getByTestId('order-number')).toHaveText(transactionId);
  await expect(page.getByTestId('order-line-name')).toHaveText(item.name);
  await expect(page.getByTestId('order-line-quantity')).toHaveText('1');
  await expect(page.getByTestId('total-subtotal')).toHaveText(yuan(sku.priceFen));
  await expect(page.getByTestId('total-shipping')).toHaveText(shipping > 0 ? yuan(shipping) : t('checkout.free'));
  await expect(page.getByTestId('total-grand')).toHaveText(yuan(sku.priceFen + shipping));
  await expect(page.getByTestId('order-address')).toContainText('南京西路1266号');
  await expect(page.getByTestId('order-comment')).toHaveText('Invoice: Example Ltd.');
  await expect(page.getByTestId('order-status')).toHaveText(PAID_LABEL[shopLocale]);
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  // The store confirms, packs and hands the order to the courier (staff API); the local
  // courier collects (Shipped) and delivers (Order Received), posting route events.
  await staffDoes(request, transactionId, ['confirm', 'pack', 'ship']);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText(RECEIVED_LABEL[shopLocale], { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('order-logistics')).toBeVisible();
  await page.getByRole('link', { name: t('order.track') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('my/order-delivery-detail'))}\\?transactionId=${transactionId}$`));
  await expect(page.getByTestId('delivery-product')).toContainText(item.name);
  await expect(page.getByTestId('shipment-no')).toHaveText(/\S{6,}/);
  await expect(page.getByTestId('courier-status').first()).toHaveText(COMPLETED_LABEL[shopLocale]);
  // Every step the courier reported, newest first.
  await expect(page.getByTestId('delivery-route')).toHaveCount(4);
});

test('store pickup needs the pickup person; paid, the store gets it ready', async ({ page, browser, request, visit, t, shopUrl, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const { item, sku } = await cheapSku(catalog);
  await signUp(page, shopLocale, uniqueEmail('pickup', device, shopLocale));
  await buyNow(page, visit, t, item, sku.spec);

  await page.getByTestId('option-pickup').click();
  await expect(page.getByTestId('option-pickup')).toHaveAttribute('aria-current', 'true');
  // A store is chosen for the shopper (the nearest, or the first); no shipping fee.
  const chosen = page.locator('[data-testid="pickup-store"][data-chosen="Y"]');
  await expect(chosen).toHaveCount(1);
  const storeName = (await chosen.getByTestId('pickup-store-name').textContent())!;
  await expect(page.getByTestId('total-shipping')).toHaveText(yuan(0));
  await expect(page.getByTestId('total-grand')).toHaveText(yuan(sku.priceFen));
  await expect(page.getByTestId('pickup-date')).toBeVisible();

  // Without the pickup person: the messages beside the fields, nothing created.
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  const nameError = page.locator('#f-oh-pickupName-error');
  const mobileError = page.locator('#f-oh-pickupMobile-error');
  await expect(nameError).toBeVisible();
  await expect(mobileError).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/checkout'))}`));

  await page.getByLabel(t('checkout.pickupName'), { exact: true }).fill('李雷');
  await page.getByLabel(t('checkout.pickupMobile'), { exact: true }).fill('13912345678');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/pay'))}\\?transactionId=WO\\d+$`));
  const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan(sku.priceFen));

  await visit(`my/order-detail?transactionId=${transactionId}`);
  const pickup = page.getByTestId('order-pickup');
  await expect(pickup.getByTestId('pickup-store')).toHaveText(storeName);
  await expect(pickup.getByTestId('pickup-name')).toHaveText('李雷');
  await expect(pickup.getByTestId('pickup-mobile')).toHaveText('13912345678');

  // Paid from the detail's Pay button, by the payer's phone; the store gets it ready.
  await page.getByTestId('order-pay').click();
  await payOnPhone(browser, shopLocale, await scanCode(page));
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.success'), { timeout: 10_000 });

  await staffDoes(request, transactionId, ['confirm', 'ready']);
  await visit(`my/order-detail?transactionId=${transactionId}`);
  // Ready for pickup is shown as "Confirmed" (spec section 4).
  await expect(page.getByTestId('order-status')).toHaveText(READY_LABEL[shopLocale]);
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('inside WeChat: checkout goes to pay-wx, which pays through the sandbox cashier', async ({ browser, shopLocale, catalog }) => {
  test.setTimeout(60_000);
  const tr = (key: MessageKey, vars?: Record<string, string | number>) => translate(shopLocale, key, vars);
  const errors: string[] = [];
  const { item, sku } = await cheapSku(catalog);

  // A WeChat customer: signed in on the phone by confirming a pc's sign-in QR code.
  const pcContext = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Shanghai', extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
  });
  const phoneContext = await payerPhone(browser, shopLocale);
  for (const c of [pcContext, phoneContext]) c.on('weberror', (e) => { errors.push(e.error().message); });
  const pc = await pcContext.newPage();
  await pc.goto(shopPath(shopLocale, 'pc', 'AuthorizeQR'), { waitUntil: 'domcontentloaded' });
  await waitForHydration(pc);
  const signIn = await scanCode(pc);
  const phone = await phoneContext.newPage();
  await phone.goto(signIn);
  await phone.getByRole('button', { name: tr('qr.confirm') }).click();
  await expect(pc).toHaveURL(new RegExp(`${shopPath(shopLocale, 'pc', 'my')}$`), { timeout: 10_000 });
  await pcContext.close();

  // Buy now, an address, place the order: WeChat's browser lands on pay-wx.
  await phone.goto(shopPath(shopLocale, 'mobile', `item/${item.itemId}`), { waitUntil: 'domcontentloaded' });
  await waitForHydration(phone);
  await phone.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) }).click();
  await phone.getByRole('button', { name: tr('item.buyNow') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: tr('checkout.title') })).toBeVisible();
  await phone.getByLabel(tr('address.recipient'), { exact: true }).fill('张伟');
  await phone.getByLabel(tr('address.mobile'), { exact: true }).fill('13600001111');
  await pickRegion(phone, tr, ['浙江省', '杭州市', '西湖区']);
  await phone.getByLabel(tr('address.street'), { exact: true }).fill('西湖大道1号');
  await phone.getByRole('button', { name: tr('checkout.saveAddress') }).click();
  await expect(phone.getByTestId('checkout-address')).toHaveCount(1);
  await phone.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  await expect(phone).toHaveURL(new RegExp(`${escapeRegExp(shopPath(shopLocale, 'mobile', 'shopping/pay-wx'))}\\?transactionId=WO\\d+$`));
  const transactionId = new URL(phone.url()).searchParams.get('transactionId')!;
  await expect(phone.getByTestId('pay-amount')).toHaveText(yuan(sku.priceFen + 5000));

  // No WeixinJSBridge here: the sandbox's cashier stands in for WeChat's, then returns.
  await phone.getByTestId('sandbox-cashier').click();
  await phone.getByRole('button', { name: CONFIRM_PAYMENT[shopLocale] }).click();
  await expect(phone).toHaveURL(new RegExp(`${escapeRegExp(shopPath(shopLocale, 'mobile', 'shopping/pay-result'))}\\?transactionId=${transactionId}$`));
  await expect(phone.getByTestId('pay-result-notice')).toHaveText(tr('payResult.success'), { timeout: 10_000 });
  await phoneContext.close();
  expect(errors).toEqual([]);
});

test('the payment QR code expires; Refresh shows a new one', async ({ page, visit, t, shopUrl, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const { item, sku } = await cheapSku(catalog);
  await signUp(page, shopLocale, uniqueEmail('qr-expiry', device, shopLocale));
  await buyNow(page, visit, t, item, sku.spec);
  await page.getByTestId('option-pickup').click();
  await page.getByLabel(t('checkout.pickupName'), { exact: true }).fill('韩梅梅');
  await page.getByLabel(t('checkout.pickupMobile'), { exact: true }).fill('13911112222');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('shopping/pay'))}\\?transactionId=WO\\d+$`));
  const first = await scanCode(page);

  // Five minutes later (the browser's clock): the code is dimmed, with Refresh.
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('qr-refresh')).toHaveCount(0);
  await page.clock.fastForward('05:01');
  await expect(page.getByText(t('pay.expired'))).toBeVisible();
  await page.getByTestId('qr-refresh').click();
  await expect(page.getByTestId('qr-countdown')).toBeVisible();
  const second = await scanCode(page);
  expect(second).not.toBe(first);
  expect(second).toMatch(/\/dev\/wechatpay\/pay\//);
});
