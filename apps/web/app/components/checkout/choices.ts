// Checkout's choices live in the URL (delivery option, address, store, vouchers, the buy-now
// line), so every change is a plain link that reloads the priced page — with or without
// JavaScript — and keeps the rest.
import type { Voucher } from '@eshop/domain/contract';

/** "Buy now" from a product page: this SKU in this quantity instead of the cart (docs/decisions/0024-buy-now.md). */
export interface BuyNow {
  skuId: number;
  quantity: number;
}

export interface CheckoutChoices {
  option: 'delivery' | 'pickup';
  addressId: number | null;
  storeId: number | null;
  /** Chosen voucher ids: the cart passes them as repeated `v` values. */
  vouchers: string[];
  lat: number | null;
  lng: number | null;
  /** Null: the order is the cart. */
  buyNow: BuyNow | null;
}

const id = (value: string | null): number | null => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);
const coordinate = (value: string | null): number | null => (value && /^-?\d{1,3}(\.\d{1,10})?$/.test(value) ? Number(value) : null);

/**
 * `sku.skuId` and `h.quantity` (default 1) of a URL or a form; null without a SKU. A
 * quantity out of 1-99 is passed on for the API to refuse, never quietly changed: the
 * shopper buys what the link says or is told why not.
 */
export function readBuyNow(get: (name: string) => string | null): BuyNow | null {
  const skuId = id(get('sku.skuId'));
  if (skuId === null || skuId === 0) return null;
  const raw = get('h.quantity');
  const quantity = raw === null || raw === '' ? 1 : /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return { skuId, quantity };
}

/** The buy-now line as the API's fields (none for a cart order). */
export const buyNowFields = (b: BuyNow | null): { 'sku.skuId'?: string; 'h.quantity'?: string } =>
  (b ? { 'sku.skuId': String(b.skuId), 'h.quantity': String(b.quantity) } : {});

export function readChoices(search: URLSearchParams): CheckoutChoices {
  const vouchers = [...search.getAll('v'), ...search.getAll('v.voucherId')].filter((v) => /^\d{1,12}$/.test(v));
  return {
    option: search.get('oh.deliveryOption') === 'pickup' ? 'pickup' : 'delivery',
    addressId: id(search.get('a.addressId')),
    storeId: id(search.get('r.storeId')),
    vouchers: [...new Set(vouchers)],
    lat: coordinate(search.get('lat')),
    lng: coordinate(search.get('lng')),
    buyNow: readBuyNow((name) => search.get(name)),
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
  for (const [name, value] of Object.entries(buyNowFields(next.buyNow))) q.set(name, value);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Choosing a coupon replaces the other coupon (one per order); cash vouchers add up. */
export function withVoucher(chosen: string[], voucher: Voucher, all: Voucher[]): string[] {
  const coupons = new Set(all.filter((v) => v.kind !== 'cash').map((v) => String(v['v.voucherId'])));
  const kept = voucher.kind === 'cash' ? chosen : chosen.filter((v) => !coupons.has(v));
  return [...kept, String(voucher['v.voucherId'])];
}
