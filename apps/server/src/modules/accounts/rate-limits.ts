// Counting events per key over a window, shared by every instance (ARCHITECTURE: no
// state in memory another instance would need). Used for failed sign-ins per account
// and per address (docs/decisions/0007), and for the limits of registration, password
// reset, SMS codes and QR sign-in. Two stores keep the hits: this file's, in the
// database, and Redis's when REDIS_URL is set (shared-state/redis-rate-limits.ts,
// docs/decisions/0026); both answer the same `RateLimits`.
//
// Counting and deciding happen in one short transaction that holds a transaction-scoped
// advisory lock per key, so callers of the same key queue up and each one sees the hits
// of those before it (committed) — whatever the concurrency, on PostgreSQL (many
// connections) and on PGlite alike. A count read first and written later would let a
// burst of parallel requests all pass (issue 11). The decision is data (a limit per key),
// not a callback, so that Redis can take it inside one script.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, rateLimitHit, type Database, type Executor } from '@eshop/db';

const SWEEP_PROBABILITY = 0.01;

/** One request counted under several keys: every key's count before it, and whether its hits were recorded. */
export interface Reservation {
  before: Map<string, number>;
  recorded: boolean;
  /** Takes back the hits (nothing when none were recorded). */
  release(): Promise<void>;
}

export interface RateLimits {
  /** Hits per key within the last `windowMinutes` (keys without hits count 0). A snapshot: decide with `admit` or `reserve`. */
  count(keys: string[], windowMinutes: number): Promise<Map<string, number>>;
  /** Records one hit per key (no decision). */
  hit(keys: string[]): Promise<void>;
  /**
   * Counts this request under every key, atomically, before the work it guards (a
   * password check): `before` holds each key's hits so far — including those of
   * requests still in flight — and the request is recorded too when every key has fewer
   * than `recordBelow`. The caller keeps recorded hits (a failure) or gives them back
   * with `reservation.release()` (a success).
   */
  reserve(keys: string[], windowMinutes: number, recordBelow: number): Promise<Reservation>;
  /**
   * One request under several limits: refused (false, nothing recorded) when any key
   * already has `max` hits in the window, else recorded under every key (true). Atomic:
   * of N parallel requests at most the remaining room is admitted.
   */
  admit(wanted: readonly (readonly [key: string, max: number])[], windowMinutes: number): Promise<boolean>;
  /** Forgets the key's hits. */
  clear(key: string): Promise<void>;
}

/** The limits kept in the database (the store without Redis, and Redis's fallback). */
export function createDatabaseRateLimits(deps: { db: Database }): RateLimits {
  const { db } = deps;

  /** Locks the keys for the rest of the transaction, in one order (two callers never deadlock). */
  async function lockKeys(tx: Executor, keys: readonly string[]): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
    }
  }

  async function countIn(tx: Executor, keys: readonly string[], windowMinutes: number): Promise<Map<string, number>> {
    const rows = await tx
      .select({ key: rateLimitHit.key, n: sql<number>`count(*)::int` })
      .from(rateLimitHit)
      .where(and(inArray(rateLimitHit.key, [...keys]), gt(rateLimitHit.at, sql`now() - make_interval(mins => ${windowMinutes})`)))
      .groupBy(rateLimitHit.key);
    return new Map(keys.map((k) => [k, rows.find((r) => r.key === k)?.n ?? 0]));
  }

  /**
   * Records one hit per key and forgets hits older than a day: those of these keys
   * always, everyone's now and then (keys such as a QR ticket's are never seen again).
   */
  async function insertHits(tx: Executor, keys: readonly string[]): Promise<number[]> {
    const sweepAll = Math.random() < SWEEP_PROBABILITY;
    await tx.delete(rateLimitHit).where(and(
      sweepAll ? undefined : inArray(rateLimitHit.key, [...keys]),
      lt(rateLimitHit.at, sql`now() - interval '1 day'`),
    ));
    const rows = await tx.insert(rateLimitHit).values(keys.map((key) => ({ key }))).returning({ id: rateLimitHit.id });
    return rows.map((r) => r.id);
  }

  const limits: RateLimits = {
    count: (keys, windowMinutes) => countIn(db, keys, windowMinutes),

    async hit(keys) {
      await db.transaction(async (tx) => { await lockKeys(tx, keys); await insertHits(tx, keys); });
    },

    async reserve(keys, windowMinutes, recordBelow) {
      const { before, ids } = await db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const counts = await countIn(tx, keys, windowMinutes);
        const record = [...counts.values()].every((n) => n < recordBelow);
        return { before: counts, ids: record ? await insertHits(tx, keys) : [] };
      });
      return {
        before,
        recorded: ids.length > 0,
        async release() {
          if (ids.length > 0) await db.delete(rateLimitHit).where(inArray(rateLimitHit.id, ids));
        },
      };
    },

    async admit(wanted, windowMinutes) {
      const keys = wanted.map(([key]) => key);
      return db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const counts = await countIn(tx, keys, windowMinutes);
        if (wanted.some(([key, max]) => counts.get(key)! >= max)) return false;
        await insertHits(tx, keys);
        return true;
      });
    },

    async clear(key) {
      await db.delete(rateLimitHit).where(and(eq(rateLimitHit.key, key), gt(rateLimitHit.at, sql`now() - interval '1 day'`)));
    },
  };
  return limits;
}
