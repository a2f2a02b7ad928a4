// Dates and times of orders as shoppers read them: Asia/Shanghai, the business's time
// zone (ARCHITECTURE.md), whatever the zone of the server or the browser. Given the page's
// locale, Chinese pages read 11月24日 14:05 (the year only when it is not this one;
// displayDate in the domain, docs/decisions/0038).
import type { Locale } from '@eshop/domain/i18n';
import { displayDate, displayDateTime } from '@eshop/domain/time';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

function shanghai(iso: string): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** '2026-11-22 14:05'; in Chinese '11月22日 14:05'. */
export function dateTime(iso: string | null | undefined, locale?: Locale): string {
  if (!iso) return '';
  if (locale) return displayDateTime(iso, locale, new Date());
  const p = shanghai(iso);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '14:05' */
export function clockTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = shanghai(iso);
  return `${p.hour}:${p.minute}`;
}

/** A calendar date ('2026-11-23', already a Shanghai date) or an instant, as '2026-11-23'; in Chinese '11月23日'. */
export function calendarDate(value: string | null | undefined, locale?: Locale): string {
  if (!value) return '';
  if (locale) return displayDate(value, locale, new Date());
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const p = shanghai(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Remaining time as 'm:ss'. */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
