// Member levels and the held-level rule (spec sections 4 and 9; decisions.md "Loyalty").
// Stars are integer tenths of a star: 50 stars = 500 tenths.

export type LevelId = 1 | 2 | 3 | 4;

export type LevelKey = 'apprentice' | 'skilled' | 'experienced' | 'master';

export interface Level {
  id: LevelId;
  key: LevelKey;
  name: { en_US: string; zh_CN: string };
  /** Stars earned (in tenths) in one calendar year needed to reach the level. */
  thresholdTenths: number;
}

export const LEVELS = [
  { id: 1, key: 'apprentice', name: { en_US: 'Apprentice Butcher', zh_CN: '学徒屠夫' }, thresholdTenths: 0 },
  { id: 2, key: 'skilled', name: { en_US: 'Skilled Butcher', zh_CN: '熟练屠夫' }, thresholdTenths: 500 },
  { id: 3, key: 'experienced', name: { en_US: 'Experienced Butcher', zh_CN: '资深屠夫' }, thresholdTenths: 2000 },
  { id: 4, key: 'master', name: { en_US: 'Master Butcher', zh_CN: '屠夫大师' }, thresholdTenths: 5000 },
] as const satisfies readonly Level[];

export const LEVEL_IDS: readonly LevelId[] = LEVELS.map((level) => level.id);

/** Every member starts here, from registration. */
export const FIRST_LEVEL: LevelId = 1;

export function isLevelId(value: unknown): value is LevelId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function getLevel(id: LevelId): Level {
  const level = LEVELS.find((candidate) => candidate.id === id);
  if (!level) throw new RangeError(`Unknown level ${String(id)}`);
  return level;
}

/** The highest level whose threshold the given stars (tenths) meet. */
export function levelForStars(tenths: number): LevelId {
  let result: LevelId = FIRST_LEVEL;
  for (const level of LEVELS) {
    if (tenths >= level.thresholdTenths) result = level.id;
  }
  return result;
}

/**
 * Held-level rule: the level is the highest one met by the stars earned in the current
 * calendar year or in the previous one, so a level reached in year Y holds to the end
 * of Y+1 and is then re-assessed.
 */
export function levelFor(input: { earnedThisYearTenths: number; earnedLastYearTenths: number }): LevelId {
  return levelForStars(Math.max(input.earnedThisYearTenths, input.earnedLastYearTenths));
}

export interface LevelStanding {
  level: LevelId;
  /** The next level and the stars still to earn this calendar year to reach it; null for Master. */
  next: { level: LevelId; missingTenths: number } | null;
  /**
   * The last calendar year the level is held without earning more: the year after the
   * one whose earnings reached it. Null for the first level, which is never lost.
   */
  heldUntilYear: number | null;
}

/**
 * Where a member stands (the member centre, the header, benefits-overview): the level of
 * the held-level rule, what is missing for the next one, and until when the level holds.
 */
export function levelStanding(input: { year: number; earnedThisYearTenths: number; earnedLastYearTenths: number }): LevelStanding {
  const level = levelFor(input);
  const following = LEVELS.find((candidate) => candidate.id > level);
  const next = following ? { level: following.id, missingTenths: following.thresholdTenths - input.earnedThisYearTenths } : null;
  if (level === FIRST_LEVEL) return { level, next, heldUntilYear: null };
  const reachedThisYear = levelForStars(input.earnedThisYearTenths) >= level;
  return { level, next, heldUntilYear: reachedThisYear ? input.year + 1 : input.year };
}
