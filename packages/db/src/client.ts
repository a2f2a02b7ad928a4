// Connection factory: embedded PGlite when no DATABASE_URL is given (data in a folder),
// a node-postgres pool otherwise. Both give a Drizzle database of one common type
// (`Database`) so service code is written once.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The embedded database's modules are loaded when openDatabase() opens one: a shop on
// PostgreSQL never loads PGlite (bench/README.md, issue 18, twelfth session).
import type { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { drizzleClientOf } from './pglite-parsers.ts';
import { runNamed } from './statement-names.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * The Drizzle database both drivers are used through. `db.select()`, `db.insert()`,
 * `db.query.<table>` and `db.transaction()` are fully typed. `db.execute()` returns an
 * untyped result here: use `queryRows()` below for raw SQL.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => ...)`. It is also a `Database`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Service functions that run alone or inside a caller's transaction take this. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** postgres://... — when set, a pg pool is used; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing); 'memory://' for an in-memory database. */
  dataDir: string;
  /** Where migrate() finds the SQL migrations; defaults to packages/db/migrations. */
  migrationsDir?: string | undefined;
  /** PGlite only: start from a `dumpDataDir()` tarball (see createTemplate). */
  loadDataDir?: Blob | File | undefined;
  /** pg only: pool size (default 10). */
  maxConnections?: number | undefined;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Folder migrate() reads. */
  migrationsDir: string;
  /** The PGlite instance (kind 'pglite' only), e.g. for dumpDataDir(). */
  pglite?: PGlite | undefined;
  /** The pg pool (kind 'postgres' only). */
  pool?: pg.Pool | undefined;
  close(): Promise<void>;
}

/**
 * The embedded database serves one small shop: its data (≈ 60 MB on disk with the demo
 * catalogue) stays in the OS page cache, so PostgreSQL's default 128 MB of shared buffers
 * only grew PGlite's WebAssembly memory, which never shrinks. 32 MB: ≈ 160 MB less
 * resident memory and no slower render (issue 18; bench/README.md).
 */
export const PGLITE_SETTINGS = 'shared_buffers = 32MB';

/** packages/db/migrations, resolved from this file (override when bundling). */
export const defaultMigrationsDir = (): string => fileURLToPath(new URL('../migrations', import.meta.url));

const int8AsNumber = (value: string) => Number(value);

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();

  if (options.databaseUrl) {
    // int8 (count(*), sum()) as a JS number on both drivers; ids and money are int4.
    // Drizzle passes its own per-query type parsers to pg (falling back to the global
    // ones), so the pool's `types` option would be ignored: set it globally.
    pg.types.setTypeParser(20, int8AsNumber);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // An idle client's error (e.g. the server restarted) must not crash the process.
    pool.on('error', (err) => console.error('[db] idle pg client error:', err.message));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrationsDir,
      pool,
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir;
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const pglite = await PGlite.create({
    dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 20: int8AsNumber },
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite({ client: drizzleClientOf(pglite), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrationsDir,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Any advisory-lock key that is ours: serialises migrations between instances. */
const MIGRATION_LOCK_KEY = 724_1001;

/**
 * True when drizzle's table records the newest migration of the folder: the migrator
 * applies a migration whose journal time is later than the last `created_at` it recorded,
 * so this is the test it makes. False when the table does not exist yet (a new database).
 */
export async function migrationsApplied(db: Database, migrationsDir: string): Promise<boolean> {
  const newest = Math.max(0, ...readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => m.folderMillis));
  try {
    const [row] = await queryRows<{ last: number | string | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    return row?.last !== null && row?.last !== undefined && Number(row.last) >= newest;
  } catch {
    return false;
  }
}

/** Applies the SQL migrations that are not applied yet (same files for both databases). */
export async function migrate(handle: DatabaseHandle, migrationsDir = handle.migrationsDir): Promise<void> {
  // A restart on a current database asks one question instead of running the migrator
  // (its DDL checks and transaction: ≈ 0.2 s on the embedded database; issue 18, start).
  // When behind, the migrator decides again under the lock below.
  if (await migrationsApplied(handle.db, migrationsDir)) return;
  const config = { migrationsFolder: migrationsDir };
  if (handle.kind === 'pglite') {
    // One connection, one process: nothing to serialise.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('postgres handle without pool');
  // Several server instances may start at once: hold a session advisory lock on one
  // connection and run the migrator on that same connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs raw SQL and returns its rows with the same shape on both drivers
 * (`db.execute()` result types differ: PGlite `Results`, pg `QueryResult`).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** What node-postgres's Drizzle session offers for a statement with a name (its `prepareQuery`). */
interface NamingSession {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
}
/** The Drizzle session of a database (or transaction) on PostgreSQL; undefined on the embedded one. */
const postgresSessionOf = (db: Executor): NamingSession | undefined => {
  const session = (db as unknown as { session?: Partial<NamingSession> & { client?: unknown } }).session;
  return session?.client instanceof pg.Pool || session?.client instanceof pg.Client ? (session as NamingSession) : undefined;
};
/**
 * `queryRows` for a statement run on every request or every order (a session's lookup, the
 * header of a signed-in member, the cart's and the payment's statements): parsed and
 * planned once per connection instead of on every run.
 * - PostgreSQL: sent as a named statement (node-postgres keeps it parsed per connection,
 *   PostgreSQL keeps its plan). An unnamed one is parsed and planned afresh every time:
 *   a join by id took 0.8-1.0 ms that way against 0.2-0.25 ms named (issue 18,
 *   docs/decisions/0046). A connection pooler in transaction mode would break this: the
 *   shop talks to PostgreSQL directly (README).
 * - Embedded: as `queryRows`: the client Drizzle is given PREPAREs every statement with
 *   parameters once, from its second run, and EXECUTEs it with its parameters as literals
 *   (pglite-parsers.ts, embedded-planned.ts; docs/decisions/0044-session-cache.md,
 *   "Statements planned once").
 * A plan outdated by a newer schema gets a new name: the next run prepares it again (a run
 * outside a transaction is retried at once; inside one, the transaction has failed).
 */
export async function queryRowsPlanned<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const postgres = postgresSessionOf(db);
  if (postgres) return queryRowsNamed<T>(db, postgres, query);
  return queryRows<T>(db, query);
}

async function queryRowsNamed<T extends Record<string, unknown>>(db: Executor, session: NamingSession, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const run = async (name: string | undefined) => name === undefined
    ? queryRows<T>(db, query)
    : ((await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] }).rows;
  return runNamed(built.sql, run, !is(db, PgTransaction));
}

/** True when the database answers (health checks). */
export async function ping(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok`);
  return rows[0]?.ok === 1;
}
