import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('loads once per key while fresh, shares concurrent loads, and reloads after clear()', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = async () => { loads += 1; return { n: loads }; };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(await cache.get('other', load)).toEqual({ n: 2 });
    cache.clear();
    expect(await cache.get('k', load)).toEqual({ n: 3 });
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('with a zero time-to-live always loads', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 0 });
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forgets entries after the time-to-live', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 20 });
    await cache.get('k', async () => ++loads);
    await new Promise((r) => setTimeout(r, 40));
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
