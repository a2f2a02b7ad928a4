// `npm run seed`: opens the database (DATABASE_URL, or PGlite in DATA_DIR, default
// ./data), applies the migrations and replaces the demo data. Destroys catalogue,
// content and stores, and everything that references them (TRUNCATE ... CASCADE).
import { migrate, openDatabase } from '../client.ts';
import { reseed } from './seed.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';

const handle = await openDatabase({ databaseUrl, dataDir });
try {
  console.log(databaseUrl ? `seeding PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : `seeding PGlite in ${dataDir}`);
  await migrate(handle);
  const summary = await reseed(handle.db, { log: (m) => console.log(m) });
  console.log(JSON.stringify(summary.counts));
  console.log(`done in ${(summary.timing.totalMs / 1000).toFixed(1)} s (images ${summary.timing.imagesMs} ms, insert ${summary.timing.insertMs} ms)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
