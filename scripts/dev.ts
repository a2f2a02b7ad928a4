// `npm run dev`: the shop with Vite in middleware mode — storefront changes reload
// without a build. Same database and API as `npm start`.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import { migrate, openDatabase, seed } from '@eshop/db';
import type { ServerBuild } from 'react-router';
import type * as Vite from 'vite';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';

const config = loadConfig(undefined, { nodeEnv: 'development' });
const webRoot = resolve('apps/web');
// Vite 8 is the storefront's own dependency (the root has Vitest's Vite).
const vitePath = createRequire(resolve(webRoot, 'package.json')).resolve('vite');
const { createServer } = (await import(pathToFileURL(vitePath).href)) as typeof Vite;
const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });

const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
await migrate(handle);
if (config.SEED_ON_START) await seed(handle.db);

const app = await buildApp({
  config,
  db: handle.db,
  logger: { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } },
  web: {
    server: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    clientDir: null,
  },
  beforeStorefront: async (instance) => {
    await instance.register(middie);
    instance.use('/eshop', vite.middlewares);
  },
});
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`dev shop at http://localhost:${config.PORT}/eshop/`);
