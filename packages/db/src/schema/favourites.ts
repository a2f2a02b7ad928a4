// A member's favourite products (spec: AddToFavorite / RemoveFromFavorite / Favorite.List).
// One row per member and item; adding twice keeps the first row (and its date).
// `reseed()` truncates `item` with CASCADE, which empties this table too (demo data).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { member } from './accounts.ts';
import { item } from './catalog.ts';

export const favourite = pgTable(
  'favourite',
  {
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.itemId] }),
    // Favorite.List pages newest first.
    index('favourite_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('favourite_item_idx').on(t.itemId),
  ],
);

export type FavouriteRow = typeof favourite.$inferSelect;
