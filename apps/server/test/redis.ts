// The Redis the shared-state tests use (TEST_REDIS_URL, default the local one; CI runs
// one too). Each test file takes keys and channels under a prefix of its own, so runs
// and files sharing the server do not meet, and deletes them at the end. An unreachable
// Redis fails these tests: it is not a reason to skip them.
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A prefix no other test file or run uses. */
export const uniquePrefix = (file: string): string => `eshop-test:${file}:${randomBytes(6).toString('hex')}:`;

/** A plain client for looking at what the shop stored; `cleanUp()` deletes the prefix's keys and closes it. */
export async function redisFor(prefix: string) {
  const client = await createClient({ url: REDIS_TEST_URL, socket: { reconnectStrategy: false } }).connect().catch((error: unknown) => {
    throw new Error(`These tests need Redis at ${REDIS_TEST_URL} (TEST_REDIS_URL): ${String(error)}`);
  });
  return Object.assign(client, {
    async cleanUp(): Promise<void> {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
        if (keys.length > 0) await client.del(keys);
      }
      await client.close();
    },
  });
}
