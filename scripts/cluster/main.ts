// `npm run cluster`: two demo shops on one PostgreSQL and one Redis behind nginx, in the
// foreground; Ctrl-C stops everything (README "Two instances behind a proxy").
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/eshop_cluster (created when missing)
//   REDIS_URL     default redis://127.0.0.1:6379
//   CLUSTER_PORT  nginx's port (default 8080); the instances listen on the next two
//   WEB_BUILD_DIR default apps/web/build
import { rmSync } from 'node:fs';
import { MISSING_NGINX, ensureDatabase, nginxBinary, redisReachable, startCluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eshop_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const keepLogs = process.env.CLUSTER_KEEP_LOGS === '1';

const fail = (message: string): never => {
  console.error(`The cluster did not start.\n  ${message}`);
  process.exit(1);
};

if (!nginxBinary()) fail(MISSING_NGINX);
if (!(await redisReachable(redisUrl))) fail(`No Redis answers at ${redisUrl} (start one: redis-server --daemonize yes), or set REDIS_URL.`);
try {
  if ((await ensureDatabase(databaseUrl)) === 'created') console.log(`created the database ${databaseUrl}`);
} catch (err) {
  fail(`PostgreSQL at ${databaseUrl} cannot be used: ${(err as Error).message}`);
}

let stopping = false;
const cluster = await startCluster({
  databaseUrl, redisUrl, port,
  ...(process.env.WEB_BUILD_DIR ? { webBuildDir: process.env.WEB_BUILD_DIR } : {}),
  log: (line) => console.log(line),
  onUnexpectedExit: (instance, how) => {
    if (!stopping) console.error(`instance ${instance.number} (port ${instance.port}) exited (${how}); nginx sends its requests to the other. Its log: ${instance.logFile}`);
  },
}).catch((err: unknown) => fail((err as Error).message));

console.log([
  '',
  `The shop: ${cluster.url}/eshop/  (nginx → ${cluster.instances.map((i) => `127.0.0.1:${i.port} pid ${i.pid}`).join(', ')})`,
  `Database ${databaseUrl}, Redis ${redisUrl}`,
  `Logs: ${cluster.workDir} (shop-1.log, shop-2.log, nginx-access.log, nginx-error.log)`,
  'Ctrl-C stops the shops and nginx.',
].join('\n'));

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the shops and nginx …`);
  await cluster.stop();
  if (!keepLogs) rmSync(cluster.workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
