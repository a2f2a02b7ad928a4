import type { Locale } from '@eshop/domain/i18n';
import { en_US, type MessageKey } from './en_US.ts';
import { zh_CN } from './zh_CN.ts';

export type { MessageKey };
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Record<MessageKey, string>> = { en_US, zh_CN };

/** A translate function for one locale; `{name}` placeholders are filled from vars. */
export function translator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key, vars) => {
    const text = catalogue[key];
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}
