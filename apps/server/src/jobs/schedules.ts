// The scheduled jobs (definitions.ts `cron`, Shanghai time). Every instance that runs jobs
// looks every CHECK_SECONDS whether a schedule fell due within the last minute and writes
// that fire's job under an id made from the schedule and the fire time: every instance
// that sees the fire writes the same id, pg-boss keeps the first (ON CONFLICT DO NOTHING),
// so the job runs once whichever instances run. As with pg-boss's own schedules, a fire
// that falls while no instance runs is not made up; each scheduled job settles whatever is
// left when it next runs (docs/decisions/0025).
// Not pg-boss's schedules: its cron check (cron-parser 4, minute by minute through luxon)
// held the event loop ≈ 100 ms every check, a stall every shopper's page met (issue 18).
import { createHash } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';

/** Checks at least twice a minute, so each minute is seen within its 60 s. */
export const CHECK_SECONDS = 30;
/** A fire is due this long after its time. */
const DUE_MS = 60_000;

/** The fire of `cron` (in `tz`) due at `now`: its time within the last minute, or null. */
export function dueFire(cron: string, tz: string, now: Date): Date | null {
  const fire = CronExpressionParser.parse(cron, { tz, currentDate: now }).prev().toDate();
  return now.getTime() - fire.getTime() < DUE_MS ? fire : null;
}

/** The job id of one fire of a schedule: the same on every instance (a UUID from its hash). */
export function fireJobId(name: string, fire: Date): string {
  const h = createHash('sha256').update(`${name}@${fire.toISOString()}`).digest('hex');
  // Shaped as a version-4 UUID (its version and variant bits set), as pg-boss's ids are.
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The fire a scheduled job was written for, read back from its id and when it was written
 * (within the minutes after its fire: the check that wrote it may have waited on a busy
 * database); undefined when its id names no fire of that schedule then (tests, the cluster
 * kill test). Minute schedules only, as the shop's are.
 */
export function fireOfJob(name: string, id: string, writtenAt: Date, lookBackMinutes = 3): Date | undefined {
  const minute = Math.floor(writtenAt.getTime() / 60_000) * 60_000;
  for (let back = 0; back <= lookBackMinutes; back += 1) {
    const fire = new Date(minute - back * 60_000);
    if (fireJobId(name, fire) === id) return fire;
  }
  return undefined;
}

/** Throws on a cron expression that does not parse: checked when the workers start, not at the first fire. */
export function assertCron(cron: string, tz: string): void {
  CronExpressionParser.parse(cron, { tz });
}
