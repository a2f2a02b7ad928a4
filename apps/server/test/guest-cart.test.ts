// The visitor's cart (docs/decisions/0033-guest-cart.md): Cart.List, AddToCart, UpdateCart
// and RemoveFromCart without a session work on a cart named by the eshop_guest cookie,
// with the member cart's rules; signing in (password, registration, QR) merges it into
// the member's cart once, in one transaction. SKUs at offsets 70+ of the published ones
// in stock (other files use lower ones); each is put back afterwards.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cartLine, member, queryRows } from '@eshop/db';
import { databases, runDueJobs, startShop, stockedSku, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, registeredMember, registration, SHOP_ORIGIN, uniqueEmail } from './members.ts';

const LIST = '/api/a/capi/shopping/Cart.List';
const ADD = '/api/a/execute/capi/shopping/AddToCart';
const UPDATE = '/api/a/execute/capi/shopping/UpdateCart';
const REMOVE = '/api/a/execute/capi/shopping/RemoveFromCart';
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
const PC_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

interface Cookie { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }
interface CartAnswer { data: { 'sku.skuId': number; 'h.quantity': number }[]; summary: { cartTotal: number; lines: number } }

/** A browser with its own address and cookie jar. */
function browser(shop: TestShop, userAgent = PC_UA) {
  const ip = randomIp();
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as Cookie[]) {
      if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    'user-agent': userAgent, 'x-forwarded-for': ip, ch: 'website', lang: 'en_US',
    ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...extra,
  });
  return {
    jar,
    get: async (path: string) => keep(await shop.inject({ method: 'GET', url: path, headers: headers() })),
    post: async (path: string, form: Record<string, string>, origin: string | null = SHOP_ORIGIN) => keep(await shop.inject({
      method: 'POST', url: path, payload: new URLSearchParams(form).toString(),
      headers: headers({ 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) }),
    })),
  };
}
type Browser = ReturnType<typeof browser>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(databases())('the visitor\'s cart on %s', (kind) => {
  let shop: TestShop;
  const restore: (() => Promise<void>)[] = [];
  let offset = 70;
  /** A SKU of this file with this stock. */
  const takeSku = async (stock = 40) => {
    const s = await stockedSku(shop, offset++, { stock, priceFen: 12_300 });
    restore.push(s.restore);
    return s.id;
  };
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => {
    for (const r of restore) await r();
    await shop.close();
  });

  const db = () => shop.handle.db;
  const add = (b: Browser, skuId: number | string, quantity: number | string = 1) => b.post(ADD, { 'sku.skuId': String(skuId), 'h.quantity': String(quantity) });
  const cart = async (b: Browser) => {
    const res = await b.get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CartAnswer>();
  };
  const quantities = async (b: Browser) => Object.fromEntries((await cart(b)).data.map((l) => [l['sku.skuId'], l['h.quantity']]));
  const memberLines = async (email: string) => {
    const [m] = await db().select({ id: member.id }).from(member).where(eq(member.email, email));
    const rows = await db().select({ skuId: cartLine.skuId, quantity: cartLine.quantity }).from(cartLine).where(eq(cartLine.memberId, m!.id));
    return Object.fromEntries(rows.map((r) => [r.skuId, r.quantity]));
  };
  const guestCarts = async (token: string) =>
    (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from guest_cart where id = ${sha256(token)}`))[0]!.n;
  const login = (b: Browser, email: string) => b.post('/api/m/account/login.html', { 'm.email': email, 'm.password': PASSWORD });

  it('fills, lists, changes and empties a visitor\'s cart under an opaque HttpOnly cookie', async () => {
    const [a, c] = [await takeSku(), await takeSku()];
    const v = browser(shop);
    const first = await add(v, a, 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: 'Add cart success!', summary: { cartTotal: 2, goodsFen: 24_600, lines: 1 } });
    const cookie = (first.cookies as Cookie[]).find((x) => x.name === 'eshop_guest')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    expect(await guestCarts(cookie.value)).toBe(1);
    expect((await queryRows(db(), sql`select 1 from guest_cart where id = ${cookie.value}`)).length).toBe(0);

    await add(v, c, 1);
    await add(v, a, 3);
    expect(v.jar.get('eshop_guest')).toBe(cookie.value); // the same cart, not a new one
    const listed = await cart(v);
    expect(listed.data.map((l) => l['sku.skuId'])).toEqual([c, a]); // newest line first
    expect(listed.summary).toMatchObject({ cartTotal: 6, lines: 2 });

    const updated = await v.post(UPDATE, { 'sku.skuId': String(a), 'h.quantity': '4' });
    expect(updated.statusCode).toBe(200);
    expect(await quantities(v)).toEqual({ [a]: 4, [c]: 1 });
    expect((await v.post(UPDATE, { 'sku.skuId': String(c), 'h.quantity': '0' })).statusCode).toBe(200);
    expect((await v.post(REMOVE, { 'sku.skuId': String(a) })).json<CartAnswer>().summary.cartTotal).toBe(0);
    expect(await cart(v)).toMatchObject({ data: [], summary: { cartTotal: 0 } });
  });

  it('refuses bad input as the member cart does: SKU, quantities, stock, sold out', async () => {
    const a = await takeSku(5);
    const gone = await takeSku(0);
    const v = browser(shop);
    expect((await v.post(ADD, {})).json()).toMatchObject({ code: 'INVALID_FIELD', message: 'Please select SKU!' });
    expect((await add(v, 'abc')).statusCode).toBe(400);
    expect((await add(v, 99_999_999)).statusCode).toBe(404);
    for (const q of ['0', '100', '-1', '1.5', 'x']) expect((await add(v, a, q)).statusCode, q).toBe(400);
    const tooMany = await add(v, a, 6);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT', available: 5 });
    expect((await add(v, gone, 1)).json()).toMatchObject({ code: 'SOLD_OUT' });
    expect((await add(v, a, 5)).statusCode).toBe(200);
    expect((await add(v, a, 1)).json()).toMatchObject({ code: 'STOCK_INSUFFICIENT' });
    expect((await v.post(UPDATE, { 'sku.skuId': String(a), 'h.quantity': '100' })).statusCode).toBe(400);
    expect(await quantities(v)).toEqual({ [a]: 5 });
  });

  it('ignores a forged or oversized guest cookie: an empty cart, and a new cookie on the first add', async () => {
    const a = await takeSku();
    for (const forged of ['A'.repeat(43), 'x'.repeat(4000), '../../etc', '']) {
      const v = browser(shop);
      v.jar.set('eshop_guest', forged);
      expect(await cart(v)).toMatchObject({ data: [], summary: { cartTotal: 0 } });
      expect((await add(v, a, 1)).statusCode).toBe(200);
      const issued = v.jar.get('eshop_guest')!;
      expect(issued).not.toBe(forged);
      expect(issued).toMatch(/^[\w-]{43}$/);
      expect(await quantities(v)).toEqual({ [a]: 1 });
    }
    expect((await queryRows(db(), sql`select 1 from guest_cart where id = ${sha256('A'.repeat(43))}`)).length).toBe(0);
  });

  it('keeps each visitor to their own cart; a guest cookie never reaches a member\'s cart', async () => {
    const [a, c] = [await takeSku(), await takeSku()];
    const one = browser(shop);
    const two = browser(shop);
    await add(one, a, 2);
    await add(two, c, 3);
    expect(await quantities(one)).toEqual({ [a]: 2 });
    expect(await quantities(two)).toEqual({ [c]: 3 });
    // Two's changes cannot touch one's lines: they work on two's own cart.
    await two.post(REMOVE, { 'sku.skuId': String(a) });
    await two.post(UPDATE, { 'sku.skuId': String(a), 'h.quantity': '9' });
    expect(await quantities(one)).toEqual({ [a]: 2 });

    const m = await registeredMember(shop);
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(c), 'h.quantity': '4' });
    // The member's session token as a guest cookie names no cart.
    const thief = browser(shop);
    thief.jar.set('eshop_guest', m.session!);
    expect(await cart(thief)).toMatchObject({ data: [] });
    expect((await thief.post(REMOVE, { 'sku.skuId': String(c) })).statusCode).toBe(200);
    expect(await memberLines(m.email)).toEqual({ [c]: 4 });
  });

  it('refuses a cross-site post carrying the guest cookie (CSRF)', async () => {
    const a = await takeSku();
    const v = browser(shop);
    await add(v, a, 1);
    const evil = await v.post(ADD, { 'sku.skuId': String(a), 'h.quantity': '5' }, 'https://evil.example');
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await v.post(REMOVE, { 'sku.skuId': String(a) }, null)).statusCode).toBe(403);
    expect(await quantities(v)).toEqual({ [a]: 1 });
  });

  it('sums 20 concurrent adds of one visitor', async () => {
    const a = await takeSku(100);
    const v = browser(shop);
    await add(v, a, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(v, a, 2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await quantities(v)).toEqual({ [a]: 41 });
  });

  it('merges into the member\'s cart at sign-in: summed, capped at stock and 99, the guest cart gone', async () => {
    const [shared, onlyGuest, big] = [await takeSku(6), await takeSku(), await takeSku(200)];
    const m = await registeredMember(shop);
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(shared), 'h.quantity': '3' });
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(big), 'h.quantity': '60' });
    const v = browser(shop);
    await add(v, shared, 5);
    await add(v, onlyGuest, 2);
    await add(v, big, 50);
    const token = v.jar.get('eshop_guest')!;
    const signedIn = await login(v, m.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(v.jar.has('eshop_guest')).toBe(false); // the cookie is cleared
    expect(v.jar.get('eshop_session')).toBeTruthy();
    expect(await memberLines(m.email)).toEqual({ [shared]: 6, [onlyGuest]: 2, [big]: 99 });
    expect(await guestCarts(token)).toBe(0);
    // The same cart in the signed-in browser.
    expect(await quantities(v)).toEqual({ [shared]: 6, [onlyGuest]: 2, [big]: 99 });
  });

  it('merges once when two sign-ins race with the same guest cookie (two tabs)', async () => {
    const a = await takeSku(50);
    const m = await registeredMember(shop);
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(a), 'h.quantity': '1' });
    const v = browser(shop);
    await add(v, a, 4);
    const token = v.jar.get('eshop_guest')!;
    const tab = browser(shop);
    tab.jar.set('eshop_guest', token);
    const answers = await Promise.all([login(v, m.email), login(tab, m.email), login(v, m.email)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await memberLines(m.email)).toEqual({ [a]: 5 });
    expect(await guestCarts(token)).toBe(0);
  });

  it('gives a new member the visitor\'s cart at registration', async () => {
    const a = await takeSku();
    const v = browser(shop);
    await add(v, a, 3);
    const email = uniqueEmail('guest');
    const res = await v.post('/api/m/account/reg.html', registration(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(v.jar.has('eshop_guest')).toBe(false);
    expect(await memberLines(email)).toEqual({ [a]: 3 });
  });

  it('merges the pc\'s visitor cart when it signs in by QR code', async () => {
    const a = await takeSku();
    const m = await registeredMember(shop);
    const pc = browser(shop);
    await add(pc, a, 2);
    const token = pc.jar.get('eshop_guest')!;
    const code = (await pc.get('/api/open/login/init/QR.ds')).json<{ data: { ticket: string; url: string } }>().data;
    const phone = browser(shop, WECHAT_UA);
    phone.jar.set('eshop_session', m.session!);
    const page = `${new URL(code.url).pathname}${new URL(code.url).search}`;
    const scan = await phone.get(`/api/open/login/scan/QR.ds?ticket=${code.ticket}&return=${encodeURIComponent(page)}`);
    const { authorizeUrl } = scan.json<{ data: { authorizeUrl: string } }>().data;
    const u = new URL(authorizeUrl.replace(/#wechat_redirect$/, ''));
    const back = new URL((await phone.get(`${u.pathname}${u.search}`)).headers.location as string);
    const confirmed = await phone.post('/api/open/login/confirm/QR.ds', {
      ticket: code.ticket, code: back.searchParams.get('code')!, state: back.searchParams.get('state')!,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await pc.get(`/api/open/login/check/QR.ds?ticket=${code.ticket}`)).json()).toEqual({ login: 1 });
    expect(pc.jar.has('eshop_guest')).toBe(false);
    expect(await guestCarts(token)).toBe(0);
    expect(await memberLines(m.email)).toEqual({ [a]: 2 });
  });

  it('prunes visitors\' carts idle for 30 days in the scheduled job', async () => {
    const a = await takeSku();
    const [idle, fresh] = [browser(shop), browser(shop)];
    await add(idle, a, 1);
    await add(fresh, a, 1);
    await db().execute(sql`update guest_cart set last_seen_at = now() - interval '31 days' where id = ${sha256(idle.jar.get('eshop_guest')!)}`);
    await shop.app.eshopServices.jobs.send(db(), 'guest_carts_prune', {});
    await runDueJobs(shop);
    expect(await guestCarts(idle.jar.get('eshop_guest')!)).toBe(0);
    expect(await guestCarts(fresh.jar.get('eshop_guest')!)).toBe(1);
    expect(await cart(idle)).toMatchObject({ data: [] });
  });
});
