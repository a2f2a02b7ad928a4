// Store staff (decisions.md "Staff"): accounts with roles for the staff API, and their
// sessions (a bearer token or the back-office's cookie; only its sha256 is stored), and
// the audit log of every change staff make (issue 16).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';

import { STAFF_ROLES, type StaffRoleName } from '@eshop/domain/staff';

export { STAFF_ROLES };
export type StaffRole = StaffRoleName;

export const staffUser = pgTable(
  'staff_user',
  {
    id: idColumn(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<StaffRole[]>().notNull(),
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_user_username_key').on(t.username), check('staff_user_username_lower', sql`${t.username} = lower(${t.username})`)],
);

export const staffSession = pgTable(
  'staff_session',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
);

/**
 * One staff action (issue 16): who, when, what, and the subject before and after. Written
 * in the same transaction as the change, so a change without its entry cannot exist.
 * Never updated or deleted by the shop.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: idColumn(),
    at: createdAt('at'),
    /** Null for ops commands (npm run staff:create). */
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still names who after an account is renamed or removed. */
    staffUsername: text('staff_username').notNull(),
    /** 'order.confirm', 'item.update', 'voucher.issue', 'staff.create', ... */
    action: text('action').notNull(),
    /** 'order', 'item', 'member', 'staff', 'campaign', ... */
    subjectType: text('subject_type').notNull(),
    /** The subject's public id (order number, item id, member code, username). */
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_subject_idx').on(t.subjectType, t.subjectId),
    index('staff_audit_staff_idx').on(t.staffUsername, t.at),
  ],
);
