// What every order is made of besides its lines, shared by the shop's CreateOrder
// (service.ts) and the star shop's (star-shop/service.ts): the member's address or a
// pickup store, read and snapshotted onto the order, and the order number.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '@eshop/db';
import type { OrderType } from '@eshop/domain/orders';
import type { DeliveryOption } from '@eshop/domain/shipping';
import { shanghaiParts } from '@eshop/domain/time';

export interface AddressRow extends Record<string, unknown> {
  id: number; recipient: string; province: string; city: string; district: string; street: string; unit: string; mobile: string; zip: string;
}
export interface StoreRow extends Record<string, unknown> {
  id: number; name_en: string; name_zh: string; address_en: string; address_zh: string; phone: string; latitude: number; longitude: number;
}

/** One of the member's addresses; null for an unknown id or another member's. */
export async function addressOf(db: Executor, memberId: number, addressId: number): Promise<AddressRow | null> {
  const [a] = await queryRows<AddressRow>(db, sql`
    select id, recipient, province, city, district, street, unit, mobile, zip from address where id = ${addressId} and member_id = ${memberId}`);
  return a ?? null;
}

/** The stores where orders can be picked up (r.pickup 'Y'), in their listed order. */
export async function pickupStores(db: Executor): Promise<StoreRow[]> {
  return queryRows<StoreRow>(db, sql`
    select id, name_en, name_zh, address_en, address_zh, phone, latitude, longitude from store where pickup = 'Y' order by sort, id`);
}

/** The order number's first part: type + yyMMdd (Shanghai). */
function transactionIdPrefix(now: Date, type: OrderType): string {
  const p = shanghaiParts(now);
  return `${type}${String(p.year % 100).padStart(2, '0')}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
}

/** transactionId: type + yyMMdd (Shanghai) + a number from the sequence (one sequence for both types). */
export async function nextTransactionId(tx: Executor, now: Date, type: OrderType): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('shop_order_number_seq')::text as n`);
  return `${transactionIdPrefix(now, type)}${row!.n}`;
}

/** The same order number as an expression of the order's insert: the number drawn in that statement. */
export const transactionIdExpression = (now: Date, type: OrderType): SQL =>
  sql`${transactionIdPrefix(now, type)}::text || nextval('shop_order_number_seq')::text`;

/** Where an order goes, as both CreateOrders take it: delivery to an address, or pickup at a store by a named person. */
export interface PlaceChoices {
  deliveryOption: DeliveryOption;
  addressId?: number | undefined;
  storeId?: number | undefined;
  pickupName?: string | undefined;
  pickupMobile?: string | undefined;
  comment?: string | undefined;
}

export type Place =
  | { ok: true; address: AddressRow; store: null }
  | { ok: true; address: null; store: StoreRow }
  | { ok: false; code: 'ADDRESS_REQUIRED' | 'ADDRESS_NOT_FOUND' | 'STORE_NOT_FOUND' };

/** Where the order goes: one of the member's addresses (delivery) or a pickup store. */
export async function placeOf(db: Executor, memberId: number, choice: { deliveryOption: DeliveryOption; addressId?: number | undefined; storeId?: number | undefined }): Promise<Place> {
  if (choice.deliveryOption === 'delivery') {
    if (choice.addressId === undefined) return { ok: false, code: 'ADDRESS_REQUIRED' };
    const address = await addressOf(db, memberId, choice.addressId);
    return address ? { ok: true, address, store: null } : { ok: false, code: 'ADDRESS_NOT_FOUND' };
  }
  const store = (await pickupStores(db)).find((s) => s.id === choice.storeId);
  return store ? { ok: true, address: null, store } : { ok: false, code: 'STORE_NOT_FOUND' };
}

/** The order columns of a delivery address or a pickup store (snapshots: they never change with the address book). */
export function placeColumns(address: AddressRow | null, store: StoreRow | null, pickup: { name?: string | undefined; mobile?: string | undefined }) {
  return {
    ...(address ? {
      recipient: address.recipient, province: address.province, city: address.city, district: address.district,
      street: address.street, unit: address.unit, mobile: address.mobile, zip: address.zip,
    } : {}),
    ...(store ? {
      storeId: store.id, storeNameEn: store.name_en, storeNameZh: store.name_zh, storeAddressEn: store.address_en,
      storeAddressZh: store.address_zh, storePhone: store.phone,
      pickupName: pickup.name ?? null, pickupMobile: pickup.mobile ?? null,
    } : {}),
  };
}
