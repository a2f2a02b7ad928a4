// The star ledger and the level (decisions.md "Loyalty"; docs/decisions/0029-loyalty.md).
// Every change of stars goes through `appendStars`, inside the caller's transaction:
// it locks the member row, appends one star_tx row (at most one per order or store order
// and kind: the unique indexes make a second credit impossible, whatever retries or races
// happen) and moves member.stars_tenths by the same amount. `settleLevel` then sets the
// level the ledger gives (the held-level rule), and a change becomes a notice and a mail job.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor, type MemberNoticeKind, type StarTxKind } from '@eshop/db';
import { isLevelId, levelFor, LEVELS, type LevelId } from '@eshop/domain/loyalty';
import { shanghaiYear } from '@eshop/domain/time';
import type { Outbox } from '../../jobs/queue.ts';

export interface StarEntry {
  memberId: number;
  kind: StarTxKind;
  /** Effect on the balance (signed tenths). */
  tenths: number;
  /** Effect on the stars counted for the level (signed tenths); 0 when absent. */
  levelTenths?: number;
  /** The Shanghai year the level effect counts in; the year of `now` when absent. */
  levelYear?: number;
  orderId?: number | null;
  storeOrderId?: number | null;
  remark?: string | null;
  actor?: string;
}

export const levelOf = (value: number): LevelId => (isLevelId(value) ? value : 1);

/** Locks the member row (every star change of one member runs one after the other). Null when the account is gone. */
export async function lockMember(tx: Executor, memberId: number): Promise<{ level: LevelId; starsTenths: number } | null> {
  const [row] = await queryRows<{ level: number; stars_tenths: number }>(tx, sql`
    select level, stars_tenths from member where id = ${memberId} and cancelled_at is null for no key update`);
  return row ? { level: levelOf(row.level), starsTenths: row.stars_tenths } : null;
}

/**
 * Appends one entry and moves the balance. Returns the new entry's id, or null when the
 * entry already exists (the same order or store order and kind): nothing is written then.
 * The member row must be locked first (lockMember), so the balance and the sums that
 * settleLevel reads include every earlier change.
 */
export async function appendStars(tx: Executor, entry: StarEntry, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    insert into star_tx (member_id, kind, tenths, level_tenths, level_year, order_id, store_order_id, remark, actor, created_at)
    values (${entry.memberId}, ${entry.kind}, ${entry.tenths}, ${entry.levelTenths ?? 0}, ${entry.levelYear ?? shanghaiYear(now)},
            ${entry.orderId ?? null}, ${entry.storeOrderId ?? null}, ${entry.remark ?? null}, ${entry.actor ?? 'system'}, ${now.toISOString()}::timestamptz)
    on conflict do nothing
    returning id`);
  if (!row) return null;
  if (entry.tenths !== 0) {
    await tx.execute(sql`update member set stars_tenths = stars_tenths + ${entry.tenths} where id = ${entry.memberId}`);
  }
  return row.id;
}

/** Stars counted for the level in the Shanghai year of `now` and the one before. */
export async function earnedByYear(executor: Executor, memberId: number, now: Date): Promise<{ year: number; thisYear: number; lastYear: number }> {
  const year = shanghaiYear(now);
  const [row] = await queryRows<{ this_year: number; last_year: number }>(executor, sql`
    select coalesce(sum(level_tenths) filter (where level_year = ${year}), 0)::int as this_year,
           coalesce(sum(level_tenths) filter (where level_year = ${year - 1}), 0)::int as last_year
      from star_tx where member_id = ${memberId} and level_year between ${year - 1} and ${year}`);
  return { year, thisYear: row?.this_year ?? 0, lastYear: row?.last_year ?? 0 };
}

/** The SQL of the level for a number of stars (tenths), from the domain's thresholds. */
export function levelCaseSql(tenths: ReturnType<typeof sql>) {
  const steps = [...LEVELS].reverse().filter((l) => l.thresholdTenths > 0)
    .map((l) => sql`when ${tenths} >= ${l.thresholdTenths} then ${l.id}`);
  return sql`(case ${sql.join(steps, sql` `)} else 1 end)`;
}

export interface NoticeInput {
  memberId: number;
  kind: MemberNoticeKind;
  /** Once-only key per member, e.g. `order:42`, `level:2026:up:3`. */
  key: string;
  data: Record<string, string | number | null>;
}

/**
 * Writes a notice for the message centre once per key; with `mail` also the job that
 * e-mails it (members with an address). Returns the notice id, or null if it existed.
 */
export async function addNotice(tx: Executor, outbox: Outbox, notice: NoticeInput, options: { mail: boolean; now: Date }): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    insert into member_notice (member_id, kind, key, data, created_at)
    values (${notice.memberId}, ${notice.kind}, ${notice.key}, ${JSON.stringify(notice.data)}::jsonb, ${options.now.toISOString()}::timestamptz)
    on conflict (member_id, key) do nothing returning id`);
  if (!row) return null;
  if (options.mail) await outbox.send(tx, 'loyalty_notice_mail', { noticeId: row.id });
  return row.id;
}

export interface LevelChange {
  from: LevelId;
  to: LevelId;
}

/**
 * Sets the member's level to the one the ledger gives now (held-level rule) and, when it
 * changes, writes the notice (message centre and mail). The member row must be locked.
 * Returns the change, or null when the level stays.
 */
export async function settleLevel(tx: Executor, outbox: Outbox, memberId: number, current: LevelId, now: Date): Promise<LevelChange | null> {
  const earned = await earnedByYear(tx, memberId, now);
  const to = levelFor({ earnedThisYearTenths: earned.thisYear, earnedLastYearTenths: earned.lastYear });
  if (to === current) return null;
  await tx.execute(sql`update member set level = ${to} where id = ${memberId}`);
  const direction = to > current ? 'up' : 'down';
  await addNotice(tx, outbox, {
    memberId, kind: direction === 'up' ? 'levelUp' : 'levelDown', key: `level:${earned.year}:${direction}:${to}`,
    data: { from: current, to, year: earned.year },
  }, { mail: true, now });
  return { from: current, to };
}
