// Notifications as WeChat Pay sends them (docs/decisions/0013): a JSON envelope whose
// resource is AES-256-GCM encrypted with the APIv3 key, signed with the platform key in
// the Wechatpay-* headers, POSTed to notify_url and retried until the merchant answers
// 2xx. The sandbox delivers with these; the shop's tests forge with signNotification.
import { randomUUID, type KeyObject } from 'node:crypto';
import { sendOutbound } from '../outbound-http.ts';
import { aesGcmEncrypt, beijingTime, randomAlnum, unixSeconds, wechatpayHeaders } from './crypto.ts';

export interface PlatformKeys {
  platformPrivateKey: KeyObject;
  platformPublicKeyId: string;
  apiV3Key: string;
}

export interface NotificationInput {
  /** event_type, e.g. 'TRANSACTION.SUCCESS', 'REFUND.SUCCESS'. */
  event: string;
  /** The plaintext resource (a transaction as the query answers it, or a refund). */
  resource: object;
  /** Notification id; the same id again is a replay (default: a new UUID). */
  id?: string;
  createTime?: Date;
  summary?: string;
  /** Forgery knobs for tests: sign at another time, with another serial or signature. */
  timestamp?: number | string;
  nonce?: string;
  serial?: string;
  signature?: string;
  /** Encrypt with another APIv3 key (a notification the merchant cannot decrypt). */
  apiV3Key?: string;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

const SUMMARIES: Record<string, string> = { 'TRANSACTION.SUCCESS': '支付成功', 'REFUND.SUCCESS': '退款成功', 'REFUND.ABNORMAL': '退款异常', 'REFUND.CLOSED': '退款关闭' };

/** The envelope (body) of a notification; sign it with signEnvelope, again for every retry. */
export function notificationBody(keys: PlatformKeys, input: NotificationInput): string {
  const originalType = input.event.startsWith('REFUND.') ? 'refund' : 'transaction';
  const nonce = randomAlnum(12);
  return JSON.stringify({
    id: input.id ?? randomUUID(),
    create_time: beijingTime(input.createTime ?? new Date()),
    resource_type: 'encrypt-resource',
    event_type: input.event,
    summary: input.summary ?? SUMMARIES[input.event] ?? input.event,
    resource: {
      original_type: originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(input.apiV3Key ?? keys.apiV3Key, nonce, originalType, JSON.stringify(input.resource)),
      associated_data: originalType,
      nonce,
    },
  });
}

export async function signEnvelope(keys: PlatformKeys, body: string, o: Pick<NotificationInput, 'timestamp' | 'nonce' | 'serial' | 'signature'> = {}): Promise<Record<string, string>> {
  const headers = await wechatpayHeaders({
    privateKey: keys.platformPrivateKey, serial: o.serial ?? keys.platformPublicKeyId, body,
    timestamp: String(o.timestamp ?? unixSeconds(new Date())), ...(o.nonce ? { nonce: o.nonce } : {}),
  });
  if (o.signature !== undefined) headers['Wechatpay-Signature'] = o.signature;
  return { 'Content-Type': 'application/json', ...headers };
}

/** A correctly signed and encrypted notification (headers + raw body), unless told to forge. */
export async function signNotification(keys: PlatformKeys, input: NotificationInput): Promise<SignedNotification> {
  const body = notificationBody(keys, input);
  return { headers: await signEnvelope(keys, body, input), body };
}

export interface DeliveryResult {
  /** The merchant answered 2xx. */
  ok: boolean;
  /** HTTP status of the answer, undefined on a network error. */
  status?: number;
  error?: string;
}

export interface Deliverer {
  /**
   * POSTs the notification; on non-2xx or a network error hands it to `retryLater` when
   * given (a durable job, docs/decisions/0025), else retries after each delay in turn and
   * gives up (logged). Resolves with the first attempt's result.
   */
  deliver(url: string, body: string): Promise<DeliveryResult>;
  /** One more attempt (the retry job); signed afresh, as WeChat Pay signs each attempt. */
  attempt(url: string, body: string): Promise<DeliveryResult>;
  /** Stops pending retries and aborts deliveries in flight. */
  close(): void;
}

export function createDeliverer(keys: PlatformKeys, o: { retryDelaysMs: readonly number[]; log: (message: string) => void; timeoutMs?: number; retryLater?: ((url: string, body: string) => Promise<void>) | undefined }): Deliverer {
  const controller = new AbortController();
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(url: string, body: string): Promise<DeliveryResult> {
    try {
      const res = await sendOutbound(new URL(url), {
        method: 'POST', headers: { ...(await signEnvelope(keys, body)), 'User-Agent': 'Mozilla/4.0 (WeChatPay sandbox)' }, body,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(o.timeoutMs ?? 5_000)]),
      });
      return { ok: res.status >= 200 && res.status < 300, status: res.status };
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
  }

  function retry(url: string, body: string, n: number) {
    if (controller.signal.aborted) return;
    const delay = o.retryDelaysMs[n];
    if (delay === undefined) {
      o.log(`wechatpay sandbox: notification to ${url} not accepted after ${n + 1} attempts; giving up`);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(url, body).then((r) => { if (!r.ok) retry(url, body, n + 1); });
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    attempt,
    async deliver(url, body) {
      const first = await attempt(url, body);
      if (!first.ok) {
        if (!o.retryLater) retry(url, body, 0);
        // Not queued (the database is away too): the shop still finds the payment by querying.
        else await o.retryLater(url, body).catch((err: unknown) => o.log(`wechatpay sandbox: retry of a notification not queued: ${(err as Error).message}`));
      }
      return first;
    },
    close() {
      controller.abort();
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
