// Dates, stars and money as the customer service pages show them: Shanghai wall time
// (the same on the server and in the browser, so hydration agrees), stars with one decimal.
import { shanghaiParts } from '@eshop/domain/time';
import { formatStars } from '@eshop/domain/loyalty';
import type { Locale } from '../../lib/i18n.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '24 Nov 2026' / '2026年11月24日'. */
export function day(iso: string, locale: Locale): string {
  const p = shanghaiParts(iso);
  return locale === 'zh_CN' ? `${p.year}年${p.month}月${p.day}日` : `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '24 Nov 2026, 14:30' / '2026年11月24日 14:30'. */
export function dateTime(iso: string, locale: Locale): string {
  const p = shanghaiParts(iso);
  return `${day(iso, locale)}${locale === 'zh_CN' ? ' ' : ', '}${pad(p.hour)}:${pad(p.minute)}`;
}

/** A birthday (yyyy-MM-dd, no time zone): '3 Mar 1990' / '1990年3月3日'. */
export function calendarDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return locale === 'zh_CN' ? `${y}年${m}月${d}日` : `${d} ${MONTHS[m - 1]} ${y}`;
}

/** '12.5'. */
export const stars = (tenths: number): string => formatStars(tenths);

/** '+12.5' / '-3.0'. */
export const signedStars = (tenths: number): string => (tenths > 0 ? `+${formatStars(tenths)}` : formatStars(tenths));
