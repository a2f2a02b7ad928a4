// The back-office's order desk (issue 16; docs/decisions/0012, 0032): who may do what to
// an order (ACTION_ROLES), what each action asks of the state machine, the actions a staff
// member is offered on an order now, and the board's buckets. Pure data and functions:
// the server answers from them and the pages show what the server answered.

import type { DeliveryOption } from '../shipping/shipping.ts';
import type { StaffRoleName } from '../staff/areas.ts';
import type { OrderStatus, OrderType } from './status.ts';
import { canTransition, type OrderActor, type TransitionErrorCode } from './transitions.ts';

export const STAFF_ACTIONS = ['confirm', 'pack', 'ship', 'ready', 'complete', 'cancel', 'reply'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The roles that may ask for each action (decisions.md "Staff"; docs/decisions/0012). */
export const ACTION_ROLES: Readonly<Record<StaffAction, readonly StaffRoleName[]>> = {
  confirm: ['admin', 'fulfilment', 'customer-service'],
  pack: ['admin', 'fulfilment'],
  ship: ['admin', 'fulfilment'],
  ready: ['admin', 'fulfilment', 'cashier'],
  complete: ['admin', 'fulfilment', 'cashier'],
  cancel: ['admin', 'customer-service'],
  reply: ['admin', 'customer-service'],
};

/** The status each action moves an order to ('ship' books the courier or records a waybill; 'reply' moves nothing). */
export const ACTION_TARGET: Readonly<Record<Exclude<StaffAction, 'reply'>, OrderStatus>> = {
  confirm: 'OrderConfirmed',
  pack: 'PendingDelivery',
  ship: 'Shipped',
  ready: 'Ready',
  complete: 'Completed',
  cancel: 'Cancelled',
};

/**
 * Who the state machine sees making the action's transition. Shipped is the courier's
 * collection: staff book the courier (it reports the pickup) or record the waybill of a
 * courier they called themselves, on the courier's behalf (docs/decisions/0015).
 */
export const ACTION_ACTOR: Readonly<Record<Exclude<StaffAction, 'reply'>, OrderActor>> = {
  confirm: 'staff',
  pack: 'staff',
  ship: 'courier',
  ready: 'staff',
  complete: 'staff',
  cancel: 'staff',
};

export function mayDo(roles: readonly string[], action: StaffAction): boolean {
  return roles.some((role) => (ACTION_ROLES[action] as readonly string[]).includes(role));
}

/** An order as the desk sees it, and the staff member asking. */
export interface DeskOrder {
  status: OrderStatus;
  orderType: OrderType;
  deliveryOption: DeliveryOption;
  /** A live courier booking (not cancelled): the courier is on its way, so nobody ships it again. */
  courierBooked: boolean;
}

export type StaffActionCheck =
  | { ok: true }
  | { ok: false; code: 'ROLE_MISSING' }
  | { ok: false; code: 'COURIER_BOOKED' }
  | { ok: false; code: TransitionErrorCode; reason: string };

/**
 * Whether `roles` may do `action` to `order` now: the role first (ACTION_ROLES), then the
 * state machine (the action's transition for its actor, order type and delivery option),
 * then a courier already booked for 'ship'. A reply is possible in every status.
 */
export function checkStaffAction(order: DeskOrder, roles: readonly string[], action: StaffAction): StaffActionCheck {
  if (!mayDo(roles, action)) return { ok: false, code: 'ROLE_MISSING' };
  if (action === 'reply') return { ok: true };
  const check = canTransition({
    from: order.status, to: ACTION_TARGET[action], actor: ACTION_ACTOR[action],
    orderType: order.orderType, deliveryOption: order.deliveryOption,
  });
  if (!check.ok) return { ok: false, code: check.code, reason: check.reason };
  if (action === 'ship' && order.courierBooked) return { ok: false, code: 'COURIER_BOOKED' };
  return { ok: true };
}

/** The actions offered to `roles` on `order` now, in STAFF_ACTIONS order. */
export function allowedStaffActions(order: DeskOrder, roles: readonly string[]): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => checkStaffAction(order, roles, action).ok);
}

/**
 * The board's buckets: what waits for the team. `today` = the pickup day (promised date)
 * is today in Shanghai. Open is the star shop's (WP) "paid with stars, to confirm".
 */
export const BOARD_BUCKETS = {
  toConfirm: { statuses: ['Paid', 'Open'] },
  toPack: { statuses: ['OrderConfirmed'], deliveryOption: 'delivery' },
  toShip: { statuses: ['PendingDelivery'], deliveryOption: 'delivery' },
  readyForPickup: { statuses: ['Ready'], deliveryOption: 'pickup' },
  pickupsToday: { statuses: ['Paid', 'Open', 'OrderConfirmed', 'Ready'], deliveryOption: 'pickup', today: true },
} as const satisfies Record<string, { statuses: readonly OrderStatus[]; deliveryOption?: DeliveryOption; today?: true }>;

export type BoardBucket = keyof typeof BOARD_BUCKETS;
export const BOARD_BUCKET_NAMES = Object.keys(BOARD_BUCKETS) as BoardBucket[];

/** Whether an order belongs in a bucket (`today`: the Shanghai date, 'yyyy-MM-dd'). */
export function inBucket(
  bucket: BoardBucket,
  order: { status: OrderStatus; deliveryOption: DeliveryOption; promisedDate: string | null },
  today: string,
): boolean {
  const rule: { statuses: readonly OrderStatus[]; deliveryOption?: DeliveryOption; today?: true } = BOARD_BUCKETS[bucket];
  return rule.statuses.includes(order.status)
    && (rule.deliveryOption === undefined || rule.deliveryOption === order.deliveryOption)
    && (rule.today === undefined || order.promisedDate === today);
}
