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

/**
 * Since its last daylight-saving time ended (1991-09-15 02:00 local, 17:00Z the day before),
 * Asia/Shanghai is UTC+8 all year: its wall clock is the instant's UTC clock eight hours
 * on. Read that way, not through Intl's formatToParts (an array of parts a call; the
 * signed-in header reads the year on every page, issue 18). Checked against Intl once at
 * load, so time-zone data that ever says otherwise turns the shortcut off.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1991, 8, 14, 17);
const OFFSET_MS = 8 * 3_600_000;

function fixedOffsetParts(ms: number): ShanghaiParts {
  const wall = new Date(ms + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
}

function intlParts(date: Date): ShanghaiParts {
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

const sameParts = (a: ShanghaiParts, b: ShanghaiParts) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;

/** The shortcut agrees with Intl at the change itself, at year ends, mid-summer and now. */
const fixedOffsetHolds = [FIXED_OFFSET_SINCE_MS, Date.UTC(1999, 11, 31, 16), Date.UTC(2024, 6, 1, 3, 4, 5), Date.UTC(2037, 11, 31, 15, 59, 59), Date.now()]
  .every((ms) => sameParts(fixedOffsetParts(ms), intlParts(new Date(ms))));

export function shanghaiParts(value: Date | string): ShanghaiParts {
  const date = toInstant(value);
  const ms = date.getTime();
  return fixedOffsetHolds && ms >= FIXED_OFFSET_SINCE_MS ? fixedOffsetParts(ms) : intlParts(date);
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
