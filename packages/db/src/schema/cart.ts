// The member's shopping cart (spec sections 4 and 7; docs/decisions/0011-cart.md): one
// line per member and SKU with its quantity. Prices are never stored here: they are read
// from `sku` whenever the cart is shown. `reseed()` truncates `sku` with CASCADE, which
// empties this table too (acceptable: carts of demo data).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';
import { sku } from './catalog.ts';

export const cartLine = pgTable(
  'cart_line',
  {
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull().references(() => sku.id, { onDelete: 'cascade' }),
    /** h.quantity, 1..99 (a line with 0 is deleted). */
    quantity: smallint('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_line_member_sku_key').on(t.memberId, t.skuId),
    index('cart_line_member_idx').on(t.memberId),
    index('cart_line_sku_idx').on(t.skuId),
    check('cart_line_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export type CartLineRow = typeof cartLine.$inferSelect;

/**
 * A visitor's cart (docs/decisions/0033-guest-cart.md): named by an opaque random token in
 * the visitor's `eshop_guest` cookie; the row's id is the token's sha256, so the table
 * alone cannot be replayed as cookies. `last_seen_at` moves with every change; carts idle
 * for 30 days are pruned by a job. At sign-in the lines merge into the member's cart and
 * the row goes (its lines with it).
 */
export const guestCart = pgTable(
  'guest_cart',
  {
    /** sha256 (hex) of the cookie's token. */
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('guest_cart_last_seen_idx').on(t.lastSeenAt)],
);

/** A line of a visitor's cart: the same limits as `cart_line` (1..99 units, one per SKU). */
export const guestCartLine = pgTable(
  'guest_cart_line',
  {
    id: idColumn(),
    guestCartId: text('guest_cart_id').notNull().references(() => guestCart.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull().references(() => sku.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_cart_line_cart_sku_key').on(t.guestCartId, t.skuId),
    index('guest_cart_line_sku_idx').on(t.skuId),
    check('guest_cart_line_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);
