// Order statuses and their labels (spec section 4).

export const ORDER_STATUSES = [
  'PendingPayment',
  'Paid',
  'Open',
  'PendingDelivery',
  'OrderReceived',
  'OrderConfirmed',
  'Shipped',
  'Ready',
  'Completed',
  'Cancelled',
  'Unknown',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** WO: shop order paid with money. WP: star-shop order paid with stars. */
export type OrderType = 'WO' | 'WP';

export const ORDER_TYPES: readonly OrderType[] = ['WO', 'WP'];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { en_US: string; zh_CN: string }>> = {
  PendingPayment: { en_US: 'Pending Payment', zh_CN: '待付款' },
  Paid: { en_US: 'Paid', zh_CN: '已付款' },
  Open: { en_US: 'Awaiting Confirmation', zh_CN: '待确认' },
  PendingDelivery: { en_US: 'Pending Delivery', zh_CN: '待发货' },
  OrderReceived: { en_US: 'Order Received', zh_CN: '已收货' },
  OrderConfirmed: { en_US: 'Order Confirmed', zh_CN: '订单已确认' },
  Shipped: { en_US: 'Shipped', zh_CN: '已发货' },
  // Ready (a pickup order ready at the store) is shown as "Confirmed" (spec section 4).
  Ready: { en_US: 'Confirmed', zh_CN: '已确认' },
  Completed: { en_US: 'Completed', zh_CN: '已完成' },
  Cancelled: { en_US: 'Cancelled', zh_CN: '已取消' },
  Unknown: { en_US: 'Unknown', zh_CN: '未知' },
};

const BY_FOLDED_NAME = new Map<string, OrderStatus>(
  ORDER_STATUSES.map((status) => [status.toLowerCase(), status]),
);
BY_FOLDED_NAME.set('canceled', 'Cancelled');

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Reads a stored or legacy status: 'PendingPayment', 'Pending Payment', 'pending
 * delivery', 'ORDER_RECEIVED' all work (case, spaces, '_' and '-' ignored). Anything
 * unrecognised is 'Unknown'.
 */
export function parseOrderStatus(text: string | null | undefined): OrderStatus {
  if (typeof text !== 'string') return 'Unknown';
  const folded = text.replace(/[\s_-]+/g, '').toLowerCase();
  return BY_FOLDED_NAME.get(folded) ?? 'Unknown';
}
