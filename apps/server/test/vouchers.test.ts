// The member's vouchers (CashVoucher.List, WalletItem.List; docs/decisions/0014-vouchers.md):
// access, the welcome coupon of registration and of a new WeChat customer, usability
// judged against a goods total, the available / used / all lists, and the service calls
// checkout uses (lockForOrder, markUsed, releaseForOrder) — never across members.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { member, shopOrder, voucher } from '@eshop/db';
import type { Voucher } from '@eshop/domain/contract';
import { createVoucherService, type VoucherService } from '../src/modules/vouchers/service.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { randomIp, registeredMember, SHOP_ORIGIN, visitor, type Visitor } from './members.ts';

const CASH = 'a/capi/account/CashVoucher.List';
const COUPONS = 'a/capi/account/WalletItem.List';
const DAY = 86_400_000;

interface ListAnswer { status: 'success'; data: Voucher[]; total: number }

describe.each(databases())('vouchers on %s', (kind) => {
  let shop: TestShop;
  let vouchers: VoucherService;
  const db = () => shop.handle.db;

  beforeAll(async () => {
    shop = await startShop(kind);
    vouchers = createVoucherService({ db: db() });
  });
  afterAll(async () => { await shop.close(); });

  const memberId = async (v: { email: string }) => (await db().select({ id: member.id }).from(member).where(eq(member.email, v.email)))[0]!.id;
  const list = async (v: Visitor, path: string, query = '', lang = 'en_US') => {
    const res = await v.get(`${path}${query ? `?${query}` : ''}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListAnswer>();
    expect(body.total).toBe(body.data.length);
    return body.data;
  };
  const ids = (vs: Voucher[]) => vs.map((v) => v['v.voucherId']);

  /** A voucher of the member, issued through the service; valid for 30 days from now unless told. */
  const issue = (id: number, overrides: Partial<Parameters<VoucherService['issue']>[1]> = {}) => vouchers.issue(db(), {
    memberId: id, kind: 'off', promotion: 'TEST', amountFen: 2000, minSpendFen: 0,
    validFrom: new Date(Date.now() - DAY), validUntil: new Date(Date.now() + 30 * DAY), ...overrides,
  });

  /** An order row of the member (what checkout would write), for markUsed and usedTransactionId. */
  async function order(id: number) {
    const transactionId = `WO${Date.now().toString().slice(-6)}${randomBytes(3).toString('hex')}`;
    const [row] = await db().insert(shopOrder).values({
      transactionId, orderType: 'WO', memberId: id, requestId: randomBytes(8).toString('hex'), status: 'PendingPayment',
      deliveryOption: 'delivery', paymentMethod: 'wechatpay', locale: 'en_US', channel: 'website',
      goodsFen: 20000, discountFen: 2000, totalFen: 18000,
    }).returning({ id: shopOrder.id });
    return { id: row!.id, transactionId };
  }

  it('answers 403 with a localized message without a session', async () => {
    const v = visitor(shop);
    for (const path of [CASH, COUPONS]) {
      for (const [lang, message] of [['en_US', 'Please sign in first.'], ['zh_CN', '请先登录。']] as const) {
        const res = await v.get(path, { lang });
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message });
      }
    }
  });

  it('gives a new member the welcome coupon once, green until a goods total below RMB 199 is given', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const rows = await db().select().from(voucher).where(eq(voucher.memberId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'off', promotion: 'WELCOME', amountFen: 3000, minSpendFen: 19900, usedAt: null });
    expect(rows[0]!.validUntil.getTime() - rows[0]!.validFrom.getTime()).toBe(90 * DAY);

    const [welcome] = await list(m, COUPONS);
    expect(welcome).toMatchObject({
      'v.voucherId': rows[0]!.id, kind: 'off', title: 'RMB 30.00 off orders over RMB 199.00', amountFen: 3000, minSpendFen: 19900,
      amountPayableFen: null, percentOff: null, expired: false, used: false, usedAt: null, usedTransactionId: null,
      usable: true, reason: null, reasonText: null, saves: 0,
    });
    expect((await list(m, COUPONS, '', 'zh_CN'))[0]!.title).toBe('满199元减30元');
    expect(await list(m, CASH)).toEqual([]);

    // Against a cart: below the minimum gray with what is missing; reaching it exactly is enough.
    expect((await list(m, COUPONS, 'goodsFen=17900'))[0]).toMatchObject({ usable: false, reason: 'MIN_SPEND', reasonText: 'Spend RMB 20.00 more to use it', saves: 0 });
    expect((await list(m, COUPONS, 'goodsFen=17900', 'zh_CN'))[0]).toMatchObject({ reasonText: '再购20.00元可用' });
    expect((await list(m, COUPONS, 'goodsFen=19900'))[0]).toMatchObject({ usable: true, reason: null, saves: 3000 });

    // Never a second one.
    expect(await vouchers.issueWelcome(db(), id, new Date())).toBeNull();
    await Promise.all([vouchers.issueWelcome(db(), id, new Date()), vouchers.issueWelcome(db(), id, new Date())]);
    expect(await db().select().from(voucher).where(and(eq(voucher.memberId, id), eq(voucher.promotion, 'WELCOME')))).toHaveLength(1);
  });

  it('refuses a goods total that is not a whole number of fen', async () => {
    const m = await registeredMember(shop);
    for (const bad of ['-1', '1.5', 'abc', '99999999999']) {
      const res = await m.get(`${COUPONS}?goodsFen=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'goodsFen' });
    }
    expect((await m.get(`${COUPONS}?state=expired`)).statusCode).toBe(400);
  });

  it('lists cash vouchers and coupons apart, usable first, each judged against the goods total', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const big = await issue(id, { kind: 'cash', promotion: 'PURCHASE', amountFen: 50000, amountPayableFen: 45000 });
    const small = await issue(id, { kind: 'cash', promotion: 'PURCHASE', amountFen: 5000, amountPayableFen: 5000, validUntil: new Date(Date.now() + 2 * DAY) });
    const capped = await issue(id, { kind: 'discount', percentOff: 20, amountFen: 5000, minSpendFen: 10000 });
    const later = await issue(id, { validFrom: new Date(Date.now() + 5 * DAY), validUntil: new Date(Date.now() + 40 * DAY) });

    const cash = await list(m, CASH, 'goodsFen=30000');
    expect(ids(cash)).toEqual([small, big]);
    expect(cash[0]).toMatchObject({ kind: 'cash', title: 'RMB 50.00 cash voucher', amountPayableFen: 5000, usable: true, saves: 5000 });
    expect(cash[1]).toMatchObject({ title: 'RMB 500.00 cash voucher', amountPayableFen: 45000, saves: 30000 });
    expect((await list(m, CASH, '', 'zh_CN'))[1]!.title).toBe('500元代金券');

    const coupons = await list(m, COUPONS, 'goodsFen=30000');
    const welcome = coupons.find((c) => c.title.startsWith('RMB 30.00'))!;
    // Usable ones first (soonest to expire first), then the one not valid yet.
    expect(ids(coupons)).toEqual([capped, welcome['v.voucherId'], later]);
    expect(coupons[0]).toMatchObject({ kind: 'discount', percentOff: 20, title: '20% off orders over RMB 100.00, up to RMB 50.00', usable: true, saves: 5000 });
    expect(coupons[2]).toMatchObject({ usable: false, reason: 'NOT_YET_VALID', reasonText: 'Not valid yet', saves: 0 });
    expect((await list(m, COUPONS, 'goodsFen=12000'))[0]).toMatchObject({ 'v.voucherId': capped, saves: 2400 });
    expect((await list(m, COUPONS, 'goodsFen=12000', 'zh_CN')).find((c) => c['v.voucherId'] === capped)!.title).toBe('满100元享8折，最高减50元');
  });

  it('lists available, used (with the order) and all (expired ones gray) vouchers', async () => {
    const m = await registeredMember(shop);
    const id = await memberId(m);
    const expired = await issue(id, { validFrom: new Date(Date.now() - 40 * DAY), validUntil: new Date(Date.now() - DAY) });
    const used = await issue(id, { amountFen: 1000 });
    const live = await issue(id, { amountFen: 1500 });
    const o = await order(id);
    expect(await db().transaction((tx) => vouchers.markUsed(tx, [used], o.id, new Date()))).toBe(true);

    const available = await list(m, COUPONS);
    expect(ids(available)).toContain(live);
    expect(ids(available)).not.toContain(used);
    expect(ids(available)).not.toContain(expired);

    const usedList = await list(m, COUPONS, 'state=used');
    expect(ids(usedList)).toEqual([used]);
    expect(usedList[0]).toMatchObject({ used: true, usedTransactionId: o.transactionId, usable: false, reason: 'USED', reasonText: 'Already used' });
    expect(usedList[0]!.usedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const all = await list(m, COUPONS, 'state=all&goodsFen=50000', 'zh_CN');
    expect(all.slice(-2).map((v) => v['v.voucherId'])).toEqual([expired, used]);
    expect(all.at(-2)).toMatchObject({ expired: true, usable: false, reason: 'EXPIRED', reasonText: '已过期', saves: 0 });
    expect(all.at(-1)).toMatchObject({ reason: 'USED', reasonText: '已使用' });

    // Used again: refused; the order cancelled: given back, available again.
    expect(await db().transaction((tx) => vouchers.markUsed(tx, [used], o.id, new Date()))).toBe(false);
    expect(await db().transaction((tx) => vouchers.releaseForOrder(tx, o.id))).toBe(1);
    expect(ids(await list(m, COUPONS))).toContain(used);
    expect(await list(m, COUPONS, 'state=used')).toEqual([]);
  });

  it("never lists nor locks another member's voucher", async () => {
    const a = await registeredMember(shop);
    const b = await registeredMember(shop);
    const aId = await memberId(a);
    const bId = await memberId(b);
    const aCash = await issue(aId, { kind: 'cash', amountFen: 8000, amountPayableFen: 8000 });
    const aCoupon = await issue(aId, { amountFen: 1200 });

    for (const state of ['available', 'used', 'all']) {
      expect(ids(await list(b, CASH, `state=${state}`))).not.toContain(aCash);
      expect(ids(await list(b, COUPONS, `state=${state}`))).not.toContain(aCoupon);
    }
    const [bWelcome] = ids(await list(b, COUPONS));

    await db().transaction(async (tx) => {
      expect(await vouchers.lockForOrder(tx, bId, [aCoupon])).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND' });
      expect(await vouchers.lockForOrder(tx, bId, [bWelcome!, aCash])).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND' });
      expect(await vouchers.lockForOrder(tx, bId, [2_147_483_648])).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND' });
      expect(await vouchers.lockForOrder(tx, bId, [])).toEqual([]);
      const own = await vouchers.lockForOrder(tx, aId, [aCoupon, aCash]);
      expect(Array.isArray(own)).toBe(true);
      expect(own).toEqual([
        expect.objectContaining({ id: aCoupon, kind: 'off', amountFen: 1200, minSpendFen: 0, percentOff: null, usedAt: null, titleEn: 'RMB 12.00 off', titleZh: '立减12元' }),
        expect.objectContaining({ id: aCash, kind: 'cash', amountFen: 8000, titleEn: 'RMB 80.00 cash voucher' }),
      ]);
      const [first] = own as { validFrom: Date; validUntil: Date }[];
      expect(first!.validFrom).toBeInstanceOf(Date);
      expect(first!.validUntil.getTime()).toBeGreaterThan(Date.now());
      // A repeated id comes back repeated (checkVoucherSelection refuses it).
      expect((await vouchers.lockForOrder(tx, aId, [aCash, aCash]) as unknown[]).length).toBe(2);
    });
  });

  it('gives a new WeChat customer the welcome coupon (QR sign-in)', async () => {
    const wechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
    const pc = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const browser = (userAgent: string) => {
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
        'user-agent': userAgent, 'x-forwarded-for': ip, ch: 'website', lang: 'en_US',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...extra,
      });
      return {
        get: async (path: string) => keep(await shop.inject({ method: 'GET', url: path, headers: headers() })),
        post: async (path: string, form: Record<string, string>) => keep(await shop.inject({
          method: 'POST', url: path, payload: new URLSearchParams(form).toString(),
          headers: headers({ 'content-type': 'application/x-www-form-urlencoded', origin: SHOP_ORIGIN }),
        })),
      };
    };
    const pathOf = (url: string) => { const u = new URL(url); return `${u.pathname}${u.search}`; };
    const computer = browser(pc);
    const phone = browser(wechat);
    const { url } = (await computer.get('/api/open/login/init/QR.ds')).json<{ data: { url: string } }>().data;
    const ticket = new URL(url).searchParams.get('ticket')!;
    const scan = await phone.get(`/api/open/login/scan/QR.ds?ticket=${ticket}&return=${encodeURIComponent(pathOf(url))}`);
    const { authorizeUrl } = scan.json<{ data: { authorizeUrl: string } }>().data;
    const back = new URL((await phone.get(pathOf(authorizeUrl.replace(/#wechat_redirect$/, '')))).headers.location as string);
    const confirmed = await phone.post('/api/open/login/confirm/QR.ds', { ticket, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const res = await phone.get(`/api/${COUPONS}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ListAnswer>().data.map((v) => v.title)).toEqual(['RMB 30.00 off orders over RMB 199.00']);
  });
});
