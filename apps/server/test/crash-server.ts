// The shop as a real process for crash-safety.test.ts, which SIGKILLs it mid-request:
// opens the PostgreSQL database named by DATABASE_URL, migrates, builds the app (API
// only, no storefront build, no job workers: its jobs wait in the database) on a free port of 127.0.0.1 with
// PUBLIC_ORIGIN = its own origin (so the WeChat Pay sandbox's code_url and notify_url
// lead back to this process), and prints `listening <port>` once it accepts requests.
import { migrate, openDatabase } from '@eshop/db';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { freePort } from '../../../scripts/free-port.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('crash-server: DATABASE_URL is required');


const handle = await openDatabase({ databaseUrl, dataDir: 'unused', maxConnections: 20 });
await migrate(handle);
const port = await freePort();
// The test's own job-queue schema: the jobs this process writes are run after it is killed.
const config = testConfig({ PORT: port, HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...(process.env.JOBS_SCHEMA ? { JOBS_SCHEMA: process.env.JOBS_SCHEMA } : {}) });
const app = await buildApp({ config, db: handle.db });
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
