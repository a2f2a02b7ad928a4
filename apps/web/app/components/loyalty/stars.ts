// Star history entries as the membership card shows them.
import type { StarTransaction } from '@eshop/domain/contract';
import { formatStars } from '@eshop/domain/loyalty';

/** Stars with their sign and one decimal (spec section 5): 216 → '+21.6', -50 → '-5.0'. */
export function signedStars(tenths: number): string {
  return `${tenths > 0 ? '+' : ''}${formatStars(tenths)}`;
}

/** The screen an entry leads to: its online order, else its store order, else none. */
export function starLink(entry: Pick<StarTransaction, 'transactionId' | 'trxLogId'>): string | null {
  if (entry.transactionId) return `my/order-detail?transactionId=${encodeURIComponent(entry.transactionId)}`;
  if (entry.trxLogId !== null) return `my/store-order-detail?trxLogId=${entry.trxLogId}`;
  return null;
}
