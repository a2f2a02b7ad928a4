// The default seed data: the hand-written demo catalogue and content in this folder.
import { categories } from './categories.ts';
import { customerVoices, deliveryPromise, quickNav, slides, specials, todayRecommendation } from './content.ts';
import { gifts } from './gifts.ts';
import { items } from './items.ts';
import type { SeedData } from './model.ts';
import { recipeAttributes, recipes } from './recipes.ts';
import { stores } from './stores.ts';
import { tags } from './tags.ts';

export function loadSeedData(): SeedData {
  return {
    categories,
    items,
    tags,
    stores,
    recipeAttributes,
    recipes,
    gifts,
    content: { slides, specials, customerVoices, quickNav, deliveryPromise, todayRecommendation },
  };
}
