// The loyalty programme (decisions.md "Loyalty"; docs/decisions/0029-loyalty.md): the star
// ledger, store orders reported by the tills, the tills' used nonces and the member's
// loyalty notices. Stars are integer tenths of a star everywhere.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';
import { shopOrder } from './orders.ts';

export const STAR_TX_KINDS = ['order', 'store_order', 'store_void', 'spend', 'return', 'adjust', 'merge'] as const;
export type StarTxKind = (typeof STAR_TX_KINDS)[number];

/**
 * One store sale reported by a till (POST /api/pos/v1/store-orders). Kept as reported;
 * a void sets `voided_at` and writes a ledger entry taking the stars back.
 */
export const storeOrder = pgTable(
  'store_order',
  {
    id: idColumn(),
    /** The till system's transaction id (mo.trx_log_id), unique across the chain. */
    trxLogId: bigint('trx_log_id', { mode: 'number' }).notNull(),
    storeId: integer('store_id').notNull(),
    memberId: integer('member_id').references(() => member.id, { onDelete: 'set null' }),
    /** The member code the till scanned, as sent. */
    memberCode: text('member_code').notNull(),
    terminal: text('terminal').notNull(),
    /** [{ name, quantity, amountFen }] as the till sent them. */
    lines: jsonb('lines').$type<{ name: string; quantity: number; amountFen: number }[]>().notNull(),
    totalFen: integer('total_fen').notNull(),
    paidAt: timestamptz('paid_at').notNull(),
    /** Stars the sale earned (tenths) and the level they were earned at. */
    starsTenths: integer('stars_tenths').notNull(),
    memberLevel: smallint('member_level').notNull(),
    voidedAt: timestamptz('voided_at'),
    voidTerminal: text('void_terminal'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_order_trx_log_id_key').on(t.trxLogId),
    index('store_order_member_idx').on(t.memberId, t.paidAt),
    check('store_order_money_nonneg', sql`${t.totalFen} >= 0 and ${t.starsTenths} >= 0`),
  ],
);

/**
 * The star ledger: append-only — a trigger (migration 0012) refuses every UPDATE and
 * DELETE, and the rows it references cannot be deleted under it. A member's balance is the sum
 * of `tenths` (kept alongside in member.stars_tenths by the same transaction); the level
 * counts `level_tenths` per Shanghai calendar year `level_year`.
 */
export const starTx = pgTable(
  'star_tx',
  {
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id),
    kind: text('kind').$type<StarTxKind>().notNull(),
    /** Effect on the balance (signed tenths). */
    tenths: integer('tenths').notNull(),
    /** Effect on the stars earned for the level (signed tenths; 0 for spending, returns, adjustments). */
    levelTenths: integer('level_tenths').notNull().default(0),
    /** The Asia/Shanghai calendar year the level effect counts in. */
    levelYear: smallint('level_year').notNull(),
    orderId: integer('order_id').references(() => shopOrder.id),
    storeOrderId: integer('store_order_id').references(() => storeOrder.id),
    /** Staff adjustments: the reason; merges: the other account. */
    remark: text('remark'),
    /** Who wrote it: a staff username, a till terminal, 'system'. */
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [
    index('star_tx_member_idx').on(t.memberId, t.createdAt),
    index('star_tx_member_year_idx').on(t.memberId, t.levelYear),
    // Once per order and kind: an order's stars are credited once, a star-shop order's
    // stars spent once and returned once, a store order credited once and voided once.
    uniqueIndex('star_tx_order_kind_key').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
    uniqueIndex('star_tx_store_order_kind_key').on(t.storeOrderId, t.kind).where(sql`${t.storeOrderId} is not null`),
    check('star_tx_kind_values', sql`${t.kind} in ('order', 'store_order', 'store_void', 'spend', 'return', 'adjust', 'merge')`),
    check('star_tx_adjust_reason', sql`${t.kind} <> 'adjust' or length(trim(${t.remark})) > 0`),
  ],
);

/** A till's request nonces, single use per terminal; kept beyond the ±5 minute window, then pruned. */
export const posNonce = pgTable(
  'pos_nonce',
  {
    terminal: text('terminal').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: createdAt('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.terminal, t.nonce] }), index('pos_nonce_seen_idx').on(t.seenAt)],
);

export const MEMBER_NOTICE_KINDS = ['levelUp', 'levelDown', 'starsEarned', 'starsVoided', 'starsAdjusted', 'birthdayGift', 'requestAnswered', 'requestClosed'] as const;
export type MemberNoticeKind = (typeof MEMBER_NOTICE_KINDS)[number];

/**
 * What the shop told a member about their membership (the message centre, message-tips):
 * a level change, stars credited or taken back, the birthday gift; also the team's answer
 * to or close of a customer request (issue 15). `key` makes each
 * notice once-only (e.g. `level:2027:3`).
 */
export const memberNotice = pgTable(
  'member_notice',
  {
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MemberNoticeKind>().notNull(),
    key: text('key').notNull(),
    /** Kind-specific facts: { from, to } levels, { tenths, transactionId | trxLogId }, { voucherId }. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_notice_key').on(t.memberId, t.key), index('member_notice_member_idx').on(t.memberId, t.createdAt)],
);

export type StarTxRow = typeof starTx.$inferSelect;
export type StoreOrderRow = typeof storeOrder.$inferSelect;
