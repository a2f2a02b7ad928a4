// Recipes (spec section 2: filters by chef, difficulty, main ingredient, cuisine).
// The filters live in the URL (?chef=&difficulty=&ingredient=&cuisine=) and are plain
// links, so the page works without JavaScript; pc shows a sidebar and a grid, mobile a
// folding filter panel and a list (docs/decisions/0018-recipes.md).
import { data, Link } from 'react-router';
import type { Route } from './+types/recipe-list';
import { parseRecipeFilter } from '@eshop/domain/recipes';
import { apiFor } from '../api/server.ts';
import { ApiError } from '../api/client.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { RecipeCard } from '../components/recipes/RecipeCard.tsx';
import { facetsOf, RecipeFilterGroups, SelectedFilters } from '../components/recipes/RecipeFilters.tsx';
import '../i18n/areas/recipes.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseRecipeFilter((name) => url.searchParams.get(name));
  // A filter value that is not shaped like a code is not a page of ours.
  if (!parsed.ok) throw data({ reason: 'not-found' }, { status: 404 });
  const api = apiFor(request, context);
  try {
    // All three are served from the server's read cache; the full list gives the counts.
    const [groups, all, matching] = await Promise.all([
      api.recipeAttributes(),
      api.recipes({ pageSize: 0 }),
      api.recipes({ ...parsed.filter, pageSize: 0 }),
    ]);
    return { filter: parsed.filter, groups: groups.data, facets: facetsOf(groups.data, all.data, parsed.filter), recipes: matching.data };
  } catch (error) {
    if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, translator(shellLocale(matches))('recipes.title'));
}

export default function RecipeList({ loaderData }: Route.ComponentProps) {
  const { filter, groups, facets, recipes } = loaderData;
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  const selectedCount = Object.keys(filter).length;
  const count = recipes.length === 1 ? t('recipes.count.one') : t('recipes.count', { count: recipes.length });

  const results = recipes.length === 0
    ? (
      <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center" data-testid="recipe-empty">
        <p className="font-serif text-lg font-semibold">{t('recipes.empty.title')}</p>
        <p className="mt-2 text-sm text-muted">{t('recipes.empty.hint')}</p>
        <Link to={to('recipe-list')} className="mt-5 inline-block rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark">{t('recipes.empty.all')}</Link>
      </div>
    )
    : (
      <div className={mobile ? 'space-y-3' : 'grid grid-cols-3 gap-6'} data-testid="recipe-results">
        {recipes.map((r, i) => <RecipeCard key={r.recipeId} recipe={r} eager={i < 3} />)}
      </div>
    );

  return (
    <div className={mobile ? '' : 'flex gap-10'}>
      {!mobile && (
        <aside className="w-60 shrink-0" aria-label={t('recipes.filter.title')}>
          <h2 className="mb-4 font-serif text-lg font-bold">{t('recipes.filter.title')}</h2>
          <RecipeFilterGroups facets={facets} filter={filter} />
        </aside>
      )}
      <div className="min-w-0 flex-1">
        <header className="mb-5">
          <h1 className={`font-serif font-bold ${mobile ? 'text-2xl' : 'text-3xl'}`}>{t('recipes.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('recipes.intro')}</p>
          <p className="mt-2 text-sm font-medium" data-testid="recipe-count">{count}</p>
        </header>
        {mobile && (
          <details className="mb-4 rounded-xl border border-line bg-white" open={recipes.length === 0 || undefined}>
            <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold">
              {t('recipes.filter.show')}{selectedCount > 0 ? t('punct.parens', { text: selectedCount }) : ''}
            </summary>
            <div className="border-t border-line px-4 py-3"><RecipeFilterGroups facets={facets} filter={filter} /></div>
          </details>
        )}
        <SelectedFilters groups={groups} filter={filter} />
        {results}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
