// The back-office's vouchers (issue 16): campaigns made from RMB text in exact fen and
// refused field by field in the caller's language with nothing written; issued to one
// member or a level once only (again, or twice at once, adds nothing); the member sees
// the voucher in the shop's list behind my/coupon; the campaign shows its redemptions.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { Voucher } from '@eshop/domain/contract';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { moveVouchers } from '../src/modules/vouchers/service.ts';
import { databases, startShop, stockedSku, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { addToCart, deliveryOrder, registeredMember, shopperWithAddress } from './members.ts';

const CAMPAIGNS = 'staff/vouchers/campaigns';

/** A campaign code no other run or file uses. */
const uniqueCode = (tag: string) => `${tag}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Shanghai wall time `days` from now, as the form's datetime-local field sends it. */
function shanghai(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

const offCoupon = (overrides: Record<string, string> = {}) => ({
  code: uniqueCode('WINTER'), kind: 'off', titleEn: 'Winter treat', titleZh: '冬日福利',
  amount: '30.00', minSpend: '199', percentOff: '', cap: '', validFrom: shanghai(-1), validUntil: shanghai(30), ...overrides,
});

interface Campaign { id: number; code: string; kind: string; amountFen: number; minSpendFen: number; percentOff: number | null; issued: number; redeemed: number; available: number; expired: number; validFrom: string; validUntil: string }

describe.each(databases())('back-office vouchers (%s)', (kind) => {
  let shop: TestShop;
  let admin: StaffBrowser;

  beforeAll(async () => {
    shop = await startShop(kind, {}, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    admin = await staffBrowser(shop, ['admin']);
  });
  afterAll(async () => { await shop?.close(); });

  async function create(body: Record<string, string>, who = admin): Promise<Campaign> {
    const res = await staffCall(shop, who, 'POST', CAMPAIGNS, body);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = (res.json() as { data: { id: number } }).data;
    return (await staffCall(shop, who, 'GET', `${CAMPAIGNS}/${id}`)).json().data as Campaign;
  }

  /** What this test's admin has written: its campaigns and audit entries. */
  async function written(who = admin): Promise<{ campaigns: number; audit: number }> {
    const [r] = await queryRows<{ campaigns: number; audit: number }>(shop.handle.db, sql`
      select (select count(*) from voucher_campaign where created_by = ${who.username})::int as campaigns,
             (select count(*) from staff_audit where staff_username = ${who.username})::int as audit`);
    return r!;
  }

  const memberOf = async (email: string) => (await queryRows<{ id: number; member_code: string }>(shop.handle.db, sql`select id, member_code from member where email = ${email}`))[0]!;
  const vouchersOf = async (memberId: number, promotion: string) =>
    (await queryRows<{ id: number }>(shop.handle.db, sql`select id from voucher where member_id = ${memberId} and promotion = ${promotion}`)).length;

  it('creates each kind from RMB text in exact fen, Shanghai dates, and audits it', async () => {
    const off = await create(offCoupon({ code: uniqueCode('off').toLowerCase(), amount: '30.10', minSpend: '199.99', validFrom: '2026-01-01T00:00', validUntil: '2099-01-01' }));
    expect(off).toMatchObject({ kind: 'off', amountFen: 3010, minSpendFen: 19999, percentOff: null, issued: 0, validFrom: '2025-12-31T16:00:00.000Z', validUntil: '2098-12-31T16:00:00.000Z' });
    expect(off.code).toMatch(/^OFF-[0-9A-F]{8}$/);
    const discount = await create(offCoupon({ code: uniqueCode('PCT'), kind: 'discount', amount: '', percentOff: '15', cap: '50.05', minSpend: '' }));
    expect(discount).toMatchObject({ kind: 'discount', amountFen: 5005, minSpendFen: 0, percentOff: 15 });
    const cash = await create(offCoupon({ code: uniqueCode('CASH'), kind: 'cash', amount: '0.29', minSpend: '500' }));
    expect(cash).toMatchObject({ kind: 'cash', amountFen: 29, minSpendFen: 0, percentOff: null });

    const [entry] = await queryRows<{ action: string; after: { amountFen: number } }>(shop.handle.db, sql`
      select action, after from staff_audit where subject_type = 'voucher_campaign' and subject_id = ${off.code}`);
    expect(entry).toMatchObject({ action: 'voucher_campaign.create', after: { amountFen: 3010, minSpendFen: 19999 } });
  });

  it('refuses bad terms field by field in the caller\'s language and writes nothing', async () => {
    const before = await written();
    const refused = async (body: Record<string, string>, lang: 'en_US' | 'zh_CN' = 'en_US') => {
      const res = await staffCall(shop, admin, 'POST', CAMPAIGNS, body, lang);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { code: string; field: string; message: string; fields: Record<string, string> };
    };
    expect(await refused(offCoupon({ amount: '12.345' }))).toMatchObject({ code: 'INVALID_FIELD', field: 'amount', message: 'The amount can have at most two decimals (fen), e.g. 12.34.' });
    expect(await refused(offCoupon({ amount: '12.345' }), 'zh_CN')).toMatchObject({ field: 'amount', message: '金额最多保留两位小数（分），例如 12.34。' });
    expect(await refused(offCoupon({ amount: '-1' }))).toMatchObject({ field: 'amount', message: 'The amount cannot be negative.' });
    expect(await refused(offCoupon({ amount: '-1' }), 'zh_CN')).toMatchObject({ message: '金额不能为负数。' });
    for (const percentOff of ['0', '100']) {
      expect(await refused(offCoupon({ kind: 'discount', percentOff }))).toMatchObject({ field: 'percentOff', message: 'The discount is a whole percentage from 1 to 99 (15 = 15% off).' });
    }
    expect(await refused(offCoupon({ kind: 'discount', percentOff: '100' }), 'zh_CN')).toMatchObject({ message: '折扣须为1至99之间的整数百分比（15 表示减15%，即8.5折）。' });
    const from = shanghai(2);
    expect(await refused(offCoupon({ validFrom: from, validUntil: from }))).toMatchObject({ field: 'validUntil', message: 'The end of the validity must come after its start.' });
    expect(await refused(offCoupon({ validFrom: from, validUntil: shanghai(1) }), 'zh_CN')).toMatchObject({ field: 'validUntil', message: '有效期的结束时间必须晚于开始时间。' });
    // Every field at fault at once, so the form marks them all.
    const many = await refused({ code: 'x', kind: 'off', titleEn: '', titleZh: '冬', amount: '1.999', validFrom: 'soon', validUntil: shanghai(3) });
    expect(Object.keys(many.fields).sort()).toEqual(['amount', 'code', 'titleEn', 'validFrom']);
    expect((await refused(offCoupon({ code: 'WELCOME' }))).field).toBe('code');
    expect(await written()).toEqual(before);
  });

  it('refuses a code already used with 409; two creates of one code at once make one campaign', async () => {
    const body = offCoupon();
    await create(body);
    const before = await written();
    const again = await staffCall(shop, admin, 'POST', CAMPAIGNS, { ...body, code: body.code.toLowerCase() }, 'zh_CN');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VOUCHER_CAMPAIGN_CODE_TAKEN', message: '已有使用此代码的活动，请换一个代码。' });
    expect(await written()).toEqual(before);

    const racing = offCoupon();
    const answers = await Promise.all([staffCall(shop, admin, 'POST', CAMPAIGNS, racing), staffCall(shop, admin, 'POST', CAMPAIGNS, racing)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [n] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from voucher_campaign where code = ${racing.code}`);
    expect(n!.n).toBe(1);
  });

  it('issues to one member by card code, e-mail or mobile number, once; the member sees it in the shop', async () => {
    const campaign = await create(offCoupon({ titleEn: 'Winter treat', titleZh: '冬日福利' }));
    const m = await registeredMember(shop);
    const { id: memberId, member_code: code } = await memberOf(m.email);
    const issue = (member: string) => staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member });

    const first = await issue(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ members: 1, issued: 1, already: 0, memberCode: code });
    const byEmail = await issue(m.email.toUpperCase());
    expect(byEmail.json().data).toEqual({ members: 1, issued: 0, already: 1, memberCode: code });
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await shop.handle.db.execute(sql`update member set phone = ${phone}, phone_verified = true where id = ${memberId}`);
    expect((await issue(`+86 ${phone}`)).json().data).toMatchObject({ issued: 0, already: 1 });
    expect(await vouchersOf(memberId, campaign.code)).toBe(1);

    // The call behind the shop's my/coupon page.
    const list = (await m.get('a/capi/account/WalletItem.List', { lang: 'zh_CN' })).json() as { data: Voucher[] };
    const mine = list.data.find((v) => v.title === '冬日福利');
    expect(mine).toMatchObject({ kind: 'off', amountFen: 3000, minSpendFen: 19900, used: false, expired: false, validUntil: campaign.validUntil });

    const unknown = await staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member: 'nobody-here@example.com' }, 'zh_CN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('该会员不存在。');
    const nonsense = await issue('hello');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toMatchObject({ field: 'member', message: "Please enter the member's card code (12 digits), e-mail address or mobile number." });

    const [audit] = await queryRows<{ n: number }>(shop.handle.db, sql`
      select count(*)::int as n from staff_audit where action = 'voucher_campaign.issue' and subject_id = ${campaign.code}`);
    expect(audit!.n).toBe(3);
  });

  it('issuing to the same member twice at once makes one voucher', async () => {
    const campaign = await create(offCoupon({ kind: 'cash', amount: '50' }));
    const m = await registeredMember(shop);
    const { id } = await memberOf(m.email);
    const other = await staffBrowser(shop, ['admin']);
    const answers = await Promise.all([admin, other, admin].map((who) => staffCall(shop, who, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member: m.email })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().data.issued).sort()).toEqual([0, 0, 1]);
    expect(await vouchersOf(id, campaign.code)).toBe(1);
    const cash = (await m.get('a/capi/account/CashVoucher.List')).json() as { data: Voucher[] };
    expect(cash.data.filter((v) => v.amountFen === 5000 && v.amountPayableFen === null)).toHaveLength(1);
  });

  it('issues to every member of a level once, in one go; again, or at once, adds nothing', async () => {
    const campaign = await create(offCoupon({ kind: 'discount', percentOff: '12', amount: '' }));
    const members = await Promise.all([1, 2, 3].map(() => registeredMember(shop)));
    const ids = await Promise.all(members.map(async (m) => (await memberOf(m.email)).id));
    await shop.handle.db.execute(sql`update member set level = 3 where id in (${ids[0]!}, ${ids[1]!})`);
    await shop.handle.db.execute(sql`update member set level = 2 where id = ${ids[2]!}`);
    const [expected] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from member where level = 3 and cancelled_at is null`);

    const answers = await Promise.all([1, 2].map(() => staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/level`, { level: 3 })));
    const results = answers.map((r) => r.json().data as { members: number; issued: number; already: number });
    // Between them they issued each member of level 3 once (other files may add level-3 members meanwhile).
    expect(results[0]!.issued + results[1]!.issued).toBeGreaterThanOrEqual(expected!.n);
    for (const r of results) expect(r.issued + r.already).toBe(r.members);
    expect(await vouchersOf(ids[0]!, campaign.code)).toBe(1);
    expect(await vouchersOf(ids[1]!, campaign.code)).toBe(1);
    expect(await vouchersOf(ids[2]!, campaign.code)).toBe(0);
    const [dupes] = await queryRows<{ n: number }>(shop.handle.db, sql`
      select count(*)::int as n from (select member_id from voucher where promotion = ${campaign.code} group by member_id having count(*) > 1) d`);
    expect(dupes!.n).toBe(0);

    const bad = await staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/level`, { level: 5 }, 'zh_CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'level', message: '请选择1至4级中的会员等级。' });
  });

  it('a phone merge of two members who both have the campaign\'s voucher keeps one, and the merge goes through', async () => {
    const campaign = await create(offCoupon());
    const [a, b] = await Promise.all([registeredMember(shop), registeredMember(shop)]);
    for (const m of [a, b]) await staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member: m.email });
    const [from, into] = [(await memberOf(a.email)).id, (await memberOf(b.email)).id];
    await shop.handle.db.transaction((tx) => moveVouchers(tx, from, into));
    expect(await vouchersOf(into, campaign.code)).toBe(1);
  });

  it('refuses to issue an ended campaign', async () => {
    const campaign = await create(offCoupon());
    await shop.handle.db.execute(sql`update voucher_campaign set valid_from = now() - interval '2 days', valid_until = now() - interval '1 day' where id = ${campaign.id}`);
    const m = await registeredMember(shop);
    const res = await staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member: m.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VOUCHER_CAMPAIGN_ENDED');
    expect(await vouchersOf((await memberOf(m.email)).id, campaign.code)).toBe(0);
    expect((await staffCall(shop, admin, 'GET', `${CAMPAIGNS}/999999999`)).statusCode).toBe(404);
  });

  it('shows the orders that redeemed the campaign\'s vouchers, and the counts', async () => {
    const campaign = await create(offCoupon({ amount: '10', minSpend: '' }));
    const m = await shopperWithAddress(shop);
    await staffCall(shop, admin, 'POST', `${CAMPAIGNS}/${campaign.id}/issue/member`, { member: m.email });
    const voucher = ((await m.get('a/capi/account/WalletItem.List')).json() as { data: Voucher[] }).data.find((v) => v.title === 'Winter treat')!;
    const sku = await stockedSku(shop, 43, { stock: 50, priceFen: 5000 });
    try {
      await addToCart(m, sku.id, 1);
      const res = await m.post('a/execute/capi/shopping/CreateOrder', deliveryOrder(m, { 'v.voucherId': String(voucher['v.voucherId']), 'oh.requestId': randomUUID() }));
      expect(res.statusCode, res.body).toBe(200);
      const transactionId = (res.json() as { data: { transactionId: string } }).data.transactionId;

      const redeemed = await staffCall(shop, admin, 'GET', `${CAMPAIGNS}/${campaign.id}/redemptions`);
      expect(redeemed.json()).toMatchObject({ total: 1, data: [{ transactionId, memberContact: m.email, amountFen: 1000, orderStatus: 'PendingPayment' }] });
      expect((await staffCall(shop, admin, 'GET', `${CAMPAIGNS}/${campaign.id}`)).json().data).toMatchObject({ issued: 1, redeemed: 1, available: 0, expired: 0 });
      const page = await backofficePage(shop, admin, `/vouchers/${campaign.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(transactionId);
    } finally {
      await sku.restore();
    }
  });

  it('makes and issues campaigns through the back-office pages, with the API\'s messages', async () => {
    const refused = await backofficeForm(shop, admin, '/vouchers/new', offCoupon({ amount: '12.345' }), 'zh_CN');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('金额最多保留两位小数（分），例如 12.34。');
    const body = offCoupon();
    const made = await backofficeForm(shop, admin, '/vouchers/new', body);
    expect(made.statusCode).toBe(302);
    const path = made.headers.location!.replace('/backoffice', '');
    expect(path).toMatch(/^\/vouchers\/\d+$/);
    const m = await registeredMember(shop);
    const issued = await backofficeForm(shop, admin, path, { intent: 'member', member: m.email }, 'zh_CN');
    expect(issued.statusCode).toBe(200);
    expect(issued.body).toContain('的会员发放1张优惠券。');
    const list = await backofficePage(shop, admin, '/vouchers');
    expect(list.body).toContain(body.code);
  });
});
