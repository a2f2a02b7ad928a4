// Shapes of the back-office's customer service calls (issue 16; staff/requests, staff/reviews
// and staff/members in apps/server/src/modules/{requests,reviews,accounts}/…routes.ts): the
// requests with who filed them, the reviews as the team moderates them, and the members.
// Types only: the server's zod schemas and /api/openapi.json are the reference.
import type { CustomerRequestDetail, CustomerRequestSummary, ItemReview } from './after-sales.ts';
import type { StarTransaction, StoreOrderSummary } from './loyalty.ts';
import type { OrderSummary, Voucher } from './orders.ts';

/** Who filed a request, for the team: the card code and the first of nickname, full name, e-mail, phone. */
export interface RequestMember {
  memberCode: string;
  name: string;
}

/** A request in the team's inbox. */
export type StaffRequestSummary = CustomerRequestSummary & { member: RequestMember };

/** A request's thread as the team reads it. */
export type StaffRequestDetail = CustomerRequestDetail & { member: RequestMember };

/** A review as the team moderates it. */
export type StaffReview = ItemReview & {
  't.itemId': number; transactionId: string; name: string; image: string;
  /** The author's card code (null once the account is cancelled). */
  memberCode: string | null;
  /** Who wrote the reply (staff username). */
  replyBy: string | null;
  hidden: { reason: string; at: string } | null;
};

/** A member in the search results and at the top of their page. */
export interface StaffMemberSummary {
  memberCode: string;
  /** Nickname, else the full name, e-mail or phone: what the team calls them. */
  name: string;
  nickname: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  phoneVerified: boolean;
  level: number;
  levelName: string;
  starsTenths: number;
  birthday: string | null;
  registeredAt: string;
}

export type VoucherStatus = 'available' | 'used' | 'expired';

export interface StaffMemberPage extends StaffMemberSummary {
  orders: { rows: Pick<OrderSummary, 'transactionId' | 'orderType' | 'status' | 'statusLabel' | 'createdAt' | 'totalFen' | 'starsCostTenths' | 'deliveryOption' | 'quantity'>[]; total: number };
  storeOrders: { rows: StoreOrderSummary[]; total: number };
  stars: { rows: StarTransaction[]; total: number };
  vouchers: (Pick<Voucher, 'v.voucherId' | 'kind' | 'title' | 'validFrom' | 'validUntil' | 'usedAt' | 'usedTransactionId'> & { status: VoucherStatus })[];
}
