// The information pages and their URL slugs (docs/decisions/0017-information-pages.md).
// Kept tiny: the pages' navigation imports it in the browser.

export const ABOUT_PAGES = [
  'about-us', 'delivery', 'faq', 'contact', 'food-safety', 'suppliers',
  'experience-centre', 'workshops', 'private-cooking-classes', 'kids-workshops', 'personal-data',
] as const;

export const PRODUCT_PAGES = ['beef', 'lamb', 'pork', 'veal', 'poultry', 'sausages', 'coldcuts', 'seafood', 'cheese', 'wine'] as const;

export type AboutPage = (typeof ABOUT_PAGES)[number];
export type ProductPage = (typeof PRODUCT_PAGES)[number];

export const isAboutPage = (slug: string | undefined): slug is AboutPage => (ABOUT_PAGES as readonly string[]).includes(slug ?? '');
export const isProductPage = (slug: string | undefined): slug is ProductPage => (PRODUCT_PAGES as readonly string[]).includes(slug ?? '');

/** The catalogue category of each product guide (seed categories' codes), for its product grid. */
export const GUIDE_CATEGORY: Record<ProductPage, string> = {
  beef: 'beef', lamb: 'lamb-venison', pork: 'pork', veal: 'veal', poultry: 'poultry', sausages: 'sausages',
  coldcuts: 'cold-cuts', seafood: 'seafood', cheese: 'cheese', wine: 'wine',
};
