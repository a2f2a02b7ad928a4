// SIGTERM on the real process (`node --import tsx apps/server/src/main.ts`, what `npm run
// serve` runs; docs/decisions/0027): the instance drains — /ready answers 503 while every
// request still sent is served and told to close its connection — then stops accepting
// connections, lets the request in flight finish (a registration whose body is still
// arriving when the server closes: it answers 200 and the member exists), closes the
// database and exits 0.
//
// On PostgreSQL when TEST_DATABASE_URL is set, else on an embedded database in a temp
// folder made from the migrated template (so the child does not spend seconds migrating).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { testPgUrl } from './helpers.ts';
import { eq } from 'drizzle-orm';
import { member, openDatabase, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate } from '@eshop/db/testing';
import { registration, uniqueEmail } from './members.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DRAIN_SECONDS = 2;

interface Answer { status: number; headers: IncomingHttpHeaders; body: string }

/** One GET on a connection of its own; the error (e.g. ECONNREFUSED) when there is no answer. */
function get(origin: string, path: string): Promise<Answer | Error> {
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (err) => resolve(err));
    req.end();
  });
}

const isAnswer = (a: Answer | Error): a is Answer => !(a instanceof Error);

/** A form POST whose body is sent in two halves: the second only when `finish()` is called. */
function slowPost(origin: string, path: string, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, {
      method: 'POST', agent: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)),
        origin, ch: 'website', lang: 'en_US',
      },
    }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => { text += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.flushHeaders();
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  // The test awaits the answer; when it fails before that, the child is killed and the
  // request's error would otherwise surface in whichever test file runs next.
  answer.catch(() => {});
  return { answer, finish: () => finish() };
}

describe('graceful shutdown of the shop process', () => {
  const pgUrl = testPgUrl();
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains, finishes the request in flight, closes and exits 0 on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SEED_ON_START: 'false',
      JOBS_INTERVAL_SECONDS: '0', PASSWORD_SCRYPT_LOG2N: '14', SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    delete env.DATABASE_URL;
    if (pgUrl) {
      env.DATABASE_URL = pgUrl;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'eshop-shutdown-'));
      const prepared = await openDatabase({ dataDir, loadDataDir: await cachedTemplate() });
      await prepared.close();
      env.DATA_DIR = dataDir;
    }

    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let log = '';
    proc.stdout!.on('data', (c: Buffer) => { log += c.toString(); });
    proc.stderr!.on('data', (c: Buffer) => { log += c.toString(); });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    let port: string | undefined;
    for (let waited = 0; !port; waited += 100) {
      if (waited > 45_000 || proc.exitCode !== null) throw new Error(`the shop did not start: ${log}`);
      port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[1];
      await sleep(100);
    }
    const origin = `http://127.0.0.1:${port}`;
    expect((await get(origin, '/ready')) as Answer).toMatchObject({ status: 200 });

    // A registration whose headers are in and whose body is still on its way.
    const email = uniqueEmail('shutdown');
    const inFlight = slowPost(origin, '/api/m/account/reg.html', registration(email));
    await sleep(300);

    const signalled = Date.now();
    proc.kill('SIGTERM');
    // Draining: not ready, still serving, and each answer closes its connection.
    await sleep(200);
    const ready = await get(origin, '/ready');
    expect(ready).toMatchObject({ status: 503, body: JSON.stringify({ status: 'draining' }) });
    const health = await get(origin, '/health');
    expect(health).toMatchObject({ status: 200, headers: { connection: 'close' } });
    expect(Date.now() - signalled).toBeLessThan(DRAIN_SECONDS * 1000);

    // Then the server stops accepting connections, while the registration is still in flight.
    // A connection that reaches the listening socket's queue as it closes is reset, not
    // refused (the kernel's backlog; seen once on a slow machine): the next one is refused.
    const closing = (a: Answer | Error) => isAnswer(a) || (a as NodeJS.ErrnoException).code === 'ECONNRESET';
    let refused: Answer | Error = health;
    while (closing(refused) && Date.now() - signalled < DRAIN_SECONDS * 1000 + 5_000) {
      await sleep(100);
      refused = await get(origin, '/health');
    }
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(proc.exitCode).toBeNull();

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ reg: 1 });
    expect(await exited, log).toBe(0);
    expect(log).toContain('shutting down: draining');
    expect(log).toContain('"msg":"shut down"');

    // What the request in flight wrote is in the database the process closed.
    const handle: DatabaseHandle = pgUrl ? await openDatabase({ databaseUrl: pgUrl, dataDir: 'unused' }) : await openDatabase({ dataDir: dataDir! });
    try {
      const rows = await handle.db.select({ id: member.id }).from(member).where(eq(member.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 90_000);
});
