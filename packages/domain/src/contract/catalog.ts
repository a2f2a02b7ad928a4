// Response shapes of the catalogue and content calls (spec section 7). The server
// answers with these; the web imports them as types only, so nothing here reaches the
// browser bundle. Texts are already in the request's language (`lang` header).
// Money is integer fen; the web formats it with formatMoney.

export interface ItemSummary {
  itemId: number;
  code: string;
  name: string;
  brand: string | null;
  origin: string;
  originCountry: string;
  cid: number;
  cname: string;
  categoryName: string;
  /** Storage class: chilled | frozen | ambient (the spec's item_classified). */
  item_classified: string;
  /** Image URL; ends in `.SO.PNG` when the item is sold out. */
  thumbnail: string;
  soldOut: boolean;
  /** Lowest selling price over the SKUs that are in stock (all SKUs when sold out). */
  priceFen: number;
  /** Previous price of that SKU when on offer. */
  listPriceFen: number | null;
  /** Variant labels, e.g. ['250 g', '500 g', '1 kg']. */
  specs: string[];
  tags: string[];
  soldCount: number;
  /** The sizes cost different amounts: the price shows as "from ¥x" / "¥x 起" (docs/decisions/0038). */
  priceRange: boolean;
  /** Meat and cheese sold by weight: the price of 500 g at the shown price, fen; else null. */
  per500gFen: number | null;
  /** Units in paid shop orders that were not cancelled ("N sold" / "已售 N" when above 0). */
  soldUnits: number;
}

export interface Sku {
  skuId: number;
  spec: string;
  weightG: number | null;
  priceFen: number;
  listPriceFen: number | null;
  stock: number;
  soldOut: boolean;
}

export interface ItemFact {
  label: string;
  value: string;
}

/** Favorite.List: a favourite product and when the member added it (ISO instant). */
export interface FavouriteItem extends ItemSummary {
  favouritedAt: string;
}

export interface ItemDetail extends ItemSummary {
  description: string;
  images: string[];
  skus: Sku[];
  facts: ItemFact[];
  recommended: ItemSummary[];
}

export interface Category {
  cid: number;
  cname: string;
  name: string;
  blurb: string;
  image: string;
  itemCount: number;
}

/** Tag.List: a product tag (`list/tag/{tag}`) and how many published products carry it. */
export interface Tag {
  tag: string;
  name: string;
  itemCount: number;
}

export interface Store {
  'r.storeId': number;
  'r.pickup': 'Y' | 'N';
  code: string;
  name: string;
  address: string;
  district: string;
  phone: string;
  latitude: number;
  longitude: number;
  opens: string;
  closes: string;
}

export interface CarouselSlide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** Shop path relative to the device root, e.g. 'list/cid/3' or 'item/12'. */
  link: string;
}

export interface Special {
  id: number;
  title: string;
  body: string;
  badge: string;
  image: string;
  link: string;
}

export interface Envelope<T> {
  status: 'success';
  data: T;
  total?: number;
}

export interface Failure {
  status: 'failure';
  message: string;
  code?: string;
}

/**
 * The counts beside a product list or search results (Item.List with facets=Y; docs/
 * decisions/0035): each group counts what the other chosen filters leave.
 */
export interface ItemFacets {
  categories: { cid: number; cname: string; name: string; count: number }[];
  /** Countries of origin (ISO 3166 alpha-2) with their names in the request's language. */
  origins: { code: string; name: string; count: number }[];
  /** Price bands in yuan as in the URL (`100-200`, `1000-`), in order, with products in them. */
  priceBands: { band: string; count: number }[];
  inStock: number;
}
