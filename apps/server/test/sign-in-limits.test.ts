// The sign-in limits hold under concurrency (issue 11; docs/decisions/0007 "Login
// limits"): at most 3 password checks per account and per client address may run
// without a solved captcha in 15 minutes, however many requests arrive at once — for
// members (m/account/login.html) and for staff (staff/login). On PostgreSQL the shop
// runs with a pool of several connections, so the requests really run in parallel.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, startShop, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, registeredMember, uniqueEmail, visitor } from './members.ts';

const PARALLEL = 40;
const STAFF_PASSWORD = 'staff-secret-1';

describe.each(databases())('sign-in limits under concurrency on %s', (kind) => {
  let shop: TestShop;
  let captchaCode = 'ACDE';
  beforeAll(async () => { shop = await startShop(kind, {}, { captchaText: () => captchaCode }, { maxConnections: 10 }); });
  afterAll(async () => { await shop.close(); });

  const codes = (answers: LightMyRequestResponse[]) => answers.map((r) => (r.json() as { code?: string }).code ?? String(r.statusCode));
  const count = (list: string[], code: string) => list.filter((c) => c === code).length;
  const memberLogin = (email: string, password: string, ip = randomIp(), extra: Record<string, string> = {}) =>
    visitor(shop, ip).post('m/account/login.html', { 'm.email': email, 'm.password': password, ...extra });

  async function newCaptcha(code: string): Promise<string> {
    captchaCode = code;
    const res = await shop.inject({ method: 'GET', url: '/api/m/account/captcha.html', headers: { ch: 'website', lang: 'en_US' } });
    expect(res.statusCode).toBe(200);
    return String(res.headers['x-captcha-id']);
  }

  describe('members', () => {
    it(`checks at most 3 passwords of one account when ${PARALLEL} wrong ones arrive at once`, async () => {
      const m = await registeredMember(shop);
      const answers = codes(await Promise.all(Array.from({ length: PARALLEL }, () => memberLogin(m.email, 'wrong-password'))));
      expect(count(answers, 'LOGIN_FAILED')).toBe(3);
      expect(count(answers, 'LOGIN_FAILED') + count(answers, 'CAPTCHA_REQUIRED') + count(answers, 'LOGIN_LOCKED')).toBe(PARALLEL);
      // The account now wants the captcha, even with the right password, from anywhere.
      expect(codes([await memberLogin(m.email, PASSWORD)])).toEqual(['CAPTCHA_REQUIRED']);
      const ok = await memberLogin(m.email, PASSWORD, randomIp(), { captcha: 'HJKM', captchaId: await newCaptcha('HJKM') });
      expect(ok.statusCode).toBe(200);
      // A success forgets the account's failures.
      expect((await memberLogin(m.email, PASSWORD)).statusCode).toBe(200);
    });

    it(`checks at most 3 passwords from one address when ${PARALLEL} wrong ones for different accounts arrive at once`, async () => {
      const ip = randomIp();
      const answers = codes(await Promise.all(Array.from({ length: PARALLEL }, () => memberLogin(uniqueEmail('parallel'), 'wrong-password', ip))));
      expect(count(answers, 'LOGIN_FAILED')).toBe(3);
      expect(count(answers, 'CAPTCHA_REQUIRED')).toBe(PARALLEL - 3);
      const m = await registeredMember(shop);
      expect(codes([await memberLogin(m.email, PASSWORD, ip)])).toEqual(['CAPTCHA_REQUIRED']);
      expect((await memberLogin(m.email, PASSWORD)).statusCode).toBe(200); // another address is not affected
    });

    it('with captchas, locks after 10 failures even when they arrive at once', async () => {
      const m = await registeredMember(shop);
      for (let i = 0; i < 3; i++) await memberLogin(m.email, 'wrong-password');
      const ids = [];
      for (let i = 0; i < 12; i++) ids.push(await newCaptcha('CDEF'));
      const answers = codes(await Promise.all(ids.map((id) => memberLogin(m.email, 'wrong-password', randomIp(), { captcha: 'CDEF', captchaId: id }))));
      expect(count(answers, 'LOGIN_FAILED')).toBe(7);
      expect(count(answers, 'LOGIN_LOCKED')).toBe(5);
      const locked = await memberLogin(m.email, PASSWORD, randomIp(), { captcha: 'CDEF', captchaId: await newCaptcha('CDEF') });
      expect(locked.statusCode).toBe(429);
    });
  });

  describe('staff (POST staff/login)', () => {
    async function staffAccount(): Promise<string> {
      const username = `clerk-${randomUUID().slice(0, 8)}`;
      await shop.app.eshopServices.staff.upsert({ username, name: 'Clerk', password: STAFF_PASSWORD, roles: ['cashier'] });
      return username;
    }
    const staffLogin = (body: Record<string, string>, opts: { ip?: string; lang?: string } = {}) => shop.inject({
      method: 'POST', url: '/api/staff/login',
      headers: { 'content-type': 'application/json', lang: opts.lang ?? 'en_US', 'x-forwarded-for': opts.ip ?? randomIp() },
      payload: body,
    });

    it('asks for the captcha after 3 failures of a username, in both languages, and signs in with it', async () => {
      const username = await staffAccount();
      for (let i = 0; i < 3; i++) {
        const wrong = await staffLogin({ username, password: 'nope' });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toMatchObject({ code: 'STAFF_LOGIN_FAILED', captchaRequired: i === 2 });
      }
      const asked = await staffLogin({ username, password: STAFF_PASSWORD });
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual({ status: 'failure', code: 'CAPTCHA_REQUIRED', message: 'Please enter the verification code shown in the image.', captchaRequired: true });
      expect((await staffLogin({ username: username.toUpperCase(), password: STAFF_PASSWORD }, { lang: 'zh_CN' })).json().message).toBe('请输入图片中的验证码。');
      const badCode = await staffLogin({ username, password: STAFF_PASSWORD, captcha: 'AAAA', captchaId: await newCaptcha('TUVW') });
      expect(badCode.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captchaRequired: true });
      const ok = await staffLogin({ username, password: STAFF_PASSWORD, captcha: 'tuvw', captchaId: await newCaptcha('TUVW') });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'success', data: { token: expect.any(String), roles: ['cashier'] } });
      expect((await staffLogin({ username, password: STAFF_PASSWORD })).statusCode).toBe(200); // failures forgotten
    });

    it(`checks at most 3 passwords of one username, and from one address, when ${PARALLEL} arrive at once`, async () => {
      const username = await staffAccount();
      const perAccount = codes(await Promise.all(Array.from({ length: PARALLEL }, () => staffLogin({ username, password: 'nope' }))));
      expect(count(perAccount, 'STAFF_LOGIN_FAILED')).toBe(3);
      expect(count(perAccount, 'CAPTCHA_REQUIRED')).toBe(PARALLEL - 3);

      const ip = randomIp();
      const perAddress = codes(await Promise.all(Array.from({ length: PARALLEL }, (_, i) => staffLogin({ username: `nobody-${i}`, password: 'nope' }, { ip }))));
      expect(count(perAddress, 'STAFF_LOGIN_FAILED')).toBe(3);
      expect(count(perAddress, 'CAPTCHA_REQUIRED')).toBe(PARALLEL - 3);
      const other = await staffAccount();
      expect((await staffLogin({ username: other, password: STAFF_PASSWORD }, { ip })).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      expect((await staffLogin({ username: other, password: STAFF_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses with 429 after 10 failures, whatever the password, in both languages', async () => {
      const username = await staffAccount();
      for (let i = 0; i < 3; i++) await staffLogin({ username, password: 'nope' });
      for (let i = 3; i < 10; i++) {
        expect((await staffLogin({ username, password: 'nope', captcha: 'CDEF', captchaId: await newCaptcha('CDEF') })).statusCode).toBe(401);
      }
      const locked = await staffLogin({ username, password: STAFF_PASSWORD, captcha: 'CDEF', captchaId: await newCaptcha('CDEF') });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ status: 'failure', code: 'LOGIN_LOCKED', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
      expect((await staffLogin({ username, password: STAFF_PASSWORD }, { lang: 'zh_CN' })).json().message).toBe('登录失败次数过多，请 15 分钟后再试。');
    });
  });
});
