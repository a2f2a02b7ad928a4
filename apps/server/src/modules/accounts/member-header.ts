// MemberHeader (docs/decisions/0040-signed-in-render.md, "Third session"): everything the
// storefront's header shows a signed-in member — who they are, their level and stars, the
// cart badge and the filled hearts — in one statement keyed by the session's member id.
// Each part is the SQL of the call it stands in for (MemberInfo's standing, Cart.List's
// cartTotal, FavoriteItemId.List), so the header cannot disagree with those calls.
import { sql } from 'drizzle-orm';
import { queryRowsPlanned, type Database } from '@eshop/db';
import { shanghaiYear } from '@eshop/domain/time';
import type { Locale } from '@eshop/domain/i18n';
import type { MemberHeader } from '@eshop/domain/contract';
import { standingColumns, standingOf, type StandingRow } from '../loyalty/standing.ts';
import { memberCartTotalSql } from '../cart/service.ts';
import { favouriteIdsSql } from '../favourites/service.ts';
import { levelName, loginIdOf } from './service.ts';

interface HeaderRow extends StandingRow {
  id: number; email: string | null; nickname: string | null; phone: string | null; level: number;
  cart_total: number; favourite_ids: number[];
}

export function createMemberHeader(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  return {
    /** The header of an active member; null when the member is gone (cancelled: signed out, as MemberInfo). */
    async read(memberId: number, locale: Locale): Promise<MemberHeader | null> {
      const year = shanghaiYear(clock());
      const [row] = await queryRowsPlanned<HeaderRow>(db, sql`
        select m.id, m.email, m.nickname, m.phone, m.level, ${standingColumns(year)},
               ${memberCartTotalSql(memberId)} as cart_total, ${favouriteIdsSql(memberId)} as favourite_ids
          from member m where m.id = ${memberId} and m.cancelled_at is null`);
      if (!row) return null;
      const standing = standingOf(row, year, locale);
      return {
        'm.loginId': loginIdOf(row),
        nickname: row.nickname, email: row.email, phone: row.phone,
        level: row.level, levelName: levelName(row.level, locale),
        starsTenths: standing.starsTenths,
        nextLevel: standing.nextLevel && { levelName: standing.nextLevel.levelName, missingTenths: standing.nextLevel.missingTenths },
        cartTotal: row.cart_total,
        favouriteIds: row.favourite_ids,
      };
    },
  };
}

export type MemberHeaderService = ReturnType<typeof createMemberHeader>;
