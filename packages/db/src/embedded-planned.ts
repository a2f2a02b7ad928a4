// Statements planned once on the embedded database (docs/decisions/0044-session-cache.md,
// "Statements planned once"). PGlite sends every statement unnamed, so PostgreSQL parses
// and plans it afresh each time, and its `query` sends it as five messages and a sync,
// each a trip of its own into the database. A statement run on every request or every
// order is instead PREPAREd once per database and then EXECUTEd in the simple protocol
// (`exec`: one message and the sync), in a transaction too: a prepared statement belongs
// to the session and outlives a rollback. EXECUTE takes no bind parameters, so they are
// written into it as SQL literals, as the extended protocol would have sent them as text
// (PGlite's serialisers): strings quoted by node-postgres's `escapeLiteral`, numbers,
// booleans, dates as ISO strings, one-dimensional arrays of strings and numbers. Anything
// else (bytes, objects, a string with a NUL) runs as usual. Used by the client Drizzle is
// given (pglite-parsers.ts: every statement with parameters, `queryRowsPlanned`'s included,
// from its second run, so a one-off — a seed's insert — is not prepared) and by the job
// queue's SQL (sql-client.ts, from its first run: pg-boss writes a job with the same large
// insert for every order, ≈ 1 ms a time unplanned). Issue 18, fifteenth session.
import pg from 'pg';
import type { EmbeddedClient } from './pglite-parsers.ts';
import { planOutdated } from './statement-names.ts';

/** A statement's answer as PGlite gives it. */
export interface EmbeddedResult<T> { rows: T[]; affectedRows?: number; fields?: unknown[] }

/** What runs a statement on the embedded database: the client Drizzle was given, a transaction's, or the instance. */
export interface EmbeddedRunner {
  exec(query: string, options?: object): Promise<EmbeddedResult<unknown>[]>;
}

/** A statement PREPAREd on an embedded database: its name once PREPARE has finished. */
interface Prepared { name: Promise<string>; ready?: string }
/** Per PGlite instance (prepared statements belong to its one session): the statements prepared, by SQL text. */
const preparedOn = new WeakMap<object, Map<string, Prepared>>();
/** Enough for the hot statements (≈ 40 in a checkout and the signed-in pages); past it, statements are run as they come. */
const MAX_PREPARED = 256;
let preparedCount = 0;

/** Statements seen once, per PGlite instance, waiting for a second run to be prepared (bounded: forgotten past this many). */
const seenOn = new WeakMap<object, Set<string>>();
const MAX_SEEN = 1_000;
/** Planned from their second run: what PREPARE takes (a query or a write), of a size a hot statement has (a seed's insert of many rows is not). */
const PREPARABLE = /^\s*\(?\s*(?:select|insert|update|delete|with|values)\b/i;
const MAX_SEEN_LENGTH = 16_384;

/** An element of a one-dimensional array literal: a number as written, a string double-quoted (`\` and `"` escaped), null as NULL. */
function elementOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.includes('\0') ? null : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  return null;
}

/**
 * A parameter as an SQL literal (the text PostgreSQL reads with the parameter's type),
 * or null when it has none here.
 */
export function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'null'; // both drivers bind undefined as null (pg-boss's unset options)
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : null;
  if (typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return value ? `'true'` : `'false'`;
  if (typeof value === 'string') return value.includes('\0') ? null : pg.escapeLiteral(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    const elements = value.map(elementOf);
    return elements.some((e) => e === null) ? null : pg.escapeLiteral(`{${elements.join(',')}}`);
  }
  return null;
}

/** True the second time `text` is asked about on this instance (and after): a statement worth preparing. */
function seenBefore(instance: object, text: string): boolean {
  if (text.length > MAX_SEEN_LENGTH || !PREPARABLE.test(text)) return false;
  let seen = seenOn.get(instance);
  if (!seen) seenOn.set(instance, (seen = new Set()));
  if (seen.has(text)) return true;
  if (seen.size >= MAX_SEEN) seen.clear();
  seen.add(text);
  return false;
}

/**
 * `text` (with $1 … placeholders) run with `params` as a statement prepared once on the
 * embedded database, through `runner` (`options`: PGlite's query options: parsers, row mode).
 * Undefined when it cannot be: a parameter with no literal, the limit of statements
 * reached, its PREPARE begun outside the transaction `runner` is in (it waits for that
 * transaction to end: waiting for it here would never end), or — with `fromSecondRun` — a
 * statement not run before. The caller then runs it as usual. A plan outdated by a newer
 * schema is prepared again next time (inside a transaction the error stands: the
 * transaction has failed).
 */
export async function executePlanned<T>(
  runner: EmbeddedRunner, embedded: EmbeddedClient, text: string, params: readonly unknown[], options?: object, fromSecondRun = false,
): Promise<EmbeddedResult<T> | undefined> {
  const literals = params.map(literalOf);
  if (literals.some((l) => l === null)) return undefined;
  let prepared = preparedOn.get(embedded.instance);
  if (!prepared) preparedOn.set(embedded.instance, (prepared = new Map()));
  let statement = prepared.get(text);
  if (!statement) {
    if (prepared.size >= MAX_PREPARED || (fromSecondRun && !seenBefore(embedded.instance, text))) return undefined;
    const chosen = `planned_${++preparedCount}`;
    const entry: Prepared = { name: runner.exec(`prepare ${chosen} as ${text}`).then(() => (entry.ready = chosen)) };
    const map = prepared;
    entry.name.catch(() => map.delete(text));
    prepared.set(text, (statement = entry));
  } else if (!statement.ready && embedded.inTransaction) {
    return undefined;
  }
  const name = statement.ready ?? (await statement.name);
  try {
    const results = await runner.exec(`execute ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`, options);
    return (results.at(-1) ?? { rows: [] }) as EmbeddedResult<T>;
  } catch (err) {
    if (!planOutdated(err)) throw err;
    if (prepared.get(text) === statement) prepared.delete(text);
    if (embedded.inTransaction) throw err;
    return undefined;
  }
}
