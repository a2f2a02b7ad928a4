// One route module for every product list: list/cid/{cid}, list/cname/{cname},
// list/search/{q}, list/tag/{tag}; with no filter it shows every category.
import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import type { Route } from './+types/list';
import { apiFor } from '../api/server.ts';
import { ApiError, type ItemListQuery } from '../api/client.ts';
import { usePage } from '../lib/use-page.ts';
import { ProductGrid } from '../components/catalog/ProductCard.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { ListFilters, SortSelect, type FilterState } from '../components/catalog/ListFilters.tsx';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';

/** Offered when a search finds nothing: words that always find products, in the page's language. */
const POPULAR_SEARCHES = { en_US: ['wagyu', 'steak', 'salmon', 'ham', 'cheese', 'lamb'], zh_CN: ['和牛', '牛排', '三文鱼', '火腿', '奶酪', '羊肉'] } as const;

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

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return pageTitle(matches, null);
  const t = translator(shellLocale(matches));
  const h = d.heading;
  const title = h.kind === 'search' ? (h.title ? t('list.search.title', { q: h.title }) : t('header.search.submit')) : h.kind === 'tag' ? h.title
    : h.kind === 'all' ? t('header.allCategories') : h.title;
  return pageTitle(matches, title);
}

export default function List({ loaderData }: Route.ComponentProps) {
  const { t, to, device, locale } = usePage();
  const { heading, items, total, page, pages, sort, categories, facets, state, direct, offset } = loaderData;
  const mobile = device === 'mobile';
  const filtered = state.cid !== undefined || Boolean(state.origin) || Boolean(state.price) || state.inStock;
  const showCategories = heading.kind !== 'category';
  // A search's matches after the first `direct` only go with what was searched for.
  const named = heading.kind === 'search' ? items.slice(0, Math.max(0, direct - offset)) : items;
  const pairings = heading.kind === 'search' ? items.slice(Math.max(0, direct - offset)) : [];
  const grid = mobile ? undefined : 'grid-cols-4 gap-5';
  const title = heading.kind === 'search' ? (heading.title ? t('list.search.title', { q: heading.title }) : t('header.search.submit'))
    : heading.kind === 'tag' ? heading.title
      : heading.kind === 'all' ? t('header.allCategories') : heading.title;

  return (
    <div className={mobile ? '' : 'flex gap-10'}>
      {!mobile && (
        <aside className="w-56 shrink-0">
          {facets && (heading.kind !== 'search' || total > 0 || filtered) && <ListFilters facets={facets} state={state} showCategories={showCategories} />}
          {!showCategories && <>
          <h2 className="mb-3 font-serif text-lg font-bold">{t('header.allCategories')}</h2>
          <ul className="mb-6 space-y-0.5">
            {categories.map((c) => (
              <li key={c.cid}>
                <Link to={to(`list/cid/${c.cid}`)} className={`flex justify-between rounded px-2 py-1.5 text-sm hover:bg-brand-soft ${heading.kind === 'category' && c.name === heading.title ? 'bg-brand-soft font-semibold text-brand' : ''}`}>
                  <span>{c.name}</span><span className="text-muted">{c.itemCount}</span>
                </Link>
              </li>
            ))}
          </ul>
          </>}
        </aside>
      )}
      <div className="min-w-0 flex-1">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className={`font-serif font-bold ${mobile ? 'text-2xl' : 'text-3xl'}`}>{title}</h1>
            {heading.blurb && <p className="mt-1 text-muted">{heading.blurb}</p>}
            {(heading.kind !== 'search' || total > 0 || filtered) && (
              <p className="mt-1 text-sm text-muted" data-testid="result-count">{total === 1 ? t('list.items.one') : t('list.items', { count: total })}</p>
            )}
          </div>
          {total > 0 && <SortSelect sort={sort} />}
        </header>

        {mobile && facets && (heading.kind !== 'search' || total > 0 || filtered) && (
          <ListFilters facets={facets} state={state} showCategories={showCategories && heading.kind !== 'all'} />
        )}

        {mobile && heading.kind === 'all' && (
          <ul className="mb-6 grid grid-cols-4 gap-3">
            {categories.map((c) => (
              <li key={c.cid}>
                <Link to={to(`list/cid/${c.cid}`)} className="flex flex-col items-center gap-1 text-center text-xs">
                  <img src={sized(c.image, 160)} alt="" width={64} height={64} loading="lazy" className="h-14 w-14 rounded-full object-cover ring-1 ring-line" />
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}

        {items.length > 0 ? (
          <>
            {/* A heading for the results, for screen readers only: the cards' <h3> then follow an <h2> (docs/decisions/0037). */}
            {named.length > 0 && (
              <section aria-labelledby="results">
                <h2 id="results" className="sr-only">{t('list.results')}</h2>
                <ProductGrid items={named} columns={grid} eager={mobile ? 2 : 4} />
              </section>
            )}
            {pairings.length > 0 && (
              <section aria-labelledby="pairings" className={named.length > 0 ? 'mt-10' : ''} data-testid="pairings">
                <h2 id="pairings" className="mb-4 font-serif text-xl font-bold">{t('list.search.pairings', { q: heading.title })}</h2>
                <ProductGrid items={pairings} columns={grid} eager={named.length > 0 ? 0 : mobile ? 2 : 4} />
              </section>
            )}
            <Pagination page={page} pages={pages} />
          </>
        ) : filtered ? (
          <p className="rounded-xl bg-white p-8 text-center text-muted ring-1 ring-line" data-testid="no-filter-results">{t('list.empty')}</p>
        ) : heading.kind === 'search' && !heading.title ? (
          <p className="rounded-xl bg-white p-8 text-muted ring-1 ring-line" data-testid="search-prompt">{t('list.search.prompt')}</p>
        ) : heading.kind === 'search' ? (
          <div className="rounded-xl bg-white p-8 ring-1 ring-line" data-testid="no-results">
            <p className="text-lg font-medium">{t('list.search.empty', { q: heading.title })}</p>
            <p className="mt-4 font-medium">{t('list.search.tips')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
              <li>{t('list.search.tip1')}</li>
              <li>{t('list.search.tip2')}</li>
              <li><Link to={to('about/contact')} className="underline hover:text-brand">{t('list.search.tip3')}</Link></li>
            </ul>
            <p className="mt-5 font-medium">{t('list.search.popular')}</p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('list.search.popular')}>
              {POPULAR_SEARCHES[locale].map((word) => (
                <li key={word}>
                  <Link to={to(`list/search/${encodeURIComponent(word)}`)} className="inline-block rounded-full bg-cream px-3 py-1 text-sm ring-1 ring-line hover:text-brand">{word}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="rounded-xl bg-white p-8 text-center text-muted ring-1 ring-line">{t('list.empty')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * A filter or sort the shop does not offer (a hand-edited URL): the API's message, in the
 * page's language, and the way back to the list without them.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = usePage();
  const { pathname } = useLocation();
  const reason = isRouteErrorResponse(error) && error.status === 400 ? (error.data as { reason?: unknown } | null)?.reason : undefined;
  if (typeof reason !== 'string') return <RouteErrorBoundary />;
  return <ErrorPage status={400} message={reason} homeLabel={t('list.filter.clear')} home={pathname.replace(/^\/eshop/, '')} />;
}
