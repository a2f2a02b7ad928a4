import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  shanghaiDate,
  shanghaiParts,
  shanghaiWallTimeToInstant,
  shanghaiYear,
  toInstant,
} from './shanghai.ts';

describe('Asia/Shanghai calendar', () => {
  it('reads wall-clock parts at UTC+8', () => {
    expect(shanghaiParts(new Date('2025-03-04T07:59:59.123Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 4,
      hour: 15,
      minute: 59,
      second: 59,
      millisecond: 123,
    });
  });

  it('changes date at 16:00Z (midnight in Shanghai)', () => {
    expect(shanghaiDate(new Date('2025-03-04T15:59:59.999Z'))).toBe('2025-03-04');
    expect(shanghaiDate(new Date('2025-03-04T16:00:00.000Z'))).toBe('2025-03-05');
    expect(shanghaiParts('2025-03-04T16:00:00.000Z').hour).toBe(0);
  });

  it('changes year at 16:00Z on 31 December', () => {
    expect(shanghaiYear('2024-12-31T15:59:59.999Z')).toBe(2024);
    expect(shanghaiYear('2024-12-31T16:00:00.000Z')).toBe(2025);
  });

  it('adds days across month, leap day and year ends', () => {
    expect(addCalendarDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2025-12-31', 2)).toBe('2026-01-02');
    expect(() => addCalendarDays('2025-1-1', 1)).toThrow(RangeError);
  });

  it('turns Shanghai wall time into the instant', () => {
    const instant = shanghaiWallTimeToInstant({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
      millisecond: 999,
    });
    expect(instant.toISOString()).toBe('2026-12-31T15:59:59.999Z');
  });

  it('refuses invalid dates', () => {
    expect(() => toInstant('not a date')).toThrow(RangeError);
    expect(() => shanghaiDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
