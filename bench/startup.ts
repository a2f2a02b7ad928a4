// Start time of the shop as operators run it (`npm run serve`: node
// apps/server/dist/main.mjs, built by `npm run build`) on a database that already exists: from spawning the process
// to the first /ready 200. Issue 18: ≤ 3 s. The database is made first by one start with
// --demo (migrations, demo data, the search index), which is stopped, then the shop is
// started again on it and timed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { get } from './http.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.ts';
import { root } from './settings.ts';

export interface StartResult {
  database: string;
  /** The first start, which creates the database (not budgeted). */
  firstStartMs: number;
  /** Starting again on that database: what a restart or a deploy costs. */
  startMs: number;
}

const main = resolve(root, 'apps/server/dist/main.mjs');

/** Spawns the shop and resolves with the milliseconds until /ready answers 200. */
async function startTimed(env: NodeJS.ProcessEnv, port: number, timeoutMs: number): Promise<{ ms: number; child: ChildProcess }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...serverNodeArgs(), main, '--demo'], {
    cwd: root, env: { ...serverEnv(env), PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`the shop exited (${code}) before it was ready`))));
  const ready = (async () => {
    for (;;) {
      if (performance.now() - t0 > timeoutMs) throw new Error(`not ready within ${timeoutMs} ms`);
      const res = await get(`http://127.0.0.1:${port}/ready`, {}).catch(() => null);
      if (res?.status === 200) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  try {
    return { ms: await Promise.race([ready, exited]), child };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/** PGlite in a fresh data directory, or the PostgreSQL database at `databaseUrl` (already migrated and seeded is fine). */
export async function measureStart(target: { database: 'pglite' } | { database: 'postgres'; url: string }): Promise<StartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eshop-bench-start-'));
  // The shop's own settings only: no Redis, no database URL of the caller's shell.
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited, DATA_DIR: dataDir, ...(target.database === 'postgres' ? { DATABASE_URL: target.url } : {}),
    SHUTDOWN_DRAIN_SECONDS: '0', // nobody to drain here
  };
  const port = await freePort();
  try {
    const first = await startTimed(env, port, 180_000);
    await stop(first.child);
    const again = await startTimed(env, port, 60_000);
    await stop(again.child);
    return { database: target.database, firstStartMs: first.ms, startMs: again.ms };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
