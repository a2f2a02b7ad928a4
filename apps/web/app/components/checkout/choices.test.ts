import { describe, expect, it } from 'vitest';
import type { Voucher } from '@eshop/domain/contract';
import { buyNowFields, choicesQuery, readBuyNow, readChoices, withVoucher } from './choices.ts';

const voucher = (id: number, kind: Voucher['kind']) => ({ 'v.voucherId': id, kind }) as Voucher;

describe('checkout choices in the URL', () => {
  it('reads the cart\'s repeated v values, the option, address, store and position', () => {
    const c = readChoices(new URLSearchParams('v=3&v=4&v=3&oh.deliveryOption=pickup&r.storeId=2&a.addressId=x&lat=31.2&lng=121.5'));
    expect(c).toEqual({ option: 'pickup', addressId: null, storeId: 2, vouchers: ['3', '4'], lat: 31.2, lng: 121.5, buyNow: null });
    expect(readChoices(new URLSearchParams('v.voucherId=7&oh.deliveryOption=other')).option).toBe('delivery');
    expect(readChoices(new URLSearchParams('v.voucherId=7')).vouchers).toEqual(['7']);
  });

  it('writes them back with changes, and nothing for the defaults', () => {
    const c = readChoices(new URLSearchParams('v=3&a.addressId=9'));
    expect(choicesQuery(c)).toBe('?a.addressId=9&v=3');
    expect(choicesQuery(c, { option: 'pickup', storeId: 1, vouchers: [] })).toBe('?oh.deliveryOption=pickup&a.addressId=9&r.storeId=1');
    expect(choicesQuery(readChoices(new URLSearchParams()))).toBe('');
  });

  it('keeps the buy-now line through every change', () => {
    const c = readChoices(new URLSearchParams('sku.skuId=12&h.quantity=3&v=5'));
    expect(c.buyNow).toEqual({ skuId: 12, quantity: 3 });
    expect(choicesQuery(c, { option: 'pickup', storeId: 2 })).toBe('?oh.deliveryOption=pickup&r.storeId=2&v=5&sku.skuId=12&h.quantity=3');
    expect(choicesQuery(c, { addressId: 9, vouchers: [] })).toBe('?a.addressId=9&sku.skuId=12&h.quantity=3');
    expect(buyNowFields(c.buyNow)).toEqual({ 'sku.skuId': '12', 'h.quantity': '3' });
    expect(buyNowFields(null)).toEqual({});
  });

  it('reads a buy-now line with one unit by default; a bad quantity goes on for the API to refuse', () => {
    const read = (q: string) => readBuyNow((name) => new URLSearchParams(q).get(name));
    expect(read('sku.skuId=7')).toEqual({ skuId: 7, quantity: 1 });
    expect(read('sku.skuId=7&h.quantity=')).toEqual({ skuId: 7, quantity: 1 });
    expect(read('sku.skuId=7&h.quantity=100')).toEqual({ skuId: 7, quantity: 100 });
    expect(read('sku.skuId=7&h.quantity=two')).toEqual({ skuId: 7, quantity: 0 });
    expect(read('h.quantity=2')).toBeNull();
    expect(read('sku.skuId=x')).toBeNull();
  });

  it('one coupon at a time; cash vouchers add up', () => {
    const all = [voucher(1, 'off'), voucher(2, 'discount'), voucher(3, 'cash'), voucher(4, 'cash')];
    expect(withVoucher(['1', '3'], all[1]!, all)).toEqual(['3', '2']);
    expect(withVoucher(['1', '3'], all[3]!, all)).toEqual(['1', '3', '4']);
  });
});
