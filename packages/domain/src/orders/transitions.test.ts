import { describe, expect, it } from 'vitest';
import type { DeliveryOption } from '../shipping/shipping.ts';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from './status.ts';
import {
  allowedNextStatuses,
  canTransition,
  initialOrderStatus,
  isFinalStatus,
  ORDER_ACTORS,
  ORDER_TRANSITIONS,
  transitionEffects,
  type OrderActor,
} from './transitions.ts';

// Written out from decisions.md "Orders", independently of ORDER_TRANSITIONS:
// [from, to, actor, order type ('*' = both), delivery option ('*' = both)].
const ALLOWED: readonly (readonly [OrderStatus, OrderStatus, OrderActor, OrderType | '*', DeliveryOption | '*'])[] = [
  ['PendingPayment', 'Paid', 'provider', 'WO', '*'],
  ['PendingPayment', 'Cancelled', 'customer', 'WO', '*'],
  ['PendingPayment', 'Cancelled', 'system', 'WO', '*'],
  ['Paid', 'OrderConfirmed', 'staff', 'WO', '*'],
  ['Paid', 'Cancelled', 'customer', 'WO', '*'],
  ['Paid', 'Cancelled', 'staff', 'WO', '*'],
  ['Open', 'OrderConfirmed', 'staff', 'WP', '*'],
  ['Open', 'Cancelled', 'staff', 'WP', '*'],
  ['OrderConfirmed', 'PendingDelivery', 'staff', '*', 'delivery'],
  ['PendingDelivery', 'Shipped', 'courier', '*', 'delivery'],
  ['Shipped', 'OrderReceived', 'courier', '*', 'delivery'],
  ['Shipped', 'OrderReceived', 'customer', '*', 'delivery'],
  ['OrderReceived', 'Completed', 'system', '*', 'delivery'],
  ['OrderConfirmed', 'Ready', 'staff', '*', 'pickup'],
  ['Ready', 'Completed', 'staff', '*', 'pickup'],
];

const ORDER_TYPES: readonly OrderType[] = ['WO', 'WP'];
const OPTIONS: readonly DeliveryOption[] = ['delivery', 'pickup'];

function expectedAllowed(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  orderType: OrderType,
  deliveryOption: DeliveryOption,
): boolean {
  return ALLOWED.some(
    ([f, t, a, type, option]) =>
      f === from &&
      t === to &&
      a === actor &&
      (type === '*' || type === orderType) &&
      (option === '*' || option === deliveryOption),
  );
}

const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('canTransition: every pair of statuses, every actor, type and option', () => {
  it('covers 121 pairs', () => {
    expect(PAIRS).toHaveLength(121);
  });

  it.each(PAIRS)('%s → %s', (from, to) => {
    for (const actor of ORDER_ACTORS) {
      for (const orderType of ORDER_TYPES) {
        for (const deliveryOption of OPTIONS) {
          const result = canTransition({ from, to, actor, orderType, deliveryOption });
          const context = `${from}→${to} by ${actor}, ${orderType}, ${deliveryOption}`;
          expect(result.ok, context).toBe(expectedAllowed(from, to, actor, orderType, deliveryOption));
          if (!result.ok) expect(result.reason, context).not.toBe('');
        }
      }
    }
  });

  it('has no table rows beyond the decisions', () => {
    const tableTuples = ORDER_TRANSITIONS.flatMap((row) =>
      row.by.flatMap((actor) =>
        row.orderTypes.flatMap((type) => row.deliveryOptions.map((option) => `${row.from}>${row.to}>${actor}>${type}>${option}`)),
      ),
    );
    for (const tuple of tableTuples) {
      const [from, to, actor, type, option] = tuple.split('>') as [OrderStatus, OrderStatus, OrderActor, OrderType, DeliveryOption];
      expect(expectedAllowed(from, to, actor, type, option), tuple).toBe(true);
    }
  });
});

describe('canTransition reasons', () => {
  const base = { actor: 'staff', orderType: 'WO', deliveryOption: 'delivery' } as const;

  it('returns the permitted row', () => {
    const result = canTransition({ ...base, from: 'Paid', to: 'OrderConfirmed' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.transition.to).toBe('OrderConfirmed');
  });

  it.each([
    [{ ...base, from: 'Paid', to: 'Paid' }, 'ALREADY_IN_STATUS'],
    [{ ...base, from: 'Shipped', to: 'Cancelled' }, 'TRANSITION_NOT_ALLOWED'],
    [{ ...base, from: 'OrderConfirmed', to: 'Cancelled' }, 'TRANSITION_NOT_ALLOWED'],
    [{ ...base, from: 'Completed', to: 'Paid' }, 'TRANSITION_NOT_ALLOWED'],
    [{ ...base, from: 'Unknown', to: 'Cancelled' }, 'TRANSITION_NOT_ALLOWED'],
    [{ ...base, from: 'Open', to: 'OrderConfirmed' }, 'ORDER_TYPE_NOT_ALLOWED'],
    [{ ...base, orderType: 'WP', from: 'PendingPayment', to: 'Paid', actor: 'provider' }, 'ORDER_TYPE_NOT_ALLOWED'],
    [{ ...base, from: 'OrderConfirmed', to: 'Ready' }, 'DELIVERY_OPTION_NOT_ALLOWED'],
    [{ ...base, deliveryOption: 'pickup', from: 'OrderConfirmed', to: 'PendingDelivery' }, 'DELIVERY_OPTION_NOT_ALLOWED'],
    [{ ...base, from: 'PendingPayment', to: 'Paid', actor: 'customer' }, 'ACTOR_NOT_ALLOWED'],
    [{ ...base, orderType: 'WP', from: 'Open', to: 'Cancelled', actor: 'customer' }, 'ACTOR_NOT_ALLOWED'],
    [{ ...base, from: 'OrderReceived', to: 'Completed', actor: 'customer' }, 'ACTOR_NOT_ALLOWED'],
  ] as const)('%o → %s', (request, code) => {
    const result = canTransition(request);
    expect(result).toMatchObject({ ok: false, code });
  });
});

describe('allowedNextStatuses', () => {
  it('follows the order type and delivery option', () => {
    expect(allowedNextStatuses({ from: 'PendingPayment', orderType: 'WO', deliveryOption: 'delivery' })).toEqual([
      'Paid',
      'Cancelled',
    ]);
    expect(allowedNextStatuses({ from: 'PendingPayment', orderType: 'WP', deliveryOption: 'delivery' })).toEqual([]);
    expect(allowedNextStatuses({ from: 'Open', orderType: 'WP', deliveryOption: 'pickup' })).toEqual([
      'OrderConfirmed',
      'Cancelled',
    ]);
    expect(allowedNextStatuses({ from: 'OrderConfirmed', orderType: 'WO', deliveryOption: 'delivery' })).toEqual([
      'PendingDelivery',
    ]);
    expect(allowedNextStatuses({ from: 'OrderConfirmed', orderType: 'WP', deliveryOption: 'pickup' })).toEqual(['Ready']);
  });

  it('filters by actor: a customer cancels only before confirmation', () => {
    const customer = { orderType: 'WO', deliveryOption: 'delivery', actor: 'customer' } as const;
    expect(allowedNextStatuses({ ...customer, from: 'PendingPayment' })).toEqual(['Cancelled']);
    expect(allowedNextStatuses({ ...customer, from: 'Paid' })).toEqual(['Cancelled']);
    expect(allowedNextStatuses({ ...customer, from: 'OrderConfirmed' })).toEqual([]);
    expect(allowedNextStatuses({ ...customer, from: 'Shipped' })).toEqual(['OrderReceived']);
  });

  it('agrees with canTransition for every input', () => {
    for (const from of ORDER_STATUSES) {
      for (const actor of ORDER_ACTORS) {
        for (const orderType of ORDER_TYPES) {
          for (const deliveryOption of OPTIONS) {
            const next = allowedNextStatuses({ from, actor, orderType, deliveryOption });
            const viaGuard = ORDER_STATUSES.filter(
              (to) => canTransition({ from, to, actor, orderType, deliveryOption }).ok,
            );
            expect(next).toEqual(viaGuard);
          }
        }
      }
    }
  });
});

describe('side-effect hints', () => {
  it('releases stock on every cancellation', () => {
    for (const row of ORDER_TRANSITIONS.filter((r) => r.to === 'Cancelled')) {
      expect(row.effects).toContain('releaseStock');
    }
  });

  it('refunds a paid cancellation and returns stars of a star-shop order', () => {
    expect(transitionEffects({ from: 'Paid', to: 'Cancelled', orderType: 'WO' })).toEqual(['releaseStock', 'refundPayment']);
    expect(transitionEffects({ from: 'PendingPayment', to: 'Cancelled', orderType: 'WO' })).toEqual(['releaseStock']);
    expect(transitionEffects({ from: 'Open', to: 'Cancelled', orderType: 'WP' })).toEqual(['releaseStock', 'returnStars']);
  });

  it('credits stars once: at OrderReceived (delivery) or Completed from Ready (pickup), shop orders only', () => {
    expect(transitionEffects({ from: 'Shipped', to: 'OrderReceived', orderType: 'WO' })).toEqual(['creditStars']);
    expect(transitionEffects({ from: 'Ready', to: 'Completed', orderType: 'WO' })).toEqual(['creditStars']);
    expect(transitionEffects({ from: 'OrderReceived', to: 'Completed', orderType: 'WO' })).toEqual([]);
    expect(transitionEffects({ from: 'Shipped', to: 'OrderReceived', orderType: 'WP' })).toEqual([]);
    const crediting = ORDER_TRANSITIONS.filter((r) => r.effects.includes('creditStars')).map((r) => `${r.from}>${r.to}`);
    expect(crediting).toEqual(['Shipped>OrderReceived', 'Ready>Completed']);
  });

  it('records the shipment when the courier picks up', () => {
    expect(transitionEffects({ from: 'PendingDelivery', to: 'Shipped', orderType: 'WO' })).toEqual(['recordShipment']);
    expect(transitionEffects({ from: 'Completed', to: 'Paid', orderType: 'WO' })).toEqual([]);
  });
});

describe('initial and final statuses', () => {
  it('starts WO in PendingPayment and WP in Open', () => {
    expect(initialOrderStatus('WO')).toBe('PendingPayment');
    expect(initialOrderStatus('WP')).toBe('Open');
  });

  it('ends in Completed, Cancelled and Unknown', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Completed', 'Cancelled', 'Unknown']);
  });
});
