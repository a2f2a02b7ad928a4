// Images live in the database so several server instances share them. Product, category,
// recipe and content images are generated at seed time (seeded = true); uploads such as
// review photos (later) are stored here too with seeded = false.
import { boolean, integer, pgTable, text, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, createdAt } from './columns.ts';

export const media = pgTable(
  'media',
  {
    /** URL-safe id: [a-z0-9-] only, so `<id>.SO.PNG` can be parsed back. */
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Written by the seed (removed again by reseed); false for uploads. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_id_format', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('media_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
