// Calendar arithmetic in the business time zone (Asia/Shanghai), with Intl only.
// Domain functions never read the clock: callers pass the instant in.

export const SHANGHAI_TIME_ZONE = 'Asia/Shanghai';

/** Wall-clock parts of an instant in Asia/Shanghai (month 1-12). */
export interface ShanghaiParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SHANGHAI_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Accepts a Date or an ISO string; an unparseable value is a bug, so it throws. */
export function toInstant(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  return date;
}

export function shanghaiParts(value: Date | string): ShanghaiParts {
  const date = toInstant(value);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const millisecond = ((date.getTime() % 1000) + 1000) % 1000;
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
    millisecond,
  };
}

/** The Asia/Shanghai calendar year of an instant. */
export function shanghaiYear(value: Date | string): number {
  return shanghaiParts(value).year;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-MM-dd' from calendar parts (month 1-12); day overflow rolls over. */
export function calendarDateString(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** The Asia/Shanghai calendar date of an instant, 'yyyy-MM-dd'. */
export function shanghaiDate(value: Date | string): string {
  const { year, month, day } = shanghaiParts(value);
  return calendarDateString(year, month, day);
}

/** Adds whole calendar days to a 'yyyy-MM-dd' date (month and year roll over). */
export function addCalendarDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid calendar date: ${date}`);
  return calendarDateString(Number(match[1]), Number(match[2]), Number(match[3]) + days);
}

/**
 * The instant at which Asia/Shanghai wall-clock time reads the given parts. The offset
 * is asked of Intl rather than hard-coded (+08:00 today, no DST since 1991).
 */
export function shanghaiWallTimeToInstant(parts: ShanghaiParts): Date {
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond,
  );
  const offsetAt = (instant: number): number => {
    const p = shanghaiParts(new Date(instant));
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
    return wall - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}
