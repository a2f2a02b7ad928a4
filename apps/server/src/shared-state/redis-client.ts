// One connection to Redis (docs/decisions/0026-shared-state-redis.md), opened at start:
// a Redis that cannot be reached then fails the start with a message that says so. Once
// connected, a lost connection is logged and retried with backoff and never crashes the
// process; commands sent meanwhile fail at once instead of waiting in a queue, so their
// callers can fall back (rate limits) or remember what was missed (invalidations).
// The client library is loaded by the first connection: a shop without REDIS_URL never
// loads it (≈ 4.5 MB of heap; bench/README.md, issue 18, twelfth session).
import type * as RedisLibrary from '@redis/client';
import { ConfigError } from '../config.ts';

export interface SharedStateLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Attempts at start before giving up (a Redis started alongside gets a moment). */
const START_ATTEMPTS = 3;
/** A healthy Redis answers in well under a millisecond; past this, callers fall back. */
const COMMAND_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;

/** The URL without its password, for logs and messages. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A readable reason: Node's AggregateError (IPv4 and IPv6 both refused) has no message of its own. */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  if (error instanceof Error) return error.message || String((error as { code?: unknown }).code ?? error.name);
  return String(error);
}

const newClient = (redis: typeof RedisLibrary, url: string, reconnectStrategy: (retries: number, cause: Error) => number | Error) => redis.createClient({
  url,
  disableOfflineQueue: true,
  commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  socket: { connectTimeout: 3000, reconnectStrategy },
});

export type RedisClient = ReturnType<typeof newClient>;

/**
 * A connected client; `name` says which in the logs ('commands', 'subscriber').
 * `onReconnect` runs each time the connection is back after a loss.
 */
export async function connectRedis(opts: { url: string; name: string; log: SharedStateLog; onReconnect?: () => void }): Promise<RedisClient> {
  const { log, name } = opts;
  let connected = false;
  let down = false;
  const client = newClient(await import('@redis/client'), opts.url, (retries, cause) => {
    if (connected) return Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS);
    return retries < START_ATTEMPTS - 1 ? 200 : cause;
  });
  // Without a listener an 'error' event would end the process.
  client.on('error', (error: unknown) => {
    if (!connected || down) return;
    down = true;
    log.error({ redis: name, reason: reasonOf(error) }, 'redis connection lost; retrying');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: name }, 'redis connection back');
    opts.onReconnect?.();
  });
  try {
    await client.connect();
  } catch (error) {
    throw new ConfigError(`REDIS_URL: no Redis answers at ${redactedUrl(opts.url)} (${reasonOf(error)}). `
      + 'Start Redis there, or unset REDIS_URL to run one instance without it (README, "Configuration").');
  }
  connected = true;
  return client;
}
