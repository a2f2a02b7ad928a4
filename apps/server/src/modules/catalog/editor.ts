// The catalogue as the store team edits it in the back-office (issue 16): items with their
// SKUs, facts, tags and images; categories and tags. The storefront's reads stay in
// service.ts; this is the write side.
//
// - Every change is written with its audit entry (before/after) in one transaction.
// - Lost updates are refused, not resolved silently: a form carries the `version` of what
//   it shows, and a save naming an older one answers CATALOGUE_CHANGED (409). The row is
//   locked (`for update`) while it is compared, so of two saves at once one wins and the
//   other is refused. Sales change stock without raising the SKU's version, so a typed stock
//   is compared with the stock the form showed instead (stockWrite of the domain).
// - After the commit the catalogue's caches, the page cache and the search index are dropped
//   on every instance (catalog.invalidate(): the invalidation bus), so the shop shows the
//   change at once.
// - Images are never deleted with their link: past orders keep their lines' image ids.
import { sql, type SQL } from 'drizzle-orm';
import { category, item, itemFact, itemImage, itemTag, queryRows, sku, tag, type Database, type Executor } from '@eshop/db';
import { moveInOrder, moveToFront, stockWrite, type Classification } from '@eshop/domain/catalog';
import type { FactInput, ItemFields, SkuFields, StaffCategory, StaffItem, StaffItemRow, StaffTag } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';
import { storeUploadedImage, type ImageUpload } from '../media/upload.ts';
import { recordAudit, type Actor } from '../staff/audit.ts';

export type CatalogueRefusal =
  | 'ITEM_NOT_FOUND' | 'SKU_NOT_FOUND' | 'CATEGORY_NOT_FOUND' | 'TAG_NOT_FOUND' | 'IMAGE_NOT_FOUND'
  | 'CATALOGUE_CHANGED' | 'STOCK_CHANGED' | 'ITEM_CODE_TAKEN' | 'CATEGORY_CODE_TAKEN' | 'TAG_CODE_TAKEN'
  | 'CATEGORY_IN_USE' | 'TAG_IN_USE';
export type Refused = { ok: false; code: CatalogueRefusal; params?: Record<string, string> };
export type Result<T = object> = ({ ok: true } & T) | Refused;

const refuse = (code: CatalogueRefusal, params?: Record<string, string>): Refused => (params ? { ok: false, code, params } : { ok: false, code });

export interface ItemQuery {
  q?: string | undefined;
  categoryId?: number | undefined;
  published?: boolean | undefined;
  soldOut?: boolean | undefined;
  limit: number;
  offset: number;
}

export type ImageMove = 'main' | 'up' | 'down' | 'remove';

/** PostgreSQL's error code and constraint of a failed statement (drizzle wraps driver errors in `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e.cause?.code ?? e.code, constraint: e.cause?.constraint ?? e.constraint };
}

/** Runs `fn`; a unique or foreign-key violation of a race the checks could not see becomes `refusal`. */
async function orRefused<T>(fn: () => Promise<Result<T>>, refusals: Partial<Record<'23505' | '23503', Refused>>): Promise<Result<T>> {
  try {
    return await fn();
  } catch (err) {
    const r = refusals[pgError(err).code as '23505' | '23503'];
    if (r) return r;
    throw err;
  }
}

type ItemColumns = Pick<ItemFields, 'code' | 'categoryId' | 'nameEn' | 'nameZh' | 'descriptionEn' | 'descriptionZh' | 'originEn' | 'originZh' | 'originCountry' | 'brand' | 'published'> & { classified: string };
const itemShape = (r: ItemColumns) => ({
  code: r.code, categoryId: r.categoryId, nameEn: r.nameEn, nameZh: r.nameZh, descriptionEn: r.descriptionEn, descriptionZh: r.descriptionZh,
  originEn: r.originEn, originZh: r.originZh, originCountry: r.originCountry, brand: r.brand, classified: r.classified as Classification, published: r.published,
});

const skuShape = (r: SkuFields) => ({ specEn: r.specEn, specZh: r.specZh, priceFen: r.priceFen, listPriceFen: r.listPriceFen, weightG: r.weightG, stock: r.stock });

export function createCatalogEditor(deps: { db: Database; images: ImageUrls; invalidate: () => void }) {
  const { db, images } = deps;

  /** Runs a change; the shop's caches are dropped everywhere once it is committed. */
  async function change<T>(fn: () => Promise<Result<T>>): Promise<Result<T>> {
    const r = await fn();
    if (r.ok) deps.invalidate();
    return r;
  }

  async function lockedItem(tx: Executor, itemId: number) {
    const [row] = await tx.select().from(item).where(sql`${item.id} = ${itemId}`).for('update');
    return row;
  }

  async function categoryExists(tx: Executor, categoryId: number): Promise<boolean> {
    return (await queryRows(tx, sql`select 1 from category where id = ${categoryId}`)).length > 0;
  }

  async function unknownTags(tx: Executor, codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const known = new Set((await queryRows<{ code: string }>(tx, sql`select code from tag where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`)).map((r) => r.code));
    return codes.filter((c) => !known.has(c));
  }

  async function itemCodeTaken(tx: Executor, code: string, exceptId: number | null): Promise<boolean> {
    return (await queryRows(tx, sql`select 1 from item where code = ${code} ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}`)).length > 0;
  }

  async function tagsOf(tx: Executor, itemId: number): Promise<string[]> {
    return (await queryRows<{ tag_code: string }>(tx, sql`select tag_code from item_tag where item_id = ${itemId} order by tag_code`)).map((r) => r.tag_code);
  }

  async function factsOf(tx: Executor, itemId: number): Promise<FactInput[]> {
    return queryRows<FactInput>(tx, sql`
      select label_en as "labelEn", label_zh as "labelZh", value_en as "valueEn", value_zh as "valueZh" from item_fact where item_id = ${itemId} order by sort`);
  }

  async function writeTags(tx: Executor, itemId: number, codes: readonly string[]): Promise<void> {
    await tx.delete(itemTag).where(sql`${itemTag.itemId} = ${itemId}`);
    const unique = [...new Set(codes)];
    if (unique.length > 0) await tx.insert(itemTag).values(unique.map((tagCode) => ({ itemId, tagCode })));
  }

  async function writeFacts(tx: Executor, itemId: number, facts: readonly FactInput[]): Promise<void> {
    await tx.delete(itemFact).where(sql`${itemFact.itemId} = ${itemId}`);
    if (facts.length > 0) await tx.insert(itemFact).values(facts.map((f, sort) => ({ itemId, sort, ...f })));
  }

  async function imageIdsOf(tx: Executor, itemId: number): Promise<string[]> {
    return (await queryRows<{ image_id: string }>(tx, sql`select image_id from item_image where item_id = ${itemId} order by sort`)).map((r) => r.image_id);
  }

  /** The item's images in this order (sort 0 = the main image); the key (item, sort) is rewritten whole. */
  async function writeImages(tx: Executor, itemId: number, ids: readonly string[]): Promise<void> {
    await tx.delete(itemImage).where(sql`${itemImage.itemId} = ${itemId}`);
    if (ids.length > 0) await tx.insert(itemImage).values(ids.map((imageId, sort) => ({ itemId, sort, imageId })));
  }

  const touch = (tx: Executor, itemId: number) => tx.execute(sql`update item set updated_at = now() where id = ${itemId}`);

  async function checkItemRefs(tx: Executor, fields: Partial<ItemFields>, itemId: number | null): Promise<Refused | null> {
    if (fields.categoryId !== undefined && !(await categoryExists(tx, fields.categoryId))) return refuse('CATEGORY_NOT_FOUND');
    if (fields.tags) {
      const unknown = await unknownTags(tx, fields.tags);
      if (unknown.length > 0) return refuse('TAG_NOT_FOUND');
    }
    if (fields.code !== undefined && (await itemCodeTaken(tx, fields.code, itemId))) return refuse('ITEM_CODE_TAKEN');
    return null;
  }

  /** Moves a category or tag one place; the whole list is renumbered 10, 20, 30 … (locked meanwhile). */
  async function move(table: 'category' | 'tag', key: string, direction: 'up' | 'down', actor: Actor): Promise<Result> {
    return change(() => db.transaction(async (tx) => {
      const rows = table === 'category'
        ? await queryRows<{ key: string }>(tx, sql`select id::text as key from category order by sort, id for update`)
        : await queryRows<{ key: string }>(tx, sql`select code as key from tag order by sort, code for update`);
      const keys = rows.map((r) => r.key);
      if (!keys.includes(key)) return refuse(table === 'category' ? 'CATEGORY_NOT_FOUND' : 'TAG_NOT_FOUND');
      const next = moveInOrder(keys, key, direction);
      // Every place is written (stored sorts may have gaps or repeats), unchanged rows skipped.
      for (const [i, k] of next.entries()) {
        if (table === 'category') await tx.execute(sql`update category set sort = ${(i + 1) * 10} where id = ${Number(k)} and sort <> ${(i + 1) * 10}`);
        else await tx.execute(sql`update tag set sort = ${(i + 1) * 10} where code = ${k} and sort <> ${(i + 1) * 10}`);
      }
      await recordAudit(tx, actor, { action: `${table}.move`, subjectType: table, subjectId: key, before: { order: keys }, after: { order: next } });
      return { ok: true as const };
    }));
  }

  return {
    // ---- Items --------------------------------------------------------------------------

    /** Every item, published or not, with filters: words of either name, the code or the item id. */
    async listItems(query: ItemQuery): Promise<{ rows: StaffItemRow[]; total: number }> {
      const where: SQL[] = [sql`true`];
      const q = query.q?.trim();
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
        where.push(sql`(i.name_en ilike ${like} or i.name_zh ilike ${like} or i.code ilike ${like}${id === null ? sql`` : sql` or i.id = ${id}`})`);
      }
      if (query.categoryId !== undefined) where.push(sql`i.category_id = ${query.categoryId}`);
      if (query.published !== undefined) where.push(sql`i.published = ${query.published}`);
      if (query.soldOut !== undefined) {
        where.push(query.soldOut
          ? sql`not exists (select 1 from sku s where s.item_id = i.id and s.stock > 0)`
          : sql`exists (select 1 from sku s where s.item_id = i.id and s.stock > 0)`);
      }
      const rows = await queryRows<{
        id: number; code: string; name_en: string; name_zh: string; category_id: number; category_en: string; category_zh: string; published: boolean;
        image_id: string | null; sku_count: number; min_price: number | null; max_price: number | null; stock: number; total: number;
      }>(db, sql`
        select i.id, i.code, i.name_en, i.name_zh, i.category_id, c.name_en as category_en, c.name_zh as category_zh, i.published,
               (select im.image_id from item_image im where im.item_id = i.id order by im.sort limit 1) as image_id,
               s.sku_count, s.min_price, s.max_price, s.stock, count(*) over ()::int as total
          from item i join category c on c.id = i.category_id
          cross join lateral (select count(*)::int as sku_count, min(price_fen)::int as min_price, max(price_fen)::int as max_price,
                                     coalesce(sum(stock), 0)::int as stock from sku where sku.item_id = i.id) s
         where ${sql.join(where, sql` and `)}
         order by c.sort, i.sort, i.id
         limit ${query.limit} offset ${query.offset}`);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.offset > 0) {
        total = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from item i where ${sql.join(where, sql` and `)}`))[0]?.n ?? 0;
      }
      return {
        total,
        rows: rows.map((r) => {
          const soldOut = r.stock <= 0;
          return {
            itemId: r.id, code: r.code, nameEn: r.name_en, nameZh: r.name_zh, categoryId: r.category_id, categoryEn: r.category_en, categoryZh: r.category_zh,
            published: r.published, soldOut, skuCount: r.sku_count, minPriceFen: r.min_price, maxPriceFen: r.max_price, stock: r.stock,
            thumbnail: images.thumbnail(r.image_id, soldOut),
          };
        }),
      };
    },

    /** One item with everything the edit page shows, and the versions its forms send back. */
    async getItem(itemId: number): Promise<StaffItem | null> {
      const [row] = await queryRows<{
        id: number; code: string; category_id: number; category_en: string; category_zh: string; name_en: string; name_zh: string;
        description_en: string; description_zh: string; origin_en: string; origin_zh: string; origin_country: string | null; brand: string | null;
        classified: Classification; published: boolean; version: number; updated_at: string;
      }>(db, sql`
        select i.id, i.code, i.category_id, c.name_en as category_en, c.name_zh as category_zh, i.name_en, i.name_zh, i.description_en, i.description_zh,
               i.origin_en, i.origin_zh, i.origin_country, i.brand, i.classified, i.published, i.version,
               to_char(i.updated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as updated_at
          from item i join category c on c.id = i.category_id where i.id = ${itemId}`);
      if (!row) return null;
      const [skus, imageRows, tags, facts] = await Promise.all([
        queryRows<{ id: number; spec_en: string; spec_zh: string; price_fen: number; list_price_fen: number | null; weight_g: number | null; stock: number; version: number }>(db, sql`
          select id, spec_en, spec_zh, price_fen, list_price_fen, weight_g, stock, version from sku where item_id = ${itemId} order by sort, id`),
        queryRows<{ image_id: string; width: number; height: number }>(db, sql`
          select im.image_id, m.width, m.height from item_image im join media m on m.id = im.image_id where im.item_id = ${itemId} order by im.sort`),
        tagsOf(db, itemId),
        factsOf(db, itemId),
      ]);
      return {
        itemId: row.id, code: row.code, categoryId: row.category_id, categoryEn: row.category_en, categoryZh: row.category_zh,
        nameEn: row.name_en, nameZh: row.name_zh, descriptionEn: row.description_en, descriptionZh: row.description_zh,
        originEn: row.origin_en, originZh: row.origin_zh, originCountry: row.origin_country, brand: row.brand, classified: row.classified,
        published: row.published, version: row.version, updatedAt: row.updated_at, tags, facts,
        skus: skus.map((s) => ({
          skuId: s.id, specEn: s.spec_en, specZh: s.spec_zh, priceFen: s.price_fen, listPriceFen: s.list_price_fen, weightG: s.weight_g,
          stock: s.stock, soldOut: s.stock <= 0, version: s.version,
        })),
        images: imageRows.map((r) => ({ imageId: r.image_id, url: images.image(r.image_id), width: r.width, height: r.height })),
      };
    },

    /** A new item with its first SKU, listed after the others of its category. */
    async createItem(actor: Actor, fields: ItemFields, first: SkuFields): Promise<Result<{ itemId: number }>> {
      return change(() => orRefused(() => db.transaction(async (tx) => {
        const refused = await checkItemRefs(tx, fields, null);
        if (refused) return refused;
        const [{ sort } = { sort: 0 }] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort), 0)::int + 1 as sort from item where category_id = ${fields.categoryId}`);
        const [created] = await tx.insert(item).values({ ...itemShape(fields), sort }).returning({ id: item.id });
        const itemId = created!.id;
        const [firstSku] = await tx.insert(sku).values({ itemId, ...skuShape(first), sort: 0 }).returning({ id: sku.id });
        await writeTags(tx, itemId, fields.tags);
        await writeFacts(tx, itemId, fields.facts);
        await recordAudit(tx, actor, {
          action: 'item.create', subjectType: 'item', subjectId: itemId,
          after: { ...itemShape(fields), tags: fields.tags, facts: fields.facts, skus: [{ skuId: firstSku!.id, ...skuShape(first) }] },
        });
        return { ok: true as const, itemId };
      }), { '23505': refuse('ITEM_CODE_TAKEN'), '23503': refuse('TAG_NOT_FOUND') }));
    },

    /** Changes the fields given (tags and facts as whole lists), if the item is still at `version`. */
    async updateItem(actor: Actor, itemId: number, version: number, fields: Partial<ItemFields>): Promise<Result<{ version: number }>> {
      return change(() => orRefused(() => db.transaction(async (tx) => {
        const row = await lockedItem(tx, itemId);
        if (!row) return refuse('ITEM_NOT_FOUND');
        if (row.version !== version) return refuse('CATALOGUE_CHANGED');
        const refused = await checkItemRefs(tx, fields, itemId);
        if (refused) return refused;
        const beforeTags = fields.tags ? await tagsOf(tx, itemId) : undefined;
        const beforeFacts = fields.facts ? await factsOf(tx, itemId) : undefined;
        const { tags, facts, ...columns } = fields;
        const after = itemShape({ ...row, ...columns });
        await tx.update(item).set({ ...after, version: sql`${item.version} + 1`, updatedAt: sql`now()` }).where(sql`${item.id} = ${itemId}`);
        if (tags) await writeTags(tx, itemId, tags);
        if (facts) await writeFacts(tx, itemId, facts);
        await recordAudit(tx, actor, {
          action: 'item.update', subjectType: 'item', subjectId: itemId,
          before: { ...itemShape(row), ...(beforeTags ? { tags: beforeTags } : {}), ...(beforeFacts ? { facts: beforeFacts } : {}) },
          after: { ...after, ...(tags ? { tags: [...new Set(tags)].sort() } : {}), ...(facts ? { facts } : {}) },
        });
        return { ok: true as const, version: row.version + 1 };
      }), { '23505': refuse('ITEM_CODE_TAKEN'), '23503': refuse('TAG_NOT_FOUND') }));
    },

    /** A further SKU (size) of the item, after the others. */
    async addSku(actor: Actor, itemId: number, fields: SkuFields): Promise<Result<{ skuId: number }>> {
      return change(() => db.transaction(async (tx) => {
        if (!(await lockedItem(tx, itemId))) return refuse('ITEM_NOT_FOUND');
        const [{ sort } = { sort: 0 }] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort), -1)::int + 1 as sort from sku where item_id = ${itemId}`);
        const [created] = await tx.insert(sku).values({ itemId, ...skuShape(fields), sort }).returning({ id: sku.id });
        await touch(tx, itemId);
        await recordAudit(tx, actor, { action: 'sku.create', subjectType: 'sku', subjectId: created!.id, after: { itemId, ...skuShape(fields) } });
        return { ok: true as const, skuId: created!.id };
      }));
    },

    /**
     * Changes a SKU if it is still at `version`. The stock is written only when it was
     * changed from `stockSeen`, and only if no sale changed it meanwhile (STOCK_CHANGED).
     */
    async updateSku(actor: Actor, skuId: number, version: number, fields: SkuFields & { stockSeen: number }): Promise<Result<{ version: number; stock: number }>> {
      return change(() => db.transaction(async (tx) => {
        const [row] = await tx.select().from(sku).where(sql`${sku.id} = ${skuId}`).for('update');
        if (!row) return refuse('SKU_NOT_FOUND');
        if (row.version !== version) return refuse('CATALOGUE_CHANGED');
        const stock = stockWrite({ seen: fields.stockSeen, typed: fields.stock, current: row.stock });
        if (stock === 'conflict') return refuse('STOCK_CHANGED', { stock: String(row.stock) });
        const after = skuShape({ ...fields, stock: stock === 'write' ? fields.stock : row.stock });
        await tx.update(sku).set({ ...after, version: sql`${sku.version} + 1` }).where(sql`${sku.id} = ${skuId}`);
        await touch(tx, row.itemId);
        await recordAudit(tx, actor, { action: 'sku.update', subjectType: 'sku', subjectId: skuId, before: { itemId: row.itemId, ...skuShape(row) }, after: { itemId: row.itemId, ...after } });
        return { ok: true as const, version: row.version + 1, stock: after.stock };
      }));
    },

    // ---- Images -------------------------------------------------------------------------

    /**
     * Re-encodes and stores the uploads and adds them after the item's images, all or none:
     * a refused file (AppError from storeUploadedImage) rolls back the ones before it.
     */
    async addImages(actor: Actor, itemId: number, uploads: readonly ImageUpload[]): Promise<Result<{ imageIds: string[] }>> {
      if (!(await queryRows(db, sql`select 1 from item where id = ${itemId}`)).length) return refuse('ITEM_NOT_FOUND');
      return change(() => db.transaction(async (tx) => {
        const stored: string[] = [];
        for (const upload of uploads) stored.push((await storeUploadedImage(tx, upload)).id);
        if (!(await lockedItem(tx, itemId))) return refuse('ITEM_NOT_FOUND');
        const before = await imageIdsOf(tx, itemId);
        await writeImages(tx, itemId, [...before, ...stored]);
        await touch(tx, itemId);
        await recordAudit(tx, actor, { action: 'item.images.add', subjectType: 'item', subjectId: itemId, before: { images: before }, after: { images: [...before, ...stored] } });
        return { ok: true as const, imageIds: stored };
      }));
    },

    /** Makes an image the main one, moves it one place, or removes it from the item. */
    async moveImage(actor: Actor, itemId: number, imageId: string, how: ImageMove): Promise<Result<{ imageIds: string[] }>> {
      return change(() => db.transaction(async (tx) => {
        if (!(await lockedItem(tx, itemId))) return refuse('ITEM_NOT_FOUND');
        const before = await imageIdsOf(tx, itemId);
        if (!before.includes(imageId)) return refuse('IMAGE_NOT_FOUND');
        const after = how === 'remove' ? before.filter((id) => id !== imageId)
          : how === 'main' ? moveToFront(before, imageId)
            : moveInOrder(before, imageId, how);
        await writeImages(tx, itemId, after);
        await touch(tx, itemId);
        await recordAudit(tx, actor, { action: `item.images.${how}`, subjectType: 'item', subjectId: itemId, before: { images: before }, after: { images: after } });
        return { ok: true as const, imageIds: after };
      }));
    },

    // ---- Categories ---------------------------------------------------------------------

    async listCategories(): Promise<StaffCategory[]> {
      const rows = await queryRows<{ id: number; code: string; name_en: string; name_zh: string; blurb_en: string; blurb_zh: string; sort: number; image_id: string | null; item_count: number; version: number }>(db, sql`
        select c.id, c.code, c.name_en, c.name_zh, c.blurb_en, c.blurb_zh, c.sort, c.image_id, c.version,
               (select count(*)::int from item i where i.category_id = c.id) as item_count
          from category c order by c.sort, c.id`);
      return rows.map((r) => ({
        categoryId: r.id, code: r.code, nameEn: r.name_en, nameZh: r.name_zh, blurbEn: r.blurb_en, blurbZh: r.blurb_zh,
        sort: r.sort, image: r.image_id ? images.image(r.image_id) : null, itemCount: r.item_count, version: r.version,
      }));
    },

    async createCategory(actor: Actor, fields: { code: string; nameEn: string; nameZh: string; blurbEn: string; blurbZh: string }): Promise<Result<{ categoryId: number }>> {
      return change(() => orRefused(() => db.transaction(async (tx) => {
        const [{ sort } = { sort: 10 }] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort), 0)::int + 10 as sort from category`);
        const [created] = await tx.insert(category).values({ ...fields, sort }).onConflictDoNothing({ target: category.code }).returning({ id: category.id });
        if (!created) return refuse('CATEGORY_CODE_TAKEN');
        await recordAudit(tx, actor, { action: 'category.create', subjectType: 'category', subjectId: created.id, after: { ...fields, sort } });
        return { ok: true as const, categoryId: created.id };
      }), { '23505': refuse('CATEGORY_CODE_TAKEN') }));
    },

    async updateCategory(actor: Actor, categoryId: number, version: number, fields: { nameEn: string; nameZh: string; blurbEn: string; blurbZh: string }): Promise<Result<{ version: number }>> {
      return change(() => db.transaction(async (tx) => {
        const [row] = await tx.select().from(category).where(sql`${category.id} = ${categoryId}`).for('update');
        if (!row) return refuse('CATEGORY_NOT_FOUND');
        if (row.version !== version) return refuse('CATALOGUE_CHANGED');
        await tx.update(category).set({ ...fields, version: sql`${category.version} + 1` }).where(sql`${category.id} = ${categoryId}`);
        await recordAudit(tx, actor, {
          action: 'category.update', subjectType: 'category', subjectId: categoryId,
          before: { nameEn: row.nameEn, nameZh: row.nameZh, blurbEn: row.blurbEn, blurbZh: row.blurbZh }, after: fields,
        });
        return { ok: true as const, version: row.version + 1 };
      }));
    },

    /** The category's own image (stored like an item's), or none: the shop then shows its first item's. */
    async setCategoryImage(actor: Actor, categoryId: number, upload: ImageUpload | null): Promise<Result<{ imageId: string | null }>> {
      if (!(await queryRows(db, sql`select 1 from category where id = ${categoryId}`)).length) return refuse('CATEGORY_NOT_FOUND');
      return change(() => db.transaction(async (tx) => {
        const imageId = upload ? (await storeUploadedImage(tx, upload)).id : null;
        const [row] = await tx.select({ imageId: category.imageId }).from(category).where(sql`${category.id} = ${categoryId}`).for('update');
        if (!row) return refuse('CATEGORY_NOT_FOUND');
        await tx.update(category).set({ imageId }).where(sql`${category.id} = ${categoryId}`);
        await recordAudit(tx, actor, { action: 'category.image', subjectType: 'category', subjectId: categoryId, before: { imageId: row.imageId }, after: { imageId } });
        return { ok: true as const, imageId };
      }));
    },

    moveCategory: (actor: Actor, categoryId: number, direction: 'up' | 'down') => move('category', String(categoryId), direction, actor),

    /** Deletes a category that holds no item (CATEGORY_IN_USE with the count otherwise). */
    async deleteCategory(actor: Actor, categoryId: number): Promise<Result> {
      return change(() => orRefused(() => db.transaction(async (tx) => {
        const [row] = await tx.select().from(category).where(sql`${category.id} = ${categoryId}`).for('update');
        if (!row) return refuse('CATEGORY_NOT_FOUND');
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from item where category_id = ${categoryId}`);
        if (n > 0) return refuse('CATEGORY_IN_USE', { n: String(n) });
        await tx.delete(category).where(sql`${category.id} = ${categoryId}`);
        await recordAudit(tx, actor, {
          action: 'category.delete', subjectType: 'category', subjectId: categoryId,
          before: { code: row.code, nameEn: row.nameEn, nameZh: row.nameZh, blurbEn: row.blurbEn, blurbZh: row.blurbZh, sort: row.sort, imageId: row.imageId },
        });
        return { ok: true as const };
      }), { '23503': refuse('CATEGORY_IN_USE', { n: '1' }) }));
    },

    // ---- Tags ---------------------------------------------------------------------------

    async listTags(): Promise<StaffTag[]> {
      const rows = await queryRows<{ code: string; name_en: string; name_zh: string; sort: number; item_count: number; version: number }>(db, sql`
        select t.code, t.name_en, t.name_zh, t.sort, t.version, (select count(*)::int from item_tag it where it.tag_code = t.code) as item_count
          from tag t order by t.sort, t.code`);
      return rows.map((r) => ({ code: r.code, nameEn: r.name_en, nameZh: r.name_zh, sort: r.sort, itemCount: r.item_count, version: r.version }));
    },

    async createTag(actor: Actor, fields: { code: string; nameEn: string; nameZh: string }): Promise<Result> {
      return change(() => db.transaction(async (tx) => {
        const [{ sort } = { sort: 10 }] = await queryRows<{ sort: number }>(tx, sql`select coalesce(max(sort), 0)::int + 10 as sort from tag`);
        const [created] = await tx.insert(tag).values({ ...fields, sort }).onConflictDoNothing({ target: tag.code }).returning({ code: tag.code });
        if (!created) return refuse('TAG_CODE_TAKEN');
        await recordAudit(tx, actor, { action: 'tag.create', subjectType: 'tag', subjectId: fields.code, after: { ...fields, sort } });
        return { ok: true as const };
      }));
    },

    async updateTag(actor: Actor, code: string, version: number, fields: { nameEn: string; nameZh: string }): Promise<Result<{ version: number }>> {
      return change(() => db.transaction(async (tx) => {
        const [row] = await tx.select().from(tag).where(sql`${tag.code} = ${code}`).for('update');
        if (!row) return refuse('TAG_NOT_FOUND');
        if (row.version !== version) return refuse('CATALOGUE_CHANGED');
        await tx.update(tag).set({ ...fields, version: sql`${tag.version} + 1` }).where(sql`${tag.code} = ${code}`);
        await recordAudit(tx, actor, { action: 'tag.update', subjectType: 'tag', subjectId: code, before: { nameEn: row.nameEn, nameZh: row.nameZh }, after: fields });
        return { ok: true as const, version: row.version + 1 };
      }));
    },

    moveTag: (actor: Actor, code: string, direction: 'up' | 'down') => move('tag', code, direction, actor),

    /** Deletes a tag no item carries (TAG_IN_USE with the count otherwise). */
    async deleteTag(actor: Actor, code: string): Promise<Result> {
      return change(() => db.transaction(async (tx) => {
        const [row] = await tx.select().from(tag).where(sql`${tag.code} = ${code}`).for('update');
        if (!row) return refuse('TAG_NOT_FOUND');
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from item_tag where tag_code = ${code}`);
        if (n > 0) return refuse('TAG_IN_USE', { n: String(n) });
        await tx.delete(tag).where(sql`${tag.code} = ${code}`);
        await recordAudit(tx, actor, { action: 'tag.delete', subjectType: 'tag', subjectId: code, before: { nameEn: row.nameEn, nameZh: row.nameZh, sort: row.sort } });
        return { ok: true as const };
      }));
    },
  };
}

export type CatalogEditor = ReturnType<typeof createCatalogEditor>;
