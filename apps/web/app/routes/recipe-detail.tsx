// One recipe (spec section 2: video, serving scaler, spice checklist): image or video,
// summary, chef, difficulty, cuisine and times; ingredients scaled to ?servings=N; the
// spice checklist; numbered steps; and the shop's products in it, each with "Add to
// cart" (docs/decisions/0018-recipes.md).
import { useContext, useState } from 'react';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/recipe-detail';
import { clampServings } from '@eshop/domain/recipes';
import { addToCartFromForm, apiFor } from '../api/server.ts';
import { ApiError } from '../api/client.ts';
import { ShellContext, usePage } from '../lib/use-page.ts';
import { pageMeta, pageTitle } from '../lib/meta.ts';
import { sized, srcSet } from '../lib/images.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ServingScaler } from '../components/recipes/ServingScaler.tsx';
import { IngredientList, SpiceChecklist } from '../components/recipes/IngredientList.tsx';
import { RecipeProducts } from '../components/recipes/RecipeProducts.tsx';
import '../i18n/areas/recipes.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const recipeId = Number(params.recipeId);
  if (!/^\d{1,10}$/.test(params.recipeId ?? '') || !Number.isSafeInteger(recipeId) || recipeId <= 0 || recipeId > 2_147_483_647) {
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  try {
    const recipe = (await apiFor(request, context).recipe(recipeId)).data[0];
    if (!recipe) throw data({ reason: 'not-found' }, { status: 404 });
    const servings = clampServings(new URL(request.url).searchParams.get('servings'), recipe.servings);
    return { recipe, servings };
  } catch (error) {
    if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
}

/** "Add to cart" of a product row: the member's cart, as on the product page (routes/item.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  return addToCartFromForm(request, context, await request.formData());
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return d ? pageMeta(matches, d.recipe.name, { description: d.recipe.summary, image: sized(d.recipe.image, 960), type: 'article' }) : pageTitle(matches, null);
}

// The servings change in the page itself; a new loader run is needed only for another recipe.
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === 'POST') return false; // adding to cart changes no recipe data
  return currentParams.recipeId !== nextParams.recipeId ? true : defaultShouldRevalidate;
}

export default function RecipeDetail({ loaderData }: Route.ComponentProps) {
  return <RecipePage key={loaderData.recipe.recipeId} {...loaderData} />;
}

function RecipePage({ recipe, servings: initialServings }: Route.ComponentProps['loaderData']) {
  const { t, to, device, locale } = usePage();
  const mobile = device === 'mobile';
  const [servings, setServings] = useState(initialServings);
  const more = (useContext(ShellContext)?.recipes ?? []).filter((r) => r.recipeId !== recipe.recipeId).slice(0, 6);
  const section = mobile ? 'mt-8' : 'mt-12';
  const h2 = 'mb-3 border-b border-line pb-2 font-serif text-xl font-bold';

  const facts = [
    recipe.chef && [t('recipes.filter.chef'), recipe.chef.name],
    recipe.difficulty && [t('recipes.filter.difficulty'), recipe.difficulty.name],
    recipe.cuisine && [t('recipes.filter.cuisine'), recipe.cuisine.name],
    [t('recipes.prep'), t('recipes.minutes', { count: recipe.prepMinutes })],
    [t('recipes.cook'), t('recipes.minutes', { count: recipe.cookMinutes })],
    [t('recipes.total'), t('recipes.minutes', { count: recipe.totalMinutes })],
  ].filter((f): f is [string, string] => Boolean(f));

  const media = recipe.videoUrl
    ? (
      <video controls preload="none" poster={recipe.posterUrl ?? sized(recipe.image, 960)} width={640} height={360} playsInline
        className="aspect-video w-full rounded-2xl bg-ink object-cover" aria-label={`${t('recipes.video.title')}${t('punct.colon')}${recipe.name}`} data-testid="recipe-video">
        <source src={recipe.videoUrl} type="video/mp4" />
        {/* The clips burn in English; Chinese pages add Chinese captions over them (docs/decisions/0038). */}
        {locale === 'zh_CN' && <track kind="captions" srcLang="zh-CN" label={t('recipes.video.captions')} default src={recipe.videoUrl.replace(/\/([^/]+)\.mp4$/, '/captions/$1.zh_CN.vtt')} />}
        <a href={recipe.videoUrl}>{t('recipes.video.fallback')}</a>
      </video>
    )
    : (
      <img src={sized(recipe.image, 960)} srcSet={srcSet(recipe.image, [600, 960])} sizes={mobile ? '100vw' : '620px'} alt={recipe.name}
        width={600} height={400} fetchPriority="high" className="aspect-[3/2] w-full rounded-2xl object-cover" data-testid="recipe-image" />
    );

  return (
    <article>
      <nav aria-label="breadcrumb" className="mb-4 text-sm text-muted">
        <Link to={to()} className="hover:text-brand">{t('header.home')}</Link>
        <span className="mx-2">/</span>
        <Link to={to('recipe-list')} className="hover:text-brand">{t('recipes.allRecipes')}</Link>
      </nav>
      <div className={mobile ? 'space-y-5' : 'grid grid-cols-[620px_1fr] gap-12'}>
        <div>{media}</div>
        <div className="flex flex-col gap-4">
          <h1 className={`font-serif font-bold leading-tight ${mobile ? 'text-2xl' : 'text-3xl'}`}>{recipe.name}</h1>
          <p className="leading-relaxed text-ink/85">{recipe.summary}</p>
          <dl className="grid grid-cols-3 gap-3 rounded-xl bg-white p-4 text-sm ring-1 ring-line">
            {facts.map(([label, value]) => (
              <div key={label}><dt className="text-xs text-muted">{label}</dt><dd className="font-medium">{value}</dd></div>
            ))}
          </dl>
          <ServingScaler servings={servings} base={recipe.servings} onChange={setServings} />
        </div>
      </div>

      <div className={`${section} ${mobile ? 'space-y-8' : 'grid grid-cols-[1fr_1fr] gap-12'}`}>
        <section aria-labelledby="ingredients">
          <h2 id="ingredients" className={h2}>{t('recipes.ingredients')}</h2>
          <IngredientList lines={recipe.ingredients} base={recipe.servings} servings={servings} />
          {recipe.spices.length > 0 && (
            <section aria-labelledby="spices" className="mt-6">
              <h3 id="spices" className="mb-1 font-serif text-lg font-semibold">{t('recipes.spices')}</h3>
              <SpiceChecklist recipeId={recipe.recipeId} spices={recipe.spices} base={recipe.servings} servings={servings} />
            </section>
          )}
        </section>
        <section aria-labelledby="steps">
          <h2 id="steps" className={h2}>{t('recipes.steps')}</h2>
          <ol className="space-y-4" data-testid="steps">
            {recipe.steps.map((step, i) => (
              <li key={i} className="flex gap-3">
                <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
                <p className="pt-0.5 leading-relaxed">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      {recipe.products.length > 0 && (
        <section aria-labelledby="products" className={section}>
          <h2 id="products" className={h2}>{t('recipes.products')}</h2>
          <p className="mb-1 text-sm text-muted">{t('recipes.products.hint')}</p>
          <div className={mobile ? '' : 'max-w-3xl'}><RecipeProducts products={recipe.products} /></div>
        </section>
      )}

      {more.length > 0 && (
        <nav aria-labelledby="more-recipes" className={section}>
          <h2 id="more-recipes" className={h2}>{t('recipes.more')}</h2>
          <ul className={`grid gap-x-6 gap-y-2 text-sm ${mobile ? 'grid-cols-1' : 'grid-cols-3'}`}>
            {more.map((r) => <li key={r.recipeId}><Link to={to(`recipe-detail/${r.recipeId}`)} className="text-brand hover:underline">{r.name}</Link></li>)}
          </ul>
        </nav>
      )}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
