// Registration, sign-in, sign-out, sessions, CSRF, rate limits and the captcha
// (docs/decisions/0007). Every test registers its own members (unique e-mails) from its
// own IP address, so tests do not share rate-limit counters or rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { member, memberSession, queryRows } from '@eshop/db';
import { REGISTRATIONS_PER_IP_HOUR } from '../src/modules/accounts/routes.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { cookieOf, PASSWORD, registeredMember, registration, uniqueEmail, visitor } from './members.ts';

describe.each(databases())('accounts API on %s', (kind) => {
  let shop: TestShop;
  let captchaCode = 'ACDE';
  beforeAll(async () => { shop = await startShop(kind, {}, { captchaText: () => captchaCode }); });
  afterAll(async () => { await shop.close(); });

  const memberRow = async (email: string) => (await shop.handle.db.select().from(member).where(eq(member.email, email)))[0];
  const memberCount = async (email: string) => (await shop.handle.db.select({ id: member.id }).from(member).where(eq(member.email, email))).length;

  describe('registration (m/account/reg.html)', () => {
    it('registers, signs in with a session cookie and lands at level 1, Apprentice Butcher', async () => {
      const v = visitor(shop);
      const email = uniqueEmail('Reg');
      const res = await v.post('m/account/reg.html', registration(`  ${email.toUpperCase()} `, { 'm.optOutEmail': 'Y' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ reg: 1 });
      const cookie = cookieOf(res, 'eshop_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const info = await v.get('a/capi/account/MemberInfo');
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({
        status: 'success',
        data: { 'm.loginId': email.toLowerCase(), email: email.toLowerCase(), level: 1, levelName: 'Apprentice Butcher', phoneVerified: false, birthdayMissing: true },
      });
      expect((await v.get('a/capi/account/MemberInfo', { lang: 'zh_CN' })).json().data.levelName).toBe('学徒屠夫');

      const row = (await memberRow(email.toLowerCase()))!;
      expect(row).toMatchObject({ level: 1, optOutEmail: true, optOutSms: false });
      expect(row.agreementAt).toBeInstanceOf(Date);
    });

    it('stores the password hashed with scrypt and a per-password salt, never in plain text', async () => {
      const a = await registeredMember(shop);
      const b = await registeredMember(shop);
      const [ra, rb] = [(await memberRow(a.email))!, (await memberRow(b.email))!];
      expect(ra.passwordHash).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(ra.passwordHash).not.toContain(PASSWORD);
      expect(ra.passwordHash).not.toBe(rb.passwordHash); // same password, different salt
      const raw = await queryRows<Record<string, unknown>>(shop.handle.db, sql`select * from member where email = ${a.email}`);
      expect(JSON.stringify(raw)).not.toContain(PASSWORD);
      const secureRes = await visitor(shop).post('m/account/reg.html', registration(uniqueEmail()), { headers: { 'x-forwarded-proto': 'https', host: 'localhost' }, origin: 'https://localhost' });
      expect(cookieOf(secureRes, 'eshop_session')?.secure).toBe(true);
    });

    it.each([
      ['m.email', { 'm.email': '' }, 'Please input your email address', '请输入您的邮箱地址'],
      ['m.email', { 'm.email': 'member@' }, 'Please input a correct email address', '请输入正确的邮箱地址'],
      ['m.password', { 'm.password': '12345', 'm.confirmPassword': '12345' }, 'Password must have at least 6 letters.', '密码至少需要 6 个字符。'],
      ['m.password', { 'm.password': '          ', 'm.confirmPassword': '          ' }, 'The password cannot be made of spaces only.', '密码不能只由空格组成。'],
      ['m.password', { 'm.password': '\u3000\u3000\t\u00a0\u3000\u3000', 'm.confirmPassword': '\u3000\u3000\t\u00a0\u3000\u3000' }, 'The password cannot be made of spaces only.', '密码不能只由空格组成。'],
      ['m.confirmPassword', { 'm.confirmPassword': 'other-password' }, 'Passwords must be identical.', '两次输入的密码必须一致。'],
      ['m.agreement', { 'm.agreement': 'N' }, 'Please accept the user agreement.', '请阅读并同意用户协议。'],
    ])('refuses a bad %s with the spec message in both languages, writing nothing', async (field, change, en, zh) => {
      const email = uniqueEmail();
      for (const [lang, message] of [['en_US', en], ['zh_CN', zh]] as const) {
        const res = await visitor(shop).post('m/account/reg.html', registration(email, change), { lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'failure', code: 'INVALID_FIELD', field, message, fields: { [field]: message } });
        expect(cookieOf(res, 'eshop_session')).toBeUndefined();
      }
      expect(await memberCount(email)).toBe(0);
    });

    it('names every field at fault at once, so the form can mark them all', async () => {
      const res = await visitor(shop).post('m/account/reg.html', { 'm.email': 'nobody@', 'm.password': '123', 'm.confirmPassword': '123', 'm.agreement': 'N' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_FIELD',
        field: 'm.email',
        fields: {
          'm.email': 'Please input a correct email address',
          'm.password': 'Password must have at least 6 letters.',
          'm.agreement': 'Please accept the user agreement.',
        },
      });
    });

    it('limits new accounts per network address and hour, in the user language', async () => {
      const v = visitor(shop);
      for (let i = 0; i < REGISTRATIONS_PER_IP_HOUR; i += 1) expect((await v.post('m/account/reg.html', registration(uniqueEmail()), { session: null })).statusCode).toBe(200);
      const email = uniqueEmail();
      const refused = await v.post('m/account/reg.html', registration(email), { lang: 'zh_CN', session: null });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'REGISTER_RATE_LIMITED', message: '此网络创建的新账户过多，请一小时后再试。' });
      expect(await memberCount(email)).toBe(0);
    });

    it('refuses an e-mail that is already registered (any case) with 409', async () => {
      const a = await registeredMember(shop);
      const res = await visitor(shop).post('m/account/reg.html', registration(a.email.toUpperCase()));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'EMAIL_TAKEN', message: 'An account with this email address already exists. Please sign in instead.' });
      const zh = await visitor(shop).post('m/account/reg.html', registration(a.email), { lang: 'zh_CN' });
      expect(zh.json().message).toBe('该邮箱已注册，请直接登录。');
      expect(await memberCount(a.email)).toBe(1);
    });

    it('answers 400 and writes nothing for unicode edge cases, oversized and wrongly typed input', async () => {
      const v = visitor(shop);
      const fullWidth = 'ｍｅｍｂｅｒ＠example.com';
      let res = await v.post('m/account/reg.html', registration(fullWidth));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please input a correct email address');

      const email = uniqueEmail();
      res = await v.post('m/account/reg.html', registration(email, { 'm.password': 'secret\u0000x', 'm.confirmPassword': 'secret\u0000x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'm.password', message: 'The password contains characters that are not allowed.' });

      res = await v.post('m/account/reg.html', registration(`${'a'.repeat(300)}@example.com`));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please input a correct email address');

      res = await v.post('m/account/reg.html', registration(email, { 'm.password': 'x'.repeat(10_000) }));
      expect(res.statusCode).toBe(400);

      // the same key twice is a list, not a string
      res = await shop.inject({
        method: 'POST', url: '/api/m/account/reg.html',
        headers: { lang: 'en_US', 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        payload: `m.email=${encodeURIComponent(email)}&m.email=b%40example.com&m.password=secret1&m.confirmPassword=secret1&m.agreement=Y`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'm.email' });

      // an unpaired surrogate (possible in JSON) is not text
      res = await shop.inject({
        method: 'POST', url: '/api/m/account/reg.html',
        headers: { lang: 'zh_CN', 'content-type': 'application/json', origin: 'http://localhost' },
        payload: `{"m.email":"${email}","m.password":"secret\\ud800","m.confirmPassword":"secret\\ud800","m.agreement":"Y"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('密码包含不允许的字符。');
      expect(await memberCount(email)).toBe(0);
    });
  });

  describe('sign-in, sessions and sign-out', () => {
    it('signs in with a new session and ends the one the browser had (rotation)', async () => {
      const v = await registeredMember(shop);
      const before = v.session!;
      const res = await v.post('m/account/login.html', { 'm.email': v.email, 'm.password': PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ login: 1 });
      expect(v.session).toBeDefined();
      expect(v.session).not.toBe(before);
      expect((await v.get('a/capi/account/MemberInfo')).statusCode).toBe(200);
      const old = await v.get('a/capi/account/MemberInfo', { session: before });
      expect(old.statusCode).toBe(403);
    });

    it('answers one generic message for a wrong password and an unknown e-mail', async () => {
      const v = await registeredMember(shop);
      const wrong = await visitor(shop).post('m/account/login.html', { 'm.email': v.email, 'm.password': 'not-the-password' });
      const unknown = await visitor(shop).post('m/account/login.html', { 'm.email': uniqueEmail(), 'm.password': 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ status: 'failure', code: 'LOGIN_FAILED', message: 'The email address or the password is not correct.', captchaRequired: false });
      expect(unknown.json()).toEqual(wrong.json());
      const zh = await visitor(shop).post('m/account/login.html', { 'm.email': v.email, 'm.password': 'nope' }, { lang: 'zh_CN' });
      expect(zh.json().message).toBe('邮箱或密码不正确。');
      const missing = await visitor(shop).post('m/account/login.html', { 'm.email': v.email, 'm.password': '' });
      expect(missing.json()).toMatchObject({ field: 'm.password', message: 'Please input your password' });
      const noEmail = await visitor(shop).post('m/account/login.html', { 'm.email': '', 'm.password': 'x' }, { lang: 'zh_CN' });
      expect(noEmail.json()).toMatchObject({ field: 'm.email', message: '请输入您的邮箱地址' });
    });

    it('signs out: the session ends on the server and the spec cookies are cleared', async () => {
      const v = await registeredMember(shop);
      const token = v.session!;
      const res = await v.post('m/account/logout.html', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ logout: 1 });
      for (const name of ['eshop_session', 'name', 'code', 'login']) expect(cookieOf(res, name)?.maxAge).toBe(0);
      expect((await v.get('a/capi/account/MemberInfo', { session: token })).statusCode).toBe(403);
      const rows = await shop.handle.db.select().from(memberSession).where(eq(memberSession.memberId, (await memberRow(v.email))!.id));
      expect(rows).toEqual([]);
      // signing out without a session is fine too
      expect((await visitor(shop).post('m/account/logout.html', {})).json()).toEqual({ logout: 1 });
    });

    it('refuses member calls with a made-up or malformed session cookie', async () => {
      const v = visitor(shop);
      for (const session of ['x'.repeat(43), 'short', "'; drop table member; --"]) {
        const res = await v.get('a/capi/account/MemberInfo', { session });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message: 'Please sign in first.' });
      }
    });
  });

  describe('token.html: the state of this browser\'s session (docs/decisions/0023)', () => {
    const DAY = 24 * 3600;
    it('reports the caller\'s own session and when it ends, never the token', async () => {
      const a = await registeredMember(shop);
      const b = await registeredMember(shop);
      const res = await a.get('m/account/token.html');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({ login: 1, 'm.loginId': a.email, expiresAt: expect.any(String), expiresIn: expect.any(Number) });
      expect(body.expiresIn).toBeGreaterThan(30 * DAY - 60);
      expect(body.expiresIn).toBeLessThanOrEqual(30 * DAY);
      expect(Math.abs(new Date(body.expiresAt).getTime() - Date.now() - body.expiresIn * 1000)).toBeLessThan(5_000);
      expect(res.body).not.toContain(a.session!);
      // Each browser sees its own session only.
      expect((await b.get('m/account/token.html')).json()['m.loginId']).toBe(b.email);
    });

    it('keeps the session alive: a session last seen over 10 minutes ago slides to 30 days and the cookie is re-sent', async () => {
      const m = await registeredMember(shop);
      const id = (await memberRow(m.email))!.id;
      await shop.handle.db.update(memberSession)
        .set({ lastSeenAt: sql`now() - interval '11 minutes'`, expiresAt: sql`now() + interval '1 day'` })
        .where(eq(memberSession.memberId, id));
      const res = await m.get('m/account/token.html');
      expect(res.statusCode).toBe(200);
      expect(res.json().expiresIn).toBeGreaterThan(29 * DAY);
      expect(cookieOf(res, 'eshop_session')).toMatchObject({ value: m.session, httpOnly: true, maxAge: 30 * DAY });
      const [row] = await shop.handle.db.select().from(memberSession).where(eq(memberSession.memberId, id));
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY * 1000);
      // Seen again at once: nothing to extend, no cookie.
      expect(cookieOf(await m.get('m/account/token.html'), 'eshop_session')).toBeUndefined();
    });

    it('answers 403 without a live session, in the user language', async () => {
      const v = visitor(shop);
      const none = await v.get('m/account/token.html');
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message: 'Please sign in first.' });
      expect((await v.get('m/account/token.html', { lang: 'zh_CN' })).json().message).toBe('请先登录。');
      for (const session of ['x'.repeat(43), 'short']) expect((await v.get('m/account/token.html', { session })).statusCode).toBe(403);
      const m = await registeredMember(shop);
      const token = m.session!;
      await m.post('m/account/logout.html', {});
      expect((await m.get('m/account/token.html', { session: token })).statusCode).toBe(403);
      const expired = await registeredMember(shop);
      await shop.handle.db.update(memberSession).set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(memberSession.memberId, (await memberRow(expired.email))!.id));
      expect((await expired.get('m/account/token.html')).statusCode).toBe(403);
    });

    it('takes no parameters: naming another member is bad input and reads nothing', async () => {
      const a = await registeredMember(shop);
      const b = await registeredMember(shop);
      const bId = String((await memberRow(b.email))!.id);
      for (const query of [`memberId=${bId}`, `m.loginId=${encodeURIComponent(b.email)}`, `token=${b.session!}`, 'x=1']) {
        const res = await a.get(`m/account/token.html?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.body).not.toContain(b.email);
        expect(res.json()).toMatchObject({ status: 'failure' });
      }
      expect((await a.get('m/account/token.html')).json()['m.loginId']).toBe(a.email);
    });
  });

  describe('CSRF: state-changing calls only from this shop', () => {
    it('refuses a form post from another origin carrying the session, and changes nothing', async () => {
      const v = await registeredMember(shop);
      const res = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Hacked' }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'failure', code: 'CROSS_SITE_REQUEST',
        message: 'This request came from another website and was refused. Please reload the page and try again.',
      });
      const zh = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Hacked' }, { origin: 'https://evil.example', lang: 'zh_CN' });
      expect(zh.json().message).toBe('该请求来自其他网站，已被拒绝。请刷新页面后重试。');
      // Referer names the page when Origin is missing; neither header with a session is refused too
      const viaReferer = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Hacked' }, { origin: null, headers: { referer: 'https://evil.example/page' } });
      expect(viaReferer.statusCode).toBe(403);
      const anonymous = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Hacked' }, { origin: null });
      expect(anonymous.statusCode).toBe(403);
      const nullOrigin = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Hacked' }, { origin: 'null' });
      expect(nullOrigin.statusCode).toBe(403);
      const logout = await v.post('m/account/logout.html', {}, { origin: 'https://evil.example' });
      expect(logout.statusCode).toBe(403);
      expect((await memberRow(v.email))!.nickname).toBeNull();
      expect((await v.get('a/capi/account/MemberInfo')).statusCode).toBe(200);

      const same = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Mine' });
      expect(same.statusCode).toBe(200);
      const sameReferer = await v.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Mine2' }, { origin: null, headers: { referer: 'http://localhost/eshop/pc/my/profile' } });
      expect(sameReferer.statusCode).toBe(200);
      expect((await memberRow(v.email))!.nickname).toBe('Mine2');
    });

    it('refuses sign-in and registration posted from another origin (login CSRF)', async () => {
      const email = uniqueEmail();
      const res = await visitor(shop).post('m/account/reg.html', registration(email), { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(await memberCount(email)).toBe(0);
      const v = await registeredMember(shop);
      const login = await visitor(shop).post('m/account/login.html', { 'm.email': v.email, 'm.password': PASSWORD }, { origin: 'http://localhost.evil.example' });
      expect(login.statusCode).toBe(403);
      expect(cookieOf(login, 'eshop_session')).toBeUndefined();
    });
  });

  describe('rate limits and the verification code', () => {
    const fail = (v: ReturnType<typeof visitor>, email: string, extra: Record<string, string> = {}, lang = 'en_US') =>
      v.post('m/account/login.html', { 'm.email': email, 'm.password': 'wrong-password', ...extra }, { lang });

    async function newCaptcha(v: ReturnType<typeof visitor>, code: string): Promise<string> {
      captchaCode = code;
      const res = await v.get('m/account/captcha.html');
      expect(res.statusCode).toBe(200);
      return String(res.headers['x-captcha-id']);
    }

    it('serves the verification code as a server-drawn SVG image with a single-use challenge', async () => {
      const v = visitor(shop);
      captchaCode = 'HJKM';
      const res = await v.get('m/account/captcha.html');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<text|HJKM/);
      expect((res.body.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(5 + 4);
      const id = String(res.headers['x-captcha-id']);
      expect(cookieOf(res, 'eshop_captcha')).toMatchObject({ value: id, httpOnly: true, maxAge: 300 });
      const again = await v.get('m/account/captcha.html');
      expect(again.body).not.toBe(res.body); // drawn anew each time
    });

    it('requires the captcha after 3 failures for the account, then signs in with it', async () => {
      const m = await registeredMember(shop);
      for (let i = 0; i < 3; i++) {
        const res = await fail(visitor(shop), m.email); // a new address each time: the account counts
        expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED', captchaRequired: i === 2 });
      }
      const v = visitor(shop);
      const res = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'failure', code: 'CAPTCHA_REQUIRED', message: 'Please enter the verification code shown in the image.', captchaRequired: true });
      const zh = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD }, { lang: 'zh_CN' });
      expect(zh.json().message).toBe('请输入图片中的验证码。');

      const id = await newCaptcha(v, 'TUVW');
      const wrong = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD, captcha: 'AAAA', captchaId: id });
      expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
      // the challenge is used up, even with the right answer now
      const reused = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD, captcha: 'TUVW', captchaId: id });
      expect(reused.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });

      const id2 = await newCaptcha(v, 'XY34');
      const ok = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD, captcha: 'xy34', captchaId: id2 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ login: 1 });
      // success resets the account's counter
      const next = await visitor(shop).post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD });
      expect(next.statusCode).toBe(200);
    });

    it('reads the challenge id from the captcha cookie when the form does not send it', async () => {
      const m = await registeredMember(shop);
      const v = visitor(shop);
      for (let i = 0; i < 3; i++) await fail(v, m.email);
      captchaCode = 'PRTU';
      const img = await v.get('m/account/captcha.html');
      const id = cookieOf(img, 'eshop_captcha')!.value;
      const res = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD, captcha: 'PRTU' }, { headers: { cookie: `eshop_captcha=${id}` } });
      expect(res.statusCode).toBe(200);
    });

    it('requires the captcha after 3 failures from one address, whatever the account', async () => {
      const v = visitor(shop);
      for (let i = 0; i < 3; i++) await fail(v, uniqueEmail());
      const m = await registeredMember(shop);
      const res = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD });
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      // another address is not affected
      expect((await visitor(shop).post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD })).statusCode).toBe(200);
    });

    it('refuses with 429 after 10 failures for the account, even with the right password and code', async () => {
      const m = await registeredMember(shop);
      const v = visitor(shop);
      for (let i = 0; i < 10; i++) {
        const id = await newCaptcha(v, 'CDEF');
        const res = await fail(visitor(shop), m.email, { captcha: 'CDEF', captchaId: id });
        expect(res.json()).toMatchObject({ code: 'LOGIN_FAILED' });
      }
      const id = await newCaptcha(v, 'CDEF');
      const res = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD, captcha: 'CDEF', captchaId: id });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ status: 'failure', code: 'LOGIN_LOCKED', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
      const zh = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD }, { lang: 'zh_CN' });
      expect(zh.statusCode).toBe(429);
      expect(zh.json().message).toBe('登录失败次数过多，请 15 分钟后再试。');
      expect(cookieOf(res, 'eshop_session')).toBeUndefined();
    });

    it('refuses with 429 after 10 failures from one address, for every account', async () => {
      const v = visitor(shop);
      for (let i = 0; i < 3; i++) await fail(v, uniqueEmail());
      for (let i = 3; i < 10; i++) await fail(v, uniqueEmail(), { captcha: 'ZZZZ', captchaId: await newCaptcha(v, 'CDEF') });
      const m = await registeredMember(shop);
      const res = await v.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD });
      expect(res.statusCode).toBe(429);
      expect((await visitor(shop).post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD })).statusCode).toBe(200);
    });
  });
});
