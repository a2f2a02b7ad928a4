// Where a member stands (docs/decisions/0029-loyalty.md): the SQL columns of the standing
// and their reading with the domain's level rules. Shared by MemberInfo (loyalty.standing)
// and the header's one statement (accounts/member-header.ts, docs/decisions/0040), so
// both read the same stars the same way.
import { sql, type SQL } from 'drizzle-orm';
import { getLevel, levelStanding } from '@eshop/domain/loyalty';
import type { Locale } from '@eshop/domain/i18n';
import type { LoyaltyStanding } from '@eshop/domain/contract';

export interface StandingRow extends Record<string, unknown> {
  stars_tenths: number;
  member_code: string;
  this_year: number;
  last_year: number;
}

/**
 * The standing's columns of the member row aliased `m`, for the Shanghai `year`: the
 * balance, the card code and the stars counted for the level this year and last.
 */
export const standingColumns = (year: number): SQL => sql`m.stars_tenths, m.member_code,
       coalesce((select sum(level_tenths) from star_tx where member_id = m.id and level_year = ${year}), 0)::int as this_year,
       coalesce((select sum(level_tenths) from star_tx where member_id = m.id and level_year = ${year - 1}), 0)::int as last_year`;

/** The standing of a row of `standingColumns(year)`, with the level names in `locale`. */
export function standingOf(row: StandingRow, year: number, locale: Locale): LoyaltyStanding {
  const standing = levelStanding({ year, earnedThisYearTenths: row.this_year, earnedLastYearTenths: row.last_year });
  return {
    starsTenths: row.stars_tenths, memberCode: row.member_code,
    earnedThisYearTenths: row.this_year, earnedLastYearTenths: row.last_year,
    nextLevel: standing.next && { level: standing.next.level, levelName: getLevel(standing.next.level).name[locale], missingTenths: standing.next.missingTenths },
    levelHeldUntilYear: standing.heldUntilYear,
  };
}
