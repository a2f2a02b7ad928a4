// Catalogue reads: product lists with filters and paging, one product with its SKUs,
// facts and recommendations, and the category list. Texts come back in one language.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPlanned, type Database } from '@eshop/db';
import { availableItems, cardPricePer500gFen, facetCounts, hasPriceRange, PRICE_BANDS, priceBandFen, type ItemSort, type PriceBand } from '@eshop/domain/catalog';
import type { Locale } from '@eshop/domain/i18n';
import type { Category, ItemDetail, ItemFacets, ItemSummary, Sku, Tag } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';
import { limitOffset, type Paging } from '../../http/paging.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { InvalidationBus } from '../../shared-state/index.ts';
import { createSearchIndex } from './search-index.ts';

export type { ItemSort };

export interface ItemFilter {
  cid?: number | undefined;
  cname?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  /** Country of origin, ISO 3166 alpha-2 (docs/decisions/0035). */
  origin?: string | undefined;
  /** The lowest price a card shows falls in this band. */
  price?: PriceBand | undefined;
  /** Only products with a size in stock. */
  inStock?: boolean | undefined;
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

/** The price a card shows: the lowest in-stock price, else the lowest (toSummary). */
const SHOWN_PRICE = sql`(select coalesce(min(s.price_fen) filter (where s.stock > 0), min(s.price_fen)) from sku s where s.item_id = i.id)`;
const IN_STOCK = sql`exists (select 1 from sku s where s.item_id = i.id and s.stock > 0)`;

/** A list's page with, for a search, how many of its matches the words name (search-index.ts `Ranked`). */
export interface ItemList { items: ItemSummary[]; total: number; direct?: number }

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

  /**
   * Units sold per item: the lines of paid shop orders not cancelled (docs/decisions/0038).
   * One aggregate for the whole catalogue, cached like the other reads, so a page of cards
   * costs no query per card and the order tables need no new index.
   */
  const soldUnits = (): Promise<ReadonlyMap<number, number>> => cache.get('sold-units', async () => {
    // Planned once: with the read cache off every list asks it.
    const rows = await queryRowsPlanned<{ item_id: number; units: number }>(db, sql`
      select l.item_id, sum(l.quantity)::int as units from order_line l join shop_order o on o.id = l.order_id
       where o.order_type = 'WO' and o.paid_at is not null and o.status <> 'Cancelled' group by l.item_id`);
    return new Map(rows.map((r) => [r.item_id, Number(r.units)]));
  });

  function toSummary(row: ItemRow, locale: Locale, sold: ReadonlyMap<number, number>): ItemSummary {
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
      priceRange: hasPriceRange(priced),
      per500gFen: cardPricePer500gFen(row.cname, cheapest),
      soldUnits: sold.get(row.id) ?? 0,
    };
  }

  /** `matches`: the search's item ids, best first (a query was given). */
  function whereClause(filter: ItemFilter, matches: IdArray | null): SQL {
    const parts: SQL[] = [sql`i.published`];
    if (matches) parts.push(sql`i.id = any(${matches}::int[])`);
    if (filter.cid !== undefined) parts.push(sql`i.category_id = ${filter.cid}`);
    if (filter.cname !== undefined) parts.push(sql`c.code = ${filter.cname}`);
    if (filter.tag !== undefined) parts.push(sql`exists (select 1 from item_tag t where t.item_id = i.id and t.tag_code = ${filter.tag})`);
    if (filter.origin !== undefined) parts.push(sql`i.origin_country = ${filter.origin}`);
    if (filter.price !== undefined) {
      const { minFen, maxFen } = priceBandFen(filter.price);
      parts.push(maxFen === null ? sql`${SHOWN_PRICE} >= ${minFen}` : sql`${SHOWN_PRICE} >= ${minFen} and ${SHOWN_PRICE} < ${maxFen}`);
    }
    if (filter.inStock) parts.push(IN_STOCK);
    return sql.join(parts, sql` and `);
  }

  /**
   * `direct`: a search's matches after the first `direct` only go with what was searched
   * for (a wine tagged "steak"); they follow every direct match whatever the sort.
   */
  function orderClause(sort: ItemSort, matches: IdArray | null, direct = 0): SQL {
    const tier = matches && direct > 0 ? sql`(array_position(${matches}::int[], i.id) > ${direct}), ` : sql``;
    switch (sort) {
      case 'priceAsc': return sql`${tier}${SHOWN_PRICE} asc, i.id`;
      case 'priceDesc': return sql`${tier}${SHOWN_PRICE} desc, i.id`;
      case 'bestselling': return sql`${tier}i.sold_count desc, i.id`;
      case 'newest': return sql`${tier}i.created_at desc, i.id desc`;
      // A search lists the best matches first.
      default: return matches ? sql`array_position(${matches}::int[], i.id)` : sql`c.sort, i.sort, i.id`;
    }
  }

  // Planned once (queryRowsPlanned): every list and search runs these two, with few shapes
  // (one per combination of filters and sort).
  async function selectItems(where: SQL, order: SQL, limit: number | null, offset: number): Promise<ItemRow[]> {
    return queryRowsPlanned<ItemRow>(db, sql`
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

  async function listItems(filter: ItemFilter, paging: Paging, locale: Locale): Promise<ItemList> {
      let ranked: readonly number[] | null = null;
      let direct = 0;
      if (filter.q !== undefined && filter.q.trim() !== '') {
        ({ ids: ranked, direct } = await searchIndex.rank(filter.q));
        if (ranked.length === 0) return { items: [], total: 0, direct: 0 };
      }
      const matches: IdArray | null = ranked ? idArray(ranked) : null;
      const where = whereClause(filter, matches);
      const { limit, offset } = limitOffset(paging);
      if (filter.available) {
        const [rows, sold] = await Promise.all([selectItems(where, orderClause(filter.sort, matches, direct), MAX_FETCH, 0), soldUnits()]);
        const available = availableItems(rows.map((r) => toSummary(r, locale, sold)));
        return { items: available.slice(offset, limit === null ? undefined : offset + limit), total: available.length };
      }
      // Two steps: choose the page's ids, then read the details (SKUs, image, tags) of
      // that page only — not of every match ("beef" in 10,000 items matches hundreds).
      let pageIds: number[];
      let total: number;
      const filtered = filter.cid !== undefined || filter.cname !== undefined || filter.tag !== undefined
        || filter.origin !== undefined || filter.price !== undefined || filter.inStock === true;
      if (ranked && filtered) {
        // The other filters leave some of the matches: so many of them are named directly.
        const allowed = new Set((await queryRows<{ id: number }>(db, sql`select i.id from item i join category c on c.id = i.category_id where ${where}`)).map((r) => r.id));
        const named = new Set(ranked.slice(0, direct));
        ranked = ranked.filter((id) => allowed.has(id));
        direct = ranked.filter((id) => named.has(id)).length;
      }
      if (ranked && filter.sort === 'default') {
        // Best matches first: the ranking is the order; SQL only applied the other filters.
        total = ranked.length;
        pageIds = ranked.slice(offset, limit === null ? undefined : offset + limit);
      } else {
        const page = await queryRowsPlanned<{ id: number; total: number }>(db, sql`
          select i.id, count(*) over () as total from item i join category c on c.id = i.category_id
           where ${where} order by ${orderClause(filter.sort, ranked ? idArray(ranked) : null, direct)} ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`);
        total = Number(page[0]?.total ?? 0);
        if (page.length === 0 && offset > 0) {
          total = Number((await queryRows<{ n: number }>(db, sql`select count(*) as n from item i join category c on c.id = i.category_id where ${where}`))[0]?.n ?? 0);
        }
        pageIds = page.map((r) => r.id);
      }
      const named = ranked ? { direct } : {};
      if (pageIds.length === 0) return { items: [], total, ...named };
      const ids = idArray(pageIds);
      // `published` again: the search index may be a few seconds behind the catalogue.
      const [rows, sold] = await Promise.all([selectItems(sql`i.published and i.id = any(${ids}::int[])`, sql`array_position(${ids}::int[], i.id)`, null, 0), soldUnits()]);
      return { items: rows.map((r) => toSummary(r, locale, sold)), total, ...named };
  }

  /**
   * The counts beside a list (docs/decisions/0035): categories, origins, price bands and
   * in stock among what the search, category or tag finds, each group counting what the
   * other chosen filters leave. One read of the matching products' facts, counted here.
   */
  async function listFacets(filter: ItemFilter, locale: Locale): Promise<ItemFacets> {
    let ranked: readonly number[] | null = null;
    if (filter.q !== undefined && filter.q.trim() !== '') {
      ranked = await searchIndex.search(filter.q);
      if (ranked.length === 0) return { categories: [], origins: [], priceBands: [], inStock: 0 };
    }
    // The search, the tag and the category name (cname) choose the set; cid, origin,
    // price and stock are the filters counted.
    const base = whereClause({ tag: filter.tag, cname: filter.cname, sort: 'default', available: false }, ranked ? idArray(ranked) : null);
    const rows = await queryRows<{ cid: number; cname: string; category_en: string; category_zh: string; csort: number; country: string | null; price: number | null; in_stock: boolean }>(db, sql`
      select i.category_id as cid, c.code as cname, c.name_en as category_en, c.name_zh as category_zh, c.sort as csort,
             i.origin_country as country, ${SHOWN_PRICE} as price, ${IN_STOCK} as in_stock
        from item i join category c on c.id = i.category_id where ${base}`);
    const counts = facetCounts(
      rows.map((r) => ({ cid: r.cid, country: r.country ?? '', priceFen: Number(r.price ?? 0), inStock: r.in_stock })),
      { cid: filter.cid, origin: filter.origin, price: filter.price, inStock: filter.inStock },
    );
    const zh = locale === 'zh_CN';
    const categories = new Map(rows.map((r) => [r.cid, r]));
    const countries = new Intl.DisplayNames([zh ? 'zh-CN' : 'en'], { type: 'region' });
    const countryName = (code: string) => { try { return countries.of(code) ?? code; } catch { return code; } };
    return {
      categories: [...counts.categories].map(([cid, count]) => ({ c: categories.get(cid)!, cid, count }))
        .sort((a, b) => b.count - a.count || a.c.csort - b.c.csort)
        .map(({ c, cid, count }) => ({ cid, cname: c.cname, name: zh ? c.category_zh : c.category_en, count })),
      origins: [...counts.origins].map(([code, count]) => ({ code, name: countryName(code), count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, zh ? 'zh-CN' : 'en')),
      priceBands: PRICE_BANDS.flatMap((band) => { const count = counts.priceBands.get(band) ?? 0; return count > 0 ? [{ band, count }] : []; }),
      inStock: counts.inStock,
    };
  }

  async function getItem(itemId: number, locale: Locale): Promise<ItemDetail | null> {
      const [row] = await selectItems(sql`i.published and i.id = ${itemId}`, sql`i.id`, 1, 0);
      if (!row) return null;
      const zh = locale === 'zh_CN';
      const [details, facts, imageRows, recommended, sold] = await Promise.all([
        queryRows<{ description_en: string; description_zh: string }>(db, sql`select description_en, description_zh from item where id = ${itemId}`),
        queryRows<{ label_en: string; label_zh: string; value_en: string; value_zh: string }>(db,
          sql`select label_en, label_zh, value_en, value_zh from item_fact where item_id = ${itemId} order by sort`),
        queryRows<{ image_id: string }>(db, sql`select image_id from item_image where item_id = ${itemId} order by sort`),
        // Recommended: best sellers of the same category that are in stock, then of any category.
        selectItems(
          sql`i.published and i.id <> ${itemId} and exists (select 1 from sku s where s.item_id = i.id and s.stock > 0)`,
          sql`(i.category_id = ${row.category_id}) desc, i.sold_count desc, i.id`, 8, 0),
        soldUnits(),
      ]);
      const summary = toSummary(row, locale, sold);
      const d = details[0];
      return {
        ...summary,
        description: d ? (zh ? d.description_zh : d.description_en) : '',
        images: imageRows.length > 0 ? imageRows.map((r) => images.image(r.image_id)) : [summary.thumbnail],
        skus: (row.skus ?? []).map((s) => toSku(s, locale)),
        facts: facts.map((f) => ({ label: zh ? f.label_zh : f.label_en, value: zh ? f.value_zh : f.value_en })),
        recommended: recommended.map((r) => toSummary(r, locale, sold)),
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
    listFacets: (filter: ItemFilter, locale: Locale) =>
      cache.get(`facets:${locale}:${JSON.stringify(filter)}`, () => listFacets(filter, locale)),
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
      const [rows, sold] = await Promise.all([selectItems(sql`i.published and i.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, sql`i.id`, null, 0), soldUnits()]);
      const byId = new Map(rows.map((r) => [r.id, toSummary(r, locale, sold)]));
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
