// Starts the shop (through main.ts): configuration, database (migrate, seed once), HTTP server, and a
// graceful shutdown that finishes in-flight requests before closing the database.
import { resolve } from 'node:path';
import { migrate, openDatabase, seed } from '@eshop/db';
import { demoStaffPassword, isDemoShop, loadConfig, simulatedProviders } from './config.ts';
import { createDrain, shutDownOnSignals } from './ops/shutdown.ts';

const config = loadConfig();
const logger = {
  level: config.LOG_LEVEL,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
};

// The database opens first, and the app's modules and the two page builds load meanwhile:
// opening reads the data folder and compiles PostgreSQL's WebAssembly on other threads
// (embedded) or connects (PostgreSQL) while this one compiles JavaScript (issue 18: start
// on an existing database within 3 s). So the app is imported here, not above.
const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
opening.catch(() => {}); // awaited below; a failure is reported there, not as an unhandled rejection
const [{ buildApp }, { loadStorefrontBuild }] = await Promise.all([import('./app.ts'), import('./web/storefront.ts')]);
const builds = Promise.all([loadStorefrontBuild(resolve(config.WEB_BUILD_DIR)), loadStorefrontBuild(resolve(config.BACKOFFICE_BUILD_DIR))]);
builds.catch(() => {}); // awaited below, as above
const handle = await opening;
await migrate(handle);
// Seeds demo data into an empty database only; a no-op once seeded (`npm run seed` re-seeds).
if (config.SEED_ON_START) await seed(handle.db);

const [web, backoffice] = await builds;
const drain = createDrain();
const app = await buildApp({ config, db: handle.db, web, backoffice, logger, runJobs: 'once-listening', drain });
// The demo staff account `admin` (decisions.md "Staff") exists in a demo and in development;
// a production shop has only the accounts made with `npm run staff:create` (docs/decisions/0021).
const demo = isDemoShop(config);
const staffSeedPassword = demoStaffPassword(config);
if (config.SEED_ON_START && staffSeedPassword && (await app.eshopServices.staff.count()) === 0) {
  await app.eshopServices.staff.upsert({ username: 'admin', name: 'Demo admin', password: staffSeedPassword, roles: ['admin'] });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: handle.kind, url: `http://localhost:${config.PORT}/eshop/`, mode: demo ? 'demo' : 'live', ...(demo ? { simulated: simulatedProviders(config) } : {}) },
  demo ? 'shop is open as a DEMO: payments are simulated, no money is charged (README, "Running in production")' : 'shop is open: every provider is live',
);
// Builds the search index now rather than on the first shopper's search (a few seconds for 10,000 items).
app.eshopServices.catalog.warmSearch().catch((error: unknown) => app.log.warn({ err: error }, 'search index not built at start'));

// SIGTERM: drain (/ready 503), finish what is in flight, stop background work, close the database.
shutDownOnSignals({ app, drain, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS, closeDatabase: () => handle.close() });
