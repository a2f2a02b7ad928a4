// @eshop/db: the Drizzle schema, the connection factory, migrations and the seed.
export * from './schema/index.ts';
export {
  openDatabase,
  migrate,
  migrationsApplied,
  queryRows,
  queryRowsPlanned,
  ping,
  defaultMigrationsDir,
  type Database,
  type Transaction,
  type Executor,
  type Schema,
  type DatabaseKind,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from './client.ts';
export { sqlClientOf, sqlClientOfTransaction, type SqlClient } from './sql-client.ts';
export { getMedia, putMedia, byteaValue, type MediaFile, type PutMedia } from './media.ts';
export * from './seed/index.ts';
