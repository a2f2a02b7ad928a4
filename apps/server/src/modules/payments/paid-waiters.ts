// The pay pages waiting on this instance for their orders to be paid (PaymentStatus with
// `waitSeconds`, docs/decisions/0050). A payment applied here wakes the waits of its order
// with the news, a cancellation here wakes them to read the order again; a change on
// another instance (the invalidation bus's 'payments') wakes every wait to read its order
// again. Nothing is kept once a wait ends.

/** Why a wait ended: its order was paid here, it or some order changed (read it again), or its time was up (or it was let go). */
export type WaitEnd = 'paid' | 'read-again' | 'over';

export interface PaidWaiters {
  /**
   * Waits at most `ms` for news of `transactionId`. 'over' at once when `signal` is aborted,
   * `max` waits are running already or the waits were stopped (the caller answers what it knows).
   */
  wait(transactionId: string, ms: number, signal?: AbortSignal): Promise<WaitEnd>;
  /** The order was paid on this instance (after its transaction committed). */
  paid(transactionId: string): void;
  /** The order stopped waiting for its payment otherwise (cancelled here): its waits read it again. */
  changed(transactionId: string): void;
  /** Some order was paid or cancelled on another instance: every wait reads its order again. */
  readAgain(): void;
  /** Ends every wait now and answers later ones at once (the instance is stopping: the pages ask again, elsewhere). */
  stop(): void;
  /** How many waits are running. */
  readonly size: number;
}

/** At most this many waits at once, each holding a connection and a timer; past it a request answers at once, as without a wait. */
export const MAX_PAID_WAITERS = 2_000;

export function createPaidWaiters(options: { max?: number } = {}): PaidWaiters {
  const max = options.max ?? MAX_PAID_WAITERS;
  const byOrder = new Map<string, Set<(end: WaitEnd) => void>>();
  let size = 0;
  let stopped = false;

  const endAll = (end: WaitEnd) => {
    for (const ends of [...byOrder.values()]) for (const finish of [...ends]) finish(end);
  };
  const endOrder = (transactionId: string, end: WaitEnd) => {
    for (const finish of [...(byOrder.get(transactionId) ?? [])]) finish(end);
  };

  return {
    wait(transactionId, ms, signal) {
      if (stopped || signal?.aborted || size >= max || ms <= 0) return Promise.resolve('over');
      return new Promise<WaitEnd>((resolve) => {
        const finish = (end: WaitEnd) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          const ends = byOrder.get(transactionId);
          ends?.delete(finish);
          if (ends?.size === 0) byOrder.delete(transactionId);
          size -= 1;
          resolve(end);
        };
        const onAbort = () => finish('over');
        const timer = setTimeout(finish, ms, 'over');
        signal?.addEventListener('abort', onAbort, { once: true });
        let ends = byOrder.get(transactionId);
        if (!ends) byOrder.set(transactionId, (ends = new Set()));
        ends.add(finish);
        size += 1;
      });
    },
    paid: (transactionId) => endOrder(transactionId, 'paid'),
    changed: (transactionId) => endOrder(transactionId, 'read-again'),
    readAgain: () => endAll('read-again'),
    stop() {
      stopped = true;
      endAll('over');
    },
    get size() { return size; },
  };
}
