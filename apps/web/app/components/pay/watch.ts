// Watching an unpaid order for its payment, in the browser (docs/decisions/0050): the pay
// page and an unpaid payment result ask PaymentStatus, which holds each question until the
// order is paid or cancelled or the seconds asked for are up, and ask again until the
// order settles, the watch's time is up or the page stops it (the shopper left: the held
// question is aborted, which also ends the server's wait).
import type { OrderSummary } from '@eshop/domain/contract';
import { ApiError, type createApi } from '../../api/client.ts';

export interface PaymentAnswer {
  paid: boolean;
  status: OrderSummary['status'];
}

export type PaymentWatchEnd =
  /** The order is paid. */
  | 'paid'
  /** It no longer waits for its payment and is not paid: cancelled meanwhile. */
  | 'cancelled'
  /** The shop refused the question (the session ended, the order is not the member's). */
  | 'refused'
  /** `forSeconds` passed with the order still unpaid. */
  | 'timed-out'
  /** The page stopped the watch. */
  | 'stopped';

export interface PaymentWatch {
  /** One question: PaymentStatus with `waitSeconds`, aborted with `signal`. */
  ask: (waitSeconds: number, signal: AbortSignal) => Promise<PaymentAnswer>;
  /** Aborted when the page no longer needs the answer. */
  signal: AbortSignal;
  /** How long the server may hold each question. */
  waitSeconds: number;
  /** How long to watch in all; without it, until the order settles or the page stops. */
  forSeconds?: number;
  /** At least this long between the starts of two questions: a server that answers at once
   * (draining, an older instance) or a failing network is not asked in a tight loop. */
  minGapMs: number;
}

/** The question about one order through the storefront's API client: PaymentStatus with the wait, abortable. */
export function paymentQuestion(api: ReturnType<typeof createApi>, transactionId: string): PaymentWatch['ask'] {
  return async (waitSeconds, signal) => (await api.paymentStatus(transactionId, waitSeconds, signal)).data;
}

/** Asks until the order is paid or cancelled, a question is refused, the time is up or `signal` aborts. */
export async function watchPayment(watch: PaymentWatch): Promise<PaymentWatchEnd> {
  const { signal } = watch;
  const until = watch.forSeconds === undefined ? Infinity : Date.now() + watch.forSeconds * 1000;
  while (!signal.aborted) {
    const wait = Math.min(watch.waitSeconds, Math.ceil((until - Date.now()) / 1000));
    if (wait <= 0) return 'timed-out';
    const asked = Date.now();
    try {
      const answer = await watch.ask(wait, signal);
      if (signal.aborted) break;
      if (answer.paid) return 'paid';
      if (answer.status !== 'PendingPayment') return 'cancelled';
    } catch (error) {
      if (signal.aborted) break;
      // A refusal will not change by asking again; a network or server hiccup may.
      if (error instanceof ApiError && error.status < 500) return 'refused';
    }
    await pause(watch.minGapMs - (Date.now() - asked), signal);
  }
  return 'stopped';
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
