// Vitest globalSetup for the API tests: when TEST_DATABASE_URL is set, one seeded
// PostgreSQL database for this run (created here, dropped at the end), so every test
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
    project.provide('pgUrl', null);
    return;
  }
  const pg = await createPostgresTestDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: pg.url, dataDir: 'unused' });
  try {
    await migrate(handle);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('pgUrl', pg.url);
  return async () => { await pg.drop(); };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}
