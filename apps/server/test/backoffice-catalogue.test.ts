// The back-office's catalogue (issue 16): items and SKUs with prices typed in RMB and stored
// in fen exactly, images uploaded and re-encoded, categories and tags; a change shows in
// the shop at once (its caches and page cache dropped), every change is audited, bad input
// is refused in the caller's language with nothing written, and two admins saving the same
// SKU at once cannot both win. The PostgreSQL database is shared with the other test files:
// the items made here have names no other test searches for, sit in a seeded category, are
// published only while a test needs the shop, and are hidden again at the end.
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '@eshop/db';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir, storefrontBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { SHOP_ORIGIN } from './members.ts';
import { multipart, photoFile, type UploadFile } from './uploads.ts';

const tag = () => randomBytes(4).toString('hex');
const RUN = tag();

interface StaffSku { skuId: number; priceFen: number; listPriceFen: number | null; stock: number; version: number; specEn: string; specZh: string; weightG: number | null }
interface StaffItem { itemId: number; version: number; code: string; nameEn: string; tags: string[]; facts: unknown[]; published: boolean; skus: StaffSku[]; images: { imageId: string; url: string; width: number; height: number }[] }

describe.each(databases())('back-office catalogue (%s)', (kind) => {
  let shop: TestShop;
  let admin: StaffBrowser;
  let categoryId: number;
  let beefId: number;
  let myTag: string;
  const made: number[] = [];

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, lang: 'en_US' | 'zh_CN' = 'en_US') => staffCall(shop, admin, method, `staff/catalogue/${path}`, body, lang);
  const itemOf = async (itemId: number): Promise<StaffItem> => {
    const res = await call('GET', `items/${itemId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: StaffItem }).data;
  };
  const auditCount = async (subjectType: string, subjectId: number | string) =>
    (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from staff_audit where subject_type = ${subjectType} and subject_id = ${String(subjectId)}`))[0]!.n;
  const mediaCount = async () => (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from media`))[0]!.n;

  const newItem = (overrides: Record<string, unknown> = {}) => ({
    code: `T-CAT-${tag().toUpperCase()}`, categoryId, nameEn: `Quillon Testcut ${RUN}`, nameZh: `测试品${RUN}`, descriptionEn: 'For the grill.', descriptionZh: '适合烧烤。',
    originEn: 'Australia', originZh: '澳大利亚', originCountry: 'au', brand: '', classified: 'chilled', published: false, tags: [myTag],
    facts: [{ labelEn: 'Shelf life', labelZh: '保质期', valueEn: '5 days', valueZh: '5天' }],
    sku: { specEn: '400 g', specZh: '400克', price: '128.00', listPrice: '', weightG: '400', stock: '20' },
    ...overrides,
  });
  async function createItem(overrides: Record<string, unknown> = {}): Promise<StaffItem> {
    const res = await call('POST', 'items', newItem(overrides));
    expect(res.statusCode, res.body).toBe(200);
    const { itemId } = (res.json() as { data: { itemId: number } }).data;
    made.push(itemId);
    return itemOf(itemId);
  }
  const skuBody = (s: StaffSku, change: Record<string, unknown> = {}) => ({
    version: s.version, specEn: s.specEn, specZh: s.specZh, price: (s.priceFen / 100).toFixed(2), listPrice: s.listPriceFen === null ? '' : (s.listPriceFen / 100).toFixed(2),
    weightG: s.weightG === null ? '' : String(s.weightG), stock: String(s.stock), stockSeen: String(s.stock), ...change,
  });
  /** Files as the browser sends them (multipart, field `image`) to a staff call or, with `fields`, to a page. */
  function post(url: string, files: UploadFile[], lang: 'en_US' | 'zh_CN' = 'en_US', fields: Record<string, string> = {}) {
    const body = multipart(fields, files.map((f) => ({ ...f, field: 'image' })));
    return shop.inject({
      method: 'POST', url, payload: body.payload,
      headers: { 'content-type': body.contentType, lang, origin: SHOP_ORIGIN, cookie: admin.cookie },
    });
  }
  const upload = (itemId: number, files: UploadFile[], lang: 'en_US' | 'zh_CN' = 'en_US') => post(`/api/staff/catalogue/items/${itemId}/images`, files, lang);

  beforeAll(async () => {
    shop = await startShop(kind, {}, { web: await loadStorefrontBuild(storefrontBuildDir()), backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    admin = await staffBrowser(shop, ['admin'], 'Admin Lin');
    const categories = (await call('GET', 'categories')).json().data as { categoryId: number; code: string }[];
    categoryId = categories.find((c) => c.code === 'seasonal')!.categoryId;
    beefId = categories.find((c) => c.code === 'beef')!.categoryId;
    myTag = `tst-${RUN}`;
    expect((await call('POST', 'tags', { code: myTag, nameEn: 'Test tag', nameZh: '测试标签' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    // Out of the shop again (the shared database's other test files list and search it).
    for (const itemId of made) {
      const item = await itemOf(itemId);
      if (item.published) await call('POST', `items/${itemId}`, { version: item.version, published: false });
    }
    await shop?.close();
  });

  it('creates an item with its first SKU, edits it and adds a SKU: prices in RMB stored in fen exactly, every change audited', async () => {
    const created = await createItem();
    expect(created).toMatchObject({ nameEn: `Quillon Testcut ${RUN}`, published: false, tags: [myTag], version: 0 });
    expect(created.skus).toEqual([expect.objectContaining({ priceFen: 12800, listPriceFen: null, stock: 20, weightG: 400, specZh: '400克' })]);
    expect(await auditCount('item', created.itemId)).toBe(1);

    const edited = await call('POST', `items/${created.itemId}`, { version: 0, nameEn: `Quillon Testcut ${RUN}, aged`, tags: [], originCountry: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ data: { version: 1 } });
    const added = await call('POST', `items/${created.itemId}/skus`, { specEn: '1 kg', specZh: '1公斤', price: '299.9', listPrice: '320.00', weightG: '', stock: '0' });
    expect(added.statusCode, added.body).toBe(200);
    const item = await itemOf(created.itemId);
    expect(item).toMatchObject({ nameEn: `Quillon Testcut ${RUN}, aged`, tags: [], originCountry: null, version: 1 });
    expect(item.skus.map((s) => [s.priceFen, s.listPriceFen, s.stock, s.weightG])).toEqual([[12800, null, 20, 400], [29990, 32000, 0, null]]);

    const [entry] = await queryRows<{ action: string; staff_username: string; before: { nameEn: string; tags: string[] }; after: { nameEn: string; tags: string[] } }>(shop.handle.db, sql`
      select action, staff_username, before, after from staff_audit where subject_type = 'item' and subject_id = ${String(created.itemId)} and action = 'item.update'`);
    expect(entry).toMatchObject({ staff_username: admin.username, before: { nameEn: `Quillon Testcut ${RUN}`, tags: [myTag] }, after: { nameEn: `Quillon Testcut ${RUN}, aged`, tags: [] } });
    expect(await auditCount('sku', item.skus[1]!.skuId)).toBe(1);
  });

  it('shows a new price in the shop at once: Item.List, the item detail and the cached product page', async () => {
    const item = await createItem({ published: true, sku: { ...newItem().sku, price: '123.45' } });
    const sku = item.skus[0]!;
    const list = () => shop.get(`a/capi/catalog/Item.List?cid=${categoryId}&pageSize=0`);
    const detail = () => shop.get(`a/capi/catalog/SingleItem.List?t.itemId=${item.itemId}`);
    const page = () => shop.inject({ method: 'GET', url: `/eshop/pc/item/${item.itemId}` });
    // As a browser asks (gzip): the read cache keeps these answers compressed too.
    const gzipped = async (path: string) => {
      const res = await shop.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      return JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { data: { itemId: number; priceFen: number; skus: { priceFen: number }[] }[] };
    };
    const listPrice = async () => (await gzipped(`a/capi/catalog/Item.List?cid=${categoryId}&pageSize=0`)).data.find((i) => i.itemId === item.itemId)!.priceFen;
    const detailPrice = async () => (await gzipped(`a/capi/catalog/SingleItem.List?t.itemId=${item.itemId}`)).data[0]!.skus[0]!.priceFen;
    // Read once, so each is cached (read cache 30 s, page cache 10 s in tests).
    expect((await list()).json().data.find((i: { itemId: number }) => i.itemId === item.itemId).priceFen).toBe(12345);
    expect((await detail()).json().data[0].skus[0].priceFen).toBe(12345);
    expect(await listPrice()).toBe(12345);
    expect(await detailPrice()).toBe(12345);
    const before = await page();
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('123.45');
    expect((await page()).body).toBe(before.body);

    const res = await call('POST', `skus/${sku.skuId}`, skuBody(sku, { price: '99.50' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).json().data.find((i: { itemId: number }) => i.itemId === item.itemId).priceFen).toBe(9950);
    expect((await detail()).json().data[0].skus[0].priceFen).toBe(9950);
    expect(await listPrice()).toBe(9950);
    expect(await detailPrice()).toBe(9950);
    const after = (await page()).body;
    expect(after).toContain('99.50');
    expect(after).not.toContain('123.45');

    // Hidden: gone from the shop at once.
    const hidden = await call('POST', `items/${item.itemId}`, { version: item.version, published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await list()).json().data.some((i: { itemId: number }) => i.itemId === item.itemId)).toBe(false);
    expect((await page()).statusCode).toBe(404);
  });

  it('refuses bad prices, stocks and names in the caller\'s language and writes nothing', async () => {
    const item = await createItem();
    const sku = item.skus[0]!;
    const audits = await auditCount('sku', sku.skuId);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ price: '12.345' }, 'price', 'Please enter the price in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写售价，最多两位小数，例如 128.00。'],
      [{ price: '-1' }, 'price', 'Please enter the price in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写售价，最多两位小数，例如 128.00。'],
      [{ price: 'abc' }, 'price', 'Please enter the price in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写售价，最多两位小数，例如 128.00。'],
      [{ price: '' }, 'price', 'Please enter the price in RMB with at most two decimals, e.g. 128.00.', '请以人民币填写售价，最多两位小数，例如 128.00。'],
      [{ listPrice: '50.00' }, 'listPrice', 'The previous price must be higher than the price (or left empty).', '原价必须高于售价（或留空）。'],
      [{ stock: '-1' }, 'stock', 'Please enter the stock as a whole number from 0 to 999999.', '请将库存填写为0至999999之间的整数。'],
      [{ stock: '2.5' }, 'stock', 'Please enter the stock as a whole number from 0 to 999999.', '请将库存填写为0至999999之间的整数。'],
      [{ specEn: '  ' }, 'specEn', 'Please input the English size name.', '请输入英文规格名称。'],
      [{ specZh: 'x'.repeat(61) }, 'specZh', 'The Chinese size name can have at most 60 characters.', '中文规格名称最多 60 个字符。'],
    ];
    for (const [change, field, en, zh] of cases) {
      for (const [lang, words] of [['en_US', en], ['zh_CN', zh]] as const) {
        const res = await call('POST', `skus/${sku.skuId}`, skuBody(sku, change), lang);
        expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBe(400);
        expect(res.json(), JSON.stringify(change)).toMatchObject({ code: 'INVALID_FIELD', field, message: words });
      }
    }
    const names = await call('POST', 'items', newItem({ nameEn: '', nameZh: '', code: 'lower case' }), 'zh_CN');
    expect(names.statusCode).toBe(400);
    expect(names.json().fields).toMatchObject({ nameEn: '请输入英文名称。', nameZh: '请输入中文名称。', code: '商品编码为2至40位大写字母、数字或短横线，例如 BF-AU-RIBEYE。' });
    const newSku = await call('POST', `items/${item.itemId}/skus`, { specEn: 'x', specZh: 'x', price: '1,00', stock: '1' });
    expect(newSku.statusCode).toBe(400);
    expect((await itemOf(item.itemId)).skus).toEqual([sku]);
    expect(await auditCount('sku', sku.skuId)).toBe(audits);
  });

  it('lets one of two saves of the same SKU at once through and refuses the other (409), and never overwrites a sale', async () => {
    const item = await createItem();
    const sku = item.skus[0]!;
    const [a, b] = await Promise.all([
      call('POST', `skus/${sku.skuId}`, skuBody(sku, { price: '111.00' })),
      call('POST', `skus/${sku.skuId}`, skuBody(sku, { price: '222.00' }), 'zh_CN'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe('CATALOGUE_CHANGED');
    expect(loser.json().message).toBe(loser === a
      ? 'Someone else saved a change here meanwhile, so yours was not saved. Please reload the page to see their change, then make yours again.'
      : '其他人刚刚保存了修改，您的修改未保存。请刷新页面查看最新内容后重新修改。');
    const winner = loser === a ? '22200' : '11100';
    const now = (await itemOf(item.itemId)).skus[0]!;
    expect(now).toMatchObject({ priceFen: Number(winner), version: 1 });
    expect(await auditCount('sku', sku.skuId)).toBe(1);

    // A sale takes 3 while the admin's form is open: a price change keeps the sale's stock …
    await shop.handle.db.execute(sql`update sku set stock = stock - 3 where id = ${sku.skuId}`);
    const price = await call('POST', `skus/${sku.skuId}`, skuBody(now, { price: '120.00' }));
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data).toMatchObject({ stock: 17 });
    // … and a typed stock over the stale one is refused with the current stock.
    const stale = await call('POST', `skus/${sku.skuId}`, skuBody({ ...now, version: 2 }, { stock: '50' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STOCK_CHANGED', message: expect.stringContaining('(now 17)') });
    const counted = await call('POST', `skus/${sku.skuId}`, skuBody({ ...now, version: 2, stock: 17 }, { stock: '0', price: '120.00' }));
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await itemOf(item.itemId)).skus[0]).toMatchObject({ stock: 0, priceFen: 12000 });

    // Two saves of the item at once: one wins, too.
    const fresh = await itemOf(item.itemId);
    const saves = await Promise.all(['A', 'B'].map((n) => call('POST', `items/${item.itemId}`, { version: fresh.version, nameEn: `Name ${n}` })));
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('uploads images re-encoded (upright, resized, no metadata), orders and removes them; refuses disguised files and writes none of an upload with one bad file', async () => {
    const item = await createItem({ published: true });
    // A camera photo lying on its side (EXIF orientation 6) with GPS.
    const photo = await photoFile(2400, 1600);
    const rotated = { ...photo, bytes: await sharp(photo.bytes).withMetadata({ orientation: 6 }).jpeg().toBuffer(), filename: 'Ribeye Side.JPG' };
    const png = await photoFile(500, 500, 'png', 'second.png');
    const res = await upload(item.itemId, [rotated, png]);
    expect(res.statusCode, res.body).toBe(200);
    const { images } = await itemOf(item.itemId);
    expect(images.map((i) => [i.width, i.height])).toEqual([[1067, 1600], [500, 500]]);
    expect(images[0]!.imageId).toMatch(/^up-ribeye-side-[a-f0-9]{12}$/);
    const served = await shop.inject({ method: 'GET', url: `/images/${images[0]!.imageId}.PNG`, headers: { accept: 'image/webp' } });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect((await shop.get(`a/capi/catalog/SingleItem.List?t.itemId=${item.itemId}`)).json().data[0].images[0]).toContain(images[0]!.imageId);

    // Main image, order, remove: the shop follows.
    const second = images[1]!.imageId;
    expect((await call('POST', `items/${item.itemId}/images/${second}`, { action: 'main' })).statusCode).toBe(200);
    expect((await shop.get(`a/capi/catalog/Item.List?cid=${categoryId}&pageSize=0`)).json().data.find((i: { itemId: number }) => i.itemId === item.itemId).thumbnail).toContain(second);
    expect((await call('POST', `items/${item.itemId}/images/${second}`, { action: 'down' })).statusCode).toBe(200);
    expect((await itemOf(item.itemId)).images.map((i) => i.imageId)).toEqual([images[0]!.imageId, second]);
    expect((await call('POST', `items/${item.itemId}/images/${second}`, { action: 'remove' })).statusCode).toBe(200);
    expect((await itemOf(item.itemId)).images.map((i) => i.imageId)).toEqual([images[0]!.imageId]);
    // The file stays: past orders' lines name their image.
    expect((await shop.inject({ method: 'GET', url: `/images/${second}.PNG` })).statusCode).toBe(200);
    const gone = await call('POST', `items/${item.itemId}/images/${second}`, { action: 'main' }, 'zh_CN');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('该图片已不在商品图片中，请刷新页面。');

    // Refused: an SVG named .jpg, a text named .png, a file over 5 MB — and the good one sent with them is not kept.
    const svg: UploadFile = { filename: 'steak.jpg', type: 'image/jpeg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') };
    const text: UploadFile = { filename: 'notes.png', type: 'image/png', bytes: Buffer.from('<html><body>hello</body></html>') };
    const big: UploadFile = { filename: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([photo.bytes, randomBytes(5 * 1024 * 1024)]) };
    const media = await mediaCount();
    const audits = await auditCount('item', item.itemId);
    const expectations: [UploadFile[], number, string, string][] = [
      [[png, svg], 400, '“steak.jpg” is not a JPEG, PNG or WebP image. Please choose another file.', '“steak.jpg”不是JPEG、PNG或WebP图片，请选择其他文件。'],
      [[text], 400, '“notes.png” is not a JPEG, PNG or WebP image. Please choose another file.', '“notes.png”不是JPEG、PNG或WebP图片，请选择其他文件。'],
      [[png, big], 413, 'An image may be at most 5 MB. Please choose a smaller file.', '每张图片不能超过5 MB，请选择较小的文件。'],
      [[{ ...png, filename: '../etc/x.png' }], 400, 'A file name with a folder in it is not allowed. Please rename the file.', '文件名中不能包含文件夹路径，请重命名文件。'],
      [[], 400, 'Please choose an image to upload.', '请选择要上传的图片。'],
    ];
    for (const [files, status, en, zh] of expectations) {
      for (const [lang, words] of [['en_US', en], ['zh_CN', zh]] as const) {
        const refused = await upload(item.itemId, files, lang);
        expect(refused.statusCode, refused.body).toBe(status);
        expect(refused.json().message).toBe(words);
      }
    }
    expect(await mediaCount()).toBe(media);
    expect((await itemOf(item.itemId)).images).toHaveLength(1);
    expect(await auditCount('item', item.itemId)).toBe(audits);

    // Without JavaScript the page sends the file as base64 JSON: the same pipeline and refusals.
    const viaJson = await call('POST', `items/${item.itemId}/images`, { images: [{ filename: 'page.png', data: png.bytes.toString('base64') }] });
    expect(viaJson.statusCode, viaJson.body).toBe(200);
    const svgJson = await call('POST', `items/${item.itemId}/images`, { images: [{ filename: 'x.webp', data: svg.bytes.toString('base64') }] }, 'zh_CN');
    expect(svgJson.statusCode).toBe(400);
    expect(svgJson.json().message).toBe('“x.webp”不是JPEG、PNG或WebP图片，请选择其他文件。');
    expect((await itemOf(item.itemId)).images).toHaveLength(2);
  });

  it('creates, renames, reorders and deletes categories and tags; refuses to delete one in use', async () => {
    const code = `tmp-${tag()}`;
    const created = await call('POST', 'categories', { code, nameEn: 'Temporary', nameZh: '临时', blurbEn: '', blurbZh: '' });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { data: { categoryId: number } }).data.categoryId;
    expect((await call('POST', 'categories', { code, nameEn: 'Again', nameZh: '再次' }, 'zh_CN')).json()).toMatchObject({ code: 'CATEGORY_CODE_TAKEN', message: '该代码已被其他分类使用。' });
    const list = async () => (await call('GET', 'categories')).json().data as { categoryId: number; nameEn: string; version: number; itemCount: number }[];
    const mine = (await list()).find((c) => c.categoryId === id)!;
    expect((await call('POST', `categories/${id}`, { version: mine.version, nameEn: 'Seasonal cuts', nameZh: '时令部位', blurbEn: '', blurbZh: '' })).statusCode).toBe(200);
    const stale = await call('POST', `categories/${id}`, { version: mine.version, nameEn: 'Lost', nameZh: '丢失' });
    expect(stale.statusCode).toBe(409);
    const before = (await list()).map((c) => c.categoryId);
    // An image of its own, then none again (the shop falls back to its first item's).
    const own = await post(`/api/staff/catalogue/categories/${id}/image`, [await photoFile(800, 600, 'png', 'Seasonal.png')]);
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('GET', 'categories')).json().data.find((c: { categoryId: number }) => c.categoryId === id).image).toMatch(/\/images\/up-seasonal-[a-f0-9]{12}\.PNG$/);
    expect((await call('POST', `categories/${id}/image/remove`, {})).json()).toMatchObject({ data: { imageId: null } });
    expect((await call('POST', `categories/${id}/move`, { direction: 'up' })).statusCode).toBe(200);
    const after = (await list()).map((c) => c.categoryId);
    expect(after.indexOf(id)).toBe(before.indexOf(id) - 1);
    // The shop's categories follow at once.
    expect((await shop.get('a/capi/catalog/Category.List')).body).toContain('Seasonal cuts');

    // In use: refused with the count, in the caller's language; nothing deleted.
    const inUse = await call('POST', `categories/${beefId}/delete`, {}, 'zh_CN');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/^该分类下仍有\d+件商品，请先将它们移到其他分类。$/);
    expect((await list()).some((c) => c.categoryId === beefId)).toBe(true);
    expect((await call('POST', `categories/${id}/delete`, {})).statusCode).toBe(200);
    expect((await list()).some((c) => c.categoryId === id)).toBe(false);
    expect(await auditCount('category', id)).toBe(6);

    const tagCode = `t-${tag()}`;
    expect((await call('POST', 'tags', { code: tagCode, nameEn: 'Weekend', nameZh: '周末' })).statusCode).toBe(200);
    const tags = async () => (await call('GET', 'tags')).json().data as { code: string; nameEn: string; version: number; itemCount: number }[];
    const t = (await tags()).find((x) => x.code === tagCode)!;
    expect((await call('POST', `tags/${tagCode}`, { version: t.version, nameEn: 'Weekend treats', nameZh: '周末美食' })).statusCode).toBe(200);
    const item = await createItem({ tags: [tagCode] });
    const tagInUse = await call('POST', `tags/${tagCode}/delete`, {});
    expect(tagInUse.statusCode).toBe(409);
    expect(tagInUse.json().message).toBe('This tag is still on 1 items. Remove it from them first.');
    expect((await call('POST', `items/${item.itemId}`, { version: item.version, tags: [] })).statusCode).toBe(200);
    expect((await call('POST', `tags/${tagCode}/delete`, {})).statusCode).toBe(200);
    expect((await tags()).some((x) => x.code === tagCode)).toBe(false);
    expect(await auditCount('tag', tagCode)).toBe(3);
    const unknownTag = await call('POST', 'items', newItem({ tags: [`nope-${tag()}`] }));
    expect(unknownTag.statusCode).toBe(404);
  });

  it('lists items for staff with search in either language, by id, and filters', async () => {
    const item = await createItem({ nameEn: `Findable Quillon ${RUN}`, nameZh: `可搜索测试品${RUN}` });
    const ids = async (query: string) => ((await call('GET', `items?${query}`)).json().data as { itemId: number }[]).map((r) => r.itemId);
    expect(await ids(`q=${encodeURIComponent(`findable quillon ${RUN}`)}`)).toEqual([item.itemId]);
    expect(await ids(`q=${encodeURIComponent(`可搜索测试品${RUN}`)}`)).toEqual([item.itemId]);
    expect(await ids(`q=${item.itemId}`)).toContain(item.itemId);
    expect(await ids(`categoryId=${categoryId}&published=no`)).toContain(item.itemId);
    expect(await ids(`categoryId=${categoryId}&published=yes`)).not.toContain(item.itemId);
    expect(await ids(`categoryId=${categoryId}&soldOut=yes`)).not.toContain(item.itemId);
    const paged = await call('GET', `items?categoryId=${categoryId}&pageSize=1&pageOffset=1`);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
  });

  it('works from the back-office pages without JavaScript: the list, the item, a price saved and a bad one refused in Chinese', async () => {
    const item = await createItem({ nameEn: `Paged Quillon ${RUN}` });
    const sku = item.skus[0]!;
    const list = await backofficePage(shop, admin, `/catalogue/items?q=${encodeURIComponent(item.nameEn)}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(item.nameEn);
    const page = await backofficePage(shop, admin, `/catalogue/items/${item.itemId}`, 'zh_CN');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('128.00');
    const form = { intent: 'sku', skuId: String(sku.skuId), version: String(sku.version), specEn: sku.specEn, specZh: sku.specZh, listPrice: '', weightG: '400', stock: '20', stockSeen: '20' };
    const bad = await backofficeForm(shop, admin, `/catalogue/items/${item.itemId}`, { ...form, price: '12.345' }, 'zh_CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('请以人民币填写售价，最多两位小数，例如 128.00。');
    const saved = await backofficeForm(shop, admin, `/catalogue/items/${item.itemId}`, { ...form, price: '138.00' });
    expect([200, 302]).toContain(saved.statusCode);
    expect((await itemOf(item.itemId)).skus[0]!.priceFen).toBe(13800);
    // An image without JavaScript: the page's multipart form, forwarded by its action.
    const image = await post(`/backoffice/catalogue/items/${item.itemId}`, [await photoFile(300, 300, 'png', 'no-script.png')], 'en_US', { intent: 'images' });
    expect(image.statusCode, image.body).toBe(302);
    expect(image.headers.location).toBe(`/backoffice/catalogue/items/${item.itemId}?saved=images`);
    expect((await itemOf(item.itemId)).images.map((i) => i.imageId)).toEqual([expect.stringMatching(/^up-no-script-/)]);
    for (const path of ['/catalogue/items/new', '/catalogue/categories', '/catalogue/tags']) {
      expect((await backofficePage(shop, admin, path)).statusCode, path).toBe(200);
    }
    expect((await backofficePage(shop, admin, '/catalogue/items/999999999')).statusCode).toBe(404);
  });
});
