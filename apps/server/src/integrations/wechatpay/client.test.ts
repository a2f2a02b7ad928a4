// The real WeChat Pay v3 client against the local sandbox, end to end: signed requests,
// verified answers, a payment whose notification reaches a merchant listener and is
// verified and decrypted by the client, refunds and closing; and every forgery refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import type { DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { createWechatPayClient, type WechatPayClientOptions } from './client.ts';
import { startWechatPaySandbox, type WechatPaySandbox } from './sandbox.ts';
import { authorization, beijingTime, unixSeconds } from './crypto.ts';
import { NotificationRejected, ProviderError, type CreatePayment, type PaymentProvider } from './provider.ts';

interface Received { headers: Record<string, string | string[] | undefined>; body: string }

/** A merchant's notify endpoint: records what arrives, answers with the next queued status (default 200). */
async function startListener() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  const waitFor = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return received;
  };
  return { url, received, statuses, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let seq = 0;
const tradeNo = () => `T${Date.now()}${++seq}`;

describe('WeChat Pay client against the sandbox', () => {
  let handle: DatabaseHandle;
  let sandbox: WechatPaySandbox;
  let listener: Awaited<ReturnType<typeof startListener>>;
  let client: PaymentProvider;
  beforeAll(async () => {
    handle = await openFromTemplate(await cachedTemplate({ seed: false }));
    sandbox = await startWechatPaySandbox({ db: handle.db, publicOrigin: 'http://shop.test', retryDelaysMs: [30, 60], log: () => {} });
    listener = await startListener();
    client = createWechatPayClient(sandbox.clientOptions());
  });
  afterAll(async () => {
    await sandbox.close();
    await listener.close();
    await handle.close();
  });
  beforeEach(() => { listener.received.length = 0; listener.statuses.length = 0; });

  const order = (over: Partial<CreatePayment> = {}): CreatePayment => ({
    outTradeNo: tradeNo(), description: 'Wagyu striploin 300 g', amountFen: 1234,
    expiresAt: new Date(Date.now() + 5 * 60_000), notifyUrl: listener.url, attach: 'order:42', ...over,
  });
  const clientWith = (over: Partial<WechatPayClientOptions>) => createWechatPayClient({ ...sandbox.clientOptions(), ...over });
  const providerError = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  };

  it('creates a native order, is paid, notified, queried, refunded', async () => {
    const input = order();
    const { codeUrl } = await client.createNative(input);
    expect(codeUrl).toMatch(/^http:\/\/shop\.test\/dev\/wechatpay\/pay\/[0-9a-f]{32}$/);
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'NOTPAY', amountFen: 1234, currency: 'CNY', transactionId: null, attach: 'order:42', mchid: sandbox.credentials.mchid });

    const paid = await sandbox.pay(codeUrl.split('/').pop()!);
    expect(paid.delivery).toEqual({ ok: true, status: 200 });
    expect(paid.transactionId).toMatch(/^4200\d{24}$/);
    const [note] = await listener.waitFor(1);
    expect(note!.headers['wechatpay-serial']).toBe(sandbox.credentials.platformPublicKeyId);
    const envelope = JSON.parse(note!.body) as Record<string, unknown>;
    expect(envelope).toMatchObject({ resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS', summary: '支付成功', resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' } });
    const parsed = client.parseNotification(note!.headers, note!.body);
    expect(parsed).toMatchObject({ eventType: 'TRANSACTION.SUCCESS', refund: null, transaction: { outTradeNo: input.outTradeNo, tradeState: 'SUCCESS', amountFen: 1234, transactionId: paid.transactionId, attach: 'order:42' } });
    expect(parsed.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed.transaction!.payerOpenid).toMatch(/^o-sandbox-/);
    expect(parsed.transaction!.successTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', transactionId: paid.transactionId, amountFen: 1234 });
    await expect(sandbox.pay(input.outTradeNo)).rejects.toThrow(/PAID/);
    expect((await providerError(client.close(input.outTradeNo))).code).toBe('ORDERPAID');

    const refund = await client.refund({ outTradeNo: input.outTradeNo, outRefundNo: `R${input.outTradeNo}`, amountFen: 234, totalFen: 1234, reason: 'Out of stock', notifyUrl: listener.url });
    expect(refund.status).toBe('SUCCESS');
    expect(refund.refundId).toMatch(/^50\d{27}$/);
    // The same refund again is the same refund; more than was paid is refused.
    expect(await client.refund({ outTradeNo: input.outTradeNo, outRefundNo: `R${input.outTradeNo}`, amountFen: 234, totalFen: 1234, reason: 'Out of stock' })).toEqual(refund);
    expect((await providerError(client.refund({ outTradeNo: input.outTradeNo, outRefundNo: 'R2', amountFen: 1001, totalFen: 1234, reason: 'x' }))).code).toBe('INVALID_REQUEST');
    const notes = await listener.waitFor(2);
    expect(client.parseNotification(notes[1]!.headers, notes[1]!.body)).toMatchObject({
      eventType: 'REFUND.SUCCESS', transaction: null,
      refund: { outTradeNo: input.outTradeNo, outRefundNo: `R${input.outTradeNo}`, refundId: refund.refundId, refundStatus: 'SUCCESS', amountFen: 234 },
    });
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'REFUND' });
    expect((await sandbox.orders(input.outTradeNo))[0]!.refunds).toMatchObject([{ outRefundNo: `R${input.outTradeNo}`, amountFen: 234 }]);
  });

  it('closes an unpaid order, which can then not be paid', async () => {
    const input = order();
    await client.createNative(input);
    await client.close(input.outTradeNo);
    await client.close(input.outTradeNo); // closing twice is fine, as with WeChat
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'CLOSED' });
    await expect(sandbox.pay(input.outTradeNo)).rejects.toThrow(/CLOSED/);
    expect((await providerError(client.refund({ outTradeNo: input.outTradeNo, outRefundNo: 'R1', amountFen: 1, totalFen: 1234, reason: 'x' }))).code).toBe('INVALID_REQUEST');
    expect((await providerError(client.createNative(input))).code).toBe('ORDER_CLOSED');
  });

  it('refuses to take payment after time_expire; the order stays NOTPAY', async () => {
    const input = order({ expiresAt: new Date(Date.now() - 1000) });
    await client.createNative(input);
    await expect(sandbox.pay(input.outTradeNo)).rejects.toThrow(/EXPIRED/);
    expect(await client.query(input.outTradeNo)).toMatchObject({ tradeState: 'NOTPAY' });
    expect(listener.received).toHaveLength(0);
  });

  it('answers the same order again, refuses another under the same out_trade_no, and validates like WeChat', async () => {
    const input = order();
    const first = await client.createNative(input);
    expect(await client.createNative(input)).toEqual(first);
    const dup = await providerError(client.createNative({ ...input, amountFen: 999 }));
    expect([dup.code, dup.httpStatus]).toEqual(['INVALID_REQUEST', 400]);
    for (const bad of [{ amountFen: 0 }, { amountFen: 12.5 }, { amountFen: -1 }, { outTradeNo: 'abc' }, { outTradeNo: 'x'.repeat(33) }, { description: '' }, { notifyUrl: 'http://shop.test/notify?x=1' }]) {
      const err = await providerError(client.createNative(order(bad)));
      expect([err.code, err.httpStatus]).toEqual(['PARAM_ERROR', 400]);
    }
    expect(await client.query('NO-SUCH-ORDER')).toBeNull();
    expect((await providerError(client.close('NO-SUCH-ORDER'))).code).toBe('ORDER_NOT_EXIST');
  });

  it('retries a notification the merchant did not accept, with the same id', async () => {
    listener.statuses.push(500, 503);
    const input = order();
    await client.createNative(input);
    const paid = await sandbox.pay(input.outTradeNo);
    expect(paid.delivery).toEqual({ ok: false, status: 500 });
    const notes = await listener.waitFor(3);
    const ids = notes.map((n) => client.parseNotification(n.headers, n.body).id);
    expect(new Set(ids).size).toBe(1);
  });

  it('sends signed requests the sandbox refuses when the key, serial, merchant or body are wrong', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    for (const bad of [{ merchantPrivateKey: other.privateKey }, { merchantSerialNo: 'ABCDEF0123456789' }, { mchid: '1900000999' }]) {
      const err = await providerError(clientWith(bad).query('ANY-ORDER-1'));
      expect([err.code, err.httpStatus]).toEqual(['SIGN_ERROR', 401]);
    }
    const stale = await providerError(clientWith({ now: () => new Date(Date.now() - 10 * 60_000) }).query('ANY-ORDER-1'));
    expect(stale.code).toBe('SIGN_ERROR');

    // A body changed after signing fails the signature.
    const { mchid, merchantSerialNo, appId } = sandbox.credentials;
    const signed = JSON.stringify({ appid: appId, mchid, description: 'x', out_trade_no: tradeNo(), notify_url: listener.url, amount: { total: 1 } });
    const sent = signed.replace('"total":1', '"total":100');
    const res = await fetch(`${sandbox.baseUrl}/v3/pay/transactions/native`, {
      method: 'POST', body: sent,
      headers: {
        'Content-Type': 'application/json', Accept: 'application/json',
        Authorization: await authorization({ mchid, serialNo: merchantSerialNo, privateKey: sandbox.credentials.merchantPrivateKey, method: 'POST', pathAndQuery: '/v3/pay/transactions/native', body: signed, timestamp: String(unixSeconds(new Date())), nonce: 'n0nce' }),
      },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'SIGN_ERROR' });
    const noAuth = await fetch(`${sandbox.baseUrl}/v3/pay/transactions/out-trade-no/ANY-ORDER-1?mchid=${mchid}`);
    expect(noAuth.status).toBe(401);
  });

  it('refuses answers not signed by the configured WeChat Pay public key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect((await providerError(clientWith({ platformPublicKey: other.publicKey }).createNative(order()))).code).toBe('INVALID_SIGNATURE');
    expect((await providerError(clientWith({ platformPublicKeyId: 'PUB_KEY_ID_OTHER' }).createNative(order()))).code).toBe('INVALID_SIGNATURE');
    // An unsigned "order does not exist" is not believed either.
    expect((await providerError(clientWith({ platformPublicKey: other.publicKey }).query('NO-SUCH-ORDER'))).code).toBe('ORDER_NOT_EXIST');
    expect((await providerError(clientWith({ baseUrl: 'http://127.0.0.1:1' }).query('NO-SUCH-ORDER'))).code).toBe('NETWORK_ERROR');
  });

  it('stops retrying when the sandbox closes', async () => {
    const own = await startWechatPaySandbox({ db: handle.db, publicOrigin: 'http://shop.test', mchid: '1900000222', retryDelaysMs: [100, 100], log: () => {} });
    const ownClient = createWechatPayClient(own.clientOptions());
    listener.statuses.push(500, 500, 500);
    const input = order();
    await ownClient.createNative(input);
    expect((await own.pay(input.outTradeNo)).delivery.ok).toBe(false);
    await own.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.received).toHaveLength(1);
  });

  describe('notifications', () => {
    let resource: Record<string, unknown>;
    beforeAll(async () => {
      const input = order();
      await client.createNative(input);
      await sandbox.pay(input.outTradeNo);
      resource = (await sandbox.transactionResource(input.outTradeNo))!;
    });
    const rejected = (headers: Record<string, string>, body: string, now?: Date) => {
      try {
        client.parseNotification(headers, body, now);
      } catch (err) {
        expect(err).toBeInstanceOf(NotificationRejected);
        return (err as NotificationRejected).reason;
      }
      return 'accepted';
    };

    it('accepts a genuine one, also with lower-case headers', async () => {
      const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, id: 'fixed-id' });
      const lower = Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v]));
      expect(client.parseNotification(lower, n.body)).toMatchObject({ id: 'fixed-id', eventType: 'TRANSACTION.SUCCESS', transaction: { tradeState: 'SUCCESS', amountFen: 1234 } });
    });

    it('refuses a tampered body, a wrong serial or signature, a stale or future timestamp, bad ciphertext', async () => {
      const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource });
      expect(rejected(n.headers, n.body.replace('"summary":"支付成功"', '"summary":"x"'))).toBe('SIGNATURE');
      const forged = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: { ...resource, amount: { total: 1, currency: 'CNY' } } });
      expect(rejected(n.headers, forged.body)).toBe('SIGNATURE');
      expect(rejected((await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, serial: 'PUB_KEY_ID_OTHER' })).headers, n.body)).toBe('SERIAL');
      const badSig = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, signature: 'AAAA' });
      expect(rejected(badSig.headers, badSig.body)).toBe('SIGNATURE');
      const { 'Wechatpay-Signature': _omit, ...unsigned } = n.headers;
      expect(rejected(unsigned, n.body)).toBe('SIGNATURE');
      const old = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, timestamp: unixSeconds(new Date()) - 301 });
      expect(rejected(old.headers, old.body)).toBe('TIMESTAMP');
      const future = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, timestamp: unixSeconds(new Date()) + 301 });
      expect(rejected(future.headers, future.body)).toBe('TIMESTAMP');
      // A replay of a genuine notification hours later is stale too.
      expect(rejected(n.headers, n.body, new Date(Date.now() + 3600_000))).toBe('TIMESTAMP');
      const otherKey = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource, apiV3Key: 'k'.repeat(32) });
      expect(rejected(otherKey.headers, otherKey.body)).toBe('DECRYPT');
    });

    it('refuses a well-signed resource of another merchant or without a transaction as FORMAT', async () => {
      const foreign = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: { ...resource, mchid: '1900000999' } });
      expect(rejected(foreign.headers, foreign.body)).toBe('FORMAT');
      const malformed = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: { mchid: sandbox.credentials.mchid } });
      expect(rejected(malformed.headers, malformed.body)).toBe('FORMAT');
      expect(beijingTime(new Date('2024-05-20T05:29:35Z'))).toBe('2024-05-20T13:29:35+08:00');
    });
  });
});
