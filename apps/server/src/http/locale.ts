// Every API request carries `ch` (website|wechat) and `lang` headers (spec section 7).
import type { FastifyRequest } from 'fastify';
import { langHeaderToLocale, type Locale } from '@eshop/domain/i18n';

export type Channel = 'website' | 'wechat';

export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers.lang;
  return langHeaderToLocale(Array.isArray(header) ? header[0] : header);
}

export function requestChannel(req: FastifyRequest): Channel {
  return req.headers.ch === 'wechat' ? 'wechat' : 'website';
}

/** Picks the text of the request's language from an English/Chinese pair. */
export function pick(locale: Locale, en: string, zh: string): string {
  return locale === 'zh_CN' ? zh || en : en || zh;
}
