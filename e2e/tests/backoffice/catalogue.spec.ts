// Issue 16, the catalogue's browser journeys in English and Chinese: the admin changes a
// size's price in the back-office (a typo first, refused in the page's language) and the
// shop's product page shows the new price at once; uploads an image and takes it off again;
// works with tags and categories. The item is one near the end of the shop's list (other
// specs take the first that suits them), a different one per language project, and its
// price is put back afterwards.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { shopPath, shopperAddress, yuan } from '../fixtures.ts';
import { ADMIN, expect, inLanguage, signIn, test, useLanguage, shoot } from './staff.ts';


const money = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The admin's bearer token, for putting things back through the staff API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/staff/login', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface StaffSku { skuId: number; specEn: string; specZh: string; priceFen: number; listPriceFen: number | null; weightG: number | null; stock: number; version: number }
interface StaffItem { itemId: number; skus: StaffSku[]; images: { imageId: string }[] }

async function staffItem(request: APIRequestContext, token: string, itemId: number): Promise<StaffItem> {
  const res = await request.get(`/api/staff/catalogue/items/${itemId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: StaffItem }).data;
}

test('the admin changes a price and the shop shows it at once; uploads an image and removes it', async ({ page, browser, request, shopLocale, baseURL, catalog }) => {
  const inStock = (await catalog.items()).filter((i) => !i.soldOut);
  const target = inStock[inStock.length - (shopLocale === 'zh_CN' ? 2 : 1)]!;
  const detail = await catalog.item(target.itemId);
  const shown = detail.skus.find((s) => !s.soldOut)!;
  const newPrice = shown.priceFen + 1_234;
  const token = await adminToken(request);
  const before = await staffItem(request, token, target.itemId);
  const sku = before.skus.find((s) => s.skuId === shown.skuId)!;

  // The shopper has the product page open (and the shop has cached it).
  const shopper = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });
  const shop = await shopper.newPage();
  await shop.goto(shopPath(shopLocale, 'pc', `item/${target.itemId}`));
  await expect(shop.getByTestId('price').first()).toHaveText(yuan(shown.priceFen));

  try {
    await useLanguage(page.context(), baseURL!, shopLocale);
    await signIn(page, ADMIN, '/catalogue/items');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Items', '商品'));
    await shoot(page, 'items', shopLocale);

    // Find the item by its name, open it.
    await page.getByRole('searchbox').fill(target.name);
    await page.getByRole('button', { name: inLanguage(shopLocale, 'Filter', '筛选') }).click();
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);

    // A typo first: three decimals are refused with the API's words, nothing saved.
    const row = page.getByTestId(`sku-${sku.skuId}`);
    const price = row.getByLabel(inLanguage(shopLocale, 'Price (RMB)', '售价（元）'), { exact: true });
    await expect(price).toHaveValue(money(sku.priceFen));
    await price.fill(`${money(newPrice)}5`);
    await row.getByRole('button', { name: inLanguage(shopLocale, 'Save', '保存'), exact: true }).click();
    await expect(row.getByRole('alert')).toHaveText(inLanguage(shopLocale,
      'Please enter the price in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写售价，最多两位小数，例如 128.00。'));
    await price.fill(money(newPrice));
    await row.getByRole('button', { name: inLanguage(shopLocale, 'Save', '保存'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Size saved. The shop shows the change now.', '规格已保存，商城已同步更新。'));
    await expect(page.getByTestId(`sku-${sku.skuId}`).getByLabel(inLanguage(shopLocale, 'Price (RMB)', '售价（元）'), { exact: true })).toHaveValue(money(newPrice));

    // The shop: the new price at once (its caches and page cache were dropped).
    await shop.reload();
    await expect(shop.getByTestId('price').first()).toHaveText(yuan(newPrice));

    // An image: uploaded in the browser, re-encoded by the server, shown last; then taken off again.
    const images = page.getByRole('list', { name: inLanguage(shopLocale, 'Images', '图片') });
    const count = before.images.length;
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 190, g: 80, b: 70 } } }).png().toBuffer();
    await page.getByLabel(inLanguage(shopLocale, 'Image files', '图片文件')).setInputFiles({ name: 'test-steak.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: inLanguage(shopLocale, 'Upload', '上传'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Images saved.', '图片已保存。'));
    await expect(images.getByRole('listitem')).toHaveCount(count + 1);
    const uploaded = page.getByTestId(`image-${count}`);
    await expect(uploaded.getByRole('img')).toHaveAttribute('src', /\/images\/up-test-steak-[a-f0-9]{12}\.PNG\?w=320$/);
    await expect.poll(async () => (await catalog.item(target.itemId)).images.some((u) => u.includes('up-test-steak-'))).toBe(true);
    await shoot(page, 'item', shopLocale);

    await uploaded.getByText(inLanguage(shopLocale, 'Remove…', '移除…')).click();
    await uploaded.getByRole('button', { name: inLanguage(shopLocale, 'Remove', '移除'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Images saved.', '图片已保存。'));
    await expect(images.getByRole('listitem')).toHaveCount(count);
  } finally {
    // Put the price back for the other specs (the API, whatever happened above).
    const now = await staffItem(request, token, target.itemId);
    const s = now.skus.find((x) => x.skuId === sku.skuId)!;
    const res = await request.post(`/api/staff/catalogue/skus/${sku.skuId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        version: s.version, specEn: s.specEn, specZh: s.specZh, price: money(sku.priceFen), listPrice: s.listPriceFen === null ? '' : money(s.listPriceFen),
        weightG: s.weightG === null ? '' : String(s.weightG), stock: String(s.stock), stockSeen: String(s.stock),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await shopper.close();
  }
});

test('the admin creates, renames and deletes a tag, and cannot delete a category that holds items', async ({ page, shopLocale, baseURL }) => {
  await useLanguage(page.context(), baseURL!, shopLocale);
  await signIn(page, ADMIN, '/catalogue/tags');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Tags', '标签'));
  const code = `e2e-${Date.now().toString(36)}-${shopLocale === 'zh_CN' ? 'z' : 'e'}`;
  await page.getByLabel(inLanguage(shopLocale, 'Code', '代码')).fill(code);
  await page.getByLabel(inLanguage(shopLocale, 'Name (English)', '名称（英文）')).fill('Weekend');
  await page.getByLabel(inLanguage(shopLocale, 'Name (Chinese)', '名称（中文）')).fill('周末');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Create tag', '创建标签') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Tag created.', '标签已创建。'));
  await page.getByLabel(inLanguage(shopLocale, 'Name (English)', '名称（英文）')).fill('Weekend treats');
  await page.getByRole('button', { name: inLanguage(shopLocale, 'Save tag', '保存标签') }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Tag saved.', '标签已保存。'));
  await expect(page.getByTestId(`tag-${code}`)).toContainText(inLanguage(shopLocale, 'Weekend treats', '周末'));
  await shoot(page, 'tags', shopLocale);
  await page.getByTestId('delete-tag').getByText(inLanguage(shopLocale, 'Delete tag…', '删除标签…')).click();
  await page.getByTestId('delete-tag').getByRole('button', { name: inLanguage(shopLocale, 'Delete tag', '删除标签'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(inLanguage(shopLocale, 'Tag deleted.', '标签已删除。'));
  await expect(page.getByTestId(`tag-${code}`)).toHaveCount(0);

  // A category with items: the server refuses, in the page's language, and it stays.
  await page.goto('/backoffice/catalogue/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'Categories', '分类'));
  await shoot(page, 'categories', shopLocale);
  await page.getByTestId('category-beef').getByRole('link').click();
  await page.getByTestId('delete-category').getByText(inLanguage(shopLocale, 'Delete category…', '删除分类…')).click();
  await page.getByTestId('delete-category').getByRole('button', { name: inLanguage(shopLocale, 'Delete category', '删除分类'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(shopLocale === 'zh_CN'
    ? /^该分类下仍有\d+件商品，请先将它们移到其他分类。$/ : /^This category still holds \d+ items\. Move them to another category first\.$/);
  await expect(page.getByTestId('category-beef')).toBeVisible();
  await shoot(page, 'category-edit', shopLocale);

  await page.goto('/backoffice/catalogue/items/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(shopLocale, 'New item', '新建商品'));
  await shoot(page, 'item-new', shopLocale);
});
