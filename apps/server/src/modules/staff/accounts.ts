// Staff accounts as the admin manages them in the back-office (issue 16): create, rename,
// change roles, disable (its sessions end at once), reset the password. Every change is
// written with its audit entry in one transaction. An admin cannot lock the shop out:
// nobody takes the admin role from themselves or disables themselves, and the last
// active admin stays.
import { sql } from 'drizzle-orm';
import { queryRows, staffSession, staffUser, type Database, type Executor, type StaffRole } from '@eshop/db';
import type { StaffAccount } from '@eshop/domain/contract';
import type { Passwords } from '../accounts/passwords.ts';
import { recordAudit, type Actor } from './audit.ts';

export type AccountRefusal = 'STAFF_USERNAME_TAKEN' | 'STAFF_NOT_FOUND' | 'STAFF_SELF_LOCKOUT' | 'STAFF_LAST_ADMIN';
type Result<T = object> = ({ ok: true } & T) | { ok: false; code: AccountRefusal };

const shapeOf = (r: { name: string; roles: StaffRole[]; disabled: boolean }) => ({ name: r.name, roles: r.roles, disabled: r.disabled });

export function createStaffAccounts(deps: { db: Database; passwords: Passwords }) {
  const { db, passwords } = deps;

  async function lockedAccount(tx: Executor, username: string) {
    const [row] = await queryRows<{ id: number; name: string; roles: StaffRole[]; disabled: boolean }>(tx, sql`
      select id, name, roles, disabled_at is not null as disabled from staff_user where username = ${username} for update`);
    return row;
  }

  async function activeAdmins(tx: Executor): Promise<number> {
    // Locks every active admin row, so two admins demoting each other at once cannot both succeed.
    const rows = await queryRows<{ id: number }>(tx, sql`select id from staff_user where disabled_at is null and roles @> '["admin"]'::jsonb for update`);
    return rows.length;
  }

  return {
    async list(): Promise<StaffAccount[]> {
      return queryRows<StaffAccount>(db, sql`
        select username, name, roles, disabled_at is not null as disabled,
               to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "createdAt"
          from staff_user order by disabled_at is not null, username`);
    },

    async create(actor: Actor, input: { username: string; name: string; password: string; roles: StaffRole[] }): Promise<Result> {
      const hash = await passwords.hash(input.password);
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(staffUser).values({ username: input.username, name: input.name, passwordHash: hash, roles: input.roles })
          .onConflictDoNothing({ target: staffUser.username }).returning({ id: staffUser.id });
        if (inserted.length === 0) return { ok: false as const, code: 'STAFF_USERNAME_TAKEN' as const };
        await recordAudit(tx, actor, { action: 'staff.create', subjectType: 'staff', subjectId: input.username, after: { name: input.name, roles: input.roles } });
        return { ok: true as const };
      });
    },

    /** Name, roles and disabled, as given; a disabled account's sessions end. */
    async update(actor: Actor, username: string, change: { name?: string | undefined; roles?: StaffRole[] | undefined; disabled?: boolean | undefined }): Promise<Result> {
      return db.transaction(async (tx) => {
        const row = await lockedAccount(tx, username);
        if (!row) return { ok: false as const, code: 'STAFF_NOT_FOUND' as const };
        const after = { name: change.name ?? row.name, roles: change.roles ?? row.roles, disabled: change.disabled ?? row.disabled };
        const wasAdmin = row.roles.includes('admin') && !row.disabled;
        const staysAdmin = after.roles.includes('admin') && !after.disabled;
        if (wasAdmin && !staysAdmin) {
          if (row.id === actor.id) return { ok: false as const, code: 'STAFF_SELF_LOCKOUT' as const };
          if ((await activeAdmins(tx)) <= 1) return { ok: false as const, code: 'STAFF_LAST_ADMIN' as const };
        }
        await tx.execute(sql`
          update staff_user set name = ${after.name}, roles = ${JSON.stringify(after.roles)}::jsonb,
                 disabled_at = ${after.disabled ? sql`coalesce(disabled_at, now())` : sql`null`}
           where id = ${row.id}`);
        if (after.disabled) await tx.delete(staffSession).where(sql`${staffSession.staffId} = ${row.id}`);
        await recordAudit(tx, actor, { action: 'staff.update', subjectType: 'staff', subjectId: username, before: shapeOf(row), after });
        return { ok: true as const };
      });
    },

    /** A new password; the account's sessions end (it signs in again with the new one). */
    async resetPassword(actor: Actor, username: string, password: string): Promise<Result> {
      const hash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const row = await lockedAccount(tx, username);
        if (!row) return { ok: false as const, code: 'STAFF_NOT_FOUND' as const };
        await tx.update(staffUser).set({ passwordHash: hash }).where(sql`${staffUser.id} = ${row.id}`);
        await tx.delete(staffSession).where(sql`${staffSession.staffId} = ${row.id}`);
        // Never the password itself: only that it changed.
        await recordAudit(tx, actor, { action: 'staff.password', subjectType: 'staff', subjectId: username });
        return { ok: true as const };
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
