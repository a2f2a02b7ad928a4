// Money on the catalogue's pages: integer fen shown as RMB, and typed back as "128.00".
import { formatMoney, formatPrice } from '@eshop/domain/money';
import type { Locale } from '../../lib/i18n.ts';

/** 'RMB 128.00' in English, '¥128.00' in Chinese. */
export const priceText = (fen: number, locale: Locale): string => formatPrice(fen, locale === 'zh_CN' ? '¥' : 'RMB');

/** The value of a price field: '128.00', '' for none. */
export const yuanInput = (fen: number | null): string => (fen === null ? '' : formatMoney(fen));

/** A price range of an item's sizes. */
export function priceRange(min: number | null, max: number | null, locale: Locale): string {
  if (min === null || max === null) return '—';
  return min === max ? priceText(min, locale) : `${priceText(min, locale)} – ${formatMoney(max)}`;
}
