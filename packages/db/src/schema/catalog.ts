// Catalogue: categories, items (products), SKUs (variants), images, facts and tags.
// Ids are the spec's ids: category.id = cid, item.id = itemId, sku.id = skuId.
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { media } from './media.ts';

export const category = pgTable(
  'category',
  {
    /** cid */
    id: idColumn(),
    /** cname: lowercase, hyphenated, stable (`list/cname/beef`). */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    blurbEn: text('blurb_en').notNull().default(''),
    blurbZh: text('blurb_zh').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    /** Raised by every back-office edit: a save naming an older version is refused (409), not lost. */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('category_code_key').on(t.code), index('category_sort_idx').on(t.sort)],
);

export const item = pgTable(
  'item',
  {
    /** itemId */
    id: idColumn(),
    code: text('code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    originEn: text('origin_en').notNull().default(''),
    originZh: text('origin_zh').notNull().default(''),
    /** ISO 3166-1 alpha-2, upper case. */
    originCountry: char('origin_country', { length: 2 }),
    brand: text('brand'),
    /** The spec's item_classified (storage class): chilled | frozen | ambient. */
    classified: text('classified').notNull().default('chilled'),
    soldCount: integer('sold_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Raised by every back-office edit: a save naming an older version is refused (409), not lost. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('item_code_key').on(t.code),
    index('item_category_idx').on(t.categoryId, t.published, t.sort),
    index('item_published_sort_idx').on(t.published, t.sort),
    index('item_sold_idx').on(t.published, t.soldCount.desc()),
    check('item_sold_count_nonneg', sql`${t.soldCount} >= 0`),
    check('item_classified_valid', sql`${t.classified} in ('chilled', 'frozen', 'ambient')`),
    check('item_origin_country_format', sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
  ],
);

export const sku = pgTable(
  'sku',
  {
    /** skuId */
    id: idColumn(),
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    specEn: text('spec_en').notNull(),
    specZh: text('spec_zh').notNull(),
    /** Net weight in grams when sold by weight. */
    weightG: integer('weight_g'),
    /** Selling price, integer fen. */
    priceFen: integer('price_fen').notNull(),
    /** Previous price (fen) when on offer. */
    listPriceFen: integer('list_price_fen'),
    /** Units in stock. Never below zero: decrement with `stock = stock - n` and let the CHECK refuse. */
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * Raised by every back-office edit (not by sales: stock is checked on its own, so a sale
     * never makes an admin's price change fail); a save naming an older version is refused (409).
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('sku_item_idx').on(t.itemId, t.sort),
    check('sku_price_fen_nonneg', sql`${t.priceFen} >= 0`),
    check('sku_list_price_fen_nonneg', sql`${t.listPriceFen} >= 0`),
    check('sku_stock_nonneg', sql`${t.stock} >= 0`),
    check('sku_weight_g_positive', sql`${t.weightG} > 0`),
  ],
);

/** Images of an item; sort 0 is the main image (the thumbnail). */
export const itemImage = pgTable(
  'item_image',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.sort] })],
);

/** "More information" rows of an item (storage, cut, feeding, shelf life ...). */
export const itemFact = pgTable(
  'item_fact',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    labelEn: text('label_en').notNull(),
    labelZh: text('label_zh').notNull(),
    valueEn: text('value_en').notNull(),
    valueZh: text('value_zh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.sort] })],
);

export const tag = pgTable('tag', {
  /** e.g. 'today', 'set', 'seasonal', 'bestseller', 'bbq' (`list/tag/bbq`). */
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Raised by every back-office edit: a save naming an older version is refused (409), not lost. */
  version: integer('version').notNull().default(0),
});

export const itemTag = pgTable(
  'item_tag',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    tagCode: text('tag_code')
      .notNull()
      .references(() => tag.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagCode] }), index('item_tag_tag_idx').on(t.tagCode, t.itemId)],
);

export const categoryRelations = relations(category, ({ many, one }) => ({
  items: many(item),
  image: one(media, { fields: [category.imageId], references: [media.id] }),
}));

export const itemRelations = relations(item, ({ one, many }) => ({
  category: one(category, { fields: [item.categoryId], references: [category.id] }),
  skus: many(sku),
  images: many(itemImage),
  facts: many(itemFact),
  tags: many(itemTag),
}));

export const skuRelations = relations(sku, ({ one }) => ({
  item: one(item, { fields: [sku.itemId], references: [item.id] }),
}));

export const itemImageRelations = relations(itemImage, ({ one }) => ({
  item: one(item, { fields: [itemImage.itemId], references: [item.id] }),
}));

export const itemFactRelations = relations(itemFact, ({ one }) => ({
  item: one(item, { fields: [itemFact.itemId], references: [item.id] }),
}));

export const tagRelations = relations(tag, ({ many }) => ({
  items: many(itemTag),
}));

export const itemTagRelations = relations(itemTag, ({ one }) => ({
  item: one(item, { fields: [itemTag.itemId], references: [item.id] }),
  tag: one(tag, { fields: [itemTag.tagCode], references: [tag.code] }),
}));

export type Category = typeof category.$inferSelect;
export type NewCategory = typeof category.$inferInsert;
export type Item = typeof item.$inferSelect;
export type NewItem = typeof item.$inferInsert;
export type Sku = typeof sku.$inferSelect;
export type NewSku = typeof sku.$inferInsert;
export type ItemImage = typeof itemImage.$inferSelect;
export type ItemFact = typeof itemFact.$inferSelect;
export type Tag = typeof tag.$inferSelect;
