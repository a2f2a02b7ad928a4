// Paying orders through the provider (decisions.md "Payment"; docs/decisions/0012).
// - pay(): one payment attempt (a WeChat Pay order, out_trade_no) per QR shown; an
//   attempt's QR expires after PAYMENT_QR_MINUTES (never after the order's pay-before).
// - Notifications are verified by the provider client, then applied in ONE transaction
//   keyed by the notification id (a replay finds its row and changes nothing). The
//   amount, merchant and app must match the attempt. Only a PendingPayment order
//   becomes Paid; money arriving for an order that is cancelled or already paid by
//   another attempt is refunded at once, so nothing is ever paid twice.
// - Refunds are recorded inside the transaction that needs them, with the job that sends
//   them to the provider (refund_send; docs/decisions/0025), so a crash between the two
//   only delays a refund. Codes that can no longer pay are closed by a job too.
// - A verified notification the shop cannot apply at once (a database hiccup) is kept as
//   a job and acknowledged; only when even that fails is WeChat Pay asked to resend.
// - An unpaid order is cancelled (by the customer, or by expireUnpaid() after its time to
//   pay) only after every payment code of it was closed at the provider (cancelUnpaid):
//   the customer can never be charged for a cancelled order. A code the provider reports
//   paid (ORDERPAID) pays the order instead; a provider that cannot be reached leaves the
//   order as it is (the customer is asked to retry, the job retries on its next run).
import { sql, type SQL } from 'drizzle-orm';
import { payment, paymentNotification, queryRows, queryRowsPlanned, refund, type Database, type Executor } from '@eshop/db';
import type { PaymentView } from '@eshop/domain/contract';
import { parseOrderStatus, type OrderStatus } from '@eshop/domain/orders';
import {
  NotificationRejected, ProviderError,
  type JsapiParams, type PaymentNotification, type PaymentProvider, type ProviderTransaction,
} from '../../integrations/wechatpay/provider.ts';
import { lockedOrderJson, type LockedOrder, type OrderLifecycle, type TransitionResult } from '../orders/lifecycle.ts';
import type { Outbox } from '../../jobs/queue.ts';
import type { InvalidationBus } from '../../shared-state/invalidation-bus.ts';
import { createPaidWaiters } from './paid-waiters.ts';

export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface PaymentRow extends Record<string, unknown> {
  id: number; order_id: number; out_trade_no: string; amount_fen: number; status: string; trade_type: string;
  code_url: string | null; prepay_id: string | null; expires_at: Date | string; payer_openid: string | null;
}

interface OrderForPay extends Record<string, unknown> {
  id: number; transaction_id: string; status: string; total_fen: number; pay_before: Date | string | null; paid_at: Date | string | null;
}

export type PayFailure =
  | { ok: false; code: 'ORDER_NOT_FOUND' | 'ORDER_PAY_EXPIRED' | 'PAYMENT_UNAVAILABLE' | 'WECHAT_REQUIRED' }
  | { ok: false; code: 'ORDER_NOT_PAYABLE'; status: OrderStatus };

/** Why an unpaid order was not cancelled: paid at the provider meanwhile, or the provider could not close its codes. */
export type CancelUnpaidFailure = { ok: false; code: 'ORDER_PAID_MEANWHILE' | 'PAYMENT_CLOSE_FAILED' };

/** What a notification did (stored with it; for logs and tests). */
export type NotificationOutcome = 'paid' | 'duplicate' | 'refunded-late' | 'refund-settled' | `ignored: ${string}`;

/** PaymentStatus's `waitSeconds` at most: a wait holds a connection (docs/decisions/0050). */
export const MAX_PAYMENT_WAIT_SECONDS = 20;

/** An unpaid attempt is asked about when the pay page polls, at most this often. */
const RECHECK_MS = 10_000;
/** Rounds of close-then-cancel when new codes keep appearing (another tab showing a QR meanwhile). */
const CANCEL_ROUNDS = 3;

const time = (v: Date | string | null): number => (v === null ? 0 : new Date(v).getTime());

export function createPaymentService(deps: {
  db: Database;
  provider: PaymentProvider;
  lifecycle: OrderLifecycle;
  /** The shop's notification URL (https in production). */
  notifyUrl: string;
  qrMinutes: number;
  /** An order not paid within this is cancelled (ORDER_PAY_MINUTES). */
  payMinutes: number;
  outbox: Outbox;
  log: PaymentLog;
  /** Tells the other instances' waiting pay pages that an order was paid or cancelled here (and wakes this one's for theirs). */
  invalidations?: InvalidationBus;
  now?: () => Date;
}) {
  const { db, provider, lifecycle, log, outbox } = deps;
  const clock = deps.now ?? (() => new Date());
  const waiters = createPaidWaiters();
  deps.invalidations?.subscribe('payments', () => waiters.readAgain());
  /** After the transaction that paid it committed: its pay pages hear at once, here and on the other instances. */
  const announcePaid = (transactionId: string | null) => {
    if (transactionId === null) return;
    waiters.paid(transactionId);
    deps.invalidations?.announce('payments');
  };
  /** After the transaction that cancelled it committed: its pay pages read it again, here and on the other instances. */
  const announceCancelled = (transactionId: string) => {
    waiters.changed(transactionId);
    deps.invalidations?.announce('payments');
  };
  /** When each attempt was last asked about (process memory: only a throttle, nothing depends on it). */
  const rechecked = new Map<string, number>();

  async function lockMemberOrder(tx: Executor, memberId: number, transactionId: string): Promise<OrderForPay | null> {
    const [o] = await queryRowsPlanned<OrderForPay>(tx, sql`
      select id, transaction_id, status, total_fen, pay_before, paid_at from shop_order
       where transaction_id = ${transactionId} and member_id = ${memberId} for update`);
    return o ?? null;
  }

  function view(order: OrderForPay, attempt: PaymentRow | null): PaymentView {
    const status = parseOrderStatus(order.status);
    const live = status === 'PendingPayment' && attempt !== null;
    return {
      transactionId: order.transaction_id, totalFen: order.total_fen, status,
      codeUrl: live ? attempt.code_url : null, expiresAt: live ? new Date(attempt.expires_at).toISOString() : null,
      paid: order.paid_at !== null, payBefore: order.pay_before === null ? null : new Date(order.pay_before).toISOString(),
    };
  }

  /** A refund row and the job that sends it, in the caller's transaction. */
  async function recordRefund(tx: Executor, r: { paymentId: number; outRefundNo: string; amountFen: number; reason: string }): Promise<void> {
    const [row] = await tx.insert(refund).values(r).returning({ id: refund.id });
    await outbox.send(tx, 'refund_send', { refundId: row!.id });
  }

  /** Records a refund of the order's paid attempt (lifecycle hook, inside its transaction). */
  async function requestRefund(tx: Executor, orderId: number, reason: string): Promise<boolean> {
    const [paid] = await queryRows<{ id: number; amount_fen: number; out_trade_no: string }>(tx, sql`
      update payment set status = 'refunded' where order_id = ${orderId} and status = 'paid' returning id, amount_fen, out_trade_no`);
    if (!paid) return false;
    await recordRefund(tx, { paymentId: paid.id, outRefundNo: `${paid.out_trade_no}R`, amountFen: paid.amount_fen, reason: reason.slice(0, 80) });
    return true;
  }

  /**
   * Applies a successful provider transaction to its attempt and order (inside `tx`).
   * Checks the merchant, the app and the amount against what we asked for. `record`: the
   * notification's own insert, written with the move when the order is paid. `paid` hears
   * the order's number when it was paid, for `announcePaid` once the transaction committed.
   */
  async function applySuccess(tx: Executor, t: ProviderTransaction, paid: (transactionId: string) => void, record?: SQL): Promise<NotificationOutcome> {
    if (t.tradeState !== 'SUCCESS') return `ignored: trade state ${t.tradeState}`;
    // The attempt and its order locked and read in one statement; the lifecycle moves the
    // order only from PendingPayment (the one way to Paid, for the provider), and its answer
    // decides between paid and refunded.
    const [attempt] = await queryRowsPlanned<PaymentRow & { locked_order: LockedOrder }>(tx, sql`
      select p.*, ${lockedOrderJson('o')} as locked_order from payment p join shop_order o on o.id = p.order_id
       where p.out_trade_no = ${t.outTradeNo} for update`);
    if (!attempt) return 'ignored: unknown out_trade_no';
    if (attempt.status === 'paid' || attempt.status === 'refunded') return 'duplicate';
    if (t.appid !== provider.appId) return 'ignored: another app';
    if (t.amountFen !== attempt.amount_fen || (t.currency !== null && t.currency !== 'CNY')) {
      log.error({ outTradeNo: t.outTradeNo, expected: attempt.amount_fen, got: t.amountFen }, 'payment amount does not match the attempt');
      return 'ignored: amount mismatch';
    }
    const paidAt = sql`${t.successTime ? new Date(t.successTime).toISOString() : clock().toISOString()}::timestamptz`;
    // This attempt paid; the order's other open attempts can no longer pay it: written with the move.
    const settle = sql`
      update payment set status = case when id = ${attempt.id} then 'paid' else 'closed' end,
             provider_transaction_id = case when id = ${attempt.id} then ${t.transactionId} else provider_transaction_id end,
             payer_openid = case when id = ${attempt.id} then ${t.payerOpenid} else payer_openid end,
             paid_at = case when id = ${attempt.id} then ${paidAt} else paid_at end
       where order_id = ${attempt.order_id} and (id = ${attempt.id} or status = 'created')`;
    const moved = await lifecycle.transition({
      orderId: attempt.order_id, to: 'Paid', actor: 'provider', actorRef: t.outTradeNo,
      locked: attempt.locked_order, alongside: record ? [settle, record] : [settle],
    }, tx);
    if (moved.ok) {
      paid(moved.transactionId);
      return 'paid';
    }
    if (moved.from === 'PendingPayment') throw new Error(`order ${attempt.order_id} could not be paid: ${moved.code}`);
    // Cancelled meanwhile, or paid through another attempt: the money goes back.
    await tx.execute(sql`update payment set status = 'refunded', provider_transaction_id = ${t.transactionId}, payer_openid = ${t.payerOpenid},
      paid_at = ${paidAt} where id = ${attempt.id}`);
    await recordRefund(tx, {
      paymentId: attempt.id, outRefundNo: `${attempt.out_trade_no}R`, amountFen: attempt.amount_fen,
      reason: moved.from === 'Cancelled' ? 'Order cancelled before payment arrived' : 'Order already paid',
    });
    return 'refunded-late';
  }

  /** A payment found by asking the provider, applied in a transaction of its own and announced once committed. */
  async function applyFound(t: ProviderTransaction): Promise<NotificationOutcome> {
    let paidOrder: string | null = null;
    const outcome = await db.transaction((tx) => applySuccess(tx, t, (id) => { paidOrder = id; }));
    announcePaid(paidOrder);
    return outcome;
  }

  interface DueRefund extends Record<string, unknown> {
    id: number; out_refund_no: string; amount_fen: number; reason: string; out_trade_no: string; total: number;
  }
  const dueRefunds = (where: ReturnType<typeof sql>) => queryRows<DueRefund>(db, sql`
    select r.id, r.out_refund_no, r.amount_fen, r.reason, p.out_trade_no, p.amount_fen as total
      from refund r join payment p on p.id = r.payment_id where r.status = 'requested' and ${where} order by r.id limit 50`);

  /** Hands one refund to the provider; throws when it did not take it (the job retries). */
  async function submitRefund(r: DueRefund): Promise<void> {
    // out_refund_no makes a repeated request the same refund at the provider: a retry after a crash pays nothing twice.
    const answer = await provider.refund({
      outTradeNo: r.out_trade_no, outRefundNo: r.out_refund_no, amountFen: r.amount_fen, totalFen: r.total, reason: r.reason, notifyUrl: deps.notifyUrl,
    });
    const status = answer.status === 'SUCCESS' ? 'succeeded' : answer.status === 'PROCESSING' ? 'processing' : 'failed';
    await db.execute(sql`update refund set status = ${status}, provider_refund_id = ${answer.refundId},
      settled_at = ${status === 'processing' ? null : clock().toISOString()}::timestamptz where id = ${r.id} and status = 'requested'`);
  }

  /** The refund_send job: sends that refund if it is still waiting. */
  async function sendRefund(refundId: number): Promise<void> {
    const [r] = await dueRefunds(sql`r.id = ${refundId}`);
    if (r) await submitRefund(r);
  }

  /** The refunds_sweep job: sends every refund still waiting (a failed one is retried by the next sweep). */
  async function settleRefunds(): Promise<number> {
    let sent = 0;
    for (const r of await dueRefunds(sql`true`)) {
      try {
        await submitRefund(r);
        sent += 1;
      } catch (err) {
        log.warn({ err, outRefundNo: r.out_refund_no }, 'refund not accepted yet; will retry');
      }
    }
    return sent;
  }

  /**
   * Applies a verified notification once, in ONE transaction keyed by its id (a replay
   * finds its id taken and changes nothing). Also the payment_notification_apply job.
   */
  function applyNotification(n: PaymentNotification): Promise<NotificationOutcome> {
    // Recorded with its outcome: a notification seen before (its id is taken) rolls back what
    // this run did and changes nothing. Concurrent copies wait on the attempt's (or the
    // refund's) row lock, and on this row's key, behind the first.
    const record = (outcome: NotificationOutcome) => db.insert(paymentNotification).values({
      id: n.id, eventType: n.eventType, outTradeNo: n.transaction?.outTradeNo ?? n.refund?.outTradeNo ?? null, outcome,
      resource: (n.transaction ?? n.refund) as unknown as Record<string, unknown>,
    }).onConflictDoNothing();
    let paidOrder: string | null = null;
    return db.transaction(async (tx) => {
      let result: NotificationOutcome;
      if (n.transaction && n.eventType.startsWith('TRANSACTION.')) {
        // A payment is recorded in the statement that pays the order. A copy seen before never
        // gets that far: under the attempt's lock it finds the attempt paid (duplicate).
        result = await applySuccess(tx, n.transaction, (id) => { paidOrder = id; }, record('paid').getSQL());
        if (result === 'paid') return result;
      } else if (n.refund && n.eventType.startsWith('REFUND.')) {
        const status = n.refund.refundStatus === 'SUCCESS' ? 'succeeded' : n.refund.refundStatus === 'PROCESSING' ? 'processing' : 'failed';
        await tx.execute(sql`update refund set status = ${status}, provider_refund_id = ${n.refund.refundId}, settled_at = now()
          where out_refund_no = ${n.refund.outRefundNo}`);
        result = 'refund-settled';
      } else {
        result = `ignored: event ${n.eventType}`;
      }
      const [recorded] = await queryRows<{ id: string }>(tx, sql`${record(result).getSQL()} returning id`);
      if (!recorded) throw new SeenBefore();
      return result;
    }).then((result) => {
      announcePaid(paidOrder);
      return result;
    }, (err: unknown) => {
      if (err instanceof SeenBefore) return 'duplicate' as const;
      throw err;
    });
  }

  /**
   * The order's status now. While the order is unpaid it also asks the provider about the
   * newest attempt (at most every RECHECK_MS per attempt), so a payment whose notification
   * was lost shows as paid within seconds, not at expiry.
   */
  async function statusNow(memberId: number, transactionId: string): Promise<{ paid: boolean; status: OrderStatus } | null> {
    // The order and its newest live attempt (only an unpaid order has one): one statement.
    const read = async () => (await queryRowsPlanned<{ status: string; paid_at: Date | null; out_trade_no: string | null; created_at: Date | string | null }>(db, sql`
      select o.status, o.paid_at, p.out_trade_no, p.created_at from shop_order o
        left join lateral (select out_trade_no, created_at from payment where order_id = o.id and status = 'created' order by id desc limit 1) p
          on true
       where o.transaction_id = ${transactionId} and o.member_id = ${memberId}`))[0];
    let o = await read();
    if (!o) return null;
    const outTradeNo = o.out_trade_no;
    if (parseOrderStatus(o.status) === 'PendingPayment' && outTradeNo !== null) {
      const now = clock().getTime();
      if (time(o.created_at) < now - RECHECK_MS && (rechecked.get(outTradeNo) ?? 0) < now - RECHECK_MS) {
        rechecked.set(outTradeNo, now);
        if (rechecked.size > 10_000) rechecked.clear();
        try {
          const t = await provider.query(outTradeNo);
          if (t?.tradeState === 'SUCCESS') {
            const outcome = await applyFound(t);
            log.warn({ outTradeNo, outcome }, 'payment found by query (notification missing)');
            o = (await read())!;
          }
        } catch (err) {
          log.warn({ err, outTradeNo }, 'payment query failed; the notification or the next poll will tell');
        }
      }
    }
    return { paid: o.paid_at !== null, status: parseOrderStatus(o.status) };
  }

  /**
   * Closes one payment code at the provider (also the payment_close job). 'paid': it was
   * paid meanwhile, and that payment is applied like a notification (paid, or refunded when
   * the order is paid or cancelled). Throws when the provider did not confirm the close.
   */
  async function closeCode(outTradeNo: string): Promise<'closed' | 'paid'> {
    try {
      await provider.close(outTradeNo);
      return 'closed';
    } catch (err) {
      // Never created at the provider (its creation failed or is still on its way: pay() closes it then).
      if (err instanceof ProviderError && err.verified && err.code === 'ORDER_NOT_EXIST') return 'closed';
      if (err instanceof ProviderError && err.code === 'ORDERPAID') {
        await applyFromQuery(outTradeNo);
        return 'paid';
      }
      throw err;
    }
  }

  /** Asks the provider about an attempt it reports paid and applies the payment (a late notification, found early). */
  async function applyFromQuery(outTradeNo: string): Promise<void> {
    try {
      const t = await provider.query(outTradeNo);
      if (t?.tradeState === 'SUCCESS') {
        const outcome = await applyFound(t);
        log.warn({ outTradeNo, outcome }, 'payment found while closing the order (notification not applied yet)');
      }
    } catch (err) {
      // The notification (or the pay page's poll) will tell.
      log.warn({ err, outTradeNo }, 'payment query failed after ORDERPAID');
    }
  }

  /**
   * Stops every payment code of the order at the provider, before it is cancelled. The
   * codes are first marked closed here (pay() then neither reuses nor hands out one), then
   * closed at WeChat Pay one by one — all that are not paid, expired ones too: closing a
   * paid one answers ORDERPAID, which is how a payment whose notification was lost is
   * found. 'paid': one was paid (applied now, like a notification); 'unreachable': the
   * provider did not confirm a close, so the order must not be cancelled yet.
   */
  async function closeAttempts(orderId: number): Promise<'closed' | 'paid' | 'unreachable'> {
    await db.execute(sql`update payment set status = 'closed' where order_id = ${orderId} and status = 'created'`);
    const open = await queryRows<{ out_trade_no: string }>(db, sql`
      select out_trade_no from payment where order_id = ${orderId} and status = 'closed' order by id`);
    for (const a of open) {
      try {
        if ((await closeCode(a.out_trade_no)) === 'paid') return 'paid';
      } catch (err) {
        log.warn({ err, outTradeNo: a.out_trade_no }, 'could not close a payment code at the provider; the order is not cancelled');
        return 'unreachable';
      }
    }
    return 'closed';
  }

  /**
   * Cancels an unpaid order (the customer's CancelOrder, the unpaid-order job): closes its
   * payment codes at the provider first, then cancels it in one transaction that checks,
   * under the order's lock, that no new code appeared meanwhile (else it closes again).
   */
  async function cancelUnpaid(input: { orderId: number; memberId?: number; actor: 'customer' | 'system'; note: string }): Promise<TransitionResult | CancelUnpaidFailure> {
    for (let round = 0; round < CANCEL_ROUNDS; round += 1) {
      const closed = await closeAttempts(input.orderId);
      if (closed === 'paid') return { ok: false, code: 'ORDER_PAID_MEANWHILE' };
      if (closed === 'unreachable') return { ok: false, code: 'PAYMENT_CLOSE_FAILED' };
      const result = await db.transaction(async (tx): Promise<TransitionResult | CancelUnpaidFailure | 'again'> => {
        const owner = input.memberId === undefined ? sql`` : sql` and member_id = ${input.memberId}`;
        const [order] = await queryRows<{ status: string; paid_at: Date | string | null }>(tx, sql`
          select status, paid_at from shop_order where id = ${input.orderId}${owner} for update`);
        if (order && order.paid_at !== null && parseOrderStatus(order.status) !== 'Cancelled') return { ok: false, code: 'ORDER_PAID_MEANWHILE' };
        if (order && parseOrderStatus(order.status) === 'PendingPayment') {
          const [fresh] = await queryRows<{ id: number }>(tx, sql`select id from payment where order_id = ${input.orderId} and status = 'created' limit 1`);
          if (fresh) return 'again';
        }
        return lifecycle.transition({
          orderId: input.orderId, to: 'Cancelled', actor: input.actor, note: input.note,
          ...(input.memberId === undefined ? {} : { memberId: input.memberId }),
        }, tx);
      });
      if (result === 'again') continue;
      if (result.ok) announceCancelled(result.transactionId);
      return result;
    }
    return { ok: false, code: 'PAYMENT_CLOSE_FAILED' };
  }

  return {
    requestRefund,
    settleRefunds,
    sendRefund,
    closeCode,
    applyNotification,
    cancelUnpaid,

    /**
     * Shows the order's payment: a live attempt's QR (Native) or JSAPI params, creating
     * a new attempt when there is none, it expires within 10 s, or `refresh` is asked.
     */
    async pay(memberId: number, transactionId: string, opts: { tradeType: 'native' | 'jsapi'; refresh: boolean; payerOpenid?: string | null }):
      Promise<({ ok: true; view: PaymentView; jsapi: JsapiParams | null }) | PayFailure> {
      const now = clock();
      const started = await db.transaction(async (tx) => {
        const order = await lockMemberOrder(tx, memberId, transactionId);
        if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' } as const;
        const status = parseOrderStatus(order.status);
        if (status !== 'PendingPayment') {
          if (order.paid_at !== null) return { ok: true, view: view(order, null), attempt: null, order } as const;
          return { ok: false, code: 'ORDER_NOT_PAYABLE', status } as const;
        }
        if (time(order.pay_before) <= now.getTime()) return { ok: false, code: 'ORDER_PAY_EXPIRED' } as const;
        if (order.total_fen === 0) {
          // Fully covered by cash vouchers: nothing to collect.
          await lifecycle.transition({ orderId: order.id, to: 'Paid', actor: 'provider', actorRef: 'cash-vouchers' }, tx);
          const [paidNow] = await queryRows<OrderForPay>(tx, sql`select id, transaction_id, status, total_fen, pay_before, paid_at from shop_order where id = ${order.id}`);
          return { ok: true, view: view(paidNow!, null), attempt: null, order: paidNow! } as const;
        }
        const kind = opts.tradeType;
        // The order's attempts so far (the next one's number) and its newest live one of this kind, in one query.
        const [found] = await queryRowsPlanned<{ n: number } & ({ id: null } | PaymentRow)>(tx, sql`
          select c.n, p.* from (select count(*)::int as n from payment where order_id = ${order.id}) c
            left join lateral (select * from payment where order_id = ${order.id} and trade_type = ${kind} and status = 'created'
                                order by id desc limit 1) p on true`);
        const n = found!.n;
        const latest = found!.id === null ? undefined : found as PaymentRow;
        // A JSAPI prepay order belongs to one WeChat user: reused for the same payer, or when the
        // caller does not know the payer (a reload after the WeChat authorisation, docs/decisions/0013).
        const samePayer = kind === 'native' || !opts.payerOpenid || latest?.payer_openid === opts.payerOpenid;
        const reusable = latest && !opts.refresh && (latest.code_url ?? latest.prepay_id) !== null
          && time(latest.expires_at) > now.getTime() + 10_000 && samePayer;
        if (reusable) return { ok: true, view: view(order, latest), attempt: latest, order, fresh: false } as const;
        if (kind === 'jsapi' && !opts.payerOpenid) return { ok: false, code: 'WECHAT_REQUIRED' } as const;
        const expiresAt = new Date(Math.min(now.getTime() + deps.qrMinutes * 60_000, time(order.pay_before)));
        const [attempt] = await queryRowsPlanned<PaymentRow>(tx, tx.insert(payment).values({
          orderId: order.id, provider: provider.name, tradeType: kind, outTradeNo: `${order.transaction_id}P${String(n + 1).padStart(2, '0')}`,
          amountFen: order.total_fen, expiresAt, payerOpenid: kind === 'jsapi' ? opts.payerOpenid ?? null : null,
        }).returning().getSQL());
        return { ok: true, order, attempt: attempt!, fresh: true, first: n === 0 } as const;
      });
      if (!started.ok) return started;
      if (!started.attempt) return { ok: true, view: started.view!, jsapi: null };
      const order = started.order;
      const attempt = { ...started.attempt };
      if ('fresh' in started && started.fresh) {
        // Outside the transaction: the provider call may be slow; the attempt row exists first,
        // so a notification for it always finds it.
        try {
          const request = {
            outTradeNo: attempt.out_trade_no, description: `Butcher & Deli ${order.transaction_id}`, amountFen: attempt.amount_fen,
            expiresAt: new Date(attempt.expires_at), notifyUrl: deps.notifyUrl, attach: order.transaction_id,
          };
          let kept: { id: number }[];
          if (opts.tradeType === 'native') {
            const { codeUrl } = await provider.createNative(request);
            kept = await queryRowsPlanned(db, sql`update payment set code_url = ${codeUrl} where id = ${attempt.id} and status = 'created' returning id`);
            attempt.code_url = codeUrl;
          } else {
            const { prepayId } = await provider.createJsapi({ ...request, payerOpenid: opts.payerOpenid! });
            kept = await queryRows(db, sql`update payment set prepay_id = ${prepayId} where id = ${attempt.id} and status = 'created' returning id`);
            attempt.prepay_id = prepayId;
          }
          if (kept.length === 0) {
            // The order was being cancelled while WeChat Pay made this code (cancelUnpaid closed the
            // attempt first): it is never shown, and closed at the provider too.
            await provider.close(attempt.out_trade_no).catch((err: unknown) => log.warn({ err, outTradeNo: attempt.out_trade_no }, 'could not close a code made during a cancel'));
            const [now2] = await queryRows<{ status: string }>(db, sql`select status from shop_order where id = ${order.id}`);
            const status = parseOrderStatus(now2?.status);
            return status === 'PendingPayment' ? { ok: false, code: 'PAYMENT_UNAVAILABLE' } : { ok: false, code: 'ORDER_NOT_PAYABLE', status };
          }
        } catch (err) {
          log.error({ err, outTradeNo: attempt.out_trade_no }, 'payment provider refused the order');
          await db.execute(sql`update payment set status = 'closed' where id = ${attempt.id} and status = 'created'`);
          return { ok: false, code: 'PAYMENT_UNAVAILABLE' };
        }
        // The codes shown before this one stop working (best effort: if one was paid meanwhile,
        // its notification still pays the order, or is refunded when this one pays first).
        // The order's first attempt has none.
        if (!started.first) await db.transaction(async (tx) => {
          const older = await queryRows<{ out_trade_no: string }>(tx, sql`
            update payment set status = 'closed' where order_id = ${order.id} and id <> ${attempt.id} and status = 'created' returning out_trade_no`);
          for (const o of older) await outbox.send(tx, 'payment_close', { outTradeNo: o.out_trade_no });
        });
      }
      const jsapi = opts.tradeType === 'jsapi' && attempt.prepay_id ? await provider.jsapiParams(attempt.prepay_id) : null;
      return { ok: true, view: view(order, attempt), jsapi };
    },

    /**
     * PaymentStatus: what the pay page asks. With `wait`, an order still waiting for its
     * payment is answered when it is paid (on this instance or another: the waits hear of
     * it), or when the wait is over or let go (the caller left, the instance stops); then
     * the order is read again (docs/decisions/0050).
     */
    async status(memberId: number, transactionId: string, wait?: { ms: number; signal?: AbortSignal | undefined }):
      Promise<{ paid: boolean; status: OrderStatus } | null> {
      const deadline = Date.now() + (wait?.ms ?? 0);
      let s = await statusNow(memberId, transactionId);
      while (s && !s.paid && s.status === 'PendingPayment' && Date.now() < deadline) {
        const end = await waiters.wait(transactionId, deadline - Date.now(), wait?.signal);
        // Paid here just now, after the read above found the order its caller's.
        if (end === 'paid') return { paid: true, status: 'Paid' };
        s = await statusNow(memberId, transactionId);
        if (end === 'over') break;
      }
      return s;
    },

    /** Ends every waiting PaymentStatus now, and later ones answer at once (the instance is draining or closing). */
    stopWaiting: () => waiters.stop(),

    /**
     * The provider's notification: verified and decrypted by the client, then applied
     * once. Answers what WeChat Pay expects: 204 when handled (also for replays and for
     * notifications we deliberately ignore), 401 with FAIL when not genuine or stale.
     */
    async notify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ httpStatus: number; body?: { code: string; message: string }; outcome?: NotificationOutcome | 'queued' }> {
      let n: PaymentNotification;
      try {
        n = provider.parseNotification(headers, rawBody, clock());
      } catch (err) {
        if (err instanceof NotificationRejected) {
          log.warn({ reason: err.reason }, 'payment notification rejected');
          return { httpStatus: 401, body: { code: 'FAIL', message: err.reason } };
        }
        throw err;
      }
      let outcome: NotificationOutcome | 'queued';
      try {
        outcome = await applyNotification(n);
      } catch (err) {
        // Verified but not applied (the database refused for a moment): keep it as a job and
        // acknowledge; if even that fails, WeChat Pay is asked to send it again (500).
        log.error({ err, id: n.id }, 'payment notification not applied; queued to retry');
        await outbox.send(db, 'payment_notification_apply', { notification: n });
        outcome = 'queued';
      }
      log.info({ id: n.id, eventType: n.eventType, outcome }, 'payment notification');
      return { httpStatus: 204, outcome };
    },

    /**
     * Cancels orders whose time to pay has passed, each through cancelUnpaid: its codes are
     * closed at the provider first, so a payment whose notification was lost pays the order
     * instead (ORDERPAID), and an order whose codes could not be closed waits for the next run.
     */
    async expireUnpaid(limit = 50): Promise<{ cancelled: number; paid: number; kept: number }> {
      const now = clock();
      const due = await queryRows<{ id: number }>(db, sql`
        select id from shop_order where status = 'PendingPayment' and pay_before <= ${now.toISOString()}::timestamptz order by pay_before limit ${limit}`);
      let cancelled = 0;
      let paid = 0;
      let kept = 0;
      for (const { id } of due) {
        const r = await cancelUnpaid({ orderId: id, actor: 'system', note: `Not paid within ${deps.payMinutes} minutes` });
        if (r.ok) cancelled += 1;
        else if (r.code === 'ORDER_PAID_MEANWHILE') paid += 1;
        else if (r.code === 'PAYMENT_CLOSE_FAILED') kept += 1;
      }
      return { cancelled, paid, kept };
    },
  };
}

/** Thrown in a notification's transaction when its id was recorded before: rolls the replay back. */
class SeenBefore extends Error {
  constructor() {
    super('notification seen before');
  }
}

export { ProviderError };
export type PaymentService = ReturnType<typeof createPaymentService>;
