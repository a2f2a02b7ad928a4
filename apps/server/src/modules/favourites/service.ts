// A member's favourite products (spec sections 3, 5, 7: AddToFavorite, RemoveFromFavorite,
// Favorite.List; docs/decisions/0019). One row per member and item (table `favourite`):
// adding twice keeps the first row and its date, removing what is not there is fine.
// The item summaries come from the catalogue's service; items withdrawn from sale stay
// in the table (they come back if republished) but are neither listed nor counted.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { favourite, queryRows, type Database, type Executor } from '@eshop/db';
import type { FavouriteItem } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import type { CatalogService } from '../catalog/service.ts';

/**
 * Every favourite item id of the member, newest first, as an int[] scalar subquery: the
 * hearts of FavoriteItemId.List and of the header's one statement (docs/decisions/0040).
 * Every row, withdrawn items too (as FavoriteItemId.List always answered).
 */
export const favouriteIdsSql = (memberId: number): SQL => sql`coalesce((select array_agg(f.item_id order by f.created_at desc, f.item_id desc)
  from favourite f where f.member_id = ${memberId}), '{}'::int[])`;

export function createFavouriteService(deps: { db: Database; catalog: Pick<CatalogService, 'publishedIds' | 'summariesByIds'> }) {
  const { db, catalog } = deps;

  /** The member's favourites, newest first (item id and date). */
  const rowsOf = (memberId: number) => db.select({ itemId: favourite.itemId, createdAt: favourite.createdAt }).from(favourite)
    .where(eq(favourite.memberId, memberId)).orderBy(desc(favourite.createdAt), desc(favourite.itemId));

  return {
    /** AddToFavorite: false when the item is unknown or not for sale. */
    async add(memberId: number, itemId: number): Promise<boolean> {
      if ((await catalog.publishedIds([itemId])).length === 0) return false;
      await db.insert(favourite).values({ memberId, itemId }).onConflictDoNothing();
      return true;
    },

    /** RemoveFromFavorite: removing an item that is not a favourite changes nothing. */
    async remove(memberId: number, itemId: number): Promise<void> {
      await db.delete(favourite).where(and(eq(favourite.memberId, memberId), eq(favourite.itemId, itemId)));
    },

    /** Favorite.List: a page of the published favourites, newest first, and how many there are. */
    async list(memberId: number, locale: Locale, page: { limit: number | null; offset: number }): Promise<{ items: FavouriteItem[]; total: number }> {
      const rows = await rowsOf(memberId);
      const shown = await catalog.publishedIds(rows.map((r) => r.itemId));
      const pageIds = page.limit === null ? shown : shown.slice(page.offset, page.offset + page.limit);
      const added = new Map(rows.map((r) => [r.itemId, r.createdAt.toISOString()]));
      const items = (await catalog.summariesByIds(pageIds, locale)).map((s) => ({ ...s, favouritedAt: added.get(s.itemId)! }));
      return { items, total: shown.length };
    },

    /** FavoriteItemId.List: every favourite item id, newest first (the pages' filled hearts). */
    async itemIds(memberId: number): Promise<number[]> {
      const [row] = await queryRows<{ ids: number[] }>(db, sql`select ${favouriteIdsSql(memberId)} as ids`);
      return row?.ids ?? [];
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;

/**
 * The phone merge (accounts/phone.ts, inside its transaction): the other account's
 * favourites join this member's; an item both had keeps this member's row (and date).
 */
export async function moveFavourites(tx: Executor, fromId: number, intoId: number): Promise<void> {
  await tx.execute(sql`
    insert into favourite (member_id, item_id, created_at)
    select ${intoId}, item_id, created_at from favourite where member_id = ${fromId}
    on conflict (member_id, item_id) do nothing`);
  await tx.delete(favourite).where(eq(favourite.memberId, fromId));
}
