// Counting events per key over a window, in the database so every instance shares it
// (ARCHITECTURE: no state in memory another instance would need). Used for failed
// sign-ins per account and per address (docs/decisions/0007).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { rateLimitHit, type Database } from '@eshop/db';

const SWEEP_PROBABILITY = 0.01;

export function createRateLimits(deps: { db: Database }) {
  const { db } = deps;
  const limits = {
    /** Hits per key within the last `windowMinutes` (keys without hits count 0). */
    async count(keys: string[], windowMinutes: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: rateLimitHit.key, n: sql<number>`count(*)::int` })
        .from(rateLimitHit)
        .where(and(inArray(rateLimitHit.key, keys), gt(rateLimitHit.at, sql`now() - make_interval(mins => ${windowMinutes})`)))
        .groupBy(rateLimitHit.key);
      return new Map(keys.map((k) => [k, rows.find((r) => r.key === k)?.n ?? 0]));
    },

    /**
     * Records one hit per key and forgets hits older than a day: those of these keys
     * always, everyone's now and then (keys such as a QR ticket's are never seen again).
     */
    async hit(keys: string[]): Promise<void> {
      const sweepAll = Math.random() < SWEEP_PROBABILITY;
      await db.transaction(async (tx) => {
        await tx.delete(rateLimitHit).where(and(
          sweepAll ? undefined : inArray(rateLimitHit.key, keys),
          lt(rateLimitHit.at, sql`now() - interval '1 day'`),
        ));
        await tx.insert(rateLimitHit).values(keys.map((key) => ({ key })));
      });
    },

    /**
     * One request under several limits: refused (false, nothing recorded) when any key
     * already has `max` hits in the window, else recorded under every key (true).
     */
    async admit(wanted: readonly (readonly [key: string, max: number])[], windowMinutes: number): Promise<boolean> {
      const keys = wanted.map(([key]) => key);
      const counts = await limits.count(keys, windowMinutes);
      if (wanted.some(([key, max]) => counts.get(key)! >= max)) return false;
      await limits.hit(keys);
      return true;
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHit).where(and(eq(rateLimitHit.key, key), gt(rateLimitHit.at, sql`now() - interval '1 day'`)));
    },
  };
  return limits;
}

export type RateLimits = ReturnType<typeof createRateLimits>;
