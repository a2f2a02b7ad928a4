// The back-office's cashier (issue 16): the member of a card code, and a store sale
// recorded through the tills' path — stars once per sale id, whatever is double-submitted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';
import { registeredMember } from './members.ts';

let nextSale = 7_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
const saleId = () => ++nextSale;

describe.each(databases())('back-office cashier (%s)', (kind) => {
  let shop: TestShop;
  let till: StaffBrowser;
  beforeAll(async () => {
    shop = await startShop(kind, {}, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    till = await staffBrowser(shop, ['cashier'], 'Till Wang');
  });
  afterAll(async () => { await shop?.close(); });

  async function memberCode(): Promise<string> {
    const m = await registeredMember(shop);
    const [row] = await queryRows<{ member_code: string }>(shop.handle.db, sql`select member_code from member where email = ${m.email}`);
    return row!.member_code;
  }
  const balance = async (code: string) => (await queryRows<{ n: number }>(shop.handle.db, sql`select stars_tenths as n from member where member_code = ${code}`))[0]!.n;
  const sales = async (code: string) => (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from store_order where member_code = ${code}`))[0]!.n;

  it('finds the member of a scanned code, and refuses a bad or unknown code in the cashier\'s language', async () => {
    const code = await memberCode();
    const found = await staffCall(shop, till, 'GET', `staff/cashier/members/${code}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ data: { memberCode: code, level: 1, balanceTenths: 0, recent: [] } });
    // The name others may see: a masked e-mail (two letters of "member-…") when there is no nickname.
    expect((found.json() as { data: { name: string } }).data.name).toMatch(/^me\*\*\*@example\.com$/);
    const wrongDigit = code.slice(0, 11) + String((Number(code[11]) + 1) % 10);
    const bad = await staffCall(shop, till, 'GET', `staff/cashier/members/${wrongDigit}`, undefined, 'zh_CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '会员卡号无效：请重新扫描会员卡或核对12位数字。' });
    const page = await backofficePage(shop, till, `/cashier?code=${code}`, 'zh_CN');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('记录消费');
  });

  it('credits the stars of a sale once, however often it is sent, and audits it in the sale\'s transaction', async () => {
    const code = await memberCode();
    const sale = { trxLogId: saleId(), storeId: 1, memberCode: code, lines: [{ name: 'Wagyu striploin', quantity: 1.25, amount: '400.00' }, { name: 'Comté', amount: '100.50' }] };
    const results = await Promise.all(Array.from({ length: 5 }, () => staffCall(shop, till, 'POST', 'staff/cashier/sales', sale)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const receipts = results.map((r) => (r.json() as { data: { starsTenths: number; replay: boolean } }).data);
    expect(receipts.filter((r) => !r.replay)).toHaveLength(1);
    expect(await sales(code)).toBe(1);
    const earned = receipts[0]!.starsTenths;
    expect(earned).toBeGreaterThan(0);
    expect(await balance(code)).toBe(earned);
    const [row] = await queryRows<{ total_fen: number; terminal: string }>(shop.handle.db, sql`select total_fen, terminal from store_order where trx_log_id = ${sale.trxLogId}`);
    expect(row).toEqual({ total_fen: 50050, terminal: `backoffice:${till.username}` });
    const audit = await queryRows<{ staff_username: string; after: { totalFen: number } }>(shop.handle.db, sql`select staff_username, after from staff_audit where subject_type = 'store-sale' and subject_id = ${String(sale.trxLogId)}`);
    expect(audit).toEqual([{ staff_username: till.username, after: expect.objectContaining({ totalFen: 50050, memberCode: code }) }]);
  });

  it('refuses amounts that are not RMB with two decimals, empty sales and unknown members, writing nothing', async () => {
    const code = await memberCode();
    const send = (lines: unknown[], memberCode = code) => staffCall(shop, till, 'POST', 'staff/cashier/sales', { trxLogId: saleId(), storeId: 1, memberCode, lines }, 'zh_CN');
    for (const amount of ['12.345', '-1', 'abc', '', '0', '1e3', '99999999999']) {
      const r = await send([{ name: 'Beef', amount }]);
      expect(r.statusCode, amount).toBe(400);
      expect((r.json() as { message: string }).message, amount).toMatch(/^请以人民币填写金额|^金额过大/);
    }
    expect((await send([])).json()).toMatchObject({ message: '请填写所售商品及金额。' });
    const unknown = await send([{ name: 'Beef', amount: '10.00' }], '000000000000');
    expect([400, 422]).toContain(unknown.statusCode);
    expect(await sales(code)).toBe(0);
    expect(await balance(code)).toBe(0);
  });

  it('records a sale from the page without JavaScript and shows the new balance', async () => {
    const code = await memberCode();
    const shown = await backofficePage(shop, till, `/cashier?code=${code}`);
    const trxLogId = /name="trxLogId" value="(\d+)"/.exec(shown.body)?.[1];
    expect(trxLogId).toBeDefined();
    const form = { trxLogId: trxLogId!, memberCode: code, storeId: '2', name0: 'Lamb rack', quantity0: '1', amount0: '288.00' };
    const first = await backofficeForm(shop, till, '/cashier', form);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(new RegExp(`^/backoffice/cashier\\?code=${code}&sale=${trxLogId}&stars=\\d+&balance=\\d+&replay=0$`));
    // The button pressed twice: the same sale, no second stars.
    const twice = await backofficeForm(shop, till, '/cashier', form);
    expect(twice.headers.location).toContain('replay=1');
    expect(await sales(code)).toBe(1);
    const page = await backofficePage(shop, till, (first.headers.location as string).replace('/backoffice', ''));
    expect(page.body).toMatch(/Sale \d+ recorded: \+[\d.]+ stars\. Balance now [\d.]+ stars\./);
    const wrong = await backofficeForm(shop, till, '/cashier', { ...form, trxLogId: String(saleId()), amount0: '28.888' }, 'zh_CN');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('请以人民币填写金额，最多两位小数，例如 128.00。');
  });
});
