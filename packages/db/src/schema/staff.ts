// Store staff (decisions.md "Staff"): accounts with roles for the staff API, and their
// sessions (a bearer token; only its sha256 is stored).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';

export const STAFF_ROLES = ['admin', 'customer-service', 'fulfilment', 'cashier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
