// The shop's job queue: pg-boss on the shop's own database, the same code on PostgreSQL
// and on the embedded PGlite (docs/decisions/0025). Jobs live in the `pgboss` schema;
// `send(tx, …)` writes one inside the caller's transaction (the outbox). Workers run in
// every instance that runs jobs; pg-boss hands each job to one of them (SKIP LOCKED),
// retries failures with backoff, and retries a job whose worker died once it expires.
import PgBoss from 'pg-boss';
import { queryRows, queryRowsPlanned, sqlClientOf, sqlClientOfTransaction, type Database, type Executor, type SqlClient } from '@eshop/db';
import { sql } from 'drizzle-orm';
import { JOB_NAMES, QUEUES, type JobHandlers, type JobName, type JobPayloads } from './definitions.ts';
import { assertCron, CHECK_SECONDS, dueFire, fireJobId } from './schedules.ts';

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** What a service needs to announce work: write a job in its own transaction. */
export interface Outbox {
  send<N extends JobName>(tx: Executor, name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
}

export interface QueueStats {
  queue: string;
  /** Waiting to run (created, or failed and waiting for its retry). */
  queued: number;
  active: number;
  /** Failed for good (retries used up). */
  failed: number;
}

export interface JobQueue extends Outbox {
  /** The database schema of the queue's tables. */
  readonly schema: string;
  /** Creates the queue's tables (first start) and the queues; done before the app serves. */
  prepare(): Promise<void>;
  /** Starts the workers, the schedules (schedules.ts) and pg-boss's maintenance (instances that run jobs). */
  work(handlers: JobHandlers): Promise<void>;
  /**
   * Runs every job that is due now, in this process, through the same handlers, until
   * none is left (tests, and scripts that must finish their work before they exit).
   * Returns how many ran; failures are recorded for retry like a worker's.
   */
  drain(handlers: JobHandlers, only?: readonly JobName[]): Promise<number>;
  stats(): Promise<QueueStats[]>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  log: JobLog;
  /** How often the queues are asked for due jobs (wakeWorkers): a job waits at most this long. */
  pollingSeconds: number;
  /** How often expired jobs are retried and old ones archived (pg-boss maintenance). */
  maintenanceSeconds: number;
  /** False: this process only sends jobs (no workers, schedules or maintenance). */
  runs: boolean;
  /** The database schema of the queue's tables (default pgboss; test files on a shared database each use their own). */
  schema?: string | undefined;
}

const TIME_ZONE = 'Asia/Shanghai';
/** Jobs a worker takes at once. */
const BATCH = 10;
/** How long stop() lets running jobs finish. */
const STOP_TIMEOUT_MS = 10_000;
/** A worker fetches on its own this often when nothing woke it (wakeWorkers). */
const FALLBACK_POLLING_SECONDS = 60;

/**
 * pg-boss's statements, counted while on their way: its stop() returns while a worker's
 * fetch may still be out, and the jobs that fetch brings are then run and completed
 * (completion not awaited by pg-boss) after the database was closed (stop() waits for these).
 */
function countingClient(client: SqlClient): SqlClient & { readonly inFlight: number } {
  let inFlight = 0;
  return {
    get inFlight() { return inFlight; },
    async executeSql(text, values) {
      inFlight += 1;
      try {
        return await client.executeSql(text, values);
      } finally {
        inFlight -= 1;
      }
    },
  };
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, log } = opts;
  const schema = opts.schema ?? 'pgboss';
  const bossClient = countingClient(sqlClientOf(db));
  /** Batches in a worker's hands. */
  let running = 0;
  const boss = new PgBoss({
    db: bossClient,
    schema,
    supervise: opts.runs,
    // The shop's own schedules (schedules.ts), not pg-boss's.
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let prepared: Promise<void> | null = null;
  let stopped = false;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let waking = false;

  async function createQueues(): Promise<void> {
    await boss.start();
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const name of JOB_NAMES) {
      const { cron: _cron, ...policy } = QUEUES[name];
      const q = existing.get(name);
      if (!q) {
        // Two instances starting together may both create it: the loser's error is harmless.
        await boss.createQueue(name, { name, ...policy }).catch(async (err: unknown) => {
          if (!(await boss.getQueue(name))) throw err;
        });
      } else if (opts.runs && (q.retryLimit !== policy.retryLimit || q.retryDelay !== policy.retryDelay || q.retryBackoff !== policy.retryBackoff)) {
        await boss.updateQueue(name, { name, ...policy });
      }
    }
  }

  /**
   * One question every polling interval for all the queues: which have a job due? Only their
   * workers fetch. Each of the 17 workers fetching on its own was 17 statements every 2 s
   * (≈ 80 ms of the embedded database's single thread, all at once; issue 18).
   */
  async function wakeWorkers(wake: (name: JobName) => Promise<void>): Promise<void> {
    if (waking || stopped) return;
    waking = true;
    try {
      const due = await queryRowsPlanned<{ name: string }>(db, sql`
        select distinct name from ${sql.identifier(schema)}.job where state < 'active' and start_after < now()`);
      for (const { name } of due) {
        // pg-boss's own queues (and any not the shop's) are not ours to run.
        if ((JOB_NAMES as readonly string[]).includes(name)) await wake(name as JobName);
      }
    } catch (err) {
      log.warn({ err }, 'due jobs not looked up; the next poll tries again');
    } finally {
      waking = false;
    }
  }

  /** Writes the job of every schedule due now, once across instances (schedules.ts). */
  async function startSchedules(): Promise<void> {
    const scheduled = JOB_NAMES.flatMap((name) => {
      const cron = QUEUES[name].cron;
      return cron ? [{ name, cron }] : [];
    });
    for (const { cron } of scheduled) assertCron(cron, TIME_ZONE);
    // pg-boss's schedules, kept by earlier versions of the shop: gone, so an older instance
    // still running during a rolling deploy no longer writes those jobs as well.
    for (const { name } of await boss.getSchedules()) await boss.unschedule(name);
    let checking = false;
    const check = async () => {
      if (checking || stopped) return;
      checking = true;
      try {
        const now = new Date();
        for (const { name, cron } of scheduled) {
          const fire = dueFire(cron, TIME_ZONE, now);
          // null from pg-boss: another check (here or on another instance) wrote this fire's job.
          if (fire) await boss.send(name, {}, { id: fireJobId(name, fire) });
        }
      } catch (err) {
        log.error({ err }, 'scheduled jobs not written; the next check tries again');
      } finally {
        checking = false;
      }
    };
    await check();
    if (!stopped) scheduleTimer = setInterval(() => { void check(); }, CHECK_SECONDS * 1000);
  }

  /** Runs one job; a failure is recorded on the job (retried after its backoff, or failed for good). */
  async function runOne<N extends JobName>(handlers: JobHandlers, name: N, job: PgBoss.JobWithMetadata<JobPayloads[N]>): Promise<boolean> {
    try {
      await handlers[name](job.data);
      return true;
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn']({ err, job: name, id: job.id, retry: job.retryCount }, last ? 'job failed for good' : 'job failed; it will be retried');
      // Not recorded (the database went away): the job stays active until it expires and
      // is retried then. Never thrown on: pg-boss would fail the batch without awaiting it.
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((failErr: unknown) => { log.error({ err: failErr, job: name, id: job.id }, 'job failure not recorded; it is retried once it expires'); });
      return false;
    }
  }

  return {
    schema,

    prepare() {
      prepared ??= createQueues();
      return prepared;
    },

    async send(tx, name, data, options = {}) {
      const id = await boss.send(name, data, {
        db: sqlClientOfTransaction(tx),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // pg-boss inserts nothing for a queue that does not exist: never lose work silently.
      if (!id) throw new Error(`job ${name} was not queued (queue missing?)`);
    },

    async work(handlers) {
      await this.prepare();
      // A queue's worker starts when it first has a job due (wakeWorkers): a start fetches
      // nothing from the queues that have none.
      const workers = new Map<JobName, string>();
      const start = async <N extends JobName>(name: N): Promise<void> => {
        // A batch at a time, each job failed (for its retry) on its own; pg-boss completes the
        // rest. A full batch means more is waiting: fetch again at once instead of after the
        // polling interval. Woken by wakeWorkers(); its own polling is the fallback.
        if (stopped) return;
        const workerId: string = await boss.work<JobPayloads[N]>(name, { batchSize: BATCH, includeMetadata: true, pollingIntervalSeconds: FALLBACK_POLLING_SECONDS }, async (batch) => {
          running += 1;
          try {
            for (const job of batch) await runOne(handlers, name, job);
          } finally {
            running -= 1;
          }
          if (batch.length === BATCH && !stopped) boss.notifyWorker(workerId);
        });
        workers.set(name, workerId);
      };
      const wake = () => wakeWorkers(async (name) => {
        const workerId = workers.get(name);
        if (workerId) boss.notifyWorker(workerId);
        else await start(name);
      });
      await startSchedules();
      await wake();
      if (!stopped) wakeTimer = setInterval(() => { void wake(); }, opts.pollingSeconds * 1000);
    },

    async drain(handlers, only = JOB_NAMES) {
      await this.prepare();
      let ran = 0;
      for (let pass = 0; pass < 20; pass += 1) {
        let thisPass = 0;
        for (const name of only) {
          const jobs = await boss.fetch<JobPayloads[typeof name]>(name, { batchSize: 50, includeMetadata: true });
          for (const job of jobs) {
            thisPass += 1;
            if (await runOne(handlers, name, job)) await boss.complete(name, job.id);
          }
        }
        ran += thisPass;
        if (thisPass === 0) break;
      }
      return ran;
    },

    async stats() {
      await this.prepare();
      const rows = await queryRows<{ name: string; queued: number; active: number; failed: number }>(db, sql`
        select name,
               count(*) filter (where state in ('created', 'retry'))::int as queued,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed')::int as failed
          from ${sql.identifier(schema)}.job group by name`);
      return JOB_NAMES.map((queue) => {
        const r = rows.find((x) => x.name === queue);
        return { queue, queued: r?.queued ?? 0, active: r?.active ?? 0, failed: r?.failed ?? 0 };
      });
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(scheduleTimer);
      clearInterval(wakeTimer);
      if (!prepared) return;
      await prepared.catch(() => undefined);
      // Graceful: running jobs finish (up to 10 s); what is left expires and runs elsewhere.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      // Then what pg-boss's stop does not wait for: a fetch that was out, the batch it
      // brought, that batch's completion (countingClient).
      while ((bossClient.inFlight > 0 || running > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
