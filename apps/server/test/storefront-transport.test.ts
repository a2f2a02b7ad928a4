// The storefront's in-process transport (src/web/storefront.ts) forwards what the page
// request says about itself — host, scheme, Origin or Referer — so the API's CSRF check
// (docs/decisions/0007) judges the page, accepting the shop's own forms and refusing
// others; and it hands the API's Set-Cookie headers back to the page's response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessTransport, type ForwardedPage } from '../src/web/storefront.ts';
import { startShop, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, uniqueEmail } from './members.ts';

describe('storefront in-process transport', () => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop('pglite'); });
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
});
