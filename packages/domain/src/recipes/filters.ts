// The recipe filters (spec section 2: chef, difficulty, main ingredient, cuisine): one
// attribute code per kind, from the recipe list page's query or the API's query.

export const RECIPE_FILTER_KINDS = ['chef', 'difficulty', 'ingredient', 'cuisine'] as const;
export type RecipeFilterKind = (typeof RECIPE_FILTER_KINDS)[number];
export type RecipeFilter = Partial<Record<RecipeFilterKind, string>>;

/** An attribute code: lower-case letters, digits and dashes, 1-40 characters. */
export const ATTRIBUTE_CODE = /^[a-z0-9-]{1,40}$/;

export type ParsedRecipeFilter = { ok: true; filter: RecipeFilter } | { ok: false; kind: RecipeFilterKind };

/**
 * Reads the filters from query values; an empty value means "any". A value that is not
 * shaped like a code is refused (the API answers 400; the page ignores it), while a
 * well-formed code nobody uses simply matches no recipe.
 */
export function parseRecipeFilter(get: (name: string) => string | null | undefined): ParsedRecipeFilter {
  const filter: RecipeFilter = {};
  for (const kind of RECIPE_FILTER_KINDS) {
    const value = get(kind)?.trim();
    if (!value) continue;
    if (!ATTRIBUTE_CODE.test(value)) return { ok: false, kind };
    filter[kind] = value;
  }
  return { ok: true, filter };
}

/** The query string of a filter (kinds in a fixed order, so equal filters give equal URLs). */
export function recipeFilterQuery(filter: RecipeFilter): string {
  const params = new URLSearchParams();
  for (const kind of RECIPE_FILTER_KINDS) if (filter[kind]) params.set(kind, filter[kind]);
  const query = params.toString();
  return query ? `?${query}` : '';
}
