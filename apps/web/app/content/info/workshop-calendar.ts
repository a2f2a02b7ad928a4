// The workshop calendar's dates: classes follow recurring rules (every Saturday, the first
// Wednesday of the month, ...) and the page lists the sessions of the coming weeks,
// counted from today, so the calendar never goes stale. Pure: today is passed in as a
// Shanghai calendar date ('yyyy-MM-dd').

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type WorkshopRule =
  | { every: 'week'; weekday: Weekday }
  /** The nth such weekday of each month; -1 is the last one. */
  | { every: 'month'; weekday: Weekday; nth: 1 | 2 | 3 | 4 | -1 };

export interface WorkshopSchedule {
  id: string;
  rule: WorkshopRule;
  /** 'HH:mm', Shanghai time. */
  start: string;
  end: string;
}

export interface Session {
  workshopId: string;
  date: string;
  weekday: Weekday;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

function parseDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a class with this rule takes place on the given day (UTC midnight of the date). */
export function ruleMatches(rule: WorkshopRule, dayMs: number): boolean {
  const day = new Date(dayMs);
  if (day.getUTCDay() !== rule.weekday) return false;
  if (rule.every === 'week') return true;
  const dateOfMonth = day.getUTCDate();
  if (rule.nth === -1) return new Date(dayMs + 7 * DAY_MS).getUTCMonth() !== day.getUTCMonth();
  return Math.ceil(dateOfMonth / 7) === rule.nth;
}

/** Sessions from `today` (inclusive) for `days` days, by date and start time. */
export function upcomingSessions(workshops: readonly WorkshopSchedule[], today: string, days: number): Session[] {
  const first = parseDate(today);
  const sessions: Session[] = [];
  for (let i = 0; i < days; i++) {
    const dayMs = first + i * DAY_MS;
    for (const w of workshops) {
      if (ruleMatches(w.rule, dayMs)) {
        sessions.push({ workshopId: w.id, date: formatDate(dayMs), weekday: new Date(dayMs).getUTCDay() as Weekday, start: w.start, end: w.end });
      }
    }
  }
  return sessions.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}
