// The local stand-in of WeChat Pay API v3 (docs/decisions/0013): an HTTP server on
// 127.0.0.1 that checks the merchant's request signatures, validates orders as WeChat
// does, signs its answers with its own "WeChat Pay public key", keeps its orders in
// sandbox_wechatpay_order, and — when a payer confirms on the dev pages or a test calls
// pay() — posts signed, encrypted notifications to notify_url with retries.
// Keys, serials and the APIv3 key are generated at start; nothing here is configured.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { sandboxWechatpayKey, sandboxWechatpayOrder, type Database } from '@eshop/db';
import { beijingTime, CLOCK_SKEW_SECONDS, parseAuthorization, randomAlnum, requestMessage, rsaVerify, unixSeconds, wechatpayHeaders } from './crypto.ts';
import { createDeliverer, notificationBody, signNotification, type DeliveryResult, type NotificationInput, type SignedNotification } from './notify.ts';
import type { WechatPayClientOptions } from './client.ts';

export type SandboxOrder = typeof sandboxWechatpayOrder.$inferSelect;

export interface WechatPaySandboxOptions {
  db: Database;
  /** Origin of the shop: code_url points at its /dev/wechatpay/pay/<code> page. */
  publicOrigin: string;
  mchid?: string;
  appId?: string;
  /** Shown to the payer. */
  merchantName?: string;
  /** Delays between notification retries (default 1, 2, 4, 8 s) when no `retryLater` is given. */
  retryDelaysMs?: readonly number[];
  /** Queues a notification its first attempt did not deliver (the shop's job queue: retries survive a restart). */
  retryLater?: ((url: string, body: string) => Promise<void>) | undefined;
  log?: (message: string) => void;
}

export interface SandboxCredentials {
  mchid: string;
  appId: string;
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  platformPublicKeyId: string;
  platformPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  apiV3Key: string;
}

/** What the payer's confirmation came to. */
export type ConfirmOutcome =
  | { ok: true; order: SandboxOrder; delivery: Promise<DeliveryResult> }
  | { ok: false; reason: 'NOT_FOUND' | 'EXPIRED' | 'CLOSED' | 'PAID'; order?: SandboxOrder };

export type PayableState = 'PAYABLE' | 'EXPIRED' | 'CLOSED' | 'PAID';

export interface WechatPaySandbox {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  publicOrigin: string;
  merchantName: string;
  credentials: SandboxCredentials;
  /** Options for createWechatPayClient that talk to this sandbox. */
  clientOptions(): WechatPayClientOptions;
  /** The order behind a code_url / prepay_id code. */
  findByCode(code: string): Promise<SandboxOrder | null>;
  orders(outTradeNo?: string): Promise<SandboxOrder[]>;
  stateOf(order: SandboxOrder): PayableState;
  /** The payer confirms: the order is paid and the notification is on its way (not awaited). */
  confirm(code: string, openid?: string): Promise<ConfirmOutcome>;
  /**
   * Tests: pays an order by code or out_trade_no as a payer would; resolves when the first
   * delivery attempt of the notification has completed. Throws when the order is not payable.
   */
  pay(codeOrOutTradeNo: string, opts?: { openid?: string }): Promise<{ transactionId: string; delivery: DeliveryResult }>;
  /** Tests: a notification signed (and encrypted) with this sandbox's keys; see NotificationInput for forgeries. */
  signNotification(input: NotificationInput): Promise<SignedNotification>;
  /** Tests: the transaction resource a notification about this order carries now. */
  transactionResource(outTradeNo: string): Promise<Record<string, unknown> | null>;
  /** The retry job of a notification: one more attempt; throws when the shop did not take it. */
  redeliver(url: string, body: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const DEFAULT_EXPIRY_MS = 2 * 3600_000;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

const generateRsa = promisify(generateKeyPair);
const newKeyPair = () => generateRsa('rsa', { modulusLength: 2048 });
// RSA-2048 generation takes a quarter second; every app a test builds starts a sandbox,
// so one process draws its two key pairs once for the databases it stores keys in.
let keyPairs: Promise<[{ publicKey: KeyObject; privateKey: KeyObject }, { publicKey: KeyObject; privateKey: KeyObject }]> | undefined;

/**
 * The stand-in's keys for this merchant id on this database: the first instance draws and
 * stores them, every other instance (and every restart) reads them, so all instances
 * behind one proxy sign and verify alike.
 */
async function sharedKeys(db: Database, mchid: string): Promise<Omit<SandboxCredentials, 'appId'>> {
  const read = () => db.select().from(sandboxWechatpayKey).where(eq(sandboxWechatpayKey.mchid, mchid)).limit(1);
  let [row] = await read();
  if (!row) {
    keyPairs ??= Promise.all([newKeyPair(), newKeyPair()]);
    const [merchant, platform] = await keyPairs;
    const pem = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.insert(sandboxWechatpayKey).values({
      mchid,
      merchantSerialNo: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: pem(merchant.privateKey),
      platformPublicKeyId: `PUB_KEY_ID_SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`,
      platformPrivateKey: pem(platform.privateKey),
      apiV3Key: randomAlnum(32),
    }).onConflictDoNothing();
    // Another instance may have stored its keys first: everyone uses the stored ones.
    [row] = await read();
  }
  const merchantPrivateKey = createPrivateKey(row!.merchantPrivateKey);
  const platformPrivateKey = createPrivateKey(row!.platformPrivateKey);
  return {
    mchid,
    merchantSerialNo: row!.merchantSerialNo,
    merchantPrivateKey,
    merchantPublicKey: createPublicKey(merchantPrivateKey),
    platformPublicKeyId: row!.platformPublicKeyId,
    platformPrivateKey,
    platformPublicKey: createPublicKey(platformPrivateKey),
    apiV3Key: row!.apiV3Key,
  };
}

class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}
const paramError = (message: string) => new ApiError(400, 'PARAM_ERROR', message);

const TRADE_STATE_DESC: Record<string, string> = {
  SUCCESS: '支付成功', REFUND: '转入退款', NOTPAY: '订单未支付', CLOSED: '订单已关闭', PAYERROR: '支付失败',
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const beijingDate = (d: Date) => beijingTime(d).slice(0, 10).replace(/-/g, '');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(paramError('请求体过大'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw paramError('请求体不是合法的 JSON');
  }
  if (!isObject(value)) throw paramError('请求体必须是 JSON 对象');
  return value;
}

/** Validated fields of a native or JSAPI order, as WeChat checks them. */
function orderInput(body: Json, jsapi: boolean, expect: { appId: string; mchid: string }) {
  if (body.appid !== expect.appId || body.mchid !== expect.mchid) throw new ApiError(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const { description, out_trade_no: outTradeNo, time_expire: timeExpire, attach, notify_url: notifyUrl, amount, payer } = body;
  if (typeof description !== 'string' || description.length < 1 || description.length > 127) throw paramError('description 长度须为 1-127');
  if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo)) throw paramError('out_trade_no 须为 6-32 位数字、大小写字母或_-|*');
  let expires: Date | null = null;
  if (timeExpire !== undefined) {
    if (typeof timeExpire !== 'string' || !RFC3339.test(timeExpire)) throw paramError('time_expire 须为 rfc3339 格式，如 2018-06-08T10:34:56+08:00');
    expires = new Date(timeExpire);
  }
  if (attach !== undefined && (typeof attach !== 'string' || attach.length > 128)) throw paramError('attach 长度不能超过 128');
  if (typeof notifyUrl !== 'string' || notifyUrl.length > 255) throw paramError('notify_url 格式错误');
  let url: URL;
  try {
    url = new URL(notifyUrl);
  } catch {
    throw paramError('notify_url 格式错误');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search) throw paramError('notify_url 须为 http(s) 地址且不能携带参数');
  if (!isObject(amount)) throw paramError('缺少 amount');
  if (typeof amount.total !== 'number' || !Number.isInteger(amount.total) || amount.total <= 0) throw paramError('amount.total 须为大于 0 的整数（分）');
  if (amount.currency !== undefined && amount.currency !== 'CNY') throw paramError('amount.currency 仅支持 CNY');
  let payerOpenid: string | null = null;
  if (jsapi) {
    if (!isObject(payer) || typeof payer.openid !== 'string' || payer.openid.length < 1 || payer.openid.length > 128) throw paramError('JSAPI 下单须提供 payer.openid');
    payerOpenid = payer.openid;
  }
  return { description, outTradeNo, expires, attach: typeof attach === 'string' ? attach : null, notifyUrl, total: amount.total, payerOpenid };
}

export async function startWechatPaySandbox(options: WechatPaySandboxOptions): Promise<WechatPaySandbox> {
  const { db } = options;
  const log = options.log ?? ((m: string) => console.warn(m));
  const credentials: SandboxCredentials = {
    appId: options.appId ?? 'wxsandbox0000000001',
    ...(await sharedKeys(db, options.mchid ?? '1900000109')),
  };
  const keys = { platformPrivateKey: credentials.platformPrivateKey, platformPublicKeyId: credentials.platformPublicKeyId, apiV3Key: credentials.apiV3Key };
  const deliverer = createDeliverer(keys, { retryDelaysMs: options.retryDelaysMs ?? [1000, 2000, 4000, 8000], log, retryLater: options.retryLater });
  const origin = options.publicOrigin.replace(/\/$/, '');
  const mine = eq(sandboxWechatpayOrder.mchid, credentials.mchid);

  const byOutTradeNo = async (outTradeNo: string) =>
    (await db.select().from(sandboxWechatpayOrder).where(and(mine, eq(sandboxWechatpayOrder.outTradeNo, outTradeNo))).limit(1))[0] ?? null;
  const byCode = async (code: string) =>
    (await db.select().from(sandboxWechatpayOrder).where(and(mine, eq(sandboxWechatpayOrder.code, code))).limit(1))[0] ?? null;

  const stateOf = (o: SandboxOrder): PayableState => {
    if (o.tradeState === 'SUCCESS' || o.tradeState === 'REFUND') return 'PAID';
    if (o.tradeState === 'CLOSED') return 'CLOSED';
    return o.timeExpire.getTime() < Date.now() ? 'EXPIRED' : 'PAYABLE';
  };

  /** The transaction as the query answers it and as TRANSACTION.* notifications carry it. */
  const transaction = (o: SandboxOrder): Json => ({
    appid: o.appid,
    mchid: o.mchid,
    out_trade_no: o.outTradeNo,
    ...(o.transactionId ? { transaction_id: o.transactionId } : {}),
    trade_type: o.tradeType,
    trade_state: o.tradeState,
    trade_state_desc: TRADE_STATE_DESC[o.tradeState] ?? o.tradeState,
    ...(o.transactionId ? { bank_type: 'OTHERS' } : {}),
    ...(o.attach !== null ? { attach: o.attach } : {}),
    ...(o.successTime ? { success_time: beijingTime(o.successTime) } : {}),
    ...(o.payerOpenid ? { payer: { openid: o.payerOpenid } } : {}),
    amount: { total: o.amountFen, ...(o.transactionId ? { payer_total: o.amountFen } : {}), currency: 'CNY', payer_currency: 'CNY' },
  });

  async function createOrder(body: Json, tradeType: 'NATIVE' | 'JSAPI'): Promise<Json> {
    const input = orderInput(body, tradeType === 'JSAPI', credentials);
    const answer = (o: SandboxOrder): Json => (tradeType === 'NATIVE' ? { code_url: `${origin}/dev/wechatpay/pay/${o.code}` } : { prepay_id: `wx${o.code}` });
    const row = {
      mchid: credentials.mchid, appid: credentials.appId, outTradeNo: input.outTradeNo, tradeType, description: input.description,
      amountFen: input.total, notifyUrl: input.notifyUrl, code: randomBytes(16).toString('hex'), payerOpenid: input.payerOpenid,
      timeExpire: input.expires ?? new Date(Date.now() + DEFAULT_EXPIRY_MS), attach: input.attach,
    };
    const [inserted] = await db.insert(sandboxWechatpayOrder).values(row).onConflictDoNothing().returning();
    if (inserted) return answer(inserted);
    // The same out_trade_no again: the same order is answered again, another one refused.
    const existing = await byOutTradeNo(input.outTradeNo);
    if (!existing) throw new ApiError(500, 'SYSTEM_ERROR', '系统错误');
    const same = existing.tradeType === tradeType && existing.description === input.description && existing.amountFen === input.total
      && existing.notifyUrl === input.notifyUrl && existing.attach === input.attach
      && (input.expires === null || existing.timeExpire.getTime() === input.expires.getTime())
      && (tradeType === 'NATIVE' || existing.payerOpenid === input.payerOpenid);
    if (!same) throw new ApiError(400, 'INVALID_REQUEST', '201 商户订单号重复');
    if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND') throw new ApiError(400, 'ORDERPAID', '该订单已支付');
    if (existing.tradeState === 'CLOSED') throw new ApiError(400, 'ORDER_CLOSED', '订单已关闭');
    return answer(existing);
  }

  async function closeOrder(outTradeNo: string, body: Json): Promise<null> {
    if (body.mchid !== credentials.mchid) throw paramError('mchid 与请求商户号不一致');
    const order = await byOutTradeNo(outTradeNo);
    if (!order) throw new ApiError(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND') throw new ApiError(400, 'ORDERPAID', '订单已支付');
    await db.update(sandboxWechatpayOrder).set({ tradeState: 'CLOSED' })
      .where(and(eq(sandboxWechatpayOrder.id, order.id), eq(sandboxWechatpayOrder.tradeState, 'NOTPAY')));
    return null;
  }

  async function refund(body: Json): Promise<Json> {
    const { out_trade_no: outTradeNo, transaction_id: transactionId, out_refund_no: outRefundNo, reason, notify_url: notifyUrl, amount } = body;
    if (typeof outTradeNo !== 'string' && typeof transactionId !== 'string') throw paramError('out_trade_no 和 transaction_id 须二选一');
    if (typeof outRefundNo !== 'string' || !OUT_REFUND_NO.test(outRefundNo)) throw paramError('out_refund_no 格式错误');
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 80)) throw paramError('reason 长度不能超过 80');
    if (notifyUrl !== undefined && (typeof notifyUrl !== 'string' || !/^https?:\/\/[^?]+$/.test(notifyUrl))) throw paramError('notify_url 格式错误');
    if (!isObject(amount) || !Number.isInteger(amount.refund) || (amount.refund as number) <= 0 || !Number.isInteger(amount.total) || (amount.total as number) <= 0) {
      throw paramError('amount.refund 与 amount.total 须为大于 0 的整数（分）');
    }
    if (amount.currency !== 'CNY') throw paramError('amount.currency 仅支持 CNY');
    const [order] = await db.select().from(sandboxWechatpayOrder).where(and(mine, typeof outTradeNo === 'string'
      ? eq(sandboxWechatpayOrder.outTradeNo, outTradeNo) : eq(sandboxWechatpayOrder.transactionId, transactionId as string))).limit(1);
    if (!order) throw new ApiError(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (!order.transactionId || !order.successTime || (order.tradeState !== 'SUCCESS' && order.tradeState !== 'REFUND')) throw new ApiError(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (amount.total !== order.amountFen) throw new ApiError(400, 'INVALID_REQUEST', '订单金额与原订单金额不一致');
    const refundFen = amount.refund as number;
    const answer = (r: { outRefundNo: string; refundId: string; amountFen: number; at: string }): Json => ({
      refund_id: r.refundId, out_refund_no: r.outRefundNo, transaction_id: order.transactionId, out_trade_no: order.outTradeNo,
      channel: 'ORIGINAL', user_received_account: '支付用户零钱', success_time: r.at, create_time: r.at, status: 'SUCCESS', funds_account: 'AVAILABLE',
      amount: { total: order.amountFen, refund: r.amountFen, payer_total: order.amountFen, payer_refund: r.amountFen, settlement_total: order.amountFen, settlement_refund: r.amountFen, discount_refund: 0, currency: 'CNY', refund_fee: 0, from: [] },
    });
    const previous = order.refunds.find((r) => r.outRefundNo === outRefundNo);
    if (previous) {
      if (previous.amountFen !== refundFen) throw new ApiError(400, 'INVALID_REQUEST', '同一退款单号的退款金额不一致');
      return answer(previous);
    }
    const refunded = order.refunds.reduce((s, r) => s + r.amountFen, 0);
    if (refunded + refundFen > order.amountFen) throw new ApiError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const entry = { outRefundNo, refundId: `50${digits(8)}${beijingDate(new Date())}${digits(11)}`, amountFen: refundFen, at: beijingTime(new Date()) };
    // Compare-and-set on the refund list, so two refunds at once cannot both pass the limit.
    const updated = await db.update(sandboxWechatpayOrder).set({ tradeState: 'REFUND', refunds: [...order.refunds, entry] })
      .where(and(eq(sandboxWechatpayOrder.id, order.id), sql`jsonb_array_length(${sandboxWechatpayOrder.refunds}) = ${order.refunds.length}`))
      .returning({ id: sandboxWechatpayOrder.id });
    if (updated.length === 0) throw new ApiError(500, 'SYSTEM_ERROR', '系统繁忙，请稍后重试');
    if (typeof notifyUrl === 'string') {
      const resource = {
        mchid: order.mchid, out_trade_no: order.outTradeNo, transaction_id: order.transactionId, out_refund_no: entry.outRefundNo,
        refund_id: entry.refundId, refund_status: 'SUCCESS', success_time: entry.at, user_received_account: '支付用户零钱',
        amount: { total: order.amountFen, refund: refundFen, payer_total: order.amountFen, payer_refund: refundFen },
      };
      void deliverer.deliver(notifyUrl, notificationBody(keys, { event: 'REFUND.SUCCESS', resource }));
    }
    return answer(entry);
  }

  /** Routes one verified API request; null = 204 No Content. */
  async function route(method: string, path: string, query: URLSearchParams, body: string): Promise<Json | null> {
    if (method === 'POST' && path === '/v3/pay/transactions/native') return createOrder(parseJson(body), 'NATIVE');
    if (method === 'POST' && path === '/v3/pay/transactions/jsapi') return createOrder(parseJson(body), 'JSAPI');
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(parseJson(body));
    const m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (m) {
      const outTradeNo = decodeURIComponent(m[1]!);
      if (method === 'POST' && m[2]) return closeOrder(outTradeNo, parseJson(body));
      if (method === 'GET' && !m[2]) {
        if (query.get('mchid') !== credentials.mchid) throw paramError('mchid 与请求商户号不一致');
        const order = await byOutTradeNo(outTradeNo);
        if (!order) throw new ApiError(404, 'ORDER_NOT_EXIST', '订单不存在');
        return transaction(order);
      }
    }
    throw new ApiError(404, 'NOT_FOUND', '请求的资源不存在');
  }

  /** WeChat's check of the merchant's signature: 401 SIGN_ERROR when anything is off. */
  function checkSignature(req: IncomingMessage, body: string) {
    const auth = parseAuthorization(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined);
    if (!auth) throw new ApiError(401, 'SIGN_ERROR', 'Authorization 不合法');
    if (auth.mchid !== credentials.mchid) throw new ApiError(401, 'SIGN_ERROR', '商户号不存在或与证书不匹配');
    if (auth.serial_no !== credentials.merchantSerialNo) throw new ApiError(401, 'SIGN_ERROR', '商户证书序列号有误');
    if (!/^\d+$/.test(auth.timestamp) || Math.abs(unixSeconds(new Date()) - Number(auth.timestamp)) > CLOCK_SKEW_SECONDS) throw new ApiError(401, 'SIGN_ERROR', '时间戳超出有效范围');
    const message = requestMessage(req.method ?? '', req.url ?? '', auth.timestamp, auth.nonce_str, body);
    if (!rsaVerify(credentials.merchantPublicKey, message, auth.signature)) throw new ApiError(401, 'SIGN_ERROR', '签名错误');
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = async (status: number, payload: Json | null) => {
      const text = payload === null ? '' : JSON.stringify(payload);
      const headers = await wechatpayHeaders({ privateKey: credentials.platformPrivateKey, serial: credentials.platformPublicKeyId, body: text });
      res.writeHead(status, { ...(payload === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Request-ID': randomUUID(), ...headers });
      res.end(text);
    };
    (async () => {
      const body = await readBody(req);
      checkSignature(req, body);
      const url = new URL(req.url ?? '/', 'http://sandbox');
      return route(req.method ?? 'GET', url.pathname, url.searchParams, body);
    })().then(
      (payload) => send(payload === null ? 204 : 200, payload),
      (err: unknown) => {
        if (err instanceof ApiError) return send(err.status, { code: err.code, message: err.message });
        log(`wechatpay sandbox: ${(err as Error).stack ?? String(err)}`);
        return send(500, { code: 'SYSTEM_ERROR', message: '系统错误' });
      },
    ).catch((err: unknown) => {
      // The answer could not be signed: the caller sees the connection fail, as on a network error.
      log(`wechatpay sandbox: answer not sent: ${(err as Error).message}`);
      res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function confirm(code: string, openid?: string): Promise<ConfirmOutcome> {
    const order = await byCode(code);
    if (!order) return { ok: false, reason: 'NOT_FOUND' };
    const state = stateOf(order);
    if (state !== 'PAYABLE') return { ok: false, reason: state, order };
    const successTime = new Date();
    const [paid] = await db.update(sandboxWechatpayOrder).set({
      tradeState: 'SUCCESS',
      // 28 digits like WeChat's: 4200, 6 digits, the date, 10 digits.
      transactionId: `4200${digits(6)}${beijingDate(successTime)}${digits(10)}`,
      successTime,
      payerOpenid: order.payerOpenid ?? openid ?? `o-sandbox-${randomBytes(13).toString('base64url')}`,
    }).where(and(eq(sandboxWechatpayOrder.id, order.id), eq(sandboxWechatpayOrder.tradeState, 'NOTPAY'))).returning();
    if (!paid) return { ok: false, reason: 'PAID', order };
    const delivery = deliverer.deliver(paid.notifyUrl, notificationBody(keys, { event: 'TRANSACTION.SUCCESS', resource: transaction(paid) }));
    return { ok: true, order: paid, delivery };
  }

  return {
    baseUrl,
    publicOrigin: origin,
    merchantName: options.merchantName ?? 'Butcher & Deli',
    credentials,
    clientOptions: () => ({
      baseUrl, mchid: credentials.mchid, appId: credentials.appId, merchantSerialNo: credentials.merchantSerialNo,
      merchantPrivateKey: credentials.merchantPrivateKey, platformPublicKeyId: credentials.platformPublicKeyId,
      platformPublicKey: credentials.platformPublicKey, apiV3Key: credentials.apiV3Key,
    }),
    findByCode: byCode,
    orders: (outTradeNo) => db.select().from(sandboxWechatpayOrder)
      .where(and(mine, outTradeNo === undefined ? undefined : eq(sandboxWechatpayOrder.outTradeNo, outTradeNo)))
      .orderBy(desc(sandboxWechatpayOrder.id)).limit(200),
    stateOf,
    confirm,
    async pay(codeOrOutTradeNo, opts = {}) {
      const [order] = await db.select().from(sandboxWechatpayOrder)
        .where(and(mine, or(eq(sandboxWechatpayOrder.code, codeOrOutTradeNo.replace(/^wx/, '')), eq(sandboxWechatpayOrder.outTradeNo, codeOrOutTradeNo)))).limit(1);
      const outcome = await confirm(order?.code ?? '', opts.openid);
      if (!outcome.ok) throw new Error(`wechatpay sandbox: order ${codeOrOutTradeNo} is not payable (${outcome.reason})`);
      return { transactionId: outcome.order.transactionId!, delivery: await outcome.delivery };
    },
    signNotification: (input) => signNotification(keys, input),
    async redeliver(url, body) {
      const r = await deliverer.attempt(url, body);
      if (!r.ok) throw new Error(`notification not accepted by ${url}: ${r.status ?? r.error ?? 'no answer'}`);
    },
    async transactionResource(outTradeNo) {
      const order = await byOutTradeNo(outTradeNo);
      return order ? transaction(order) : null;
    },
    close: () => new Promise<void>((resolve) => {
      deliverer.close();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
