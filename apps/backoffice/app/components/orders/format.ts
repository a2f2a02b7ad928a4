// How the order pages write money, stars, times and days: Shanghai time whatever the
// browser's zone (computed, not Intl, so the server and the browser render the same text),
// Chinese dates as 11月24日.
import type { Locale } from '../../lib/i18n.ts';
import { formatPrice } from '@eshop/domain/money';
import { formatStars } from '@eshop/domain/loyalty';
import { shanghaiParts } from '@eshop/domain/time';
import type { OrderStatus } from '@eshop/domain/orders';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = { en_US: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], zh_CN: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] };
const two = (n: number) => String(n).padStart(2, '0');

/** RMB with two decimals: 'RMB 128.00' / '¥128.00'. */
export const money = (fen: number, locale: Locale): string => formatPrice(fen, locale === 'zh_CN' ? '¥' : 'RMB');

export const stars = (tenths: number): string => formatStars(tenths);

/** An instant in Shanghai time: '24 Nov, 14:05' / '11月24日 14:05'; with the year: '24 Nov 2026, 14:05' / '2026年11月24日 14:05'. */
export function dateTime(iso: string, locale: Locale, withYear = false): string {
  const p = shanghaiParts(iso);
  const time = `${two(p.hour)}:${two(p.minute)}`;
  if (locale === 'zh_CN') return `${withYear ? `${p.year}年` : ''}${p.month}月${p.day}日 ${time}`;
  return `${p.day} ${MONTHS[p.month - 1]}${withYear ? ` ${p.year}` : ''}, ${time}`;
}

/** A Shanghai calendar day ('2026-11-24'): 'Tue 24 Nov' / '11月24日（周二）'. */
export function day(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (locale === 'zh_CN') return `${m}月${d}日（${WEEKDAYS.zh_CN[weekday]}）`;
  return `${WEEKDAYS.en_US[weekday]} ${d} ${MONTHS[m - 1]}`;
}

/** The badge colour of a status: waiting for the team, done, or stopped. */
export function statusTone(status: OrderStatus): 'warn' | 'brand' | 'good' | 'bad' | 'neutral' {
  if (status === 'Paid' || status === 'Open' || status === 'OrderConfirmed' || status === 'PendingDelivery' || status === 'Ready') return 'warn';
  if (status === 'Shipped') return 'brand';
  if (status === 'OrderReceived' || status === 'Completed') return 'good';
  if (status === 'Cancelled') return 'bad';
  return 'neutral';
}

/** Province, city and district once each: 上海 上海市 静安区 → 上海市 静安区. */
export function region(a: { province: string; city: string; district: string }): string {
  const province = a.province && a.city.startsWith(a.province) ? '' : a.province;
  return [province, a.city, a.district].filter(Boolean).join(' ');
}
