// Delivery promise and store hours in Asia/Shanghai time (spec sections 1 and 9;
// decisions.md "Money, shipping and delivery").

import type { DeliveryOption } from '../shipping/shipping.ts';
import { addCalendarDays, shanghaiDate, shanghaiParts } from '../time/shanghai.ts';

export const CUTOFF_HOUR = 16;
export const STORE_OPENS_HOUR = 9;
export const STORE_CLOSES_HOUR = 19;
/** Double-eleven delay note shown from 1 to 20 November (Shanghai dates, inclusive). */
export const DOUBLE_ELEVEN_NOTE_DAYS = { month: 11, firstDay: 1, lastDay: 20 } as const;

const SHANGHAI_NAMES = new Set(['shanghai', '上海', '上海市']);

/** 'Shanghai', '上海' or '上海市', any case, surrounding spaces ignored. */
export function isShanghai(city: string | null | undefined): boolean {
  if (city === null || city === undefined) return false;
  return SHANGHAI_NAMES.has(city.trim().toLowerCase());
}

export interface DeliveryPromise {
  /** Promised Asia/Shanghai calendar date, 'yyyy-MM-dd'. */
  date: string;
  daysFromToday: 0 | 1 | 2;
  isShanghai: boolean;
  /** Show the double-eleven note (3-5 days outside Shanghai). */
  doubleElevenNote: boolean;
}

/** True before 16:00:00 Asia/Shanghai. */
export function isBeforeCutoff(now: Date): boolean {
  return shanghaiParts(now).hour < CUTOFF_HOUR;
}

/**
 * Shanghai: same day before 16:00, next day from 16:00. Other cities (or no city yet):
 * next day before 16:00, the day after next from 16:00. Pickup is at a Shanghai store,
 * so it follows the Shanghai rule. The double-eleven note depends on the order date
 * and applies outside Shanghai only.
 */
export function deliveryPromise(input: {
  now: Date;
  city: string | null;
  option: DeliveryOption;
}): DeliveryPromise {
  const local = input.option === 'pickup' || isShanghai(input.city);
  const parts = shanghaiParts(input.now);
  const late = parts.hour >= CUTOFF_HOUR;
  const daysFromToday = ((local ? 0 : 1) + (late ? 1 : 0)) as 0 | 1 | 2;
  const inNoteWindow =
    parts.month === DOUBLE_ELEVEN_NOTE_DAYS.month &&
    parts.day >= DOUBLE_ELEVEN_NOTE_DAYS.firstDay &&
    parts.day <= DOUBLE_ELEVEN_NOTE_DAYS.lastDay;
  return {
    date: addCalendarDays(shanghaiDate(input.now), daysFromToday),
    daysFromToday,
    isShanghai: local,
    doubleElevenNote: !local && inNoteWindow,
  };
}

/** Stores open 09:00-19:00 daily, Asia/Shanghai: open from 09:00:00, closed from 19:00:00. */
export function isStoreOpen(now: Date): boolean {
  const { hour } = shanghaiParts(now);
  return hour >= STORE_OPENS_HOUR && hour < STORE_CLOSES_HOUR;
}

/** Whether a store offers pickup (the spec's r.pickup flag, 'Y'). */
export function offersPickup(store: { pickup: string | null | undefined }): boolean {
  return store.pickup === 'Y';
}
