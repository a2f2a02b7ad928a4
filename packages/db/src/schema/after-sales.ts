// After-sales (issue 15; decisions.md "Reviews and requests"; docs/decisions/0031): customer
// requests with their message threads, reviews with the team's reply, and the photos members
// upload with both. A photo's files live in the photo store (the data folder, or an
// S3-compatible bucket); its row here says who uploaded it and what was kept.
// Reviews keep the item id without a foreign key, like order lines: the demo reseed
// truncates the catalogue and must never take what members wrote.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';
import { shopOrder } from './orders.ts';

export const customerRequest = pgTable(
  'customer_request',
  {
    /** cr.requestId */
    id: idColumn(),
    memberId: integer('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    /** cr.referenceId: the order it is about (order-related types); kept when the order is. */
    orderId: integer('order_id').references(() => shopOrder.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    closedAt: timestamptz('closed_at'),
    /** The last message's time (lists sort by it) and who wrote it ('member' | 'staff'). */
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    lastAuthor: text('last_author').$type<'member' | 'staff'>().notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_request_member_idx').on(t.memberId, t.status, t.lastMessageAt),
    index('customer_request_order_idx').on(t.orderId),
    index('customer_request_status_idx').on(t.status, t.createdAt),
    check('customer_request_status_values', sql`${t.status} in ('open', 'closed')`),
    check('customer_request_closed_at', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check('customer_request_type_values', sql`${t.type} in ('wrong-item', 'damaged', 'expired', 'change-order', 'not-received', 'incomplete', 'order-other', 'product', 'account', 'other')`),
  ],
);

export const customerRequestMessage = pgTable(
  'customer_request_message',
  {
    id: idColumn(),
    requestId: integer('request_id').notNull().references(() => customerRequest.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'staff'>().notNull(),
    /** The staff member's name (the member's side shows their nickname at read time). */
    authorName: text('author_name'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_request_message_request_idx').on(t.requestId, t.createdAt),
    check('customer_request_message_author_values', sql`${t.author} in ('member', 'staff')`),
  ],
);

/** An uploaded photo, decoded and re-encoded by the server; its files are `<id>.webp` and `<id>.thumb.webp` in the photo store. */
export const photo = pgTable(
  'photo',
  {
    /** 24 random hex characters: the URL names nothing else. */
    id: text('id').primaryKey(),
    memberId: integer('member_id').references(() => member.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('photo_id_format', sql`${t.id} ~ '^[a-f0-9]{24}$'`), check('photo_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`)],
);

export const customerRequestPhoto = pgTable(
  'customer_request_photo',
  {
    requestId: integer('request_id').notNull().references(() => customerRequest.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    photoId: text('photo_id').notNull().references(() => photo.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.sort] }), check('customer_request_photo_sort_range', sql`${t.sort} between 1 and 9`)],
);

export const review = pgTable(
  'review',
  {
    id: idColumn(),
    memberId: integer('member_id').references(() => member.id, { onDelete: 'set null' }),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'restrict' }),
    /** t.itemId (no foreign key: see above) and the names as bought. */
    itemId: integer('item_id').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    /** The member's name as shown with the review, kept when written (nickname, else a masked contact). */
    authorName: text('author_name').notNull(),
    /** Hidden by staff, with the reason (the member still sees it, marked). */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    replyBy: text('reply_by'),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_order_item_key').on(t.orderId, t.itemId),
    index('review_item_idx').on(t.itemId, t.createdAt),
    index('review_member_idx').on(t.memberId, t.createdAt),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
    check('review_hidden_reason', sql`${t.hiddenAt} is null or length(trim(${t.hiddenReason})) > 0`),
  ],
);

export const reviewPhoto = pgTable(
  'review_photo',
  {
    reviewId: integer('review_id').notNull().references(() => review.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    photoId: text('photo_id').notNull().references(() => photo.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.sort] }), check('review_photo_sort_range', sql`${t.sort} between 1 and 9`)],
);

export type CustomerRequestRow = typeof customerRequest.$inferSelect;
export type ReviewRow = typeof review.$inferSelect;
