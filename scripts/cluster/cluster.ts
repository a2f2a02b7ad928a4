// Two (or more) shop processes on one PostgreSQL and one Redis behind nginx, on this
// machine (docs/decisions/0028-two-instances.md). `npm run cluster` (main.ts) and the kill
// test (kill-test.ts) start it through startCluster(), so the test runs what a developer runs.
// nginx is Debian's package run as a child with its own prefix, never the system service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@eshop/db';
import { freePort } from '../free-port.ts';
import { serverEnv, serverNodeArgs } from '../server-process.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterOptions {
  /** The one PostgreSQL database every instance uses (must exist). */
  databaseUrl: string;
  /** The one Redis every instance uses. */
  redisUrl: string;
  /** nginx's port on 127.0.0.1; 0 = a free one. */
  port: number;
  /** The instances' ports; default port+1, port+2 … (free ones when port is 0). */
  instancePorts?: number[];
  /** How many instances (default 2). */
  instances?: number;
  /** The built storefront (default apps/web/build). */
  webBuildDir?: string;
  /** Logs, nginx's prefix and config (default: a new folder in the system's temp dir). */
  workDir?: string;
  /** Further environment of every instance (e.g. PASSWORD_SCRYPT_LOG2N for tests). */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** An instance exited without being asked to (its code or signal). */
  onUnexpectedExit?: (instance: Instance, how: string) => void;
  /** How long an instance may take to answer ready (the first one migrates and seeds). */
  readyTimeoutMs?: number;
}

export interface Instance {
  /** 1, 2, … as in the log file names. */
  number: number;
  port: number;
  /** Of the running process (the last one after a restart). */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** JSON logs of every run of this instance (appended). */
  logFile: string;
  /** Sends a signal and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again (it must be stopped) and waits until it is ready. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** What shoppers open: nginx's origin, also every instance's PUBLIC_ORIGIN. */
  url: string;
  workDir: string;
  instances: Instance[];
  /** nginx's access log: one line per request with the instance that answered it. */
  accessLog: string;
  errorLog: string;
  /** The last lines of every log, for a failure report. */
  tails(lines?: number): string;
  /** Stops the instances (SIGTERM, then SIGKILL after 30 s) and nginx. */
  stop(): Promise<void>;
}

export const nginxBinary = (): string | null => {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
};

export const MISSING_NGINX = 'nginx was not found. Install Debian\'s package: apt-get install -y nginx (the cluster runs it as a child process; the system service stays off).';


/** Whether a Redis answers PING at the URL (an auth error counts: someone is there). */
export async function redisReachable(url: string, timeoutMs = 2000): Promise<boolean> {
  const u = new URL(url);
  return new Promise((ok) => {
    const socket = createConnection({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    const done = (result: boolean) => { socket.destroy(); ok(result); };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(/^(\+PONG|-NOAUTH|-ERR)/.test(chunk.toString('utf8'))));
  });
}

/** Creates the database of a PostgreSQL URL when it does not exist (connecting to `postgres` on the same server). */
export async function ensureDatabase(databaseUrl: string): Promise<'created' | 'exists'> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`unexpected database name in ${databaseUrl}`);
  url.pathname = '/postgres';
  const admin = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  try {
    const [found] = await queryRows<{ one: number }>(admin.db, sql`select 1 as one from pg_database where datname = ${name}`);
    if (found) return 'exists';
    await admin.db.execute(sql.raw(`create database "${name}"`));
    return 'created';
  } finally {
    await admin.close();
  }
}

/** GET a path of one instance: its status, or 0 when nothing answers. */
async function statusOf(port: number, path: string): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Ready = /ready answers 200 where the shop has it (database, Redis, migrations checked),
 * else /health (alive and the database answers). A 404 means /ready does not exist yet.
 */
export async function instanceReady(port: number): Promise<boolean> {
  const ready = await statusOf(port, '/ready');
  if (ready !== 404 && ready !== 0) return ready === 200;
  if (ready === 0) return false;
  return (await statusOf(port, '/health')) === 200;
}

const tail = (file: string, lines: number): string => {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
};

/**
 * The proxy: one upstream of every instance. Failover is passive (open-source nginx has no
 * active health checks): a refused or failed connection, a timeout, a 502 or a 503 marks
 * the server down for fail_timeout and the request goes to the next one — for idempotent
 * methods, or for any request nginx could not send at all. A POST already sent is never
 * sent twice: the client retries it with its own idempotency key (oh.requestId).
 */
export function nginxConfig(o: { workDir: string; port: number; instancePorts: number[] }): string {
  const p = (name: string) => join(o.workDir, 'nginx', name);
  return `# Generated by scripts/cluster/cluster.ts; nginx runs as a child of the cluster script.
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${join(o.workDir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstream '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                      'upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${join(o.workDir, 'nginx-access.log')} upstream;
  client_body_temp_path ${p('client_body')};
  proxy_temp_path ${p('proxy')};
  fastcgi_temp_path ${p('fastcgi')};
  uwsgi_temp_path ${p('uwsgi')};
  scgi_temp_path ${p('scgi')};
  # The shop refuses bodies over 1 MiB itself; keeping them in memory needs no temp files.
  client_max_body_size 1m;
  client_body_buffer_size 1m;
  proxy_max_temp_file_size 0;
  server_tokens off;

  upstream shop {
${o.instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    # Idle connections to the instances; nginx closes them after 60 s, below the shop's 72 s keep-alive.
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${o.port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      # The shop ends a request after 30 s itself (docs/decisions/0022).
      proxy_read_timeout 35s;
    }
  }
}
`;
}

const waitExit = (child: ChildProcess, ms: number): Promise<boolean> => new Promise((ok) => {
  if (child.exitCode !== null || child.signalCode !== null) return ok(true);
  const timer = setTimeout(() => ok(false), ms);
  child.once('exit', () => { clearTimeout(timer); ok(true); });
});

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const nginx = nginxBinary();
  if (!nginx) throw new Error(MISSING_NGINX);
  const webBuildDir = resolve(REPO_ROOT, options.webBuildDir ?? 'apps/web/build');
  if (!existsSync(join(webBuildDir, 'server', 'index.js'))) throw new Error(`No storefront build in ${webBuildDir}: run \`npm run build\` first.`);
  const count = options.instances ?? options.instancePorts?.length ?? 2;
  const port = options.port || await freePort();
  const instancePorts = options.instancePorts ?? (options.port
    ? Array.from({ length: count }, (_, i) => port + i + 1)
    : await Promise.all(Array.from({ length: count }, () => freePort())));
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'eshop-cluster-'));
  for (const dir of ['nginx', 'nginx/client_body', 'nginx/proxy', 'nginx/fastcgi', 'nginx/uwsgi', 'nginx/scgi']) mkdirSync(join(workDir, dir), { recursive: true });
  // nginx's workers drop root for `nobody`; they must reach the folder of their temp paths.
  chmodSync(workDir, 0o755);
  const url = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const children = new Set<ChildProcess>();
  let stopping = false;

  // Whatever ends this process, no shop or nginx is left behind.
  const killAll = () => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL'); };
  process.on('exit', killAll);

  const baseEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_SHOP: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // Links in mails and the payment QR codes, and the payment notifications, go through the proxy.
    PUBLIC_ORIGIN: url,
    // nginx talks to the instances from 127.0.0.1: its X-Forwarded-For is believed.
    TRUST_PROXY: 'loopback',
    WEB_BUILD_DIR: webBuildDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...options.env,
  };
  // A developer's own TEST_ or SMTP settings have no business in the cluster's shops.
  delete baseEnv.SMTP_URL;

  function makeInstance(index: number): Instance & { start(seed: boolean): Promise<void> } {
    const number = index + 1;
    const instancePort = instancePorts[index]!;
    const logFile = join(workDir, `shop-${number}.log`);
    let child: ChildProcess | undefined;
    let expectedExit = false;

    async function start(seed: boolean) {
      expectedExit = false;
      const fd = openSync(logFile, 'a');
      const env = { ...baseEnv, PORT: String(instancePort), DATA_DIR: join(workDir, `data-${number}`), SEED_ON_START: String(seed) };
      const started = spawn(process.execPath, [...serverNodeArgs(), 'apps/server/dist/main.mjs', '--demo'], {
        cwd: REPO_ROOT, env: serverEnv(env), stdio: ['ignore', fd, fd],
        // Its own process group: Ctrl-C reaches the script, which stops the shops, then nginx.
        detached: true,
      });
      closeSync(fd);
      child = started;
      children.add(started);
      started.once('exit', (code, signal) => {
        children.delete(started);
        if (!expectedExit && !stopping) options.onUnexpectedExit?.(instance, signal ?? `exit ${code}`);
      });
      log(`instance ${number}: starting on port ${instancePort} (pid ${started.pid})`);
      const deadline = Date.now() + readyTimeoutMs;
      while (!(await instanceReady(instancePort))) {
        if (started.exitCode !== null || started.signalCode !== null) {
          throw new Error(`instance ${number} exited before it was ready (${started.signalCode ?? started.exitCode}); its log:\n${tail(logFile, 30)}`);
        }
        if (Date.now() > deadline) throw new Error(`instance ${number} not ready after ${readyTimeoutMs / 1000} s; its log:\n${tail(logFile, 30)}`);
        await sleep(250);
      }
      log(`instance ${number}: ready at http://127.0.0.1:${instancePort}`);
    }

    const instance = {
      number,
      port: instancePort,
      logFile,
      get pid() { return child?.pid; },
      get running() { return child !== undefined && child.exitCode === null && child.signalCode === null; },
      start,
      async kill(signal: NodeJS.Signals) {
        if (!child || !instance.running) return;
        expectedExit = true;
        child.kill(signal);
        // SIGTERM: the shop drains (5 s) and gives its requests and jobs up to 20 s more (docs/decisions/0027).
        if (!(await waitExit(child, signal === 'SIGKILL' ? 5000 : 30_000))) {
          log(`instance ${number}: still running 30 s after ${signal}; SIGKILL`);
          child.kill('SIGKILL');
          await waitExit(child, 5000);
        }
      },
      async restart() {
        if (instance.running) throw new Error(`instance ${number} is running`);
        await start(false);
      },
    };
    return instance;
  }

  const instances = instancePorts.map((_, i) => makeInstance(i));
  let nginxChild: ChildProcess | undefined;
  const errorLog = join(workDir, 'nginx-error.log');
  const accessLog = join(workDir, 'nginx-access.log');

  async function stop() {
    stopping = true;
    await Promise.all(instances.map((i) => i.kill('SIGTERM')));
    if (nginxChild && nginxChild.exitCode === null && nginxChild.signalCode === null) {
      nginxChild.kill('SIGTERM'); // fast shutdown: the instances are gone already
      if (!(await waitExit(nginxChild, 5000))) nginxChild.kill('SIGKILL');
    }
    process.off('exit', killAll);
  }

  try {
    // One after the other: the first migrates and seeds (the seed is a no-op on a seeded
    // database, but rendering its images twice at once would only cost time).
    for (const [i, instance] of instances.entries()) await instance.start(i === 0);

    const conf = join(workDir, 'nginx', 'nginx.conf');
    writeFileSync(conf, nginxConfig({ workDir, port, instancePorts }));
    const check = spawnSync(nginx, ['-t', '-q', '-p', join(workDir, 'nginx'), '-e', errorLog, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration (${conf}):\n${check.stderr}`);
    const started = spawn(nginx, ['-p', join(workDir, 'nginx'), '-e', errorLog, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    nginxChild = started;
    children.add(started);
    let nginxErr = '';
    started.stderr?.on('data', (chunk: Buffer) => { nginxErr += chunk.toString('utf8'); });
    started.once('exit', (code, signal) => {
      children.delete(started);
      if (!stopping) log(`nginx exited (${signal ?? code}): ${nginxErr.trim()} ${tail(errorLog, 5)}`);
    });
    const deadline = Date.now() + 10_000;
    while ((await statusOf(port, '/health')) !== 200) {
      if (started.exitCode !== null) throw new Error(`nginx did not start: ${nginxErr.trim()}\n${tail(errorLog, 10)}`);
      if (Date.now() > deadline) throw new Error(`nginx does not answer on ${url}:\n${tail(errorLog, 10)}`);
      await sleep(100);
    }
    log(`nginx: ${url} → ${instancePorts.map((p) => `127.0.0.1:${p}`).join(', ')} (pid ${started.pid})`);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    workDir,
    instances,
    accessLog,
    errorLog,
    tails: (lines = 20) => [
      ...instances.map((i) => `── instance ${i.number} (port ${i.port}) ${i.logFile}\n${tail(i.logFile, lines)}`),
      `── nginx ${errorLog}\n${tail(errorLog, lines)}`,
    ].join('\n'),
    stop,
  };
}
