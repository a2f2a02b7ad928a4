// MemberHeader (docs/decisions/0040-signed-in-render.md, "Third session"): the storefront
// header's member data in one call and one statement. It must say exactly what the calls it
// stands in for say — MemberInfo's name fields and standing, Cart.List's cartTotal,
// FavoriteItemId.List — also for sold-out, over-stock and withdrawn lines and hearts; never
// another member's rows; 403 signed out; no parameters; and a consistent cart under adds.
// Items and SKUs a test changes are put back (the PostgreSQL database is shared).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { item, member, queryRows, sku } from '@eshop/db';
import { shanghaiYear } from '@eshop/domain/time';
import type { CartSummary, MemberHeader, MemberInfo } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';
import { cookieOf, registeredMember, SHOP_ORIGIN, visitor, type RegisteredMember, type Visitor } from './members.ts';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { storefrontBuildDir } from './storefront-build.ts';

const HEADER = 'a/capi/account/MemberHeader';
const INFO = 'a/capi/account/MemberInfo';
const CART = 'a/capi/shopping/Cart.List';
const IDS = 'a/capi/shopping/FavoriteItemId.List';
const ADD = 'a/execute/capi/shopping/AddToCart';

describe.each(databases())('MemberHeader on %s', (kind) => {
  let shop: TestShop;
  /** Published SKUs in stock, one item each; each test takes its own. */
  let skus: { id: number; itemId: number; stock: number }[];
  let next = 0;
  const restoreStock = new Map<number, number>();
  const restorePublished = new Set<number>();
  const db = () => shop.handle.db;

  beforeAll(async () => {
    shop = await startShop(kind);
    skus = await queryRows(db(), sql`
      select distinct on (s.item_id) s.id, s.item_id as "itemId", s.stock
        from sku s join item i on i.id = s.item_id
       where i.published and s.stock >= 20 order by s.item_id, s.id`);
    expect(skus.length).toBeGreaterThan(20);
  });
  afterAll(async () => {
    for (const [id, stock] of restoreStock) await db().update(sku).set({ stock }).where(eq(sku.id, id));
    for (const id of restorePublished) await db().update(item).set({ published: true }).where(eq(item.id, id));
    await shop.close();
  });

  const take = () => skus[next++]!;
  const setStock = async (s: { id: number; stock: number }, stock: number) => {
    if (!restoreStock.has(s.id)) restoreStock.set(s.id, s.stock);
    await db().update(sku).set({ stock }).where(eq(sku.id, s.id));
  };
  const withdraw = async (itemId: number) => {
    restorePublished.add(itemId);
    await db().update(item).set({ published: false }).where(eq(item.id, itemId));
  };
  const memberId = async (m: RegisteredMember) => (await db().select({ id: member.id }).from(member).where(eq(member.email, m.email)))[0]!.id;
  const add = async (m: Visitor, skuId: number, quantity: number) => {
    const res = await m.post(ADD, { 'sku.skuId': String(skuId), 'h.quantity': String(quantity) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const favour = (m: Visitor, itemId: number) => m.post('a/execute/capi/shopping/AddToFavorite', { 't.itemId': String(itemId) });
  const header = async (m: Visitor, lang = 'en_US') => {
    const res = await m.get(HEADER, { lang });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ status: 'success'; data: MemberHeader }>().data;
  };
  /** What the three calls it replaces say, for comparison. */
  const separately = async (m: Visitor, lang = 'en_US') => {
    const [info, cart, ids] = await Promise.all([m.get(INFO, { lang }), m.get(CART, { lang }), m.get(IDS, { lang })]);
    return {
      info: info.json<{ data: MemberInfo }>().data,
      cartTotal: cart.json<{ summary: CartSummary }>().summary.cartTotal,
      favouriteIds: ids.json<{ data: number[] }>().data,
    };
  };
  const expectSameAsSeparately = async (m: Visitor, lang = 'en_US') => {
    const [got, old] = [await header(m, lang), await separately(m, lang)];
    expect(got).toEqual({
      'm.loginId': old.info['m.loginId'], nickname: old.info.nickname, email: old.info.email, phone: old.info.phone,
      level: old.info.level, levelName: old.info.levelName, starsTenths: old.info.starsTenths,
      nextLevel: old.info.nextLevel && { levelName: old.info.nextLevel.levelName, missingTenths: old.info.nextLevel.missingTenths },
      cartTotal: old.cartTotal, favouriteIds: old.favouriteIds,
    });
    return got;
  };

  it('answers a new member: login id, level, no stars, empty cart and hearts', async () => {
    const m = await registeredMember(shop);
    const got = await expectSameAsSeparately(m);
    expect(got).toMatchObject({ 'm.loginId': m.email, email: m.email, nickname: null, level: 1, levelName: 'Apprentice Butcher', starsTenths: 0, cartTotal: 0, favouriteIds: [] });
    expect(got.nextLevel).toMatchObject({ missingTenths: expect.any(Number) });
    expect((await header(m, 'zh_CN')).levelName).toBe('学徒屠夫');
  });

  it('counts the badge as Cart.List does: sold-out, over-stock and withdrawn lines too', async () => {
    const m = await registeredMember(shop);
    const [a, b, c, d] = [take(), take(), take(), take()];
    await add(m, a.id, 3);
    await add(m, b.id, 5);
    await add(m, c.id, 2);
    await add(m, d.id, 4);
    expect((await header(m)).cartTotal).toBe(14);
    await setStock(b, 0); // sold out: the line stays, counted in the badge
    await setStock(c, 1); // fewer than the line's 2
    await withdraw(d.itemId); // withdrawn: counts as sold out
    const got = await expectSameAsSeparately(m);
    expect(got.cartTotal).toBe(14);
  });

  it('gives the hearts as FavoriteItemId.List: newest first, ties by item id, withdrawn items too', async () => {
    const m = await registeredMember(shop);
    const [a, b, c] = [take(), take(), take()];
    for (const s of [a, b, c]) expect((await favour(m, s.itemId)).statusCode).toBe(200);
    // Two hearts of the same instant: the order must still be the list's.
    await db().execute(sql`update favourite set created_at = (select max(created_at) from favourite where member_id = ${await memberId(m)})
      where member_id = ${await memberId(m)} and item_id in (${a.itemId}, ${b.itemId})`);
    await withdraw(c.itemId);
    const got = await expectSameAsSeparately(m);
    expect(new Set(got.favouriteIds)).toEqual(new Set([a.itemId, b.itemId, c.itemId]));
  });

  it('gives the standing as MemberInfo: balance, level and the next level in both languages', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const year = shanghaiYear(new Date());
    await db().execute(sql`insert into star_tx (member_id, kind, tenths, level_tenths, level_year, remark)
      values (${id}, 'adjust', 12345, 12345, ${year}, 'member-header test'), (${id}, 'adjust', 500, 500, ${year - 1}, 'member-header test')`);
    await db().update(member).set({ starsTenths: 12845, level: 2, nickname: '  ' }).where(eq(member.id, id));
    for (const lang of ['en_US', 'zh_CN']) {
      const got = await expectSameAsSeparately(m, lang);
      expect(got).toMatchObject({ starsTenths: 12845, level: 2, nickname: '  ' });
    }
  });

  it("never shows another member's cart or hearts", async () => {
    const [one, two] = [await registeredMember(shop), await registeredMember(shop)];
    const [a, b] = [take(), take()];
    await add(one, a.id, 7);
    expect((await favour(one, a.itemId)).statusCode).toBe(200);
    await add(two, b.id, 2);
    expect((await favour(two, b.itemId)).statusCode).toBe(200);
    expect(await header(one)).toMatchObject({ 'm.loginId': one.email, cartTotal: 7, favouriteIds: [a.itemId] });
    expect(await header(two)).toMatchObject({ 'm.loginId': two.email, cartTotal: 2, favouriteIds: [b.itemId] });
  });

  it('answers 403 NOT_SIGNED_IN signed out, with a stale session and for a cancelled member', async () => {
    for (const [lang, message] of [['en_US', 'Please sign in first.'], ['zh_CN', '请先登录。']] as const) {
      const res = await visitor(shop).get(HEADER, { lang });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message });
    }
    const stale = await visitor(shop).get(HEADER, { session: randomUUID() });
    expect(stale.statusCode).toBe(403);
    const m = await registeredMember(shop);
    await db().update(member).set({ cancelledAt: new Date() }).where(eq(member.id, await memberId(m)));
    const gone = await m.get(HEADER);
    expect(gone.statusCode).toBe(403);
    expect(gone.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it('takes no parameters: any query is refused', async () => {
    const m = await registeredMember(shop);
    for (const query of ['memberId=1', 'm.loginId=x', 'lang=zh_CN']) {
      const res = await m.get(`${HEADER}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failure' });
    }
  });

  it('never shows a badge of a cart that never was while adds run beside it', async () => {
    const m = await registeredMember(shop);
    const quantities = [3, 5, 7, 11];
    const lines = quantities.map(() => take());
    // Every cart the adds can leave is a subset of them: its badge is a subset sum.
    const sums = new Set(quantities.reduce<number[]>((all, q) => [...all, ...all.map((s) => s + q)], [0]));
    const reads: number[] = [];
    const reading = (async () => {
      for (let i = 0; i < 12; i++) reads.push((await header(m)).cartTotal);
    })();
    await Promise.all([reading, ...lines.map((s, i) => add(m, s.id, quantities[i]!))]);
    for (const badge of reads) expect(sums.has(badge), `badge ${badge}`).toBe(true);
    const final = await expectSameAsSeparately(m);
    expect(final.cartTotal).toBe(26);
  });
});

// The shell's loader (apps/web/app/routes/shell.tsx) on a rendered page: the member's header
// from the one call, a visitor's badge from the guest cart, a stale session cookie cleared.
describe('the storefront header of a rendered page', () => {
  let shop: TestShop;
  const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  beforeAll(async () => {
    shop = await startShop('pglite', {}, { web: await loadStorefrontBuild(storefrontBuildDir()) });
  });
  afterAll(async () => { await shop?.close(); });

  const page = (cookie: string) => shop.inject({ method: 'GET', url: '/eshop/pc/item/1', headers: { 'user-agent': DESKTOP, origin: SHOP_ORIGIN, cookie } });
  const badge = (html: string) => /data-testid="cart-badge"[^>]*>(\d+)</.exec(html)?.[1] ?? null;
  /** The product's heart button (FavouriteHeart): filled or not. */
  const heart = (html: string) => /aria-pressed="(true|false)" aria-label="Favourite"/.exec(html)?.[1] ?? null;

  it("shows the member's name, badge and filled heart; a visitor's guest-cart badge; clears a stale session", async () => {
    const [s] = await queryRows<{ id: number }>(shop.handle.db, sql`select s.id from sku s join item i on i.id = s.item_id where i.published and s.stock >= 5 order by s.id limit 1`);
    const m = await registeredMember(shop);
    await shop.handle.db.update(member).set({ nickname: 'Chef Header' }).where(eq(member.email, m.email));
    expect((await m.post(ADD, { 'sku.skuId': String(s!.id), 'h.quantity': '3' })).statusCode).toBe(200);
    expect((await m.post('a/execute/capi/shopping/AddToFavorite', { 't.itemId': '1' })).statusCode).toBe(200);
    const signedIn = await page(`eshop_session=${m.session!}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Chef Header');
    expect(badge(signedIn.body)).toBe('3');
    expect(heart(signedIn.body)).toBe('true');

    const guest = visitor(shop);
    const added = await guest.post(ADD, { 'sku.skuId': String(s!.id), 'h.quantity': '2' });
    const guestCookie = cookieOf(added, 'eshop_guest');
    expect(guestCookie?.value).toBeTruthy();
    expect(badge((await page(`eshop_guest=${guestCookie!.value}`)).body)).toBe('2');

    // A session that ended: signed out, the cookie cleared, neither the member's badge nor the guest cart's.
    const stale = await page(`eshop_session=${randomUUID()}; eshop_guest=${guestCookie!.value}`);
    expect(stale.statusCode).toBe(200);
    expect(cookieOf(stale, 'eshop_session')?.maxAge).toBe(0);
    expect(badge(stale.body)).toBeNull();
    expect(heart(stale.body)).toBe('false');
  });
});
