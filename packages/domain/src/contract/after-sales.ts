// Response shapes of the after-sales calls (issue 15; docs/decisions/0031-requests-reviews.md):
// customer requests with their threads, reviews and the photos of both. Types only: the
// server's zod schemas and /api/openapi.json are the reference. Texts are in the request's
// language; times are ISO instants.
import type { RequestStatus, RequestType } from '../after-sales/requests.ts';

/** An uploaded photo as stored (re-encoded WebP) and its thumbnail. */
export interface Photo {
  id: string;
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** CustomerRequest.List: one of the member's requests. */
export interface CustomerRequestSummary {
  'cr.requestId': number;
  type: RequestType;
  typeLabel: string;
  subject: string;
  status: RequestStatus;
  statusLabel: string;
  /** cr.referenceId: the order's transactionId, or null. */
  referenceId: string | null;
  createdAt: string;
  lastMessageAt: string;
  /** Who wrote last: 'staff' means the team has answered. */
  lastAuthor: 'member' | 'staff';
  messageCount: number;
}

export interface RequestMessage {
  author: 'member' | 'staff';
  /** The member's nickname (or 'You') / the staff member's name. */
  authorName: string;
  content: string;
  createdAt: string;
}

/** ViewCustomerRequest: the request, its photos and its thread (oldest first). */
export interface CustomerRequestDetail extends CustomerRequestSummary {
  description: string;
  photos: Photo[];
  messages: RequestMessage[];
  closedAt: string | null;
  /** Whether the member may add a message now (open, or closed within 14 days: it re-opens). */
  canReply: boolean;
  /** A closed request: until when a message re-opens it; null otherwise. */
  reopenUntil: string | null;
}

/** ReviewCandidate.List: an item of a received or completed order awaiting the member's review. */
export interface ReviewCandidate {
  transactionId: string;
  't.itemId': number;
  name: string;
  spec: string;
  image: string;
  /** When the order was received or completed. */
  receivedAt: string;
}

/** The team's reply under a review. */
export interface ReviewReply {
  text: string;
  at: string;
}

/** ItemReview.List: a review as every shopper sees it on the product page. */
export interface ItemReview {
  reviewId: number;
  authorName: string;
  rating: number;
  text: string;
  photos: Photo[];
  createdAt: string;
  reply: ReviewReply | null;
}

/** Review.List: the member's own reviews, with the item and, if so, why it is hidden. */
export interface MemberReview extends ItemReview {
  't.itemId': number;
  transactionId: string;
  name: string;
  image: string;
  /** Hidden by the team (not shown on the product page), with the reason; null when shown. */
  hidden: { reason: string; at: string } | null;
}

/** ItemReview.List's summary: the count, the average (tenths: 43 = 4.3) and the count per rating 1-5. */
export interface ReviewSummary {
  count: number;
  averageTenths: number;
  histogram: [number, number, number, number, number];
}
