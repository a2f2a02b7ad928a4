// The back-office speaks English and Chinese: the staff member's choice is kept in a
// cookie (the language switch in the header), else taken from the browser's
// Accept-Language. Each area keeps its texts beside its pages (`texts(en, zh)`), so a
// page's chunk carries only its own words.
import { useRouteLoaderData } from 'react-router';

export type Locale = 'en_US' | 'zh_CN';
export const LANG_COOKIE = 'bo_lang';

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function localeOf(request: Request): Locale {
  const chosen = readCookie(request.headers.get('cookie'), LANG_COOKIE);
  if (chosen === 'zh_CN' || chosen === 'en_US') return chosen;
  return /^\s*zh/i.test(request.headers.get('accept-language') ?? '') ? 'zh_CN' : 'en_US';
}

export type Catalogue<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** An area's texts: the Chinese catalogue must have every key of the English one. */
export function texts<const K extends string>(en: Record<K, string>, zh: Record<K, string>): Catalogue<K> {
  return { en_US: en, zh_CN: zh };
}

/** `{name}` placeholders filled from `vars`. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}

export function translate<K extends string>(catalogue: Catalogue<K>, locale: Locale) {
  return (key: K, vars?: Record<string, string | number>) => fill(catalogue[locale][key], vars);
}

export interface RootData {
  locale: Locale;
  me: Me | null;
}

export interface Me {
  username: string;
  name: string;
  roles: string[];
  areas: string[];
}

export function useLocale(): Locale {
  return (useRouteLoaderData('root') as RootData | undefined)?.locale ?? 'en_US';
}

/** The translate function of an area's catalogue in the page's language. */
export function useT<K extends string>(catalogue: Catalogue<K>) {
  return translate(catalogue, useLocale());
}
