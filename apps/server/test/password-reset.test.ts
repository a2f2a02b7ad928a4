// Forgotten password (forget_password.html, docs/decisions/0010): the reset mail really
// travels over SMTP to the local catcher, its link works once and within 60 minutes, the
// answer never tells whether an account exists, a reset ends every session, limits hold.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { member, memberSession, passwordReset, sandboxMail } from '@eshop/db';
import { createPasswordResetService } from '../src/modules/accounts/password-reset.ts';
import { createPasswords } from '../src/modules/accounts/passwords.ts';
import { databases, queuedJobs, runDueJobs, startShop, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, registeredMember, uniqueEmail, visitor } from './members.ts';

const NEW_PASSWORD = 'new-Passw0rd!';
const LINK = /(http:\/\/localhost:\d+\/eshop\/(?:zh_CN\/)?(?:pc|mobile)\/reset-password\?token=([A-Za-z0-9_-]{43}))/;

describe.each(databases())('password reset on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  /** GET forget_password.html as a page of the shop would call it; then waits for the queued mail. */
  const requestReset = async (email: string, opts: { ip?: string; lang?: string; ch?: string } = {}) => {
    const res = await shop.inject({
      method: 'GET',
      url: `/api/m/account/forget_password.html?${new URLSearchParams({ 'm.email': email }).toString()}`,
      headers: { ch: opts.ch ?? 'website', lang: opts.lang ?? 'en_US', 'x-forwarded-for': opts.ip ?? randomIp() },
    });
    await runDueJobs(shop);
    return res;
  };
  const mailsTo = async (email: string) => (await shop.handle.db.select().from(sandboxMail)
    .where(sql`${sandboxMail.rcptTo} @> ${JSON.stringify([email])}::jsonb`).orderBy(sandboxMail.id));
  const tokenRows = async (email: string) => shop.handle.db.select({ id: passwordReset.id, usedAt: passwordReset.usedAt })
    .from(passwordReset).innerJoin(member, eq(member.id, passwordReset.memberId)).where(eq(member.email, email));
  const passwordHash = async (email: string) => (await shop.handle.db.select({ h: member.passwordHash }).from(member).where(eq(member.email, email)))[0]?.h;
  const login = (email: string, password: string) => visitor(shop).post('m/account/login.html', { 'm.email': email, 'm.password': password });
  /** Requests a reset and returns the token of the link in the mail that arrived. */
  async function mailedToken(email: string, opts: { lang?: string; ch?: string } = {}): Promise<string> {
    const res = await requestReset(email, opts);
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(email);
    return LINK.exec(mails.at(-1)!.text)![2]!;
  }
  const reset = (token: string, password = NEW_PASSWORD, confirm = password, opts: { lang?: string; ip?: string; origin?: string | null } = {}) =>
    visitor(shop, opts.ip).post('m/account/forget_password.html', { token, 'm.password': password, 'm.confirmPassword': confirm }, opts);

  it('sends the reset mail over SMTP to the catcher, with a link that sets the new password', async () => {
    const m = await registeredMember(shop);
    const res = await requestReset(`  ${m.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: m.email, status: 'success',
      message: `If ${m.email} belongs to an account, we have sent a password-reset e-mail to it. Please open the link in the e-mail within 60 minutes.`,
    });

    const [mail, ...more] = await mailsTo(m.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Reset your password', rcptTo: [m.email], mailFrom: 'no-reply@butcher-deli.local' });
    expect(mail!.raw).toMatch(/^Message-ID: <.+>\r$/m); // the message as it came over SMTP (RFC 5322)
    expect(mail!.raw).toMatch(/^Subject: Reset your password\r$/m);
    expect(mail!.text).toContain('valid for 60 minutes');
    expect(mail!.text).toContain('If you did not ask for this, ignore this e-mail');
    const [, link, token] = LINK.exec(mail!.text)!;
    expect(link).toMatch(/\/eshop\/pc\/reset-password\?token=/);
    expect(mail!.html).toContain(`href="${link}"`);

    // Only the token's sha256 is stored, valid for 60 minutes.
    const [row] = await shop.handle.db.select().from(passwordReset).innerJoin(member, eq(member.id, passwordReset.memberId)).where(eq(member.email, m.email));
    expect(row!.password_reset.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.password_reset.id).not.toContain(token);
    const minutes = (row!.password_reset.expiresAt.getTime() - row!.password_reset.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 1);

    // The developer's view of the same mail.
    const json = await shop.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(m.email.toUpperCase())}` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual([expect.objectContaining({ id: mail!.id, to: [m.email], subject: 'Reset your password', text: mail!.text })]);

    const before = await passwordHash(m.email);
    const done = await reset(token!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success', message: 'Your password has been changed. Please sign in with your new password.' });
    expect(await passwordHash(m.email)).not.toBe(before);
    expect(await passwordHash(m.email)).toMatch(/^scrypt\$/);
    expect((await login(m.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(m.email, NEW_PASSWORD)).json()).toEqual({ login: 1 });
  });

  it('writes the mail in the language of the request, linking to the mobile page for WeChat', async () => {
    const m = await registeredMember(shop);
    const res = await requestReset(m.email, { lang: 'zh_CN', ch: 'wechat' });
    expect(res.json().message).toBe(`如果 ${m.email} 已注册账户，我们已向该邮箱发送了重置密码的邮件。请在 60 分钟内打开邮件中的链接。`);
    const [mail] = await mailsTo(m.email);
    expect(mail!.subject).toBe('重置您的密码');
    expect(mail!.text).toContain('60 分钟内有效');
    expect(LINK.exec(mail!.text)![1]).toMatch(/\/eshop\/zh_CN\/mobile\/reset-password\?token=/);
  });

  it('answers an unknown or cancelled address exactly like a member, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await requestReset(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: unknown, status: 'success',
      message: `If ${unknown} belongs to an account, we have sent a password-reset e-mail to it. Please open the link in the e-mail within 60 minutes.`,
    });
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'status']);
    expect(await mailsTo(unknown)).toHaveLength(0);

    const gone = await registeredMember(shop);
    expect((await gone.post('a/execute/capi/account/OptOut', { 'm.confirm': 'Y' })).statusCode).toBe(200);
    expect((await requestReset(gone.email)).statusCode).toBe(200);
    expect(await mailsTo(gone.email)).toHaveLength(0);
  });

  it('accepts a link once; a reset voids the other links and ends every session', async () => {
    const m = await registeredMember(shop);
    const other = visitor(shop);
    expect((await other.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD })).statusCode).toBe(200);
    const first = await mailedToken(m.email);
    const second = await mailedToken(m.email);
    expect(first).not.toBe(second);

    expect((await reset(second)).statusCode).toBe(200);
    for (const v of [m, other]) expect((await v.get('a/capi/account/MemberInfo')).statusCode).toBe(403);
    const [{ id }] = (await shop.handle.db.select({ id: member.id }).from(member).where(eq(member.email, m.email))) as [{ id: number }];
    expect(await shop.handle.db.select().from(memberSession).where(eq(memberSession.memberId, id))).toHaveLength(0);

    for (const token of [second, first]) {
      const again = await reset(token, 'another-pass');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        status: 'failure', code: 'RESET_TOKEN_INVALID',
        message: 'This password reset link is invalid, has expired or has already been used. Please request a new link.',
      });
    }
    expect((await tokenRows(m.email)).every((r) => r.usedAt !== null)).toBe(true);
    expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(m.email, 'another-pass')).statusCode).toBe(400);
  });

  it('refuses an expired link (after 60 minutes) in the language of the request', async () => {
    const m = await registeredMember(shop);
    const token = await mailedToken(m.email);
    await shop.handle.db.update(passwordReset).set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(isNull(passwordReset.usedAt), sql`${passwordReset.memberId} = (select id from member where email = ${m.email})`));
    const before = await passwordHash(m.email);
    const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, { lang: 'zh_CN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: '该密码重置链接无效、已过期或已被使用，请重新申请。' });
    expect(await passwordHash(m.email)).toBe(before);
    expect((await m.get('a/capi/account/MemberInfo')).statusCode).toBe(200);
  });

  it.each([
    ['m.email', 'en_US', '', 'Please input your email!'],
    ['m.email', 'zh_CN', '', '请输入您的邮箱！'],
    ['m.email', 'en_US', 'member@', 'Please input a correct email address'],
    ['m.email', 'zh_CN', `${'a'.repeat(300)}@example.com`, '请输入正确的邮箱地址'],
  ])('refuses a bad %s when asking for the mail (%s, %j)', async (field, lang, email, message) => {
    const res = await requestReset(email, { lang });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'failure', code: 'INVALID_FIELD', field, message, fields: { [field]: message } });
  });

  it.each([
    ['m.password', { 'm.password': '12345', 'm.confirmPassword': '12345' }, 'Password must have at least 6 letters.', '密码至少需要 6 个字符。'],
    ['m.confirmPassword', { 'm.confirmPassword': 'other-password' }, 'Passwords must be identical.', '两次输入的密码必须一致。'],
    ['token', { token: '' }, 'This password reset link is invalid or has expired.', '密码重置链接无效或已过期。'],
    ['m.password', { 'm.password': '        ', 'm.confirmPassword': '        ' }, 'The password cannot be made of spaces only.', '密码不能只由空格组成。'],
    ['m.password', { 'm.password': '\u3000\t \u00a0\u3000\u3000', 'm.confirmPassword': '\u3000\t \u00a0\u3000\u3000' }, 'The password cannot be made of spaces only.', '密码不能只由空格组成。'],
  ])('refuses a bad %s with the spec message in both languages, changing nothing', async (field, change, en, zh) => {
    const m = await registeredMember(shop);
    const token = await mailedToken(m.email);
    const before = await passwordHash(m.email);
    for (const [lang, message] of [['en_US', en], ['zh_CN', zh]] as const) {
      const res = await visitor(shop).post('m/account/forget_password.html', { token, 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD, ...change }, { lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'failure', code: 'INVALID_FIELD', field, message, fields: { [field]: message } });
    }
    expect(await passwordHash(m.email)).toBe(before);
    expect((await tokenRows(m.email)).every((r) => r.usedAt === null)).toBe(true);
    expect((await reset(token)).statusCode).toBe(200); // the link still works
  });

  it('answers 400 and changes nothing for oversized, repeated and broken input', async () => {
    const m = await registeredMember(shop);
    const token = await mailedToken(m.email);
    const before = await passwordHash(m.email);
    const post = (payload: string, type = 'application/x-www-form-urlencoded') => shop.inject({
      method: 'POST', url: '/api/m/account/forget_password.html',
      headers: { lang: 'en_US', 'content-type': type, origin: 'http://localhost', 'x-forwarded-for': randomIp() },
      payload,
    });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const cases = [
      form({ token, 'm.password': 'x'.repeat(10_000), 'm.confirmPassword': 'x'.repeat(10_000) }),
      form({ token: 'y'.repeat(5_000), 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD }),
      form({ token: `${token}\u0000`, 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD }),
      form({ token: 'ｔｏｋｅｎ🥩'.repeat(4), 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD }),
      `${form({ token, 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD })}&token=${token}`,
    ];
    for (const payload of cases) expect((await post(payload)).statusCode, payload.slice(0, 60)).toBe(400);
    const surrogate = await post(`{"token":"${token}","m.password":"secret\\ud800x","m.confirmPassword":"secret\\ud800x"}`, 'application/json');
    expect(surrogate.statusCode).toBe(400);
    const hugeQuery = await requestReset(`${'ä'.repeat(400)}@example.com`);
    expect(hugeQuery.statusCode).toBe(400);

    expect(await passwordHash(m.email)).toBe(before);
    expect((await tokenRows(m.email)).every((r) => r.usedAt === null)).toBe(true);
    expect((await m.get('a/capi/account/MemberInfo')).statusCode).toBe(200);
  });

  it('refuses a new password posted from another website (CSRF) and changes nothing', async () => {
    const m = await registeredMember(shop);
    const token = await mailedToken(m.email);
    const before = await passwordHash(m.email);
    const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'failure', code: 'CROSS_SITE_REQUEST' });
    const viaReferer = await visitor(shop).post('m/account/forget_password.html', { token, 'm.password': NEW_PASSWORD, 'm.confirmPassword': NEW_PASSWORD }, { origin: null, headers: { referer: 'https://evil.example/x' } });
    expect(viaReferer.statusCode).toBe(403);
    expect(await passwordHash(m.email)).toBe(before);
    expect((await tokenRows(m.email)).every((r) => r.usedAt === null)).toBe(true);
  });

  it('sends at most 3 mails per account and 10 per address in 15 minutes, then answers 429', async () => {
    const m = await registeredMember(shop);
    for (let i = 0; i < 3; i += 1) expect((await requestReset(m.email)).statusCode).toBe(200);
    const limited = await requestReset(m.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'failure', code: 'RESET_RATE_LIMITED', message: 'Too many password reset attempts. Please wait 15 minutes and try again.' });
    expect((await requestReset(m.email, { lang: 'zh_CN' })).json().message).toBe('重置密码的尝试过于频繁，请 15 分钟后再试。');
    expect(await mailsTo(m.email)).toHaveLength(3);
    // An unknown address is limited the same way (the answers do not tell them apart).
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i += 1) expect((await requestReset(nobody)).statusCode).toBe(200);
    expect((await requestReset(nobody)).statusCode).toBe(429);

    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await requestReset(uniqueEmail('ip'), { ip })).statusCode).toBe(200);
    expect((await requestReset(uniqueEmail('ip'), { ip })).statusCode).toBe(429);
    expect((await requestReset(uniqueEmail('ip'))).statusCode).toBe(200); // another address
  });

  it('answers 429 after 20 wrong links from one address, even for a right one', async () => {
    const m = await registeredMember(shop);
    const token = await mailedToken(m.email);
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await reset(`${'A'.repeat(42)}${i % 10}`, NEW_PASSWORD, NEW_PASSWORD, { ip });
      expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    }
    const limited = await reset(token, NEW_PASSWORD, NEW_PASSWORD, { ip, lang: 'zh_CN' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RESET_RATE_LIMITED', message: '重置密码的尝试过于频繁，请 15 分钟后再试。' });
    expect((await reset(token)).statusCode).toBe(200); // from elsewhere it still works
  });

  it('shows the caught mail at /dev/mail, escaped', async () => {
    const m = await registeredMember(shop);
    await requestReset(m.email);
    const [mail] = await mailsTo(m.email);
    const outbox = await shop.inject({ method: 'GET', url: '/dev/mail' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['content-type']).toMatch(/^text\/html/);
    expect(outbox.body).toContain(`<a href="/dev/mail/${mail!.id}">Reset your password</a>`);
    const one = await shop.inject({ method: 'GET', url: `/dev/mail/${mail!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/<iframe sandbox="[^"]*" srcdoc="&lt;!doctype html&gt;/);
    expect(one.body).not.toMatch(/<a href="http:\/\/localhost:\d+\/eshop/); // the mail's HTML stays inside srcdoc
    expect((await shop.inject({ method: 'GET', url: '/dev/mail/999999999' })).statusCode).toBe(404);
  });
});

describe('password reset when the mail server is down', () => {
  let shop: TestShop;
  // Port 9 (discard) on loopback: nothing listens, the connection is refused.
  beforeAll(async () => { shop = await startShop('pglite', { SMTP_URL: 'smtp://127.0.0.1:9' }); });
  afterAll(async () => { await shop.close(); });

  it('answers as for anyone, leaves no usable link, and the failure is reported without the address', async () => {
    const m = await registeredMember(shop);
    for (const [lang, message] of [['en_US', `If ${m.email} belongs to an account`], ['zh_CN', `如果 ${m.email} 已注册账户`]] as const) {
      const res = await shop.inject({ method: 'GET', url: `/api/m/account/forget_password.html?m.email=${encodeURIComponent(m.email)}`, headers: { lang, ch: 'website', 'x-forwarded-for': randomIp() } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain(message);
    }
    await runDueJobs(shop);
    const rows = await shop.handle.db.select().from(passwordReset).innerJoin(member, eq(member.id, passwordReset.memberId)).where(eq(member.email, m.email));
    expect(rows).toHaveLength(0);
    // No catcher, no /dev pages.
    expect((await shop.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);

    // The job failed and waits for its retry; what it reports (the job's log) names the reason, never the address.
    const job = (await queuedJobs(shop, 'password_reset_mail')).find((j) => j.data.email === m.email);
    expect(job?.state).toBe('retry');
    const { sessions, rateLimits, jobs } = shop.app.eshopServices;
    const service = createPasswordResetService({
      db: shop.handle.db, passwords: createPasswords({ log2N: 14 }), sessions, rateLimits, outbox: jobs, link: (token) => `http://shop.test/reset?token=${token}`,
      mailer: { send: () => Promise.reject(Object.assign(new Error(`550 no such user <${m.email}>`), { code: 'EENVELOPE', responseCode: 550 })) },
    });
    const failure = await service.deliver({ email: m.email, locale: 'en_US', device: 'pc' }).then(() => null, (err: unknown) => err as Error);
    expect(failure?.message).toBe('password-reset mail not accepted (Error EENVELOPE 550)');
    expect(job?.output?.message).toMatch(/^password-reset mail not accepted \(Error /);
    expect(JSON.stringify(job?.output)).not.toContain(m.email);
  });
});

describe.each(databases())('password reset with a mail server that never answers, on %s', (kind) => {
  let shop: TestShop;
  let smtp: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts the connection and then says nothing: nodemailer waits for the greeting.
    smtp = createServer((socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    shop = await startShop(kind, { SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await shop.close();
  });

  const ask = async (email: string) => {
    const started = performance.now();
    const res = await shop.inject({
      method: 'GET', url: `/api/m/account/forget_password.html?${new URLSearchParams({ 'm.email': email }).toString()}`,
      headers: { ch: 'website', lang: 'en_US', 'x-forwarded-for': randomIp() },
    });
    return { res, ms: performance.now() - started };
  };

  it('answers at once, identically for a member and an unknown address, while the mail waits', async () => {
    const m = await registeredMember(shop);
    const nobody = uniqueEmail('nobody');
    const known = await ask(m.email);
    const unknown = await ask(nobody);
    for (const [{ res, ms }, email] of [[known, m.email], [unknown, nobody]] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email, status: 'success',
        message: `If ${email} belongs to an account, we have sent a password-reset e-mail to it. Please open the link in the e-mail within 60 minutes.`,
      });
      // nodemailer waits 30 s for a greeting; the answer does not.
      expect(ms).toBeLessThan(2_000);
    }
    expect(Object.keys(known.res.headers).sort()).toEqual(Object.keys(unknown.res.headers).sort());
    // Both deliveries wait as jobs (the same work for either address); running them does not hold up anyone's answer.
    const queued = (await queuedJobs(shop, 'password_reset_mail')).filter((j) => j.state === 'created').map((j) => j.data.email);
    expect(queued.filter((e) => e === m.email || e === nobody).sort()).toEqual([m.email, nobody].sort());
    const running = runDueJobs(shop);
    await expect.poll(() => sockets.size).toBeGreaterThan(0);
    expect((await ask(uniqueEmail('meanwhile'))).ms).toBeLessThan(2_000);
    for (const socket of sockets) socket.destroy();
    await running;
  });
});
