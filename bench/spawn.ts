// Starts bench/server.ts in a child process and waits for its port.
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/build-server.ts';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.ts';
import type { CheckoutFixture, MailCount, ServerMessage, Target } from './server.ts';

/** What bench/server.ts profiles over a window: CPU, everything allocated, or what outlived the young generation. */
export type ProfileKind = 'cpu' | 'alloc' | 'promoted';

export interface StartedServer {
  origin: string;
  /** The server process (bench/cpu.ts reads its CPU time). */
  pid: number;
  setupMs: number;
  nodeEnv: string | null;
  /** The shoppers of the checkout scenario (a shop started with `shoppers`). */
  checkout?: CheckoutFixture | undefined;
  /** Published items, when the catalogue was grown (Target.catalogueItems). */
  items?: number | undefined;
  stop(): Promise<void>;
  /** The server process's resident memory now (bytes). */
  memory(): Promise<{ rssBytes: number; heapUsedBytes: number; heapTotalBytes: number; externalBytes: number }>;
  /** The order mails sent so far and the jobs still to send them (a shop started with `shoppers`). */
  mails(): Promise<MailCount>;
  /** Starts a profile in the server process (bench/server.ts `windowProfiler`); `stop` writes it to `file`. */
  profile(kind?: ProfileKind): { stop(file: string): Promise<string> };
}

const children = new Set<ChildProcess>();

/** Kills whatever child is still running (used on timeout and signals). */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

let compiled: Promise<string> | undefined;

/**
 * bench/server.ts compiled the way the shop's server is (scripts/build-server.ts), once per
 * run: the process measured loads what `npm run serve` loads, not tsx's transform (whose
 * caches alone are ≈ 280 MB of memory).
 */
function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    // Under apps/server: the packages it imports resolve from there, as the shop's own bundle's
    // do (apps/server/node_modules holds versions of its own, e.g. lru-cache 11).
    const outdir = fileURLToPath(new URL('../apps/server/dist-bench', import.meta.url));
    // Chunk names carry a hash: without a clean folder every run would leave its chunks behind.
    rmSync(outdir, { recursive: true, force: true });
    await bundleServer(fileURLToPath(new URL('./server.ts', import.meta.url)), outdir, 'server');
    return join(outdir, 'server.mjs');
  })();
  return compiled;
}

export async function startServer(target: Target, opts: { timeoutMs: number; cpuProfDir?: string | undefined }): Promise<StartedServer> {
  // The flags and malloc setting `npm run serve` gives the shop (docs/decisions/0042).
  const execArgv = target.kind === 'shop' ? serverNodeArgs() : [];
  // More flags for the shop under test, for looking into it (e.g. `--trace-gc`).
  if (target.kind === 'shop' && process.env.BENCH_NODE_FLAGS) execArgv.push(...process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean));
  if (opts.cpuProfDir) {
    mkdirSync(opts.cpuProfDir, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`);
  }
  const child = fork(await compiledServer(), [JSON.stringify(target)], {
    execArgv,
    // React picks its production build from process.env.NODE_ENV; a deployment sets it
    // (main.ts does not set it from the config: see README, "What dominates the cost").
    env: { ...(target.kind === 'shop' ? serverEnv(process.env) : process.env), NODE_ENV: process.env.NODE_ENV ?? 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<void>((done) => child.once('exit', () => { children.delete(child); done(); }));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  /** Sends `request` to the child and resolves with its first answer of type `type`. */
  const ask = <T extends ServerMessage['type']>(request: Serializable, type: T) => new Promise<Extract<ServerMessage, { type: T }>>((resolve) => {
    const answer = (m: ServerMessage) => {
      if (m.type !== type) return;
      child.off('message', answer);
      resolve(m as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', answer);
    child.send(request);
  });
  const memory = async () => {
    const { rssBytes, heapUsedBytes, heapTotalBytes, externalBytes } = await ask('memory', 'memory');
    return { rssBytes, heapUsedBytes, heapTotalBytes, externalBytes };
  };
  const mails = async (): Promise<MailCount> => {
    const { sent, waiting } = await ask('mails', 'mails');
    return { sent, waiting };
  };
  const profile = (kind: ProfileKind = 'cpu') => {
    child.send({ profileStart: kind });
    return { stop: async (file: string) => (await ask({ profileStopTo: file }, 'profile')).file };
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`${describe(target)} did not start within ${opts.timeoutMs} ms`)); }, opts.timeoutMs);
    child.on('message', (m: ServerMessage) => {
      if (m.type === 'memory' || m.type === 'profile' || m.type === 'mails') return;
      clearTimeout(timer);
      if (m.type === 'ready') resolve({ origin: `http://127.0.0.1:${m.port}`, pid: child.pid!, setupMs: m.setupMs, nodeEnv: m.nodeEnv, checkout: m.checkout, items: m.items, stop, memory, mails, profile });
      else { void stop(); reject(new Error(`${describe(target)} failed to start: ${m.message}`)); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${describe(target)} exited (${code}) before it was ready`)); });
  });
}

function describe(target: Target): string {
  return target.kind === 'hello' ? 'bare Fastify' : `shop on ${target.database}`;
}
