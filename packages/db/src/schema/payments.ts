// Payments through the provider (decisions.md "Payment"; docs/decisions/0012): one row
// per payment attempt (a WeChat Pay prepay order, out_trade_no), the notifications
// received (their ids make replays harmless) and refunds.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { shopOrder } from './orders.ts';

export const payment = pgTable(
  'payment',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** 'native' (QR code) | 'jsapi' (inside WeChat). */
    tradeType: text('trade_type').notNull(),
    /** Our id of the attempt at the provider (out_trade_no): unique, 6-32 characters. */
    outTradeNo: text('out_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** created | paid | closed | refunded (a refund was issued: the order was cancelled, or paid twice) */
    status: text('status').notNull().default('created'),
    /** Native: the code_url the QR encodes. JSAPI: the prepay_id. */
    codeUrl: text('code_url'),
    prepayId: text('prepay_id'),
    /** The QR (and the prepay order) stops working after this. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** The provider's transaction_id once paid. */
    providerTransactionId: text('provider_transaction_id'),
    payerOpenid: text('payer_openid'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_out_trade_no_key').on(t.outTradeNo),
    index('payment_order_idx').on(t.orderId, t.createdAt),
    // At most one paid attempt per order: a second success is refunded at once, never counted.
    uniqueIndex('payment_one_paid_per_order').on(t.orderId).where(sql`${t.status} = 'paid'`),
    check('payment_status_values', sql`${t.status} in ('created', 'paid', 'closed', 'refunded')`),
    check('payment_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** Notifications received from the provider, by their id: a replay finds its row and changes nothing. */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    outTradeNo: text('out_trade_no'),
    /** What it did: 'paid', 'duplicate', 'refunded-late', 'ignored: <why>'. */
    outcome: text('outcome').notNull(),
    resource: jsonb('resource').$type<Record<string, unknown>>(),
    receivedAt: createdAt('received_at'),
  },
  (t) => [index('payment_notification_trade_idx').on(t.outTradeNo)],
);

export const refund = pgTable(
  'refund',
  {
    id: idColumn(),
    paymentId: integer('payment_id').notNull().references(() => payment.id, { onDelete: 'cascade' }),
    outRefundNo: text('out_refund_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** requested | succeeded | failed */
    status: text('status').notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('refund_out_refund_no_key').on(t.outRefundNo),
    uniqueIndex('refund_one_per_payment').on(t.paymentId),
    check('refund_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
