// PostgreSQL (only when TEST_DATABASE_URL is set, e.g. postgres://postgres@127.0.0.1:5432/test):
// the database contract and the full demo seed, each in a fresh database dropped afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DatabaseHandle } from './client.ts';
import { createPostgresTestDatabase, type PostgresTestDatabase } from './testing.ts';
import { databaseContract } from './test-support/contract.ts';
import { loadSeedData } from './seed/data/index.ts';
import { seed } from './seed/seed.ts';
import { expectCountsMatchData } from './test-support/full-seed.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const created: PostgresTestDatabase[] = [];

async function freshDatabase(): Promise<DatabaseHandle> {
  const tdb = await createPostgresTestDatabase(adminUrl as string);
  created.push(tdb);
  const handle = await openDatabase({ databaseUrl: tdb.url, dataDir: 'unused' });
  await migrate(handle);
  return handle;
}

describe.skipIf(!adminUrl)('PostgreSQL', () => {
  afterAll(async () => {
    for (const d of created) await d.drop();
  });

  describe('contract', () => {
    databaseContract(freshDatabase);
  });

  it('seeds the full demo data', { timeout: 120_000 }, async () => {
    const h = await freshDatabase();
    try {
      expect(h.kind).toBe('postgres');
      const data = loadSeedData();
      const summary = await seed(h.db, { data });
      console.log(`PostgreSQL full seed: ${JSON.stringify(summary.timing)}`);
      await expectCountsMatchData(h.db, data, summary);
    } finally {
      await h.close();
    }
  });

  it('migrations are serialised between instances', { timeout: 60_000 }, async () => {
    const tdb = await createPostgresTestDatabase(adminUrl as string);
    created.push(tdb);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: tdb.url, dataDir: 'unused' })));
    try {
      await Promise.all(handles.map((h) => migrate(h)));
      const first = handles[0] as DatabaseHandle;
      const rows = await first.pool!.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows.rows[0].n).toBeGreaterThan(0);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
