// URL rules of decisions.md ("URLs and languages") and spec sections 2 and 8, checked
// over HTTP and in the browser. Every project checks its own device and language, so
// together the four cover both directions of each rule without skipping anything.
import type { APIRequestContext } from '@playwright/test';
import { builtScreens, upcomingScreens } from '../../apps/web/app/i18n/screens.ts';
import { escapeRegExp, expect, shopPath, test, translate, waitForHydration } from './fixtures.ts';

interface Hop { status: number; to: string }

/** Follows redirects by hand (at most 5) and returns every hop and the final status. */
async function follow(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const hops: Hop[] = [];
  let url = path;
  for (let i = 0; i <= 5; i++) {
    const response = await request.get(url, { maxRedirects: 0, ...(headers ? { headers } : {}) });
    if (response.status() < 300 || response.status() >= 400) return { hops, status: response.status(), response };
    const location = new URL(response.headers()['location'] ?? '', 'http://shop.test');
    url = `${location.pathname}${location.search}`;
    hops.push({ status: response.status(), to: url });
  }
  throw new Error(`more than 5 redirects from ${path}: ${hops.map((h) => h.to).join(' → ')}`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the bare /eshop/ leads to the home page of the device and language', async ({ page, request, shopUrl, t }) => {
  const { hops, status } = await follow(request, '/eshop/');
  expect(hops[0]).toEqual({ status: 302, to: '/eshop/pc/' });
  expect(hops.at(-1)?.to).toBe(shopUrl());
  expect(hops.length).toBeLessThanOrEqual(3);
  expect(status).toBe(200);

  await page.goto('/eshop/');
  await expect(page).toHaveURL(shopUrl());
  await expect(page.getByRole('heading', { level: 2, name: t('home.today') })).toBeVisible();
});

test('a path of the other device has the device segment swapped, the rest kept', async ({ page, request, shopLocale, device, shopUrl, catalog }) => {
  const other = device === 'pc' ? 'mobile' : 'pc';
  for (const screen of ['item/1', 'list/cid/2?sort=priceAsc', '']) {
    const { hops, status } = await follow(request, shopPath(shopLocale, other, screen));
    expect(hops).toEqual([{ status: 302, to: shopUrl(screen) }]);
    expect(status).toBe(200);
  }
  // A path without a device segment gets the detected one.
  const bare = await follow(request, `/eshop/${shopLocale === 'zh_CN' ? 'zh_CN/' : ''}item/1`);
  expect(bare.hops).toEqual([{ status: 302, to: shopUrl('item/1') }]);

  await page.goto(shopPath(shopLocale, other, 'item/1'));
  await expect(page).toHaveURL(shopUrl('item/1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((await catalog.item(1)).name);
});

test('/eshop/en_US/… answers 301 to the path without locale', async ({ request, device }) => {
  const response = await request.get(`/eshop/en_US/${device}/item/1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers()['location']!, 'http://shop.test').pathname).toBe(`/eshop/${device}/item/1`);
  const pc = await request.get('/eshop/en_US/pc/item/1', { maxRedirects: 0 });
  expect(pc.status()).toBe(301);
  expect(new URL(pc.headers()['location']!, 'http://shop.test').pathname).toBe('/eshop/pc/item/1');
});

test('an unsupported locale answers 404 "This page\'s locale could not be found."', async ({ page, device, t, expectHttpError }) => {
  const path = `/eshop/xx_XX/${device}/`;
  expectHttpError(path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('error.localeNotFound'));
  await expect(page.getByRole('link', { name: t('error.backHome') })).toBeVisible();
});

for (const screen of ['no-such-page', 'item/999999', 'list/cid/999']) {
  test(`unknown page ${screen} answers 404 with a link back home`, async ({ page, shopUrl, t, expectHttpError }) => {
    expectHttpError(shopUrl(screen));
    const response = await page.goto(shopUrl(screen));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('error.notFound'));
    await page.getByRole('main').getByRole('link', { name: t('error.backHome') }).click();
    await expect(page).toHaveURL(shopUrl());
    await expect(page.getByRole('heading', { level: 2, name: t('home.today') })).toBeVisible();
  });
}

test('Accept-Language zh sends an unprefixed visit to the zh_CN path once, no loop', async ({ page, request, device, shopLocale, shopUrl, t }) => {
  // English first: the zh_CN redirect saves the language in the request's cookie jar.
  const en = await request.get(`/eshop/${device}/item/1`, { maxRedirects: 0, headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
  expect(en.status()).toBe(200);

  const zh = await follow(request, `/eshop/${device}/item/1?a=b`, { 'Accept-Language': 'zh-CN,zh;q=0.9' });
  expect(zh.hops).toEqual([{ status: 302, to: `/eshop/zh_CN/${device}/item/1?a=b` }]);
  expect(zh.status).toBe(200);
  expect(zh.response.headers()['content-type']).toContain('text/html');

  // In the browser, with the project's Accept-Language.
  const response = await page.goto(`/eshop/${device}/`);
  await expect(page).toHaveURL(shopUrl());
  let redirects = 0;
  for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) redirects++;
  expect(redirects).toBe(shopLocale === 'zh_CN' ? 1 : 0);
  await expect(page.getByRole('heading', { level: 2, name: t('home.today') })).toBeVisible();
});

test('?lang= overrides the saved language and saves the new one', async ({ page, context, baseURL, device, catalog }) => {
  const [english, chinese] = await Promise.all([catalog.item(1, 'en_US'), catalog.item(1, 'zh_CN')]);
  await context.addCookies([{ name: 'lang', value: 'zh_CN', url: baseURL! }]);
  await page.goto(`/eshop/${device}/item/1?lang=en_US`);
  await expect(page).toHaveURL(`/eshop/${device}/item/1?lang=en_US`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.name);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en_US');

  await page.goto(`/eshop/${device}/item/1`);
  await expect(page).toHaveURL(`/eshop/${device}/item/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.name);

  // And the other way: the query wins and the lang parameter is dropped from the URL.
  await page.goto(`/eshop/${device}/item/1?lang=zh_CN&x=1`);
  await expect(page).toHaveURL(`/eshop/zh_CN/${device}/item/1?x=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chinese.name);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh_CN');
});

test('device-only screens exist only on their device', async ({ page, request, device, shopUrl, t, expectHttpError }) => {
  if (device === 'mobile') {
    expect(await page.goto(shopUrl('Portal')).then((r) => r?.status())).toBe(200);
    // The WeChat welcome page greets in English first, whatever the page's language (docs/decisions/0019).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en_US', 'portal.welcome'));
  } else {
    expectHttpError(shopUrl('Portal'));
    expect(await page.goto(shopUrl('Portal')).then((r) => r?.status())).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('error.notFound'));
  }
  for (const screen of [...upcomingScreens, ...builtScreens].filter((s) => s.devices)) {
    const response = await request.get(shopUrl(screen.path), { maxRedirects: 0 });
    // On its device a member screen sends a visitor to sign in (my/review); on the other it does not exist.
    const status = response.status() === 302 && (response.headers()['location'] ?? '').startsWith(shopUrl('logon')) ? 200 : response.status();
    expect(status, `${shopUrl(screen.path)} (${screen.devices!.join()} only)`).toBe(screen.devices!.includes(device) ? 200 : 404);
  }
});

test('the page has the width of its device', async ({ page, visit, device }) => {
  for (const screen of ['', 'list/cid/1', 'item/1']) {
    await visit(screen);
    const { body, scroll, viewport } = await page.evaluate(() => ({
      body: document.body.getBoundingClientRect().width,
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    if (device === 'pc') {
      // Spec: minimum page width 1440px, also in a narrower window.
      expect(body, `body width of ${screen || 'home'}`).toBeGreaterThanOrEqual(1440);
    } else {
      expect(scroll, `horizontal scroll on ${screen || 'home'}`).toBeLessThanOrEqual(viewport);
    }
  }
  if (device === 'pc') {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBeGreaterThanOrEqual(1440);
  }
});

test('every screen of the route list renders (or, still to come, says so) in the project’s language', async ({ request, device, shopLocale, shopUrl }) => {
  const sample = (path: string) => path.replace(':recipeId?', '1').replace('productmesg/*', 'productmesg/beef').replace('about/*', 'about/delivery');
  const screens = upcomingScreens.filter((s) => !s.devices || s.devices.includes(device));
  // The spec's route list: screens still to come plus those built (tested in their own specs).
  expect(screens.length + builtScreens.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const screen of builtScreens.filter((s) => !s.devices || s.devices.includes(device))) {
    // Built screens answer with their page, or (member screens, anonymous) a redirect to logon.
    const url = shopUrl(sample(screen.path));
    const response = await request.get(url, { maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    const ok = response.status() === 200 || (response.status() === 302 && location.startsWith(shopUrl('logon')));
    if (!ok || (response.status() === 200 && (await response.text()).includes(escapeHtml(translate(shopLocale, 'comingSoon.title'))))) {
      problems.push(`${url}: HTTP ${response.status()} ${location}`);
    }
  }
  for (const screen of screens) {
    const url = shopUrl(sample(screen.path));
    const response = await request.get(url, { maxRedirects: 0 });
    const html = await response.text();
    const title = new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(screen.title[shopLocale]))}</h1>`);
    if (response.status() !== 200 || !title.test(html)) problems.push(`${url}: HTTP ${response.status()}, title ${title.test(html) ? 'shown' : 'missing'}`);
    if (!html.includes(escapeHtml(translate(shopLocale, 'comingSoon.title')))) problems.push(`${url}: no "${translate(shopLocale, 'comingSoon.title')}"`);
  }
  expect(problems).toEqual([]);
});

test('an unknown API call answers a JSON 404 failure', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ status: 'failure' });
});
