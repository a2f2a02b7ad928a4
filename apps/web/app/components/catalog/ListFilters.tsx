// The filters and sort of product lists and search results (docs/decisions/0035-search-
// relevance-filters.md). Every choice is a link or a GET form on the page's own URL, so
// it is shareable, server-rendered and works without JavaScript.
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { ItemFacets } from '@eshop/domain/contract';
import { ITEM_SORTS } from '@eshop/domain/catalog';
import { usePage } from '../../lib/use-page.ts';
import type { Translate } from '../../i18n/index.ts';

/** The URL query parameters of the filters; `page` is dropped when one of them changes. */
export const FILTER_PARAMS = ['cid', 'origin', 'price', 'inStock'] as const;

/** "Under ¥100", "¥100 – ¥200", "¥1000 and over" for a band as the URL has it (`100-200`). */
export function priceBandLabel(band: string, t: Translate): string {
  const [min = '0', max = ''] = band.split('-');
  if (min === '0') return t('list.price.under', { max });
  if (!max) return t('list.price.over', { min });
  return t('list.price.between', { min, max });
}

/** Link targets on the current URL with one parameter set or removed (page back to 1). */
function useFilterHref() {
  const { pathname, search } = useLocation();
  return (name: string, value: string | null) => {
    const q = new URLSearchParams(search);
    q.delete('page');
    if (value === null) q.delete(name); else q.set(name, value);
    const s = q.toString();
    return `${pathname.replace(/^\/eshop/, '')}${s ? `?${s}` : ''}`;
  };
}

function Choice({ to, active, label, count, mobile }: { to: string; active: boolean; label: string; count?: number; mobile: boolean }) {
  const base = mobile
    ? `inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm ring-1 ${active ? 'bg-brand text-white ring-brand' : 'bg-white ring-line'}`
    : `flex justify-between gap-2 rounded px-2 py-1.5 text-sm hover:bg-brand-soft ${active ? 'bg-brand-soft font-semibold text-brand' : ''}`;
  return (
    <li>
      {/* nofollow: filter combinations multiply without end; crawlers index the plain lists (0035). */}
      <Link to={to} rel="nofollow" className={base} aria-current={active ? 'true' : undefined} preventScrollReset>
        <span>{label}</span>{count !== undefined && <span className={mobile && active ? '' : 'text-muted'}>{count}</span>}
      </Link>
    </li>
  );
}

function Group({ title, children, mobile }: { title: string; children: React.ReactNode; mobile: boolean }) {
  return (
    <section className={mobile ? 'mb-4' : 'mb-6'} aria-label={title}>
      <h2 className={mobile ? 'mb-2 text-sm font-semibold' : 'mb-2 font-serif text-lg font-bold'}>{title}</h2>
      <ul className={mobile ? 'flex flex-wrap gap-2' : 'space-y-0.5'}>{children}</ul>
    </section>
  );
}

export interface FilterState { cid?: number | undefined; origin?: string | undefined; price?: string | undefined; inStock: boolean }

/**
 * The groups of choices with their counts among the results: categories (search, tag and
 * all-products lists), origins, price bands, in stock. On a phone they fold into "Filter".
 */
export function ListFilters({ facets, state, showCategories }: { facets: ItemFacets; state: FilterState; showCategories: boolean }) {
  const { t, device } = usePage();
  const mobile = device === 'mobile';
  const href = useFilterHref();
  const { pathname, search } = useLocation();
  const chosen = (state.cid !== undefined && showCategories ? 1 : 0) + (state.origin ? 1 : 0) + (state.price ? 1 : 0) + (state.inStock ? 1 : 0);
  const clear = (() => {
    const q = new URLSearchParams(search);
    for (const p of [...FILTER_PARAMS, 'page']) q.delete(p);
    const s = q.toString();
    return `${pathname.replace(/^\/eshop/, '')}${s ? `?${s}` : ''}`;
  })();
  const groups = (
    <>
      {showCategories && facets.categories.length > 0 && (
        <Group title={t('list.filter.category')} mobile={mobile}>
          <Choice to={href('cid', null)} active={state.cid === undefined} label={t('list.filter.all')} mobile={mobile} />
          {facets.categories.map((c) => (
            <Choice key={c.cid} to={href('cid', String(c.cid))} active={state.cid === c.cid} label={c.name} count={c.count} mobile={mobile} />
          ))}
        </Group>
      )}
      {facets.origins.length > 0 && (
        <Group title={t('list.filter.origin')} mobile={mobile}>
          <Choice to={href('origin', null)} active={!state.origin} label={t('list.filter.all')} mobile={mobile} />
          {facets.origins.map((o) => (
            <Choice key={o.code} to={href('origin', o.code)} active={state.origin === o.code} label={o.name} count={o.count} mobile={mobile} />
          ))}
        </Group>
      )}
      {facets.priceBands.length > 0 && (
        <Group title={t('list.filter.price')} mobile={mobile}>
          <Choice to={href('price', null)} active={!state.price} label={t('list.filter.all')} mobile={mobile} />
          {facets.priceBands.map((b) => (
            <Choice key={b.band} to={href('price', b.band)} active={state.price === b.band} label={priceBandLabel(b.band, t)} count={b.count} mobile={mobile} />
          ))}
        </Group>
      )}
      <Group title={t('list.filter.stock')} mobile={mobile}>
        <Choice to={href('inStock', state.inStock ? null : 'Y')} active={state.inStock} label={t('list.filter.inStock')} count={facets.inStock} mobile={mobile} />
      </Group>
      {chosen > 0 && (
        <p><Link to={clear} className="text-sm underline hover:text-brand" data-testid="clear-filters">{t('list.filter.clear')}</Link></p>
      )}
    </>
  );
  if (!mobile) return <div data-testid="list-filters">{groups}</div>;
  return (
    <details className="mb-4 rounded-xl bg-white p-3 ring-1 ring-line" data-testid="list-filters" open={chosen > 0 ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold">
        {t('list.filter.title')}{chosen > 0 ? t('punct.parens', { text: chosen }) : ''}
      </summary>
      <div className="mt-3">{groups}</div>
    </details>
  );
}

/** The sort menu: a GET form that keeps the other query values; submits on change with JavaScript. */
export function SortSelect({ sort }: { sort: string }) {
  const { t } = usePage();
  const submit = useSubmit();
  const { search } = useLocation();
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== 'sort' && name !== 'page');
  return (
    <Form method="get" preventScrollReset onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })} className="flex items-center gap-2 text-sm">
      <label htmlFor="sort">{t('list.sort')}</label>
      <select id="sort" name="sort" defaultValue={sort} key={sort} className="rounded-full border border-line bg-white px-3 py-1.5">
        {ITEM_SORTS.map((s) => <option key={s} value={s}>{t(`list.sort.${s}`)}</option>)}
      </select>
      {keep.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)}
      <noscript><button type="submit" className="rounded-full px-3 py-1.5 ring-1 ring-line">{t('list.filter.apply')}</button></noscript>
    </Form>
  );
}
