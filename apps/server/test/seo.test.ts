// Issue 17, "Found and shared" (docs/decisions/0036-seo-sharing.md): what a crawler, a
// share card and a home-screen install read from the shop — sitemap.xml, robots.txt, the
// head of a page (one description, canonical, hreflang, the pc → mobile pair, Open Graph),
// the product's schema.org JSON-LD, the manifest and the icons.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { item, recipe, sku } from '@eshop/db';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { icoOf } from '../src/web/site-files.ts';
import { startShop, type TestShop } from './helpers.ts';
import { storefrontBuildDir } from './storefront-build.ts';

const ORIGIN = 'https://shop.example.cn';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The tags of the head whose start matches (e.g. `<link rel="canonical"`). */
const tags = (html: string, start: string) => html.match(new RegExp(`${start}[^>]*>`, 'gi')) ?? [];
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) as Record<string, unknown> & { offers: Record<string, unknown>; image: string[] } : null;
};

describe('found and shared', () => {
  let shop: TestShop;
  let soldOutId: number;
  let hiddenItemId: number;
  let hiddenRecipeId: number;
  beforeAll(async () => {
    const web = await loadStorefrontBuild(storefrontBuildDir());
    shop = await startShop('pglite', { PUBLIC_ORIGIN: ORIGIN, PAGE_CACHE_SECONDS: 0, CATALOG_CACHE_SECONDS: 0 }, { web });
    const db = shop.handle.db;
    const items = await db.select({ id: item.id }).from(item).where(eq(item.published, true)).orderBy(item.id);
    // One published product sold out, one product and one recipe taken off the shop.
    soldOutId = items[2]!.id;
    hiddenItemId = items[3]!.id;
    await db.update(sku).set({ stock: 0 }).where(eq(sku.itemId, soldOutId));
    await db.update(item).set({ published: false }).where(eq(item.id, hiddenItemId));
    const recipes = await db.select({ id: recipe.id }).from(recipe).where(eq(recipe.published, true)).orderBy(recipe.id);
    hiddenRecipeId = recipes[1]!.id;
    await db.update(recipe).set({ published: false }).where(inArray(recipe.id, [hiddenRecipeId]));
  });
  afterAll(async () => { await shop?.close(); });

  const page = (url: string, ua = DESKTOP) => shop.inject({ method: 'GET', url, headers: { 'user-agent': ua, 'accept-language': 'en' } });

  it('lists both languages of home, categories, products, recipes and information pages in sitemap.xml, and nothing unpublished', async () => {
    const root = await page('/sitemap.xml');
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/eshop/sitemap.xml');
    const res = await page('/eshop/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // Well formed: every <url> closed, every attribute quoted, no bare ampersand.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const screen of ['', 'item/1', 'list/cid/1', 'recipe-list', 'recipe-detail/1', 'about/delivery', 'productmesg/beef']) {
      expect(locs).toContain(`${ORIGIN}/eshop/pc/${screen}`);
      expect(locs).toContain(`${ORIGIN}/eshop/zh_CN/pc/${screen}`);
    }
    expect(locs).toContain(`${ORIGIN}/eshop/pc/item/${soldOutId}`);
    expect(locs).not.toContain(`${ORIGIN}/eshop/pc/item/${hiddenItemId}`);
    expect(locs).not.toContain(`${ORIGIN}/eshop/pc/recipe-detail/${hiddenRecipeId}`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/eshop/zh_CN/pc/item/1"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="${ORIGIN}/eshop/mobile/item/1"/>`);
  });

  it('keeps crawlers out of member, cart, checkout, payment, back-office and API paths in robots.txt and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/eshop/pc/my', '/eshop/mobile/shopping', '/eshop/zh_CN/pc/shopping', '/eshop/zh_CN/mobile/my', '/backoffice/', '/api/', '/eshop/pc/logon']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /eshop/pc/item');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/eshop/sitemap.xml`);
  });

  it('gives a product page one description, its canonical pc URL, hreflang alternates, the mobile alternate and an Open Graph card', async () => {
    const res = await page('/eshop/pc/item/1');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    const descriptions = tags(h, '<meta name="description"');
    expect(descriptions).toHaveLength(1);
    const ld = jsonLd(res.body)!;
    expect(attr(descriptions[0]!, 'content')).toBe(ld.description);
    expect(tags(h, '<link rel="canonical"').map((t) => attr(t, 'href'))).toEqual([`${ORIGIN}/eshop/pc/item/1`]);
    const alternates = tags(h, '<link rel="alternate"');
    const hreflang = Object.fromEntries(alternates.filter((t) => attr(t, 'hrefLang')).map((t) => [attr(t, 'hrefLang'), attr(t, 'href')]));
    expect(hreflang).toEqual({ en: `${ORIGIN}/eshop/pc/item/1`, 'zh-CN': `${ORIGIN}/eshop/zh_CN/pc/item/1`, 'x-default': `${ORIGIN}/eshop/pc/item/1` });
    const mobile = alternates.filter((t) => attr(t, 'media'));
    expect(mobile.map((t) => [attr(t, 'media'), attr(t, 'href')])).toEqual([['only screen and (max-width: 640px)', `${ORIGIN}/eshop/mobile/item/1`]]);
    const og = (p: string) => tags(h, `<meta property="og:${p}"`).map((t) => attr(t, 'content'));
    expect(og('type')).toEqual(['product']);
    expect(og('title')).toEqual([ld.name]);
    expect(og('url')).toEqual([`${ORIGIN}/eshop/pc/item/1`]);
    expect(og('description')).toEqual([ld.description]);
    expect(og('image')).toHaveLength(1);
    expect(og('image')[0]).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it('points the mobile page canonical to the pc page, with hreflang between the mobile pages, in Chinese too', async () => {
    const res = await page('/eshop/zh_CN/mobile/item/1', IPHONE);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(tags(h, '<meta name="description"')).toHaveLength(1);
    expect(tags(h, '<link rel="canonical"').map((t) => attr(t, 'href'))).toEqual([`${ORIGIN}/eshop/zh_CN/pc/item/1`]);
    const alternates = tags(h, '<link rel="alternate"');
    expect(alternates.filter((t) => attr(t, 'media'))).toEqual([]);
    expect(alternates.map((t) => attr(t, 'href'))).toEqual([`${ORIGIN}/eshop/mobile/item/1`, `${ORIGIN}/eshop/zh_CN/mobile/item/1`, `${ORIGIN}/eshop/mobile/item/1`]);
    expect(tags(h, '<meta property="og:locale"').map((t) => attr(t, 'content'))).toEqual(['zh_CN']);
  });

  it("gives home the shop's description once, and the manifest of its language", async () => {
    for (const [url, lang, manifest] of [['/eshop/pc/', 'en', '/eshop/manifest.webmanifest'], ['/eshop/zh_CN/pc/', 'zh-CN', '/eshop/zh_CN/manifest.webmanifest']] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const h = head(res.body);
      expect(tags(h, '<meta name="description"')).toHaveLength(1);
      expect(attr(tags(h, '<meta name="description"')[0]!, 'content')).toBe(lang === 'en'
        ? 'Premium fresh meat, seafood, cheese and wine, delivered cold-chain from our four Shanghai stores.'
        : '优质鲜肉、海鲜、奶酪与葡萄酒，由我们在上海的四家门店冷链配送到家。');
      expect(tags(h, '<link rel="canonical"').map((t) => attr(t, 'href'))).toEqual([`${ORIGIN}${url}`]);
      expect(tags(h, '<meta property="og:type"').map((t) => attr(t, 'content'))).toEqual(['website']);
      expect(tags(h, '<meta property="og:image"').map((t) => attr(t, 'content'))).toEqual([`${ORIGIN}/eshop/icons/icon-512.png`]);
      expect(tags(h, '<link rel="manifest"').map((t) => attr(t, 'href'))).toEqual([manifest]);
      // Above the fold only: the first carousel slide (issue 17: it preloaded 15 images).
      expect(tags(h, '<link rel="preload" as="image"')).toHaveLength(1);
    }
  });

  it('describes an in-stock product in schema.org JSON-LD: name, absolute images, CNY prices as decimals, InStock', async () => {
    const ld = jsonLd((await page('/eshop/pc/item/1')).body)!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Australian Grain-fed Wagyu Ribeye MB6-7');
    expect(ld.image.length).toBeGreaterThan(0);
    for (const src of ld.image) expect(src).toMatch(new RegExp(`^${ORIGIN}/`));
    const prices = (await shop.handle.db.select({ priceFen: sku.priceFen }).from(sku).where(eq(sku.itemId, 1))).map((s) => s.priceFen);
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    expect(ld.offers).toMatchObject({ priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: `${ORIGIN}/eshop/pc/item/1` });
    if (prices.length > 1) {
      expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: yuan(Math.min(...prices)), highPrice: yuan(Math.max(...prices)), offerCount: prices.length });
    } else {
      expect(ld.offers).toMatchObject({ '@type': 'Offer', price: yuan(prices[0]!) });
    }
    expect(String(ld.offers.lowPrice ?? ld.offers.price)).toMatch(/^\d+\.\d{2}$/);
  });

  it('says OutOfStock for a sold-out product, in either language and layout', async () => {
    for (const [url, ua] of [[`/eshop/pc/item/${soldOutId}`, DESKTOP], [`/eshop/zh_CN/mobile/item/${soldOutId}`, IPHONE]] as const) {
      const res = await page(url, ua);
      expect(res.statusCode).toBe(200);
      const ld = jsonLd(res.body)!;
      expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(ld.offers.url).toBe(`${ORIGIN}${url.replace('/mobile/', '/pc/')}`);
    }
  });

  it('has no JSON-LD and no page of its own for an unpublished product', async () => {
    const res = await page(`/eshop/pc/item/${hiddenItemId}`);
    expect(res.statusCode).toBe(404);
    expect(jsonLd(res.body)).toBeNull();
    expect(tags(head(res.body), '<meta name="description"')).toHaveLength(1);
  });

  it('serves a web manifest per language with icons of 192 and 512 px', async () => {
    for (const [url, name, start] of [['/eshop/manifest.webmanifest', 'Butcher & Deli', '/eshop/'], ['/eshop/zh_CN/manifest.webmanifest', '屠夫与熟食', '/eshop/zh_CN/pc/']] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const m = res.json() as { name: string; short_name: string; start_url: string; scope: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
      expect(m).toMatchObject({ name, short_name: name, start_url: start, scope: '/eshop/', theme_color: '#7a1f2b', display: 'standalone' });
      expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
      for (const icon of m.icons) {
        const png = await page(icon.src);
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const size = Number(icon.sizes.split('x')[0]);
        expect(png.rawPayload.readUInt32BE(16)).toBe(size); // IHDR width
        expect(png.rawPayload.readUInt32BE(20)).toBe(size);
      }
    }
  });

  it('serves favicon.ico and a 180 px apple-touch-icon at the root and under /eshop/, cached, also when asked at once', async () => {
    const answers = await Promise.all(['/favicon.ico', '/eshop/favicon.ico', '/apple-touch-icon.png', '/eshop/apple-touch-icon.png'].flatMap((u) => [page(u), page(u)]));
    for (const res of answers.slice(0, 4)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/x-icon');
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const ico = res.rawPayload;
      expect(ico.readUInt16LE(2)).toBe(1);
      expect(ico.readUInt16LE(4)).toBe(3);
      expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
      const first = ico.readUInt32LE(6 + 12);
      expect(ico.subarray(first, first + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    }
    for (const res of answers.slice(4)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.readUInt32BE(16)).toBe(180);
    }
    expect(new Set(answers.slice(0, 4).map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('writes an .ico whose directory points at each image', () => {
    const ico = icoOf([{ size: 16, data: Buffer.from('aaaa') }, { size: 256, data: Buffer.from('bbbbbb') }]);
    expect(ico.length).toBe(6 + 32 + 10);
    expect(ico.readUInt8(6 + 16)).toBe(0); // 256 is written as 0
    expect(ico.subarray(ico.readUInt32LE(6 + 12), ico.readUInt32LE(6 + 12) + 4).toString()).toBe('aaaa');
    expect(ico.subarray(ico.readUInt32LE(22 + 12)).toString()).toBe('bbbbbb');
  });

  it('gives every visitor the same sitemap and robots.txt, whatever their language, cookie or device; only GET', async () => {
    const plain = await page('/eshop/sitemap.xml');
    const chinese = await shop.inject({ method: 'GET', url: '/eshop/sitemap.xml', headers: { 'user-agent': IPHONE, 'accept-language': 'zh-CN', cookie: 'lang=zh_CN; eshop_session=not-a-session' } });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toBe(plain.body);
    expect(chinese.headers['set-cookie']).toBeUndefined();
    const robots = await shop.inject({ method: 'GET', url: '/robots.txt', headers: { 'user-agent': IPHONE, cookie: 'lang=zh_CN' } });
    expect(robots.body).toBe((await page('/robots.txt')).body);
    expect((await shop.inject({ method: 'POST', url: '/robots.txt', payload: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
  });

  describe('the WeChat share card (a/capi/wechat/ShareConfig)', () => {
    const shareConfig = (path: string | undefined, headers: Record<string, string> = {}) => shop.inject({
      method: 'GET', url: `/api/a/capi/wechat/ShareConfig${path === undefined ? '' : `?path=${encodeURIComponent(path)}`}`,
      headers: { ch: 'wechat', lang: 'zh_CN', 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50', ...headers },
    });
    type Config = { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
    const configOf = (res: { json(): unknown }) => (res.json() as { rflag: { config: Config } }).rflag.config;
    const expected = async (c: Config, url: string) => createHash('sha1')
      .update(`jsapi_ticket=${await shop.app.eshopServices.wechat.jsapiTicket()}&noncestr=${c.nonceStr}&timestamp=${c.timestamp}&url=${url}`).digest('hex');

    it('signs a page of the shop for any visitor, without a session, for the share calls only', async () => {
      const url = `${ORIGIN}/eshop/zh_CN/mobile/item/1?from=singlemessage`;
      const res = await shareConfig(`${url}#reviews`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const c = configOf(res);
      expect(c.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
      expect(c.appId).toBe(shop.app.eshopServices.wechat.appId);
      expect(Math.abs(c.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(c.signature).toBe(await expected(c, url));
      // A shopper's cookie, even a stale one, changes nothing.
      const withCookie = await shareConfig(url, { cookie: 'eshop_session=stale' });
      expect(withCookie.statusCode).toBe(200);
      expect(configOf(withCookie).signature).toBe(await expected(configOf(withCookie), url));
    });

    it("refuses pages of other sites and a missing or unreadable path, in the visitor's language", async () => {
      for (const path of ['https://evil.example/eshop/mobile/', 'http://shop.example.cn/eshop/', '//evil.example/x', undefined, 'x'.repeat(2001)]) {
        const res = await shareConfig(path);
        expect(res.statusCode, String(path)).toBe(400);
        expect((res.json() as { status: string }).status).toBe('failure');
      }
      expect((await shareConfig('/eshop/mobile/item/1')).statusCode).toBe(200);
    });

    it('gives concurrent visitors their own nonce, each signature valid against the one ticket', async () => {
      const url = `${ORIGIN}/eshop/mobile/`;
      const answers = await Promise.all(Array.from({ length: 12 }, () => shareConfig(url)));
      const configs = answers.map((r) => { expect(r.statusCode).toBe(200); return configOf(r); });
      expect(new Set(configs.map((c) => c.nonceStr)).size).toBe(configs.length);
      for (const c of configs) expect(c.signature).toBe(await expected(c, url));
    });
  });
});
