// Home-page content: carousel, specials and named segments (content/segment/{name}).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns.ts';
import { media } from './media.ts';

export const carouselSlide = pgTable(
  'carousel_slide',
  {
    id: idColumn(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    /** Shop path relative to the device root: 'list/cid/1', 'item/12', 'recipe-list'. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('carousel_slide_active_sort_idx').on(t.active, t.sort)],
);

export const special = pgTable(
  'special',
  {
    id: idColumn(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    link: text('link').notNull().default(''),
    badgeEn: text('badge_en').notNull().default(''),
    badgeZh: text('badge_zh').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('special_active_sort_idx').on(t.active, t.sort)],
);

/** Body of a content segment: one JSON value per locale. */
export interface SegmentBody<T = unknown> {
  en_US: T;
  zh_CN: T;
}

export const contentSegment = pgTable('content_segment', {
  /** 'customer-voices', 'today-recommendation', 'quick-nav', 'delivery-promise' ... */
  name: text('name').primaryKey(),
  body: jsonb('body').$type<SegmentBody>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
});

export type CarouselSlide = typeof carouselSlide.$inferSelect;
export type Special = typeof special.$inferSelect;
export type ContentSegment = typeof contentSegment.$inferSelect;
