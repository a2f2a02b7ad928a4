// Browser tests of the storefront: {pc, mobile} × {en_US, zh_CN} against the built shop (each
// spec in one pair of those projects that has both layouts and both languages: SECOND_PAIR_SPECS),
// and of the back-office (tests/backoffice/): desktop × {en_US, zh_CN}
// (run `npm run build` first; the root `test:e2e` script does). Started through e2e/run.ts.
import { defineConfig, type PlaywrightTestOptions, type PlaywrightWorkerOptions, type Project } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_SETTINGS, serverNodeArgs } from '../scripts/server-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MISSING_CHROMIUM, chromiumInstalled, skipsForbidden } from './chromium.ts';
import type { Device, ShopLocale, ShopOptions } from './tests/fixtures.ts';

if (!chromiumInstalled()) {
  // In CI a missing browser must fail loudly, never turn into a green run without tests.
  if (skipsForbidden()) throw new Error(`E2E_REQUIRE_ALL=1 but the browser tests cannot run.\n${MISSING_CHROMIUM}`);
  console.warn(`WARNING: ${MISSING_CHROMIUM}`);
}

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database per run. Workers load this file again and inherit the
// variable, so only the runner process creates (and on exit removes) the folder.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eshop-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

type ShopProject = Project<PlaywrightTestOptions & ShopOptions, PlaywrightWorkerOptions>;

const devices: Record<Device, ShopProject['use']> = {
  pc: { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_CHROME_UA, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const languages: Record<ShopLocale, ShopProject['use']> = {
  en_US: { locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } },
  zh_CN: { locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' } },
};

/**
 * Each storefront spec runs in two of the four projects, a pair that between them has both
 * layouts and both languages: the specs listed here in pc-zh_CN and mobile-en_US, every
 * other spec (new ones too, and the crawl) in pc-en_US and mobile-zh_CN. A journey's pc and
 * mobile paths and its English and Chinese texts are all driven, in half the time of all
 * four combinations (docs/decisions/0045, item 8). The two lists weigh about the same
 * (the suite's times of 2026-11-29). E2E_EVERY_COMBINATION=1 runs every spec in all four.
 */
const SECOND_PAIR_SPECS = [
  'checkout', 'accessibility', 'info', 'payments', 'recipes', 'favourites', 'browse', 'password-reset',
  'loyalty', 'cart', 'guest-cart', 'orders', 'screenshots', 'phone', 'address-picker', 'vouchers',
].map((name) => `${name}.spec.ts`);
for (const spec of SECOND_PAIR_SPECS) {
  // A misspelt or renamed name here would quietly move that spec to the first pair.
  if (!existsSync(join(here, 'tests', spec))) throw new Error(`playwright.config.ts: SECOND_PAIR_SPECS names ${spec}, which is not in e2e/tests/`);
}
const SECOND_PAIR = new Set(['pc-zh_CN', 'mobile-en_US']);
const everyCombination = process.env.E2E_EVERY_COMBINATION === '1';

/** Which storefront specs a project runs: never the back-office's; of the pairs', its own. */
function storefrontSpecs(project: string): Pick<ShopProject, 'testMatch' | 'testIgnore'> {
  if (everyCombination) return { testIgnore: ['backoffice/**'] };
  return SECOND_PAIR.has(project)
    ? { testMatch: SECOND_PAIR_SPECS, testIgnore: ['backoffice/**'] }
    : { testIgnore: ['backoffice/**', ...SECOND_PAIR_SPECS] };
}

const projects: ShopProject[] = [
  ...(['pc', 'mobile'] as const).flatMap((device) =>
    (['en_US', 'zh_CN'] as const).map((shopLocale): ShopProject => ({
      name: `${device}-${shopLocale}`,
      ...storefrontSpecs(`${device}-${shopLocale}`),
      use: { ...devices[device], ...languages[shopLocale], device, shopLocale },
    })),
  ),
  // The back-office (issue 16) is for desktop browsers: its journeys run once per language.
  ...(['en_US', 'zh_CN'] as const).map((shopLocale): ShopProject => ({
    name: `backoffice-${shopLocale}`,
    testMatch: 'backoffice/**/*.spec.ts',
    use: { ...devices.pc, ...languages[shopLocale], device: 'pc', shopLocale },
  })),
];

export default defineConfig<ShopOptions>({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a failure we want to see.
  retries: 0,
  workers: 2,
  // A test's time limit, for the slowest machine it runs on, not the fastest: CI's machine
  // has run the same tests 3.9× slower than a quiet one (45 tests: 470 s against 120 s on
  // 2026-11-27), and a 10 s journey then passed 30 s (qr-login, both mobile projects).
  // Missing elements still fail within the expect timeout below; longer journeys set more.
  timeout: 60_000,
  // An expectation waits up to 15 s, for the same slow machine: on 2026-11-29 CI's machine
  // (the suite 2.7× the quiet one's time) kept a visitor's registration at checkout — form
  // post, scrypt hash, cart merge, redirect, the checkout's loader; ≈ 1-2 s on a quiet
  // machine — on the register page past the 7 s this was. Only a failing test waits longer.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./reporters/no-skips.ts']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace (every action with its timing, the console, the network)
    // and a screenshot, but no DOM snapshots and no screencast: recording them costs every
    // test, passing or not, on two CPU-bound cores ≈ 9 % (snapshots) and ≈ 25 % (screencast)
    // more time. To see the DOM at each step, run the failing test locally with --trace on.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  projects,
  webServer: {
    // The server as it is shipped: compiled by `npm run build` (scripts/build-server.ts),
    // with the Node flags and malloc settings of `npm run serve` (scripts/server-process.ts).
    command: ['node', ...serverNodeArgs(), 'apps/server/dist/main.mjs'].join(' '),
    cwd: repoRoot,
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...MALLOC_SETTINGS,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails and QR codes point here.
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Only an explicit E2E_DATABASE_URL switches to PostgreSQL; an ambient
      // DATABASE_URL must not leak in ('' counts as unset in the server config).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A production build on the local stand-ins: a declared demo (docs/decisions/0021), as `npm start` runs it.
      DEMO_SHOP: 'true',
      // The local courier walks a booked order to delivery in seconds (route events in the journey test).
      COURIER_SANDBOX_STEP_MS: '1500',
      // Password hashes at 1/8 of production's scrypt cost (16 MiB, ≈ 50 ms instead of 128 MiB,
      // ≈ 550 ms): the suite registers and signs in hundreds of members on two cores, and
      // what it tests is the flows, not the cost (as the API tests, config.ts testConfig).
      PASSWORD_SCRYPT_LOG2N: '14',
      // The password of the demo staff account `admin` the journey test signs in with.
      STAFF_SEED_PASSWORD: 'e2e-staff-password',
      // The footer's filing number and licence, the customer-service QR (docs/decisions/0038; display.spec.ts).
      ICP_FILING: '沪ICP备00000000号-1',
      BUSINESS_LICENCE_URL: 'https://example.com/licence',
      SERVICE_ACCOUNT_URL: 'https://weixin.qq.com/r/eshop-e2e',
    },
  },
});
