// The order state machine as data (decisions.md "Orders"; STYLE.md: a transitions table
// and pure guards that return a reason; side effects run in the service after saving).

import type { DeliveryOption } from '../shipping/shipping.ts';
import type { OrderStatus, OrderType } from './status.ts';

/** Who asks for a transition. `provider` = the payment provider's notification. */
export type OrderActor = 'provider' | 'customer' | 'staff' | 'system' | 'courier';

export const ORDER_ACTORS: readonly OrderActor[] = ['provider', 'customer', 'staff', 'system', 'courier'];

/**
 * What the service must do once the new status is saved.
 * - releaseStock: return the reserved quantities.
 * - refundPayment: refund the amount paid through the provider.
 * - returnStars: give back the stars a star-shop order took.
 * - creditStars: credit the order's stars (shop orders only; see creditsStars).
 * - recordShipment: store logistics company and shipment number.
 */
export type OrderEffect = 'releaseStock' | 'refundPayment' | 'returnStars' | 'creditStars' | 'recordShipment';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  orderTypes: readonly OrderType[];
  deliveryOptions: readonly DeliveryOption[];
  effects: readonly OrderEffect[];
}

const BOTH_TYPES: readonly OrderType[] = ['WO', 'WP'];
const BOTH_OPTIONS: readonly DeliveryOption[] = ['delivery', 'pickup'];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Shop orders (WO) start in PendingPayment.
  { from: 'PendingPayment', to: 'Paid', by: ['provider'], orderTypes: ['WO'], deliveryOptions: BOTH_OPTIONS, effects: [] },
  // Customer cancels, or the system after 30 minutes unpaid.
  { from: 'PendingPayment', to: 'Cancelled', by: ['customer', 'system'], orderTypes: ['WO'], deliveryOptions: BOTH_OPTIONS, effects: ['releaseStock'] },
  { from: 'Paid', to: 'OrderConfirmed', by: ['staff'], orderTypes: ['WO'], deliveryOptions: BOTH_OPTIONS, effects: [] },
  // The customer may cancel only before confirmation, i.e. from Paid.
  { from: 'Paid', to: 'Cancelled', by: ['customer', 'staff'], orderTypes: ['WO'], deliveryOptions: BOTH_OPTIONS, effects: ['releaseStock', 'refundPayment'] },
  // Star-shop orders (WP) start in Open; their stars were taken at creation.
  { from: 'Open', to: 'OrderConfirmed', by: ['staff'], orderTypes: ['WP'], deliveryOptions: BOTH_OPTIONS, effects: [] },
  { from: 'Open', to: 'Cancelled', by: ['staff'], orderTypes: ['WP'], deliveryOptions: BOTH_OPTIONS, effects: ['releaseStock', 'returnStars'] },
  // Delivery orders: packed, awaiting the courier.
  { from: 'OrderConfirmed', to: 'PendingDelivery', by: ['staff'], orderTypes: BOTH_TYPES, deliveryOptions: ['delivery'], effects: [] },
  { from: 'PendingDelivery', to: 'Shipped', by: ['courier'], orderTypes: BOTH_TYPES, deliveryOptions: ['delivery'], effects: ['recordShipment'] },
  // Courier delivered, or the customer confirms receipt; stars are credited here.
  { from: 'Shipped', to: 'OrderReceived', by: ['courier', 'customer'], orderTypes: BOTH_TYPES, deliveryOptions: ['delivery'], effects: ['creditStars'] },
  // 7 days after receipt.
  { from: 'OrderReceived', to: 'Completed', by: ['system'], orderTypes: BOTH_TYPES, deliveryOptions: ['delivery'], effects: [] },
  // Pickup orders: ready at the store (shown as "Confirmed"), then picked up.
  { from: 'OrderConfirmed', to: 'Ready', by: ['staff'], orderTypes: BOTH_TYPES, deliveryOptions: ['pickup'], effects: [] },
  { from: 'Ready', to: 'Completed', by: ['staff'], orderTypes: BOTH_TYPES, deliveryOptions: ['pickup'], effects: ['creditStars'] },
];

/** WO orders are created PendingPayment, WP orders Open. */
export function initialOrderStatus(orderType: OrderType): OrderStatus {
  return orderType === 'WO' ? 'PendingPayment' : 'Open';
}

export type TransitionErrorCode =
  | 'ALREADY_IN_STATUS'
  | 'TRANSITION_NOT_ALLOWED'
  | 'ORDER_TYPE_NOT_ALLOWED'
  | 'DELIVERY_OPTION_NOT_ALLOWED'
  | 'ACTOR_NOT_ALLOWED';

export type TransitionCheck =
  | { ok: true; transition: OrderTransition }
  | { ok: false; code: TransitionErrorCode; reason: string };

export interface TransitionRequest {
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  orderType: OrderType;
  deliveryOption: DeliveryOption;
}

/**
 * Pure guard. Checks in order: same status (ALREADY_IN_STATUS, lets the service treat
 * a repeated notification as a no-op), a row from→to exists, the order type, the
 * delivery option, the actor. The reason is for logs; user text comes from the code.
 */
export function canTransition(request: TransitionRequest): TransitionCheck {
  const { from, to, actor, orderType, deliveryOption } = request;
  if (from === to) {
    return { ok: false, code: 'ALREADY_IN_STATUS', reason: `Order is already ${to}` };
  }
  const transition = ORDER_TRANSITIONS.find((row) => row.from === from && row.to === to);
  if (!transition) {
    return { ok: false, code: 'TRANSITION_NOT_ALLOWED', reason: `An order cannot go from ${from} to ${to}` };
  }
  if (!transition.orderTypes.includes(orderType)) {
    return {
      ok: false,
      code: 'ORDER_TYPE_NOT_ALLOWED',
      reason: `${orderType} orders cannot go from ${from} to ${to}`,
    };
  }
  if (!transition.deliveryOptions.includes(deliveryOption)) {
    return {
      ok: false,
      code: 'DELIVERY_OPTION_NOT_ALLOWED',
      reason: `${deliveryOption} orders cannot go from ${from} to ${to}`,
    };
  }
  if (!transition.by.includes(actor)) {
    return {
      ok: false,
      code: 'ACTOR_NOT_ALLOWED',
      reason: `${actor} may not move an order from ${from} to ${to}`,
    };
  }
  return { ok: true, transition };
}

/** Statuses reachable in one step; without an actor, by anyone. */
export function allowedNextStatuses(input: {
  from: OrderStatus;
  orderType: OrderType;
  deliveryOption: DeliveryOption;
  actor?: OrderActor;
}): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (row) =>
      row.from === input.from &&
      row.orderTypes.includes(input.orderType) &&
      row.deliveryOptions.includes(input.deliveryOption) &&
      (input.actor === undefined || row.by.includes(input.actor)),
  ).map((row) => row.to);
}

/**
 * Effects of a permitted transition for this order. Star-shop orders (WP) are paid with
 * stars and earn none, so creditStars is dropped for them.
 */
export function transitionEffects(input: { from: OrderStatus; to: OrderStatus; orderType: OrderType }): OrderEffect[] {
  const row = ORDER_TRANSITIONS.find((candidate) => candidate.from === input.from && candidate.to === input.to);
  if (!row) return [];
  return row.effects.filter((effect) => !(effect === 'creditStars' && input.orderType === 'WP'));
}

/** No transition leaves these statuses. */
export function isFinalStatus(status: OrderStatus): boolean {
  return !ORDER_TRANSITIONS.some((row) => row.from === status);
}
