// The audit log of staff actions (issue 16): who, when, what, the subject before and
// after. `recordAudit` takes the executor of the change, so a service that owns a
// transaction writes the entry inside it: the change and its entry land together or not
// at all. Entries are never changed; the admin searches them in the back-office.
import { sql } from 'drizzle-orm';
import { queryRows, staffAudit, type Executor } from '@eshop/db';
import type { AuditRow } from '@eshop/domain/contract';

/** Who acted: a signed-in staff member, or an ops command (staffId null). */
export interface Actor {
  id: number | null;
  username: string;
}

export interface AuditEntry {
  /** '<subject>.<verb>': 'order.confirm', 'item.update', 'voucher.issue', ... */
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: actor.id,
    staffUsername: actor.username,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditQuery {
  /** Matches the subject id, the action or the staff username (case-insensitive, part of it). */
  q?: string | undefined;
  staff?: string | undefined;
  subjectType?: string | undefined;
  /** Shanghai calendar days, inclusive: 'YYYY-MM-DD'. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first, with the total for paging. */
export async function searchAudit(db: Executor, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions = [sql`true`];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(subject_id ilike ${like} or action ilike ${like} or staff_username ilike ${like})`);
  }
  if (query.staff) conditions.push(sql`staff_username = ${query.staff.toLowerCase()}`);
  if (query.subjectType) conditions.push(sql`subject_type = ${query.subjectType}`);
  if (query.from) conditions.push(sql`at >= (${query.from}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (query.to) conditions.push(sql`at < (${query.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows<AuditRow & { total: number }>(db, sql`
    select id, to_char(at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at, staff_username as "staffUsername", action,
           subject_type as "subjectType", subject_id as "subjectId", before, after, count(*) over ()::int as total
      from staff_audit where ${where} order by at desc, id desc limit ${query.limit} offset ${query.offset}`);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
