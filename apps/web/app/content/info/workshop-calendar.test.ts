import { describe, expect, it } from 'vitest';
import { ruleMatches, upcomingSessions, type WorkshopSchedule } from './workshop-calendar.ts';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('ruleMatches', () => {
  it('matches a weekday every week', () => {
    expect(ruleMatches({ every: 'week', weekday: 6 }, day('2026-11-28'))).toBe(true); // a Saturday
    expect(ruleMatches({ every: 'week', weekday: 6 }, day('2026-11-27'))).toBe(false);
  });
  it('matches the nth weekday of a month', () => {
    // Wednesdays of December 2026: 2, 9, 16, 23, 30.
    expect(ruleMatches({ every: 'month', weekday: 3, nth: 1 }, day('2026-12-02'))).toBe(true);
    expect(ruleMatches({ every: 'month', weekday: 3, nth: 1 }, day('2026-12-09'))).toBe(false);
    expect(ruleMatches({ every: 'month', weekday: 3, nth: 2 }, day('2026-12-09'))).toBe(true);
  });
  it('matches the last weekday of a month, also in a month with four of them', () => {
    expect(ruleMatches({ every: 'month', weekday: 5, nth: -1 }, day('2026-11-27'))).toBe(true);
    expect(ruleMatches({ every: 'month', weekday: 5, nth: -1 }, day('2026-11-20'))).toBe(false);
    expect(ruleMatches({ every: 'month', weekday: 3, nth: -1 }, day('2026-12-30'))).toBe(true);
    expect(ruleMatches({ every: 'month', weekday: 5, nth: -1 }, day('2027-02-26'))).toBe(true);
  });
});

describe('upcomingSessions', () => {
  const workshops: WorkshopSchedule[] = [
    { id: 'steak', rule: { every: 'week', weekday: 6 }, start: '14:00', end: '16:30' },
    { id: 'kids', rule: { every: 'week', weekday: 6 }, start: '10:00', end: '11:30' },
    { id: 'sausage', rule: { every: 'month', weekday: 3, nth: 1 }, start: '19:00', end: '21:30' },
  ];

  it('lists the sessions of the window from today, in date and time order', () => {
    const sessions = upcomingSessions(workshops, '2026-11-28', 7);
    expect(sessions.map((s) => `${s.date} ${s.start} ${s.workshopId}`)).toEqual([
      '2026-11-28 10:00 kids',
      '2026-11-28 14:00 steak',
      '2026-12-02 19:00 sausage',
    ]);
    expect(sessions[0]!.weekday).toBe(6);
  });

  it('counts from the given day, whatever it is, so the calendar never goes stale', () => {
    for (const today of ['2026-01-01', '2027-06-15', '2031-02-28']) {
      const sessions = upcomingSessions(workshops, today, 42);
      expect(sessions.length).toBeGreaterThanOrEqual(12 + 1);
      expect(sessions.every((s) => s.date >= today)).toBe(true);
    }
  });

  it('rejects a day that is not a calendar date', () => {
    expect(() => upcomingSessions(workshops, '28/11/2026', 7)).toThrow(RangeError);
  });
});
