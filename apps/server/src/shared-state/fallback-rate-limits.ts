// Rate limits while Redis is away (docs/decisions/0026): neither open (no limit at all)
// nor closed (nobody could sign in, register or get a text), but counted in the
// database, the store every instance shares without Redis. The switch starts the counts
// afresh, so an outage gives a client at most one window's allowance again; the outage
// is logged once, and its end too.
import type { RateLimits, Reservation } from '../modules/accounts/rate-limits.ts';
import { reasonOf, type SharedStateLog } from './redis-client.ts';

export function withFallback(deps: { primary: RateLimits; fallback: RateLimits; log: SharedStateLog }): RateLimits {
  const { primary, fallback, log } = deps;
  let failing = false;

  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    log.error({ reason: reasonOf(error) }, 'rate limits: redis failed, counting in the database meanwhile');
  };
  const worked = () => {
    if (!failing) return;
    failing = false;
    log.info({}, 'rate limits: back on redis');
  };

  async function either<T>(run: (store: RateLimits) => Promise<T>): Promise<{ value: T; primary: boolean }> {
    try {
      const value = await run(primary);
      worked();
      return { value, primary: true };
    } catch (error) {
      failed(error);
      return { value: await run(fallback), primary: false };
    }
  }

  return {
    count: async (keys, windowMinutes) => (await either((s) => s.count(keys, windowMinutes))).value,
    hit: async (keys) => (await either((s) => s.hit(keys))).value,
    admit: async (wanted, windowMinutes) => (await either((s) => s.admit(wanted, windowMinutes))).value,
    async reserve(keys, windowMinutes, recordBelow): Promise<Reservation> {
      const { value, primary: onRedis } = await either((s) => s.reserve(keys, windowMinutes, recordBelow));
      if (!onRedis) return value;
      // A hit that cannot be given back now stays until its window passes: stricter, not wrong.
      return { ...value, release: () => value.release().catch(failed) };
    },
    // Both stores forget: hits the database counted in one outage would count again in the next.
    async clear(key) {
      await Promise.all([fallback.clear(key), primary.clear(key).catch(failed)]);
    },
  };
}
