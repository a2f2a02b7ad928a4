// Checkout's choices live in the URL (delivery option, address, store, vouchers), so every
// change is a plain link that reloads the priced page — with or without JavaScript.
import type { Voucher } from '@eshop/domain/contract';

export interface CheckoutChoices {
  option: 'delivery' | 'pickup';
  addressId: number | null;
  storeId: number | null;
  /** Chosen voucher ids: the cart passes them as repeated `v` values. */
  vouchers: string[];
  lat: number | null;
  lng: number | null;
}

const id = (value: string | null): number | null => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);
const coordinate = (value: string | null): number | null => (value && /^-?\d{1,3}(\.\d{1,10})?$/.test(value) ? Number(value) : null);

export function readChoices(search: URLSearchParams): CheckoutChoices {
  const vouchers = [...search.getAll('v'), ...search.getAll('v.voucherId')].filter((v) => /^\d{1,12}$/.test(v));
  return {
    option: search.get('oh.deliveryOption') === 'pickup' ? 'pickup' : 'delivery',
    addressId: id(search.get('a.addressId')),
    storeId: id(search.get('r.storeId')),
    vouchers: [...new Set(vouchers)],
    lat: coordinate(search.get('lat')),
    lng: coordinate(search.get('lng')),
  };
}

/** The query string of the choices (what checkout links and ChooseShop return to). */
export function choicesQuery(c: CheckoutChoices, changes: Partial<CheckoutChoices> = {}): string {
  const next = { ...c, ...changes };
  const q = new URLSearchParams();
  if (next.option === 'pickup') q.set('oh.deliveryOption', 'pickup');
  if (next.addressId !== null) q.set('a.addressId', String(next.addressId));
  if (next.storeId !== null) q.set('r.storeId', String(next.storeId));
  for (const v of next.vouchers) q.append('v', v);
  if (next.lat !== null && next.lng !== null) { q.set('lat', String(next.lat)); q.set('lng', String(next.lng)); }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Choosing a coupon replaces the other coupon (one per order); cash vouchers add up. */
export function withVoucher(chosen: string[], voucher: Voucher, all: Voucher[]): string[] {
  const coupons = new Set(all.filter((v) => v.kind !== 'cash').map((v) => String(v['v.voucherId'])));
  const kept = voucher.kind === 'cash' ? chosen : chosen.filter((v) => !coupons.has(v));
  return [...kept, String(voucher['v.voucherId'])];
}
