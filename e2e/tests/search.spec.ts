// Search from the header in every project ({pc, mobile} × {en_US, zh_CN}): hits in the
// shopper's language, a query in the other language, a misspelling, no results with the
// spec's suggestions, and the tag and category-name lists (docs/decisions/0020-search.md).
import { expect, shopPath, test, type ShopLocale } from './fixtures.ts';
import type { Page } from '@playwright/test';

const HAN = /\p{Script=Han}/u;

/** Types a query into the header's search box and submits it, as a shopper does. */
async function searchFor(page: Page, q: string, t: (key: 'header.search.submit') => string) {
  const box = page.getByRole('search').getByRole('searchbox', { name: t('header.search.submit') });
  await box.fill(q);
  await box.press('Enter');
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading', { level: 3 });

/** The product names the API gives for these codes, in a language. */
async function namesOf(page: Page, locale: ShopLocale, q: string): Promise<string[]> {
  const res = await page.request.get(`/api/a/capi/catalog/Item.List?q=${encodeURIComponent(q)}&pageSize=0`, { headers: { lang: locale } });
  return ((await res.json()) as { data: { name: string }[] }).data.map((i) => i.name);
}

test('searching from the header lists the best matches first, in the shopper’s language', async ({ page, visit, t, shopLocale, shopUrl }) => {
  await visit();
  const q = shopLocale === 'zh_CN' ? '和牛' : 'wagyu';
  await searchFor(page, q, t);
  await expect(page).toHaveURL(shopUrl(`list/search/${encodeURIComponent(q)}`));
  await expect(page.getByRole('heading', { level: 1, name: t('list.search.title', { q }) })).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();
  const names = await cardNames(page).allInnerTexts();
  expect(names).toHaveLength(4);
  for (const name of names) expect(name).toMatch(shopLocale === 'zh_CN' ? /和牛/ : /wagyu/i);
  await expect(page.getByText(t('list.items', { count: 4 }))).toBeVisible();
});

test('a query in the other language finds the product, named in the shopper’s language', async ({ page, visit, t, shopLocale }) => {
  await visit();
  // Coho and sockeye are 银鲑 / 红鲑 in Chinese: 三文鱼 still finds them, as "salmon" does.
  const q = shopLocale === 'zh_CN' ? 'salmon' : '三文鱼';
  await searchFor(page, q, t);
  await expect(page.getByRole('heading', { level: 1, name: t('list.search.title', { q }) })).toBeVisible();
  const names = await cardNames(page).allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(8);
  const salmon = await namesOf(page, shopLocale, shopLocale === 'zh_CN' ? '三文鱼' : 'salmon');
  expect(names.slice(0, 8).sort()).toEqual(salmon.slice(0, 8).sort());
  for (const name of names.slice(0, 8)) {
    if (shopLocale === 'zh_CN') expect(name).toMatch(HAN);
    else expect(name).toMatch(/salmon/i);
  }
});

test('a misspelt word still finds the obvious product', async ({ page, visit, t, shopLocale }) => {
  await visit();
  await searchFor(page, 'mozarella', t);
  await expect(cardNames(page).first()).toHaveText(shopLocale === 'zh_CN' ? /马苏里拉/ : /Mozzarella/);
});

test('no results: the spec’s message, its suggestions and searches that work', async ({ page, visit, t, shopLocale, shopUrl }) => {
  await visit();
  const q = shopLocale === 'zh_CN' ? '飞机模型' : 'xyzzy';
  await searchFor(page, q, t);
  const none = page.getByTestId('no-results');
  await expect(none.getByText(t('list.search.empty', { q }))).toBeVisible();
  for (const key of ['list.search.tips', 'list.search.tip1', 'list.search.tip2', 'list.search.tip3'] as const) await expect(none.getByText(t(key))).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  // The customer-service suggestion leads to the contact page; a popular search finds products.
  await expect(none.getByRole('link', { name: t('list.search.tip3') })).toHaveAttribute('href', new RegExp(`${shopUrl('about/contact')}$`));
  const popular = none.getByRole('list', { name: t('list.search.popular') }).getByRole('link').first();
  const word = (await popular.innerText()).trim();
  await popular.click();
  await expect(page).toHaveURL(shopUrl(`list/search/${encodeURIComponent(word)}`));
  await expect(cardNames(page).first()).toBeVisible();
});

test('search works without JavaScript (the form posts to list/search?q=)', async ({ browser, device, shopLocale, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: shopLocale === 'zh_CN' ? 'zh-CN' : 'en-US', ...(device === 'mobile' ? { viewport: { width: 390, height: 844 } } : {}) });
  const page = await context.newPage();
  await page.goto(shopPath(shopLocale, device));
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('ribeye 500g');
  await box.press('Enter');
  await page.waitForURL(/list\/search/);
  await expect(page.getByTestId('product-card').first().getByRole('heading', { level: 3 })).toHaveText(shopLocale === 'zh_CN' ? /肉眼/ : /Ribeye/);
  await context.close();
});

test('lists by tag and by category name show their products; an unknown tag is a 404', async ({ page, visit, shopLocale, device, expectHttpError }) => {
  expect(await visit('list/tag/steak')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopLocale === 'zh_CN' ? '牛排' : 'Steaks');
  expect(await page.getByTestId('product-card').count()).toBeGreaterThan(5);
  expect(await visit('list/cname/cheese')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopLocale === 'zh_CN' ? '奶酪' : 'Cheese');
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  expectHttpError(shopPath(shopLocale, device, 'list/tag/no-such-tag'));
  expect((await page.goto(shopPath(shopLocale, device, 'list/tag/no-such-tag')))?.status()).toBe(404);
});
