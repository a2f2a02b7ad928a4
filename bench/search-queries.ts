// Queries of bench:search and bench/profile-search.ts, and the request that asks them.

/** A page of 20 of `q`'s matches; without `q`, category 1's page, for comparison. */
export const searchPath = (q: string): string => `/api/a/capi/catalog/Item.List?${q ? `q=${encodeURIComponent(q)}` : 'cid=1'}&pageSize=20`;

/**
 * Queries a shop is asked that nobody asked just before: each base word with each
 * qualifier of bench/catalogue.ts, in English and in Chinese — 400 of them, twice the
 * rankings the search index remembers (search-index.ts RANKINGS), asked in turn, so that
 * every request ranks afresh.
 */
export const FRESH_QUERIES = [
  ...['select', 'premium', 'chef', 'classic', 'heritage', 'reserve', 'farmhouse', 'artisan', 'signature', 'estate'].flatMap((qualifier) =>
    ['wagyu', 'ribeye', 'sirloin', 'tenderloin', 'brisket', 'beef', 'steak', 'burger', 'mince', 'lamb', 'pork', 'chicken', 'duck', 'salmon', 'prawn',
      'tuna', 'cod', 'oyster', 'ham', 'bacon', 'sausage', 'salami', 'cheese', 'brie', 'butter', 'wine', 'olive', 'pasta', 'truffle', 'sauce'].map((word) => `${qualifier} ${word}`)),
  ...['精选', '优选', '主厨', '经典', '传承', '珍藏', '农庄', '匠心', '招牌', '庄园'].flatMap((qualifier) =>
    ['牛排', '和牛', '三文鱼', '羊肉', '猪肉', '鸡肉', '奶酪', '火腿', '香肠', '红酒'].map((word) => `${qualifier} ${word}`)),
];
