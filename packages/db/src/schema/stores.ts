// The four Shanghai stores (spec: Store r.storeId, r.pickup, latitude, longitude).
import { sql } from 'drizzle-orm';
import { char, check, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';

export const store = pgTable(
  'store',
  {
    /** r.storeId */
    id: idColumn(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    addressEn: text('address_en').notNull(),
    addressZh: text('address_zh').notNull(),
    districtEn: text('district_en').notNull(),
    districtZh: text('district_zh').notNull(),
    phone: text('phone').notNull(),
    /** WGS-84 degrees. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** r.pickup: 'Y' = pickup offered. */
    pickup: char('pickup', { length: 1 }).$type<'Y' | 'N'>().notNull().default('Y'),
    /** Local time (Asia/Shanghai), 'HH:MM'. */
    opens: text('opens').notNull().default('09:00'),
    closes: text('closes').notNull().default('19:00'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('store_code_key').on(t.code),
    check('store_pickup_yn', sql`${t.pickup} in ('Y', 'N')`),
    check('store_opens_format', sql`${t.opens} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check('store_closes_format', sql`${t.closes} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check('store_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('store_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export type Store = typeof store.$inferSelect;
export type NewStore = typeof store.$inferInsert;
