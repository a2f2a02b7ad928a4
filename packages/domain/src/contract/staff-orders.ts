// Response shapes of the back-office's order desk (issue 16; staff/orders calls in
// apps/server/src/modules/staff/order-routes.ts): the board, the order search and the order as
// the team sees it. Types only: the server's zod schemas and /api/openapi.json are the
// reference. Times are ISO instants; money in fen, stars in tenths.
import type { BoardBucket, StaffAction } from '../orders/desk.ts';
import type { OrderStatus, OrderType } from '../orders/status.ts';
import type { DeliveryOption } from '../shipping/shipping.ts';

export interface OrderBoard {
  /** Today in Shanghai: the pickup day of today's pickups. */
  date: string;
  counts: Record<BoardBucket, number>;
  /** Pickup stores (and any store with a pickup today) in the shop's order, with today's pickups not yet collected and how many of them are ready. */
  pickupsToday: { storeId: number; storeName: string; open: number; ready: number }[];
}

export interface DeskOrderRow {
  transactionId: string;
  orderType: OrderType;
  status: OrderStatus;
  statusLabel: string;
  deliveryOption: DeliveryOption;
  totalFen: number;
  starsCostTenths: number;
  createdAt: string;
  paidAt: string | null;
  /** The recipient (delivery) or the pickup person. */
  recipient: string | null;
  pickupName: string | null;
  /** The recipient's or pickup person's mobile. */
  phone: string | null;
  email: string | null;
  city: string | null;
  /** The pickup store's name in the caller's language. */
  store: string | null;
  promisedDate: string | null;
  logisticsCompany: string | null;
  shipmentNo: string | null;
  courierBooked: boolean;
}

export interface DeskOrderDetail {
  transactionId: string;
  orderType: OrderType;
  status: OrderStatus;
  statusLabel: string;
  deliveryOption: DeliveryOption;
  createdAt: string;
  /** The delivery promise, or the pickup day (Shanghai date). */
  promisedDate: string | null;
  comment: string;
  /** Why it was cancelled. */
  remarks: string | null;
  products: { skuId: number; itemId: number; name: string; spec: string; unitPriceFen: number; quantity: number; lineTotalFen: number }[];
  gifts: { giftId: number; name: string; starsTenths: number; quantity: number; lineStarsTenths: number }[];
  totals: {
    subtotalFen: number; discountFen: number; shippingFen: number; cashVoucherFen: number; totalFen: number;
    starsCostTenths: number; pendingStarsTenths: number; starsReceivedTenths: number;
  };
  vouchers: { title: string; kind: string; amountFen: number }[];
  customer: { memberCode: string; email: string | null; phone: string | null; nickname: string | null; level: number; cancelled: boolean } | null;
  delivery: { recipient: string; mobile: string; province: string; city: string; district: string; street: string; unit: string; zip: string } | null;
  pickup: { storeName: string; storeAddress: string; storePhone: string; pickupName: string; pickupMobile: string; date: string | null; opens: string | null; closes: string | null } | null;
  payment: {
    method: string; methodLabel: string; status: 'unpaid' | 'paid' | 'refunded' | 'cancelled'; statusLabel: string; paidAt: string | null;
    refund: { status: 'pending' | 'succeeded' | 'failed'; amountFen: number } | null;
  };
  logisticsCompany: string | null;
  shipmentNo: string | null;
  shipments: { logisticsCompany: string; shipmentNo: string; status: string; statusLabel: string; tracked: boolean; createdAt: string }[];
  courierBooked: boolean;
  /** Every status change, oldest first: who (actor, the staff member's username and name), when, and the note. */
  events: { from: OrderStatus | null; to: OrderStatus; toLabel: string; actor: string; actorRef: string | null; staffName: string | null; note: string | null; at: string }[];
  /** Messages with the customer, oldest first (customer: their nickname, when they have one). */
  messages: { author: 'customer' | 'staff'; authorName: string | null; content: string; at: string }[];
  /** What the asking staff member may do now. */
  actions: StaffAction[];
}
