// One route module for every product list: list/cid/{cid}, list/cname/{cname},
// list/search/{q}, list/tag/{tag}; with no filter it shows every category. Its routes are
// list.en.tsx and list.zh.tsx, which add its texts in their language (typed as the en ones),
// and its loader is list.server.ts (a module a route re-exports keeps what only its loader
// imports: the API client's schemas, 25 kB gzip, would come to the browser with it).
import { isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError } from 'react-router';
import type { Route } from './+types/list.en';
import type { loader } from './list.server.ts';
import { usePage } from '../lib/use-page.ts';
import { ProductGrid } from '../components/catalog/ProductCard.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { ListFilters, SortSelect } from '../components/catalog/ListFilters.tsx';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';

/** Offered when a search finds nothing: words that always find products, in the page's language. */
const POPULAR_SEARCHES = { en_US: ['wagyu', 'steak', 'salmon', 'ham', 'cheese', 'lamb'], zh_CN: ['和牛', '牛排', '三文鱼', '火腿', '奶酪', '羊肉'] } as const;

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return pageTitle(matches, null);
  const t = translator(shellLocale(matches));
  const h = d.heading;
  const title = h.kind === 'search' ? (h.title ? t('list.search.title', { q: h.title }) : t('header.search.submit')) : h.kind === 'tag' ? h.title
    : h.kind === 'all' ? t('header.allCategories') : h.title;
  return pageTitle(matches, title);
}

// Reads its data with the hook: React Router passes props only to a component defined in
// the route module itself, and this one is re-exported by list.en.tsx / list.zh.tsx.
export default function List() {
  const loaderData = useLoaderData<typeof loader>();
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
