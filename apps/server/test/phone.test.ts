// Mobile verification and the phone merge (SMSSecureCode, CheckPhone, Transfer;
// docs/decisions/0010). Codes are read from what the local Tencent SMS gateway received
// (/dev/sms.json), so every text went through the real client and a signature check.
// Each test uses its own members, addresses and random phone numbers.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { address, member, memberSession, shopOrder, smsCode, starTx, store as storeTable, voucher } from '@eshop/db';
import { databases, startShop, type TestShop } from './helpers.ts';
import { PASSWORD, randomIp, registeredMember, registration, SHOP_ORIGIN, uniqueEmail, visitor, type Visitor } from './members.ts';

const randomPhone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const SMS_CODE_ERROR = { en_US: 'sms code error', zh_CN: '短信验证码错误' };
const MERGE_QUESTION = {
  en_US: 'This phone number has been used by another account, do you need to merge it with this account?',
  zh_CN: '该手机号已被其他账户使用，是否需要将其合并到当前账户？',
};

describe.each(databases())('phone verification API on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const db = () => shop.handle.db;

  /** Texts the sandbox gateway received for this number, newest first. */
  async function texts(phone: string) {
    const res = await shop.inject({ method: 'GET', url: `/dev/sms.json?phone=${phone}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; receivedAt: string; phone: string; text: string; params: string[] }[];
  }

  async function sendCode(v: Visitor, phone: string, opts: { purpose?: string; lang?: string } = {}) {
    return v.post('a/execute/capi/open/SMSSecureCode', { phone, purpose: opts.purpose ?? 'verify-phone' }, { lang: opts.lang ?? 'en_US' });
  }

  /** Sends a code and returns it as the phone shows it. */
  async function codeFor(v: Visitor, phone: string, purpose = 'verify-phone'): Promise<string> {
    const res = await sendCode(v, phone, { purpose });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await texts(phone);
    expect(latest!.phone).toBe(`+86${phone}`);
    const code = latest!.params[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(latest!.text).toBe(`【Butcher & Deli】Your verification code is ${code}, valid for 10 minutes.`);
    return code;
  }

  const checkPhone = (v: Visitor, phone: string, code: string, lang = 'en_US') =>
    v.get(`a/capi/account/CheckPhone?m.phone=${phone}&checkcode=${code}`, { lang });
  const transfer = (v: Visitor, phone: string, code: string, lang = 'en_US') =>
    v.post('a/execute/capi/account/Transfer', { 'm.phone': phone, checkcode: code }, { lang });

  /** Lets the per-number one-a-minute limit pass (the hits are moved two minutes back). */
  const forgetLastMinute = (phone: string) =>
    db().execute(sql`update rate_limit_hit set at = at - interval '2 minutes' where key = ${`sms-send:phone:${phone}`} or key like ${`sms-send:resend:%:${phone}`}`);

  const memberByEmail = async (email: string) => (await db().select().from(member).where(eq(member.email, email)))[0]!;

  it('answers 403 without a session', async () => {
    const v = visitor(shop);
    const phone = randomPhone();
    for (const lang of ['en_US', 'zh_CN']) {
      const res = await sendCode(v, phone, { lang });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'NOT_SIGNED_IN', message: lang === 'en_US' ? 'Please sign in first.' : '请先登录。' });
    }
    expect((await checkPhone(v, phone, '123456')).statusCode).toBe(403);
    expect((await transfer(v, phone, '123456')).statusCode).toBe(403);
    expect(await texts(phone)).toEqual([]);
  });

  it('refuses an invalid phone or purpose in both languages, and junk input changes nothing', async () => {
    const v = await registeredMember(shop);
    const bad = await sendCode(v, '12345678901');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'phone', message: 'Please input a mainland China mobile number (11 digits starting with 1).' });
    const badZh = await sendCode(v, '1391234567', { lang: 'zh_CN' });
    expect(badZh.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'phone', message: '请输入中国大陆手机号码（以 1 开头的 11 位数字）。' });
    const purpose = await sendCode(v, randomPhone(), { purpose: 'login' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json()).toMatchObject({ field: 'purpose', message: 'The purpose of the code must be verify-phone or transfer-phone.' });
    expect((await sendCode(v, randomPhone(), { purpose: 'login', lang: 'zh_CN' })).json().message).toBe('验证码用途必须是 verify-phone 或 transfer-phone。');

    const junk: Record<string, string>[] = [
      {}, { phone: '' }, { phone: 'x'.repeat(5000), purpose: 'verify-phone' }, { phone: '1391234567\u0000', purpose: 'verify-phone' },
      // +86 and spaces are read as the same number (the one mobile rule, docs/decisions/0034); a Hong Kong number is not a mainland mobile.
      { phone: '+852 9123 4567', purpose: 'verify-phone' }, { phone: '13912345678', purpose: '' },
    ];
    for (const form of junk) expect((await v.post('a/execute/capi/open/SMSSecureCode', form)).statusCode).toBe(400);
    for (const query of ['', 'm.phone=13912345678', 'm.phone=13912345678&checkcode=12345', 'm.phone=13912345678&checkcode=abcdef', 'm.phone=abc&checkcode=123456', `m.phone=13912345678&checkcode=${'9'.repeat(400)}`]) {
      const res = await v.get(`a/capi/account/CheckPhone?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().status).toBe('failure');
    }
    const code = await v.get('a/capi/account/CheckPhone?m.phone=13912345678&checkcode=12a456', { lang: 'zh_CN' });
    expect(code.json()).toMatchObject({ field: 'checkcode', message: SMS_CODE_ERROR.zh_CN });
    expect((await v.post('a/execute/capi/account/Transfer', { 'm.phone': '13912345678', checkcode: '' })).statusCode).toBe(400);

    const row = await memberByEmail(v.email);
    expect(row).toMatchObject({ phone: null, phoneVerified: false });
    expect(await db().select().from(smsCode).where(eq(smsCode.memberId, row.id))).toEqual([]);
  });

  it('sends a code through the gateway and verifies the phone with it (single use)', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const sent = await sendCode(v, phone);
    expect(sent.json()).toEqual({ status: 'success', message: 'The verification code has been sent.' });
    const code = (await texts(phone))[0]!.params[0]!;
    expect((await texts(phone))[0]!.params[1]).toBe('10');

    // Stored as sha256(id:code) only.
    const [stored] = await db().select().from(smsCode).where(eq(smsCode.phone, phone));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.purpose).toBe('verify-phone');

    const wrong = await checkPhone(v, phone, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'failure', code: 'SMS_CODE_INVALID', message: SMS_CODE_ERROR.en_US });
    expect((await checkPhone(v, phone, otherCode(code), 'zh_CN')).json().message).toBe(SMS_CODE_ERROR.zh_CN);

    const ok = await checkPhone(v, phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Success!' });
    const info = (await v.get('a/capi/account/MemberInfo')).json().data;
    expect(info).toMatchObject({ phone, phoneVerified: true });
    expect((await v.get('a/capi/account/MemberProfile')).json().data).toMatchObject({ phone, phoneVerified: true });

    const again = await checkPhone(v, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'SMS_CODE_EXPIRED' });
    expect(again.json().message).toMatch(/^sms code error: .*request a new code\.$/);
  });

  it('says a transfer-phone code is for another step, not "expired", in both languages; it still works for Transfer', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const code = await codeFor(v, phone, 'transfer-phone');
    const wrongStep = await checkPhone(v, phone, code);
    expect(wrongStep.statusCode).toBe(400);
    expect(wrongStep.json()).toEqual({
      status: 'failure', code: 'SMS_CODE_WRONG_PURPOSE',
      message: 'sms code error: this code was sent for another step (moving the number to this account), not for verifying it. Please request a new code here.',
    });
    expect((await checkPhone(v, phone, code, 'zh_CN')).json().message).toBe('短信验证码错误：该验证码用于其他操作（将手机号转移到此账户），不能用于验证手机号，请在此重新获取。');
    // A wrong code is still just wrong, and counts.
    expect((await checkPhone(v, phone, otherCode(code))).json().code).toBe('SMS_CODE_INVALID');
    expect((await memberByEmail(v.email)).phoneVerified).toBe(false);
    // The code was not used up: Transfer (its purpose) takes it.
    expect((await transfer(v, phone, code)).statusCode).toBe(200);
    expect((await memberByEmail(v.email))).toMatchObject({ phone, phoneVerified: true });
  });

  it('answers in Chinese', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const sent = await sendCode(v, phone, { lang: 'zh_CN' });
    expect(sent.json()).toEqual({ status: 'success', message: '短信已发送' });
    const code = (await texts(phone))[0]!.params[0]!;
    expect((await checkPhone(v, phone, code, 'zh_CN')).json()).toEqual({ status: 'success', message: '成功！' });
  });

  it('kills a code after 5 wrong tries; refuses an expired code; a new code replaces the old one', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const code = await codeFor(v, phone);
    for (let i = 1; i <= 4; i++) expect((await checkPhone(v, phone, otherCode(code))).json().code).toBe('SMS_CODE_INVALID');
    const fifth = await checkPhone(v, phone, otherCode(code), 'zh_CN');
    expect(fifth.json()).toMatchObject({ code: 'SMS_CODE_EXPIRED', message: '短信验证码错误：验证码已过期、已使用或输错次数过多，请重新获取。' });
    expect((await checkPhone(v, phone, code)).json().code).toBe('SMS_CODE_EXPIRED');

    await forgetLastMinute(phone);
    const second = await codeFor(v, phone);
    await db().update(smsCode).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCode.phone, phone));
    expect((await checkPhone(v, phone, second)).json().code).toBe('SMS_CODE_EXPIRED');

    await forgetLastMinute(phone);
    const third = await codeFor(v, phone);
    await forgetLastMinute(phone);
    const fourth = await codeFor(v, phone);
    if (third !== fourth) expect((await checkPhone(v, phone, third)).statusCode).toBe(400);
    expect((await checkPhone(v, phone, fourth)).statusCode).toBe(200);
    expect((await memberByEmail(v.email)).phoneVerified).toBe(true);
  });

  it("one member cannot use another member's code", async () => {
    const a = await registeredMember(shop);
    const b = await registeredMember(shop);
    const phone = randomPhone();
    const code = await codeFor(a, phone);
    const res = await checkPhone(b, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^sms code error/);
    expect((await transfer(b, phone, code)).statusCode).toBe(400);
    expect((await memberByEmail(b.email)).phone).toBeNull();
    expect((await checkPhone(a, phone, code)).statusCode).toBe(200);
  });

  it('asks to merge when the phone is verified for another member, then Transfer merges that account into this one', async () => {
    const phone = randomPhone();
    const a = await registeredMember(shop);
    expect((await checkPhone(a, phone, await codeFor(a, phone))).statusCode).toBe(200);
    const aRow = await memberByEmail(a.email);
    // a earned 72 stars in a store (counted for the level this year).
    const [store] = await db().select({ id: storeTable.id }).from(storeTable).limit(1);
    const sale = await shop.app.eshopServices.loyalty.recordStoreSale({
      trxLogId: randomInt(1e9, 9e9), storeId: store!.id, memberCode: aRow.memberCode, lines: [{ name: 'Wagyu', quantity: 1, amountFen: 300_000 }], totalFen: 300_000, paidAt: new Date(),
    }, 'test-till');
    expect(sale.ok).toBe(true);
    await db().update(member).set({ level: 3, wechatOpenid: `oWx-${aRow.id}-${randomInt(1e9)}` }).where(eq(member.id, aRow.id));
    const aAddresses = [0, 1, 2].map((i) => ({ memberId: aRow.id, recipient: `A${i}`, province: '上海市', city: '上海市', street: `南京西路${i}号`, mobile: phone, isDefault: i === 0 }));
    await db().insert(address).values(aAddresses);
    // a has an order (made directly: its lines do not matter here) and a cash voucher besides the welcome coupon.
    const [aOrder] = await db().insert(shopOrder).values({
      transactionId: `WO${randomInt(1e9, 9e9)}`, orderType: 'WO', memberId: aRow.id, requestId: `req-${randomInt(1e9)}`, status: 'Paid',
      deliveryOption: 'delivery', paymentMethod: 'wechatpay', locale: 'en_US', channel: 'website', goodsFen: 100, totalFen: 100,
    }).returning({ id: shopOrder.id });
    await db().insert(voucher).values({
      memberId: aRow.id, kind: 'cash', promotion: 'PURCHASE', titleEn: 'Cash', titleZh: '现金券', amountFen: 10_000, amountPayableFen: 9_000,
      validFrom: new Date(Date.now() - 1000), validUntil: new Date(Date.now() + 86_400_000),
    });


    const b = await registeredMember(shop);
    const bRow = await memberByEmail(b.email);
    // b already keeps 18 addresses: only 2 of a's 3 fit under the limit of 20.
    await db().insert(address).values(Array.from({ length: 18 }, (_, i) => ({ memberId: bRow.id, recipient: `B${i}`, province: '上海市', city: '上海市', street: `淮海中路${i}号`, mobile: '13812345678', isDefault: i === 0 })));

    await forgetLastMinute(phone);
    const code = await codeFor(b, phone);
    for (const lang of ['en_US', 'zh_CN'] as const) {
      const question = await checkPhone(b, phone, code, lang);
      expect(question.statusCode).toBe(409);
      expect(question.json()).toEqual({ status: 'failure', code: 'PHONE_TAKEN', message: MERGE_QUESTION[lang] });
    }
    // Nothing changed yet; the code is still good.
    expect(await memberByEmail(b.email)).toMatchObject({ phone: null, phoneVerified: false });
    expect((await memberByEmail(a.email)).phoneVerified).toBe(true);

    const wrong = await transfer(b, phone, otherCode(code));
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_INVALID', message: SMS_CODE_ERROR.en_US });

    const merged = await transfer(b, phone, code, 'zh_CN');
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ status: 'success', message: '成功！' });

    const bAfter = (await db().select().from(member).where(eq(member.id, bRow.id)))[0]!;
    expect(bAfter).toMatchObject({ phone, phoneVerified: true, level: 3, wechatOpenid: expect.stringMatching(/^oWx-/) });
    const aAfter = (await db().select().from(member).where(eq(member.id, aRow.id)))[0]!;
    expect(aAfter).toMatchObject({ phone: null, phoneVerified: false, wechatOpenid: null, passwordHash: null, nickname: null });
    expect(aAfter.cancelledAt).toBeInstanceOf(Date);
    expect(aAfter.email).toMatch(/@cancelled\.invalid$/);

    const bAddresses = await db().select().from(address).where(eq(address.memberId, bRow.id));
    expect(bAddresses).toHaveLength(20);
    expect(bAddresses.filter((x) => x.isDefault).map((x) => x.recipient)).toEqual(['B0']);
    expect(bAddresses.map((x) => x.recipient)).toContain('A0');
    expect(await db().select().from(address).where(eq(address.memberId, aRow.id))).toEqual([]);
    // a's order and cash voucher are b's now; b keeps one welcome coupon.
    expect((await db().select({ m: shopOrder.memberId }).from(shopOrder).where(eq(shopOrder.id, aOrder!.id)))[0]!.m).toBe(bRow.id);
    const bVouchers = await db().select({ kind: voucher.kind, promotion: voucher.promotion }).from(voucher).where(eq(voucher.memberId, bRow.id));
    expect(bVouchers.filter((x) => x.promotion === 'WELCOME')).toHaveLength(1);
    expect(bVouchers.filter((x) => x.kind === 'cash')).toHaveLength(1);
    // a's stars are b's now, as ledger entries (nothing edited), and count for b's level this year.
    expect(aAfter.starsTenths).toBe(0);
    expect(bAfter.starsTenths).toBe(720);
    expect(await shop.app.eshopServices.loyalty.earnedByYear(bRow.id)).toMatchObject({ thisYear: 720 });
    const moves = await db().select({ memberId: starTx.memberId, tenths: starTx.tenths }).from(starTx).where(eq(starTx.kind, 'merge'));
    expect(moves.filter((x) => x.memberId === aRow.id || x.memberId === bRow.id).sort((x, y) => x.tenths - y.tenths))
      .toEqual([{ memberId: aRow.id, tenths: -720 }, { memberId: bRow.id, tenths: 720 }]);

    // a is signed out everywhere and cannot sign in again; b stays signed in.
    expect(await db().select().from(memberSession).where(eq(memberSession.memberId, aRow.id))).toEqual([]);
    expect((await a.get('a/capi/account/MemberInfo')).statusCode).toBe(403);
    const login = await visitor(shop).post('m/account/login.html', { 'm.email': a.email, 'm.password': PASSWORD });
    expect(login.statusCode).toBe(400);
    expect((await b.get('a/capi/account/MemberInfo')).json().data).toMatchObject({ phone, phoneVerified: true, level: 3 });

    // The code was used up.
    expect((await transfer(b, phone, code)).json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('Transfer without another owner just verifies; a transfer-phone code is not a CheckPhone code', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const code = await codeFor(v, phone, 'transfer-phone');
    expect((await checkPhone(v, phone, code)).json().code).toBe('SMS_CODE_WRONG_PURPOSE');
    const res = await transfer(v, phone, code);
    expect(res.json()).toEqual({ status: 'success', message: 'Success!' });
    expect(await memberByEmail(v.email)).toMatchObject({ phone, phoneVerified: true, cancelledAt: null });
  });

  it('the merged-into account keeps its own default address and WeChat binding; moved addresses become default when it had none', async () => {
    const phone = randomPhone();
    const a = await registeredMember(shop);
    expect((await checkPhone(a, phone, await codeFor(a, phone))).statusCode).toBe(200);
    const aRow = await memberByEmail(a.email);
    await db().update(member).set({ wechatOpenid: `oWx-a-${aRow.id}-${randomInt(1e9)}` }).where(eq(member.id, aRow.id));
    await db().insert(address).values([
      { memberId: aRow.id, recipient: 'A-old', province: '上海市', city: '上海市', street: '1号', mobile: phone, isDefault: false },
      { memberId: aRow.id, recipient: 'A-default', province: '上海市', city: '上海市', street: '2号', mobile: phone, isDefault: true },
    ]);
    const b = await registeredMember(shop);
    const bRow = await memberByEmail(b.email);
    const bOpenid = `oWx-b-${bRow.id}-${randomInt(1e9)}`;
    await db().update(member).set({ wechatOpenid: bOpenid }).where(eq(member.id, bRow.id));
    await forgetLastMinute(phone);
    expect((await transfer(b, phone, await codeFor(b, phone, 'transfer-phone'))).statusCode).toBe(200);
    const bAfter = (await db().select().from(member).where(eq(member.id, bRow.id)))[0]!;
    expect(bAfter.wechatOpenid).toBe(bOpenid);
    const moved = await db().select().from(address).where(eq(address.memberId, bRow.id));
    expect(moved.map((x) => [x.recipient, x.isDefault]).sort()).toEqual([['A-default', true], ['A-old', false]]);
  });

  it('limits sending: one a minute and 5 an hour per number, 10 per member, 20 per address (429, localized)', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    expect((await sendCode(v, phone)).statusCode).toBe(200);
    const wait = await sendCode(v, phone);
    expect(wait.statusCode).toBe(429);
    expect(wait.json()).toMatchObject({ code: 'SMS_WAIT', message: 'A code was just sent to this number. Please wait 60 seconds before requesting another one.' });
    expect((await sendCode(v, phone, { lang: 'zh_CN' })).json().message).toBe('验证码刚刚已发送到该号码，请等待 60 秒后再获取。');
    for (let i = 2; i <= 5; i++) {
      await forgetLastMinute(phone);
      expect((await sendCode(await registeredMember(shop), phone)).statusCode).toBe(200);
    }
    await forgetLastMinute(phone);
    const hour = await sendCode(await registeredMember(shop), phone, { lang: 'zh_CN' });
    expect(hour.statusCode).toBe(429);
    expect(hour.json()).toMatchObject({ code: 'SMS_RATE_LIMITED', message: '获取验证码过于频繁，请一小时后再试。' });
    expect(await texts(phone)).toHaveLength(5);

    // Per member: 10 an hour (v has sent 1).
    for (let i = 0; i < 9; i++) expect((await sendCode(v, randomPhone())).statusCode).toBe(200);
    const member11 = await sendCode(v, randomPhone());
    expect(member11.statusCode).toBe(429);
    expect(member11.json()).toMatchObject({ code: 'SMS_RATE_LIMITED', message: 'Too many verification codes have been requested. Please wait an hour and try again.' });

    // Per address: 20 an hour, whoever is signed in.
    const ip = randomIp();
    const onIp = async () => {
      const m = visitor(shop, ip);
      expect((await m.post('m/account/reg.html', registration(uniqueEmail()))).statusCode).toBe(200);
      return m;
    };
    for (const m of [await onIp(), await onIp()]) {
      for (let i = 0; i < 10; i++) expect((await sendCode(m, randomPhone())).statusCode).toBe(200);
    }
    expect((await sendCode(await onIp(), randomPhone())).json().code).toBe('SMS_RATE_LIMITED');
  });

  it('limits checking: 20 an hour per member (429, localized)', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const code = await codeFor(v, phone);
    for (let i = 0; i < 20; i++) expect((await checkPhone(v, phone, otherCode(code))).statusCode).toBe(400);
    const limited = await checkPhone(v, phone, code, 'zh_CN');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'SMS_CHECK_LIMITED', message: '验证尝试次数过多，请一小时后再试。' });
    expect((await transfer(v, phone, code)).statusCode).toBe(429);
  });

  it('refuses cross-site requests (CSRF)', async () => {
    const v = await registeredMember(shop);
    const phone = randomPhone();
    const send = await v.post('a/execute/capi/open/SMSSecureCode', { phone, purpose: 'verify-phone' }, { origin: 'https://evil.example' });
    expect(send.statusCode).toBe(403);
    expect(send.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await v.post('a/execute/capi/open/SMSSecureCode', { phone, purpose: 'verify-phone' }, { origin: null })).statusCode).toBe(403);
    expect(await texts(phone)).toEqual([]);

    const code = await codeFor(v, phone);
    const viaLink = await shop.inject({
      method: 'GET', url: `/api/a/capi/account/CheckPhone?m.phone=${phone}&checkcode=${code}`,
      headers: { lang: 'en_US', cookie: `eshop_session=${v.session}`, 'sec-fetch-site': 'cross-site', 'x-forwarded-for': v.ip },
    });
    expect(viaLink.statusCode).toBe(403);
    expect(viaLink.json().code).toBe('CROSS_SITE_REQUEST');
    const forged = await v.post('a/execute/capi/account/Transfer', { 'm.phone': phone, checkcode: code }, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await memberByEmail(v.email)).phoneVerified).toBe(false);
    const sameSite = await shop.inject({
      method: 'GET', url: `/api/a/capi/account/CheckPhone?m.phone=${phone}&checkcode=${code}`,
      headers: { lang: 'en_US', cookie: `eshop_session=${v.session}`, 'sec-fetch-site': 'same-origin', referer: `${SHOP_ORIGIN}/eshop/pc/my/phone`, 'x-forwarded-for': v.ip },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('publishes the calls in the OpenAPI document and hides /dev', async () => {
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/a/execute/capi/open/SMSSecureCode', '/api/a/capi/account/CheckPhone', '/api/a/execute/capi/account/Transfer']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev'))).toBe(false);
    const page = await shop.inject({ method: 'GET', url: '/dev/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Your verification code is');
    expect((await shop.inject({ method: 'GET', url: '/dev/sms.json?phone=<script>' })).statusCode).toBe(400);
  });

  describe('when the SMS provider fails', () => {
    let broken: TestShop;
    beforeAll(async () => { broken = await startShop(kind, { SMS_PROVIDER: 'tencent', TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:1/' }); });
    afterAll(async () => { await broken.close(); });

    it('answers 502 with the send error and leaves no usable code', async () => {
      const v = await registeredMember(broken);
      const phone = randomPhone();
      const res = await v.post('a/execute/capi/open/SMSSecureCode', { phone, purpose: 'verify-phone' }, { lang: 'zh_CN' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'SMS_SEND_FAILED', message: '短信发送失败，请稍后再试。' });
      expect(await broken.handle.db.select().from(smsCode).where(and(eq(smsCode.phone, phone)))).toEqual([]);
      expect((await broken.inject({ method: 'GET', url: '/dev/sms.json' })).statusCode).toBe(404);
    });
  });
});
