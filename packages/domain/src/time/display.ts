// Dates as shoppers read them (issue 17; docs/decisions/0038-chinese-copy-and-display.md):
// Chinese pages say 11月24日 (with the year, 2025年11月24日, when it is not this year);
// English pages keep the unambiguous 2026-11-24. Always the Asia/Shanghai calendar;
// the current instant is passed in (domain functions never read the clock).
import type { Locale } from '../i18n/locale.ts';
import { shanghaiParts } from './shanghai.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date ('2026-11-24', already a Shanghai date) or an instant, as its Shanghai parts. */
function dateParts(value: string | Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: 0, minute: 0 };
  return shanghaiParts(value);
}

/** '11月24日' / '2025年11月24日' (zh_CN), '2026-11-24' (en_US). */
export function displayDate(value: string | Date, locale: Locale, now: string | Date): string {
  const p = dateParts(value);
  if (locale === 'zh_CN') return p.year === shanghaiParts(now).year ? `${p.month}月${p.day}日` : `${p.year}年${p.month}月${p.day}日`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** '11月24日 14:05' / '2025年11月24日 14:05' (zh_CN), '2026-11-24 14:05' (en_US). */
export function displayDateTime(value: string | Date, locale: Locale, now: string | Date): string {
  const p = shanghaiParts(value);
  return `${displayDate(value, locale, now)} ${pad(p.hour)}:${pad(p.minute)}`;
}
