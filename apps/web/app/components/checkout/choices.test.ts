import { describe, expect, it } from 'vitest';
import type { Voucher } from '@eshop/domain/contract';
import { choicesQuery, readChoices, withVoucher } from './choices.ts';

const voucher = (id: number, kind: Voucher['kind']) => ({ 'v.voucherId': id, kind }) as Voucher;

describe('checkout choices in the URL', () => {
  it('reads the cart\'s repeated v values, the option, address, store and position', () => {
    const c = readChoices(new URLSearchParams('v=3&v=4&v=3&oh.deliveryOption=pickup&r.storeId=2&a.addressId=x&lat=31.2&lng=121.5'));
    expect(c).toEqual({ option: 'pickup', addressId: null, storeId: 2, vouchers: ['3', '4'], lat: 31.2, lng: 121.5 });
    expect(readChoices(new URLSearchParams('v.voucherId=7&oh.deliveryOption=other')).option).toBe('delivery');
    expect(readChoices(new URLSearchParams('v.voucherId=7')).vouchers).toEqual(['7']);
  });

  it('writes them back with changes, and nothing for the defaults', () => {
    const c = readChoices(new URLSearchParams('v=3&a.addressId=9'));
    expect(choicesQuery(c)).toBe('?a.addressId=9&v=3');
    expect(choicesQuery(c, { option: 'pickup', storeId: 1, vouchers: [] })).toBe('?oh.deliveryOption=pickup&a.addressId=9&r.storeId=1');
    expect(choicesQuery(readChoices(new URLSearchParams()))).toBe('');
  });

  it('one coupon at a time; cash vouchers add up', () => {
    const all = [voucher(1, 'off'), voucher(2, 'discount'), voucher(3, 'cash'), voucher(4, 'cash')];
    expect(withVoucher(['1', '3'], all[1]!, all)).toEqual(['3', '2']);
    expect(withVoucher(['1', '3'], all[3]!, all)).toEqual(['1', '3', '4']);
  });
});
