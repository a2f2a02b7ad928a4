// Steps the checkout, payment and loyalty journeys share: the address form at checkout,
// the payer's phone reading the QR code on the pay page and confirming, and the store's
// staff moving an order along.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { escapeRegExp, expect, shopperAddress, type ItemDetail, type MessageKey } from './fixtures.ts';
import { pickRegion } from './address.ts';

export const CONFIRM_PAYMENT = { en_US: 'Confirm payment', zh_CN: '确认支付' };
export const PAYMENT_COMPLETED = { en_US: 'Payment completed', zh_CN: '支付成功' };

/** A new member's first address, typed into the checkout's address form and saved. */
export async function addCheckoutAddress(page: Page, t: (key: MessageKey) => string): Promise<void> {
  await page.getByLabel(t('address.recipient'), { exact: true }).fill('王小明');
  await page.getByLabel(t('address.mobile'), { exact: true }).fill('13800138000');
  await pickRegion(page, t, ['上海市', '上海市', '静安区']);
  await page.getByLabel(t('address.street'), { exact: true }).fill('南京西路1266号');
  await page.getByRole('button', { name: t('checkout.saveAddress') }).click();
}

/** What a camera reads from a QR code on the screen. */
export async function readQr(image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  const png = await image.screenshot();
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'the QR code on the screen decodes').not.toBeNull();
  return code!.data;
}

/** What the payer's phone camera reads: the QR code on the pay page, decoded. */
export function scanCode(page: Page): Promise<string> {
  return readQr(page.getByTestId('qr-image'));
}

/** The payer's phone: WeChat on an iPhone, in the shop's language. */
export function payerPhone(browser: Browser, locale: 'en_US' | 'zh_CN'): Promise<BrowserContext> {
  return browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN',
    viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
    locale: locale === 'zh_CN' ? 'zh-CN' : 'en-US',
    extraHTTPHeaders: { 'Accept-Language': locale === 'zh_CN' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9', 'X-Forwarded-For': shopperAddress() },
    timezoneId: 'Asia/Shanghai',
  });
}

/** The payer's phone opens the code's URL (the sandbox cashier) and confirms the payment. */
export async function payOnPhone(browser: Browser, locale: 'en_US' | 'zh_CN', codeUrl: string): Promise<void> {
  const context = await payerPhone(browser, locale);
  const phone = await context.newPage();
  await phone.goto(codeUrl);
  await phone.getByRole('button', { name: CONFIRM_PAYMENT[locale] }).click();
  await expect(phone.getByText(PAYMENT_COMPLETED[locale], { exact: true })).toBeVisible();
  await context.close();
}

/** The store's staff (the demo admin the browser tests' server creates) move the order along. */
export async function staffDoes(request: APIRequestContext, transactionId: string, actions: string[]): Promise<void> {
  const login = await request.post('/api/staff/login', { data: { username: 'admin', password: 'e2e-staff-password' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const action of actions) {
    const moved = await request.post(`/api/staff/orders/${transactionId}/${action}`, { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200);
  }
}

/** Buy now → store pickup → the pickup person → Place order; answers the order number. */
export async function placePickupOrder(page: Page, visit: (s: string) => Promise<number>, t: (k: MessageKey) => string, item: ItemDetail, spec: string): Promise<string> {
  await visit(`item/${item.itemId}`);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(spec)}`) }).click();
  await page.getByRole('button', { name: t('item.buyNow') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
  await page.getByTestId('option-pickup').click();
  await expect(page.getByTestId('option-pickup')).toHaveAttribute('aria-current', 'true');
  await page.getByLabel(t('checkout.pickupName'), { exact: true }).fill('韩梅梅');
  await page.getByLabel(t('checkout.pickupMobile'), { exact: true }).fill('13700001111');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/shopping\/pay\?transactionId=WO\d+$/);
  return new URL(page.url()).searchParams.get('transactionId')!;
}
