// Checks after seeding the full demo data (shared by the PGlite and PostgreSQL tests).
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../client.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { category, gift, item, media, recipe, sku, store } from '../schema/index.ts';
import type { SeedData } from '../seed/data/model.ts';
import { giftImageId, type SeedSummary } from '../seed/seed.ts';

export async function expectCountsMatchData(db: Executor, data: SeedData, summary: SeedSummary): Promise<void> {
  expect(summary.seeded).toBe(true);
  const skus = data.items.reduce((n, i) => n + i.skus.length, 0);
  expect(summary.counts).toMatchObject({
    categories: data.categories.length,
    items: data.items.length,
    skus,
    itemImages: data.items.length * 3,
    stores: data.stores.length,
    recipes: data.recipes.length,
    recipeAttributes: data.recipeAttributes.length,
    slides: data.content.slides.length,
    specials: data.content.specials.length,
    gifts: data.gifts.length,
  });
  const countOf = async (table: PgTable) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  expect(await countOf(category)).toBe(data.categories.length);
  expect(await countOf(item)).toBe(data.items.length);
  expect(await countOf(sku)).toBe(skus);
  expect(await countOf(store)).toBe(data.stores.length);
  expect(await countOf(recipe)).toBe(data.recipes.length);
  expect(await countOf(gift)).toBe(data.gifts.length);
  expect(await countOf(media)).toBe(summary.counts.media);
  // Ids follow the files.
  const items = await db.select({ id: item.id, code: item.code }).from(item).orderBy(asc(item.id));
  expect(items.map((i) => i.code)).toEqual(data.items.map((i) => i.code));
  const cats = await db.select({ id: category.id, code: category.code }).from(category).orderBy(asc(category.id));
  expect(cats.map((c) => c.code)).toEqual(data.categories.map((c) => c.code));
  // Gifts follow their file too, each with its own image in media.
  const gifts = await db
    .select({ code: gift.code, imageId: gift.imageId, sort: gift.sort, contentType: media.contentType, width: media.width })
    .from(gift)
    .leftJoin(media, eq(media.id, gift.imageId))
    .orderBy(asc(gift.id));
  expect(gifts).toEqual(
    data.gifts.map((g, k) => ({ code: g.code, imageId: giftImageId(g.code), sort: k + 1, contentType: 'image/png', width: 600 })),
  );
}
