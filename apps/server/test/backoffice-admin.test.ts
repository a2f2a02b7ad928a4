// The back-office's admin area (issue 16): staff accounts and roles, sign-out of disabled
// accounts, no self-lockout, and the searchable audit log of every staff action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { backofficeForm, backofficePage, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';

const uniqueName = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(databases())('back-office admin (%s)', (kind) => {
  let shop: TestShop;
  let boss: StaffBrowser;
  beforeAll(async () => {
    shop = await startShop(kind, {}, { backoffice: await loadStorefrontBuild(backofficeBuildDir()) });
    boss = await staffBrowser(shop, ['admin'], 'Boss');
  });
  afterAll(async () => { await shop?.close(); });

  const auditOf = (username: string) => queryRows<{ action: string; staff_username: string; before: unknown; after: unknown }>(shop.handle.db, sql`
    select action, staff_username, before, after from staff_audit where subject_type = 'staff' and subject_id = ${username} order by id`);

  it('creates an account with its roles, audited, and refuses bad input in the admin\'s language without writing', async () => {
    const username = uniqueName('packer');
    const created = await staffCall(shop, boss, 'POST', 'staff/accounts', { username: username.toUpperCase(), name: 'Packer Li', password: 'long-enough-1', roles: ['fulfilment', 'fulfilment'] });
    expect(created.statusCode).toBe(200);
    const list = (await staffCall(shop, boss, 'GET', 'staff/accounts')).json() as { data: { username: string; roles: string[]; disabled: boolean }[] };
    expect(list.data.find((a) => a.username === username)).toMatchObject({ roles: ['fulfilment'], disabled: false });
    expect(await auditOf(username)).toEqual([expect.objectContaining({ action: 'staff.create', staff_username: boss.username, after: { name: 'Packer Li', roles: ['fulfilment'] } })]);

    const count = async () => (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from staff_user`))[0]!.n;
    const before = await count();
    const bad = async (body: Record<string, unknown>) => (await staffCall(shop, boss, 'POST', 'staff/accounts', body, 'zh_CN')).json() as { message: string };
    expect((await bad({ username: 'a b', name: 'x', password: 'long-enough-1', roles: ['cashier'] })).message).toBe('用户名为3至32位小写字母、数字、点、短横线或下划线。');
    expect((await bad({ username: uniqueName('x'), name: 'x', password: 'short', roles: ['cashier'] })).message).toBe('密码至少需要10个字符。');
    expect((await bad({ username: uniqueName('x'), name: 'x', password: 'long-enough-1', roles: [] })).message).toBe('请至少选择一个角色。');
    expect((await bad({ username: uniqueName('x'), name: 'x', password: 'long-enough-1', roles: ['owner'] })).message).toMatch(/角色|roles/);
    const taken = await staffCall(shop, boss, 'POST', 'staff/accounts', { username, name: 'Other', password: 'long-enough-1', roles: ['cashier'] }, 'zh_CN');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: '该用户名已被使用。' });
    expect(await count()).toBe(before);
  });

  it('makes one account when two admins create the same username at once', async () => {
    const username = uniqueName('twin');
    const other = await staffBrowser(shop, ['admin'], 'Other admin');
    const results = await Promise.all([boss, other].map((who) => staffCall(shop, who, 'POST', 'staff/accounts', { username, name: who.username, password: 'long-enough-1', roles: ['cashier'] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(username)).toHaveLength(1);
  });

  it('ends the sessions of a disabled account and of a changed password; nobody locks themselves out', async () => {
    const clerk = await staffBrowser(shop, ['cashier'], 'Clerk');
    expect((await staffCall(shop, clerk, 'GET', 'staff/me')).statusCode).toBe(200);
    expect((await staffCall(shop, boss, 'POST', `staff/accounts/${clerk.username}`, { disabled: true })).statusCode).toBe(200);
    expect((await staffCall(shop, clerk, 'GET', 'staff/me')).statusCode).toBe(403);
    expect((await backofficePage(shop, clerk, '/cashier')).statusCode).toBe(403);
    expect((await staffCall(shop, boss, 'POST', `staff/accounts/${clerk.username}`, { disabled: false, roles: ['cashier', 'customer-service'] })).statusCode).toBe(200);
    expect((await auditOf(clerk.username)).at(-1)).toMatchObject({ action: 'staff.update', before: { disabled: true, roles: ['cashier'] }, after: { disabled: false, roles: ['cashier', 'customer-service'] } });

    const again = await staffBrowser(shop, ['fulfilment'], 'Again');
    expect((await staffCall(shop, boss, 'POST', `staff/accounts/${again.username}/password`, { password: 'brand-new-pass-2' })).statusCode).toBe(200);
    expect((await staffCall(shop, again, 'GET', 'staff/me')).statusCode).toBe(403);
    const audit = await auditOf(again.username);
    expect(audit.at(-1)).toMatchObject({ action: 'staff.password', before: null, after: null });

    const self = await staffCall(shop, boss, 'POST', `staff/accounts/${boss.username}`, { roles: ['cashier'] }, 'zh_CN');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: '不能移除自己账号的管理员角色或停用自己的账号，请联系其他管理员。' });
    expect((await staffCall(shop, boss, 'POST', `staff/accounts/${boss.username}`, { disabled: true })).statusCode).toBe(409);
    expect((await staffCall(shop, boss, 'POST', 'staff/accounts/nobody-here', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps an active admin when two admins demote each other at once', async () => {
    const a = await staffBrowser(shop, ['admin'], 'A');
    const b = await staffBrowser(shop, ['admin'], 'B');
    const [admins] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from staff_user where disabled_at is null and roles @> '["admin"]'::jsonb`);
    const results = await Promise.all([
      staffCall(shop, a, 'POST', `staff/accounts/${b.username}`, { roles: ['cashier'] }),
      staffCall(shop, b, 'POST', `staff/accounts/${a.username}`, { roles: ['cashier'] }),
    ]);
    const [after] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from staff_user where disabled_at is null and roles @> '["admin"]'::jsonb`);
    expect(after!.n).toBeGreaterThanOrEqual(1);
    // Only these two (and the others of this file) are admins: demoting never goes below one.
    expect(after!.n).toBe(admins!.n - results.filter((r) => r.statusCode === 200).length);
  });

  it('finds audit entries by subject, staff and Shanghai date; refuses a bad date', async () => {
    const username = uniqueName('findme');
    await staffCall(shop, boss, 'POST', 'staff/accounts', { username, name: 'Find me', password: 'long-enough-1', roles: ['cashier'] });
    const found = (await staffCall(shop, boss, 'GET', `staff/audit?q=${username}`)).json() as { data: { action: string; staffUsername: string; subjectId: string }[]; total: number };
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ action: 'staff.create', staffUsername: boss.username, subjectId: username });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const byStaff = (await staffCall(shop, boss, 'GET', `staff/audit?staff=${boss.username}&from=${today}&to=${today}&subjectType=staff`)).json() as { total: number };
    expect(byStaff.total).toBeGreaterThanOrEqual(1);
    const yesterday = (await staffCall(shop, boss, 'GET', `staff/audit?q=${username}&to=2020-01-01`)).json() as { total: number };
    expect(yesterday.total).toBe(0);
    expect((await staffCall(shop, boss, 'GET', 'staff/audit?from=2026-13-45')).statusCode).toBe(400);

    const page = await backofficePage(shop, boss, `/admin/audit?q=${username}`, 'zh_CN');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('操作日志');
    expect(page.body).toContain(username);
    expect(page.body).toContain('共 1 条');
  });

  it('creates an account from the page without JavaScript and shows the API\'s messages beside the fields', async () => {
    const username = uniqueName('page');
    const ok = await backofficeForm(shop, boss, '/admin/staff', { username, name: 'Page made', password: 'long-enough-1', roles: 'cashier' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(`Account ${username} created.`);
    expect(ok.body).toContain(`staff-${username}`);
    const bad = await backofficeForm(shop, boss, '/admin/staff', { username: uniqueName('p'), name: 'x', password: 'short' }, 'zh_CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('密码至少需要10个字符。');
    expect(bad.body).toContain('请至少选择一个角色。');
  });
});
