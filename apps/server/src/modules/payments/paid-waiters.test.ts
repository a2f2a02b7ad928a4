// The waits of PaymentStatus?waitSeconds= (docs/decisions/0050): woken by their own order's
// payment only, by any payment elsewhere to read again, by their time, by the caller going
// away, and all at once when the instance stops; bounded in number.
import { describe, expect, it } from 'vitest';
import { createPaidWaiters } from './paid-waiters.ts';

const settled = <T>(p: Promise<T>) => Promise.race([p, new Promise<'pending'>((r) => setTimeout(r, 20, 'pending'))]);

describe('paid waiters', () => {
  it('wakes the waits of the paid order with the news, and no other', async () => {
    const waiters = createPaidWaiters();
    const first = waiters.wait('WO1', 5_000);
    const secondTab = waiters.wait('WO1', 5_000);
    const other = waiters.wait('WO2', 5_000);
    expect(waiters.size).toBe(3);
    waiters.paid('WO1');
    expect(await first).toBe('paid');
    expect(await secondTab).toBe('paid');
    expect(await settled(other)).toBe('pending');
    expect(waiters.size).toBe(1);
  });

  it('stopping ends every wait and answers later ones at once', async () => {
    const waiters = createPaidWaiters();
    const waits = [waiters.wait('WO1', 5_000), waiters.wait('WO2', 5_000)];
    waiters.stop();
    expect(await Promise.all(waits)).toEqual(['over', 'over']);
    expect(await settled(waiters.wait('WO3', 5_000))).toBe('over');
    expect(waiters.size).toBe(0);
  });

  it('a cancelled order wakes its own waits to read it again', async () => {
    const waiters = createPaidWaiters();
    const mine = waiters.wait('WO1', 5_000);
    const other = waiters.wait('WO2', 5_000);
    waiters.changed('WO1');
    expect(await mine).toBe('read-again');
    expect(await settled(other)).toBe('pending');
    waiters.stop();
  });

  it('a payment on another instance wakes every wait to read its order again', async () => {
    const waiters = createPaidWaiters();
    const waits = [waiters.wait('WO1', 5_000), waiters.wait('WO2', 5_000)];
    waiters.readAgain();
    expect(await Promise.all(waits)).toEqual(['read-again', 'read-again']);
    expect(waiters.size).toBe(0);
  });

  it('ends a wait when its time is up, or when the caller goes away', async () => {
    const waiters = createPaidWaiters();
    const started = Date.now();
    expect(await waiters.wait('WO1', 50)).toBe('over');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const gone = new AbortController();
    const wait = waiters.wait('WO1', 5_000, gone.signal);
    gone.abort();
    expect(await wait).toBe('over');
    expect(await waiters.wait('WO1', 5_000, gone.signal)).toBe('over'); // gone before it asked
    expect(waiters.size).toBe(0);
    waiters.paid('WO1'); // nothing left to wake
  });

  it('answers at once past its bound, and waits again once there is room', async () => {
    const waiters = createPaidWaiters({ max: 2 });
    const held = [waiters.wait('WO1', 5_000), waiters.wait('WO2', 5_000)];
    expect(await settled(waiters.wait('WO3', 5_000))).toBe('over');
    waiters.paid('WO1');
    await held[0];
    const third = waiters.wait('WO3', 5_000);
    expect(await settled(third)).toBe('pending');
    waiters.stop();
    expect(await Promise.all([held[1], third])).toEqual(['over', 'over']);
  });
});
