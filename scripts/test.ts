// `npm test`: everything a reviewer would run, in order, stopping at the first failure:
// lint, typecheck, storefront build, unit + API integration tests (Vitest), browser tests,
// the cluster kill test. Set TEST_DATABASE_URL to run the API tests against PostgreSQL too
// (the cluster test needs it, Redis and nginx; without them it skips loudly, in CI it fails).
import { spawnSync } from 'node:child_process';

const steps: { name: string; cmd: string; args: string[] }[] = [
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'] },
  // Built before the tests: the page tests render it (apps/server/test/storefront-build.ts).
  { name: 'build storefront', cmd: 'npm', args: ['run', 'build', '--silent'] },
  { name: 'unit and API tests', cmd: 'npx', args: ['vitest', 'run'] },
  { name: 'browser tests', cmd: 'node', args: ['--import', 'tsx', 'e2e/run.ts'] },
  // Two shops behind nginx, one SIGKILLed while shoppers order and pay (docs/decisions/0028).
  { name: 'cluster test', cmd: 'node', args: ['--import', 'tsx', 'scripts/cluster/kill-test.ts'] },
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed += 1;
    console.error(`✘ ${step.name} failed (exit ${result.status ?? result.signal}, ${seconds} s)`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
