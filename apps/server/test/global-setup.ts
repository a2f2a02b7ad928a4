// Vitest globalSetup for the API tests: when TEST_DATABASE_URL is set, seeded PostgreSQL
// databases for this run, one per worker (created here, dropped at the end), so every test
// file can also run against PostgreSQL. The embedded database needs nothing here:
// test files start from the cached seeded PGlite template.
import type { TestProject } from 'vitest/node';
import { cachedTemplate, createPostgresTestDatabase } from '@eshop/db/testing';
import { migrate, openDatabase, seed } from '@eshop/db';
import { ensureBackofficeBuild, ensureStorefrontBuild } from './storefront-build.ts';

export default async function setup(project: TestProject) {
  await cachedTemplate({ seed: true });
  // The page tests render the built storefront (storefront-hardening.test.ts).
  ensureStorefrontBuild();
  ensureBackofficeBuild();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('pgUrls', null);
    return;
  }
  // One seeded database per worker (Vitest runs maxWorkers files at once): files that run
  // side by side never share one, so a file may count a table's rows; the files of one
  // worker run one after another (helpers.ts `testPgUrl`). The others are copies of the first.
  const first = await createPostgresTestDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: first.url, dataDir: 'unused' });
  try {
    await migrate(handle);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const copies = await Promise.all(Array.from({ length: workers - 1 }, () => createPostgresTestDatabase(adminUrl, first.name)));
  const all = [first, ...copies];
  project.provide('pgUrls', all.map((d) => d.url));
  return async () => { await Promise.all(all.map((d) => d.drop())); };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL test databases, one per worker (VITEST_POOL_ID), or null: the embedded database only. */
    pgUrls: string[] | null;
  }
}
