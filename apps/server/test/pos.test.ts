// The stores' tills (docs/pos-api.md) on both databases, through HTTP: a signed sale
// credits the member's stars by the rule and shows in their store purchases; the same
// trxLogId again (even ten at once) answers the first result and credits nothing more; a
// void takes the stars back, once; every failed authentication and every bad input is
// refused in the till's language with nothing written; `npm run pos:send` is such a till.
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '@eshop/db';
import { memberCodeFrom } from '@eshop/domain/loyalty';
import type { MemberInfo, StarTransaction, StoreOrderDetail, StoreOrderSummary } from '@eshop/domain/contract';
import { errorMessage, type ErrorCode } from '../src/http/messages.ts';
import { DEMO_TERMINAL, posSignature } from '../src/modules/loyalty/pos-signature.ts';
import { posSend } from '../../../scripts/pos-send.ts';
import { databases, startShop, type TestShop } from './helpers.ts';
import { registeredMember, visitor, type Visitor } from './members.ts';

const SALES = 'pos/v1/store-orders';
const OTHER_TERMINAL = { id: 'till-2', secret: 'till-2-secret-for-the-tests' };
const TERMINALS = `${DEMO_TERMINAL.id}:${DEMO_TERMINAL.secret},${OTHER_TERMINAL.id}:${OTHER_TERMINAL.secret}`;

// Test files share the PostgreSQL database: this file's trxLogIds start at a random base.
let nextTrx = 6_000_000_000_000_000 + randomInt(1_000_000_000) * 1000;
const newTrx = () => ++nextTrx;

interface Receipt { trxLogId: number; memberCode: string; starsTenths: number; level: number; balanceTenths: number; voided: boolean; replay: boolean }

interface TillCall {
  terminal?: string;
  secret?: string;
  timestamp?: string;
  nonce?: string;
  lang?: string;
  /** Default application/json; null sends none. */
  contentType?: string | null;
  /** Changes the body after it was signed. */
  tamper?: (raw: string) => string;
  /** Sends these headers instead of the signed ones. */
  headers?: Record<string, string>;
}

describe.each(databases())('the tills\' API on %s', (kind) => {
  let shop: TestShop;
  let storeId: number;
  beforeAll(async () => {
    shop = await startShop(kind, { POS_TERMINALS: TERMINALS });
    storeId = (await queryRows<{ id: number }>(shop.handle.db, sql`select id from store order by id limit 1`))[0]!.id;
  });
  afterAll(async () => { await shop.close(); });

  /** A till's signed POST of `body` (an object is sent as its JSON, a string as it is). */
  async function till(path: string, body: unknown, call: TillCall = {}): Promise<LightMyRequestResponse> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const terminal = call.terminal ?? DEMO_TERMINAL.id;
    const timestamp = call.timestamp ?? String(Math.floor(Date.now() / 1000));
    const nonce = call.nonce ?? randomUUID();
    const signed = {
      'x-pos-terminal': terminal, 'x-pos-timestamp': timestamp, 'x-pos-nonce': nonce,
      'x-pos-signature': posSignature(call.secret ?? DEMO_TERMINAL.secret, timestamp, nonce, raw),
    };
    return shop.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: {
        ...(call.contentType === null ? {} : { 'content-type': call.contentType ?? 'application/json' }),
        lang: call.lang ?? 'en_US', ...(call.headers ?? signed),
      },
      ...(raw === '' && call.contentType === null ? {} : { payload: call.tamper ? call.tamper(raw) : raw }),
    });
  }
  const voidSale = (trxLogId: number | string, call: TillCall = {}, body: unknown = '') => till(`${SALES}/${trxLogId}/void`, body, call);

  const sale = (memberCode: string, totalFen: number, overrides: Record<string, unknown> = {}) => ({
    trxLogId: newTrx(), storeId, memberCode,
    lines: [{ name: 'Wagyu striploin', quantity: 1, amountFen: totalFen }], totalFen, paidAt: new Date().toISOString(), ...overrides,
  });
  const receiptOf = (res: LightMyRequestResponse): Receipt => {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; data: Receipt }>();
    expect(body.status).toBe('success');
    return body.data;
  };

  const info = async (m: Visitor) => (await m.get('a/capi/account/MemberInfo')).json<{ data: MemberInfo }>().data;
  const member = async () => {
    const m = await registeredMember(shop);
    const i = await info(m);
    return Object.assign(m, { memberId: i.memberId, memberCode: i.memberCode });
  };
  /** What a till can have written: the sale's rows, the member's ledger and balance. */
  const written = async (trxLogId: number, memberId: number) => {
    const [row] = await queryRows<{ orders: number; ledger: number; balance: number }>(shop.handle.db, sql`
      select (select count(*)::int from store_order where trx_log_id = ${trxLogId}) as orders,
             (select count(*)::int from star_tx where member_id = ${memberId}) as ledger,
             (select stars_tenths from member where id = ${memberId}) as balance`);
    return row!;
  };
  const nonceKept = async (terminal: string, nonce: string) =>
    (await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from pos_nonce where terminal = ${terminal} and nonce = ${nonce}`))[0]!.n;

  /** A failure in both languages: the status, the code and the words of messages.ts. */
  async function refusedInBothLanguages(send: (lang: string) => Promise<LightMyRequestResponse>, status: number, code: ErrorCode | 'INVALID_FIELD', field?: string) {
    for (const lang of ['en_US', 'zh_CN'] as const) {
      const res = await send(lang);
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<{ status: string; code: string; message: string; field?: string }>();
      expect(body).toMatchObject({ status: 'failure', code });
      if (code === 'INVALID_FIELD') {
        expect(body.field).toBe(field);
        expect(body.message).toBe(errorMessage('INVALID_FIELD', lang, { field: field! }));
      } else {
        expect(body.message).toBe(errorMessage(code, lang));
      }
    }
  }

  it('credits a signed sale\'s stars by the rule at once; the member sees it, another member does not', async () => {
    const m = await member();
    // RMB 268.00 at level 1: 5 full RMB 50 × 1.0 = 5.0 stars. A discount line counts against the total.
    const first = sale(m.memberCode, 26_800, {
      lines: [{ name: ' Wagyu striploin ', quantity: 1.25, amountFen: 30_000 }, { name: 'Member discount', quantity: 1, amountFen: -3_200 }],
    });
    const r = receiptOf(await till(SALES, first));
    expect(r).toEqual({ trxLogId: first.trxLogId, memberCode: m.memberCode, starsTenths: 50, level: 1, balanceTenths: 50, voided: false, replay: false });
    expect(await written(first.trxLogId, m.memberId)).toEqual({ orders: 1, ledger: 1, balance: 50 });
    expect((await info(m)).starsTenths).toBe(50);

    // RMB 1,200.00: the 1000+ band, 24 × 1.2 = 28.8 stars; another till of the shop.
    const second = sale(m.memberCode, 120_000);
    const r2 = receiptOf(await till(SALES, second, { terminal: OTHER_TERMINAL.id, secret: OTHER_TERMINAL.secret }));
    expect(r2).toMatchObject({ starsTenths: 288, balanceTenths: 338, replay: false });
    expect((await info(m)).starsTenths).toBe(338);

    const list = (await m.get('a/capi/shopping/MaxChainOrder.List')).json<{ data: StoreOrderSummary[]; total: number }>();
    expect(list.total).toBe(2);
    expect(list.data.map((o) => o.trxLogId).sort()).toEqual([first.trxLogId, second.trxLogId].sort());
    const view = await m.get(`a/capi/shopping/ViewMaxChainOrder?mo.trx_log_id=${first.trxLogId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<{ data: StoreOrderDetail }>().data).toMatchObject({
      trxLogId: first.trxLogId, storeId, totalFen: 26_800, starsTenths: 50, voided: false, lineCount: 2,
      lines: [{ name: 'Wagyu striploin', quantity: 1.25, amountFen: 30_000 }, { name: 'Member discount', quantity: 1, amountFen: -3_200 }],
    });

    const other = await member();
    expect((await other.get(`a/capi/shopping/ViewMaxChainOrder?mo.trx_log_id=${first.trxLogId}`)).statusCode).toBe(404);
    expect((await other.get('a/capi/shopping/MaxChainOrder.List')).json<{ total: number }>().total).toBe(0);
    const guest = visitor(shop);
    expect((await guest.get(`a/capi/shopping/ViewMaxChainOrder?mo.trx_log_id=${first.trxLogId}`)).statusCode).toBe(403);
    expect((await guest.get('a/capi/shopping/MaxChainOrder.List')).statusCode).toBe(403);
  });

  it('answers the same trxLogId again with the first result, crediting nothing more; a nonce is used once', async () => {
    const m = await member();
    const body = sale(m.memberCode, 26_800);
    const nonce = randomUUID();
    const first = receiptOf(await till(SALES, body, { nonce }));
    expect(first.replay).toBe(false);

    // A new nonce, even a different body under the same trxLogId: the first answer.
    const again = receiptOf(await till(SALES, body));
    expect(again).toEqual({ ...first, replay: true });
    const changed = receiptOf(await till(SALES, { ...body, totalFen: 99_900, lines: [{ name: 'x', quantity: 1, amountFen: 99_900 }] }));
    expect(changed).toEqual({ ...first, replay: true });
    expect(await written(body.trxLogId, m.memberId)).toEqual({ orders: 1, ledger: 1, balance: 50 });

    // The very same request (same nonce) is a replay of the request itself: 409.
    await refusedInBothLanguages((lang) => till(SALES, body, { nonce, lang }), 409, 'POS_NONCE_REUSED');
  });

  it('records ten identical posts at once as one sale with one ledger entry', async () => {
    const m = await member();
    const body = sale(m.memberCode, 26_800);
    const answers = await Promise.all(Array.from({ length: 10 }, () => till(SALES, body)));
    const receipts = answers.map(receiptOf);
    expect(receipts.filter((r) => !r.replay)).toHaveLength(1);
    for (const r of receipts) expect(r).toMatchObject({ trxLogId: body.trxLogId, starsTenths: 50 });
    expect(await written(body.trxLogId, m.memberId)).toEqual({ orders: 1, ledger: 1, balance: 50 });
    const [row] = await queryRows<{ n: number }>(shop.handle.db, sql`
      select count(*)::int as n from star_tx t join store_order so on so.id = t.store_order_id where so.trx_log_id = ${body.trxLogId}`);
    expect(row!.n).toBe(1);
  });

  it('takes the stars back on a void, once; an unknown trxLogId is 404', async () => {
    const m = await member();
    const body = sale(m.memberCode, 26_800);
    receiptOf(await till(SALES, body));
    const kept = sale(m.memberCode, 120_000);
    receiptOf(await till(SALES, kept));
    expect((await info(m)).starsTenths).toBe(338);

    // A void whose signed body names another sale than the path is refused: the path is not signed.
    await refusedInBothLanguages((lang) => voidSale(body.trxLogId, { lang }, { trxLogId: kept.trxLogId }), 400, 'INVALID_FIELD', 'trxLogId');
    expect((await info(m)).starsTenths).toBe(338);
    const voided = receiptOf(await voidSale(body.trxLogId, {}, { trxLogId: body.trxLogId }));
    expect(voided).toEqual({ trxLogId: body.trxLogId, memberCode: m.memberCode, starsTenths: 50, level: 1, balanceTenths: 288, voided: true, replay: false });
    expect((await info(m)).starsTenths).toBe(288);
    const history = (await m.get('a/capi/rewards/PointTx.List?filter=used')).json<{ data: StarTransaction[]; total: number }>();
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ kind: 'store_void', tenths: -50, trxLogId: body.trxLogId });
    const view = (await m.get(`a/capi/shopping/ViewMaxChainOrder?mo.trx_log_id=${body.trxLogId}`)).json<{ data: StoreOrderDetail }>().data;
    expect(view).toMatchObject({ voided: true, voidedAt: expect.any(String) });

    // Again (with a `{}` body, an empty one, then with no body nor content type): the same answer, nothing changes.
    const before = await written(body.trxLogId, m.memberId);
    expect(receiptOf(await voidSale(body.trxLogId, {}, {}))).toEqual({ ...voided, replay: true });
    expect(receiptOf(await voidSale(body.trxLogId))).toEqual({ ...voided, replay: true });
    expect(receiptOf(await voidSale(body.trxLogId, { contentType: null }))).toEqual({ ...voided, replay: true });
    expect(await written(body.trxLogId, m.memberId)).toEqual(before);
    // Reporting the voided sale again changes nothing either.
    expect(receiptOf(await till(SALES, body))).toMatchObject({ voided: true, replay: true, balanceTenths: 288 });
    expect(await written(body.trxLogId, m.memberId)).toEqual(before);

    await refusedInBothLanguages((lang) => voidSale(newTrx(), { lang }), 404, 'STORE_ORDER_NOT_FOUND');
    await refusedInBothLanguages((lang) => voidSale(0, { lang }), 400, 'INVALID_FIELD', 'trxLogId');
  });

  it('raises the level when the till\'s stars reach 50', async () => {
    const m = await member();
    // RMB 2,100: 42 × 1.2 = 50.4 stars → Skilled Butcher (level 2).
    const r = receiptOf(await till(SALES, sale(m.memberCode, 210_000)));
    expect(r).toMatchObject({ starsTenths: 504, level: 1, balanceTenths: 504 });
    expect(await info(m)).toMatchObject({ level: 2, levelName: 'Skilled Butcher', starsTenths: 504, earnedThisYearTenths: 504 });
    // The next sale earns at the new level.
    expect(receiptOf(await till(SALES, sale(m.memberCode, 26_800)))).toMatchObject({ level: 2 });
  });

  it('refuses every failed authentication with 401 (or 409 for a used nonce), writing nothing', async () => {
    const m = await member();
    const body = sale(m.memberCode, 26_800);
    const now = Math.floor(Date.now() / 1000);
    const nonce = randomUUID();
    const calls: [string, (lang: string) => Promise<LightMyRequestResponse>, ErrorCode][] = [
      ['no headers', (lang) => till(SALES, body, { lang, headers: {} }), 'POS_UNAUTHORIZED'],
      ['no signature', (lang) => till(SALES, body, { lang, headers: { 'x-pos-terminal': DEMO_TERMINAL.id, 'x-pos-timestamp': String(now), 'x-pos-nonce': nonce } }), 'POS_UNAUTHORIZED'],
      ['unknown terminal', (lang) => till(SALES, body, { lang, nonce, terminal: 'till-9' }), 'POS_UNAUTHORIZED'],
      ['another till\'s secret', (lang) => till(SALES, body, { lang, nonce, secret: OTHER_TERMINAL.secret }), 'POS_UNAUTHORIZED'],
      ['body changed after signing', (lang) => till(SALES, body, { lang, nonce, tamper: (raw) => raw.replace('"totalFen":26800', '"totalFen":2680000') }), 'POS_UNAUTHORIZED'],
      ['a short nonce', (lang) => till(SALES, body, { lang, nonce: 'abc' }), 'POS_UNAUTHORIZED'],
      ['timestamp 6 minutes ago', (lang) => till(SALES, body, { lang, nonce, timestamp: String(now - 360) }), 'POS_TIMESTAMP'],
      ['timestamp 6 minutes ahead', (lang) => till(SALES, body, { lang, nonce, timestamp: String(now + 360) }), 'POS_TIMESTAMP'],
      ['a void without signature', (lang) => voidSale(body.trxLogId, { lang, headers: {} }), 'POS_UNAUTHORIZED'],
    ];
    for (const [what, send, code] of calls) {
      await refusedInBothLanguages(send, 401, code).catch((error: Error) => { throw new Error(`${what}: ${error.message}`); });
    }
    expect(await written(body.trxLogId, m.memberId)).toEqual({ orders: 0, ledger: 0, balance: 0 });
    // A refused request does not use up its nonce…
    expect(await nonceKept(DEMO_TERMINAL.id, nonce)).toBe(0);
    // …a signed one does, whatever its body: the next request with it is refused before the body is read.
    const used = randomUUID();
    expect((await till(SALES, { ...body, lines: [] }, { nonce: used })).statusCode).toBe(400);
    await refusedInBothLanguages((lang) => till(SALES, body, { lang, nonce: used }), 409, 'POS_NONCE_REUSED');
    expect(await written(body.trxLogId, m.memberId)).toEqual({ orders: 0, ledger: 0, balance: 0 });
    // The same nonce on another terminal is that terminal's own.
    receiptOf(await till(SALES, body, { nonce: used, terminal: OTHER_TERMINAL.id, secret: OTHER_TERMINAL.secret }));
  });

  it('refuses bad input in the till\'s language, writing nothing', async () => {
    const m = await member();
    const good = sale(m.memberCode, 26_800);
    const badDigit = `${m.memberCode.slice(0, 11)}${(Number(m.memberCode.at(-1)) + 1) % 10}`;
    const cases: [string, unknown, number, ErrorCode | 'INVALID_FIELD', string?][] = [
      ['wrong check digit', { ...good, memberCode: badDigit }, 400, 'MEMBER_CODE_INVALID'],
      ['card code with spaces', { ...good, memberCode: m.memberCode.replace(/(\d{4})(?=\d)/g, '$1 ') }, 400, 'MEMBER_CODE_INVALID'],
      ['nobody\'s card code', { ...good, memberCode: memberCodeFrom(987_654_321) }, 422, 'MEMBER_CODE_UNKNOWN'],
      ['unknown store', { ...good, storeId: 2_000_000_000 }, 422, 'STORE_UNKNOWN'],
      ['total not the sum of the lines', { ...good, totalFen: 26_801 }, 400, 'POS_TOTAL_MISMATCH'],
      ['no lines', { ...good, lines: [] }, 400, 'INVALID_FIELD', 'lines'],
      ['paid 10 minutes from now', { ...good, paidAt: new Date(Date.now() + 600_000).toISOString() }, 400, 'POS_PAID_AT_FUTURE'],
      ['paidAt not a time', { ...good, paidAt: 'yesterday' }, 400, 'INVALID_FIELD', 'paidAt'],
      ['negative total', { ...good, totalFen: -100, lines: [{ name: 'Refund', quantity: 1, amountFen: -100 }] }, 400, 'INVALID_FIELD', 'totalFen'],
      ['amount not an integer', { ...good, lines: [{ name: 'Wagyu', quantity: 1, amountFen: 26_800.5 }], totalFen: 26_800 }, 400, 'INVALID_FIELD', 'lines.0.amountFen'],
      ['quantity with 4 decimals', { ...good, lines: [{ name: 'Wagyu', quantity: 1.2345, amountFen: 26_800 }] }, 400, 'INVALID_FIELD', 'lines.0.quantity'],
      ['blank line name', { ...good, lines: [{ name: '   ', quantity: 1, amountFen: 26_800 }] }, 400, 'INVALID_FIELD', 'lines.0.name'],
      ['trxLogId 0', { ...good, trxLogId: 0 }, 400, 'INVALID_FIELD', 'trxLogId'],
      ['trxLogId as text', { ...good, trxLogId: String(good.trxLogId) }, 400, 'INVALID_FIELD', 'trxLogId'],
      ['not JSON', '{"trxLogId":', 400, 'BAD_REQUEST'],
      ['no body', '', 400, 'BAD_REQUEST'],
    ];
    for (const [what, body, status, code, field] of cases) {
      await refusedInBothLanguages((lang) => till(SALES, body, { lang }), status, code, field).catch((error: Error) => { throw new Error(`${what}: ${error.message}`); });
    }
    expect(await written(good.trxLogId, m.memberId)).toEqual({ orders: 0, ledger: 0, balance: 0 });
    // The words of the card code, as a cashier reads them.
    const zh = (await till(SALES, { ...good, memberCode: badDigit }, { lang: 'zh_CN' })).json<{ message: string }>();
    expect(zh.message).toBe('会员卡号无效：请重新扫描会员卡或核对12位数字。');
    // Text no field may hold is refused by the API's input check — after the signature.
    const nul = { ...good, lines: [{ name: 'Wagyu\u0000', quantity: 1, amountFen: 26_800 }] };
    expect((await till(SALES, nul, { headers: {} })).statusCode).toBe(401);
    expect((await till(SALES, nul)).json()).toMatchObject({ code: 'INVALID_FIELD', field: 'lines.0.name' });
    // A form body is not a till's: 415, whoever sends it.
    expect((await till(SALES, new URLSearchParams({ trxLogId: '1' }).toString(), { contentType: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    // The good sale itself goes through.
    receiptOf(await till(SALES, good));
  });

  it('documents both calls in the OpenAPI document, with the signature headers', async () => {
    const doc = (await shop.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> } }> }>();
    const post = doc.paths['/api/pos/v1/store-orders']?.post;
    const voidCall = doc.paths['/api/pos/v1/store-orders/{trxLogId}/void']?.post;
    expect(post && voidCall).toBeTruthy();
    for (const op of [post!, voidCall!]) {
      expect(op.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(expect.arrayContaining(['x-pos-terminal', 'x-pos-timestamp', 'x-pos-nonce', 'x-pos-signature']));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '409']));
    }
  });

  it('is driven by `npm run pos:send`, which signs like a till', async () => {
    const m = await member();
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
    const printed: string[] = [];
    const io = { out: (t: string) => printed.push(t), err: (t: string) => printed.push(t) };
    const trx = newTrx();
    expect(await posSend(['--url', url, '--member', m.memberCode, '--store', String(storeId), '--trx', String(trx),
      '--line', 'Wagyu: striploin:1.5:300.00', '--line', 'Member discount:1:-32.00'], io), printed.join('\n')).toBe(0);
    expect(printed.at(-1)).toContain(`POST ${url}/api/pos/v1/store-orders → 200`);
    expect(JSON.parse(printed.at(-1)!.split('\n').slice(1).join('\n'))).toMatchObject({ status: 'success', data: { trxLogId: trx, starsTenths: 50, replay: false } });
    const view = (await m.get(`a/capi/shopping/ViewMaxChainOrder?mo.trx_log_id=${trx}`)).json<{ data: StoreOrderDetail }>().data;
    expect(view).toMatchObject({ totalFen: 26_800, lines: [{ name: 'Wagyu: striploin', quantity: 1.5, amountFen: 30_000 }, { name: 'Member discount', quantity: 1, amountFen: -3_200 }] });

    // --total alone, another terminal with its secret, in Chinese: the shop's refusal, exit 1.
    expect(await posSend(['--url', url, '--member', m.memberCode, '--store', '2000000000', '--total', '268.00',
      '--terminal', OTHER_TERMINAL.id, '--secret', OTHER_TERMINAL.secret, '--lang', 'zh_CN'], io)).toBe(1);
    expect(printed.at(-1)).toContain('→ 422');
    expect(printed.at(-1)).toContain(errorMessage('STORE_UNKNOWN', 'zh_CN'));

    expect(await posSend(['--url', url, '--void', String(trx)], io)).toBe(0);
    expect(printed.at(-1)).toContain('"voided": true');
    expect((await info(m)).starsTenths).toBe(0);

    // Usage problems never reach the shop.
    for (const argv of [['--member', m.memberCode], ['--member', m.memberCode, '--store', '1', '--total', '1.234'], ['--terminal', 'till-9', '--void', '1'], ['--bogus']]) {
      expect(await posSend(['--url', 'http://127.0.0.1:9', ...argv], io), argv.join(' ')).toBe(2);
    }
    expect(printed.at(-1)).toContain('Usage: npm run pos:send');
    // No shop there (a port just freed): said in one line, exit 1.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    expect(await posSend(['--url', `http://127.0.0.1:${port}`, '--void', String(trx)], io)).toBe(1);
    expect(printed.at(-1)).toContain('the shop could not be reached');
  });
});
