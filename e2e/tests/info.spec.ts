// The information pages (about/*, productmesg/*; docs/decisions/0017): every page in the
// project's layout and language shows its own title and words, no broken image and no
// broken link; the contact map places the four stores of Store.List, the suppliers map
// highlights the four countries, every product guide links to lists that have products.
// With E2E_SHOTS (screenshots.ts), also a full-page screenshot of each page.
import type { APIRequestContext, Page } from '@playwright/test';
import { ABOUT_PAGES, PRODUCT_PAGES } from '../../apps/web/app/content/info/pages.ts';
import { ABOUT_CONTENT, PRODUCT_GUIDES } from '../../apps/web/app/content/info/index.ts';
import { expect, test, type MessageKey, type ShopLocale } from './fixtures.ts';
import { keepShot } from './screenshots.ts';

interface Checked { links: Set<string> }

/** No image failed: each <img> loaded (lazy ones forced to load) with a real size. */
async function expectNoBrokenImages(page: Page, where: string) {
  const broken = await page.evaluate(async () => {
    const images = Array.from(document.images);
    await Promise.all(images.map((img) => {
      img.loading = 'eager';
      return img.complete ? null : new Promise((resolve) => { img.addEventListener('load', resolve); img.addEventListener('error', resolve); });
    }));
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
  expect(broken, `broken images on ${where}`).toEqual([]);
}

/**
 * Every link of the page to the shop answers below 400 (each address requested once per
 * test). Links out of the shop (the ICP register, the licence) cannot be reached from CI.
 */
async function expectLinksAnswer(page: Page, request: APIRequestContext, checked: Checked, where: string) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const todo = [...new Set(hrefs)].filter((href) => new URL(href).origin === origin && !checked.links.has(href));
  for (const href of todo) checked.links.add(href);
  const failures: string[] = [];
  // A few at a time; an isolated request context, so the language switch's ?lang= does
  // not change this browser's cookie.
  for (let i = 0; i < todo.length; i += 4) {
    await Promise.all(todo.slice(i, i + 4).map(async (href) => {
      const response = await request.get(href);
      if (response.status() >= 400) failures.push(`${href}: HTTP ${response.status()}`);
    }));
  }
  expect(failures, `broken links on ${where}`).toEqual([]);
}

async function shot(page: Page, name: string, project: string) {
  await keepShot(page, `info-${name}-${project}`, { fullPage: true });
}

test('every about page shows its own words in the project’s language, with working images and links', async ({ page, visit, request, shopLocale, t }, info) => {
  test.setTimeout(90_000);
  const checked: Checked = { links: new Set() };
  expect(await visit('about')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('info.about.title'));
  await expect(page.getByTestId('info-hub').getByRole('link')).toHaveCount(ABOUT_PAGES.length);
  await expectLinksAnswer(page, request, checked, 'about');
  for (const slug of ABOUT_PAGES) {
    const screen = `about/${slug}`;
    expect(await visit(screen), screen).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), screen).toHaveText(t(`info.page.${slug}` as MessageKey));
    const content = ABOUT_CONTENT[slug][shopLocale];
    await expect(page.getByTestId('info-lead'), screen).toHaveText(content.lead);
    await expect(page.getByRole('heading', { level: 2, name: content.sections[0]!.heading }), screen).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t(`info.page.${slug}` as MessageKey)} · `));
    await expectNoBrokenImages(page, screen);
    await expectLinksAnswer(page, request, checked, screen);
    await shot(page, screen, info.project.name);
  }
});

test('find us shows the four stores of Store.List on the map', async ({ page, visit, request, shopLocale, t }) => {
  const response = await request.get('/api/a/capi/account/Store.List?pageSize=0', { headers: { lang: shopLocale } });
  const stores = ((await response.json()) as { data: { code: string; name: string; address: string; phone: string }[] }).data;
  expect(stores).toHaveLength(4);
  expect(await visit('about/contact')).toBe(200);
  const map = page.getByTestId('stores-map');
  await expect(map.locator('title').first()).toHaveText(t('info.stores.mapTitle'));
  await expect(map.getByTestId('store-marker')).toHaveCount(4);
  const [, , width, height] = (await map.getAttribute('viewBox'))!.split(' ').map(Number);
  for (const store of stores) {
    const transform = await map.locator(`[data-store="${store.code}"]`).getAttribute('transform');
    const [x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(transform ?? '')!.slice(1).map(Number);
    expect(x, store.code).toBeGreaterThan(0);
    expect(x, store.code).toBeLessThan(width!);
    expect(y, store.code).toBeGreaterThan(0);
    expect(y, store.code).toBeLessThan(height!);
    const card = page.getByTestId('store-card').filter({ hasText: store.name });
    await expect(card).toContainText(store.address);
    await expect(card).toContainText(store.phone);
    await expect(card).toContainText(t('info.stores.hours', { opens: '09:00', closes: '19:00' }));
  }
});

test('the suppliers map highlights the USA, Canada, the Netherlands and New Zealand', async ({ page, visit, t }) => {
  expect(await visit('about/suppliers')).toBe(200);
  const map = page.getByTestId('suppliers-map');
  await expect(map.locator('title').first()).toHaveText(t('info.suppliers.mapTitle'));
  const countries = await map.getByTestId('supplier-country').evaluateAll((paths) => paths.map((p) => p.getAttribute('data-country')));
  expect(countries.sort()).toEqual(['CA', 'NL', 'NZ', 'US']);
  for (const code of ['US', 'CA', 'NL', 'NZ'] as const) {
    await expect(map.locator(`[data-testid="supplier-marker"][data-country="${code}"] text`)).toHaveText(t(`info.country.${code}`));
  }
});

test('the workshop calendar lists upcoming dates and the FAQ opens without scripts', async ({ page, visit }) => {
  expect(await visit('about/workshops')).toBe(200);
  const today = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Shanghai' });
  const dates = await page.getByTestId('workshop-session').locator('time').evaluateAll((times) => times.map((el) => el.getAttribute('datetime')!));
  expect(dates.length).toBeGreaterThan(8);
  expect(dates.every((d) => d >= today)).toBe(true);
  expect(await visit('about/faq')).toBe(200);
  const first = page.getByTestId('faq-item').first();
  await expect(first.locator('p')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
});

test('every product guide shows its words, real products and links to lists that have products', async ({ page, visit, request, shopLocale, t }, info) => {
  test.setTimeout(90_000);
  const checked: Checked = { links: new Set() };
  expect(await visit('productmesg')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('info.products.title'));
  await expect(page.getByTestId('info-hub').getByRole('link')).toHaveCount(PRODUCT_PAGES.length);
  await expectNoBrokenImages(page, 'productmesg');
  await expectLinksAnswer(page, request, checked, 'productmesg');
  await shot(page, 'productmesg', info.project.name);
  for (const slug of PRODUCT_PAGES) {
    const screen = `productmesg/${slug}`;
    expect(await visit(screen), screen).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), screen).toHaveText(t(`info.page.${slug}` as MessageKey));
    const guide = PRODUCT_GUIDES[slug][shopLocale];
    await expect(page.getByTestId('info-lead'), screen).toHaveText(guide.lead);
    expect(await page.getByTestId('product-card').count(), screen).toBeGreaterThan(0);
    for (const link of guide.links) {
      await expect(page.getByTestId('guide-link').filter({ hasText: link.label }), screen).toHaveCount(1);
      expect(await listSize(request, link.path, shopLocale), `${screen} → ${link.path}`).toBeGreaterThan(0);
    }
    await expectNoBrokenImages(page, screen);
    await expectLinksAnswer(page, request, checked, screen);
    await shot(page, screen, info.project.name);
  }
});

/** Products behind a list link ('list/cname/x', 'list/tag/x', 'list/search/x'), per the API. */
async function listSize(request: APIRequestContext, path: string, locale: ShopLocale): Promise<number> {
  const [, kind, value] = path.split('/');
  const param = { cname: 'cname', tag: 'tag', search: 'q' }[kind as 'cname' | 'tag' | 'search'];
  const response = await request.get(`/api/a/capi/catalog/Item.List?${param}=${encodeURIComponent(value!)}&pageSize=1`, { headers: { lang: locale } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

test('an unknown information page is a 404 page', async ({ page, shopUrl, t, expectHttpError }) => {
  for (const screen of ['about/no-such-page', 'productmesg/no-such-guide']) {
    expectHttpError(shopUrl(screen));
    expect((await page.goto(shopUrl(screen)))?.status(), screen).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('error.notFound'));
  }
});
