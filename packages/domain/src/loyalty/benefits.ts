// Benefits by level (spec section 6; decisions.md "Loyalty").

import { shanghaiParts, shanghaiWallTimeToInstant, toInstant } from '../time/shanghai.ts';
import type { LevelId } from './levels.ts';

export const BIRTHDAY_GIFT_PROMOTION_ID = 'BIRTHDAYGIFT';

export type BenefitKey =
  | 'starShop'
  | 'birthdayGift'
  | 'earlyBirdCookingClass'
  | 'exclusiveSets'
  | 'newProductSamples'
  | 'quarterlyMemberBbq';

export interface Benefit {
  key: BenefitKey;
  /** Lowest level that has the benefit; every higher level has it too. */
  minLevel: LevelId;
  label: { en_US: string; zh_CN: string };
}

export const BENEFITS = [
  { key: 'starShop', minLevel: 1, label: { en_US: 'Star shop', zh_CN: '星星商城' } },
  { key: 'birthdayGift', minLevel: 3, label: { en_US: 'Birthday gift', zh_CN: '生日礼物' } },
  { key: 'earlyBirdCookingClass', minLevel: 3, label: { en_US: 'Early-bird cooking class booking', zh_CN: '烹饪课程优先报名' } },
  { key: 'exclusiveSets', minLevel: 3, label: { en_US: 'Exclusive sets', zh_CN: '会员专属套餐' } },
  { key: 'newProductSamples', minLevel: 4, label: { en_US: 'Free new product samples', zh_CN: '新品免费试吃' } },
  { key: 'quarterlyMemberBbq', minLevel: 4, label: { en_US: 'Quarterly member BBQ', zh_CN: '季度会员烧烤会' } },
] as const satisfies readonly Benefit[];

export function benefitsForLevel(level: LevelId): Benefit[] {
  return BENEFITS.filter((benefit) => level >= benefit.minLevel);
}

export function hasBenefit(level: LevelId, key: BenefitKey): boolean {
  return benefitsForLevel(level).some((benefit) => benefit.key === key);
}

/**
 * The birthday gift's voucher (promotion BIRTHDAYGIFT): RMB 100 off a goods total of
 * RMB 300, valid from the day it is issued to the end of the month after the birthday
 * month (Shanghai), so a gift issued late in the month can still be used.
 */
export const BIRTHDAY_GIFT_COUPON = {
  kind: 'off',
  amountFen: 10_000,
  minSpendFen: 30_000,
  promotion: BIRTHDAY_GIFT_PROMOTION_ID,
} as const;

/**
 * One gift per member per Shanghai calendar year, whatever the birthday says: the key
 * the voucher is issued under (voucher.issue_key), so changing the birthday to another
 * month never brings a second gift in the same year (docs/decisions/0029-loyalty.md).
 */
export function birthdayGiftKey(now: Date): string {
  return String(shanghaiParts(toInstant(now)).year);
}

/** Whether `birthday` ('yyyy-MM-dd') falls in the Shanghai month of `now`. */
export function inBirthdayMonth(birthday: string | null | undefined, now: Date): boolean {
  const match = /^\d{4}-(\d{2})-\d{2}$/.exec(birthday ?? '');
  return match !== null && Number(match[1]) === shanghaiParts(toInstant(now)).month;
}

/** The end of the birthday gift's validity: the last instant of the month after `now`'s (Shanghai). */
export function birthdayGiftValidUntil(now: Date): Date {
  const { year, month } = shanghaiParts(toInstant(now));
  // The first instant of the month two months on, minus a millisecond.
  const y = month >= 11 ? year + 1 : year;
  const m = ((month + 1) % 12) + 1;
  return new Date(shanghaiWallTimeToInstant({ year: y, month: m, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 }).getTime() - 1);
}
