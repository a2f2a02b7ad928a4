// Every call of /api/openapi.json (and the payment notification, which the document
// hides) gets generated input — the fields it documents with odd values, unknown fields,
// JSON and form bodies, odd path parameters — as a visitor, a signed-in member and staff.
// Whatever comes in, the answer is a 4xx or a success, never a 5xx (issue 11: "every
// request gets a clear answer"). Bounded: a few runs per call keep it a few seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { databases, startShop, type TestShop } from './helpers.ts';
import { PASSWORD, SHOP_ORIGIN, randomIp, uniqueEmail, visitor } from './members.ts';

interface Parameter { name: string; in: 'query' | 'path' | 'header' | 'cookie' }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Call { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; fields: string[]; query: string[]; params: string[] }

const RUNS_PER_CALL = 12;

/** Values a shopper, a broken client or an attacker might send for one field. */
const oddValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1', '2147483648', '9007199254740993', '1e309', 'NaN', 'null', 'Y', 'N', 'true',
    '2026-02-30', '13800138000', 'a@b.c', '../../etc/passwd', '<script>', "' or 1=1 --", '%00', '\u0000', '\ud800', '🥩'.repeat(50)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ minLength: 300, maxLength: 5000 }),
);

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  oddValue,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddValue, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), oddValue, { maxKeys: 2 }),
);

function callsOf(doc: { paths: Record<string, Record<string, Operation>> }): Call[] {
  const calls: Call[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema?.properties ?? {} : {};
      const params = op.parameters ?? [];
      calls.push({
        method: method.toUpperCase() as Call['method'],
        path,
        fields: Object.keys(body),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        params: params.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return calls;
}

describe.each(databases())('every API call answers generated input without a 5xx (%s)', (kind) => {
  let shop: TestShop;
  let calls: Call[];
  let staffToken: string;
  beforeAll(async () => {
    shop = await startShop(kind);
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    calls = callsOf(doc);
    // The provider's callback is hidden from the document but open to the internet.
    calls.push({ method: 'POST', path: '/api/pay/wechatpay/notify', fields: ['id', 'event_type', 'resource'], query: [], params: [] });
    await shop.app.eshopServices.staff.upsert({ username: 'fuzz-admin', name: 'Fuzz', password: 'fuzz-staff-password', roles: ['admin'] });
    const login = await shop.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/json' }, payload: { username: 'fuzz-admin', password: 'fuzz-staff-password' } });
    staffToken = (login.json() as { data: { token: string } }).data.token;
  });
  afterAll(async () => { await shop.close(); });

  it('finds the calls to try in the OpenAPI document', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.some((c) => c.path.endsWith('/CreateOrder') && c.fields.includes('oh.requestId'))).toBe(true);
  });

  it('answers every call with a 2xx, 3xx or 4xx', async () => {
    const failures: string[] = [];
    for (const call of calls) {
      // A member of its own per call: a call that signs out or cancels the account spoils no other.
      const member = visitor(shop, randomIp());
      const reg = await member.post('m/account/reg.html', { 'm.email': uniqueEmail('fuzz'), 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y' });
      expect(reg.statusCode).toBe(200);
      const session = member.session!;
      // Collected rather than thrown: one run reports every call that fails.
      await fc.check(fc.asyncProperty(
        fc.record({
          as: fc.constantFrom('visitor', 'member', 'staff'),
          encoding: fc.constantFrom('form', 'json', 'none', 'text'),
          fields: fc.dictionary(fc.constantFrom(...call.fields, ...call.query, 'extra', 'pageSize', 'pageOffset', '__proto__', 'constructor'), jsonValue, { maxKeys: 6 }),
          params: fc.array(oddValue.filter((v) => v.length > 0), { minLength: call.params.length, maxLength: call.params.length }),
          lang: fc.constantFrom('en_US', 'zh_CN', 'xx', ''),
        }),
        async (input) => {
          let path = call.path;
          call.params.forEach((name, i) => { path = path.replace(`{${name}}`, encodeURIComponent(input.params[i]!)); });
          const headers: Record<string, string> = { ch: 'website', lang: input.lang, origin: SHOP_ORIGIN, 'x-forwarded-for': member.ip };
          if (input.as === 'member') headers.cookie = `eshop_session=${session}`;
          if (input.as === 'staff') headers.authorization = `Bearer ${staffToken}`;
          const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
          const asForm = () => new URLSearchParams(Object.entries(input.fields).map(([k, v]): [string, string] => [k, asText(v)])).toString();
          let url = path;
          let payload: string | undefined;
          if (call.method === 'GET') {
            url += `?${asForm()}`;
          } else if (input.encoding === 'form') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = asForm();
          } else if (input.encoding === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(input.fields);
          } else if (input.encoding === 'text') {
            headers['content-type'] = 'text/plain';
            payload = asText(input.fields);
          }
          const res = await shop.inject({ method: call.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
          if (res.statusCode >= 500) failures.push(`${call.method} ${url} ${payload ?? ''} (${input.as}, ${input.encoding}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
        },
      ), { numRuns: RUNS_PER_CALL });
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
