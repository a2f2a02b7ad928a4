import { describe, expect, it } from 'vitest';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, parseOrderStatus } from './status.ts';

describe('order statuses (spec 4)', () => {
  it('lists the eleven statuses', () => {
    expect(ORDER_STATUSES).toEqual([
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
    ]);
  });

  it('labels every status in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS[status].en_US).not.toBe('');
      expect(ORDER_STATUS_LABELS[status].zh_CN).toMatch(/\p{Script=Han}/u);
    }
  });

  it('shows Ready as Confirmed and Open as awaiting confirmation', () => {
    expect(ORDER_STATUS_LABELS.Ready).toEqual({ en_US: 'Confirmed', zh_CN: '已确认' });
    expect(ORDER_STATUS_LABELS.Open.en_US).toBe('Awaiting Confirmation');
    expect(ORDER_STATUS_LABELS.OrderReceived.en_US).toBe('Order Received');
  });
});

describe('parseOrderStatus', () => {
  it.each([
    ['PendingPayment', 'PendingPayment'],
    ['Pending Payment', 'PendingPayment'],
    ['pending payment', 'PendingPayment'],
    ['pending delivery', 'PendingDelivery'],
    ['Order Received', 'OrderReceived'],
    ['ORDER CONFIRMED', 'OrderConfirmed'],
    ['order_received', 'OrderReceived'],
    [' shipped ', 'Shipped'],
    ['Ready', 'Ready'],
    ['Open', 'Open'],
    ['Canceled', 'Cancelled'],
    ['Cancelled', 'Cancelled'],
    ['completed', 'Completed'],
    ['paid', 'Paid'],
  ])('%j → %s', (text, status) => {
    expect(parseOrderStatus(text)).toBe(status);
  });

  it.each(['', 'Refunded', 'Pending', 'Paid!', null, undefined])('%j → Unknown', (text) => {
    expect(parseOrderStatus(text)).toBe('Unknown');
  });

  it('recognises statuses exactly', () => {
    expect(isOrderStatus('Paid')).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
  });
});
