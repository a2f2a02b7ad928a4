import { describe, expect, it } from 'vitest';
import {
  getLevel,
  heldUntil,
  isLevelId,
  LEVELS,
  levelFor,
  levelForStars,
  levelFromLedger,
  levelStanding,
  nextLevelProgress,
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

describe('nextLevelProgress', () => {
  it('says how many stars are missing', () => {
    expect(nextLevelProgress(0)).toEqual({ next: 2, missingTenths: 500 });
    expect(nextLevelProgress(1999)).toEqual({ next: 3, missingTenths: 1 });
    expect(nextLevelProgress(2000)).toEqual({ next: 4, missingTenths: 3000 });
    expect(nextLevelProgress(5000)).toBeNull();
  });
});

describe('levelFromLedger', () => {
  const now = new Date('2026-06-15T04:00:00Z');

  it('sums earnings per Shanghai calendar year', () => {
    const result = levelFromLedger({
      now,
      entries: [
        { at: '2026-01-10T02:00:00Z', tenths: 300 },
        { at: new Date('2026-05-01T02:00:00Z'), tenths: 250 },
        { at: '2025-07-01T02:00:00Z', tenths: 2100 },
        { at: '2024-07-01T02:00:00Z', tenths: 9000 },
      ],
    });
    expect(result).toEqual({ year: 2026, earnedThisYearTenths: 550, earnedLastYearTenths: 2100, level: 3 });
  });

  it('puts an entry at 31 Dec 16:30Z into the next Shanghai year', () => {
    const result = levelFromLedger({
      now,
      entries: [
        { at: '2025-12-31T16:30:00Z', tenths: 500 }, // 1 Jan 2026 00:30 in Shanghai
        { at: '2025-12-31T15:59:59Z', tenths: 70 }, // still 2025
        { at: '2024-12-31T16:00:00Z', tenths: 30 }, // 1 Jan 2025 00:00
        { at: '2024-12-31T15:59:59.999Z', tenths: 5000 }, // 2024: too old
      ],
    });
    expect(result.earnedThisYearTenths).toBe(500);
    expect(result.earnedLastYearTenths).toBe(100);
    expect(result.level).toBe(2);
  });

  it('ignores spending, returned stars and future entries', () => {
    const result = levelFromLedger({
      now,
      entries: [
        { at: '2026-02-01T00:00:00Z', tenths: 600 },
        { at: '2026-03-01T00:00:00Z', tenths: -550 },
        { at: '2026-03-02T00:00:00Z', tenths: 1500, earned: false },
        { at: '2026-06-15T04:00:01Z', tenths: 5000 },
      ],
    });
    expect(result.earnedThisYearTenths).toBe(600);
    expect(result.level).toBe(2);
  });

  it('keeps a level reached last year through this year, then downgrades', () => {
    const entries = [{ at: '2025-03-01T00:00:00Z', tenths: 5000 }];
    expect(levelFromLedger({ entries, now: new Date('2025-12-31T15:59:59Z') }).level).toBe(4);
    expect(levelFromLedger({ entries, now: new Date('2026-12-31T15:59:59.999Z') }).level).toBe(4);
    expect(levelFromLedger({ entries, now: new Date('2026-12-31T16:00:00Z') }).level).toBe(1);
  });
});

describe('heldUntil', () => {
  it('is the end of the following year in Shanghai', () => {
    expect(heldUntil(new Date('2025-03-01T00:00:00Z')).toISOString()).toBe('2026-12-31T15:59:59.999Z');
    expect(heldUntil('2025-01-01T00:00:00+08:00').toISOString()).toBe('2026-12-31T15:59:59.999Z');
  });

  it('uses the Shanghai year of the moment the level was reached', () => {
    // 31 Dec 2025 17:00Z is 1 Jan 2026 01:00 in Shanghai.
    expect(heldUntil('2025-12-31T17:00:00Z').toISOString()).toBe('2027-12-31T15:59:59.999Z');
    expect(heldUntil('2025-12-31T15:00:00Z').toISOString()).toBe('2026-12-31T15:59:59.999Z');
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
