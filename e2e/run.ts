// Runs the browser tests (the root `test:e2e` script builds the storefront first):
//   node --import tsx e2e/run.ts [playwright test arguments…]
// Without Chromium the suite is skipped with a loud warning — unless E2E_REQUIRE_ALL=1
// (CI), where Playwright's config turns the missing browser into a failure.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MISSING_CHROMIUM, chromiumInstalled, skipsForbidden } from './chromium.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (!chromiumInstalled() && !skipsForbidden()) {
  const line = '#'.repeat(78);
  console.warn([
    '', line,
    '#  WARNING: the BROWSER TESTS WERE SKIPPED — nothing in e2e/ ran.',
    ...MISSING_CHROMIUM.split('\n').map((l) => `#  ${l}`),
    '#  Set E2E_REQUIRE_ALL=1 to make this a failure (CI does).',
    line, '',
  ].join('\n'));
  process.exit(0);
}

const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
