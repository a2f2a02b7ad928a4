// Shapes of the hand-written demo catalogue. The seed runner turns them into rows;
// ids are assigned by the runner in file order so they are stable between seeds.

/** A bilingual text: English and Simplified Chinese. */
export interface Text2 {
  en: string;
  zh: string;
}

export interface SeedCategory {
  /** cname in URLs (`list/cname/beef`): lowercase, hyphenated, stable. */
  code: string;
  name: Text2;
  /** Short line shown on the category page header. */
  blurb: Text2;
  /** Illustration drawn for products of this category (see seed/images). */
  art: SeedArt;
  /** Background colour of the generated product images, CSS hex. */
  colour: string;
}

export type SeedArt =
  | 'steak' | 'chop' | 'rack' | 'mince' | 'whole-bird' | 'drumstick' | 'sausage' | 'salami'
  | 'ham' | 'bottle' | 'cheese' | 'fish' | 'fillet' | 'shrimp' | 'shell' | 'milk' | 'olive'
  | 'jar' | 'vegetable' | 'box' | 'pan' | 'grill' | 'gift' | 'leaf' | 'egg' | 'bread'
  // Star-shop gifts (data/gifts.ts): kitchen things and event seats.
  | 'apron' | 'knife' | 'board' | 'glasses' | 'thermometer' | 'seasoning' | 'vacuum-sealer' | 'sous-vide' | 'ticket'
  | 'tasting';

export interface SeedSku {
  /** Variant label, e.g. { en: '500 g', zh: '500克' }. */
  spec: Text2;
  /** Net weight in grams when sold by weight, else null. */
  weightG: number | null;
  /** Selling price in fen (integer; 1 RMB = 100 fen). */
  priceFen: number;
  /** Previous price in fen when on offer, else null. */
  listPriceFen: number | null;
  /** Units in stock; 0 = sold out. */
  stock: number;
}

export interface SeedItem {
  /** Stable product code, e.g. 'BF-AUS-RIB-01'. */
  code: string;
  /** Category code (SeedCategory.code). */
  category: string;
  name: Text2;
  description: Text2;
  /** Origin as shown to shoppers, e.g. { en: 'Australia', zh: '澳大利亚' }. */
  origin: Text2;
  /** ISO 3166 alpha-2 of the origin country, e.g. 'AU'. */
  originCountry: string;
  brand: string | null;
  /** item_classified: storage class, one of 'chilled' | 'frozen' | 'ambient'. */
  classified: 'chilled' | 'frozen' | 'ambient';
  /** Tags: 'today' (today's recommendation), 'set', 'seasonal', 'bestseller', 'new',
   *  'organic', 'grass-fed', 'grain-fed', 'wagyu', 'bbq', 'gift', 'hotpot', ... */
  tags: string[];
  /** More information rows (storage, cut, feeding, shelf life ...). */
  facts: { label: Text2; value: Text2 }[];
  skus: SeedSku[];
  /** Units sold so far (drives best-selling order). */
  sold: number;
  /** Art override for this item; defaults to the category's art. */
  art?: SeedArt;
}

export interface SeedRecipeAttribute {
  kind: 'chef' | 'difficulty' | 'ingredient' | 'cuisine';
  code: string;
  name: Text2;
}

export interface SeedRecipeIngredient {
  name: Text2;
  /** Quantity for the recipe's base servings; null for "to taste". */
  quantity: number | null;
  /** Unit label, e.g. { en: 'g', zh: '克' }. */
  unit: Text2 | null;
  /** True for spices and seasonings (the spice checklist). */
  spice: boolean;
  /** Product code (SeedItem.code) sold in the shop for this ingredient, if any. */
  itemCode: string | null;
}

export interface SeedRecipe {
  code: string;
  name: Text2;
  summary: Text2;
  chef: string; // SeedRecipeAttribute.code of kind chef
  difficulty: string; // ... kind difficulty
  mainIngredient: string; // ... kind ingredient
  cuisine: string; // ... kind cuisine
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** Path of a video under the shop's media, or null. */
  videoUrl: string | null;
  ingredients: SeedRecipeIngredient[];
  steps: Text2[];
  art: SeedArt;
  colour: string;
}
