import type { Locale } from '@eshop/domain/i18n';
import type { en_US } from './en_US.ts';
import type { account_en_US } from './areas/account.en_US.ts';
import type { purchase_en_US } from './areas/purchase.en_US.ts';
import type { info_en_US } from './areas/info.en_US.ts';
import type { recipes_en_US } from './areas/recipes.en_US.ts';
import type { loyalty_en_US } from './areas/loyalty.en_US.ts';
import type { starShop_en_US } from './areas/star-shop.en_US.ts';
import type { afterSales_en_US } from './areas/after-sales.en_US.ts';
import type { product_en_US } from './areas/product.en_US.ts';
import type { list_en_US } from './areas/list.en_US.ts';
import type { cart_en_US } from './areas/cart.en_US.ts';
import type { comingSoon_en_US } from './areas/coming-soon.en_US.ts';
import type { home_en_US } from './areas/home.en_US.ts';
import type { pager_en_US } from './areas/pager.en_US.ts';
import type { footer_en_US } from './areas/footer.en_US.ts';

/** Every text key: the core catalogue's and those of the areas (areas/*.ts). */
export type MessageKey = keyof typeof en_US | keyof typeof account_en_US | keyof typeof purchase_en_US
  | keyof typeof info_en_US
  | keyof typeof recipes_en_US
  | keyof typeof loyalty_en_US
  | keyof typeof starShop_en_US
  | keyof typeof afterSales_en_US
  | keyof typeof product_en_US
  | keyof typeof list_en_US
  | keyof typeof cart_en_US
  | keyof typeof comingSoon_en_US
  | keyof typeof home_en_US
  | keyof typeof pager_en_US
  | keyof typeof footer_en_US;
export type Catalogue = Record<MessageKey, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * The loaded texts. The server holds everything. A browser gets its page's language's
 * core texts from the shell route of that language (routes/shell-en.tsx, shell-zh.tsx
 * import it, so React Router preloads it with the route), and the texts of an area
 * (account pages, purchase pages) from the modules that use them (`import
 * '../i18n/areas/purchase.ts'`), so a product page ships neither (docs/decisions/0008,
 * 0016: the JavaScript budget). Error pages without a shell load both cores (entry.client.tsx).
 */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = {};
/** Languages whose core texts are loaded (areas may arrive before or after). */
const cores = new Set<Locale>();

const imports: Record<Locale, () => Promise<Partial<Catalogue>>> = {
  en_US: () => import('./en_US.ts').then((m) => m.en_US),
  zh_CN: () => import('./zh_CN.ts').then((m) => m.zh_CN),
};

/** A language's core catalogue, imported statically (by a shell route module). */
export function registerCatalogue(locale: Locale, catalogue: Partial<Catalogue>): void {
  if (cores.has(locale)) return;
  cores.add(locale);
  addTexts(locale, catalogue);
}

/** Texts of an area (areas/*.ts), added to the language's catalogue. */
export function addTexts(locale: Locale, texts: Partial<Catalogue>): void {
  catalogues[locale] = { ...catalogues[locale], ...texts };
}

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!cores.has(locale)) registerCatalogue(locale, await imports[locale]());
}

// Server rendering (and tests) need every text of both languages at once: the cores and
// every area — account, purchase, the information pages (docs/decisions/0017), recipes
// (0018), loyalty (issue 13), the star shop (issue 14), requests and reviews (issue 15), the
// product page's server-rendered details and the product list (issue 18), the cart overlay,
// the coming-soon page, the home page, the pager and the footer's paragraphs (written by the
// shell loader).
// (The area text files themselves, not areas/*.ts: those import this module, and a
// top-level await on a module that waits for this one would never settle.)
// `import.meta.env.SSR` rather than a runtime test: Vite writes `false` into the browser
// build and drops the block with the file names it would load — bytes every page paid
// for (0008: the product page's budget). Vitest and the dev server's SSR set it true.
if (import.meta.env.SSR) {
  const [, , ...areas] = await Promise.all([
    loadCatalogue('en_US'), loadCatalogue('zh_CN'),
    import('./areas/account.all.ts'), import('./areas/purchase.all.ts'), import('./areas/info.all.ts'),
    import('./areas/recipes.all.ts'), import('./areas/loyalty.all.ts'), import('./areas/star-shop.all.ts'),
    import('./areas/after-sales.all.ts'), import('./areas/product.all.ts'), import('./areas/list.all.ts'),
    import('./areas/cart.all.ts'), import('./areas/coming-soon.all.ts'), import('./areas/home.all.ts'), import('./areas/pager.all.ts'),
    import('./areas/footer.all.ts'),
  ]);
  for (const texts of areas) {
    addTexts('en_US', texts.en_US);
    addTexts('zh_CN', texts.zh_CN);
  }
}

/** A translate function for one locale; `{name}` placeholders are filled from vars. */
export function translator(locale: Locale): Translate {
  if (!cores.has(locale)) throw new Error(`The ${locale} texts are not loaded (loadCatalogue first).`);
  return (key, vars) => {
    // Looked up at call time: an area's texts may be added after the translator was made.
    const text = catalogues[locale]?.[key];
    if (text === undefined) {
      // A page that uses an area's texts without importing the area: show the key, loudly.
      console.error(`Missing text "${key}" (${locale}): import its area (i18n/areas) where it is used.`);
      return key;
    }
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}
