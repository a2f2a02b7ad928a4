import { describe, expect, it } from 'vitest';
import {
  getLevel,
  isLevelId,
  LEVELS,
  levelFor,
  levelForStars,
  levelStanding,
} from './levels.ts';

describe('LEVELS (spec 4 and 9)', () => {
  it('has four levels with bilingual names and thresholds 0 / 50 / 200 / 500 stars in tenths', () => {
    expect(LEVELS.map((l) => [l.id, l.name.en_US, l.name.zh_CN, l.thresholdTenths])).toEqual([
      [1, 'Apprentice Butcher', '学徒屠夫', 0],
      [2, 'Skilled Butcher', '熟练屠夫', 500],
      [3, 'Experienced Butcher', '资深屠夫', 2000],
      [4, 'Master Butcher', '屠夫大师', 5000],
    ]);
  });

  it('looks levels up by id', () => {
    expect(getLevel(3).key).toBe('experienced');
    expect(isLevelId(4)).toBe(true);
    expect(isLevelId(5)).toBe(false);
    expect(isLevelId('1')).toBe(false);
  });
});

describe('levelForStars', () => {
  it.each([
    [0, 1],
    [499, 1],
    [500, 2],
    [1999, 2],
    [2000, 3],
    [4999, 3],
    [5000, 4],
    [1_000_000, 4],
    [-10, 1],
  ])('%d tenths → level %d', (tenths, level) => {
    expect(levelForStars(tenths)).toBe(level);
  });
});

describe('levelFor (held-level rule: this year or last year)', () => {
  it('takes the better of the two years', () => {
    expect(levelFor({ earnedThisYearTenths: 0, earnedLastYearTenths: 0 })).toBe(1);
    expect(levelFor({ earnedThisYearTenths: 600, earnedLastYearTenths: 0 })).toBe(2);
    expect(levelFor({ earnedThisYearTenths: 100, earnedLastYearTenths: 5000 })).toBe(4);
    expect(levelFor({ earnedThisYearTenths: 2000, earnedLastYearTenths: 499 })).toBe(3);
  });

  it('does not add the two years together', () => {
    expect(levelFor({ earnedThisYearTenths: 300, earnedLastYearTenths: 300 })).toBe(1);
  });
});

describe('levelStanding', () => {
  it.each([
    // [this year, last year] → level, next level, missing tenths, held until
    [0, 0, 1, 2, 500, null],
    [499, 0, 1, 2, 1, null],
    [500, 0, 2, 3, 1500, 2027],
    [100, 2500, 3, 4, 4900, 2026],
    [2100, 2500, 3, 4, 2900, 2027],
    [5000, 0, 4, null, null, 2027],
    [0, 6000, 4, null, null, 2026],
  ])('this year %d, last year %d → level %d (next %s, missing %s, held until %s)', (thisYear, lastYear, level, next, missing, held) => {
    const standing = levelStanding({ year: 2026, earnedThisYearTenths: thisYear, earnedLastYearTenths: lastYear });
    expect(standing.level).toBe(level);
    expect(standing.next).toEqual(next === null ? null : { level: next, missingTenths: missing });
    expect(standing.heldUntilYear).toBe(held);
  });

  it('asks for the next level from this year only, even when last year holds the level', () => {
    // Experienced from last year; this year 150 stars: Master needs 350 more this year.
    expect(levelStanding({ year: 2026, earnedThisYearTenths: 1500, earnedLastYearTenths: 2000 }).next).toEqual({ level: 4, missingTenths: 3500 });
  });
});
