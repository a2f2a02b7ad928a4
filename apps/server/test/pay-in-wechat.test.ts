// Paying inside WeChat (JSAPI) as a member WeChat does not know yet — signed up by e-mail,
// no WeChat binding (docs/decisions/0013), on both databases: PayAuthorize sends the phone
// through WeChat's silent authorisation (the local stand-in here) back to the order's
// pay-wx page; Pay with the returned code and state makes the JSAPI payment for that
// WeChat user. The state is bound to the browser and the session; a code works once; the
// payment can then be reloaded without a new round trip; paying binds no account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { member } from '@eshop/db';
import type { JsapiPayParams, OrderDetail, PaymentView } from '@eshop/domain/contract';
import { databases, startShop, stockedSku, type TestShop } from './helpers.ts';
import { cookieOf, placeDeliveryOrder, shopperWithAddress, type RegisteredMember } from './members.ts';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322e) NetType/WIFI Language/zh_CN';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface JsapiAnswer { payment: PaymentView; params: JsapiPayParams; sandboxCashierUrl: string | null }

describe.each(databases())('paying inside WeChat without a WeChat binding, on %s', (kind) => {
  let shop: TestShop;
  let skuId: number;
  let testSku: Awaited<ReturnType<typeof stockedSku>>;

  beforeAll(async () => {
    shop = await startShop(kind);
    testSku = await stockedSku(shop, 17, { stock: 50, priceFen: 8_800 });
    skuId = testSku.id;
  });
  afterAll(async () => {
    await testSku.restore();
    await shop.close();
  });

  async function emailMemberOrder(): Promise<{ m: RegisteredMember; tid: string }> {
    const m = await shopperWithAddress(shop);
    return { m, tid: await placeDeliveryOrder(m, skuId) };
  }
  /** A GET of the phone's WeChat browser, with the member's session and extra cookies. */
  const phoneGet = (m: RegisteredMember, path: string, cookies: Record<string, string> = {}, ua = WECHAT_UA) => shop.inject({
    method: 'GET', url: `/api/${path}`,
    headers: {
      ch: 'wechat', lang: 'en_US', 'user-agent': ua, 'x-forwarded-for': m.ip,
      cookie: Object.entries({ eshop_session: m.session!, ...cookies }).map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  const payWx = (tid: string) => `/eshop/mobile/shopping/pay-wx?transactionId=${tid}`;
  const payment = (tid: string, extra = '') => `a/capi/shopping/Payment?oh.transactionId=${tid}&tradeType=jsapi${extra}`;

  /** PayAuthorize, then WeChat's authorize page (the stand-in): where WeChat sends the phone back, and the state cookie. */
  async function authorise(m: RegisteredMember, tid: string, wechatUser?: string) {
    const res = await phoneGet(m, `a/capi/shopping/PayAuthorize?oh.transactionId=${tid}&return=${encodeURIComponent(payWx(tid))}`);
    expect(res.statusCode, res.body).toBe(200);
    const nonce = cookieOf(res, 'eshop_wxpay_state');
    expect(nonce).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const authorizeUrl = new URL((res.json() as { data: { authorizeUrl: string } }).data.authorizeUrl);
    expect(authorizeUrl.searchParams.get('scope')).toBe('snsapi_base');
    const wechat = await shop.inject({
      method: 'GET', url: `${authorizeUrl.pathname}${authorizeUrl.search}`,
      headers: { 'user-agent': WECHAT_UA, ...(wechatUser ? { cookie: `wx_sandbox_openid=${wechatUser}` } : {}) },
    });
    expect(wechat.statusCode, wechat.body).toBe(302);
    const back = new URL(wechat.headers.location as string);
    expect(`${back.pathname}?transactionId=${back.searchParams.get('transactionId')}`).toBe(payWx(tid));
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, nonce: nonce!.value };
  }

  it('asks WeChat who is paying, then makes the JSAPI payment for that WeChat user; paying completes the order', async () => {
    const { m, tid } = await emailMemberOrder();
    const none = await phoneGet(m, payment(tid));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'WECHAT_REQUIRED' });

    const wechatUser = `o${randomUUID().replace(/-/g, '').slice(0, 27)}`;
    const { code, state, nonce } = await authorise(m, tid, wechatUser);
    const paid = await phoneGet(m, payment(tid, `&code=${code}&state=${state}`), { eshop_wxpay_state: nonce });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(cookieOf(paid, 'eshop_wxpay_state')?.maxAge).toBe(0); // the state works once
    const answer = (paid.json() as { data: JsapiAnswer }).data;
    expect(answer.params.package).toMatch(/^prepay_id=wx/);
    expect(answer.sandboxCashierUrl).toMatch(/\/dev\/wechatpay\/jsapi\?/);

    // The page reloads without the one-time code: the same payment, no new round trip.
    const again = await phoneGet(m, payment(tid));
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { data: JsapiAnswer }).data.params.package).toBe(answer.params.package);

    // The WeChat user pays at the (sandbox) cashier; WeChat's notification pays the order.
    const sandbox = shop.app.eshopServices.paymentsSandbox!;
    const order = (await sandbox.findByCode(answer.params.package.replace('prepay_id=wx', '')))!;
    expect(order.payerOpenid).toBe(wechatUser);
    await sandbox.pay(order.outTradeNo);
    const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: (await sandbox.transactionResource(order.outTradeNo))! });
    expect((await shop.inject({ method: 'POST', url: '/api/pay/wechatpay/notify', headers: n.headers, payload: n.body })).statusCode).toBe(204);
    const detail = (await m.get(`a/capi/shopping/ViewOrder?oh.transactionId=${tid}`)).json() as { data: OrderDetail };
    expect(detail.data).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
    // Paying bound no account to that WeChat user.
    const [row] = await shop.handle.db.select({ openid: member.wechatOpenid }).from(member).where(eq(member.email, m.email));
    expect(row!.openid).toBeNull();
  });

  it('keeps the authorisation to this browser, this session and this order page; a code works once', async () => {
    const { m, tid } = await emailMemberOrder();
    // Outside WeChat, or back to anywhere but this order's pay-wx page: refused.
    expect((await phoneGet(m, `a/capi/shopping/PayAuthorize?oh.transactionId=${tid}&return=${encodeURIComponent(payWx(tid))}`, {}, SAFARI_UA)).statusCode).toBe(400);
    for (const back of ['/eshop/mobile/my', `https://evil.example/eshop/mobile/shopping/pay-wx?transactionId=${tid}`, payWx('WO2611229999999'), `${payWx(tid)}&x=1`]) {
      const res = await phoneGet(m, `a/capi/shopping/PayAuthorize?oh.transactionId=${tid}&return=${encodeURIComponent(back)}`);
      expect(res.statusCode, back).toBe(400);
    }

    // Another member's authorisation (a link an attacker sends): its state is not this session's.
    const other = await emailMemberOrder();
    const theirs = await authorise(other.m, other.tid);
    const mine = await authorise(m, tid);
    const forged = await phoneGet(m, payment(tid, `&code=${theirs.code}&state=${theirs.state}`), { eshop_wxpay_state: mine.nonce });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'PAY_WECHAT_STATE_INVALID', message: 'This WeChat authorisation did not start on this page. Please tap Pay again.' });
    // Without the browser's cookie: refused too.
    expect((await phoneGet(m, payment(tid, `&code=${mine.code}&state=${mine.state}`))).statusCode).toBe(400);

    // The genuine return works once; the same code again (a reload with the code in the address) does not.
    expect((await phoneGet(m, payment(tid, `&code=${mine.code}&state=${mine.state}`), { eshop_wxpay_state: mine.nonce })).statusCode).toBe(200);
    const reused = await phoneGet(m, payment(tid, `&code=${mine.code}&state=${mine.state}&refresh=Y`), { eshop_wxpay_state: mine.nonce });
    expect(reused.statusCode).toBe(502);
    expect(reused.json()).toMatchObject({ code: 'PAY_WECHAT_FAILED' });
  });
});
