import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
    globalSetup: ['packages/db/src/test-support/global-setup.ts', 'apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two workers even on a 2-core machine (Vitest's default is cores − 1): most of a test's
    // time is spent waiting on the database, timers and child servers, so two files overlap
    // well (CI's Vitest step: about 380 s with two, 614 s with one). The files' embedded
    // databases are their own, and the
    // PostgreSQL test databases are one per worker (apps/server/test/global-setup.ts), so
    // files running side by side never share one.
    maxWorkers: 2,
    // A worker runs its files one after another in the same process instead of a new one
    // each: the server's modules and the storefront build are loaded once per worker
    // (CI's step 404 s → 275 s). Every file builds its own app and database, no file mocks
    // modules or changes process.env, and module state is per app (createX factories).
    isolate: false,
  },
});
