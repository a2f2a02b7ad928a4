// Graceful shutdown (docs/decisions/0027). On SIGTERM an instance first drains: /ready
// answers 503 so the load balancer stops sending, while everything still sent is served
// and each answer closes its keep-alive connection. Then Fastify's close() stops
// accepting connections, closes the idle ones, waits for the requests in flight and runs
// the onClose hooks (background work stops, providers close); then the database closes.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Whether this instance is on its way out; set once, never unset. */
export interface Drain {
  isDraining(): boolean;
  begin(): void;
  /** Runs `listener` when the drain begins (at once if it has). */
  onBegin(listener: () => void): void;
}

export function createDrain(): Drain {
  let draining = false;
  const listeners: Array<() => void> = [];
  return {
    isDraining: () => draining,
    begin() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onBegin(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}

/**
 * While draining, every answer carries `Connection: close`: the client's next request
 * opens a new connection, which the balancer sends elsewhere, instead of arriving on a
 * kept-alive socket just as the server closes it.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: Drain): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (drain.isDraining()) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/** After the drain, requests in flight and onClose hooks get this long before the process is ended anyway. */
export const SHUTDOWN_GRACE_MS = 20_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  drain: Drain;
  /** Seconds between SIGTERM and closing the server (SHUTDOWN_DRAIN_SECONDS). */
  drainSeconds: number;
  closeDatabase: () => Promise<void>;
}

/**
 * Handles SIGTERM (drain, then close) and SIGINT (close at once: a developer at the
 * terminal). A second signal cuts the drain short; the process exits 0 once closed, 1 if
 * closing failed or outlasted the drain plus SHUTDOWN_GRACE_MS.
 */
export function shutDownOnSignals({ app, drain, drainSeconds, closeDatabase }: ShutdownOptions): void {
  const skipDrain = new AbortController();
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) {
      skipDrain.abort();
      return;
    }
    stopping = true;
    const drainMs = signal === 'SIGTERM' ? drainSeconds * 1000 : 0;
    const force = setTimeout(() => {
      app.log.error({ afterMs: drainMs + SHUTDOWN_GRACE_MS }, 'shutdown took too long: forced exit');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    drain.begin();
    app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down: draining');
    try {
      if (drainMs > 0) await sleep(drainMs, undefined, { signal: skipDrain.signal }).catch(() => undefined);
      await app.close();
      await closeDatabase();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
