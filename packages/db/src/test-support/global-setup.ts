// Vitest globalSetup: builds the migrated PGlite template once per run (or reuses the
// cached one from the OS temp folder) before the test files start, so that parallel
// files do not each spend seconds creating it. Register it in vitest.config.ts:
//   globalSetup: ['packages/db/src/test-support/global-setup.ts']
// Set ESHOP_TEST_SEEDED_TEMPLATE=1 to warm the seeded template too (~15 s the first time).
import { cachedTemplate } from '../testing.ts';

export default async function setup(): Promise<void> {
  await cachedTemplate();
  if (process.env.ESHOP_TEST_SEEDED_TEMPLATE === '1') await cachedTemplate({ seed: true });
}
