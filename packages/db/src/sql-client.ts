// Raw SQL with positional parameters ($1, $2 …) on either driver, for libraries that bring
// their own SQL (the pg-boss job queue, docs/decisions/0025). Two flavours:
// - `sqlClientOf(db)`: the database itself, through its driver (PGlite or the pg pool);
//   a text without parameters may hold several statements (pg-boss's maintenance runs
//   BEGIN; …; COMMIT as one text).
// - `sqlClientOfTransaction(tx)`: inside a Drizzle transaction, so a job is written in the
//   same transaction as the change it announces (the outbox).
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from './client.ts';

export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Objects go to jsonb parameters as JSON on both drivers (PGlite would otherwise need the type). */
const param = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? JSON.stringify(value)
    : value;

export function sqlClientOf(db: Executor): SqlClient {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values.map(param));
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }
  const pool = client as pg.Pool | undefined;
  if (!pool || typeof pool.query !== 'function') throw new Error('sqlClientOf: not a database opened by openDatabase()');
  return { executeSql: (text, values) => pool.query(text, values?.map(param)) };
}

/** Rewrites `$n` placeholders into a Drizzle query (one statement) run by `tx`. */
export function sqlClientOfTransaction(tx: Executor): SqlClient {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        chunks.push(sql`${param(values[Number(m[1]) - 1] ?? null)}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
