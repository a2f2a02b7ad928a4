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

  it('reads the time-zone data where the clocks were moved: summer time in 1991, UTC+8 after it ended', () => {
    // 1991-07-01 12:00Z: daylight-saving time, UTC+9.
    expect(shanghaiParts('1991-07-01T12:00:00Z').hour).toBe(21);
    // It ended at 02:00 local on 15 September (17:00Z the day before): 01:00 again, UTC+8.
    expect(shanghaiParts('1991-09-14T16:59:59Z')).toMatchObject({ day: 15, hour: 1, minute: 59 });
    expect(shanghaiParts('1991-09-14T17:00:00Z')).toMatchObject({ day: 15, hour: 1, minute: 0 });
  });

  it('agrees with the time-zone data (Intl) at every instant it is asked for, 1985 to 2045', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    const fromIntl = (ms: number) => Object.fromEntries(intl.formatToParts(new Date(ms)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
    // Every 7 h 13 min 17.321 s: every hour of the day and every day of the month comes round.
    for (let ms = Date.UTC(1985, 0, 1); ms < Date.UTC(2045, 0, 1); ms += 26_997_321) {
      const { millisecond, ...parts } = shanghaiParts(new Date(ms));
      expect(parts).toEqual(fromIntl(ms));
      expect(millisecond).toBe(ms % 1000);
    }
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
