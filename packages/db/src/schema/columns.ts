// Column helpers shared by every area of the schema. Conventions (ARCHITECTURE.md):
// integer identity ids, timestamptz, money as integer fen with CHECK (>= 0), text codes.
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** `bytea` as a Node Buffer on both drivers (PGlite returns Uint8Array, pg a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `integer generated always as identity primary key`. */
export const idColumn = (name = 'id') => integer(name).primaryKey().generatedAlwaysAsIdentity();

/** `timestamptz not null default now()`, read as Date. */
export const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Nullable `timestamptz`, read as Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Bilingual text as stored in jsonb columns and content segments. */
export interface Text2 {
  en: string;
  zh: string;
}
