// Every kind of background work the shop does, with its payload and its retry policy
// (docs/decisions/0025). A job is written in the transaction of the change that calls
// for it (the outbox: `jobs.send(tx, …)`), so it exists exactly when the change does, and
// each handler is idempotent: it may run again after a crash or a timeout.
import type { PaymentNotification } from '../integrations/wechatpay/provider.ts';
import type { CourierEvent } from '../integrations/courier/courier.ts';

/** A courier event as a job carries it (JSON: the time as an ISO string). */
export type QueuedCourierEvent = Omit<CourierEvent, 'occurredAt'> & { occurredAt: string };

export interface JobPayloads {
  /** An order changed status (lifecycle.ts): mails and, later, stars and messages follow from it. */
  order_status_changed: { orderId: number; transactionId: string; from: string; to: string };
  /** The order confirmation mail (CreateOrder). */
  order_confirmation_mail: { orderId: number };
  /** Sends one recorded refund to the payment provider. */
  refund_send: { refundId: number };
  /** Closes a payment code at the provider that can no longer pay its order. */
  payment_close: { outTradeNo: string };
  /** A verified payment notification the shop could not apply at once. */
  payment_notification_apply: { notification: PaymentNotification };
  /** A verified courier status report the shop could not apply at once. */
  courier_event_apply: { courier: string; event: QueuedCourierEvent };
  /** A password-reset mail (the token is made when it is sent, never stored in the job). */
  password_reset_mail: { email: string; locale: 'en_US' | 'zh_CN'; device: 'pc' | 'mobile' };
  /** The local WeChat Pay stand-in resends a notification the shop did not take (as WeChat Pay does). */
  wechatpay_sandbox_notify: { url: string; body: string };
  /** Scheduled: cancels the orders whose time to pay has passed. */
  orders_expire_unpaid: Record<string, never>;
  /** Scheduled: sends refunds still waiting (e.g. recorded before their job existed). */
  refunds_sweep: Record<string, never>;
  /** Mails a member notice (a level change, the birthday gift). */
  loyalty_notice_mail: { noticeId: number };
  /** Scheduled daily: levels the ledger no longer gives are settled (on 1 January: the yearly review). `at` injects the clock (tests). */
  loyalty_level_review: { at?: string };
  /** Scheduled daily: the birthday gifts of the month not yet given. `at` injects the clock (tests). */
  loyalty_birthday_gifts: { at?: string };
  /** Scheduled hourly: forgets the tills' nonces older than their time window. */
  pos_nonces_prune: Record<string, never>;
  /** Scheduled hourly: deletes photo files no row names (a crash between writing them and the commit). */
  photos_sweep: Record<string, never>;
  /** Scheduled hourly: deletes visitors' carts idle for 30 days (docs/decisions/0033-guest-cart.md). */
  guest_carts_prune: Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface QueuePolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An active job not finished after this is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /** Cron (Asia/Shanghai): one job per fire across all instances (schedules.ts). */
  cron?: string;
}

// Mails and provider calls: retried for about a day with backoff (5 s, 10 s, 20 s … capped
// by pg-boss at an hour), then left failed for an operator (/metrics shows them).
const outward: QueuePolicy = { retryLimit: 25, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 };

export const QUEUES: Record<JobName, QueuePolicy> = {
  order_status_changed: outward,
  order_confirmation_mail: outward,
  refund_send: outward,
  payment_close: outward,
  payment_notification_apply: { ...outward, retryDelay: 2 },
  courier_event_apply: { ...outward, retryDelay: 2 },
  // About WeChat Pay's own rhythm: 8 more attempts over roughly ten minutes.
  wechatpay_sandbox_notify: { retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  password_reset_mail: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  orders_expire_unpaid: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120, cron: '* * * * *' },
  refunds_sweep: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, cron: '*/15 * * * *' },
  loyalty_notice_mail: outward,
  // Daily just after midnight in Shanghai, so 1 January's review runs at 00:05; a day the
  // shop was down is caught up the next day. Retried: each run only settles what is left.
  loyalty_level_review: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800, cron: '5 0 * * *' },
  loyalty_birthday_gifts: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800, cron: '10 0 * * *' },
  pos_nonces_prune: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, cron: '17 * * * *' },
  photos_sweep: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 600, cron: '41 * * * *' },
  guest_carts_prune: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, cron: '29 * * * *' },
};

export const JOB_NAMES = Object.keys(QUEUES) as JobName[];

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<unknown> };
