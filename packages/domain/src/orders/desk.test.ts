import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../staff/areas.ts';
import type { DeliveryOption } from '../shipping/shipping.ts';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from './status.ts';
import { allowedStaffActions, BOARD_BUCKET_NAMES, checkStaffAction, inBucket, mayDo, STAFF_ACTIONS, type DeskOrder, type StaffAction } from './desk.ts';

const order = (status: OrderStatus, over: Partial<DeskOrder> = {}): DeskOrder => ({
  status, orderType: 'WO', deliveryOption: 'delivery', courierBooked: false, ...over,
});

// Written out from decisions.md "Orders" and "Staff", independently of the tables:
// the moves staff make, per order type and delivery option ('*' = both).
const MOVES: readonly (readonly [StaffAction, OrderStatus, OrderType | '*', DeliveryOption | '*'])[] = [
  ['confirm', 'Paid', 'WO', '*'],
  ['confirm', 'Open', 'WP', '*'],
  ['cancel', 'Paid', 'WO', '*'],
  ['cancel', 'Open', 'WP', '*'],
  ['pack', 'OrderConfirmed', '*', 'delivery'],
  ['ship', 'PendingDelivery', '*', 'delivery'],
  ['ready', 'OrderConfirmed', '*', 'pickup'],
  ['complete', 'Ready', '*', 'pickup'],
];

describe('allowedStaffActions: the state machine × roles × delivery option', () => {
  it('offers an admin exactly the moves of the decisions, and a reply in every status', () => {
    for (const status of ORDER_STATUSES) {
      for (const orderType of ['WO', 'WP'] as const) {
        for (const deliveryOption of ['delivery', 'pickup'] as const) {
          const expected = STAFF_ACTIONS.filter((action) => action === 'reply' || MOVES.some(([a, from, type, option]) =>
            a === action && from === status && (type === '*' || type === orderType) && (option === '*' || option === deliveryOption)));
          expect(allowedStaffActions(order(status, { orderType, deliveryOption }), ['admin']), `${status} ${orderType} ${deliveryOption}`).toEqual(expected);
        }
      }
    }
  });

  it('offers each role only its own actions', () => {
    const paid = order('Paid');
    expect(allowedStaffActions(paid, ['fulfilment'])).toEqual(['confirm']);
    expect(allowedStaffActions(paid, ['customer-service'])).toEqual(['confirm', 'cancel', 'reply']);
    expect(allowedStaffActions(paid, ['cashier'])).toEqual([]);
    expect(allowedStaffActions(order('OrderConfirmed'), ['customer-service'])).toEqual(['reply']);
    expect(allowedStaffActions(order('OrderConfirmed'), ['fulfilment'])).toEqual(['pack']);
    expect(allowedStaffActions(order('PendingDelivery'), ['fulfilment'])).toEqual(['ship']);
  });

  it('lets a cashier hand over a pickup order (ready, complete) but never cancel it', () => {
    const pickup = { deliveryOption: 'pickup' } as const;
    expect(allowedStaffActions(order('Paid', pickup), ['cashier'])).toEqual([]);
    expect(allowedStaffActions(order('OrderConfirmed', pickup), ['cashier'])).toEqual(['ready']);
    expect(allowedStaffActions(order('Ready', pickup), ['cashier'])).toEqual(['complete']);
    expect(checkStaffAction(order('Paid', pickup), ['cashier'], 'cancel')).toEqual({ ok: false, code: 'ROLE_MISSING' });
  });

  it('offers nothing but a reply once an order is finished, whoever asks', () => {
    for (const status of ['Completed', 'Cancelled', 'Unknown', 'OrderReceived', 'Shipped'] as const) {
      for (const deliveryOption of ['delivery', 'pickup'] as const) {
        expect(allowedStaffActions(order(status, { deliveryOption }), [...STAFF_ROLES]).filter((a) => a !== 'reply')).toEqual([]);
      }
    }
    expect(allowedStaffActions(order('Completed', { deliveryOption: 'pickup' }), ['fulfilment', 'cashier'])).toEqual([]);
  });

  it('joins the actions of several roles', () => {
    expect(allowedStaffActions(order('Paid'), ['fulfilment', 'cashier'])).toEqual(['confirm']);
    expect(allowedStaffActions(order('Paid'), ['fulfilment', 'customer-service'])).toEqual(['confirm', 'cancel', 'reply']);
  });

  it('does not offer ship while a courier booking is live', () => {
    expect(allowedStaffActions(order('PendingDelivery', { courierBooked: true }), ['fulfilment'])).toEqual([]);
    expect(checkStaffAction(order('PendingDelivery', { courierBooked: true }), ['admin'], 'ship')).toEqual({ ok: false, code: 'COURIER_BOOKED' });
  });

  it('says why an action does not fit the order', () => {
    expect(checkStaffAction(order('Paid'), ['admin'], 'complete')).toMatchObject({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect(checkStaffAction(order('OrderConfirmed'), ['admin'], 'ready')).toMatchObject({ ok: false, code: 'DELIVERY_OPTION_NOT_ALLOWED' });
    expect(checkStaffAction(order('Open'), ['admin'], 'confirm')).toMatchObject({ ok: false, code: 'ORDER_TYPE_NOT_ALLOWED' });
    expect(checkStaffAction(order('OrderConfirmed'), ['admin'], 'confirm')).toMatchObject({ ok: false, code: 'ALREADY_IN_STATUS' });
  });

  it('knows no role outside the table', () => {
    for (const action of STAFF_ACTIONS) expect(mayDo(['member'], action)).toBe(false);
    expect(allowedStaffActions(order('Paid'), [])).toEqual([]);
  });
});

describe('board buckets', () => {
  const today = '2026-11-24';
  const o = (status: OrderStatus, deliveryOption: DeliveryOption, promisedDate: string | null = null) => ({ status, deliveryOption, promisedDate });
  const buckets = (x: ReturnType<typeof o>) => BOARD_BUCKET_NAMES.filter((b) => inBucket(b, x, today));

  it('puts each waiting order where the team picks it up', () => {
    expect(buckets(o('Paid', 'delivery'))).toEqual(['toConfirm']);
    expect(buckets(o('Open', 'delivery'))).toEqual(['toConfirm']);
    expect(buckets(o('OrderConfirmed', 'delivery'))).toEqual(['toPack']);
    expect(buckets(o('PendingDelivery', 'delivery'))).toEqual(['toShip']);
    expect(buckets(o('Ready', 'pickup', '2026-11-25'))).toEqual(['readyForPickup']);
  });

  it("counts a pickup among today's pickups on its Shanghai pickup day only, until it is collected", () => {
    expect(buckets(o('Paid', 'pickup', today))).toEqual(['toConfirm', 'pickupsToday']);
    expect(buckets(o('OrderConfirmed', 'pickup', today))).toEqual(['pickupsToday']);
    expect(buckets(o('Ready', 'pickup', today))).toEqual(['readyForPickup', 'pickupsToday']);
    expect(buckets(o('Completed', 'pickup', today))).toEqual([]);
    expect(buckets(o('OrderConfirmed', 'pickup', '2026-11-23'))).toEqual([]);
    expect(buckets(o('OrderConfirmed', 'delivery', today))).toEqual(['toPack']);
  });

  it('leaves unpaid, shipped, finished and cancelled orders off the board', () => {
    for (const status of ['PendingPayment', 'Shipped', 'OrderReceived', 'Completed', 'Cancelled', 'Unknown'] as const) {
      expect(buckets(o(status, 'delivery', today))).toEqual([]);
      expect(buckets(o(status, 'pickup', today))).toEqual([]);
    }
  });
});
