// The complete input of the seed runner. The default comes from the files beside this
// one (see index.ts); tests pass small fixtures of the same shape.
import type {
  CustomerVoice,
  DeliveryPromise,
  SeedSlide,
  SeedSpecial,
} from './content.ts';
import type { SeedGift } from './gifts.ts';
import type { SeedStore } from './stores.ts';
import type { SeedTag } from './tags.ts';
import type { SeedCategory, SeedItem, SeedRecipe, SeedRecipeAttribute } from './types.ts';

export interface SeedContent {
  slides: SeedSlide[];
  specials: SeedSpecial[];
  customerVoices: { en_US: CustomerVoice[]; zh_CN: CustomerVoice[] };
  /** Category codes, in display order. */
  quickNav: string[];
  deliveryPromise: { en_US: DeliveryPromise; zh_CN: DeliveryPromise };
  todayRecommendation: { en_US: { headline: string; subline: string }; zh_CN: { headline: string; subline: string } };
}

export interface SeedData {
  categories: SeedCategory[];
  items: SeedItem[];
  tags: SeedTag[];
  stores: SeedStore[];
  recipeAttributes: SeedRecipeAttribute[];
  recipes: SeedRecipe[];
  /** The star shop's gifts, in display order. */
  gifts: SeedGift[];
  content: SeedContent;
}
