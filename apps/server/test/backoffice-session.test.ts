// The back-office's sign-in (issue 16): a server-side session in an HttpOnly,
// SameSite=Strict cookie, throttled like every sign-in, ended on the server by sign-out;
// the language switch; no open redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { anonymous, backofficeForm, backofficePage, STAFF_PASSWORD, staffCall } from './backoffice.ts';
import { cookieOf } from './members.ts';

describe.each(databases())('back-office sign-in (%s)', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop(kind, {}, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    await shop.app.eshopServices.staff.upsert({ username: 'mei', name: 'Mei Chen', password: STAFF_PASSWORD, roles: ['fulfilment'] });
  });
  afterAll(async () => { await shop?.close(); });

  it('signs in to a server-side session, shows only the areas of the role, and signs out on the server', async () => {
    const login = await backofficeForm(shop, anonymous, '/login?redirect=%2Forders', { username: 'Mei', password: STAFF_PASSWORD });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/backoffice/orders');
    const cookie = cookieOf(login, 'eshop_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = { username: 'mei', cookie: `eshop_staff=${cookie.value}` };

    const home = await backofficePage(shop, me, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Mei Chen');
    expect(home.body).toContain('Fulfilment');
    expect(home.body).not.toContain('/backoffice/admin/staff');
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);

    const out = await backofficeForm(shop, me, '/logout', {});
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/backoffice/login');
    expect(cookieOf(out, 'eshop_staff')?.maxAge).toBe(0);
    // The old cookie is worthless now: the session ended on the server.
    expect((await backofficePage(shop, me, '/')).statusCode).toBe(403);
    expect((await staffCall(shop, me, 'GET', 'staff/me')).statusCode).toBe(403);
  });

  it('never redirects off the site, refuses a wrong password in the chosen language, then asks for the captcha', async () => {
    await shop.app.eshopServices.staff.upsert({ username: 'jun', name: 'Jun', password: STAFF_PASSWORD, roles: ['cashier'] });
    const away = await backofficeForm(shop, anonymous, '/login?redirect=%2F%2Fevil.example%2F', { username: 'jun', password: STAFF_PASSWORD });
    expect(away.headers.location).toMatch(/^\/backoffice\/?$/);

    const wrong = await backofficeForm(shop, anonymous, '/login', { username: 'mei', password: 'nope-nope' }, 'zh_CN');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('用户名或密码错误。');
    expect(wrong.body).toContain('员工登录');
    for (let i = 0; i < 3; i++) await backofficeForm(shop, anonymous, '/login', { username: 'mei', password: 'nope-nope' });
    const throttled = await backofficeForm(shop, anonymous, '/login', { username: 'mei', password: STAFF_PASSWORD });
    expect(throttled.statusCode).toBe(400);
    expect(throttled.body).toContain('Please enter the verification code shown in the image.');
    expect(throttled.body).toContain('/api/m/account/captcha.html');
  });

  it('keeps the chosen language in a cookie and goes back to the same page', async () => {
    const res = await backofficeForm(shop, anonymous, '/language', { locale: 'zh_CN', back: '/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/backoffice/login');
    expect(cookieOf(res, 'bo_lang')?.value).toBe('zh_CN');
    const page = await backofficePage(shop, anonymous, '/login', 'zh_CN');
    expect(page.body).toContain('员工登录');
    expect(page.body).toContain('lang="zh-CN"');
  });
});
