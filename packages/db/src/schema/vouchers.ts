// Vouchers issued to members (decisions.md "Vouchers"; docs/decisions/0012-checkout-orders-payment.md):
// an off coupon (fixed amount off above a minimum spend), a discount coupon (percentage
// off above a minimum spend) or a cash voucher (stored value: a face amount, bought for
// the amount payable). A voucher is used once, by one order; cancelling that order
// gives it back while it is still valid.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';

export const VOUCHER_KINDS = ['off', 'discount', 'cash'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const voucher = pgTable(
  'voucher',
  {
    /** v.voucherId */
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VoucherKind>().notNull(),
    /** Why it was issued: 'WELCOME', 'BIRTHDAYGIFT', a campaign code, 'PURCHASE' (cash). */
    promotion: text('promotion').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** off: the amount off; cash: the face amount; discount: the cap (0 = no cap). Fen. */
    amountFen: integer('amount_fen').notNull().default(0),
    /** Goods total (fen) the order must reach; 0 = none. */
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    /** discount: percent off, 1..99 (15 = 15 % off). */
    percentOff: smallint('percent_off'),
    /** cash: what the member paid for it (fen). */
    amountPayableFen: integer('amount_payable_fen'),
    validFrom: timestamptz('valid_from').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    /** The order that used it (shop_order.id); null while available. */
    usedOrderId: integer('used_order_id'),
    usedAt: timestamptz('used_at'),
    /** Once-per-key promotions: the birthday gift's Shanghai year ('2026'); null otherwise. */
    issueKey: text('issue_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_member_idx').on(t.memberId, t.validUntil),
    // The welcome coupon: once per member ever, whatever the concurrency.
    uniqueIndex('voucher_one_welcome_per_member').on(t.memberId).where(sql`${t.promotion} = 'WELCOME'`),
    uniqueIndex('voucher_issue_key').on(t.memberId, t.promotion, t.issueKey).where(sql`${t.issueKey} is not null`),
    check('voucher_kind_values', sql`${t.kind} in ('off', 'discount', 'cash')`),
    check('voucher_amount_nonneg', sql`${t.amountFen} >= 0 and ${t.minSpendFen} >= 0`),
    check('voucher_percent_range', sql`(${t.kind} = 'discount') = (${t.percentOff} is not null) and (${t.percentOff} is null or ${t.percentOff} between 1 and 99)`),
    check('voucher_used_pair', sql`(${t.usedOrderId} is null) = (${t.usedAt} is null)`),
    check('voucher_valid_range', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

export type VoucherRow = typeof voucher.$inferSelect;

/**
 * A voucher campaign made in the back-office (issue 16): what each voucher it issues
 * gives, and when it is valid. Issued vouchers are `voucher` rows whose `promotion` is the
 * campaign's code and whose `issueKey` is 'campaign' (one per member and campaign).
 */
export const voucherCampaign = pgTable(
  'voucher_campaign',
  {
    id: idColumn(),
    /** Upper-case letters, digits and '-': the `promotion` of its vouchers. */
    code: text('code').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    amountFen: integer('amount_fen').notNull().default(0),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    percentOff: smallint('percent_off'),
    validFrom: timestamptz('valid_from').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voucher_campaign_code_key').on(t.code),
    check('voucher_campaign_code_format', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'`),
    check('voucher_campaign_kind_values', sql`${t.kind} in ('off', 'discount', 'cash')`),
    check('voucher_campaign_amount_nonneg', sql`${t.amountFen} >= 0 and ${t.minSpendFen} >= 0`),
    check('voucher_campaign_percent_range', sql`(${t.kind} = 'discount') = (${t.percentOff} is not null) and (${t.percentOff} is null or ${t.percentOff} between 1 and 99)`),
    check('voucher_campaign_valid_range', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

export type VoucherCampaignRow = typeof voucherCampaign.$inferSelect;
