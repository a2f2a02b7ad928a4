// The seed runner: turns the hand-written demo data into rows, with images generated
// locally. Everything is inserted in one transaction; ids are assigned in file order
// (categories, items, SKUs, recipes, gifts ...), so they are the same after every (re)seed.
import { availableParallelism } from 'node:os';
import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import {
  carouselSlide,
  category,
  contentSegment,
  gift,
  item,
  itemFact,
  itemImage,
  itemTag,
  media,
  recipe,
  recipeAttribute,
  recipeIngredient,
  sku,
  special,
  store,
  tag,
} from '../schema/index.ts';
import { putMedia, type PutMedia } from '../media.ts';
import type { SeedLink } from './data/content.ts';
import type { SeedData } from './data/model.ts';
import type { SeedArt } from './data/types.ts';
import {
  bannerScene,
  categoryScene,
  mapLimit,
  placeholderScene,
  productScene,
  recipeScene,
  renderImage,
  specialScene,
  type ProductVariant,
  type RenderedImage,
  type Scene,
} from './images.ts';

export type { SeedData } from './data/model.ts';

export interface SeedOptions {
  /** The demo data; defaults to the files in ./data (loaded lazily). */
  data?: SeedData;
  /** Images per item: 1 (main only), 2 (+ on a board) or 3 (+ close-up). Default 3. */
  imagesPerItem?: 1 | 2 | 3;
  /** Images rendered at once; default: available cores, 2 to 4. */
  concurrency?: number;
  /** Progress and warnings (unresolved content links). Default: silent. */
  log?: (message: string) => void;
}

export interface SeedCounts {
  categories: number;
  items: number;
  skus: number;
  tags: number;
  itemImages: number;
  media: number;
  stores: number;
  slides: number;
  specials: number;
  segments: number;
  recipeAttributes: number;
  recipes: number;
  recipeIngredients: number;
  gifts: number;
}

export interface SeedSummary {
  /** False when the database already had a catalogue (seed() does nothing then). */
  seeded: boolean;
  counts: SeedCounts;
  /** Milliseconds spent rendering images, inserting, and in total. */
  timing: { imagesMs: number; insertMs: number; totalMs: number };
}

/**
 * Tables the seed owns; reseed() empties them (RESTART IDENTITY CASCADE). The CASCADE
 * also empties what references them, e.g. the carts (cart_line, gift_cart_line); order
 * lines (order_line, order_gift_line) name SKUs and gifts without a foreign key, so
 * orders survive a reseed.
 */
export const SEEDED_TABLES = [
  'category',
  'item',
  'sku',
  'item_image',
  'item_fact',
  'tag',
  'item_tag',
  'store',
  'carousel_slide',
  'special',
  'content_segment',
  'recipe_attribute',
  'recipe',
  'recipe_ingredient',
  'gift',
] as const;

const SEED_LOCK_KEY = 724_1002;

/** Media ids are URL-safe: lower-case letters, digits and hyphens. */
export const slug = (code: string): string =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Media id of image n (1-based) of an item. */
export const itemImageId = (itemCode: string, n: number): string => `i-${slug(itemCode)}-${n}`;
export const categoryImageId = (code: string): string => `c-${slug(code)}`;
export const recipeImageId = (code: string): string => `r-${slug(code)}`;
/** Media id of a star-shop gift's image. */
export const giftImageId = (code: string): string => `g-${slug(code)}`;
export const slideImageId = (n: number): string => `slide-${n}`;
export const specialImageId = (n: number): string => `special-${n}`;
export const PLACEHOLDER_IMAGE_ID = 'placeholder';

const VARIANTS: ProductVariant[] = ['main', 'board', 'closeup'];

/** Every problem in the data that would break the seed or leave a dangling reference. */
export function validateSeedData(data: SeedData): string[] {
  const problems: string[] = [];
  const dup = (what: string, codes: string[]) => {
    const seen = new Set<string>();
    for (const c of codes) {
      if (seen.has(c)) problems.push(`duplicate ${what} code '${c}'`);
      seen.add(c);
    }
  };
  dup('category', data.categories.map((c) => c.code));
  dup('item', data.items.map((i) => i.code));
  dup('recipe', data.recipes.map((r) => r.code));
  dup('store', data.stores.map((s) => s.code));
  dup('recipe attribute', data.recipeAttributes.map((a) => `${a.kind}:${a.code}`));
  const cats = new Set(data.categories.map((c) => c.code));
  const codes = new Set(data.items.map((i) => i.code));
  for (const i of data.items) {
    if (!cats.has(i.category)) problems.push(`item ${i.code}: unknown category '${i.category}'`);
    if (i.skus.length === 0) problems.push(`item ${i.code}: no SKU`);
    if (!/^[A-Z]{2}$/.test(i.originCountry)) problems.push(`item ${i.code}: origin country '${i.originCountry}' is not ISO alpha-2`);
    for (const s of i.skus) {
      if (!Number.isInteger(s.priceFen) || s.priceFen < 0) problems.push(`item ${i.code}: bad price ${s.priceFen}`);
      if (s.listPriceFen !== null && (!Number.isInteger(s.listPriceFen) || s.listPriceFen < 0))
        problems.push(`item ${i.code}: bad list price ${s.listPriceFen}`);
      if (!Number.isInteger(s.stock) || s.stock < 0) problems.push(`item ${i.code}: bad stock ${s.stock}`);
      if (s.weightG !== null && (!Number.isInteger(s.weightG) || s.weightG <= 0)) problems.push(`item ${i.code}: bad weight ${s.weightG}`);
    }
  }
  const attrs = new Set(data.recipeAttributes.map((a) => `${a.kind}:${a.code}`));
  for (const r of data.recipes) {
    for (const [kind, code] of [
      ['chef', r.chef],
      ['difficulty', r.difficulty],
      ['ingredient', r.mainIngredient],
      ['cuisine', r.cuisine],
    ] as const)
      if (!attrs.has(`${kind}:${code}`)) problems.push(`recipe ${r.code}: unknown ${kind} '${code}'`);
    for (const ing of r.ingredients) {
      if (ing.itemCode !== null && !codes.has(ing.itemCode)) problems.push(`recipe ${r.code}: unknown item '${ing.itemCode}'`);
      if (ing.quantity !== null && !(ing.quantity >= 0)) problems.push(`recipe ${r.code}: bad quantity ${ing.quantity}`);
    }
  }
  dup('gift', data.gifts.map((g) => g.code));
  for (const g of data.gifts) {
    if (!Number.isInteger(g.starsTenths) || g.starsTenths <= 0) problems.push(`gift ${g.code}: bad stars ${g.starsTenths}`);
    if (!Number.isInteger(g.stock) || g.stock < 0) problems.push(`gift ${g.code}: bad stock ${g.stock}`);
    if (!Number.isInteger(g.minLevel) || g.minLevel < 1 || g.minLevel > 4) problems.push(`gift ${g.code}: bad min level ${g.minLevel}`);
    if (g.worthFen !== null && (!Number.isInteger(g.worthFen) || g.worthFen < 0)) problems.push(`gift ${g.code}: bad worth ${g.worthFen}`);
  }
  return problems;
}

interface Job {
  id: string;
  scene: () => Scene;
}

function imageJobs(data: SeedData, imagesPerItem: number): Job[] {
  const cats = new Map(data.categories.map((c) => [c.code, c]));
  const jobs: Job[] = [{ id: PLACEHOLDER_IMAGE_ID, scene: () => placeholderScene() }];
  for (const c of data.categories)
    jobs.push({ id: categoryImageId(c.code), scene: () => categoryScene({ art: c.art, colour: c.colour, seed: c.code }) });
  for (const i of data.items) {
    const c = cats.get(i.category);
    const art: SeedArt = i.art ?? c?.art ?? 'box';
    const colour = c?.colour ?? '#a0785a';
    for (let n = 1; n <= imagesPerItem; n++) {
      const variant = VARIANTS[n - 1] as ProductVariant;
      jobs.push({ id: itemImageId(i.code, n), scene: () => productScene({ art, colour, seed: i.code }, variant) });
    }
  }
  for (const r of data.recipes)
    jobs.push({ id: recipeImageId(r.code), scene: () => recipeScene({ art: r.art, colour: r.colour, seed: r.code }) });
  for (const g of data.gifts)
    jobs.push({ id: giftImageId(g.code), scene: () => productScene({ art: g.art, colour: g.colour, seed: g.code }, 'main') });
  data.content.slides.forEach((s, k) =>
    jobs.push({ id: slideImageId(k + 1), scene: () => bannerScene({ art: s.art, colour: s.colour, seed: `slide-${k + 1}` }) }),
  );
  data.content.specials.forEach((s, k) =>
    jobs.push({ id: specialImageId(k + 1), scene: () => specialScene({ art: s.art, colour: s.colour, seed: `special-${k + 1}` }) }),
  );
  return jobs;
}

/** Renders every seed image (placeholder, categories, items, recipes, gifts, slides, specials). */
export async function renderSeedImages(data: SeedData, options: Pick<SeedOptions, 'imagesPerItem' | 'concurrency'> = {}): Promise<RenderedImage[]> {
  const jobs = imageJobs(data, options.imagesPerItem ?? 3);
  const concurrency = options.concurrency ?? Math.min(4, Math.max(2, availableParallelism()));
  return mapLimit(jobs, concurrency, (job) => renderImage(job.id, job.scene()));
}

async function loadDefaultData(): Promise<SeedData> {
  const { loadSeedData } = await import('./data/index.ts');
  return loadSeedData();
}

async function catalogueCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(category);
  return row?.n ?? 0;
}

const emptyCounts = (): SeedCounts => ({
  categories: 0,
  items: 0,
  skus: 0,
  tags: 0,
  itemImages: 0,
  media: 0,
  stores: 0,
  slides: 0,
  specials: 0,
  segments: 0,
  recipeAttributes: 0,
  recipes: 0,
  recipeIngredients: 0,
  gifts: 0,
});

/**
 * Seeds the demo catalogue, stores, content and recipes when the database has no
 * category yet; otherwise does nothing (`seeded: false`). Safe to call on every start,
 * also from several instances at once (an advisory lock serialises them).
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  return run(db, options, false);
}

/** Empties the seeded tables (RESTART IDENTITY CASCADE, seeded media) and seeds again, atomically. */
export async function reseed(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  return run(db, options, true);
}

async function run(db: Database, options: SeedOptions, replace: boolean): Promise<SeedSummary> {
  const t0 = performance.now();
  const log = options.log ?? (() => {});
  if (!replace && (await catalogueCount(db)) > 0) {
    return { seeded: false, counts: emptyCounts(), timing: { imagesMs: 0, insertMs: 0, totalMs: Math.round(performance.now() - t0) } };
  }
  const data = options.data ?? (await loadDefaultData());
  const problems = validateSeedData(data);
  if (problems.length > 0) throw new Error(`seed data is inconsistent:\n  ${problems.join('\n  ')}`);

  const images = await renderSeedImages(data, options);
  const t1 = performance.now();
  log(`rendered ${images.length} images in ${Math.round(t1 - t0)} ms`);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (replace) {
      await tx.execute(sql.raw(`truncate table ${SEEDED_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
      await tx.delete(media).where(sql`${media.seeded}`);
    } else if ((await catalogueCount(tx)) > 0) {
      return null; // another instance seeded meanwhile
    }
    return insertAll(tx, data, images, log);
  });
  const t2 = performance.now();
  if (counts === null)
    return { seeded: false, counts: emptyCounts(), timing: { imagesMs: Math.round(t1 - t0), insertMs: 0, totalMs: Math.round(t2 - t0) } };
  log(`inserted in ${Math.round(t2 - t1)} ms`);
  return {
    seeded: true,
    counts,
    timing: { imagesMs: Math.round(t1 - t0), insertMs: Math.round(t2 - t1), totalMs: Math.round(t2 - t0) },
  };
}

/** Inserts rows in chunks (keeps statements and parameter lists small). */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function insertAll(tx: Executor, data: SeedData, images: RenderedImage[], log: (m: string) => void): Promise<SeedCounts> {
  const mediaRows: PutMedia[] = images.map((img) => ({ ...img, seeded: true }));
  await insertChunks(mediaRows, 25, (chunk) => putMedia(tx, chunk));
  const mediaIds = new Set(images.map((i) => i.id));
  const imageOrNull = (id: string) => (mediaIds.has(id) ? id : null);

  // Categories, in file order.
  const catRows = await tx
    .insert(category)
    .values(
      data.categories.map((c, k) => ({
        code: c.code,
        nameEn: c.name.en,
        nameZh: c.name.zh,
        blurbEn: c.blurb.en,
        blurbZh: c.blurb.zh,
        sort: k + 1,
        imageId: imageOrNull(categoryImageId(c.code)),
      })),
    )
    .returning({ id: category.id, code: category.code });
  const catId = new Map(catRows.map((r) => [r.code, r.id]));

  // Tags: the named ones first, then any other code the items use.
  const tagNames = new Map(data.tags.map((t) => [t.code, t.name]));
  const tagCodes: string[] = data.tags.map((t) => t.code);
  for (const i of data.items) for (const t of i.tags) if (!tagCodes.includes(t)) tagCodes.push(t);
  if (tagCodes.length > 0)
    await tx.insert(tag).values(
      tagCodes.map((code, k) => {
        const name = tagNames.get(code) ?? { en: code.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), zh: code };
        return { code, nameEn: name.en, nameZh: name.zh, sort: k + 1 };
      }),
    );

  // Items, in file order; sort is the position within the category.
  const perCat = new Map<string, number>();
  const itemRows: { id: number; code: string }[] = [];
  await insertChunks(data.items, 100, async (chunk) => {
    const rows = await tx
      .insert(item)
      .values(
        chunk.map((i) => {
          const pos = (perCat.get(i.category) ?? 0) + 1;
          perCat.set(i.category, pos);
          return {
            code: i.code,
            categoryId: catId.get(i.category) as number,
            nameEn: i.name.en,
            nameZh: i.name.zh,
            descriptionEn: i.description.en,
            descriptionZh: i.description.zh,
            originEn: i.origin.en,
            originZh: i.origin.zh,
            originCountry: i.originCountry,
            brand: i.brand,
            classified: i.classified,
            soldCount: i.sold,
            published: true,
            sort: pos,
          };
        }),
      )
      .returning({ id: item.id, code: item.code });
    itemRows.push(...rows);
  });
  const itemId = new Map(itemRows.map((r) => [r.code, r.id]));
  const idOf = (code: string) => itemId.get(code) as number;

  const skuRows = data.items.flatMap((i) =>
    i.skus.map((s, k) => ({
      itemId: idOf(i.code),
      specEn: s.spec.en,
      specZh: s.spec.zh,
      weightG: s.weightG,
      priceFen: s.priceFen,
      listPriceFen: s.listPriceFen,
      stock: s.stock,
      sort: k + 1,
    })),
  );
  await insertChunks(skuRows, 200, (chunk) => tx.insert(sku).values(chunk));

  const factRows = data.items.flatMap((i) =>
    i.facts.map((f, k) => ({
      itemId: idOf(i.code),
      sort: k + 1,
      labelEn: f.label.en,
      labelZh: f.label.zh,
      valueEn: f.value.en,
      valueZh: f.value.zh,
    })),
  );
  await insertChunks(factRows, 200, (chunk) => tx.insert(itemFact).values(chunk));

  const tagRows = data.items.flatMap((i) => [...new Set(i.tags)].map((t) => ({ itemId: idOf(i.code), tagCode: t })));
  await insertChunks(tagRows, 300, (chunk) => tx.insert(itemTag).values(chunk));

  const imageRows = data.items.flatMap((i) => {
    const rows: { itemId: number; sort: number; imageId: string }[] = [];
    for (let n = 1; mediaIds.has(itemImageId(i.code, n)); n++) rows.push({ itemId: idOf(i.code), sort: n - 1, imageId: itemImageId(i.code, n) });
    return rows;
  });
  await insertChunks(imageRows, 300, (chunk) => tx.insert(itemImage).values(chunk));

  // Stores.
  await tx.insert(store).values(
    data.stores.map((s, k) => ({
      code: s.code,
      nameEn: s.name.en,
      nameZh: s.name.zh,
      addressEn: s.address.en,
      addressZh: s.address.zh,
      districtEn: s.district.en,
      districtZh: s.district.zh,
      phone: s.phone,
      latitude: s.latitude,
      longitude: s.longitude,
      pickup: s.pickup,
      opens: s.opens,
      closes: s.closes,
      sort: k + 1,
    })),
  );

  // Recipes.
  let attrRows: { id: number; kind: string; code: string }[] = [];
  if (data.recipeAttributes.length > 0)
    attrRows = await tx
      .insert(recipeAttribute)
      .values(
        data.recipeAttributes.map((a, k) => ({ kind: a.kind, code: a.code, nameEn: a.name.en, nameZh: a.name.zh, sort: k + 1 })),
      )
      .returning({ id: recipeAttribute.id, kind: recipeAttribute.kind, code: recipeAttribute.code });
  const attrId = new Map(attrRows.map((r) => [`${r.kind}:${r.code}`, r.id]));
  let recipeRows: { id: number; code: string }[] = [];
  if (data.recipes.length > 0)
    recipeRows = await tx
      .insert(recipe)
      .values(
        data.recipes.map((r, k) => ({
          code: r.code,
          nameEn: r.name.en,
          nameZh: r.name.zh,
          summaryEn: r.summary.en,
          summaryZh: r.summary.zh,
          chefId: attrId.get(`chef:${r.chef}`) ?? null,
          difficultyId: attrId.get(`difficulty:${r.difficulty}`) ?? null,
          ingredientId: attrId.get(`ingredient:${r.mainIngredient}`) ?? null,
          cuisineId: attrId.get(`cuisine:${r.cuisine}`) ?? null,
          servings: r.servings,
          prepMinutes: r.prepMinutes,
          cookMinutes: r.cookMinutes,
          videoUrl: r.videoUrl,
          imageId: imageOrNull(recipeImageId(r.code)),
          steps: r.steps.map((s) => ({ en: s.en, zh: s.zh })),
          sort: k + 1,
        })),
      )
      .returning({ id: recipe.id, code: recipe.code });
  const recipeId = new Map(recipeRows.map((r) => [r.code, r.id]));
  const ingredientRows = data.recipes.flatMap((r) =>
    r.ingredients.map((ing, k) => ({
      recipeId: recipeId.get(r.code) as number,
      sort: k + 1,
      nameEn: ing.name.en,
      nameZh: ing.name.zh,
      quantityMilli: ing.quantity === null ? null : Math.round(ing.quantity * 1000),
      unitEn: ing.unit?.en ?? null,
      unitZh: ing.unit?.zh ?? null,
      spice: ing.spice,
      itemId: ing.itemCode === null ? null : (itemId.get(ing.itemCode) ?? null),
    })),
  );
  await insertChunks(ingredientRows, 300, (chunk) => tx.insert(recipeIngredient).values(chunk));

  // Star-shop gifts, in file order.
  if (data.gifts.length > 0)
    await tx.insert(gift).values(
      data.gifts.map((g, k) => ({
        code: g.code,
        nameEn: g.name.en,
        nameZh: g.name.zh,
        descriptionEn: g.description.en,
        descriptionZh: g.description.zh,
        starsTenths: g.starsTenths,
        stock: g.stock,
        minLevel: g.minLevel,
        worthFen: g.worthFen,
        imageId: imageOrNull(giftImageId(g.code)),
        published: true,
        sort: k + 1,
      })),
    );

  // Content.
  const tagsInUse = new Set(tagRows.map((r) => r.tagCode));
  const resolve = (links: SeedLink[], what: string): string => {
    for (const l of links) {
      if ('category' in l) {
        const code = l.category.find((c) => catId.has(c));
        if (code) return `list/cid/${catId.get(code)}`;
      } else if ('itemIn' in l) {
        const hit = data.items.find((i) => l.itemIn.includes(i.category) && (!l.tag || i.tags.includes(l.tag)));
        if (hit) return `item/${idOf(hit.code)}`;
      } else if ('item' in l) {
        if (itemId.has(l.item)) return `item/${idOf(l.item)}`;
      } else if ('tag' in l) {
        if (tagsInUse.has(l.tag)) return `list/tag/${l.tag}`;
      } else {
        return l.path;
      }
    }
    log(`warning: no link target for ${what}`);
    return '';
  };
  const { slides, specials } = data.content;
  if (slides.length > 0)
    await tx.insert(carouselSlide).values(
      slides.map((s, k) => ({
        titleEn: s.title.en,
        titleZh: s.title.zh,
        subtitleEn: s.subtitle.en,
        subtitleZh: s.subtitle.zh,
        imageId: imageOrNull(slideImageId(k + 1)),
        link: resolve(s.link, `slide ${k + 1}`),
        sort: k + 1,
        active: true,
      })),
    );
  if (specials.length > 0)
    await tx.insert(special).values(
      specials.map((s, k) => ({
        titleEn: s.title.en,
        titleZh: s.title.zh,
        bodyEn: s.body.en,
        bodyZh: s.body.zh,
        badgeEn: s.badge.en,
        badgeZh: s.badge.zh,
        imageId: imageOrNull(specialImageId(k + 1)),
        link: resolve(s.link, `special ${k + 1}`),
        sort: k + 1,
        active: true,
      })),
    );
  const quickNav = data.content.quickNav.filter((c) => catId.has(c)).slice(0, 12);
  const segments = [
    { name: 'customer-voices', body: data.content.customerVoices },
    { name: 'quick-nav', body: { en_US: quickNav, zh_CN: quickNav } },
    { name: 'delivery-promise', body: data.content.deliveryPromise },
    { name: 'today-recommendation', body: data.content.todayRecommendation },
  ];
  await tx.insert(contentSegment).values(segments);

  return {
    categories: catRows.length,
    items: itemRows.length,
    skus: skuRows.length,
    tags: tagCodes.length,
    itemImages: imageRows.length,
    media: mediaRows.length,
    stores: data.stores.length,
    slides: slides.length,
    specials: specials.length,
    segments: segments.length,
    recipeAttributes: attrRows.length,
    recipes: recipeRows.length,
    recipeIngredients: ingredientRows.length,
    gifts: data.gifts.length,
  };
}
