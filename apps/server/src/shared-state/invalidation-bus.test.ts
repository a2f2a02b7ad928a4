// The in-process bus (no Redis, one instance): publishing runs every handler of the topic
// at once; an unsubscribed handler no longer runs. The Redis bus is tested on a real Redis
// in test/shared-state-redis.test.ts.
import { describe, expect, it } from 'vitest';
import { createLocalBus } from './invalidation-bus.ts';

describe('local invalidation bus', () => {
  it('runs the handlers at once, until they unsubscribe', () => {
    const bus = createLocalBus();
    const runs: string[] = [];
    const stopCache = bus.subscribe('catalog', () => runs.push('cache'));
    bus.subscribe('catalog', () => runs.push('pages'));
    bus.publish('catalog');
    expect(runs).toEqual(['cache', 'pages']);
    stopCache();
    bus.publish('catalog');
    expect(runs).toEqual(['cache', 'pages', 'pages']);
  });
});
