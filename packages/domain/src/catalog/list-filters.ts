// The filters and sorts of product lists and search results (docs/decisions/0035-search-
// relevance-filters.md): category, origin country, price band and in stock, as URL query
// parameters the API validates and the pages link to. Pure rules; no I/O.

/** The orders a list can be shown in; `default` is relevance for a search, the shop's order otherwise. */
export const ITEM_SORTS = ['default', 'priceAsc', 'priceDesc', 'bestselling', 'newest'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const isItemSort = (value: string): value is ItemSort => (ITEM_SORTS as readonly string[]).includes(value);

/**
 * Price bands in yuan as they appear in the URL (`price=100-200`): the lowest price a
 * card shows falls in [min, max) fen. The last band has no upper end.
 */
export const PRICE_BANDS = ['0-100', '100-200', '200-500', '500-1000', '1000-'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const isPriceBand = (value: string): value is PriceBand => (PRICE_BANDS as readonly string[]).includes(value);

/** A band's bounds in fen: min included, max excluded (null: no upper end). */
export function priceBandFen(band: PriceBand): { minFen: number; maxFen: number | null } {
  const [min, max] = band.split('-');
  return { minFen: Number(min) * 100, maxFen: max ? Number(max) * 100 : null };
}

/** The band a price in fen falls in. */
export function priceBandOf(priceFen: number): PriceBand {
  for (const band of PRICE_BANDS) {
    const { minFen, maxFen } = priceBandFen(band);
    if (priceFen >= minFen && (maxFen === null || priceFen < maxFen)) return band;
  }
  return PRICE_BANDS[0];
}

/** An origin as filtered on: the product's country, ISO 3166 alpha-2, upper case. */
export const isOriginCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** What each product contributes to the counts beside a list. */
export interface FacetRow { cid: number; country: string; priceFen: number; inStock: boolean }

export interface FacetFilter { cid?: number | undefined; origin?: string | undefined; price?: PriceBand | undefined; inStock?: boolean | undefined }

export interface FacetCounts {
  categories: Map<number, number>;
  origins: Map<string, number>;
  priceBands: Map<PriceBand, number>;
  inStock: number;
}

const matches = (row: FacetRow, f: FacetFilter, skip: keyof FacetFilter): boolean =>
  (skip === 'cid' || f.cid === undefined || row.cid === f.cid)
  && (skip === 'origin' || f.origin === undefined || row.country === f.origin)
  && (skip === 'price' || f.price === undefined || priceBandOf(row.priceFen) === f.price)
  && (skip === 'inStock' || !f.inStock || row.inStock);

const countBy = <K>(rows: readonly FacetRow[], key: (r: FacetRow) => K): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return counts;
};

/**
 * The counts beside a list: each group counts the products that the other chosen filters
 * leave, so choosing a category still shows how many products the other origins have
 * (and a count never promises more than a click on it shows).
 */
export function facetCounts(rows: readonly FacetRow[], filter: FacetFilter): FacetCounts {
  return {
    categories: countBy(rows.filter((r) => matches(r, filter, 'cid')), (r) => r.cid),
    origins: countBy(rows.filter((r) => r.country !== '' && matches(r, filter, 'origin')), (r) => r.country),
    priceBands: countBy(rows.filter((r) => matches(r, filter, 'price')), (r) => priceBandOf(r.priceFen)),
    inStock: rows.filter((r) => r.inStock && matches(r, filter, 'inStock')).length,
  };
}
