// The star shop (issue 14; docs/decisions/0030-star-shop.md): gifts members redeem with
// their stars, the star-shop cart, and the lines of star-shop (WP) orders. WP orders are
// `shop_order` rows (order_type 'WP', money 0, stars_cost_tenths the total); their lines
// keep a snapshot of the gift and its id without a foreign key, like order_line, because
// the demo reseed truncates `gift` with CASCADE and must never take orders with it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';
import { media } from './media.ts';
import { shopOrder } from './orders.ts';

export const gift = pgTable(
  'gift',
  {
    /** rw.itemId */
    id: idColumn(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    /** The price in stars, tenths (> 0). */
    starsTenths: integer('stars_tenths').notNull(),
    /** Units left; taken by CreateOrder, put back by a cancel. */
    stock: integer('stock').notNull(),
    /** The lowest level that may redeem it (1 every member ... 4 Master only). */
    minLevel: smallint('min_level').notNull().default(1),
    /** What it is worth in the shop (fen), shown as "worth RMB 150"; null when not said. */
    worthFen: integer('worth_fen'),
    imageId: text('image_id').references(() => media.id, { onDelete: 'restrict' }),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_code_key').on(t.code),
    index('gift_sort_idx').on(t.sort, t.id),
    check('gift_stars_positive', sql`${t.starsTenths} > 0`),
    check('gift_stock_nonneg', sql`${t.stock} >= 0`),
    check('gift_min_level_values', sql`${t.minLevel} between 1 and 4`),
    check('gift_worth_nonneg', sql`${t.worthFen} is null or ${t.worthFen} >= 0`),
  ],
);

/** The member's star-shop cart: one line per gift, 1..99 units (0 deletes the line). */
export const giftCartLine = pgTable(
  'gift_cart_line',
  {
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').notNull().references(() => gift.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cart_line_member_gift_key').on(t.memberId, t.giftId),
    index('gift_cart_line_gift_idx').on(t.giftId),
    check('gift_cart_line_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

/** A line of a star-shop order: a snapshot of the gift as redeemed. */
export const orderGiftLine = pgTable(
  'order_gift_line',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    imageId: text('image_id'),
    starsTenths: integer('stars_tenths').notNull(),
    quantity: integer('quantity').notNull(),
    lineStarsTenths: integer('line_stars_tenths').notNull(),
  },
  (t) => [
    index('order_gift_line_order_idx').on(t.orderId),
    check('order_gift_line_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('order_gift_line_total', sql`${t.lineStarsTenths} = ${t.starsTenths} * ${t.quantity} and ${t.starsTenths} > 0`),
  ],
);

export type GiftRow = typeof gift.$inferSelect;
export type OrderGiftLineRow = typeof orderGiftLine.$inferSelect;
