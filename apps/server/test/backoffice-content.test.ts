// The back-office's content (issue 16): the home page's carousel slides and specials are
// created, changed, hidden and deleted by the admin; the home page's content calls and
// the cached home page show each change at once (the caches are dropped through the
// invalidation bus); links must be shop pages; a save racing another is refused (409),
// never silently lost; every change is audited.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { CarouselSlide, Special } from '@eshop/domain/contract';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir, storefrontBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { SHOP_ORIGIN } from './members.ts';
import { multipart, photoFile, type UploadFile } from './uploads.ts';

const MARK = 'bo-content-test';
const marker = (tag: string) => `${MARK} ${tag} ${randomBytes(4).toString('hex')}`;

interface Entry { id: number; titleEn: string; titleZh: string; link: string; sort: number; active: boolean; version: string; imageId: string | null }

describe.each(databases())('back-office content (%s)', (kind) => {
  let shop: TestShop;
  let admin: StaffBrowser;

  beforeAll(async () => {
    // Both caches on, long enough that only an invalidation can explain a fresh answer.
    shop = await startShop(kind, { CATALOG_CACHE_SECONDS: 300, PAGE_CACHE_SECONDS: 300 }, {
      web: await loadStorefrontBuild(storefrontBuildDir()), backoffice: await loadStorefrontBuild(backofficeBuildDir()),
    });
    admin = await staffBrowser(shop, ['admin']);
  });
  afterAll(async () => {
    if (shop) {
      // Whatever a failed test left behind: other files read the home page too.
      await shop.handle.db.execute(sql`delete from carousel_slide where title_en like ${`${MARK}%`}`);
      await shop.handle.db.execute(sql`delete from special where title_en like ${`${MARK}%`}`);
      shop.app.eshopServices.catalog.invalidate();
      await shop.close();
    }
  });

  const carousel = async (lang = 'en_US') => ((await shop.get('content/carousel/json', { lang })).json() as { data: CarouselSlide[] }).data;
  const specials = async (lang = 'en_US') => ((await shop.get('content/special/json', { lang })).json() as { data: Special[] }).data;
  // An anonymous shopper's home page (no cookie): the kind the page cache keeps.
  const homePage = async () => (await shop.inject({ method: 'GET', url: '/eshop/pc/', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } })).body;
  const entry = async (path: string) => (await staffCall(shop, admin, 'GET', path)).json().data as Entry;
  const auditOf = async (subjectType: string, id: number) => (await queryRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(shop.handle.db, sql`
    select action, before, after from staff_audit where subject_type = ${subjectType} and subject_id = ${String(id)} order by id`));

  it('creates, changes, hides and deletes a slide; the home page shows each change at once', async () => {
    const title = marker('slide');
    // Warm both caches first.
    await carousel();
    await homePage();
    const made = await staffCall(shop, admin, 'POST', 'staff/content/slides', {
      titleEn: title, titleZh: '冬季牛排节', subtitleEn: 'Dry-aged, cut to order', subtitleZh: '干式熟成，现切现发', link: 'list/cid/1', sort: 9990,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { data: { id: number } }).data.id;
    expect((await carousel()).find((s) => s.id === id)).toMatchObject({ title, subtitle: 'Dry-aged, cut to order', link: 'list/cid/1' });
    expect((await carousel('zh_CN')).find((s) => s.id === id)).toMatchObject({ title: '冬季牛排节' });
    expect(await homePage()).toContain(title);

    const renamed = marker('renamed');
    const v1 = await entry(`staff/content/slides/${id}`);
    const saved = await staffCall(shop, admin, 'POST', `staff/content/slides/${id}`, { version: v1.version, titleEn: renamed, link: 'item/12' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await carousel()).find((s) => s.id === id)).toMatchObject({ title: renamed, link: 'item/12', subtitle: 'Dry-aged, cut to order' });
    const page = await homePage();
    expect(page).toContain(renamed);
    expect(page).not.toContain(title);

    const v2 = await entry(`staff/content/slides/${id}`);
    expect((await staffCall(shop, admin, 'POST', `staff/content/slides/${id}`, { version: v2.version, active: false })).statusCode).toBe(200);
    expect((await carousel()).some((s) => s.id === id)).toBe(false);
    expect((await staffCall(shop, admin, 'GET', 'staff/content/slides')).json().data.find((e: Entry) => e.id === id)).toMatchObject({ active: false });

    const gone = await staffCall(shop, admin, 'POST', `staff/content/slides/${id}/delete`, {});
    expect(gone.statusCode).toBe(200);
    expect((await staffCall(shop, admin, 'GET', `staff/content/slides/${id}`)).statusCode).toBe(404);
    expect((await staffCall(shop, admin, 'POST', `staff/content/slides/${id}/delete`, {})).statusCode).toBe(404);

    const audit = await auditOf('carousel_slide', id);
    expect(audit.map((a) => a.action)).toEqual(['carousel_slide.create', 'carousel_slide.update', 'carousel_slide.update', 'carousel_slide.delete']);
    expect(audit[1]).toMatchObject({ before: { titleEn: title, link: 'list/cid/1' }, after: { titleEn: renamed, link: 'item/12' } });
  });

  it('does the same for a special, with its body and badge', async () => {
    const title = marker('special');
    await specials();
    const made = await staffCall(shop, admin, 'POST', 'staff/content/specials', {
      titleEn: title, titleZh: '节日礼盒', bodyEn: 'Hampers for the holidays', bodyZh: '节日礼盒上新', badgeEn: 'New', badgeZh: '新品', link: 'recipe-list', sort: 9991,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { data: { id: number } }).data.id;
    expect((await specials('zh_CN')).find((s) => s.id === id)).toMatchObject({ title: '节日礼盒', body: '节日礼盒上新', badge: '新品', link: 'recipe-list' });
    const v = await entry(`staff/content/specials/${id}`);
    await staffCall(shop, admin, 'POST', `staff/content/specials/${id}`, { version: v.version, badgeEn: '', badgeZh: '' });
    expect((await specials()).find((s) => s.id === id)).toMatchObject({ title, badge: '' });
    expect((await staffCall(shop, admin, 'POST', `staff/content/specials/${id}/delete`, {})).statusCode).toBe(200);
    expect((await specials()).some((s) => s.id === id)).toBe(false);
    expect((await auditOf('special', id)).map((a) => a.action)).toEqual(['special.create', 'special.update', 'special.delete']);
  });

  it('refuses links that are not shop pages, and bad texts, in the caller\'s language, writing nothing', async () => {
    const written = async () => (await queryRows<{ slides: number; audit: number }>(shop.handle.db, sql`
      select (select count(*) from carousel_slide where title_zh = '坏链接')::int as slides, (select count(*) from staff_audit where staff_username = ${admin.username})::int as audit`))[0]!;
    const before = await written();
    for (const link of ['https://evil.example/', 'javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example/x', '/pc/item/1', 'pc/item/1', 'item/../../api', 'item/1 2', 'item\\12', 'data:text/html,x']) {
      const res = await staffCall(shop, admin, 'POST', 'staff/content/slides', { titleEn: marker('bad'), titleZh: '坏链接', link }, 'zh_CN');
      expect(res.statusCode, link).toBe(400);
      expect(res.json(), link).toMatchObject({ field: 'link', message: '链接必须是商城内的页面，且不含网址开头部分，例如 list/cid/1、item/12 或 recipe-list。' });
    }
    const [slide] = await queryRows<{ id: number }>(shop.handle.db, sql`select id from carousel_slide order by sort, id limit 1`);
    const current = await entry(`staff/content/slides/${slide!.id}`);
    const bad = await staffCall(shop, admin, 'POST', `staff/content/slides/${slide!.id}`, { version: current.version, link: 'http://evil.example', titleEn: ' ', sort: 10000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      link: 'The link must be a page of the shop, written without the beginning of the address, e.g. list/cid/1, item/12 or recipe-list.',
      titleEn: 'Please enter the title.',
      sort: 'The order is a whole number from 0 to 9999 (lowest first).',
    });
    const missing = await staffCall(shop, admin, 'POST', 'staff/content/specials', { titleEn: 'x' }, 'zh_CN');
    expect(missing.json()).toMatchObject({ field: 'titleZh', message: '请输入标题。' });
    expect(await entry(`staff/content/slides/${slide!.id}`)).toEqual(current);
    expect(await written()).toEqual(before);
  });

  it('two staff saving one slide at once: one save wins, the other is refused (409) instead of lost', async () => {
    const made = await staffCall(shop, admin, 'POST', 'staff/content/slides', { titleEn: marker('race'), titleZh: '并发', link: 'list/cid/1', sort: 9992, active: false });
    const id = (made.json() as { data: { id: number } }).data.id;
    const other = await staffBrowser(shop, ['admin']);
    const { version } = await entry(`staff/content/slides/${id}`);
    const [a, b] = [marker('by-a'), marker('by-b')];
    const answers = await Promise.all([
      staffCall(shop, admin, 'POST', `staff/content/slides/${id}`, { version, titleEn: a }),
      staffCall(shop, other, 'POST', `staff/content/slides/${id}`, { version, titleEn: b }, 'zh_CN'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect((await entry(`staff/content/slides/${id}`)).titleEn).toBe(winner);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('CONTENT_CHANGED');
    await staffCall(shop, admin, 'POST', `staff/content/slides/${id}/delete`, {});
  });

  it('takes a new image (multipart or the page\'s base64), re-encoded, shown at once; a file that is no image stores nothing', async () => {
    const made = await staffCall(shop, admin, 'POST', 'staff/content/slides', { titleEn: marker('image'), titleZh: '图片', link: 'list/cid/1', sort: 9994 });
    const id = (made.json() as { data: { id: number } }).data.id;
    const upload = (file: UploadFile, lang: 'en_US' | 'zh_CN' = 'en_US') => {
      const body = multipart({}, [{ ...file, field: 'image' }]);
      return shop.inject({ method: 'POST', url: `/api/staff/content/slides/${id}/image`, payload: body.payload, headers: { 'content-type': body.contentType, lang, origin: SHOP_ORIGIN, cookie: admin.cookie } });
    };
    await carousel();
    const res = await upload(await photoFile(1600, 900, 'jpeg', 'Winter Roast.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const { imageId } = (res.json() as { data: { imageId: string } }).data;
    expect(imageId).toMatch(/^up-winter-roast-[0-9a-f]{12}$/);
    const [media] = await queryRows<{ content_type: string; width: number }>(shop.handle.db, sql`select content_type, width from media where id = ${imageId}`);
    expect(media).toEqual({ content_type: 'image/webp', width: 1600 });
    expect((await carousel()).find((s) => s.id === id)!.image).toContain(imageId);

    const before = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from media where id like 'up-notes-%'`);
    const fake = await upload({ filename: 'notes.png', type: 'image/png', bytes: Buffer.from('<html><body>hello</body></html>') }, 'zh_CN');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'IMAGE_NOT_IMAGE', message: '“notes.png”不是JPEG、PNG或WebP图片，请选择其他文件。' });
    expect(await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from media where id like 'up-notes-%'`)).toEqual(before);
    expect((await entry(`staff/content/slides/${id}`)).imageId).toBe(imageId);

    // A page without JavaScript forwards the file as base64 JSON.
    const png = await photoFile(900, 600, 'png', 'roast.png');
    const json = await staffCall(shop, admin, 'POST', `staff/content/slides/${id}/image`, { images: [{ filename: png.filename, data: png.bytes.toString('base64') }] });
    expect(json.statusCode, json.body).toBe(200);
    expect((await entry(`staff/content/slides/${id}`)).imageId).toMatch(/^up-roast-/);
    // The page's own form without JavaScript (multipart to the page's action, intent "image").
    const form = multipart({ intent: 'image' }, [{ ...(await photoFile(800, 450, 'webp', 'ham.webp')), field: 'image' }]);
    const page = await shop.inject({ method: 'POST', url: `/backoffice/content/slides/${id}`, payload: form.payload, headers: { 'content-type': form.contentType, origin: SHOP_ORIGIN, cookie: admin.cookie } });
    expect(page.statusCode, page.body).toBe(302);
    expect(page.headers.location).toBe(`/backoffice/content/slides/${id}?done=image`);
    expect((await entry(`staff/content/slides/${id}`)).imageId).toMatch(/^up-ham-/);
    expect((await auditOf('carousel_slide', id)).map((a) => a.action)).toEqual(['carousel_slide.create', 'carousel_slide.image', 'carousel_slide.image', 'carousel_slide.image']);
    await staffCall(shop, admin, 'POST', `staff/content/slides/${id}/delete`, {});
  });

  it('edits through the back-office pages: the API\'s messages beside the fields, typed values kept, delete asks first', async () => {
    const made = await backofficeForm(shop, admin, '/content/specials/new', {
      titleEn: marker('page'), titleZh: '页面测试', bodyEn: '', bodyZh: '', badgeEn: '', badgeZh: '', link: 'item/3', sort: '9993', version: '', intent: 'save',
    });
    expect(made.statusCode, made.body).toBe(302);
    // The new one's page (to add its image), hidden until it is ticked.
    const [, id] = /^\/backoffice\/content\/specials\/(\d+)\?done=created$/.exec(made.headers.location!) ?? [];
    expect(await entry(`staff/content/specials/${id}`)).toMatchObject({ active: false, link: 'item/3', sort: 9993 });
    const list = await backofficePage(shop, admin, '/content/specials', 'zh_CN');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('页面测试');
    const form = await backofficePage(shop, admin, `/content/specials/${id}`);
    expect(form.body).toContain('Delete “');
    const { version } = await entry(`staff/content/specials/${id}`);
    const fields = { version, titleEn: 'Typed title', titleZh: '页面测试', bodyEn: '', bodyZh: '', badgeEn: '', badgeZh: '', link: 'https://evil.example', sort: '9993', intent: 'save' };
    const refused = await backofficeForm(shop, admin, `/content/specials/${id}`, fields, 'zh_CN');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('链接必须是商城内的页面');
    expect(refused.body).toContain('value="Typed title"');
    const saved = await backofficeForm(shop, admin, `/content/specials/${id}`, { ...fields, link: 'list/cid/2', active: 'on' });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/backoffice/content/specials?done=saved');
    expect(await entry(`staff/content/specials/${id}`)).toMatchObject({ titleEn: 'Typed title', link: 'list/cid/2', active: true });
    const deleted = await backofficeForm(shop, admin, `/content/specials/${id}`, { intent: 'delete' });
    expect(deleted.headers.location).toBe('/backoffice/content/specials?done=deleted');
    expect((await staffCall(shop, admin, 'GET', `staff/content/specials/${id}`)).statusCode).toBe(404);
  });
});
