// One server under test, in a child process of run.ts: the load generator (autocannon)
// stays in the parent, so on a 2-core machine each side gets its own core and event loop.
// Usage (by run.ts): node --import tsx bench/server.ts '<Target as JSON>'
// Tells the parent { type: 'ready', port, ... } over IPC; stops on 'stop' or disconnect.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildHello } from './hello.ts';

export type Target =
  | { kind: 'hello' }
  | { kind: 'shop'; database: 'pglite'; webBuildDir: string }
  | { kind: 'shop'; database: 'postgres'; url: string; webBuildDir: string };

export type ServerMessage =
  | { type: 'ready'; port: number; setupMs: number; nodeEnv: string | null }
  | { type: 'failed'; message: string };

interface Running { app: FastifyInstance; close(): Promise<void> }

async function startShop(target: Extract<Target, { kind: 'shop' }>): Promise<Running> {
  const { migrate, openDatabase, seed } = await import('@eshop/db');
  const { cachedTemplate, openFromTemplate } = await import('@eshop/db/testing');
  const { buildApp } = await import('@eshop/server/app');
  const { testConfig } = await import('@eshop/server/config');
  const { loadStorefrontBuild } = await import('@eshop/server/web/storefront');

  const handle = target.database === 'pglite'
    ? await openFromTemplate(await cachedTemplate({ seed: true }))
    : await openDatabase({ databaseUrl: target.url, dataDir: 'memory://' });
  if (target.database === 'postgres') {
    await migrate(handle);
    await seed(handle.db);
  }
  const web = await loadStorefrontBuild(resolve(target.webBuildDir));
  // NODE_ENV 'production' as main.ts runs by default (config default), logger off.
  const config = testConfig({ NODE_ENV: 'production' });
  const app = await buildApp({ config, db: handle.db, web, logger: false });
  return { app, close: async () => { await app.close(); await handle.close(); } };
}

async function main() {
  const target = JSON.parse(process.argv[2] ?? '{}') as Target;
  const t0 = performance.now();
  const running: Running = target.kind === 'hello'
    ? (() => { const app = buildHello(); return { app, close: () => app.close() }; })()
    : await startShop(target);
  await running.app.listen({ host: '127.0.0.1', port: 0 });
  const address = running.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close().catch((err: unknown) => console.error('[bench server] close failed:', err));
    process.exit(0);
  };
  process.on('message', (m) => { if (m === 'stop') void stop(); });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port: address.port, setupMs: Math.round(performance.now() - t0), nodeEnv: process.env.NODE_ENV ?? null });
}

function send(message: ServerMessage) {
  process.send?.(message);
}

main().catch((err: unknown) => {
  send({ type: 'failed', message: err instanceof Error ? err.stack ?? err.message : String(err) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
