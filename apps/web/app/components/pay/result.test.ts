import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@eshop/domain/orders';
import { payResultKind, showsNextSteps } from './result.ts';

const unpaid = { paymentStatus: 'unpaid', refund: null, canPay: false } as const;

describe('payResultKind: what pay-result says about every order it can meet', () => {
  it('tells a paid order that was cancelled afterwards by its refund, never "failed"', () => {
    expect(payResultKind({ ...unpaid, status: 'Cancelled', paymentStatus: 'refunded', refund: { status: 'pending', amountFen: 5000 } })).toBe('refunding');
    expect(payResultKind({ ...unpaid, status: 'Cancelled', paymentStatus: 'refunded', refund: { status: 'succeeded', amountFen: 5000 } })).toBe('refunded');
    expect(payResultKind({ ...unpaid, status: 'Cancelled', paymentStatus: 'refunded', refund: { status: 'failed', amountFen: 5000 } })).toBe('refund-failed');
  });

  it('tells paid, unpaid (payable or not), cancelled unpaid and anything else apart', () => {
    expect(payResultKind({ ...unpaid, status: 'Paid', paymentStatus: 'paid' })).toBe('paid');
    // Paid twice: the second payment went back, the order stays paid.
    expect(payResultKind({ ...unpaid, status: 'Paid', paymentStatus: 'paid', refund: { status: 'succeeded', amountFen: 5000 } })).toBe('paid');
    expect(payResultKind({ ...unpaid, status: 'Shipped', paymentStatus: 'paid' })).toBe('paid');
    expect(payResultKind({ ...unpaid, status: 'PendingPayment', canPay: true })).toBe('unpaid');
    expect(payResultKind({ ...unpaid, status: 'PendingPayment' })).toBe('expired');
    expect(payResultKind({ ...unpaid, status: 'Cancelled', paymentStatus: 'cancelled' })).toBe('cancelled');
    expect(payResultKind({ ...unpaid, status: 'Open' })).toBe('other');
    expect(payResultKind({ ...unpaid, status: 'Unknown' })).toBe('other');
  });

  it('has an answer for every status, and promises delivery only while it lies ahead', () => {
    for (const status of ORDER_STATUSES) {
      expect(payResultKind({ ...unpaid, status })).toMatch(/^(unpaid|expired|cancelled|other)$/);
    }
    const ahead = ORDER_STATUSES.filter((status) => showsNextSteps({ status }, 'paid'));
    expect(ahead).toEqual(expect.arrayContaining(['Paid', 'OrderConfirmed', 'PendingDelivery', 'Ready']));
    expect(ahead).not.toContain('Shipped');
    expect(ahead).not.toContain('OrderReceived');
    expect(showsNextSteps({ status: 'Paid' }, 'refunding')).toBe(false);
  });
});
