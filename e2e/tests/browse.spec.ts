// Browsing the shop as a shopper does, in every project ({pc, mobile} × {en_US, zh_CN}):
// home, a category, pagination, a product, a sold-out product, the language switch.
import { expect, messageKeys, shopPath, test, translate, waitForHydration, yuan, escapeRegExp } from './fixtures.ts';

const HAN = /\p{Script=Han}/u;

test('home shows every section in the shopper’s language', async ({ page, visit, t, shopLocale }) => {
  expect(await visit()).toBe(200);
  await expect(page.getByRole('region', { name: t('home.carousel') })).toBeVisible();
  for (const key of ['home.today', 'home.sets', 'home.seasonal', 'home.bestMeats', 'home.quickNav', 'home.voices'] as const) {
    await expect(page.getByRole('heading', { level: 2, name: t(key), exact: true }), key).toBeVisible();
  }

  const names = await page.getByTestId('product-card').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(8);
  for (const name of names) {
    if (shopLocale === 'zh_CN') expect(name, 'a product name on the Chinese home page').toMatch(HAN);
    else expect(name, 'a product name on the English home page').not.toMatch(HAN);
  }
  const voices = await page.getByRole('region', { name: t('home.voices') }).getByRole('blockquote').allInnerTexts();
  expect(voices.length).toBeGreaterThan(0);
  for (const voice of voices) {
    if (shopLocale === 'zh_CN') expect(voice).toMatch(HAN);
    else expect(voice).not.toMatch(HAN);
  }
});

test('a quick-navigation category lists its products with a count', async ({ page, visit, t, tPattern, shopUrl }) => {
  await visit();
  const category = page.getByRole('region', { name: t('home.quickNav') }).getByRole('link').first();
  const name = (await category.innerText()).trim();
  await category.click();

  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shopUrl('list/cid/'))}\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const countText = page.getByText(tPattern('list.items'));
  await expect(countText).toBeVisible();
  const count = Number(tPattern('list.items').exec(await countText.innerText())?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(count, 20));
});

test('the product list pages through with the pagination', async ({ page, visit, t, shopUrl }) => {
  // No category has more than one page (20 products); the list of all products has.
  await visit('list');
  await expect(page.getByRole('heading', { level: 1, name: t('header.allCategories') })).toBeVisible();
  const firstOnPage1 = await page.getByTestId('product-card').first().getByRole('heading').innerText();
  const pager = page.getByRole('navigation', { name: pageOf(t('list.page.of'), 1) });
  await expect(pager).toBeVisible();

  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(`${shopUrl('list')}?page=2`);
  const pager2 = page.getByRole('navigation', { name: pageOf(t('list.page.of'), 2) });
  await expect(pager2.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByTestId('product-card')).toHaveCount(20);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(firstOnPage1);

  await pager2.getByRole('link', { name: t('list.page.prev') }).click();
  await expect(page).toHaveURL(shopUrl('list'));
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(firstOnPage1);
});

test('a product page shows name, price, images, SKU picker and quantity', async ({ page, visit, t, catalog }) => {
  const item = await catalog.item(1);
  expect(item.skus.length).toBeGreaterThan(1);
  expect(item.images.length).toBeGreaterThan(1);
  await visit('item/1');

  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText(item.name);
  const buyBox = page.locator('section', { has: name });
  const price = buyBox.getByTestId('price');
  await expect(price).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(price).toHaveText(yuan(item.skus.find((s) => !s.soldOut)!.priceFen));

  // Thumbnails switch the main image.
  const mainImage = page.getByRole('region', { name: item.name }).getByRole('img', { name: item.name });
  await expect(mainImage).toHaveAttribute('src', imageUrl(item.images[0]!));
  const second = page.getByRole('button', { name: t('item.thumbnail', { n: 2 }) });
  await second.click();
  await expect(mainImage).toHaveAttribute('src', imageUrl(item.images[1]!));
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  // Adding to the cart without a SKU asks for one.
  await buyBox.getByRole('button', { name: t('item.addToCart') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('item.selectSku'));

  // Choosing a SKU shows its price.
  const sku = item.skus.find((s, i) => i > 0 && !s.soldOut)!;
  const radio = buyBox.getByRole('radiogroup', { name: t('item.spec') }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.spec)}`) });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
  await expect(price).toHaveText(yuan(sku.priceFen));
  await expect(page.getByRole('alert')).toHaveCount(0);

  const quantity = buyBox.getByRole('textbox', { name: t('item.quantity') });
  await expect(quantity).toHaveValue('1');
  await buyBox.getByRole('button', { name: t('item.increase') }).click();
  await expect(quantity).toHaveValue('2');
  await buyBox.getByRole('button', { name: t('item.decrease') }).click();
  await expect(quantity).toHaveValue('1');

  await expect(page.getByRole('heading', { level: 2, name: t('item.moreInfo') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('item.reviews') })).toBeVisible();
  const recommended = page.getByRole('region', { name: t('item.recommended') });
  await recommended.scrollIntoViewIfNeeded();
  await expect(recommended.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await recommended.getByTestId('product-card').count()).toBeGreaterThan(0);
});

test('a sold-out product shows it and cannot be bought', async ({ page, visit, t, catalog }) => {
  const soldOut = (await catalog.items()).find((i) => i.soldOut);
  expect(soldOut, 'the seeded catalogue has a sold-out product').toBeDefined();
  await visit(`item/${soldOut!.itemId}`);

  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText(soldOut!.name);
  await expect(page.getByRole('region', { name: soldOut!.name }).getByText(t('item.soldOut'), { exact: true })).toBeVisible();
  const buyBox = page.locator('section', { has: name });
  await expect(buyBox.getByRole('button', { name: t('item.soldOut'), exact: true })).toBeDisabled();
  await expect(buyBox.getByRole('button', { name: t('item.addToCart') })).toHaveCount(0);
  await expect(buyBox.getByRole('button', { name: t('item.buyNow') })).toBeDisabled();
  await expect(buyBox.getByRole('textbox', { name: t('item.quantity') })).toBeDisabled();
  await expect(buyBox.getByRole('button', { name: t('item.increase') })).toBeDisabled();
  for (const radio of await buyBox.getByRole('radio').all()) await expect(radio).toBeDisabled();
});

test('the language switch changes every text, the product name and the saved language', async ({ page, context, visit, shopLocale, device, catalog }) => {
  const target = shopLocale === 'en_US' ? 'zh_CN' : 'en_US';
  const [before, after] = await Promise.all([catalog.item(1), catalog.item(1, target)]);
  await visit('item/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.name);

  const switcher = page.getByRole('navigation', { name: translate(shopLocale, 'header.language') });
  await switcher.getByRole('link', { name: target === 'zh_CN' ? '中文' : 'EN', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(shopPath(target, device, 'item/1'))}(\\?.*)?$`));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', target === 'zh_CN' ? 'zh-CN' : 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(after.name);
  await expect(page.getByRole('button', { name: translate(target, 'item.addToCart') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: translate(target, 'item.moreInfo') })).toBeVisible();

  const text = await page.locator('body').innerText();
  if (target === 'en_US') {
    // Only the switch's own '中文' label and the ICP filing number (a registration written
    // as the register issues it, e.g. 沪ICP备…号, on every page) may stay Chinese.
    const chinese = text.replace('中文', '').split('\n').filter((line) => HAN.test(line) && !/ICP备/.test(line));
    expect(chinese, 'Chinese text left on the English page').toEqual([]);
  } else {
    const english = messageKeys
      .map((key) => translate('en_US', key))
      .filter((en, i) => en.length >= 4 && !en.includes('{') && en !== translate('zh_CN', messageKeys[i]!))
      .filter((en) => text.includes(en));
    expect(english, 'English texts left on the Chinese page').toEqual([]);
  }

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe(target);
  // The next visit without a language in the path goes to the chosen language,
  // whatever the browser's Accept-Language says.
  await page.goto(shopPath('en_US', device));
  await expect(page).toHaveURL(shopPath(target, device));
  await expect(page.getByRole('heading', { level: 2, name: translate(target, 'home.today') })).toBeVisible();
});

/** The image at this address, in whichever size the page asks for ('?w=600'). */
function imageUrl(path: string): RegExp {
  return new RegExp(`^${escapeRegExp(path)}(\\?.*)?$`);
}

/** The accessible name of the pagination, 'Page {page} of {pages}', for a page. */
function pageOf(template: string, page: number): RegExp {
  return new RegExp(`^${escapeRegExp(template).replace('\\{page\\}', String(page)).replace('\\{pages\\}', '\\d+')}$`);
}
