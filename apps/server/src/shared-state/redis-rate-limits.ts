// The rate limits in Redis (docs/decisions/0026): one sorted set per key, a hit being a
// member scored with Redis's own clock in milliseconds, so every instance counts on one
// clock. Counting, deciding and recording run in one Lua script, which Redis executes
// alone: the same atomicity the database store gets from its advisory locks.
import { randomBytes } from 'node:crypto';
import type { RateLimits } from '../modules/accounts/rate-limits.ts';
import type { RedisClient } from './redis-client.ts';

/** Hits are kept a day, as in the database (the longest window is an hour). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A limit that never refuses (`hit`). */
const NO_LIMIT = -1;

/**
 * KEYS: the keys' sorted sets. ARGV: window ms, hit id, keep ms, then one limit per key:
 * the hit is recorded under every key when each has fewer hits in the window than its
 * limit (NO_LIMIT: always; 0: never, a count). Returns {recorded (0/1), count per key}.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window, id, keep = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3])
local reply, record = {0}, true
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - keep)
  local n = redis.call('ZCOUNT', key, '(' .. (now - window), '+inf')
  reply[i + 1] = n
  local limit = tonumber(ARGV[3 + i])
  if limit >= 0 and n >= limit then record = false end
end
if record then
  for _, key in ipairs(KEYS) do
    redis.call('ZADD', key, now, id)
    redis.call('PEXPIRE', key, keep)
  end
  reply[1] = 1
end
return reply`;

export function createRedisRateLimits(deps: { client: RedisClient; prefix: string }): RateLimits {
  const { client } = deps;
  const redisKey = (key: string) => `${deps.prefix}rate:${key}`;

  async function take(keys: readonly string[], windowMinutes: number, limits: readonly number[]) {
    const id = randomBytes(12).toString('base64url');
    const reply = await client.eval(TAKE, {
      keys: keys.map(redisKey),
      arguments: [String(windowMinutes * 60_000), id, String(KEEP_MS), ...limits.map(String)],
    }) as number[];
    return { id, recorded: reply[0] === 1, counts: new Map(keys.map((key, i) => [key, Number(reply[i + 1])])) };
  }

  return {
    count: async (keys, windowMinutes) => (await take(keys, windowMinutes, keys.map(() => 0))).counts,
    async hit(keys) {
      await take(keys, 0, keys.map(() => NO_LIMIT));
    },
    async reserve(keys, windowMinutes, recordBelow) {
      const { id, recorded, counts } = await take(keys, windowMinutes, keys.map(() => recordBelow));
      return {
        before: counts,
        recorded,
        async release() {
          if (!recorded) return;
          const removal = client.multi();
          for (const key of keys) removal.zRem(redisKey(key), id);
          await removal.exec();
        },
      };
    },
    admit: async (wanted, windowMinutes) => (await take(wanted.map(([key]) => key), windowMinutes, wanted.map(([, max]) => max))).recorded,
    async clear(key) {
      await client.del(redisKey(key));
    },
  };
}
