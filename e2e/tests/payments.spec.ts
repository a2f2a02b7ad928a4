// What a shopper meets around payment and delivery, in every project ({pc, mobile} ×
// {en_US, zh_CN}; docs/decisions/0012, 0013, 0015): cancelling an unpaid order closes its
// QR code at WeChat Pay (the payer's phone then says the order is closed); an order paid
// on the phone while the shopper cancels is refunded, and the payment result says so; a
// waybill the store recorded by hand shows on the delivery page; leaving the pay page ends
// the payment question the shop held for it; inside WeChat a member
// who signed up by e-mail pays with WeChat Pay after WeChat's authorisation. Orders are
// set up through the API as the shopper's browser (the checkout page has tests of its own).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { escapeRegExp, expect, shopPath, shopperAddress, test, translate, waitForHydration, yuan, type CatalogItem, type Device, type ItemDetail, type ShopLocale } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';
import { scanCode } from './paying.ts';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
const SANDBOX = {
  confirm: { en_US: 'Confirm payment', zh_CN: '确认支付' },
  completed: { en_US: 'Payment completed', zh_CN: '支付成功' },
  closed: { en_US: 'This order is closed', zh_CN: '该订单已关闭' },
};
const LABEL = {
  Cancelled: { en_US: 'Cancelled', zh_CN: '已取消' },
  Paid: { en_US: 'Paid', zh_CN: '已付款' },
  Refunded: { en_US: 'Refunded', zh_CN: '已退款' },
};

interface Catalog { items: () => Promise<CatalogItem[]>; item: (id: number) => Promise<ItemDetail> }

/** An in-stock SKU between RMB 30 and 150 with units to spare. */
async function someSku(catalog: Catalog): Promise<ItemDetail['skus'][number]> {
  for (const summary of (await catalog.items()).filter((i) => !i.soldOut)) {
    const sku = (await catalog.item(summary.itemId)).skus.find((s) => !s.soldOut && s.stock >= 10 && s.priceFen >= 3000 && s.priceFen < 15000);
    if (sku) return sku;
  }
  throw new Error('the seed has no SKU between RMB 30 and 150 in stock');
}

/** The signed-in shopper's browser places a delivery order of one unit (address, cart, CreateOrder). */
async function placeOrder(request: APIRequestContext, origin: string, skuId: number): Promise<string> {
  const post = async (path: string, form: Record<string, string>) => {
    const res = await request.post(`/api/${path}`, { form, headers: { origin } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { data: unknown };
  };
  await post('a/execute/capi/account/Address', {
    'a.recipient': '王小明', 'a.province': '上海', 'a.city': '上海市', 'a.district': '静安区', 'a.street': '南京西路1266号', 'a.unit': '2号楼1201室', 'a.mobile': '13800138000',
  });
  const addresses = (await (await request.get('/api/a/capi/account/Address.List')).json()) as { data: { addressId: number }[] };
  await post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': '1' });
  const created = await post('a/execute/capi/shopping/CreateOrder', {
    'oh.deliveryOption': 'delivery', 'a.addressId': String(addresses.data[0]!.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
  });
  return (created.data as { transactionId: string }).transactionId;
}

/** A new member with an unpaid order of the SKU, on its pay page: the order's number and its payment code. */
async function unpaidOnPayPage(page: Page, visit: (screen: string) => Promise<number>, o: {
  baseURL: string; shopLocale: ShopLocale; device: Device; label: string; skuId: number;
}): Promise<{ transactionId: string; codeUrl: string }> {
  await signUp(page, o.shopLocale, uniqueEmail(o.label, o.device, o.shopLocale));
  const transactionId = await placeOrder(page.request, o.baseURL, o.skuId);
  await visit(`shopping/pay?transactionId=${transactionId}`);
  return { transactionId, codeUrl: await scanCode(page) };
}

/** A phone with WeChat (its own browser, cookies and network address). */
function wechatPhone(browser: Browser, locale: ShopLocale, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL, userAgent: WECHAT_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
    locale: locale === 'zh_CN' ? 'zh-CN' : 'en-US', timezoneId: 'Asia/Shanghai',
    extraHTTPHeaders: { 'Accept-Language': locale === 'zh_CN' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9', 'X-Forwarded-For': shopperAddress() },
  });
}

/** The payer's WeChat phone has opened the order's payment code and shows its confirm button. */
async function payerAtConfirm(browser: Browser, locale: ShopLocale, baseURL: string, codeUrl: string) {
  const phoneContext = await wechatPhone(browser, locale, baseURL);
  const phone = await phoneContext.newPage();
  await phone.goto(codeUrl);
  const confirm = phone.getByRole('button', { name: SANDBOX.confirm[locale] });
  await expect(confirm).toBeVisible();
  return { phoneContext, phone, confirm };
}

/** The store's staff (the demo admin of the browser tests' server) act on the order. */
async function staffDoes(request: APIRequestContext, transactionId: string, actions: [string, Record<string, string>?][]): Promise<void> {
  const login = await request.post('/api/staff/login', { data: { username: 'admin', password: 'e2e-staff-password' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const [action, data = {}] of actions) {
    const moved = await request.post(`/api/staff/orders/${transactionId}/${action}`, { headers: { authorization: `Bearer ${token}` }, data });
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200);
  }
}

test('cancelling an unpaid order closes its QR code: the payer\'s phone cannot pay it, the result page says nothing was charged', async ({ page, browser, baseURL, visit, t, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const sku = await someSku(catalog);
  const { transactionId, codeUrl } = await unpaidOnPayPage(page, visit, { baseURL: baseURL!, shopLocale, device, label: 'cancel-qr', skuId: sku.skuId });

  // The payer's phone has opened the code and sees the confirm page…
  const { phoneContext, phone, confirm } = await payerAtConfirm(browser, shopLocale, baseURL!, codeUrl);

  // …when the shopper cancels the order.
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await page.getByTestId('order-cancel').click();
  await page.getByRole('button', { name: t('order.cancelYes') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('order.cancelled') })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(LABEL.Cancelled[shopLocale]);

  // Confirming now fails: WeChat Pay says the order is closed, and keeps saying so.
  await confirm.click();
  await expect(phone.getByText(SANDBOX.closed[shopLocale]).first()).toBeVisible();
  await phone.goto(codeUrl);
  await expect(phone.getByText(SANDBOX.closed[shopLocale]).first()).toBeVisible();
  await expect(phone.getByRole('button', { name: SANDBOX.confirm[shopLocale] })).toHaveCount(0);
  await phoneContext.close();

  // The payment result page says what happened: cancelled, nothing charged, nothing to pay again.
  await visit(`shopping/pay-result?transactionId=${transactionId}`);
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.cancelled'));
  await expect(page.getByTestId('pay-result-detail')).toHaveText(t('payResult.cancelledNothingCharged'));
  await expect(page.getByRole('link', { name: t('payResult.payAgain') })).toHaveCount(0);
});

test('a payment result opened before the payment landed turns to "payment completed" by itself', async ({ page, browser, baseURL, visit, t, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const sku = await someSku(catalog);
  const { transactionId, codeUrl } = await unpaidOnPayPage(page, visit, { baseURL: baseURL!, shopLocale, device, label: 'result-waits', skuId: sku.skuId });

  // The payer's phone is on the confirm page when the shopper opens the payment result.
  const { phoneContext, confirm } = await payerAtConfirm(browser, shopLocale, baseURL!, codeUrl);
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/PaymentStatus?')) asked.push(r.url()); });
  await visit(`shopping/pay-result?transactionId=${transactionId}`);
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.failed'));
  await waitForHydration(page);

  // Paid now: the result page hears of it without a reload, from a question the shop held
  // until the payment landed (PaymentStatus with waitSeconds, docs/decisions/0050).
  await confirm.click();
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.success'));
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(Number(new URL(url).searchParams.get('waitSeconds'))).toBeGreaterThan(0);
  await phoneContext.close();
});

test('leaving the pay page inside the shop ends the payment question the shop was holding', async ({ page, baseURL, visit, t, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const sku = await someSku(catalog);
  const asked: string[] = [];
  const ended: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/PaymentStatus?')) asked.push(r.url()); });
  page.on('requestfailed', (r) => { if (r.url().includes('/PaymentStatus?')) ended.push(r.failure()?.errorText ?? 'failed'); });
  const { transactionId } = await unpaidOnPayPage(page, visit, { baseURL: baseURL!, shopLocale, device, label: 'pay-leave', skuId: sku.skuId });
  await waitForHydration(page);
  // Unpaid: the shop holds the page's question (up to 10 s, docs/decisions/0050).
  await expect.poll(() => asked.length).toBe(1);

  await page.getByRole('link', { name: t('pay.viewOrder') }).click();
  await expect(page.getByTestId('order-number')).toHaveText(transactionId);
  // The page let go of it on leaving, and asks no more (it would ask again 2 s after an answer).
  await expect.poll(() => ended).toEqual(['net::ERR_ABORTED']);
  await page.waitForTimeout(2500);
  expect(asked).toHaveLength(1);
});

test('paid on the phone while the shopper cancels: the order is refunded, and the payment result says paid, then refunded', async ({ page, browser, baseURL, visit, t, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const sku = await someSku(catalog);
  const { transactionId, codeUrl } = await unpaidOnPayPage(page, visit, { baseURL: baseURL!, shopLocale, device, label: 'paid-cancel', skuId: sku.skuId });
  const total = sku.priceFen + (sku.priceFen >= 20000 ? 0 : 5000);

  // The shopper asks to cancel; before confirming, the payer's phone pays the code.
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await page.getByTestId('order-cancel').click();
  const phoneContext = await wechatPhone(browser, shopLocale, baseURL!);
  const phone = await phoneContext.newPage();
  await phone.goto(codeUrl);
  await phone.getByRole('button', { name: SANDBOX.confirm[shopLocale] }).click();
  await expect(phone.getByText(SANDBOX.completed[shopLocale], { exact: true })).toBeVisible();
  await phoneContext.close();
  await expect.poll(async () => ((await (await page.request.get(`/api/a/capi/shopping/PaymentStatus?oh.transactionId=${transactionId}`)).json()) as { data: { paid: boolean } }).data.paid).toBe(true);

  // Confirmed now: a paid order before the store confirmed it is cancelled with a refund.
  await page.getByRole('button', { name: t('order.cancelYes') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('order.cancelled') })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(LABEL.Refunded[shopLocale]);

  // The payment result page tells the story, not "payment failed".
  await expect(async () => {
    await visit(`shopping/pay-result?transactionId=${transactionId}`);
    await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.refunded'), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const detail = page.getByTestId('pay-result-detail');
  await expect(detail).toContainText(translate(shopLocale, 'payResult.paidThenCancelled').split('{time}')[0]!);
  await expect(detail).toContainText(t('payResult.refundDone', { amount: yuan(total) }));
  await expect(page.getByTestId('pay-result-amount')).toHaveText(yuan(total));
  await expect(page.getByTestId('pay-result-status')).toHaveText(LABEL.Cancelled[shopLocale]);
  await expect(page.getByText(t('payResult.failed'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('payResult.payAgain') })).toHaveCount(0);
});

test('a waybill the store recorded by hand shows its company and number on the delivery page', async ({ page, browser, request, baseURL, visit, t, shopUrl, shopLocale, device, catalog }) => {
  test.setTimeout(60_000);
  const sku = await someSku(catalog);
  const { transactionId, codeUrl } = await unpaidOnPayPage(page, visit, { baseURL: baseURL!, shopLocale, device, label: 'waybill', skuId: sku.skuId });
  const phoneContext = await wechatPhone(browser, shopLocale, baseURL!);
  const phone = await phoneContext.newPage();
  await phone.goto(codeUrl);
  await phone.getByRole('button', { name: SANDBOX.confirm[shopLocale] }).click();
  await expect(phone.getByText(SANDBOX.completed[shopLocale], { exact: true })).toBeVisible();
  await phoneContext.close();
  await expect(page.getByTestId('pay-result-notice')).toHaveText(t('payResult.success'), { timeout: 10_000 });

  const waybill = `SF${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await staffDoes(request, transactionId, [['confirm'], ['pack'], ['ship', { logisticsCompany: 'SF Express', shipmentNo: waybill }]]);
  await visit(`my/order-detail?transactionId=${transactionId}`);
  await expect(page.getByTestId('order-logistics')).toContainText(waybill);
  await page.getByRole('link', { name: t('order.track') }).click();
  await expect(page).toHaveURL(`${shopUrl('my/order-delivery-detail')}?transactionId=${transactionId}`);
  await expect(page.getByTestId('delivery-none')).toHaveCount(0);
  await expect(page.getByTestId('delivery-record')).toHaveCount(1);
  await expect(page.getByTestId('logistics-company')).toHaveText('SF Express');
  await expect(page.getByTestId('shipment-no')).toHaveText(waybill);
  await expect(page.getByTestId('delivery-untracked')).toHaveText(t('delivery.untracked', { company: 'SF Express', shipmentNo: waybill }));
  await expect(page.getByTestId('delivery-route')).toHaveCount(0);
  // Nothing will come from that courier: the page does not keep reloading.
  await expect(page.getByTestId('delivery-live')).toHaveCount(0);
});

test('inside WeChat, a member who signed up by e-mail pays with WeChat Pay after WeChat\'s authorisation', async ({ browser, baseURL, shopLocale, catalog }) => {
  test.setTimeout(60_000);
  const tr = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(shopLocale, key, vars);
  const mobile = (screen = '') => shopPath(shopLocale, 'mobile', screen);
  const sku = await someSku(catalog);
  const context = await wechatPhone(browser, shopLocale, baseURL!);
  const errors: string[] = [];
  context.on('weberror', (e) => { errors.push(e.error().message); });
  const phone = await context.newPage();
  await signUp(phone, shopLocale, uniqueEmail('wechat-email', 'mobile', shopLocale));
  const transactionId = await placeOrder(phone.request, baseURL!, sku.skuId);
  const total = sku.priceFen + (sku.priceFen >= 20000 ? 0 : 5000);

  // The QR page inside WeChat offers to pay right here.
  await phone.goto(`${mobile('shopping/pay')}?transactionId=${transactionId}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(phone);
  await phone.getByRole('link', { name: tr('pay.wxPay', { amount: yuan(total) }) }).click();

  // WeChat's silent authorisation (the local stand-in) and back: the JSAPI payment, not the QR page again.
  // (The browser keeps the authorize URL's #wechat_redirect across the redirects, as WeChat's does.)
  await expect(phone).toHaveURL(new RegExp(`${escapeRegExp(mobile('shopping/pay-wx'))}\\?transactionId=${transactionId}(#wechat_redirect)?$`));
  await expect(phone.getByTestId('pay-wx')).toBeVisible();
  await expect(phone.getByTestId('pay-amount')).toHaveText(yuan(total));

  // No WeixinJSBridge here: the sandbox's cashier stands in for WeChat's, then returns.
  await phone.getByTestId('sandbox-cashier').click();
  await phone.getByRole('button', { name: SANDBOX.confirm[shopLocale] }).click();
  await expect(phone).toHaveURL(`${mobile('shopping/pay-result')}?transactionId=${transactionId}`);
  await expect(phone.getByTestId('pay-result-notice')).toHaveText(tr('payResult.success'), { timeout: 10_000 });
  await phone.goto(`${mobile('my/order-detail')}?transactionId=${transactionId}`, { waitUntil: 'domcontentloaded' });
  await expect(phone.getByTestId('order-status')).toHaveText(LABEL.Paid[shopLocale]);
  await context.close();
  expect(errors).toEqual([]);
});
