// The four recipe filters as links (they work without JavaScript): each option toggles
// its kind in the URL and shows how many recipes it would leave; options that would
// leave none are shown but not linked. Selected filters sit above the list as chips.
import { Link } from 'react-router';
import { recipeFilterQuery, RECIPE_FILTER_KINDS, type RecipeAttributeGroup, type RecipeFilter, type RecipeFilterKind } from '@eshop/domain/recipes';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/recipes.ts';

export interface FacetOption { code: string; name: string; count: number }
export interface Facet { kind: RecipeFilterKind; options: FacetOption[] }

export const KIND_LABEL = {
  chef: 'recipes.filter.chef', difficulty: 'recipes.filter.difficulty', ingredient: 'recipes.filter.ingredient', cuisine: 'recipes.filter.cuisine',
} as const;

/** The list URL with `kind` set to `code` (or cleared when it is already selected). */
function toggled(filter: RecipeFilter, kind: RecipeFilterKind, code: string | null): RecipeFilter {
  const next = { ...filter };
  if (code === null || next[kind] === code) delete next[kind];
  else next[kind] = code;
  return next;
}

export function RecipeFilterGroups({ facets, filter }: { facets: Facet[]; filter: RecipeFilter }) {
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  return (
    <div className={mobile ? 'space-y-3' : 'space-y-6'}>
      {facets.map((facet) => (
        <fieldset key={facet.kind} data-testid={`recipe-filter-${facet.kind}`}>
          <legend className={`font-semibold ${mobile ? 'mb-1.5 text-sm' : 'mb-2 text-[15px]'}`}>{t(KIND_LABEL[facet.kind])}</legend>
          <ul className={mobile ? 'flex flex-wrap gap-2' : 'space-y-0.5'}>
            {facet.options.map((o) => {
              const selected = filter[facet.kind] === o.code;
              const base = mobile
                ? `flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${selected ? 'border-brand bg-brand text-white' : 'border-line bg-white'}`
                : `flex justify-between rounded px-2 py-1.5 text-sm ${selected ? 'bg-brand-soft font-semibold text-brand' : 'hover:bg-brand-soft'}`;
              const count = <span className={selected && mobile ? 'text-white/80' : 'text-muted'}>{o.count}</span>;
              return (
                <li key={o.code}>
                  {o.count === 0 && !selected
                    ? <span className={`${base} cursor-default opacity-45`} aria-disabled="true"><span>{o.name}</span>{count}</span>
                    : (
                      <Link to={`${to('recipe-list')}${recipeFilterQuery(toggled(filter, facet.kind, o.code))}`} preventScrollReset
                        aria-current={selected ? 'true' : undefined} className={base}>
                        <span>{o.name}</span>{count}
                      </Link>
                    )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

export function SelectedFilters({ groups, filter }: { groups: RecipeAttributeGroup[]; filter: RecipeFilter }) {
  const { t, to } = usePage();
  const chosen = RECIPE_FILTER_KINDS.flatMap((kind) => {
    const code = filter[kind];
    if (!code) return [];
    const name = groups.find((g) => g.kind === kind)?.options.find((o) => o.code === code)?.name ?? code;
    return [{ kind, code, name }];
  });
  if (chosen.length === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2 text-sm" data-testid="recipe-selected-filters">
      <span className="text-muted">{t('recipes.filter.selected')}</span>
      {chosen.map((c) => (
        <Link key={c.kind} to={`${to('recipe-list')}${recipeFilterQuery(toggled(filter, c.kind, null))}`} preventScrollReset
          aria-label={t('recipes.filter.remove', { name: c.name })}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand px-3 py-1 text-white hover:bg-brand-dark">
          <span className="text-white/75">{t(KIND_LABEL[c.kind])}:</span>{c.name}<span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link to={to('recipe-list')} className="ml-1 text-brand underline-offset-2 hover:underline">{t('recipes.filter.clear')}</Link>
    </div>
  );
}

/**
 * Counts per option given the other selected filters: how many recipes choosing that
 * option would show (from the full list, which the page has anyway).
 */
export function facetsOf<R extends Record<RecipeFilterKind, { code: string } | null>>(groups: RecipeAttributeGroup[], all: R[], filter: RecipeFilter): Facet[] {
  return groups.map((g) => {
    const others = all.filter((r) => RECIPE_FILTER_KINDS.every((k) => k === g.kind || !filter[k] || r[k]?.code === filter[k]));
    return { kind: g.kind, options: g.options.map((o) => ({ code: o.code, name: o.name, count: others.filter((r) => r[g.kind]?.code === o.code).length })) };
  });
}
