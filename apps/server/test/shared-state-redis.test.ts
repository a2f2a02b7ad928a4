// The shared state on a real Redis (docs/decisions/0026): the rate limits keep the
// database store's semantics and hold under concurrency; invalidations reach the other
// instance and only once; an unreachable Redis fails the start with a clear message; a
// Redis that goes away later is logged, the limits count in the database meanwhile, and
// what was missed is made up for when it is back.
import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import type { RateLimits } from '../src/modules/accounts/rate-limits.ts';
import { connectRedis, type RedisClient, type SharedStateLog } from '../src/shared-state/redis-client.ts';
import { createRedisRateLimits } from '../src/shared-state/redis-rate-limits.ts';
import { createRedisBus, type InvalidationBus } from '../src/shared-state/invalidation-bus.ts';
import { openSharedState, type SharedState } from '../src/shared-state/index.ts';
import { REDIS_TEST_URL, redisFor, uniquePrefix } from './redis.ts';
import { startShop, type TestShop } from './helpers.ts';

const prefix = uniquePrefix('shared-state-redis');
let redis: Awaited<ReturnType<typeof redisFor>>;
beforeAll(async () => { redis = await redisFor(prefix); });
afterAll(async () => { await redis.cleanUp(); });

/** A log that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const at = (level: string) => (obj: object, msg: string) => { lines.push({ level, msg, obj }); };
  const log: SharedStateLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines, said: (msg: string) => lines.filter((l) => l.msg.includes(msg)).length };
}
const quiet = recordingLog().log;

/** Polls until `check` holds (at most `ms`); no fixed sleeps. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('rate limits in Redis', () => {
  let client: RedisClient;
  let limits: RateLimits;
  beforeAll(async () => {
    client = await connectRedis({ url: REDIS_TEST_URL, name: 'commands', log: quiet });
    limits = createRedisRateLimits({ client, prefix });
  });
  afterAll(async () => { await client.close(); });
  const key = (what: string) => `${what}:${randomUUID()}`;

  it('admits at most the room left when 40 requests arrive at once, and counts them', async () => {
    const k = key('admit');
    const admitted = await Promise.all(Array.from({ length: 40 }, () => limits.admit([[k, 3]], 15)));
    expect(admitted.filter(Boolean)).toHaveLength(3);
    expect((await limits.count([k], 15)).get(k)).toBe(3);
  });

  it('records under every key only when every key has room', async () => {
    const [full, roomy] = [key('full'), key('roomy')];
    expect(await limits.admit([[full, 1], [roomy, 5]], 60)).toBe(true);
    expect(await limits.admit([[full, 1], [roomy, 5]], 60)).toBe(false);
    expect(await limits.count([full, roomy], 60)).toEqual(new Map([[full, 1], [roomy, 1]]));
  });

  it('reserves with the counts before, in-flight requests included, and gives hits back on release', async () => {
    const [account, address] = [key('account'), key('address')];
    const first = await limits.reserve([account, address], 15, 3);
    expect(first.before).toEqual(new Map([[account, 0], [address, 0]]));
    expect(first.recorded).toBe(true);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => limits.reserve([account, address], 15, 3)));
    expect(parallel.filter((r) => r.recorded)).toHaveLength(2);
    expect(parallel.map((r) => Math.max(...r.before.values())).sort()).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    await first.release();
    expect((await limits.count([account], 15)).get(account)).toBe(2);
    // A reservation that recorded nothing gives nothing back.
    await parallel.find((r) => !r.recorded)!.release();
    expect((await limits.count([address], 15)).get(address)).toBe(2);
  });

  it('counts the window only, keeps keys under the prefix for a day, and forgets on clear', async () => {
    const k = key('window');
    await limits.hit([k]);
    const set = `${prefix}rate:${k}`;
    const now = Date.now();
    await redis.zAdd(set, [{ score: now - 20 * 60_000, value: 'twenty-minutes-ago' }, { score: now - 25 * 3_600_000, value: 'yesterday' }]);
    expect((await limits.count([k], 15)).get(k)).toBe(1);
    expect((await limits.count([k], 60)).get(k)).toBe(2);
    // Hits older than a day are swept as the key is used; the key expires with its last hit.
    expect(await redis.zScore(set, 'yesterday')).toBeNull();
    const ttl = await redis.pTTL(set);
    expect(ttl).toBeGreaterThan(23 * 3_600_000);
    await limits.clear(k);
    expect(await redis.exists(set)).toBe(0);
    expect((await limits.count([k], 60)).get(k)).toBe(0);
  });
});

describe('invalidation bus over Redis', () => {
  const clients: RedisClient[] = [];
  async function instance(log = quiet): Promise<InvalidationBus> {
    const publisher = await connectRedis({ url: REDIS_TEST_URL, name: 'commands', log });
    const subscriber = await connectRedis({ url: REDIS_TEST_URL, name: 'subscriber', log });
    clients.push(publisher, subscriber);
    const bus = createRedisBus({ publisher, subscriber, prefix, log });
    await bus.listen();
    return bus;
  }
  afterAll(async () => { await Promise.all(clients.map((c) => c.close())); });

  it('runs the handlers here at once and on the other instance through Redis, each once', async () => {
    const [a, b] = [await instance(), await instance()];
    const runs = { a: 0, b: 0 };
    a.subscribe('catalog', () => { runs.a++; });
    const stop = b.subscribe('catalog', () => { runs.b++; });
    a.publish('catalog');
    expect(runs.a).toBe(1);
    // How fast it arrives is measured in bench/, not asserted here (a loaded CI machine).
    await eventually(() => runs.b === 1, 10_000);
    b.publish('catalog');
    await eventually(() => runs.a === 2);
    expect(runs.b).toBe(2); // its own, at once; not again through Redis
    stop();
    a.publish('catalog');
    await eventually(() => runs.a === 3);
    expect(runs.b).toBe(2);
  });

  it('announces to the other instances only: a payment applied here wakes the pay pages waiting there', async () => {
    const [a, b] = [await instance(), await instance()];
    const runs = { a: 0, b: 0, aCatalog: 0 };
    a.subscribe('payments', () => { runs.a++; });
    a.subscribe('catalog', () => { runs.aCatalog++; });
    b.subscribe('payments', () => { runs.b++; });
    a.announce('payments');
    await eventually(() => runs.b === 1, 10_000);
    // A later message on the same channel: once it reached a, a's own announcement had come back before it.
    b.publish('catalog');
    await eventually(() => runs.aCatalog === 1, 10_000);
    expect(runs.a).toBe(0);
  });

  it('ignores (and logs) a message it cannot read', async () => {
    const { log, said } = recordingLog();
    const bus = await instance(log);
    let runs = 0;
    bus.subscribe('catalog', () => { runs++; });
    await redis.publish(`${prefix}invalidate`, '{"topic":"everything"}');
    await eventually(() => said('unreadable invalidation message') === 1);
    expect(runs).toBe(0);
  });
});

/** A TCP relay to Redis that the test can take away and bring back on the same port. */
async function redisRelay() {
  const target = new URL(REDIS_TEST_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  async function start(): Promise<void> {
    server = createServer((inbound) => {
      const outbound = connect(Number(target.port || 6379), target.hostname);
      for (const s of [inbound, outbound]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s)).on('error', () => s.destroy());
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  }
  await start();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    start,
    async stop(): Promise<void> {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

describe('openSharedState', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => { handle = await openFromTemplate(await cachedTemplate({ seed: true })); });
  afterAll(async () => { await handle.close(); });
  const hitsInDatabase = async (key: string) =>
    (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from rate_limit_hit where key = ${key}`))[0]!.n;

  it('without REDIS_URL: limits in the database, invalidations in this process, always ready', async () => {
    const state = await openSharedState({ config: { REDIS_URL: undefined, REDIS_PREFIX: prefix }, db: handle.db, log: quiet });
    let runs = 0;
    state.invalidations.subscribe('catalog', () => { runs++; });
    state.invalidations.publish('catalog');
    expect(runs).toBe(1);
    const k = `local:${randomUUID()}`;
    expect(await state.rateLimits.admit([[k, 1]], 15)).toBe(true);
    expect(await hitsInDatabase(k)).toBe(1);
    expect(await state.ping()).toBe(true);
    await state.close();
  });

  it('fails the start with a clear message, without the password, when Redis cannot be reached', async () => {
    const relay = await redisRelay();
    const url = relay.url().replace('//', '//:hunter2@');
    await relay.stop();
    const started = Date.now();
    const failure = await openSharedState({ config: { REDIS_URL: url, REDIS_PREFIX: prefix }, db: handle.db, log: quiet }).then(() => null, (e: unknown) => e as Error);
    expect(failure?.name).toBe('ConfigError');
    expect(failure?.message).toMatch(/^REDIS_URL: no Redis answers at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/? \(.*ECONNREFUSED.*\)/);
    expect(failure?.message).not.toContain('hunter2');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  describe('when Redis goes away and comes back', () => {
    let relay: Awaited<ReturnType<typeof redisRelay>>;
    let state: SharedState;
    let other: SharedState;
    const recorded = recordingLog();
    beforeAll(async () => {
      relay = await redisRelay();
      state = await openSharedState({ config: { REDIS_URL: relay.url(), REDIS_PREFIX: prefix }, db: handle.db, log: recorded.log });
      other = await openSharedState({ config: { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefix }, db: handle.db, log: quiet });
    });
    afterAll(async () => { await state.close(); await other.close(); });

    it('keeps serving: limits fall back to the database, local caches still clear, and it catches up afterwards', async () => {
      const runs = { here: 0, other: 0 };
      state.invalidations.subscribe('catalog', () => { runs.here++; });
      other.invalidations.subscribe('catalog', () => { runs.other++; });
      const k = `outage:${randomUUID()}`;
      expect(await state.rateLimits.admit([[k, 2]], 15)).toBe(true);
      expect(await redis.zCard(`${prefix}rate:${k}`)).toBe(1);
      expect(await state.ping()).toBe(true);
      const reservation = await state.rateLimits.reserve([`outage-reserve:${randomUUID()}`], 15, 3);

      await relay.stop();
      await eventually(async () => !(await state.ping()));
      // Counted in the database now: afresh, and still limited.
      expect(await state.rateLimits.admit([[k, 2]], 15)).toBe(true);
      expect(await state.rateLimits.admit([[k, 2]], 15)).toBe(true);
      expect(await state.rateLimits.admit([[k, 2]], 15)).toBe(false);
      expect(await hitsInDatabase(k)).toBe(2);
      expect(recorded.said('counting in the database meanwhile')).toBe(1);
      expect(recorded.said('redis connection lost')).toBe(2); // both connections, once each
      // A sign-in made on Redis and succeeding during the outage: its hit cannot be given back, and that is no error.
      await reservation.release();
      // This instance's caches are dropped at once; the others' cannot be told yet.
      state.invalidations.publish('catalog');
      expect(runs).toEqual({ here: 1, other: 0 });

      await relay.start();
      await eventually(() => state.ping(), 10_000);
      // Back: what was not published is published, and this instance drops its caches for what it may have missed.
      await eventually(() => runs.other === 1 && runs.here === 2, 10_000);
      expect(await state.rateLimits.admit([[k, 2]], 15)).toBe(true);
      expect(await redis.zCard(`${prefix}rate:${k}`)).toBe(2);
      expect(recorded.said('rate limits: back on redis')).toBe(1);
      expect(recorded.said('redis connection back')).toBe(2);
      // Subscribed again: the other instance's changes arrive.
      other.invalidations.publish('catalog');
      await eventually(() => runs.here === 3, 10_000);
    });
  });
});

describe('/ready with REDIS_URL', () => {
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let shop: TestShop;
  beforeAll(async () => {
    relay = await redisRelay();
    shop = await startShop('pglite', { REDIS_URL: relay.url(), REDIS_PREFIX: prefix });
  });
  afterAll(async () => { await shop.close(); await relay.stop(); });

  it('answers 503 naming redis while Redis cannot be reached, and 200 again when it is back', async () => {
    const ready = () => shop.inject({ method: 'GET', url: '/ready' });
    expect((await ready()).statusCode).toBe(200);
    await relay.stop();
    await eventually(async () => (await ready()).statusCode === 503);
    expect((await ready()).json()).toMatchObject({ status: 'unavailable', failed: ['redis'] });
    // Alive all along: the process is fine, the load balancer just sends elsewhere.
    expect((await shop.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await relay.start();
    await eventually(async () => (await ready()).statusCode === 200, 10_000);
  });
});
