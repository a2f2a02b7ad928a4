// The product list's loader (routes/list.tsx is the page; list.en.tsx and list.zh.tsx its routes).
import { data } from 'react-router';
import type { Route } from './+types/list.en';
import { apiFor } from '../api/server.ts';
import { ApiError, type ItemListQuery } from '../api/client.ts';
import type { FilterState } from '../components/catalog/ListFilters.tsx';

/**
 * The filters and sort are the URL's query parameters (docs/decisions/0035), passed to
 * Item.List as they are: the API validates them and a bad value answers 400 with its
 * message, shown by the error page in the page's language.
 */
function filtersOf(url: URL): Pick<ItemListQuery, 'sort' | 'origin' | 'price' | 'inStock'> & { cid?: string } {
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  return {
    sort: get('sort') as ItemListQuery['sort'],
    origin: get('origin'),
    price: get('price'),
    inStock: get('inStock') as 'Y' | undefined,
    cid: get('cid'),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(999, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { cid: cidFilter, ...filters } = filtersOf(url);
  const pageSize = 20;
  const query: ItemListQuery = { pageSize, pageOffset: (page - 1) * pageSize, facets: 'Y' };
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') Object.assign(query, { [name]: value });
  const sort = query.sort ?? 'default';
  const p = params as { cid?: string; cname?: string; q?: string; tag?: string };
  const q = (p.q ?? url.searchParams.get('q') ?? '').trim();

  const categories = (await api.categories()).data;
  let heading = { title: '', blurb: '', kind: 'all' as 'all' | 'category' | 'search' | 'tag' };
  if (p.cid !== undefined || p.cname !== undefined) {
    const category = p.cid !== undefined ? categories.find((c) => String(c.cid) === p.cid) : categories.find((c) => c.cname === p.cname);
    if (!category) throw data({ reason: 'not-found' }, { status: 404 });
    query.cid = category.cid;
    heading = { title: category.name, blurb: category.blurb, kind: 'category' };
  } else if (q || url.pathname.includes('/list/search')) {
    query.q = q;
    heading = { title: q, blurb: '', kind: 'search' };
  } else if (p.tag !== undefined) {
    const tag = (await api.tags()).data.find((x) => x.tag === p.tag);
    if (!tag) throw data({ reason: 'not-found' }, { status: 404 });
    query.tag = tag.tag;
    heading = { title: tag.name, blurb: '', kind: 'tag' };
  }
  // On a search, a tag or all products the category is one of the filters (?cid=).
  if (heading.kind !== 'category' && cidFilter) Object.assign(query, { cid: cidFilter });
  const state: FilterState = {
    cid: query.cid === undefined || heading.kind === 'category' ? undefined : Number(query.cid),
    origin: query.origin, price: query.price, inStock: query.inStock === 'Y',
  };
  const offset = (page - 1) * pageSize;
  if (heading.kind === 'search' && !q) {
    return { heading, items: [], total: 0, page, pages: 0, sort, categories, facets: null, state, direct: 0, offset };
  }
  try {
    const list = await api.items(query);
    const total = list.total ?? list.data.length;
    return {
      heading, items: list.data, total, page, pages: Math.ceil(total / pageSize), sort, categories,
      facets: list.facets ?? null, state, direct: list.direct ?? total, offset,
    };
  } catch (error) {
    if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
}

