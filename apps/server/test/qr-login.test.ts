// QR sign-in (AuthorizeQR / authorize-qr; open/login/*): a pc browser shows a code, a
// phone in WeChat identifies its user through the WeChat OAuth sandbox (real protocol,
// real HTTP to the sandbox's API server) and confirms, the pc's check signs it in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { member, qrLogin, queryRows } from '@eshop/db';
import { maskedContact } from '@eshop/domain/members';
import { databases, startShop, type TestShop } from './helpers.ts';
import { randomIp, registeredMember, SHOP_ORIGIN } from './members.ts';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PC_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A browser: its own address, user agent and cookie jar. */
function browser(shop: TestShop, userAgent: string, lang = 'en_US') {
  const ip = randomIp();
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    'user-agent': userAgent, 'x-forwarded-for': ip, ch: 'website', lang,
    ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...extra,
  });
  return {
    ip,
    jar,
    get: async (path: string) => keep(await shop.inject({ method: 'GET', url: path, headers: headers() })),
    post: async (path: string, form: Record<string, string>, origin: string = SHOP_ORIGIN) => keep(await shop.inject({
      method: 'POST', url: path, payload: new URLSearchParams(form).toString(),
      headers: headers({ 'content-type': 'application/x-www-form-urlencoded', origin }),
    })),
  };
}
type Browser = ReturnType<typeof browser>;

/** The path part of an absolute URL the shop produced (inject talks to the app directly). */
const pathOf = (url: string) => { const u = new URL(url); return `${u.pathname}${u.search}`; };

describe.each(databases())('QR sign-in on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  async function showCode(pc: Browser) {
    const res = await pc.get('/api/open/login/init/QR.ds');
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { ticket: string; url: string; svg: string; expiresIn: number } }>().data;
  }

  /** The phone opens the QR code's page in WeChat, goes through WeChat OAuth and comes back with code and state. */
  async function scanInWechat(phone: Browser, url: string) {
    const page = pathOf(url);
    const ticket = new URL(url).searchParams.get('ticket')!;
    const scan = await phone.get(`/api/open/login/scan/QR.ds?ticket=${ticket}&return=${encodeURIComponent(page)}`);
    expect(scan.statusCode).toBe(200);
    const { authorizeUrl } = scan.json<{ data: { authorizeUrl: string } }>().data;
    expect(authorizeUrl).toMatch(/\/dev\/wechat\/connect\/oauth2\/authorize\?appid=.+&scope=snsapi_base&state=.+#wechat_redirect$/);
    const back = await phone.get(pathOf(authorizeUrl.replace(/#wechat_redirect$/, '')));
    expect(back.statusCode).toBe(302);
    const returned = new URL(back.headers.location as string);
    expect(returned.pathname).toBe(new URL(url).pathname);
    return { ticket, code: returned.searchParams.get('code')!, state: returned.searchParams.get('state')! };
  }

  const check = (pc: Browser, ticket: string) => pc.get(`/api/open/login/check/QR.ds?ticket=${ticket}`);

  it('shows a QR code of the mobile authorize page, bound to the browser that asked', async () => {
    const pc = browser(shop, PC_UA);
    const code = await showCode(pc);
    expect(code.url).toMatch(/^http:\/\/localhost:\d+\/eshop\/mobile\/authorize-qr\?ticket=[\w-]{43}$/);
    expect(code.svg).toMatch(/^<svg[^>]+viewBox/);
    expect(code.expiresIn).toBeGreaterThan(100);
    expect(pc.jar.get('eshop_qr')).toMatch(/^[\w-]{43}$/);
    expect((await check(pc, code.ticket)).json()).toMatchObject({ status: 'pending' });
    // Someone who only saw the QR code (another browser) learns nothing and signs in nobody.
    const other = browser(shop, PC_UA);
    expect((await check(other, code.ticket)).statusCode).toBe(404);
    const zh = browser(shop, PC_UA, 'zh_CN');
    expect((await showCode(zh)).url).toContain('/eshop/zh_CN/mobile/authorize-qr?ticket=');
  });

  it('signs the pc in as a new WeChat customer when the WeChat user has no account', async () => {
    const pc = browser(shop, PC_UA);
    const phone = browser(shop, WECHAT_UA);
    const { url } = await showCode(pc);
    const { ticket, code, state } = await scanInWechat(phone, url);
    expect((await check(pc, ticket)).json()).toMatchObject({ status: 'pending' });

    const confirmed = await phone.post('/api/open/login/confirm/QR.ds', { ticket, code, state });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'success', message: 'Done. You are now signed in on your computer.' });
    expect(phone.jar.get('eshop_session')).toBeTruthy();

    const secret = pc.jar.get('eshop_qr')!;
    const signedIn = await check(pc, ticket);
    expect(signedIn.json()).toEqual({ login: 1 });
    expect(pc.jar.get('eshop_session')).toBeTruthy();
    expect(pc.jar.has('eshop_qr')).toBe(false);
    const info = (await pc.get('/api/a/capi/account/MemberInfo')).json<{ data: { 'm.loginId': string; email: string | null; levelName: string } }>().data;
    expect(info['m.loginId']).toMatch(/^wechat:\d+$/);
    expect(info.email).toBeNull();
    expect(info.levelName).toBe('Apprentice Butcher');
    // The phone is that same customer.
    expect((await phone.get('/api/a/capi/account/MemberInfo')).json<{ data: { 'm.loginId': string } }>().data['m.loginId']).toBe(info['m.loginId']);

    // A ticket signs in once: asking again, even with the secret, hands out no other session.
    pc.jar.set('eshop_qr', secret);
    const again1 = await check(pc, ticket);
    expect(again1.json()).toMatchObject({ status: 'expired' });
    expect(again1.cookies.some((c: { name: string }) => c.name === 'eshop_session')).toBe(false);

    // Next time the same WeChat user is the same customer, not a new one.
    const pc2 = browser(shop, PC_UA);
    const again = await scanInWechat(phone, (await showCode(pc2)).url);
    expect((await phone.post('/api/open/login/confirm/QR.ds', again)).statusCode).toBe(200);
    await check(pc2, again.ticket);
    expect((await pc2.get('/api/a/capi/account/MemberInfo')).json<{ data: { 'm.loginId': string } }>().data['m.loginId']).toBe(info['m.loginId']);
  });

  it('signs the pc in as the member signed in on the phone, and binds their WeChat', async () => {
    const m = await registeredMember(shop);
    const phone = browser(shop, WECHAT_UA);
    phone.jar.set('eshop_session', m.session!);
    const pc = browser(shop, PC_UA);
    const { url } = await showCode(pc);
    const ticket = new URL(url).searchParams.get('ticket')!;
    const scan = await phone.get(`/api/open/login/scan/QR.ds?ticket=${ticket}&return=${encodeURIComponent(pathOf(url))}`);
    expect(scan.json()).toMatchObject({ data: { state: 'pending', inWechat: true, signedInAs: maskedContact(m.email) } });
    const round = await scanInWechat(phone, url);
    expect((await phone.post('/api/open/login/confirm/QR.ds', round)).statusCode).toBe(200);
    expect((await check(pc, ticket)).json()).toEqual({ login: 1 });
    expect((await pc.get('/api/a/capi/account/MemberInfo')).json<{ data: { email: string } }>().data.email).toBe(m.email);
    const [row] = await shop.handle.db.select().from(member).where(eq(member.email, m.email));
    expect(row!.wechatOpenid).toMatch(/^o[\w-]{27}$/);
  });

  it('is confirmed only inside WeChat; elsewhere the page learns it is not WeChat', async () => {
    const pc = browser(shop, PC_UA);
    const { url, ticket } = await showCode(pc);
    const safari = browser(shop, SAFARI_UA, 'zh_CN');
    const scan = await safari.get(`/api/open/login/scan/QR.ds?ticket=${ticket}&return=${encodeURIComponent(pathOf(url))}`);
    expect(scan.json()).toMatchObject({ data: { state: 'pending', inWechat: false, authorizeUrl: null } });
    const refused = await safari.post('/api/open/login/confirm/QR.ds', { ticket });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'QR_WECHAT_ONLY', message: '请使用微信扫描二维码，在电脑上登录。' });
    expect((await check(pc, ticket)).json()).toMatchObject({ status: 'pending' });
  });

  it('refuses a forged state, a replayed WeChat code, an expired or cancelled code, and other sites', async () => {
    const pc = browser(shop, PC_UA);
    const phone = browser(shop, WECHAT_UA);
    const first = await scanInWechat(phone, (await showCode(pc)).url);
    const forged = await phone.post('/api/open/login/confirm/QR.ds', { ...first, state: 'not-the-nonce' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'QR_STATE_INVALID' });

    // A WeChat code is single-use: the sandbox answers 40029 like WeChat.
    const second = await scanInWechat(phone, (await showCode(pc)).url);
    expect((await phone.post('/api/open/login/confirm/QR.ds', second)).statusCode).toBe(200);
    const third = await scanInWechat(phone, (await showCode(browser(shop, PC_UA))).url);
    const replay = await phone.post('/api/open/login/confirm/QR.ds', { ...third, code: second.code });
    expect(replay.statusCode).toBe(502);
    expect(replay.json()).toMatchObject({ code: 'QR_WECHAT_FAILED' });

    // Expired: nobody can confirm it and the pc is told to refresh.
    const pcLate = browser(shop, PC_UA);
    const late = await scanInWechat(phone, (await showCode(pcLate)).url);
    await shop.handle.db.update(qrLogin).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(qrLogin.state, 'pending'));
    const expired = await phone.post('/api/open/login/confirm/QR.ds', late);
    expect(expired.statusCode).toBe(410);
    expect((await check(pcLate, late.ticket)).json()).toMatchObject({ status: 'expired' });

    // Cancelled on the phone (that opened the code's page).
    const pcCancel = browser(shop, PC_UA);
    const { ticket } = await scanInWechat(phone, (await showCode(pcCancel)).url);
    expect((await phone.post('/api/open/login/cancel/QR.ds', { ticket })).statusCode).toBe(200);
    expect((await check(pcCancel, ticket)).json()).toMatchObject({ status: 'cancelled' });

    // A page of another site cannot confirm for the signed-in phone.
    const pcCsrf = browser(shop, PC_UA);
    const csrf = await scanInWechat(phone, (await showCode(pcCsrf)).url);
    const cross = await phone.post('/api/open/login/confirm/QR.ds', csrf, 'https://evil.example');
    expect(cross.statusCode).toBe(403);
    expect((await check(pcCsrf, csrf.ticket)).json()).toMatchObject({ status: 'pending' });
  });

  it('is declined only by the browser that opened the code: the first phone to open its page, or the pc', async () => {
    const pc = browser(shop, PC_UA);
    const phone = browser(shop, WECHAT_UA);
    const stranger = browser(shop, WECHAT_UA, 'zh_CN');
    const { url, ticket } = await showCode(pc);
    const cancel = (b: Browser) => b.post('/api/open/login/cancel/QR.ds', { ticket });

    // Someone who only knows the ticket (it is in the QR code) cannot decline it.
    const early = await cancel(stranger);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ code: 'QR_NOT_FOUND', message: '该二维码无效，请在电脑上刷新二维码。' });
    // The phone opens the page first; a second phone opening it later is not that phone.
    await scanInWechat(phone, url);
    expect(phone.jar.get('eshop_qr_phone')).toMatch(/^[\w-]{43}$/);
    await scanInWechat(stranger, url);
    expect(stranger.jar.get('eshop_qr_phone')).toBeUndefined();
    expect((await cancel(stranger)).statusCode).toBe(404);
    stranger.jar.set('eshop_qr_phone', 'x'.repeat(43));
    expect((await cancel(stranger)).statusCode).toBe(404);
    expect((await check(pc, ticket)).json()).toMatchObject({ status: 'pending' });

    expect((await cancel(phone)).json()).toEqual({ status: 'success', message: 'Sign-in cancelled. Nobody was signed in.' });
    expect((await check(pc, ticket)).json()).toMatchObject({ status: 'cancelled' });
    expect((await cancel(phone)).statusCode).toBe(410); // once

    // The pc that showed a code may withdraw it too (its eshop_qr cookie).
    const pc2 = browser(shop, PC_UA);
    const second = await showCode(pc2);
    expect((await stranger.post('/api/open/login/cancel/QR.ds', { ticket: second.ticket })).statusCode).toBe(404);
    expect((await pc2.post('/api/open/login/cancel/QR.ds', { ticket: second.ticket })).statusCode).toBe(200);
    expect((await check(pc2, second.ticket)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('rate-limits checks per address with a message in the user language; bad tickets are 400', async () => {
    const pc = browser(shop, PC_UA, 'zh_CN');
    const { ticket } = await showCode(pc);
    const bad = await pc.get('/api/open/login/check/QR.ds?ticket=short');
    expect(bad.statusCode).toBe(400);
    await queryRows(shop.handle.db, sql`insert into rate_limit_hit (key) select ${`qr:check:ip:${pc.ip}`} from generate_series(1, 600)`);
    const limited = await check(pc, ticket);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'QR_RATE_LIMITED', message: '此设备的扫码登录请求过于频繁，请 15 分钟后再试。' });
  });
});
