// The fallback of the rate limits while Redis is away (docs/decisions/0026): the database
// store answers, the outage is logged once and its end once, and a reservation made on
// Redis that cannot be given back is no error.
import { describe, expect, it } from 'vitest';
import type { RateLimits, Reservation } from '../modules/accounts/rate-limits.ts';
import { withFallback } from './fallback-rate-limits.ts';

/** A store that answers from a map, or fails while `down`. */
function store(name: string) {
  const hits = new Map<string, number>();
  const state = { down: false, calls: [] as string[] };
  const guard = (call: string) => {
    state.calls.push(call);
    if (state.down) throw new Error(`${name} unreachable`);
  };
  const limits: RateLimits = {
    async count(keys) { guard('count'); return new Map(keys.map((k) => [k, hits.get(k) ?? 0])); },
    async hit(keys) { guard('hit'); for (const k of keys) hits.set(k, (hits.get(k) ?? 0) + 1); },
    async admit(wanted) {
      guard('admit');
      if (wanted.some(([k, max]) => (hits.get(k) ?? 0) >= max)) return false;
      for (const [k] of wanted) hits.set(k, (hits.get(k) ?? 0) + 1);
      return true;
    },
    async reserve(keys, _window, recordBelow): Promise<Reservation> {
      guard('reserve');
      const before = new Map(keys.map((k) => [k, hits.get(k) ?? 0]));
      const recorded = [...before.values()].every((n) => n < recordBelow);
      if (recorded) for (const k of keys) hits.set(k, (hits.get(k) ?? 0) + 1);
      return { before, recorded, release: async () => { guard('release'); if (recorded) for (const k of keys) hits.set(k, hits.get(k)! - 1); } };
    },
    async clear(key) { guard('clear'); hits.delete(key); },
  };
  return Object.assign(state, { limits, hits });
}

function recordingLog() {
  const said: string[] = [];
  return { said, log: { info: (_o: object, msg: string) => { said.push(msg); }, warn: (_o: object, msg: string) => { said.push(msg); }, error: (_o: object, msg: string) => { said.push(msg); } } };
}

describe('rate limits with a fallback', () => {
  it('uses Redis while it answers, the database while it does not, and says so once each way', async () => {
    const [redis, database] = [store('redis'), store('database')];
    const { said, log } = recordingLog();
    const limits = withFallback({ primary: redis.limits, fallback: database.limits, log });
    expect(await limits.admit([['k', 2]], 15)).toBe(true);
    expect(redis.hits.get('k')).toBe(1);

    redis.down = true;
    expect(await limits.admit([['k', 1]], 15)).toBe(true);
    expect(await limits.admit([['k', 1]], 15)).toBe(false);
    expect(database.hits.get('k')).toBe(1);
    expect((await limits.count(['k'], 15)).get('k')).toBe(1);
    expect(said).toEqual(['rate limits: redis failed, counting in the database meanwhile']);

    redis.down = false;
    await limits.hit(['k']);
    expect(redis.hits.get('k')).toBe(2);
    expect(said).toHaveLength(2);
    expect(said[1]).toBe('rate limits: back on redis');
  });

  it('releases a Redis reservation during an outage without failing the sign-in, and clears both stores', async () => {
    const [redis, database] = [store('redis'), store('database')];
    const limits = withFallback({ primary: redis.limits, fallback: database.limits, log: recordingLog().log });
    const reservation = await limits.reserve(['a'], 15, 3);
    redis.down = true;
    await expect(reservation.release()).resolves.toBeUndefined();
    database.hits.set('a', 4);
    await limits.clear('a');
    expect(database.hits.has('a')).toBe(false);
    redis.down = false;
    // The hit that could not be given back stays until its window passes.
    expect(redis.hits.get('a')).toBe(1);
  });

  it('gives a reservation made in the database back to the database', async () => {
    const [redis, database] = [store('redis'), store('database')];
    const limits = withFallback({ primary: redis.limits, fallback: database.limits, log: recordingLog().log });
    redis.down = true;
    const reservation = await limits.reserve(['b'], 15, 3);
    expect(database.hits.get('b')).toBe(1);
    await reservation.release();
    expect(database.hits.get('b')).toBe(0);
  });
});
