// Raw SQL with positional parameters ($1, $2 …) on either driver, for libraries that bring
// their own SQL (the pg-boss job queue, docs/decisions/0025). Two flavours:
// - `sqlClientOf(db)`: the database itself, through its driver (PGlite or the pg pool);
//   a text without parameters may hold several statements (pg-boss's maintenance runs
//   BEGIN; …; COMMIT as one text).
// - `sqlClientOfTransaction(tx)`: on the connection of a Drizzle transaction, so a job is
//   written in the same transaction as the change it announces (the outbox).
import type pg from 'pg';
import type { Executor } from './client.ts';
import { executePlanned, type EmbeddedRunner } from './embedded-planned.ts';
import { embeddedClientOf, type EmbeddedClient } from './pglite-parsers.ts';
import { runNamed } from './statement-names.ts';

export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

type PgQuery = (config: { text: string; values?: unknown[]; name?: string }) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * On PostgreSQL, a text with parameters goes as a named statement (docs/decisions/0046):
 * pg-boss writes a job with the same large insert for every order. `retry`: outside a transaction.
 */
const namedOnPostgres = (query: PgQuery, text: string, values: unknown[] | undefined, retry: boolean) =>
  values && values.length > 0
    ? runNamed(text, (name) => query({ text, values, ...(name === undefined ? {} : { name }) }), retry)
    : query({ text, ...(values ? { values } : {}) });

/** The embedded database or one of its transactions, as the raw clients use it. */
interface EmbeddedQueryRunner extends EmbeddedRunner {
  query(text: string, values: unknown[] | undefined, options: object): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * A text with parameters on the embedded database: planned once (embedded-planned.ts;
 * pg-boss writes a job with the same large insert for every order), else as it comes.
 * With PGlite's own parsers (timestamps as Date), as pg-boss expects.
 */
async function embeddedWithValues(runner: EmbeddedQueryRunner, embedded: EmbeddedClient, text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> {
  return (await executePlanned<Record<string, unknown>>(runner, embedded, text, values, embedded.own)) ?? runner.query(text, values, embedded.own);
}

/** Objects go to jsonb parameters as JSON on both drivers (PGlite would otherwise need the type). */
const param = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? JSON.stringify(value)
    : value;

export function sqlClientOf(db: Executor): SqlClient {
  const client = (db as unknown as { $client?: unknown }).$client;
  // The embedded database's client is the one openDatabase() gave Drizzle (pglite-parsers.ts).
  const embedded = embeddedClientOf(client);
  if (embedded) {
    const pglite = embedded.instance;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return embeddedWithValues(pglite, embedded, text, values.map(param));
        const results = await pglite.exec(text, embedded.own);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }
  const pool = client as pg.Pool | undefined;
  if (!pool || typeof pool.query !== 'function') throw new Error('sqlClientOf: not a database opened by openDatabase()');
  const query = pool.query.bind(pool) as unknown as PgQuery;
  return { executeSql: (text, values) => namedOnPostgres(query, text, values?.map(param), true) };
}

/**
 * The connection a Drizzle transaction runs on (a pg PoolClient, or PGlite's transaction),
 * so text with `$n` placeholders runs inside it as written: a placeholder used several
 * times stays one parameter with one type (pg-boss's insert relies on that). Drizzle keeps
 * that connection as `session.client` on both drivers (drizzle-orm 0.45; checked by the
 * outbox tests, which fail if the job is not written in the transaction).
 */
export function sqlClientOfTransaction(tx: Executor): SqlClient {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('sqlClientOfTransaction: no driver connection on this transaction');
  // On PGlite, its own type parsers (timestamps as Date), as on the database itself.
  const embedded = embeddedClientOf(client);
  if (embedded) {
    const runner = client as unknown as EmbeddedQueryRunner;
    return {
      executeSql: (text, values) => (values && values.length > 0
        ? embeddedWithValues(runner, embedded, text, values.map(param))
        : runner.query(text, values, embedded.own)),
    };
  }
  const query = client.query.bind(client) as unknown as PgQuery;
  return { executeSql: (text, values) => namedOnPostgres(query, text, values?.map(param), false) };
}
