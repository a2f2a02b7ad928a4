// The storefront's in-process transport (src/web/storefront.ts) forwards what the page
// request says about itself — host, scheme, Origin or Referer — so the API's CSRF check
// (docs/decisions/0007) judges the page, accepting the shop's own forms and refusing
// others; and it hands the API's Set-Cookie headers back to the page's response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inProcessTransport, type ForwardedPage } from '../src/web/storefront.ts';
import { withinPageRender } from '../src/http/page-render.ts';
import { startShop, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, uniqueEmail } from './members.ts';

describe('storefront in-process transport', () => {
  let shop: TestShop;
  // The sessions' process-wide memory (SESSION_CACHE_MS, docs/decisions/0044) off: these
  // tests take a session away behind the shop's back to see what one page render shares.
  beforeAll(async () => { shop = await startShop('pglite', { SESSION_CACHE_MS: 0 }); });
  afterAll(async () => { await shop.close(); });

  const page = (extra: Partial<ForwardedPage> = {}): ForwardedPage => ({ ip: randomIp(), host: 'shop.example:8080', protocol: 'http', ...extra });
  const headers = (cookie?: string) => ({ ch: 'website', lang: 'en_US', ...(cookie ? { cookie } : {}) });
  const sessionOf = (setCookie: string[] | undefined) => setCookie?.find((c) => c.startsWith('eshop_session='))?.split(';')[0];

  async function register(forwarded: ForwardedPage) {
    const transport = inProcessTransport(shop.app, '/api', forwarded);
    const email = uniqueEmail('transport');
    const res = await transport({
      method: 'POST', path: 'm/account/reg.html', headers: headers(),
      form: { 'm.email': email, 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y' },
    });
    return { res, cookie: sessionOf(res.setCookie) };
  }

  it('registers from a page of this host and returns the session cookie', async () => {
    const { res, cookie } = await register(page({ origin: 'http://shop.example:8080' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reg: 1 });
    expect(cookie).toMatch(/^eshop_session=.+/);
  });

  it('accepts a member call from the page origin or referer and refuses another site or none', async () => {
    const { cookie } = await register(page({ origin: 'http://shop.example:8080' }));
    const update = (forwarded: ForwardedPage) => inProcessTransport(shop.app, '/api', forwarded)({
      method: 'POST', path: 'a/execute/capi/account/UpdateMemberProfile', headers: headers(cookie), form: { 'm.nickname': 'Butcher fan' },
    });
    expect((await update(page({ origin: 'http://shop.example:8080' }))).status).toBe(200);
    expect((await update(page({ referer: 'http://shop.example:8080/eshop/pc/my/profile' }))).status).toBe(200);
    const foreign = await update(page({ origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await update(page())).status).toBe(403); // names no page, carries a session
  });

  it('marks the session cookie Secure when the page came over HTTPS', async () => {
    const { cookie, res } = await register(page({ protocol: 'https', origin: 'https://shop.example:8080' }));
    expect(cookie).toBeTruthy();
    expect(res.setCookie?.find((c) => c.startsWith('eshop_session='))).toMatch(/; Secure/i);
  });

  it('passes the captcha image and its challenge cookie through', async () => {
    const res = await inProcessTransport(shop.app, '/api', page())({ method: 'GET', path: 'm/account/captcha.html', headers: headers() });
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/^<svg/);
    expect(res.setCookie?.some((c) => c.startsWith('eshop_captcha='))).toBe(true);
  });

  // One page render looks the session up once (http/page-render.ts): its later calls go on
  // what the first one found, and a sign-out in the render is seen by the calls after it.
  describe('one page render', () => {
    const memberInfo = (forwarded: ForwardedPage, cookie: string) =>
      inProcessTransport(shop.app, '/api', forwarded)({ method: 'GET', path: 'a/capi/account/MemberInfo', headers: headers(cookie) });
    const dropSessions = (cookie: string) => shop.handle.db.execute(sql`delete from member_session where member_id =
      (select member_id from member_session where id = encode(sha256(convert_to(${cookie.split('=')[1]!}, 'UTF8')), 'hex'))`);

    it('shares the first lookup of the session between its API calls, and only within it', async () => {
      const forwarded = page({ origin: 'http://shop.example:8080' });
      const { cookie } = await register(forwarded);
      const statuses = await withinPageRender(async () => {
        const first = await memberInfo(forwarded, cookie!);
        await dropSessions(cookie!); // signed out elsewhere while this page renders
        const later = await Promise.all([memberInfo(forwarded, cookie!), memberInfo(forwarded, cookie!)]);
        return [first.status, ...later.map((r) => r.status)];
      });
      expect(statuses).toEqual([200, 200, 200]);
      // The next page (a new render, or a call from outside any render) sees the session gone.
      expect((await withinPageRender(() => memberInfo(forwarded, cookie!))).status).toBe(403);
      expect((await memberInfo(forwarded, cookie!)).status).toBe(403);
    });

    it('sees a sign-out made by the render itself in the calls after it', async () => {
      const forwarded = page({ origin: 'http://shop.example:8080' });
      const { cookie } = await register(forwarded);
      const [before, logout, after] = await withinPageRender(async () => {
        const seen = await memberInfo(forwarded, cookie!);
        const out = await inProcessTransport(shop.app, '/api', forwarded)({ method: 'POST', path: 'm/account/logout.html', headers: headers(cookie), form: {} });
        return [seen, out, await memberInfo(forwarded, cookie!)];
      });
      expect([before.status, logout.status, after.status]).toEqual([200, 200, 403]);
      expect(after.body).toMatchObject({ code: 'NOT_SIGNED_IN' });
    });
  });
});
