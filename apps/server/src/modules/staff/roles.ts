// What each staff role may do (decisions.md "Staff"; docs/decisions/0012). The order
// state machine decides whether an action fits the order; this decides who may ask.
import type { StaffRole } from '@eshop/db';
import type { OrderStatus } from '@eshop/domain/orders';

export const STAFF_ACTIONS = ['confirm', 'pack', 'ship', 'ready', 'complete', 'cancel', 'reply'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const ACTION_ROLES: Readonly<Record<StaffAction, readonly StaffRole[]>> = {
  confirm: ['admin', 'fulfilment', 'customer-service'],
  pack: ['admin', 'fulfilment'],
  ship: ['admin', 'fulfilment'],
  ready: ['admin', 'fulfilment', 'cashier'],
  complete: ['admin', 'fulfilment', 'cashier'],
  cancel: ['admin', 'customer-service'],
  reply: ['admin', 'customer-service'],
};

/** The status each action moves an order to ('ship' books the courier; 'reply' moves nothing). */
export const ACTION_TARGET: Readonly<Record<Exclude<StaffAction, 'reply'>, OrderStatus>> = {
  confirm: 'OrderConfirmed',
  pack: 'PendingDelivery',
  ship: 'Shipped',
  ready: 'Ready',
  complete: 'Completed',
  cancel: 'Cancelled',
};

export function mayDo(roles: readonly StaffRole[], action: StaffAction): boolean {
  return roles.some((role) => ACTION_ROLES[action].includes(role));
}

/** Who may add or take stars by hand (a ledger entry with a reason; issue 16's admin screen uses the same call). */
export const STAR_ADJUST_ROLES: readonly StaffRole[] = ['admin'];
