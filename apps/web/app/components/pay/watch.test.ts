import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { watchPayment, type PaymentAnswer, type PaymentWatch } from './watch.ts';

const unpaid: PaymentAnswer = { paid: false, status: 'PendingPayment' };
const paid: PaymentAnswer = { paid: true, status: 'Paid' };

/** A PaymentStatus stand-in: each question answers after `heldMs` (or at once) with the next answer given. */
function shop(answers: (PaymentAnswer | Error)[], heldMs = 0) {
  const questions: { at: number; wait: number; signal: AbortSignal }[] = [];
  const ask: PaymentWatch['ask'] = (wait, signal) => {
    questions.push({ at: Date.now(), wait, signal });
    const next = answers.shift() ?? unpaid;
    if (!heldMs) return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (next instanceof Error ? reject(next) : resolve(next)), heldMs);
      signal.addEventListener('abort', () => { clearTimeout(timer); reject(new DOMException('aborted', 'AbortError')); }, { once: true });
    });
  };
  return { ask, questions };
}

describe('watchPayment', () => {
  beforeEach(() => { vi.useFakeTimers({ now: 0 }); });
  afterEach(() => { vi.useRealTimers(); });

  it('ends as soon as an answer says paid, asking with the wait each time', async () => {
    const { ask, questions } = shop([unpaid, paid], 10_000);
    const end = watchPayment({ ask, signal: new AbortController().signal, waitSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(end).resolves.toBe('paid');
    expect(questions.map((q) => [q.at, q.wait])).toEqual([[0, 10], [10_000, 10]]);
  });

  it('says cancelled when the order stopped waiting for its payment unpaid', async () => {
    const { ask } = shop([{ paid: false, status: 'Cancelled' }]);
    await expect(watchPayment({ ask, signal: new AbortController().signal, waitSeconds: 10, minGapMs: 2000 })).resolves.toBe('cancelled');
  });

  it('asks a server that answers at once no more often than minGapMs', async () => {
    const { ask, questions } = shop([unpaid, unpaid, unpaid, paid]);
    const end = watchPayment({ ask, signal: new AbortController().signal, waitSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(end).resolves.toBe('paid');
    expect(questions.map((q) => q.at)).toEqual([0, 2000, 4000, 6000]);
  });

  it('tries again after a network or server failure, but not after a refusal', async () => {
    const retried = shop([new TypeError('Failed to fetch'), new ApiError(503, 'Busy'), paid]);
    const end = watchPayment({ ask: retried.ask, signal: new AbortController().signal, waitSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(end).resolves.toBe('paid');
    expect(retried.questions.map((q) => q.at)).toEqual([0, 2000, 4000]);

    const refused = shop([new ApiError(401, 'Please log in.'), paid]);
    await expect(watchPayment({ ask: refused.ask, signal: new AbortController().signal, waitSeconds: 10, minGapMs: 2000 })).resolves.toBe('refused');
    expect(refused.questions).toHaveLength(1);
  });

  it('watches forSeconds in all: each question waits only the time left', async () => {
    const { ask, questions } = shop([], 3000);
    const end = watchPayment({ ask, signal: new AbortController().signal, waitSeconds: 4, forSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(end).resolves.toBe('timed-out');
    expect(questions.map((q) => [q.at, q.wait])).toEqual([[0, 4], [3000, 4], [6000, 4], [9000, 1]]);
  });

  it('stops when the page aborts, aborting the held question', async () => {
    const { ask, questions } = shop([], 10_000);
    const leaving = new AbortController();
    const end = watchPayment({ ask, signal: leaving.signal, waitSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(3000);
    leaving.abort();
    await expect(end).resolves.toBe('stopped');
    expect(questions).toHaveLength(1);
    expect(questions[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(questions).toHaveLength(1);
  });

  it('stops during the pause between questions without asking again', async () => {
    const { ask, questions } = shop([new TypeError('Failed to fetch')]);
    const leaving = new AbortController();
    const end = watchPayment({ ask, signal: leaving.signal, waitSeconds: 10, minGapMs: 2000 });
    await vi.advanceTimersByTimeAsync(500);
    leaving.abort();
    await expect(end).resolves.toBe('stopped');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(questions).toHaveLength(1);
  });
});
