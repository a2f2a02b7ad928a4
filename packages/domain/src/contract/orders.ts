// Response shapes of vouchers, checkout, orders, payment and delivery calls (spec
// sections 3, 4 and 7; decisions.md; docs/decisions/0012-checkout-orders-payment.md).
// Types only: the server's zod schemas and /api/openapi.json are the reference.
// Money is integer fen; stars are integer tenths of a star.

import type { OrderStatus, OrderType } from '../orders/status.ts';
import type { DeliveryOption } from '../shipping/shipping.ts';
import type { Address } from './account.ts';
import type { GiftOrderLine } from './star-shop.ts';

export type VoucherKind = 'off' | 'discount' | 'cash';

/** Why a voucher cannot be used now (shown gray with this reason). */
export type VoucherUnusableReason = 'EXPIRED' | 'NOT_YET_VALID' | 'USED' | 'MIN_SPEND' | 'ONE_COUPON';

/** One voucher of the member (CashVoucher.List, WalletItem.List, Checkout). */
export interface Voucher {
  'v.voucherId': number;
  kind: VoucherKind;
  /** In the request language, e.g. 'RMB 30 off orders over RMB 200'. */
  title: string;
  /** off: amount off; cash: face amount; discount: cap (0 = none). */
  amountFen: number;
  /** cash vouchers: what was paid for it. */
  amountPayableFen: number | null;
  /** discount: percent off (15 = 15 % off). */
  percentOff: number | null;
  minSpendFen: number;
  validFrom: string;
  validUntil: string;
  expired: boolean;
  used: boolean;
  usedAt: string | null;
  /** The order it was used on. */
  usedTransactionId: string | null;
  /** Against the goods total given (Checkout: the cart), green when true. */
  usable: boolean;
  /** Gray, with this reason, when not usable. */
  reason: VoucherUnusableReason | null;
  /** Localized reason text (e.g. 'Spend RMB 50.00 more to use it'). */
  reasonText: string | null;
  /** What it would take off the goods total given (0 when unusable). */
  saves: number;
}

export interface PickupStore {
  'r.storeId': number;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** Metres from the shopper's location when one was given (ChooseShop), else null. */
  distanceM: number | null;
}

/** The priced order: what Checkout shows and testrun/CreateOrder answers. */
export interface OrderQuote {
  lines: QuoteLine[];
  goodsFen: number;
  /** Coupon (off / discount) amount. */
  discountFen: number;
  shippingFen: number;
  /** Cash vouchers applied. */
  cashVoucherFen: number;
  /** What will be charged: goods - discount + shipping - cash vouchers. */
  totalFen: number;
  /** Goods total after discounts still needed for free shipping (0 = free). */
  toFreeShippingFen: number;
  freeShippingThresholdFen: number;
  pendingStarsTenths: number;
  deliveryOption: DeliveryOption;
  /** The delivery promise (delivery) or pickup date. */
  promise: { date: string; daysFromToday: number; isShanghai: boolean; doubleElevenNote: boolean; text: string };
  /** The vouchers applied, with what each took off. */
  vouchersApplied: { 'v.voucherId': number; kind: VoucherKind; amountFen: number }[];
}

export interface QuoteLine {
  'sku.skuId': number;
  itemId: number;
  name: string;
  spec: string;
  image: string;
  unitPriceFen: number;
  quantity: number;
  lineTotalFen: number;
}

/** GET a/capi/shopping/Checkout: everything the checkout page needs. */
export interface CheckoutData {
  addresses: Address[];
  stores: PickupStore[];
  /** The nearest pickup store to the location given (lat/lng), else the first. */
  nearestStoreId: number | null;
  vouchers: Voucher[];
  /** Priced for the query's choices (default: delivery to the default address, no voucher). */
  quote: OrderQuote;
  /** The member's level and its name (shipping threshold, star rate). */
  level: number;
  levelName: string;
  /** Lines that cannot be ordered now (sold out or short of stock); checkout is refused while any. */
  problems: { 'sku.skuId': number; name: string; available: number; quantity: number }[];
  /** Whether the member is a registered member (gets the confirmation e-mail). */
  registered: boolean;
  /** An order not paid within this many minutes is cancelled (ORDER_PAY_MINUTES). */
  payMinutes: number;
  /** Who collects a pickup order, proposed from the profile: the name and the verified mobile ('' where unknown; address/pickup.ts). */
  pickupPerson: { name: string; mobile: string };
}

/** CreateOrder's answer data. */
export interface CreatedOrder {
  transactionId: string;
  totalFen: number;
  status: OrderStatus;
  /** Unpaid orders are cancelled after this (ISO instant). */
  payBefore: string | null;
}

export interface OrderSummary {
  transactionId: string;
  orderType: OrderType;
  status: OrderStatus;
  /** Localized status label. */
  statusLabel: string;
  createdAt: string;
  totalFen: number;
  deliveryOption: DeliveryOption;
  /** First lines' thumbnails and the line count, for the list. */
  images: string[];
  itemCount: number;
  /** Quantity total. */
  quantity: number;
  canPay: boolean;
  canCancel: boolean;
  /** Star-shop (WP) orders: the stars paid (tenths); 0 for shop orders (their totals are money). */
  starsCostTenths: number;
}

export interface OrderMessage {
  author: 'customer' | 'staff';
  /** The member's nickname (or 'You') / the staff name. */
  authorName: string;
  createdAt: string;
  content: string;
}

/**
 * OrderNotice.List (the message centre): the team's message on an order, a status change
 * the shop made, or news about the membership (stars credited or taken back, a level
 * change, the birthday gift).
 */
export type OrderNotice = { createdAt: string } & (
  | { kind: 'message'; transactionId: string; authorName: string; content: string }
  | { kind: 'status'; transactionId: string; status: OrderStatus; statusLabel: string }
  | {
    kind: 'loyalty';
    event: 'levelUp' | 'levelDown' | 'starsEarned' | 'starsVoided' | 'starsAdjusted' | 'birthdayGift' | 'requestAnswered' | 'requestClosed';
    /** Localized one-line title and sentence. */
    title: string;
    body: string;
    /** The member screen it leads to, with its query: 'my/points-history', 'my/coupon', 'my/order-detail?transactionId=…'. */
    screen: string;
  }
);

/** ViewOrder: every field of spec section 3. */
export interface OrderDetail extends OrderSummary {
  remarks: string | null;
  /** The order number customers quote (same as transactionId). */
  orderNumber: string;
  paymentMethod: string;
  /** Localized payment method. */
  paymentMethodLabel: string;
  paymentStatus: 'unpaid' | 'paid' | 'refunded' | 'cancelled';
  paymentStatusLabel: string;
  /** The refund of what was paid (a paid order cancelled, or money that arrived after the cancel); null when none. */
  refund: { status: 'pending' | 'succeeded' | 'failed'; amountFen: number } | null;
  paidAt: string | null;
  payBefore: string | null;
  grandTotalFen: number;
  subtotalFen: number;
  shippingFen: number;
  discountFen: number;
  cashVoucherFen: number;
  pendingStarsTenths: number;
  starsReceivedTenths: number;
  shippingAddress: {
    recipient: string; province: string; city: string; district: string; street: string; unit: string; mobile: string; zip: string;
  } | null;
  pickup: { storeName: string; storeAddress: string; storePhone: string; pickupName: string; pickupMobile: string; date: string | null } | null;
  promisedDate: string | null;
  comment: string;
  products: QuoteLine[];
  /** Star-shop (WP) orders: the gifts (products is empty then). */
  gifts: GiftOrderLine[];
  messages: OrderMessage[];
  /** Status history, oldest first. */
  history: { status: OrderStatus; statusLabel: string; at: string }[];
  logisticsCompany: string | null;
  shipmentNo: string | null;
  canReceive: boolean;
}

/** A payment attempt: what the pay page shows (shopping/pay). */
export interface PaymentView {
  transactionId: string;
  totalFen: number;
  status: OrderStatus;
  /** The text the QR code encodes (Native) — null once paid or cancelled. */
  codeUrl: string | null;
  /** When this QR stops working (ISO instant); the page offers refresh after it. */
  expiresAt: string | null;
  paid: boolean;
  payBefore: string | null;
}

/** JSAPI pay parameters for WeixinJSBridge 'getBrandWCPayRequest' (shopping/pay-wx). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export type CourierStatus = 'Dispatching' | 'PendingPickup' | 'Transit' | 'Completed' | 'Cancelled';

/** ViewDelivery.List entry (spec section 3, delivery record). */
export interface DeliveryRecord {
  transactionId: string;
  products: { image: string; name: string; spec: string; quantity: number }[];
  deliveryDate: string | null;
  logisticsCompany: string;
  shipmentNo: string;
  status: CourierStatus;
  statusLabel: string;
  remarks: string | null;
  /** False for a waybill the store recorded by hand: that courier reports no route here (docs/decisions/0015). */
  tracked: boolean;
  routes: { at: string; status: CourierStatus; description: string; location: string | null }[];
}

/** ViewShanSong: where the courier is with the order now (docs/decisions/0015). */
export interface CourierView {
  transactionId: string;
  logisticsCompany: string;
  shipmentNo: string;
  status: CourierStatus;
  statusLabel: string;
  /** Once a courier took the order. */
  courierName: string | null;
  courierPhone: string | null;
  latest: DeliveryRecord['routes'][number] | null;
}
