// The member's shopping cart (spec sections 4 and 7; docs/decisions/0011-cart.md): one
// line per member and SKU with its quantity. Prices are never stored here: they are read
// from `sku` whenever the cart is shown. `reseed()` truncates `sku` with CASCADE, which
// empties this table too (acceptable: carts of demo data).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
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
