// A client of WeChat Pay API v3 for a direct merchant (docs/decisions/0013): signed JSON
// requests, answers verified with the WeChat Pay public key, notifications verified and
// decrypted. The same code talks to api.mch.weixin.qq.com and to the local sandbox
// (sandbox.ts); only the base URL and the keys differ.
import type { KeyObject } from 'node:crypto';
import { sendOutbound, type OutboundAnswer } from '../outbound-http.ts';
import {
  aesGcmDecrypt, authorization, beijingTime, headerGetter, paySignMessage, randomAlnum, rsaSign, toPrivateKey, toPublicKey,
  unixSeconds, verifyWechatpayHeaders,
} from './crypto.ts';
import {
  NotificationRejected, ProviderError, type CreatePayment, type PaymentNotification, type PaymentProvider, type ProviderTransaction, type TradeState,
} from './provider.ts';

export interface WechatPayClientOptions {
  /** https://api.mch.weixin.qq.com, or the sandbox's http://127.0.0.1:<port> */
  baseUrl: string;
  mchid: string;
  appId: string;
  /** Serial number of the merchant API certificate (names the key that signs requests). */
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject | string;
  /** "WeChat Pay public key" id, PUB_KEY_ID_…: the only key whose signatures we accept. */
  platformPublicKeyId: string;
  platformPublicKey: KeyObject | string;
  /** 32 characters; decrypts notification resources. */
  apiV3Key: string;
  timeoutMs?: number;
  /** Tests pass a fixed clock. */
  now?: () => Date;
}

const TRADE_STATES: readonly TradeState[] = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'];
const REFUND_STATUSES = ['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** A query answer or a decrypted transaction resource → ProviderTransaction (null if malformed). */
export function toTransaction(t: unknown): ProviderTransaction | null {
  if (!isObject(t)) return null;
  const appid = str(t.appid);
  const mchid = str(t.mchid);
  const outTradeNo = str(t.out_trade_no);
  const state = str(t.trade_state) as TradeState | null;
  if (!appid || !mchid || !outTradeNo || !state || !TRADE_STATES.includes(state)) return null;
  const amount = isObject(t.amount) ? t.amount : {};
  const payer = isObject(t.payer) ? t.payer : {};
  return {
    appid, mchid, outTradeNo,
    transactionId: str(t.transaction_id) || null,
    tradeState: state,
    amountFen: int(amount.total),
    currency: str(amount.currency),
    payerOpenid: str(payer.openid) || null,
    successTime: str(t.success_time) || null,
    attach: str(t.attach) || null,
  };
}

export function createWechatPayClient(options: WechatPayClientOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const privateKey = toPrivateKey(options.merchantPrivateKey);
  const publicKey = toPublicKey(options.platformPublicKey);
  const now = options.now ?? (() => new Date());

  /** One signed call; the answer's signature is checked before anything in it is believed. */
  async function call(method: 'GET' | 'POST', path: string, payload?: Json): Promise<{ status: number; body: Json | null; verified: boolean }> {
    const url = new URL(base + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'eshop-wechatpay/1.0',
      Authorization: await authorization({
        mchid: options.mchid, serialNo: options.merchantSerialNo, privateKey, method,
        pathAndQuery: url.pathname + url.search, body, timestamp: String(unixSeconds(now())), nonce: randomAlnum(32),
      }),
      // Public-key mode: tells WeChat which of its keys we verify with.
      'Wechatpay-Serial': options.platformPublicKeyId,
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    let res: OutboundAnswer;
    try {
      res = await sendOutbound(url, { method, headers, body: payload === undefined ? undefined : body, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (err) {
      throw new ProviderError('NETWORK_ERROR', `WeChat Pay unreachable: ${(err as Error).message}`);
    }
    const { status, text } = res;
    const ok = status >= 200 && status < 300;
    const check = verifyWechatpayHeaders(headerGetter(res.headers), text, { serial: options.platformPublicKeyId, publicKey, now: now() });
    let parsed: Json | null = null;
    if (text) {
      try {
        const value: unknown = JSON.parse(text);
        parsed = isObject(value) ? value : null;
      } catch {
        parsed = null;
      }
    }
    if (ok) {
      if (!check.ok) throw new ProviderError('INVALID_SIGNATURE', `WeChat Pay answer refused: ${check.reason} (${check.detail})`, status);
      return { status, body: parsed, verified: true };
    }
    return { status, body: parsed, verified: check.ok };
  }

  /** A non-2xx answer as an error; an unsigned error answer is reported but never acted on. */
  const failure = (r: { status: number; body: Json | null; verified: boolean }): ProviderError => {
    const code = str(r.body?.code) ?? `HTTP_${r.status}`;
    const message = str(r.body?.message) ?? `HTTP ${r.status}`;
    return new ProviderError(code, `WeChat Pay: ${code}: ${message}${r.verified ? '' : ' (unsigned answer)'}`, r.status, r.verified);
  };

  const orderBody = (input: CreatePayment): Json => ({
    appid: options.appId,
    mchid: options.mchid,
    description: input.description,
    out_trade_no: input.outTradeNo,
    time_expire: beijingTime(input.expiresAt),
    ...(input.attach !== undefined ? { attach: input.attach } : {}),
    notify_url: input.notifyUrl,
    amount: { total: input.amountFen, currency: 'CNY' },
  });

  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    name: 'wechatpay',
    appId: options.appId,

    async createNative(input) {
      const r = await call('POST', '/v3/pay/transactions/native', orderBody(input));
      if (r.status !== 200) throw failure(r);
      const codeUrl = str(r.body?.code_url);
      if (!codeUrl) throw new ProviderError('BAD_RESPONSE', 'WeChat Pay answered without code_url', r.status);
      return { codeUrl };
    },

    async createJsapi(input) {
      const r = await call('POST', '/v3/pay/transactions/jsapi', { ...orderBody(input), payer: { openid: input.payerOpenid } });
      if (r.status !== 200) throw failure(r);
      const prepayId = str(r.body?.prepay_id);
      if (!prepayId) throw new ProviderError('BAD_RESPONSE', 'WeChat Pay answered without prepay_id', r.status);
      return { prepayId };
    },

    async jsapiParams(prepayId) {
      const p = { appId: options.appId, timeStamp: String(unixSeconds(now())), nonceStr: randomAlnum(32), package: `prepay_id=${prepayId}` };
      return { ...p, signType: 'RSA', paySign: await rsaSign(privateKey, paySignMessage(p)) };
    },

    async query(outTradeNo) {
      const r = await call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(options.mchid)}`);
      if (r.status === 404 && r.verified && r.body?.code === 'ORDER_NOT_EXIST') return null;
      if (r.status !== 200) throw failure(r);
      const transaction = toTransaction(r.body);
      if (!transaction) throw new ProviderError('BAD_RESPONSE', 'WeChat Pay answered a query without a transaction', r.status);
      return transaction;
    },

    async close(outTradeNo) {
      const r = await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: options.mchid });
      if (r.status !== 204 && r.status !== 200) throw failure(r);
    },

    async refund(input) {
      const r = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: input.reason,
        ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
        amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
      });
      if (r.status !== 200) throw failure(r);
      const refundId = str(r.body?.refund_id);
      const status = str(r.body?.status) as (typeof REFUND_STATUSES)[number] | null;
      if (!refundId || !status || !REFUND_STATUSES.includes(status)) throw new ProviderError('BAD_RESPONSE', 'WeChat Pay answered a refund without refund_id or status', r.status);
      return { refundId, status };
    },

    parseNotification(headers, rawBody, at = now()) {
      const check = verifyWechatpayHeaders(headerGetter(headers), rawBody, { serial: options.platformPublicKeyId, publicKey, now: at });
      if (!check.ok) throw new NotificationRejected(check.reason, check.detail);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new NotificationRejected('FORMAT', 'body is not JSON');
      }
      if (!isObject(body) || !isObject(body.resource)) throw new NotificationRejected('FORMAT', 'no resource');
      const id = str(body.id);
      const createTime = str(body.create_time);
      const eventType = str(body.event_type);
      const { algorithm, ciphertext, nonce, associated_data: ad } = body.resource;
      if (!id || !createTime || !eventType) throw new NotificationRejected('FORMAT', 'id, create_time or event_type missing');
      if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') throw new NotificationRejected('FORMAT', 'unsupported resource');
      let plain: string;
      try {
        plain = aesGcmDecrypt(options.apiV3Key, nonce, typeof ad === 'string' ? ad : '', ciphertext);
      } catch (err) {
        throw new NotificationRejected('DECRYPT', (err as Error).message);
      }
      let resource: unknown;
      try {
        resource = JSON.parse(plain);
      } catch {
        throw new NotificationRejected('FORMAT', 'resource is not JSON');
      }
      if (!isObject(resource) || resource.mchid !== options.mchid) throw new NotificationRejected('FORMAT', 'resource of another merchant');
      const notification: PaymentNotification = { id, createTime, eventType, transaction: null, refund: null };
      if (eventType.startsWith('TRANSACTION.')) {
        notification.transaction = toTransaction(resource);
        if (!notification.transaction) throw new NotificationRejected('FORMAT', 'malformed transaction');
      } else if (eventType.startsWith('REFUND.')) {
        const amount = isObject(resource.amount) ? resource.amount : {};
        const refund = {
          outTradeNo: str(resource.out_trade_no), outRefundNo: str(resource.out_refund_no), refundId: str(resource.refund_id),
          refundStatus: str(resource.refund_status), amountFen: int(amount.refund),
        };
        if (!refund.outTradeNo || !refund.outRefundNo || !refund.refundId || !refund.refundStatus || refund.amountFen === null) throw new NotificationRejected('FORMAT', 'malformed refund');
        notification.refund = { outTradeNo: refund.outTradeNo, outRefundNo: refund.outRefundNo, refundId: refund.refundId, refundStatus: refund.refundStatus, amountFen: refund.amountFen };
      }
      return notification;
    },
  };
}
