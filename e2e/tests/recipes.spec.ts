// Recipes (issue 5; docs/decisions/0018-recipes.md): the list and its filters in the URL,
// the empty state, the serving scaler (with and without JavaScript), the spice checklist
// that survives a reload, the recipe clip (200 and 206), "Add to cart" from a recipe for
// a member and a guest, and the 404 of an unknown recipe.
import type { APIRequestContext, Page } from '@playwright/test';
import type { RecipeAttributeGroup, RecipeDetail, RecipeSummary } from '@eshop/domain/recipes';
import { escapeRegExp, expect, test, type ShopLocale } from './fixtures.ts';
import { signUp, uniqueEmail } from './members.ts';

async function api<T>(request: APIRequestContext, path: string, locale: ShopLocale): Promise<T> {
  const response = await request.get(`/api/a/capi/catalog/${path}`, { headers: { lang: locale } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const recipeByCode = async (request: APIRequestContext, locale: ShopLocale, code: string) =>
  (await api<RecipeSummary[]>(request, 'Recipe.List?pageSize=0', locale)).find((r) => r.code === code)!;
const recipeDetail = async (request: APIRequestContext, locale: ShopLocale, recipeId: number) =>
  (await api<RecipeDetail[]>(request, `SingleRecipe.List?t.recipeId=${recipeId}`, locale))[0]!;

const cards = (page: Page) => page.getByTestId('recipe-card');

/** On phones the filters fold away: open them (once) before choosing. */
async function openFilters(page: Page, device: 'pc' | 'mobile') {
  if (device !== 'mobile') return;
  const details = page.locator('details').filter({ has: page.getByTestId('recipe-filter-chef') });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
}

test('the recipe list shows every recipe with its time, difficulty and chef', async ({ page, visit, t, request, shopLocale }) => {
  const all = await api<RecipeSummary[]>(request, 'Recipe.List?pageSize=0', shopLocale);
  expect(await visit('recipe-list')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('recipes.title'));
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByTestId('recipe-count')).toHaveText(t('recipes.count', { count: all.length }));
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText(all[0]!.name);
  await expect(first).toContainText(t('recipes.minutes', { count: all[0]!.totalMinutes }));
  await expect(first.getByTestId('recipe-difficulty')).toHaveText(all[0]!.difficulty!.name);
  await expect(first.getByTestId('recipe-chef')).toHaveText(t('recipes.byChef', { chef: all[0]!.chef!.name }));
});

test('filtering by chef and difficulty narrows the list and the URL; a filter can be removed', async ({ page, visit, t, request, shopLocale, shopUrl, device }) => {
  const groups = await api<RecipeAttributeGroup[]>(request, 'RecipeAttribute.List', shopLocale);
  const julien = groups.find((g) => g.kind === 'chef')!.options.find((o) => o.code === 'chef-julien')!;
  const medium = groups.find((g) => g.kind === 'difficulty')!.options.find((o) => o.code === 'medium')!;
  await visit('recipe-list');
  await openFilters(page, device);
  await page.getByTestId('recipe-filter-chef').getByRole('link', { name: new RegExp(`^${escapeRegExp(julien.name)}`) }).click();
  await expect(page).toHaveURL(`${shopUrl('recipe-list')}?chef=chef-julien`);
  await expect(cards(page)).toHaveCount(4);
  await openFilters(page, device);
  await page.getByTestId('recipe-filter-difficulty').getByRole('link', { name: new RegExp(`^${escapeRegExp(medium.name)}`) }).click();
  await expect(page).toHaveURL(`${shopUrl('recipe-list')}?chef=chef-julien&difficulty=medium`);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('recipe-count')).toHaveText(t('recipes.count', { count: 3 }));
  for (const chef of await page.getByTestId('recipe-chef').allTextContents()) expect(chef).toBe(t('recipes.byChef', { chef: julien.name }));
  // The selected filters are shown and removable.
  const selected = page.getByTestId('recipe-selected-filters');
  await selected.getByRole('link', { name: t('recipes.filter.remove', { name: julien.name }) }).click();
  await expect(page).toHaveURL(`${shopUrl('recipe-list')}?difficulty=medium`);
  await expect(cards(page)).toHaveCount(groups.find((g) => g.kind === 'difficulty')!.options.find((o) => o.code === 'medium')!.count);
});

test('a filter combination without recipes shows the empty state', async ({ page, visit, t, shopUrl }) => {
  expect(await visit('recipe-list?chef=chef-kenji&difficulty=hard')).toBe(200);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('recipe-empty')).toContainText(t('recipes.empty.title'));
  await page.getByRole('link', { name: t('recipes.empty.all') }).click();
  await expect(page).toHaveURL(shopUrl('recipe-list'));
  await expect(cards(page)).not.toHaveCount(0);
});

test('the serving scaler doubles and halves every quantity; "to taste" stays', async ({ page, visit, t, request, shopLocale, shopUrl }) => {
  const ribeye = await recipeByCode(request, shopLocale, 'RC-RIBEYE-GARLIC-BUTTER'); // 2 servings, 600 g steak
  const quantity = page.getByTestId('ingredient').first().getByTestId('quantity');
  const spices = page.getByTestId('spices').getByTestId('quantity');
  await visit(`recipe-detail/${ribeye.recipeId}`);
  await expect(page.getByTestId('servings')).toHaveText(t('recipes.servings.value', { count: 2 }));
  await expect(quantity).toHaveText('600');
  const more = page.getByRole('link', { name: t('recipes.servings.more') });
  await expect(more).toHaveAttribute('href', `${shopUrl(`recipe-detail/${ribeye.recipeId}`)}?servings=3`);
  await more.click();
  await more.click();
  await expect(page.getByTestId('servings')).toHaveText(t('recipes.servings.value', { count: 4 }));
  await expect(quantity).toHaveText('1200');
  await expect(spices.nth(0)).toHaveText('8'); // 4 sprigs → 8
  await expect(spices.nth(1)).toHaveText(t('recipes.toTaste'));
  expect(page.url()).toBe(new URL(`${shopUrl(`recipe-detail/${ribeye.recipeId}`)}?servings=4`, page.url()).href);
  const fewer = page.getByRole('link', { name: t('recipes.servings.fewer') });
  for (let i = 0; i < 3; i++) await fewer.click();
  await expect(page.getByTestId('servings')).toHaveText(t('recipes.servings.one'));
  await expect(quantity).toHaveText('300');
  await expect(page.getByRole('link', { name: t('recipes.servings.fewer') })).toHaveCount(0);
  // Without JavaScript the links carry ?servings=N and the server scales.
  const html = await (await request.get(`${shopUrl(`recipe-detail/${ribeye.recipeId}`)}?servings=12`)).text();
  expect(html).toContain('>3600</span>');
});

test('the spice checklist remembers its ticks after a reload', async ({ page, visit, request, shopLocale }) => {
  const ribeye = await recipeByCode(request, shopLocale, 'RC-RIBEYE-GARLIC-BUTTER');
  const detail = await recipeDetail(request, shopLocale, ribeye.recipeId);
  const spice = detail.spices[1]!.name;
  await visit(`recipe-detail/${ribeye.recipeId}`);
  const box = page.getByTestId('spices').getByRole('checkbox', { name: new RegExp(escapeRegExp(spice)) });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('spices').getByRole('checkbox', { name: new RegExp(escapeRegExp(spice)) })).toBeChecked();
  await expect(page.getByTestId('spices').getByRole('checkbox')).toHaveCount(detail.spices.length);
  await expect(page.getByTestId('spices').getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('a recipe with a video shows a playable clip; one without shows its image', async ({ page, visit, request, shopLocale }) => {
  const ribeye = await recipeByCode(request, shopLocale, 'RC-RIBEYE-GARLIC-BUTTER');
  await visit(`recipe-detail/${ribeye.recipeId}`);
  const video = page.getByTestId('recipe-video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /\/media\/recipes\/RC-RIBEYE-GARLIC-BUTTER\.jpg$/);
  const src = await video.locator('source').getAttribute('src');
  expect(src).toBe('/media/recipes/RC-RIBEYE-GARLIC-BUTTER.mp4');
  const full = await request.get(src!);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('video/mp4');
  const part = await request.get(src!, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).canPlayType('video/mp4; codecs="avc1.42E01E"'))).not.toBe('');

  const coq = await recipeByCode(request, shopLocale, 'RC-COQ-AU-VIN');
  await visit(`recipe-detail/${coq.recipeId}`);
  await expect(page.getByTestId('recipe-video')).toHaveCount(0);
  await expect(page.getByTestId('recipe-image')).toBeVisible();
});

test('a member adds a product of the recipe to the cart; sold-out products have no button', async ({ page, visit, t, request, shopLocale, device }) => {
  const ribeye = await recipeByCode(request, shopLocale, 'RC-RIBEYE-GARLIC-BUTTER');
  const detail = await recipeDetail(request, shopLocale, ribeye.recipeId);
  const product = detail.products.find((p) => p.sku)!;
  await signUp(page, shopLocale, uniqueEmail('recipe', device, shopLocale));
  await visit(`recipe-detail/${ribeye.recipeId}`);
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('recipes.products') })).toBeVisible();
  const rows = page.getByTestId('recipe-product');
  await expect(rows).toHaveCount(detail.products.length);
  await expect(rows.filter({ has: page.locator('button') })).toHaveCount(detail.products.filter((p) => p.sku).length);
  await page.getByRole('button', { name: `${t('item.addToCart')}${t('punct.colon')}${product.name}` }).click();
  await expect(page.getByRole('dialog', { name: t('cart.inYourCart') })).toBeVisible();
  await expect(badge).toHaveText('1');
});

test('a guest who adds from a recipe fills a visitor\'s cart (docs/decisions/0033)', async ({ page, visit, t, request, shopLocale }) => {
  const ribeye = await recipeByCode(request, shopLocale, 'RC-RIBEYE-GARLIC-BUTTER');
  const product = (await recipeDetail(request, shopLocale, ribeye.recipeId)).products.find((p) => p.sku)!;
  await visit(`recipe-detail/${ribeye.recipeId}`);
  await page.getByRole('button', { name: `${t('item.addToCart')}${t('punct.colon')}${product.name}` }).click();
  await expect(page.getByRole('dialog', { name: t('cart.inYourCart') })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('an unknown or malformed recipe id answers the 404 page', async ({ page, visit, t, expectHttpError, shopUrl }) => {
  for (const id of ['999999', 'abc']) {
    expectHttpError(shopUrl(`recipe-detail/${id}`));
    expect(await visit(`recipe-detail/${id}`)).toBe(404);
    await expect(page.getByText(t('error.notFound'))).toBeVisible();
  }
});
