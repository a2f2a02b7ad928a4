// The browser of the browser tests: Debian's Chromium, never a downloaded one
// (TOOLCHAIN.md). Shared by the Playwright config and the run.ts wrapper.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumInstalled = (): boolean => existsSync(CHROMIUM_PATH);

/** E2E_REQUIRE_ALL=1 (CI): a skipped browser test, or a missing browser, fails the run. */
export const skipsForbidden = (): boolean => process.env.E2E_REQUIRE_ALL === '1';

export const MISSING_CHROMIUM = [
  `Chromium was not found at ${CHROMIUM_PATH}.`,
  'Install it with: apt-get install -y chromium fonts-wqy-microhei',
  '(never `npx playwright install`: the tests use the system browser).',
].join('\n');
