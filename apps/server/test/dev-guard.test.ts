// The /dev guard (docs/decisions/0021): what the local stand-ins hold — every text with its
// code, every mail with its reset link, every payment's pay link, every courier order —
// answers callers on this machine only, in every NODE_ENV; anyone else, however they dress
// the request up (a forged X-Forwarded-For, the storefront's in-process calls, a trusted
// load balancer's network), gets the same 404 as a path that does not exist. A payer's page
// is reachable from anywhere, but only through its own unguessable link, and pays only its order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { createWechatPayClient } from '../src/integrations/wechatpay/client.ts';
import type { PaymentProvider } from '../src/integrations/wechatpay/provider.ts';
import { guardedDevRoutes } from '../src/integrations/dev-guard.ts';
import { inProcessTransport } from '../src/web/storefront.ts';
import { databases, startShop, type TestShop } from './helpers.ts';

const REMOTE = '203.0.113.9';

/** Every list of the stand-ins (GET), and the courier's "advance" action (POST). */
const LISTS: { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'GET', url: '/dev/wechatpay/orders.json' },
  { method: 'GET', url: '/dev/sms' },
  { method: 'GET', url: '/dev/sms.json' },
  { method: 'GET', url: '/dev/mail' },
  { method: 'GET', url: '/dev/mail.json' },
  { method: 'GET', url: '/dev/mail/1' },
  { method: 'GET', url: '/dev/courier' },
  { method: 'GET', url: '/dev/courier.json' },
  { method: 'POST', url: '/dev/courier/advance/TDH-unknown' },
];

describe.each(databases())('the /dev guard on %s', (kind) => {
  let shop: TestShop;
  let payments: PaymentProvider;
  let seq = 0;
  beforeAll(async () => {
    // A load balancer's network is trusted for X-Forwarded-For, as a deployment behind one would set it.
    shop = await startShop(kind, { TRUST_PROXY: 'loopback,10.0.0.0/8', NODE_ENV: 'development' });
    payments = createWechatPayClient(shop.app.eshopServices.paymentsSandbox!.clientOptions());
  });
  afterAll(async () => { await shop.close(); });

  const newPayment = async () => {
    const outTradeNo = `G${Date.now()}${++seq}`;
    const { codeUrl } = await payments.createNative({
      outTradeNo, description: 'Wagyu striploin', amountFen: 68800,
      expiresAt: new Date(Date.now() + 5 * 60_000), notifyUrl: 'http://127.0.0.1:1/notify',
    });
    return { codeUrl, outTradeNo };
  };
  /** What an address that has no /dev route at all answers: the guard must look the same. */
  const notFound = async (remoteAddress: string) => (await shop.inject({ method: 'GET', url: '/dev/no-such-page', remoteAddress })).body;
  const expectHidden = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, what).toBe(404);
    expect(res.body, what).not.toMatch(/payUrl|pay\/[0-9a-f]{32}|receivedAt|shipmentNo/);
  };

  it('answers the lists to this machine', async () => {
    for (const { method, url } of LISTS) {
      const res = await shop.inject({ method, url });
      // The unknown mail and shipment answer their own 404 / 409: the routes were reached.
      expect([200, 404, 409], url).toContain(res.statusCode);
      if (url.endsWith('.json')) expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const { codeUrl } = await newPayment();
    expect((await shop.inject({ method: 'GET', url: '/dev/wechatpay/orders.json' })).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ payUrl: codeUrl })]),
    );
  });

  it('answers every list with a plain 404 to another machine, whatever headers it sends', async () => {
    await newPayment();
    const plain404 = await notFound(REMOTE);
    const disguises: { what: string; remoteAddress: string; headers: Record<string, string> }[] = [
      { what: 'a remote caller', remoteAddress: REMOTE, headers: {} },
      { what: 'a remote caller forging X-Forwarded-For', remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { what: 'a caller from the trusted network forging X-Forwarded-For', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { what: 'a proxy on this machine forwarding a remote client', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` } },
      { what: 'a proxy on this machine naming the client in X-Real-IP', remoteAddress: '127.0.0.1', headers: { 'x-real-ip': REMOTE } },
      { what: 'a proxy on this machine sending Forwarded', remoteAddress: '127.0.0.1', headers: { forwarded: `for=${REMOTE}` } },
    ];
    for (const { what, remoteAddress, headers } of disguises) {
      for (const { method, url } of LISTS) {
        const res = await shop.inject({ method, url, remoteAddress, headers });
        expectHidden(res, `${what}: ${method} ${url}`);
        expect(res.body, `${what}: ${url}`).toBe(plain404.replace('/dev/no-such-page', url.split('?')[0]!).replace('GET', method));
      }
    }
  });

  it('does not let a shopper reach the lists through the storefront in-process transport', async () => {
    // The storefront forwards the shopper's address; even a path that climbs out of /api stays a remote call.
    const transport = inProcessTransport(shop.app, '/api', { ip: REMOTE, host: 'shop.example', protocol: 'https' });
    for (const path of ['../dev/sms.json', '../dev/wechatpay/orders.json', '../dev/mail.json', '%2e%2e/dev/courier.json']) {
      const res = await transport({ method: 'GET', path, headers: { ch: 'website', lang: 'en_US' } });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body), path).not.toContain('payUrl');
    }
  });

  it('keeps a new /dev route loopback-only unless it says it is reachable by link', async () => {
    const app = Fastify();
    await app.register(guardedDevRoutes([async (dev) => { dev.get('/anything.json', async () => ['secret']); }]), { prefix: '/dev' });
    expect((await app.inject({ url: '/dev/anything.json' })).json()).toEqual(['secret']);
    expect((await app.inject({ url: '/dev/anything.json', remoteAddress: REMOTE })).statusCode).toBe(404);
    await app.close();
  });

  it('opens a payer page only by its own random link, and its confirm pays that order only', async () => {
    const a = await newPayment();
    const b = await newPayment();
    const pathA = new URL(a.codeUrl).pathname;
    const codeB = new URL(b.codeUrl).pathname.split('/').pop()!;
    // 128 random bits, different for every payment: nothing to guess.
    expect(pathA).toMatch(/^\/dev\/wechatpay\/pay\/[0-9a-f]{32}$/);
    expect(codeB).toMatch(/^[0-9a-f]{32}$/);

    const page = await shop.inject({ method: 'GET', url: pathA, remoteAddress: REMOTE });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥688.00');
    expect(page.body).not.toContain(codeB);
    expect((await shop.inject({ method: 'GET', url: '/dev/wechatpay/pay/0123456789abcdef0123456789abcdef', remoteAddress: REMOTE })).statusCode).toBe(404);

    // The form of A's page, with B named in every field a forger could add, pays A and not B.
    const paid = await shop.inject({
      method: 'POST', url: `${pathA}/confirm`, remoteAddress: REMOTE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ lang: 'en', code: codeB, out_trade_no: b.outTradeNo, prepay_id: `wx${codeB}` }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment completed');
    const listed = (await shop.inject({ method: 'GET', url: '/dev/wechatpay/orders.json' })).json<{ payUrl: string; tradeState: string }[]>();
    expect(listed.find((o) => o.payUrl === a.codeUrl)?.tradeState).toBe('SUCCESS');
    expect(listed.find((o) => o.payUrl === b.codeUrl)?.tradeState).toBe('NOTPAY');
  });

  it('lets a phone reach the WeChat sign-in stand-in, which lists nothing', async () => {
    const res = await shop.inject({ method: 'GET', url: '/dev/wechat/connect/oauth2/authorize?appid=wrong', remoteAddress: REMOTE });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invalid appid');
  });
});
