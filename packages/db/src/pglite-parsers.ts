// PGlite's type parsers as Drizzle needs them, set once on the instance instead of per query.
//
// Drizzle's PGlite driver (drizzle-orm 0.45, pglite/session.js) hands every query its own
// parsers: timestamps, dates, intervals and their arrays as the text PostgreSQL sent.
// PGlite merges a query's parsers into its own table (`{ ...instance, ...query }`), and
// that table holds a parser per array type of the database, ≈ 370 entries keyed by sparse
// type oids: ≈ 100 µs of the process's only thread per statement, 10 % of a checkout on
// the embedded database (issue 18, bench/README.md "sixth session"). So the instance's
// table reads those types as text, and the client Drizzle is given drops the per-query
// parsers. The raw clients (pg-boss, packages/db/src/sql-client.ts) ask for PGlite's own
// parsers back per query (`EmbeddedClient.own`): they see what they saw before.
// Types only: a shop on PostgreSQL loads this module (sql-client.ts) but never PGlite.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { executePlanned } from './embedded-planned.ts';

/**
 * The types Drizzle's PGlite driver reads as text, by oid: timestamp, timestamptz, interval,
 * date (PGlite's `types.TIMESTAMP` …), then numeric[], timestamp[], timestamptz[],
 * interval[], date[].
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type Parsers = PGlite['parsers'];
interface QueryOptions { parsers?: Parsers | undefined; rowMode?: 'array' | 'object' }

/** A client handed out here: its instance, whether it is a transaction's, and the options that restore PGlite's own parsers. */
export interface EmbeddedClient { instance: PGlite; inTransaction: boolean; own: { parsers: Parsers } }

const clients = new WeakMap<object, EmbeddedClient>();

/** What `drizzleClientOf` (or one of its transactions) handed out as `client`; undefined for any other client. */
export const embeddedClientOf = (client: unknown): EmbeddedClient | undefined =>
  typeof client === 'object' && client !== null ? clients.get(client) : undefined;

/**
 * A client that runs `query` with `options` minus Drizzle's parsers (the instance already
 * has them); PGlite's own pass. Drizzle's statements with parameters are planned once from
 * their second run (embedded-planned.ts): the builder's inserts, updates and reads too.
 */
function withoutDrizzleParsers<C extends { query: PGlite['query']; exec: PGlite['exec'] }>(client: C, about: EmbeddedClient, extra: Partial<Record<keyof C, unknown>> = {}): C {
  const { own } = about;
  const query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers || options === own) return client.query(text, params, options);
    const { parsers: _drizzles, ...rest } = options;
    const planned = params && params.length > 0 ? await executePlanned(client, about, text, params, rest, true) : undefined;
    return planned ?? client.query(text, params, rest);
  }) as PGlite['query'];
  const wrapped = new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop in extra) return extra[prop as keyof C];
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  clients.set(wrapped, about);
  return wrapped;
}

/** Sets the instance's parsers to Drizzle's and returns the client to give Drizzle. Once per instance, after `PGlite.create`. */
export function drizzleClientOf(pglite: PGlite): PGlite {
  // After create: PGlite has made its array types' parsers, which would replace these.
  const own = { parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, pglite.parsers[oid]!])) as Parsers };
  for (const oid of DRIZZLE_TEXT_TYPES) pglite.parsers[oid] = (value: string) => value;
  const transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => fn(withoutDrizzleParsers(tx, { instance: pglite, inTransaction: true, own })))) as PGlite['transaction'];
  return withoutDrizzleParsers(pglite, { instance: pglite, inTransaction: false, own }, { transaction });
}
