// Pages shared between shoppers (docs/decisions/0043): a signed-in member's (or a visitor
// with a cart's) copy of the home, list, product, recipe and information pages is the page
// everyone gets with the member's parts swapped in. It must read exactly as the page
// rendered for that member alone (the browser's hydration renders that), in both layouts
// and languages; never show another member's parts; and leave every other page, a page's
// data request and an ended session to the full render.
import { inflateSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { member, queryRows } from '@eshop/db';
import { startShop, type TestShop } from './helpers.ts';
import { cookieOf, registeredMember, SHOP_ORIGIN, visitor, type RegisteredMember } from './members.ts';
import { loadStorefrontBuild, type StorefrontBuild } from '../src/web/storefront.ts';
import { storefrontBuildDir } from './storefront-build.ts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';

const ADD = 'a/execute/capi/shopping/AddToCart';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const OVERLAY = 'id="member-overlay"';

/** The page as the browser shows it before its scripts run: scripts (data) and nonces (one per render) left out. */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/ nonce="[^"]*"/g, '');
/** The two pages read the same; on a difference, the first one with some text around it. */
function expectSamePage(shared: string, own: string) {
  const [a, b] = [visible(shared), visible(own)];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  expect(a.slice(Math.max(0, i - 200), i + 300)).toBe(b.slice(Math.max(0, i - 200), i + 300));
}
const badge = (html: string) => [...html.matchAll(/data-testid="cart-badge"[^>]*>(\d+)</g)].map((m) => m[1]);
/** The products with a heart on the page, and those whose heart is filled. */
const hearts = (html: string, pressed?: 'true') => [...html.matchAll(/name="t\.itemId" value="(\d+)"\/><button [^>]*aria-pressed="(true|false)"/g)]
  .filter((m) => !pressed || m[2] === pressed).map((m) => Number(m[1]));
const overlayOf = (html: string) => {
  const json = /<script type="application\/json" id="member-overlay">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) as { member: { displayName: string } | null; cartTotal: number; favourites: number[] } : null;
};

describe('pages shared between shoppers', () => {
  let web: StorefrontBuild;
  /** The shop, pages cached (the default): a member gets the shared page with their parts. */
  let shop: TestShop;
  /** The same database without the page cache: every page rendered for its shopper alone. */
  let alone: FastifyInstance;
  let chef: RegisteredMember;
  let itemsOnList: number[];
  // A name that must be escaped in the page and in the JSON.
  const NICKNAME = 'Chef <b>&"\'</script>';

  beforeAll(async () => {
    web = await loadStorefrontBuild(storefrontBuildDir());
    shop = await startShop('pglite', {}, { web });
    alone = await buildApp({ config: testConfig({ PAGE_CACHE_SECONDS: 0 }), db: shop.handle.db, web });
    await alone.ready();
    chef = await registeredMember(shop);
    await shop.handle.db.update(member).set({ nickname: NICKNAME }).where(eq(member.email, chef.email));
    const skus = await queryRows<{ id: number; item_id: number }>(shop.handle.db, sql`
      select s.id, s.item_id from sku s join item i on i.id = s.item_id where i.published and s.stock >= 5 and i.category_id = 1 and i.id <> 1 order by s.id limit 2`);
    expect(skus.length).toBe(2);
    itemsOnList = skus.map((s) => s.item_id);
    for (const [i, s] of skus.entries()) expect((await chef.post(ADD, { 'sku.skuId': String(s.id), 'h.quantity': String(i + 2) })).statusCode).toBe(200);
    for (const itemId of [1, itemsOnList[0]!]) expect((await chef.post('a/execute/capi/shopping/AddToFavorite', { 't.itemId': String(itemId) })).statusCode).toBe(200);
  });
  afterAll(async () => { await alone?.close(); await shop?.close(); });

  const get = (app: { inject: TestShop['inject'] }, url: string, cookie: string, userAgent = DESKTOP) =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, origin: SHOP_ORIGIN, cookie } });

  it.each([
    ['/eshop/pc/item/1', DESKTOP],
    ['/eshop/pc/', DESKTOP],
    ['/eshop/pc/list/cid/1', DESKTOP],
    // A Chinese page for a shopper whose language cookie says so (without it, the page sets it: rendered for them alone).
    ['/eshop/zh_CN/pc/item/1', DESKTOP, 'lang=zh_CN; '],
    ['/eshop/pc/list/search/beef?page=1', DESKTOP],
    ['/eshop/pc/recipe-list', DESKTOP],
    ['/eshop/mobile/item/1', PHONE],
    ['/eshop/zh_CN/mobile/', PHONE, 'lang=zh_CN; '],
    ['/eshop/mobile/list/cid/1', PHONE],
    ['/eshop/zh_CN/mobile/about', PHONE, 'lang=zh_CN; '],
  ])('%s reads exactly as the page rendered for the member alone', async (url, userAgent, lang = '') => {
    const cookie = `${lang}eshop_session=${chef.session!}`;
    // Twice: the first fills the page cache (rendered without the member), the second is served from it.
    for (const round of [1, 2]) {
      const shared = await get(shop, url, cookie, userAgent);
      const own = await get(alone, url, cookie, userAgent);
      expect(shared.statusCode, `round ${round}`).toBe(200);
      expect(own.statusCode).toBe(200);
      expect(shared.body).toContain(OVERLAY);
      expect(own.body).not.toContain(OVERLAY);
      // Parsed before any script of the page runs (the page may hydrate before its end is parsed).
      expect(shared.body.indexOf(OVERLAY)).toBeGreaterThan(shared.body.indexOf('<body'));
      expect(shared.body.indexOf(OVERLAY)).toBeLessThan(shared.body.indexOf('<script nonce'));
      expectSamePage(shared.body, own.body);
      // Not the everyone-page: the member's name, badge and hearts are in it.
      expect(visible(shared.body)).toContain('Chef &lt;b&gt;&amp;');
      expect(badge(shared.body)).toEqual(['5']);
      expect(overlayOf(shared.body)).toEqual({ member: expect.objectContaining({ displayName: NICKNAME }), cartTotal: 5, favourites: [itemsOnList[0], 1] });
    }
  });

  it('fills the hearts of the products the member keeps, and only those', async () => {
    const shared = await get(shop, '/eshop/pc/list/cid/1', `eshop_session=${chef.session!}`);
    const onPage = hearts(shared.body);
    expect(onPage).toEqual(expect.arrayContaining(itemsOnList));
    expect(hearts(shared.body, 'true')).toEqual(onPage.filter((id) => id === 1 || id === itemsOnList[0]));
    const product = await get(shop, '/eshop/pc/item/1', `eshop_session=${chef.session!}`);
    expect(hearts(product.body, 'true')).toContain(1);
  });

  it("never shows one member another's parts, also when they ask at once on an empty cache", async () => {
    const others = await Promise.all([1, 2, 3, 4].map(async (n) => {
      const m = await registeredMember(shop);
      await shop.handle.db.update(member).set({ nickname: `Cook ${n}` }).where(eq(member.email, m.email));
      return m;
    }));
    const url = '/eshop/pc/item/2?reviews=3';
    const pages = await Promise.all([...others, chef, ...others].map((m) => get(shop, url, `eshop_session=${m.session!}`)));
    for (const [i, page] of pages.entries()) {
      const mine = i === others.length ? NICKNAME : `Cook ${(i % (others.length + 1)) + 1}`;
      expect(overlayOf(page.body)?.member?.displayName).toBe(mine);
      for (const n of [1, 2, 3, 4]) if (mine !== `Cook ${n}`) expect(page.body).not.toContain(`Cook ${n}`);
      if (mine !== NICKNAME) expect(badge(page.body)).toEqual([]);
    }
    // A member with an empty cart and no hearts: as the full render too.
    expectSamePage(pages[0]!.body, (await get(alone, url, `eshop_session=${others[0]!.session!}`)).body);
    // An anonymous visitor then gets the everyone-page, nobody's parts.
    const anonymous = await get(shop, url, '');
    expect(anonymous.body).not.toContain(OVERLAY);
    expect(anonymous.body).not.toMatch(/Cook \d|Chef/);
  });

  it("gives a visitor with a cart the guest cart's badge on the shared page", async () => {
    const guest = visitor(shop);
    const [s] = await queryRows<{ id: number }>(shop.handle.db, sql`select s.id from sku s join item i on i.id = s.item_id where i.published and s.stock >= 5 order by s.id limit 1`);
    const added = await guest.post(ADD, { 'sku.skuId': String(s!.id), 'h.quantity': '4' });
    const cookie = `eshop_guest=${cookieOf(added, 'eshop_guest')!.value}`;
    const shared = await get(shop, '/eshop/mobile/item/1', cookie, PHONE);
    const own = await get(alone, '/eshop/mobile/item/1', cookie, PHONE);
    expect(overlayOf(shared.body)).toEqual({ member: null, cartTotal: 4, favourites: [] });
    expectSamePage(shared.body, own.body);
    expect(badge(shared.body)).toEqual(['4']);
    // The badge's number is put in as the badge's text only, not where a URL holds the same digits.
    const search = '/eshop/pc/list/search/987654321';
    const searched = await get(shop, search, cookie);
    expect(overlayOf(searched.body)?.cartTotal).toBe(4);
    expectSamePage(searched.body, (await get(alone, search, cookie)).body);
    expect(searched.body).toContain('back=list%2Fsearch%2F987654321');
  });

  it('leaves an ended session, other pages and data requests to the full render', async () => {
    // An ended session: signed out and its cookie cleared, as before.
    const stale = await get(shop, '/eshop/pc/item/1', 'eshop_session=00000000-0000-4000-8000-000000000000');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).not.toContain(OVERLAY);
    expect(cookieOf(stale, 'eshop_session')?.maxAge).toBe(0);
    const cookie = `eshop_session=${chef.session!}`;
    for (const url of ['/eshop/pc/my', '/eshop/pc/shopping/cart', '/eshop/pc/my/favourite-list']) {
      const page = await get(shop, url, cookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(OVERLAY);
      expect(page.body, url).toContain('Chef &lt;b&gt;');
    }
    // A shared screen that is not found (no such product, not a number): the member's own 404.
    for (const url of ['/eshop/pc/item/999999', '/eshop/pc/item/abc']) {
      const missing = await get(shop, url, cookie);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain(OVERLAY);
      expectSamePage(missing.body, (await get(alone, url, cookie)).body);
    }
    // The shell's data as the browser reloads it after a form: the member's own.
    const data = await get(shop, '/eshop/pc/item/1.data', cookie);
    expect(data.statusCode).toBe(200);
    expect(data.body).not.toContain(OVERLAY);
    expect(data.body).toContain('Chef <b>');
    // A redirect (the language cookie says Chinese): as rendered for the member alone.
    const redirected = await get(shop, '/eshop/pc/item/1', `lang=zh_CN; ${cookie}`);
    const own = await get(alone, '/eshop/pc/item/1', `lang=zh_CN; ${cookie}`);
    expect([redirected.statusCode, redirected.headers.location]).toEqual([own.statusCode, own.headers.location]);
  });
  it('keeps a page compressed: a browser that takes gzip gets the kept bytes, any other the same page', async () => {
    const anonymous = (encoding?: string) => shop.inject({
      method: 'GET', url: '/eshop/mobile/recipe-list', headers: { 'user-agent': PHONE, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
    expect((await anonymous()).statusCode).toBe(200);
    // Kept once compressed (on the thread pool): from then on a browser taking gzip is sent the kept bytes.
    await vi.waitFor(async () => expect((await anonymous('gzip, deflate, br')).headers['content-encoding']).toBe('gzip'));
    const gzipped = await anonymous('gzip, deflate, br');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-type']).toMatch(/^text\/html/);
    // What a cache in front of the shop must tell apart: the page's own and the encoding.
    expect(gzipped.headers.vary).toBe((await anonymous()).headers.vary + ', accept-encoding');
    expect(gzipped.headers.vary).toMatch(/^User-Agent, Cookie, Accept-Language, accept-encoding$/);
    const html = gunzipSync(gzipped.rawPayload).toString('utf8');
    expect(html).toContain('</html>');
    // The same page, uncompressed or compressed as any reply is, for a client without gzip.
    const plain = await anonymous();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    const deflated = await anonymous('deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString('utf8')).toBe(html);
  });

  it('compresses what is made for one request for a browser taking gzip: a member\'s copy, its data, a page of its own', async () => {
    const cookie = `eshop_session=${chef.session!}`;
    const gzipped = async (url: string) => {
      const res = await shop.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP, origin: SHOP_ORIGIN, cookie, 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding$/);
      // Made for this request: compressed at zlib's fastest level (the gzip header's XFL byte says 4).
      expect(res.rawPayload[8], url).toBe(4);
      return gunzipSync(res.rawPayload).toString('utf8');
    };
    // The member's copy of the shared product page: their parts in it, as without gzip.
    const copy = await gzipped('/eshop/pc/item/1');
    expect(badge(copy)).toEqual(['5']);
    expectSamePage(copy, (await get(shop, '/eshop/pc/item/1', cookie)).body);
    // The page's data for a client-side navigation, and a page only the member gets (the cart).
    expect(await gzipped('/eshop/pc/item/1.data')).toContain('Chef <b>');
    expect(await gzipped('/eshop/pc/shopping/cart')).toContain('</html>');
  });
});
