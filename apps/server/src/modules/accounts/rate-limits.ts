// Counting events per key over a window, in the database so every instance shares it
// (ARCHITECTURE: no state in memory another instance would need). Used for failed
// sign-ins per account and per address (docs/decisions/0007), and for the limits of
// registration, password reset, SMS codes and QR sign-in.
//
// Counting and deciding happen in one short transaction that holds a transaction-scoped
// advisory lock per key, so callers of the same key queue up and each one sees the hits
// of those before it (committed) — whatever the concurrency, on PostgreSQL (many
// connections) and on PGlite alike. A count read first and written later would let a
// burst of parallel requests all pass (issue 11).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, rateLimitHit, type Database, type Executor } from '@eshop/db';

const SWEEP_PROBABILITY = 0.01;

/** One request counted under several keys: every key's count before it, and the ids of its hits (none when not recorded). */
export interface Reservation {
  before: Map<string, number>;
  ids: number[];
}

export function createRateLimits(deps: { db: Database }) {
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

  const limits = {
    /** Hits per key within the last `windowMinutes` (keys without hits count 0). A snapshot: decide with `admit` or `reserve`. */
    count: (keys: string[], windowMinutes: number): Promise<Map<string, number>> => countIn(db, keys, windowMinutes),

    /** Records one hit per key (no decision). */
    async hit(keys: string[]): Promise<void> {
      await db.transaction(async (tx) => { await lockKeys(tx, keys); await insertHits(tx, keys); });
    },

    /**
     * Counts this request under every key, atomically, before the work it guards (a
     * password check): `record` sees each key's hits so far — including those of
     * requests still in flight — and says whether this one is recorded too. The caller
     * keeps recorded hits (a failure) or gives them back with `release` (a success).
     */
    async reserve(keys: string[], windowMinutes: number, record: (before: Map<string, number>) => boolean): Promise<Reservation> {
      return db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const before = await countIn(tx, keys, windowMinutes);
        return { before, ids: record(before) ? await insertHits(tx, keys) : [] };
      });
    },

    /** Takes back the hits of a reservation. */
    async release(reservation: Pick<Reservation, 'ids'>): Promise<void> {
      if (reservation.ids.length > 0) await db.delete(rateLimitHit).where(inArray(rateLimitHit.id, reservation.ids));
    },

    /**
     * One request under several limits: refused (false, nothing recorded) when any key
     * already has `max` hits in the window, else recorded under every key (true). Atomic:
     * of N parallel requests at most the remaining room is admitted.
     */
    async admit(wanted: readonly (readonly [key: string, max: number])[], windowMinutes: number): Promise<boolean> {
      const keys = wanted.map(([key]) => key);
      return db.transaction(async (tx) => {
        await lockKeys(tx, keys);
        const counts = await countIn(tx, keys, windowMinutes);
        if (wanted.some(([key, max]) => counts.get(key)! >= max)) return false;
        await insertHits(tx, keys);
        return true;
      });
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHit).where(and(eq(rateLimitHit.key, key), gt(rateLimitHit.at, sql`now() - interval '1 day'`)));
    },
  };
  return limits;
}

export type RateLimits = ReturnType<typeof createRateLimits>;
