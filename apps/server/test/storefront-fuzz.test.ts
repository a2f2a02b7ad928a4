// Generated requests at every storefront page that takes a form (issue 11: "every request
// gets a clear answer, never a 5xx"; docs/decisions/0022): random methods, body types
// (forms, well-formed and broken multipart, JSON, text, none), field names of the real
// forms with odd values, page and single-fetch data URLs, both languages, as a visitor
// and as a signed-in member with an address, a cart line and an order (their real ids are
// among the values). Whatever comes in, the answer is not a 5xx. Bounded: 100 runs, a
// few seconds (FUZZ_RUNS=2000 for a longer hunt; 3,000 found nothing when it was written).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '@eshop/db';
import type { ServerBuild } from 'react-router';
import { loadStorefrontBuild } from '../src/web/storefront.ts';
import { startShop, type TestShop } from './helpers.ts';
import { chineseAddress, registeredMember, SHOP_ORIGIN } from './members.ts';
import { actionPages, storefrontBuildDir } from './storefront-build.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** The fields the storefront's forms send (apps/web/app/routes), and a few strangers. */
const FIELDS = [
  'intent', 'sku.skuId', 'h.quantity', 't.itemId', 'name', 'm.email', 'm.password', 'm.confirmPassword', 'm.agreement', 'm.optOutEmail', 'm.optOutSms',
  'm.confirm', 'm.nickname', 'm.firstName', 'm.lastName', 'm.gender', 'm.birthday', 'm.household', 'm.nationality', 'm.salutation', 'captcha', 'captchaId',
  'token', 'ticket', 'code', 'state', 'phone', 'checkcode', 'step', 'a.addressId', 'a.isDefault', 'a.recipient', 'a.province', 'a.city', 'a.district',
  'a.street', 'a.unit', 'a.mobile', 'a.zip', 'first', 'oh.deliveryOption', 'oh.requestId', 'oh.comment', 'oh.paymentMethod', 'oh.pickupName',
  'oh.pickupMobile', 'r.storeId', 'v.voucherId', 'msg.content', 'remarks', 'transactionId', 'redirect', 'servings', '__proto__', 'constructor', '',
];

const INTENTS = ['add', 'add-address', 'ask-remove', 'buy', 'cancel', 'cart', 'confirm', 'confirm-receipt', 'delete-address', 'login', 'logout',
  'make-default', 'merge', 'message', 'opt-out', 'place-order', 'rebuy', 'remove', 'save-address', 'send-code', 'update', 'update-profile', 'verify'];

/** Ids that exist (the member's address and order, a product in stock), set in beforeAll. */
const REAL_IDS: string[] = [];

const oddValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INTENTS),
  fc.constant(null).chain(() => fc.constantFrom(...REAL_IDS)),
  fc.constantFrom('', ' ', '0', '-1', '1', '99', '100', '2147483648', '9007199254740993', '1e309', 'NaN', 'Infinity', 'null', 'undefined', 'Y', 'N',
    'code', '2026-02-30', '13800138000', 'a@b.c', 'delivery', 'pickup', '../../etc/passwd', '//evil.example', 'https://evil.example/', '<script>',
    "' or 1=1 --", '%00', '\u0000', '\ud800', '🥩'.repeat(50), '[object Object]'),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.string({ minLength: 200, maxLength: 3000 }),
);

const fields = fc.array(fc.tuple(fc.constantFrom(...FIELDS), oddValue), { maxLength: 8 });

interface Body { type?: string; payload?: string | Buffer }

function multipart(parts: [string, string][], boundary: string, file: boolean): string {
  const lines = parts.flatMap(([name, value]) => [`--${boundary}`, `Content-Disposition: form-data; name="${name.replace(/"/g, '%22')}"`, '', value]);
  if (file) lines.push(`--${boundary}`, 'Content-Disposition: form-data; name="t.itemId"; filename="x.txt"', 'Content-Type: text/plain', '', 'file content');
  return [...lines, `--${boundary}--`, ''].join('\r\n');
}

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: fields.map((f) => ({ type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(f).toString() })) },
  { weight: 1, arbitrary: fields.map((f) => ({ type: 'application/x-www-form-urlencoded; charset=UTF-8', payload: new URLSearchParams(f).toString() })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ type: 'application/x-www-form-urlencoded', payload: Buffer.from(bytes) })) },
  { weight: 2, arbitrary: fc.tuple(fields, fc.boolean()).map(([f, file]) => ({ type: 'multipart/form-data; boundary=fuzz-b', payload: multipart(f, 'fuzz-b', file) })) },
  { weight: 1, arbitrary: fc.tuple(fields, fc.nat(200)).map(([f, cut]) => ({ type: 'multipart/form-data; boundary=fuzz-b', payload: multipart(f, 'fuzz-b', false).slice(0, cut) })) },
  { weight: 1, arbitrary: fields.map((f) => ({ type: 'multipart/form-data', payload: multipart(f, 'x', false) })) },
  { weight: 1, arbitrary: fields.map((f) => ({ type: 'application/json', payload: JSON.stringify(Object.fromEntries(f)) })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'foo', 'multipart/mixed; boundary=a'), fc.string({ maxLength: 100 }))
    .map(([type, payload]) => ({ type, payload })) },
  { weight: 1, arbitrary: fc.constant({}) },
);

describe('every storefront page that takes a form answers generated requests without a 5xx', () => {
  let shop: TestShop;
  let pages: string[];
  let session: string;
  let transactionId: string;
  let sku: { id: number; itemId: number };

  /** A member with an address, a product in the cart and an unpaid order. */
  async function prepareMember() {
    const m = await registeredMember(shop);
    await m.post('a/execute/capi/account/Address', chineseAddress());
    const addressId = (await m.get('a/capi/account/Address.List')).json<{ data: { addressId: number }[] }>().data[0]!.addressId;
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(sku.id), 'h.quantity': '1' });
    const created = await m.post('a/execute/capi/shopping/CreateOrder', {
      'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(sku.id), 'h.quantity': '1' });
    session = m.session!;
    transactionId = created.json<{ data: { transactionId: string } }>().data.transactionId;
    REAL_IDS.push(String(addressId), transactionId);
  }

  beforeAll(async () => {
    const web = await loadStorefrontBuild(storefrontBuildDir());
    pages = actionPages(web.server as ServerBuild);
    shop = await startShop('pglite', {}, { web });
    const [row] = await queryRows<{ id: number; itemId: number }>(shop.handle.db, sql`
      select s.id, s.item_id as "itemId" from sku s join item i on i.id = s.item_id where i.published and s.stock >= 100 order by s.id limit 1`);
    sku = row!;
    REAL_IDS.push(String(sku.id), String(sku.itemId));
    await prepareMember();
  });
  afterAll(async () => { await shop?.close(); });

  it('answers each with a 2xx, 3xx or 4xx', async () => {
    const failures: string[] = [];
    await fc.check(fc.asyncProperty(
      fc.record({
        page: fc.constantFrom(...pages),
        zh: fc.boolean(),
        data: fc.boolean(),
        query: fc.constantFrom('', '?index', '?redirect=my', '?transactionId=1', 'order', '?ticket=x&state=y', '?lang=zh_CN', '?token=abc'),
        method: fc.constantFrom('POST', 'POST', 'POST', 'POST', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'),
        body,
        member: fc.boolean(),
        accept: fc.constantFrom('text/html', '*/*', ''),
      }),
      async (r) => {
        const query = r.query === 'order' ? `?transactionId=${transactionId}` : r.query;
        const url = `${r.zh ? r.page.replace('/eshop/', '/eshop/zh_CN/') : r.page}${r.data ? '.data' : ''}${query}`;
        const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', origin: SHOP_ORIGIN, 'x-forwarded-for': '10.77.0.1' };
        if (r.body.type) headers['content-type'] = r.body.type;
        if (r.member) headers.cookie = `eshop_session=${session}`;
        if (r.accept) headers.accept = r.accept;
        const withBody = r.body.payload !== undefined && r.method !== 'GET' && r.method !== 'HEAD';
        const res = await shop.inject({ method: r.method as 'POST', url, headers, ...(withBody ? { payload: r.body.payload } : {}) });
        if (res.statusCode >= 500) failures.push(`${r.method} ${url} ${r.member ? '(member) ' : ''}${r.body.type ?? ''} ${String(r.body.payload ?? '').slice(0, 300)} → ${res.statusCode}`);
        // Signed out or account cancelled by this run: the next member runs get a new one.
        const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
        if (r.member && cookies.some((c) => c.startsWith('eshop_session=') && /max-age=0|expires=thu, 01 jan 1970/i.test(c))) await prepareMember();
      },
    ), { numRuns: RUNS });
    expect(failures).toEqual([]);
  }, 120_000);
});
