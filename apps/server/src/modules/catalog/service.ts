// Catalogue reads: product lists with filters and paging, one product with its SKUs,
// facts and recommendations, and the category list. Texts come back in one language.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { availableItems } from '@eshop/domain/catalog';
import type { Locale } from '@eshop/domain/i18n';
import type { Category, ItemDetail, ItemSummary, Sku, Tag } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';
import { limitOffset, type Paging } from '../../http/paging.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { InvalidationBus } from '../../shared-state/index.ts';
import { createSearchIndex } from './search-index.ts';

export type ItemSort = 'default' | 'priceAsc' | 'priceDesc' | 'bestselling';

export interface ItemFilter {
  cid?: number | undefined;
  cname?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  sort: ItemSort;
  /** The available-items rule of spec section 7. */
  available: boolean;
}

interface SkuRow { id: number; spec_en: string; spec_zh: string; weight_g: number | null; price_fen: number; list_price_fen: number | null; stock: number }

interface ItemRow extends Record<string, unknown> {
  id: number; code: string; name_en: string; name_zh: string; brand: string | null;
  origin_en: string; origin_zh: string; origin_country: string | null; category_id: number;
  cname: string; category_en: string; category_zh: string; classified: string; sold_count: number;
  image_id: string | null; skus: SkuRow[] | null; tags: string[] | null; total: number;
}

const MAX_FETCH = 999; // spec section 7: the available-items helper requests up to 999

export function createCatalogService(deps: { db: Database; images: ImageUrls; cache: ReadCache; invalidations: InvalidationBus }) {
  const { db, images, cache, invalidations } = deps;
  const searchIndex = createSearchIndex({ db });
  // A change made through any instance drops this one's cached reads and search index.
  invalidations.subscribe('catalog', () => {
    cache.clear();
    searchIndex.invalidate();
  });

  function toSku(row: SkuRow, locale: Locale): Sku {
    return {
      skuId: row.id,
      spec: locale === 'zh_CN' ? row.spec_zh : row.spec_en,
      weightG: row.weight_g,
      priceFen: row.price_fen,
      listPriceFen: row.list_price_fen,
      stock: row.stock,
      soldOut: row.stock <= 0,
    };
  }

  function toSummary(row: ItemRow, locale: Locale): ItemSummary {
    const zh = locale === 'zh_CN';
    const skus = (row.skus ?? []).map((s) => toSku(s, locale));
    const soldOut = skus.every((s) => s.soldOut);
    const priced = soldOut ? skus : skus.filter((s) => !s.soldOut);
    const cheapest = priced.reduce<Sku | undefined>((min, s) => (!min || s.priceFen < min.priceFen ? s : min), undefined);
    return {
      itemId: row.id,
      code: row.code,
      name: zh ? row.name_zh : row.name_en,
      brand: row.brand,
      origin: zh ? row.origin_zh : row.origin_en,
      originCountry: row.origin_country ?? '',
      cid: row.category_id,
      cname: row.cname,
      categoryName: zh ? row.category_zh : row.category_en,
      item_classified: row.classified,
      thumbnail: images.thumbnail(row.image_id, soldOut),
      soldOut,
      priceFen: cheapest?.priceFen ?? 0,
      listPriceFen: cheapest?.listPriceFen ?? null,
      specs: skus.map((s) => s.spec),
      tags: row.tags ?? [],
      soldCount: row.sold_count,
    };
  }

  /** `matches`: the search's item ids, best first (a query was given). */
  function whereClause(filter: ItemFilter, matches: IdArray | null): SQL {
    const parts: SQL[] = [sql`i.published`];
    if (matches) parts.push(sql`i.id = any(${matches}::int[])`);
    if (filter.cid !== undefined) parts.push(sql`i.category_id = ${filter.cid}`);
    if (filter.cname !== undefined) parts.push(sql`c.code = ${filter.cname}`);
    if (filter.tag !== undefined) parts.push(sql`exists (select 1 from item_tag t where t.item_id = i.id and t.tag_code = ${filter.tag})`);
    return sql.join(parts, sql` and `);
  }

  function orderClause(sort: ItemSort, matches: IdArray | null): SQL {
    const minPrice = sql`(select min(s.price_fen) from sku s where s.item_id = i.id)`;
    switch (sort) {
      case 'priceAsc': return sql`${minPrice} asc, i.id`;
      case 'priceDesc': return sql`${minPrice} desc, i.id`;
      case 'bestselling': return sql`i.sold_count desc, i.id`;
      // A search lists the best matches first.
      default: return matches ? sql`array_position(${matches}::int[], i.id)` : sql`c.sort, i.sort, i.id`;
    }
  }

  async function selectItems(where: SQL, order: SQL, limit: number | null, offset: number): Promise<ItemRow[]> {
    return queryRows<ItemRow>(db, sql`
      select i.id, i.code, i.name_en, i.name_zh, i.brand, i.origin_en, i.origin_zh, i.origin_country,
             i.category_id, c.code as cname, c.name_en as category_en, c.name_zh as category_zh,
             i.classified, i.sold_count,
             (select im.image_id from item_image im where im.item_id = i.id order by im.sort limit 1) as image_id,
             (select json_agg(json_build_object('id', s.id, 'spec_en', s.spec_en, 'spec_zh', s.spec_zh,
                       'weight_g', s.weight_g, 'price_fen', s.price_fen, 'list_price_fen', s.list_price_fen,
                       'stock', s.stock) order by s.sort, s.id)
                from sku s where s.item_id = i.id) as skus,
             (select array_agg(t.tag_code order by t.tag_code) from item_tag t where t.item_id = i.id) as tags,
             count(*) over () as total
        from item i join category c on c.id = i.category_id
       where ${where}
       order by ${order}
       ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`);
  }

  async function listItems(filter: ItemFilter, paging: Paging, locale: Locale): Promise<{ items: ItemSummary[]; total: number }> {
      let ranked: number[] | null = null;
      if (filter.q !== undefined && filter.q.trim() !== '') {
        ranked = await searchIndex.search(filter.q);
        if (ranked.length === 0) return { items: [], total: 0 };
      }
      const matches: IdArray | null = ranked ? idArray(ranked) : null;
      const where = whereClause(filter, matches);
      const { limit, offset } = limitOffset(paging);
      if (filter.available) {
        const rows = await selectItems(where, orderClause(filter.sort, matches), MAX_FETCH, 0);
        const available = availableItems(rows.map((r) => toSummary(r, locale)));
        return { items: available.slice(offset, limit === null ? undefined : offset + limit), total: available.length };
      }
      // Two steps: choose the page's ids, then read the details (SKUs, image, tags) of
      // that page only — not of every match ("beef" in 10,000 items matches hundreds).
      let pageIds: number[];
      let total: number;
      if (ranked && filter.sort === 'default') {
        // Best matches first: the ranking is the order; SQL only applies the other filters.
        if (filter.cid !== undefined || filter.cname !== undefined || filter.tag !== undefined) {
          const allowed = new Set((await queryRows<{ id: number }>(db, sql`select i.id from item i join category c on c.id = i.category_id where ${where}`)).map((r) => r.id));
          ranked = ranked.filter((id) => allowed.has(id));
        }
        total = ranked.length;
        pageIds = ranked.slice(offset, limit === null ? undefined : offset + limit);
      } else {
        const page = await queryRows<{ id: number; total: number }>(db, sql`
          select i.id, count(*) over () as total from item i join category c on c.id = i.category_id
           where ${where} order by ${orderClause(filter.sort, matches)} ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`);
        total = Number(page[0]?.total ?? 0);
        if (page.length === 0 && offset > 0) {
          total = Number((await queryRows<{ n: number }>(db, sql`select count(*) as n from item i join category c on c.id = i.category_id where ${where}`))[0]?.n ?? 0);
        }
        pageIds = page.map((r) => r.id);
      }
      if (pageIds.length === 0) return { items: [], total };
      const ids = idArray(pageIds);
      // `published` again: the search index may be a few seconds behind the catalogue.
      const rows = await selectItems(sql`i.published and i.id = any(${ids}::int[])`, sql`array_position(${ids}::int[], i.id)`, null, 0);
      return { items: rows.map((r) => toSummary(r, locale)), total };
  }

  async function getItem(itemId: number, locale: Locale): Promise<ItemDetail | null> {
      const [row] = await selectItems(sql`i.published and i.id = ${itemId}`, sql`i.id`, 1, 0);
      if (!row) return null;
      const zh = locale === 'zh_CN';
      const [details, facts, imageRows, recommended] = await Promise.all([
        queryRows<{ description_en: string; description_zh: string }>(db, sql`select description_en, description_zh from item where id = ${itemId}`),
        queryRows<{ label_en: string; label_zh: string; value_en: string; value_zh: string }>(db,
          sql`select label_en, label_zh, value_en, value_zh from item_fact where item_id = ${itemId} order by sort`),
        queryRows<{ image_id: string }>(db, sql`select image_id from item_image where item_id = ${itemId} order by sort`),
        // Recommended: best sellers of the same category that are in stock, then of any category.
        selectItems(
          sql`i.published and i.id <> ${itemId} and exists (select 1 from sku s where s.item_id = i.id and s.stock > 0)`,
          sql`(i.category_id = ${row.category_id}) desc, i.sold_count desc, i.id`, 8, 0),
      ]);
      const summary = toSummary(row, locale);
      const d = details[0];
      return {
        ...summary,
        description: d ? (zh ? d.description_zh : d.description_en) : '',
        images: imageRows.length > 0 ? imageRows.map((r) => images.image(r.image_id)) : [summary.thumbnail],
        skus: (row.skus ?? []).map((s) => toSku(s, locale)),
        facts: facts.map((f) => ({ label: zh ? f.label_zh : f.label_en, value: zh ? f.value_zh : f.value_en })),
        recommended: recommended.map((r) => toSummary(r, locale)),
      };
  }

  async function listCategories(locale: Locale): Promise<Category[]> {
      const rows = await queryRows<{ id: number; code: string; name_en: string; name_zh: string; blurb_en: string; blurb_zh: string; image_id: string | null; item_count: number }>(db, sql`
        select c.id, c.code, c.name_en, c.name_zh, c.blurb_en, c.blurb_zh,
               coalesce(c.image_id, (select im.image_id from item i join item_image im on im.item_id = i.id and im.sort = 0
                                      where i.category_id = c.id and i.published order by i.sort, i.id limit 1)) as image_id,
               (select count(*) from item i where i.category_id = c.id and i.published) as item_count
          from category c order by c.sort, c.id`);
      const zh = locale === 'zh_CN';
      return rows.map((r) => ({
        cid: r.id, cname: r.code, name: zh ? r.name_zh : r.name_en, blurb: zh ? r.blurb_zh : r.blurb_en,
        image: images.image(r.image_id), itemCount: r.item_count,
      }));
  }

  async function listTags(locale: Locale): Promise<Tag[]> {
    const rows = await queryRows<{ code: string; name_en: string; name_zh: string; item_count: number }>(db, sql`
      select t.code, t.name_en, t.name_zh,
             (select count(*)::int from item_tag it join item i on i.id = it.item_id where it.tag_code = t.code and i.published) as item_count
        from tag t order by t.sort, t.code`);
    return rows.map((r) => ({ tag: r.code, name: locale === 'zh_CN' ? r.name_zh : r.name_en, itemCount: r.item_count }));
  }

  // Catalogue reads are the same for every shopper: cached briefly (lib/read-cache.ts).
  return {
    listItems: (filter: ItemFilter, paging: Paging, locale: Locale) =>
      cache.get(`items:${locale}:${JSON.stringify(filter)}:${paging.pageSize}:${paging.pageOffset}`, () => listItems(filter, paging, locale)),
    getItem: (itemId: number, locale: Locale) => cache.get(`item:${locale}:${itemId}`, () => getItem(itemId, locale)),
    listCategories: (locale: Locale) => cache.get(`categories:${locale}`, () => listCategories(locale)),
    listTags: (locale: Locale) => cache.get(`tags:${locale}`, () => listTags(locale)),
    /** The published items among `ids`, in the order given (favourites keep the member's order). */
    async publishedIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: number }>(db, sql`select i.id from item i where i.published and i.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      const published = new Set(rows.map((r) => r.id));
      return ids.filter((id) => published.has(id));
    },
    /** Summaries (as in Item.List) of the published items among `ids`, in the order given. */
    async summariesByIds(ids: readonly number[], locale: Locale): Promise<ItemSummary[]> {
      if (ids.length === 0) return [];
      const rows = await selectItems(sql`i.published and i.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, sql`i.id`, null, 0);
      const byId = new Map(rows.map((r) => [r.id, toSummary(r, locale)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** The image URLs of the catalogue (the back-office's editor shows the same). */
    images,
    /** Builds the search index ahead of the first search (start.ts). */
    warmSearch: () => searchIndex.warm(),
    /**
     * Drops cached reads, cached pages and the search index after a change to the
     * catalogue (stock, prices, items), on every instance (shared-state/invalidation-bus.ts).
     */
    invalidate: () => invalidations.publish('catalog'),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Item ids as a PostgreSQL array literal ('{3,1,2}'): one parameter, whatever the count. */
type IdArray = string;
const idArray = (ids: readonly number[]): IdArray => `{${ids.join(',')}}`;
