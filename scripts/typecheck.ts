// `npm run typecheck`: React Router's route types for the two apps, then `tsc` on every
// project. Each `tsc` uses one core, so they run two at a time (on the two-core CI machine
// 66 s one after another). A project's errors are printed together, after it finishes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const typegen = ['@eshop/web', '@eshop/backoffice'];
const projects = ['packages/domain', 'packages/db', 'apps/server', 'apps/web', 'apps/backoffice', 'e2e', 'bench', 'scripts'];

function run(cmd: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs the tasks at most `width` at a time; the names of those that failed. */
async function all(tasks: { name: string; cmd: string; args: string[] }[], width: number): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...tasks];
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const { code, output } = await run(task.cmd, task.args);
      if (code !== 0) {
        failed.push(task.name);
        process.stderr.write(`\n✘ ${task.name}\n${output}`);
      }
    }
  }));
  return failed;
}

const width = Math.max(2, Math.min(4, availableParallelism()));
const failed = await all(typegen.map((w) => ({ name: `typegen ${w}`, cmd: 'npm', args: ['run', 'typegen', '-w', w, '--silent'] })), width);
if (failed.length === 0) {
  failed.push(...await all(projects.map((p) => ({ name: `tsc -p ${p}`, cmd: process.execPath, args: [tsc, '-p', p] })), width));
}
if (failed.length > 0) {
  console.error(`\ntypecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
