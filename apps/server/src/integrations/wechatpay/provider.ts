// What the shop needs from a payment provider (decisions.md "Payment";
// docs/decisions/0012). The one implementation is the WeChat Pay API v3 client
// (client.ts); by default it talks to the local sandbox (sandbox.ts), which speaks the
// same protocol: signed requests and responses, signed AES-256-GCM notifications.

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

export interface CreatePayment {
  /** Our id of this attempt (6-32 characters of [0-9A-Za-z_-|*]). */
  outTradeNo: string;
  /** Shown to the payer, at most 127 characters. */
  description: string;
  amountFen: number;
  /** time_expire: the provider refuses payment after this. */
  expiresAt: Date;
  /** Where the provider posts the payment notification (https in production). */
  notifyUrl: string;
  attach?: string;
}

/** The transaction as the provider reports it (query answer or decrypted notification resource). */
export interface ProviderTransaction {
  appid: string;
  mchid: string;
  outTradeNo: string;
  transactionId: string | null;
  tradeState: TradeState;
  /** amount.total, fen. */
  amountFen: number | null;
  /** amount.currency, 'CNY'. */
  currency: string | null;
  payerOpenid: string | null;
  successTime: string | null;
  attach: string | null;
}

export interface PaymentNotification {
  /** The notification id: the same id again is a replay. */
  id: string;
  createTime: string;
  /** 'TRANSACTION.SUCCESS', 'REFUND.SUCCESS', ... */
  eventType: string;
  /** For TRANSACTION.* events. */
  transaction: ProviderTransaction | null;
  /** For REFUND.* events. */
  refund: { outTradeNo: string; outRefundNo: string; refundId: string; refundStatus: string; amountFen: number } | null;
}

/** Thrown by parseNotification: the request is not a genuine, fresh notification. */
export class NotificationRejected extends Error {
  constructor(readonly reason: 'SIGNATURE' | 'TIMESTAMP' | 'SERIAL' | 'DECRYPT' | 'FORMAT', detail?: string) {
    super(`payment notification rejected: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

/**
 * A call to the provider failed (network, 4xx/5xx answer, bad response signature).
 * `verified`: the error answer carried WeChat Pay's valid signature, so its code can be
 * acted on (an unsigned ORDER_NOT_EXIST may come from anyone on the way).
 */
export class ProviderError extends Error {
  constructor(readonly code: string, message: string, readonly httpStatus?: number, readonly verified = false) {
    super(message);
  }
}

export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface PaymentProvider {
  readonly name: 'wechatpay';
  /** The merchant's app id (JSAPI needs it). */
  readonly appId: string;
  /** Native (QR) order: POST /v3/pay/transactions/native → code_url. */
  createNative(input: CreatePayment): Promise<{ codeUrl: string }>;
  /** JSAPI order for a payer inside WeChat: POST /v3/pay/transactions/jsapi → prepay_id. */
  createJsapi(input: CreatePayment & { payerOpenid: string }): Promise<{ prepayId: string }>;
  /** The signed parameters for WeixinJSBridge 'getBrandWCPayRequest'. */
  jsapiParams(prepayId: string): Promise<JsapiParams>;
  /** GET /v3/pay/transactions/out-trade-no/{out_trade_no}; null when the provider has no such order. */
  query(outTradeNo: string): Promise<ProviderTransaction | null>;
  /** POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close. */
  close(outTradeNo: string): Promise<void>;
  /** POST /v3/refund/domestic/refunds. */
  refund(input: { outTradeNo: string; outRefundNo: string; amountFen: number; totalFen: number; reason: string; notifyUrl?: string }): Promise<{ refundId: string; status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED' }>;
  /**
   * Verifies a notification (Wechatpay-Signature / -Timestamp / -Nonce / -Serial headers
   * over the raw body, timestamp within 5 minutes of `now`) and decrypts its resource
   * (AEAD_AES_256_GCM with the APIv3 key). Throws NotificationRejected otherwise.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: Date): PaymentNotification;
}
