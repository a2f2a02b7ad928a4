// The payer's pages of the WeChat Pay sandbox: the scan page in both languages, confirm and
// cancel, the states of orders that can no longer be paid, the JSAPI cashier checking
// paySign, and orders.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { createWechatPayClient } from './client.ts';
import { startWechatPaySandbox, type WechatPaySandbox } from './sandbox.ts';
import { sandboxCashierPath, wechatpayDevRoutes } from './dev-routes.ts';
import type { CreatePayment, PaymentProvider } from './provider.ts';

let seq = 0;

describe('WeChat Pay sandbox pages', () => {
  let handle: DatabaseHandle;
  let sandbox: WechatPaySandbox;
  let shop: FastifyInstance;
  let client: PaymentProvider;
  beforeAll(async () => {
    handle = await openFromTemplate(await cachedTemplate({ seed: false }));
    // Nobody listens at notify_url: deliveries fail quietly and the pages must not care.
    sandbox = await startWechatPaySandbox({ db: handle.db, publicOrigin: 'http://shop.test', retryDelaysMs: [], log: () => {} });
    client = createWechatPayClient(sandbox.clientOptions());
    shop = Fastify();
    await shop.register(wechatpayDevRoutes(sandbox), { prefix: '/dev' });
  });
  afterAll(async () => {
    await shop.close();
    await sandbox.close();
    await handle.close();
  });

  const order = (over: Partial<CreatePayment> = {}): CreatePayment => ({
    outTradeNo: `P${Date.now()}${++seq}`, description: 'Iberico ham <sliced> & co', amountFen: 1234,
    expiresAt: new Date(Date.now() + 5 * 60_000), notifyUrl: 'http://127.0.0.1:1/notify', ...over,
  });
  const pathOf = (url: string) => new URL(url).pathname;
  const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() });
  const post = (url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const { payload, ...h } = form(fields);
    return shop.inject({ method: 'POST', url, payload, headers: { ...h, ...headers } });
  };

  it('shows the order in English or Chinese with both buttons, escaped', async () => {
    const { codeUrl } = await client.createNative(order());
    const en = await shop.inject({ method: 'GET', url: pathOf(codeUrl), headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain('¥12.34');
    expect(en.body).toContain('Butcher &amp; Deli');
    expect(en.body).toContain('Iberico ham &lt;sliced&gt; &amp; co');
    expect(en.body).toContain('>Confirm payment</button>');
    expect(en.body).toContain('>Cancel</button>');
    expect(en.body).toContain(`action="${pathOf(codeUrl)}/confirm"`);
    const zh = await shop.inject({ method: 'GET', url: pathOf(codeUrl), headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.body).toContain('>确认支付</button>');
    expect(zh.body).toContain('<html lang="zh-CN">');
    const asked = await shop.inject({ method: 'GET', url: `${pathOf(codeUrl)}?lang=zh_CN`, headers: { 'accept-language': 'en' } });
    expect(asked.body).toContain('确认支付');
  });

  it('confirms: the order is paid, the page says so, and a second visit shows it paid', async () => {
    const input = order();
    const { codeUrl } = await client.createNative(input);
    const done = await post(`${pathOf(codeUrl)}/confirm`, { lang: 'zh_CN', openid: 'o-payer-123456' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('支付成功');
    expect(done.body).toContain(`href="${pathOf(codeUrl)}?lang=en"`);
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', payerOpenid: 'o-payer-123456' });
    const again = await shop.inject({ method: 'GET', url: pathOf(codeUrl) });
    expect(again.body).toContain('This order has already been paid');
    expect(again.body).not.toContain('<button');
    expect((await post(`${pathOf(codeUrl)}/confirm`)).statusCode).toBe(409);

    const listed = await shop.inject({ method: 'GET', url: `/dev/wechatpay/orders.json?out_trade_no=${input.outTradeNo}` });
    expect(listed.json()).toMatchObject([{ outTradeNo: input.outTradeNo, tradeState: 'SUCCESS', state: 'PAID', amountFen: 1234, payUrl: codeUrl }]);
  });

  it('cancel leaves the order payable; expired, closed and unknown orders say so', async () => {
    const input = order();
    const { codeUrl } = await client.createNative(input);
    const cancelled = await post(`${pathOf(codeUrl)}/decline`);
    expect(cancelled.body).toContain('Payment cancelled');
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'NOTPAY' });

    await client.close(input.outTradeNo);
    expect((await shop.inject({ method: 'GET', url: pathOf(codeUrl) })).body).toContain('This order is closed');
    const expired = await client.createNative(order({ expiresAt: new Date(Date.now() - 1000) }));
    expect((await shop.inject({ method: 'GET', url: pathOf(expired.codeUrl), headers: { 'accept-language': 'zh' } })).body).toContain('该订单已过期');
    const refused = await post(`${pathOf(expired.codeUrl)}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This payment has expired');
    expect((await shop.inject({ method: 'GET', url: '/dev/wechatpay/pay/0123456789abcdef0123456789abcdef' })).statusCode).toBe(404);
  });

  it('JSAPI: checks paySign like WeChat, then returns to the shop after payment', async () => {
    const input = order();
    const { prepayId } = await client.createJsapi({ ...input, payerOpenid: 'o-wechat-user-1' });
    expect(prepayId).toMatch(/^wx[0-9a-f]{32}$/);
    const params = await client.jsapiParams(prepayId);
    expect(params).toMatchObject({ appId: sandbox.credentials.appId, package: `prepay_id=${prepayId}`, signType: 'RSA' });
    const cashier = (p: Record<string, string>) => shop.inject({ method: 'GET', url: `/dev/wechatpay/jsapi?${new URLSearchParams(p).toString()}` });

    const page = await shop.inject({ method: 'GET', url: sandboxCashierPath(params, '/eshop/mobile/shopping/pay-wx?order=1') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain('name="return" value="/eshop/mobile/shopping/pay-wx?order=1"');
    for (const forged of [{ ...params, paySign: params.paySign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }, { ...params, timeStamp: '1' }]) {
      const bad = await cashier(forged);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('The payment request is not correctly signed');
    }
    expect((await cashier({ ...params, signType: 'MD5' })).statusCode).toBe(400);
    // Only the shop is a place to return to.
    expect((await cashier({ ...params, return: 'https://evil.example/x' })).body).not.toContain('name="return"');

    const code = prepayId.slice(2);
    const evil = await post(`/dev/wechatpay/pay/${code}/decline`, { return: '//evil.example/x' });
    expect(evil.statusCode).toBe(200);
    const paid = await post(`/dev/wechatpay/pay/${code}/confirm`, { return: 'http://shop.test/eshop/mobile/shopping/pay-wx?order=1' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://shop.test/eshop/mobile/shopping/pay-wx?order=1');
    // The JSAPI payer is the one the order was made for.
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', payerOpenid: 'o-wechat-user-1' });
  });
});
