// What several instances of the shop must share beyond the database: the rate limits and
// the invalidation of each instance's caches (issue 12; docs/decisions/0026). With
// REDIS_URL both go through Redis; without it the limits stay in the database and the
// invalidations in this process, as one instance needs.
import type { Database } from '@eshop/db';
import type { Config } from '../config.ts';
import { createDatabaseRateLimits, type RateLimits } from '../modules/accounts/rate-limits.ts';
import { connectRedis, redactedUrl, type RedisClient, type SharedStateLog } from './redis-client.ts';
import { createRedisRateLimits } from './redis-rate-limits.ts';
import { withFallback } from './fallback-rate-limits.ts';
import { createLocalBus, createRedisBus, type InvalidationBus, type RedisBus } from './invalidation-bus.ts';

export type { InvalidationBus, Invalidation } from './invalidation-bus.ts';

export interface SharedState {
  rateLimits: RateLimits;
  invalidations: InvalidationBus;
  /** Redis answers on both connections (true without Redis): for the readiness check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openSharedState(deps: { config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>; db: Database; log: SharedStateLog }): Promise<SharedState> {
  const { config, db, log } = deps;
  const inDatabase = createDatabaseRateLimits({ db });
  if (!config.REDIS_URL) {
    return { rateLimits: inDatabase, invalidations: createLocalBus(), ping: async () => true, close: async () => {} };
  }
  const url = config.REDIS_URL;
  const prefix = config.REDIS_PREFIX;
  // The bus is made once both connections exist; a reconnect before that has nothing to catch up on.
  const catchUp: { bus?: RedisBus } = {};
  const commands = await connectRedis({ url, name: 'commands', log, onReconnect: () => catchUp.bus?.publisherReconnected() });
  let subscriber: RedisClient;
  try {
    // Pub/sub takes a connection over: the subscriber has its own.
    subscriber = await connectRedis({ url, name: 'subscriber', log, onReconnect: () => catchUp.bus?.subscriberReconnected() });
  } catch (error) {
    commands.destroy();
    throw error;
  }
  const bus = createRedisBus({ publisher: commands, subscriber, prefix, log });
  catchUp.bus = bus;
  await bus.listen();
  log.info({ redis: redactedUrl(url), prefix }, 'rate limits and cache invalidation shared through redis');
  return {
    rateLimits: withFallback({ primary: createRedisRateLimits({ client: commands, prefix }), fallback: inDatabase, log }),
    invalidations: bus,
    async ping() {
      if (!subscriber.isReady) return false;
      return commands.ping().then((answer) => answer === 'PONG', () => false);
    },
    async close() {
      await Promise.all([subscriber.close(), commands.close()]);
    },
  };
}
