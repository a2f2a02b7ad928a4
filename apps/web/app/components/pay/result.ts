// What the payment result page (shopping/pay-result) says about an order, from the order
// alone: every state the page can meet, not just "paid" or "failed". The shopper lands
// there after paying, from a bookmark, or long after: the order may have been paid and
// then cancelled (its money on the way back, or back), cancelled unpaid, or be past its
// time to pay.
import type { OrderDetail } from '@eshop/domain/contract';
import type { OrderStatus } from '@eshop/domain/orders';

export type PayResultKind =
  /** Paid (whatever happened since, short of a cancellation). */
  | 'paid'
  /** Paid, then cancelled (or the money came after the cancel): the refund is on its way… */
  | 'refunding'
  /** …back with the payer… */
  | 'refunded'
  /** …or the provider refused it (customer service takes over). */
  | 'refund-failed'
  /** Cancelled before anything was paid: nothing was charged. */
  | 'cancelled'
  /** Unpaid and still payable: the spec's "payment failed" notice with "Pay again". */
  | 'unpaid'
  /** Unpaid and past its time to pay (the job cancels it shortly). */
  | 'expired'
  /** Nothing to pay here (a star-shop order, a legacy status). */
  | 'other';

/** Statuses in which "what happens next" (the delivery promise or the pickup day) still lies ahead. */
const AHEAD: readonly OrderStatus[] = ['Paid', 'OrderConfirmed', 'PendingDelivery', 'Ready'];

export function payResultKind(order: Pick<OrderDetail, 'status' | 'paymentStatus' | 'refund' | 'canPay'>): PayResultKind {
  if (order.status === 'Cancelled') {
    if (!order.refund) return 'cancelled';
    if (order.refund.status === 'succeeded') return 'refunded';
    return order.refund.status === 'failed' ? 'refund-failed' : 'refunding';
  }
  // (A paid order may also have a refund: a second payment of it, sent back at once.)
  if (order.paymentStatus === 'paid') return 'paid';
  if (order.status === 'PendingPayment') return order.canPay ? 'unpaid' : 'expired';
  return 'other';
}

/** Whether the page shows the delivery promise / pickup day: paid, and not yet on its way or done. */
export function showsNextSteps(order: Pick<OrderDetail, 'status'>, kind: PayResultKind): boolean {
  return kind === 'paid' && AHEAD.includes(order.status);
}
