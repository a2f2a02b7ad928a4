import type { Locale } from '@eshop/domain/i18n';
import type { MessageKey } from './en_US.ts';

export type { MessageKey };
export type Catalogue = Record<MessageKey, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * The loaded catalogues. The server holds both; a browser gets its page's language from
 * the shell route of that language (routes/shell-en.tsx, shell-zh.tsx import it, so React
 * Router preloads it with the route), so a page ships one catalogue, not two
 * (docs/decisions/0008: the JavaScript budget). Error pages without a shell load both
 * (entry.client.tsx).
 */
const catalogues: Partial<Record<Locale, Catalogue>> = {};

const imports: Record<Locale, () => Promise<Catalogue>> = {
  en_US: () => import('./en_US.ts').then((m) => m.en_US),
  zh_CN: () => import('./zh_CN.ts').then((m) => m.zh_CN),
};

/** A catalogue imported statically (by a shell route module: shell-en.tsx, shell-zh.tsx). */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues[locale] ??= catalogue;
}

export async function loadCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= await imports[locale]();
}

// Server rendering (and tests) need both languages at once.
if (typeof document === 'undefined') await Promise.all([loadCatalogue('en_US'), loadCatalogue('zh_CN')]);

/** A translate function for one locale; `{name}` placeholders are filled from vars. */
export function translator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  if (!catalogue) throw new Error(`The ${locale} texts are not loaded (loadCatalogue first).`);
  return (key, vars) => {
    const text = catalogue[key];
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}
