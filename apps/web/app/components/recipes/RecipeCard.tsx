// One recipe in the list: image, name, total time, difficulty and chef. A grid card on
// pc, a row with a thumbnail on mobile.
import { Link } from 'react-router';
import type { RecipeSummary } from '@eshop/domain/recipes';
import { usePage } from '../../lib/use-page.ts';
import { sized, srcSet } from '../../lib/images.ts';
import '../../i18n/areas/recipes.ts';

export function RecipeMeta({ recipe }: { recipe: RecipeSummary }) {
  const { t } = usePage();
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      <span><span aria-hidden="true">◷ </span>{t('recipes.minutes', { count: recipe.totalMinutes })}</span>
      {recipe.difficulty && <span data-testid="recipe-difficulty">{recipe.difficulty.name}</span>}
      {recipe.chef && <span data-testid="recipe-chef">{t('recipes.byChef', { chef: recipe.chef.name })}</span>}
    </p>
  );
}

export function RecipeCard({ recipe, eager = false }: { recipe: RecipeSummary; eager?: boolean }) {
  const { to, device, t } = usePage();
  const href = to(`recipe-detail/${recipe.recipeId}`);
  if (device === 'mobile') {
    return (
      <article className="flex gap-3 rounded-xl border border-line bg-white p-2.5" data-testid="recipe-card">
        <Link to={href} className="relative block h-24 w-32 shrink-0 overflow-hidden rounded-lg bg-brand-soft">
          <img src={sized(recipe.image, 320)} alt={recipe.name} width={320} height={213} loading={eager ? 'eager' : 'lazy'} decoding="async" className="h-full w-full object-cover" />
          {recipe.hasVideo && <span className="absolute bottom-1 left-1 rounded bg-ink/75 px-1.5 text-[10px] text-white">▶ {t('recipes.video')}</span>}
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="line-clamp-2 text-sm font-medium leading-snug"><Link to={href}>{recipe.name}</Link></h2>
          {recipe.cuisine && <p className="text-xs text-muted">{recipe.cuisine.name}</p>}
          <div className="mt-auto"><RecipeMeta recipe={recipe} /></div>
        </div>
      </article>
    );
  }
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:shadow-md" data-testid="recipe-card">
      <Link to={href} className="relative block aspect-[3/2] overflow-hidden bg-brand-soft">
        <img src={sized(recipe.image, 480)} srcSet={srcSet(recipe.image, [480, 960])} sizes="300px" alt={recipe.name} width={600} height={400}
          loading={eager ? 'eager' : 'lazy'} decoding="async" className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
        {recipe.hasVideo && <span className="absolute bottom-2 left-2 rounded bg-ink/75 px-2 py-0.5 text-xs text-white">▶ {t('recipes.video')}</span>}
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {recipe.cuisine && <p className="text-xs uppercase tracking-wide text-muted">{recipe.cuisine.name}</p>}
        <h2 className="line-clamp-2 font-serif text-[17px] font-semibold leading-snug"><Link to={href} className="hover:text-brand">{recipe.name}</Link></h2>
        <p className="line-clamp-2 text-sm text-ink/75">{recipe.summary}</p>
        <div className="mt-auto pt-1"><RecipeMeta recipe={recipe} /></div>
      </div>
    </article>
  );
}
