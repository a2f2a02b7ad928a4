import { describe, expect, it } from 'vitest';
import {
  BENEFITS, benefitsForLevel, BIRTHDAY_GIFT_COUPON, BIRTHDAY_GIFT_PROMOTION_ID, birthdayGiftKey, birthdayGiftValidUntil,
  hasBenefit, inBirthdayMonth,
} from './benefits.ts';

describe('benefits by level (spec 6)', () => {
  it('gives each level its benefits', () => {
    const keys = (level: 1 | 2 | 3 | 4) => benefitsForLevel(level).map((b) => b.key);
    expect(keys(1)).toEqual(['starShop']);
    expect(keys(2)).toEqual(['starShop']);
    expect(keys(3)).toEqual(['starShop', 'birthdayGift', 'earlyBirdCookingClass', 'exclusiveSets']);
    expect(keys(4)).toEqual([
      'starShop',
      'birthdayGift',
      'earlyBirdCookingClass',
      'exclusiveSets',
      'newProductSamples',
      'quarterlyMemberBbq',
    ]);
  });

  it('labels every benefit in both languages', () => {
    for (const benefit of BENEFITS) {
      expect(benefit.label.en_US.length).toBeGreaterThan(0);
      expect(benefit.label.zh_CN.length).toBeGreaterThan(0);
    }
  });

  it('names the birthday promotion', () => {
    expect(BIRTHDAY_GIFT_PROMOTION_ID).toBe('BIRTHDAYGIFT');
    expect(hasBenefit(2, 'birthdayGift')).toBe(false);
    expect(hasBenefit(3, 'birthdayGift')).toBe(true);
  });
});

describe('the birthday gift voucher', () => {
  it('is keyed by the Shanghai year, so it comes once a year whatever the birthday', () => {
    expect(birthdayGiftKey(new Date('2026-12-31T15:59:59Z'))).toBe('2026');
    expect(birthdayGiftKey(new Date('2026-12-31T16:00:00Z'))).toBe('2027');
  });

  it('knows the birthday month in Shanghai', () => {
    expect(inBirthdayMonth('1990-06-01', new Date('2026-05-31T16:30:00Z'))).toBe(true);
    expect(inBirthdayMonth('1990-05-20', new Date('2026-05-31T16:30:00Z'))).toBe(false);
    expect(inBirthdayMonth(null, new Date())).toBe(false);
  });

  it.each([
    ['2026-05-10T04:00:00Z', '2026-06-30T15:59:59.999Z'],
    ['2026-11-24T04:00:00Z', '2026-12-31T15:59:59.999Z'],
    ['2026-12-05T04:00:00Z', '2027-01-31T15:59:59.999Z'],
    ['2026-10-31T17:00:00Z', '2026-12-31T15:59:59.999Z'], // already 1 November in Shanghai
  ])('issued %s is valid until %s (end of the next month, Shanghai)', (issued, until) => {
    expect(birthdayGiftValidUntil(new Date(issued)).toISOString()).toBe(until);
  });

  it('is an off coupon of RMB 100 above RMB 300', () => {
    expect(BIRTHDAY_GIFT_COUPON).toMatchObject({ kind: 'off', amountFen: 10_000, minSpendFen: 30_000, promotion: 'BIRTHDAYGIFT' });
  });
});
