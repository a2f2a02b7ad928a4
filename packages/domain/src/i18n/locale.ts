// Locales and their resolution (spec sections 2 and 9; decisions.md "URLs and languages").

export const LOCALES = ['en_US', 'zh_CN'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en_US';

/** A text in every locale. */
export type Localized = Readonly<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path segment shaped like a locale (xx_XX), supported or not. */
export function looksLikeLocale(segment: string): boolean {
  return /^[a-z]{2}_[A-Z]{2}$/.test(segment);
}

/** Accept-Language starting with 'zh' → zh_CN; anything else (or nothing) → en_US. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  return (header ?? '').trim().toLowerCase().startsWith('zh') ? 'zh_CN' : 'en_US';
}

/** The `lang` query value, then the `lang` cookie, then Accept-Language; unsupported values are skipped. */
export function resolveLocale(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage);
}

/** The API's `lang` header ('en', 'zh', 'en_US', 'zh-CN', ...) → locale; default en_US. */
export function langHeaderToLocale(lang: string | null | undefined): Locale {
  const folded = (lang ?? '').trim().toLowerCase();
  if (folded === 'zh' || folded.startsWith('zh_') || folded.startsWith('zh-')) return 'zh_CN';
  return 'en_US';
}

/** Locale → the short `lang` header value the client sends ('en' | 'zh'). */
export function localeToLangHeader(locale: Locale): 'en' | 'zh' {
  return locale === 'zh_CN' ? 'zh' : 'en';
}
