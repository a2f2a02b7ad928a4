// Response shapes of the recipe calls (Recipe.List, RecipeAttribute.List,
// SingleRecipe.List; docs/decisions/0018-recipes.md). Texts are in the request's
// language; quantities are integer thousandths of their unit; money is integer fen.
import type { ItemSummary } from '../contract/catalog.ts';
import type { RecipeFilterKind } from './filters.ts';
import type { UnitKind } from './scale.ts';

export interface RecipeAttributeRef {
  code: string;
  name: string;
}

export interface RecipeSummary {
  recipeId: number;
  code: string;
  name: string;
  summary: string;
  /** Image URL of the spec's shape (placeholder when missing). */
  image: string;
  chef: RecipeAttributeRef | null;
  difficulty: RecipeAttributeRef | null;
  ingredient: RecipeAttributeRef | null;
  cuisine: RecipeAttributeRef | null;
  /** Base servings: the ingredient quantities are for this many. */
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  hasVideo: boolean;
}

export interface RecipeIngredientLine {
  name: string;
  /** Thousandths of the unit for the base servings; null = "to taste". */
  quantityMilli: number | null;
  unit: string | null;
  /** How the unit rounds when scaled (scale.ts). */
  unitKind: UnitKind;
  /** The shop's product for this ingredient, if any. */
  itemId: number | null;
}

/** A product used by the recipe, with the SKU that "Add to cart" adds (null when sold out). */
export interface RecipeProduct extends ItemSummary {
  sku: { skuId: number; spec: string; priceFen: number; listPriceFen: number | null } | null;
}

export interface RecipeDetail extends RecipeSummary {
  /** Everything but the spices, in the recipe's order. */
  ingredients: RecipeIngredientLine[];
  /** Spices and seasonings: the spice checklist. */
  spices: RecipeIngredientLine[];
  steps: string[];
  videoUrl: string | null;
  /** A still of the video, shown before it plays. */
  posterUrl: string | null;
  products: RecipeProduct[];
}

export interface RecipeAttributeOption extends RecipeAttributeRef {
  /** Published recipes with this value. */
  count: number;
}

export interface RecipeAttributeGroup {
  kind: RecipeFilterKind;
  options: RecipeAttributeOption[];
}
