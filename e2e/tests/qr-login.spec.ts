// QR sign-in with two browsers (AuthorizeQR on the pc, authorize-qr in WeChat on the
// phone; docs/decisions/0010), in every project: the pc page is this project's page on
// pc projects and a second desktop browser on mobile projects; the phone is always a
// WeChat browser. The code is read from the pc's screen the way a phone does: decoded
// from the rendered image.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, shopperAddress, shopPath, test, translate, waitForHydration, type ShopLocale } from './fixtures.ts';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CONFIRMED = { en_US: 'Done. You are now signed in on your computer.', zh_CN: '已确认，您已在电脑上登录。' };
const pageErrors: string[] = [];
test.afterEach(() => { expect(pageErrors.splice(0)).toEqual([]); });
const acceptLanguage = (l: ShopLocale) => (l === 'zh_CN' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9');

async function newBrowser(browser: Browser, kind: 'pc' | 'wechat', locale: ShopLocale): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(kind === 'pc'
      ? { userAgent: DESKTOP_UA, viewport: { width: 1440, height: 900 } }
      : { userAgent: WECHAT_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
    locale: locale === 'zh_CN' ? 'zh-CN' : 'en-US',
    extraHTTPHeaders: { 'Accept-Language': acceptLanguage(locale), 'X-Forwarded-For': shopperAddress() },
    timezoneId: 'Asia/Shanghai',
  });
  // Like the fixtures' guard: an uncaught error in either browser fails the test.
  context.on('weberror', (e) => { pageErrors.push(`${kind}: ${e.error().message}`); });
  return context;
}

/** What the phone's camera reads: the QR code on the pc's screen, decoded. */
async function scanCode(pcPage: Page): Promise<string> {
  const image = pcPage.getByTestId('qr-image');
  await expect(image).toBeVisible();
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'the QR code on the screen decodes').not.toBeNull();
  return code!.data;
}

/** The QR sign-in, reached from the logon page; `back` is the page the header's sign-in link was pressed on. */
async function openPcSignIn(page: Page, locale: ShopLocale, back?: string) {
  const query = back ? `?back=${encodeURIComponent(back)}` : '';
  await page.goto(`${shopPath(locale, 'pc', 'logon')}${query}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByTestId('qr-logon-link').click();
  await expect(page).toHaveURL(new RegExp(`${shopPath(locale, 'pc', 'AuthorizeQR')}${query.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1, name: translate(locale, 'qr.title') })).toBeVisible();
  await waitForHydration(page);
}

test('QR sign-in: the pc shows a code, WeChat on the phone confirms, the pc is signed in', async ({ page, browser, shopLocale, device, baseURL }) => {
  const pcContext = device === 'pc' ? null : await newBrowser(browser, 'pc', shopLocale);
  const pc = pcContext ? await pcContext.newPage() : page;
  const phoneContext = await newBrowser(browser, 'wechat', shopLocale);
  const phone = await phoneContext.newPage();
  const tr = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(shopLocale, key, vars);

  await openPcSignIn(pc, shopLocale);
  await expect(pc.getByTestId('qr-countdown')).toHaveText(new RegExp(tr('qr.expiresIn', { time: '(1:\\d\\d|2:00)' })));
  const url = await scanCode(pc);
  expect(url).toMatch(new RegExp(`^${baseURL}${shopPath(shopLocale, 'mobile', 'authorize-qr')}\\?ticket=[\\w-]{43}$`));

  // The phone opens the code's page; WeChat's authorisation (the sandbox) answers silently.
  await phone.goto(url);
  await expect(phone.getByText(tr('qr.confirmQuestion'))).toBeVisible();
  await expect(phone.getByTestId('qr-who')).toHaveText(tr('qr.asWechat'));
  expect(new URL(phone.url()).searchParams.get('code')).toBeTruthy();
  await phone.getByRole('button', { name: tr('qr.confirm') }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(CONFIRMED[shopLocale]);

  // The pc notices by itself and lands in the member centre as that WeChat customer.
  await expect(pc).toHaveURL(new RegExp(`${shopPath(shopLocale, 'pc', 'my')}$`), { timeout: 10_000 });
  await expect(pc.getByTestId('member-level')).toHaveText(shopLocale === 'zh_CN' ? '学徒屠夫' : 'Apprentice Butcher');
  await expect(pc.getByText(tr('account.noEmail'), { exact: false })).toBeVisible();
  await expect(pc.getByRole('heading', { level: 1 })).toContainText(tr('account.wechatCustomer'));

  // The phone is signed in as the same customer.
  await phone.goto(shopPath(shopLocale, 'mobile', 'my'));
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(tr('account.wechatCustomer'));

  await phoneContext.close();
  await pcContext?.close();
});

test('QR sign-in declined on the phone: the pc says so, a refreshed code works and the pc is back where the shopper was', async ({ page, browser, shopLocale, device }) => {
  const pcContext = device === 'pc' ? null : await newBrowser(browser, 'pc', shopLocale);
  const pc = pcContext ? await pcContext.newPage() : page;
  const phoneContext = await newBrowser(browser, 'wechat', shopLocale);
  const phone = await phoneContext.newPage();
  const tr = (key: Parameters<typeof translate>[1]) => translate(shopLocale, key);

  // Signing in from the recipe list, as the password sign-in does: back there afterwards.
  await openPcSignIn(pc, shopLocale, 'recipe-list');
  const first = await scanCode(pc);
  await phone.goto(first);
  await phone.getByRole('button', { name: tr('qr.decline') }).click();
  await expect(phone.getByRole('main').getByRole('status')).toBeVisible();

  await expect(pc.getByText(tr('qr.cancelled'))).toBeVisible({ timeout: 10_000 });
  await pc.getByTestId('qr-refresh').click();
  await expect(pc.getByTestId('qr-countdown')).toBeVisible();
  const second = await scanCode(pc);
  expect(second).not.toBe(first);

  // The declined code is spent on the phone too.
  await phone.goto(first);
  await expect(phone.getByText(tr('qr.cancelled'))).toBeVisible();

  await phone.goto(second);
  await phone.getByRole('button', { name: tr('qr.confirm') }).click();
  await expect(pc).toHaveURL(new RegExp(`${shopPath(shopLocale, 'pc', 'recipe-list')}$`), { timeout: 10_000 });
  await expect(pc.getByTestId('member-entry')).toContainText(tr('account.wechatCustomer'));

  // A `back` that leaves the shop is not followed (the same check as the password sign-in's).
  await pc.context().clearCookies();
  await pc.goto(`${shopPath(shopLocale, 'pc', 'AuthorizeQR')}?back=${encodeURIComponent('//evil.example/')}`);
  const third = await scanCode(pc);
  await waitForHydration(pc);
  await phone.goto(third);
  await phone.getByRole('button', { name: tr('qr.confirm') }).click();
  await expect(pc).toHaveURL(new RegExp(`${shopPath(shopLocale, 'pc', 'my')}$`), { timeout: 10_000 });

  await phoneContext.close();
  await pcContext?.close();
});

test('outside WeChat the authorisation page explains what to do; each QR page lives on its own device', async ({ page, browser, shopLocale, device, expectHttpError, t }) => {
  if (device === 'mobile') {
    // This project's phone browser is Safari, not WeChat.
    const pcContext = await newBrowser(browser, 'pc', shopLocale);
    const pc = await pcContext.newPage();
    await openPcSignIn(pc, shopLocale);
    const url = await scanCode(pc);
    await page.goto(url);
    await expect(page.getByText(t('qr.openInWechat'))).toBeVisible();
    await expect(page.getByText(t('qr.outside2'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('qr.confirm') })).toHaveCount(0);
    await pcContext.close();
    const wrong = shopPath(shopLocale, 'mobile', 'AuthorizeQR');
    expectHttpError(wrong);
    expect((await page.goto(wrong))?.status()).toBe(404);
  } else {
    const wrong = shopPath(shopLocale, 'pc', 'authorize-qr');
    expectHttpError(wrong);
    expect((await page.goto(wrong))?.status()).toBe(404);
  }
});
