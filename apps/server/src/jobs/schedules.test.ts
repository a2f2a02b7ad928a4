import { describe, expect, it } from 'vitest';
import { assertCron, dueFire, fireJobId, fireOfJob } from './schedules.ts';

const SHANGHAI = 'Asia/Shanghai';
const at = (iso: string) => new Date(iso);

describe('scheduled jobs', () => {
  it('finds a daily schedule due in the minute after its Shanghai time, and not after that minute', () => {
    // 00:05 in Shanghai is 16:05 UTC the day before.
    expect(dueFire('5 0 * * *', SHANGHAI, at('2026-11-28T16:05:00.500Z'))).toEqual(at('2026-11-28T16:05:00Z'));
    expect(dueFire('5 0 * * *', SHANGHAI, at('2026-11-28T16:05:59.999Z'))).toEqual(at('2026-11-28T16:05:00Z'));
    expect(dueFire('5 0 * * *', SHANGHAI, at('2026-11-28T16:06:00Z'))).toBeNull();
    expect(dueFire('5 0 * * *', SHANGHAI, at('2026-11-28T16:04:59Z'))).toBeNull();
    // 00:05 UTC is 08:05 in Shanghai: not its time.
    expect(dueFire('5 0 * * *', SHANGHAI, at('2026-11-29T00:05:30Z'))).toBeNull();
  });

  it('finds an every-minute, an hourly and a quarter-hourly schedule due in their minutes', () => {
    expect(dueFire('* * * * *', SHANGHAI, at('2026-11-29T03:12:45Z'))).toEqual(at('2026-11-29T03:12:00Z'));
    expect(dueFire('29 * * * *', SHANGHAI, at('2026-11-29T03:29:10Z'))).toEqual(at('2026-11-29T03:29:00Z'));
    expect(dueFire('29 * * * *', SHANGHAI, at('2026-11-29T03:30:10Z'))).toBeNull();
    expect(dueFire('*/15 * * * *', SHANGHAI, at('2026-11-29T03:45:20Z'))).toEqual(at('2026-11-29T03:45:00Z'));
    expect(dueFire('*/15 * * * *', SHANGHAI, at('2026-11-29T03:46:20Z'))).toBeNull();
  });

  it('sees every fire when it checks twice a minute, whatever the second it starts at', () => {
    const start = at('2026-11-29T15:00:07Z').getTime();
    const fires = new Set<number>();
    for (let t = start; t < start + 3 * 3_600_000; t += 30_000) {
      const fire = dueFire('17 * * * *', SHANGHAI, new Date(t));
      if (fire) fires.add(fire.getTime());
    }
    expect([...fires].map((f) => new Date(f).toISOString())).toEqual(['2026-11-29T15:17:00.000Z', '2026-11-29T16:17:00.000Z', '2026-11-29T17:17:00.000Z']);
  });

  it('names one fire of one schedule with the same UUID everywhere, and any other with another', () => {
    const fire = at('2026-11-28T16:05:00Z');
    const id = fireJobId('loyalty_level_review', fire);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fireJobId('loyalty_level_review', new Date(fire))).toBe(id);
    expect(fireJobId('loyalty_level_review', at('2026-11-29T16:05:00Z'))).not.toBe(id);
    expect(fireJobId('loyalty_birthday_gifts', fire)).not.toBe(id);
    // Read back from when the job was written, up to three minutes after its fire.
    expect(fireOfJob('loyalty_level_review', id, at('2026-11-28T16:05:01Z'))).toEqual(fire);
    expect(fireOfJob('loyalty_level_review', id, at('2026-11-28T16:08:59Z'))).toEqual(fire);
    expect(fireOfJob('loyalty_level_review', id, at('2026-11-28T16:09:00Z'))).toBeUndefined();
    expect(fireOfJob('loyalty_birthday_gifts', id, at('2026-11-28T16:05:01Z'))).toBeUndefined();
  });

  it('refuses a cron expression that does not parse', () => {
    expect(() => assertCron('61 * * * *', SHANGHAI)).toThrow();
    expect(() => assertCron('every day', SHANGHAI)).toThrow();
    expect(() => assertCron('5 0 * * *', SHANGHAI)).not.toThrow();
  });
});
