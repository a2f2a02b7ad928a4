// Issue 16 "Must hold": an anonymous visitor, a member's session, or a staff member whose
// role does not fit the area gets 403 on every back-office page and every staff call, and
// nothing changes. The pages come from the built back-office's routes and the calls from
// the OpenAPI document (tag `staff:<area>`), so a page or call added later is covered too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { queryRows, STAFF_ROLES, type StaffRole } from '@eshop/db';
import { AREA_ROLES, BACKOFFICE_AREAS, type BackofficeArea } from '@eshop/domain/staff';
import { TABLES } from '@eshop/db/test-support/contract';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { backofficeBuildDir } from './storefront-build.ts';
import { anonymous, backofficeForm, backofficePage, memberBrowser, staffBrowser, staffCall, type StaffBrowser } from './backoffice.ts';

/** A plausible value for a path parameter (the refusal comes before the value is looked at). */
const sample = (param: string): string =>
  ({ transactionId: 'WO20261124000001', tid: 'WO20261124000001', action: 'confirm', memberCode: '880000000001', code: '880000000001' } as Record<string, string>)[param] ?? '1';

const fill = (path: string) => path.replace(/:(\w+)\??/g, (_m, p: string) => sample(p)).replace(/\{(\w+)\}/g, (_m, p: string) => sample(p));

interface Page { url: string; area: BackofficeArea; hasAction: boolean }

function pagesOf(build: ServerBuild): Page[] {
  const pages: Page[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route?.path || route.path === '*') continue;
    const area = route.path.split('/')[0] as BackofficeArea;
    if (!BACKOFFICE_AREAS.includes(area)) continue;
    pages.push({ url: `/${fill(route.path)}`, area, hasAction: typeof route.module.action === 'function' });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

interface Call { method: 'GET' | 'POST'; path: string; area: BackofficeArea }

async function staffCalls(shop: TestShop): Promise<Call[]> {
  const doc = (await shop.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const calls: Call[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.find((t) => t.startsWith('staff:'));
      if (tag) calls.push({ method: method.toUpperCase() as 'GET' | 'POST', path: fill(path).replace(/^\/api\//, ''), area: tag.slice(6) as BackofficeArea });
    }
  }
  return calls;
}

async function tableCounts(shop: TestShop): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [r] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = r?.n ?? 0;
  }
  return out;
}

describe.each(databases())('back-office access (%s)', (kind) => {
  let shop: TestShop;
  let pages: Page[];
  const byRole = new Map<StaffRole, StaffBrowser>();
  let member: StaffBrowser;

  beforeAll(async () => {
    const backoffice = await loadStorefrontBuild(backofficeBuildDir());
    shop = await startShop(kind, {}, { backoffice });
    pages = pagesOf(backoffice.server as ServerBuild);
    for (const role of STAFF_ROLES) byRole.set(role, await staffBrowser(shop, [role]));
    member = await memberBrowser(shop);
  });
  afterAll(async () => { await shop?.close(); });

  /** Everyone who must be refused in `area`: nobody, a member, and each staff role without the area. */
  const outsiders = (area: BackofficeArea): [string, StaffBrowser][] => [
    ['anonymous', anonymous],
    ['member', member],
    ...STAFF_ROLES.filter((r) => !AREA_ROLES[area].includes(r)).map((r): [string, StaffBrowser] => [r, byRole.get(r)!]),
  ];

  it('has pages in every area', () => {
    expect(new Set(pages.map((p) => p.area))).toEqual(new Set(BACKOFFICE_AREAS));
  });

  it('answers 403 on every page to everyone outside its area, in their language, and lets the area in', async () => {
    for (const page of pages) {
      for (const [who, browser] of outsiders(page.area)) {
        const res = await backofficePage(shop, browser, page.url, 'zh_CN');
        expect(res.statusCode, `${who} GET ${page.url}`).toBe(403);
        expect(res.body, `${who} GET ${page.url}`).toContain(who === 'anonymous' || who === 'member' ? '请使用员工账号登录后打开此页面。' : '您的角色无权打开此页面。');
      }
      for (const role of AREA_ROLES[page.area]) {
        const res = await backofficePage(shop, byRole.get(role)!, page.url);
        expect([200, 404], `${role} GET ${page.url}`).toContain(res.statusCode);
      }
    }
  });

  it('refuses every page form and every staff call outside the area with 403, and changes nothing', async () => {
    const before = await tableCounts(shop);
    for (const page of pages.filter((p) => p.hasAction)) {
      for (const [who, browser] of outsiders(page.area)) {
        const res = await backofficeForm(shop, browser, page.url, { intent: 'save' });
        expect(res.statusCode, `${who} POST ${page.url}`).toBe(403);
      }
    }
    const calls = await staffCalls(shop);
    expect(new Set(calls.map((c) => c.area))).toEqual(new Set(BACKOFFICE_AREAS));
    for (const call of calls) {
      for (const [who, browser] of outsiders(call.area)) {
        const res = await staffCall(shop, browser, call.method, call.path, {});
        expect(res.statusCode, `${who} ${call.method} ${call.path}`).toBe(403);
      }
    }
    expect(await tableCounts(shop)).toEqual(before);
  });
});
