import { describe, expect, it } from 'vitest';
import { signedStars, starLink } from './stars.ts';

describe('star history entries', () => {
  it('show stars signed with one decimal', () => {
    expect(signedStars(216)).toBe('+21.6');
    expect(signedStars(10)).toBe('+1.0');
    expect(signedStars(-125)).toBe('-12.5');
    expect(signedStars(0)).toBe('0.0');
  });

  it('lead to their order, else their store order', () => {
    expect(starLink({ transactionId: 'WO261124100001', trxLogId: null })).toBe('my/order-detail?transactionId=WO261124100001');
    expect(starLink({ transactionId: null, trxLogId: 88123 })).toBe('my/store-order-detail?trxLogId=88123');
    expect(starLink({ transactionId: null, trxLogId: null })).toBeNull();
  });
});
