// Reviews (spec sections 1-4, 7; decisions.md "Reviews and requests"; issue 15): who may
// review what, the rating and text limits, and the aggregate the product page shows.
import type { OrderStatus } from '../orders/status.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The spec leaves the maximum open; issue 15 sets 500 characters. */
export const REVIEW_TEXT_MAX = 500;
/** Candidates per page loaded with the session (spec section 4). */
export const REVIEW_CANDIDATES_PAGE = 20;

export const isRating = (n: number): boolean => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX;

/** An item may be reviewed once its order is delivered (received) or completed. */
export function isReviewableStatus(status: OrderStatus): boolean {
  return status === 'OrderReceived' || status === 'Completed';
}

/** Average rating in tenths (4.3 → 43), rounded half up; 0 when there is none. Integers only. */
export function averageRatingTenths(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((sum * 20 + count) / (2 * count));
}

/** Text length counted in characters as people see them (a Chinese character or an emoji is one). */
export const textLength = (text: string): number => [...text].length;
