// The star shop's calls (issue 14; contract/star-shop.ts), for the loaders and actions of
// the star-shop pages. Same transport, headers (ch, lang, the shopper's cookie) and
// failure handling as the storefront's client (api/client.ts): every call passes the
// server's routes, validation and access checks. Kept beside the pages that use them so
// no other page's code grows; they can join `createApi` once its calls are generic
// (STYLE.md, "One contract per call").
import type { AppLoadContext } from 'react-router';
import type { Envelope, Gift, GiftCartLine, GiftCartSummary, OrderSummary } from '@eshop/domain/contract';
import { ApiError } from '../../api/client.ts';
import { pageCaller } from '../../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../../lib/cookies.ts';
import type { StarShopMember } from './MemberBar.tsx';
import '../../api/context.ts';

/** Star-shop Cart.List and UpdateCart: the lines with the totals and the member's balance. */
export type GiftCart = Envelope<GiftCartLine[]> & { summary: GiftCartSummary };

/** CreateOrder's fields (delivery: an address; pickup: store, name and mobile). */
export interface GiftOrderForm {
  'oh.deliveryOption': 'delivery' | 'pickup';
  'a.addressId'?: string;
  'r.storeId'?: string;
  'oh.pickupName'?: string;
  'oh.pickupMobile'?: string;
  'oh.comment'?: string;
  /** One per checkout page view: a repeated submission makes one order (0024). */
  'oh.requestId': string;
}

/** CreateOrder's answer: the WP order, Open, its stars already taken. */
export interface RedeemedOrder {
  transactionId: string;
  starsCostTenths: number;
  balanceAfterTenths: number;
  status: 'Open';
  /** True when this request id had already made the order (a repeated submission). */
  replayed: boolean;
}

export function starShopApi(request: Request, context: AppLoadContext) {
  const call = pageCaller(request, context);

  return {
    /** The gifts, sorted; `itemId` asks for one. Visitors get `forYourLevel: null`. */
    gifts: (query: { pageSize: number; pageOffset: number; itemId?: number }) =>
      call<Envelope<Gift[]>>('GET', 'a/capi/rewards/PointCatalog.List', {
        pageSize: query.pageSize, pageOffset: query.pageOffset, ...(query.itemId !== undefined ? { 'rw.itemId': query.itemId } : {}),
      }),
    cart: () => call<GiftCart>('GET', 'a/capi/rewards/Cart.List'),
    addToCart: (itemId: number, quantity: number) =>
      call<{ status: 'success'; message: string; summary: GiftCartSummary }>('POST', 'a/execute/capi/rewards/AddToCart', { 'rw.itemId': itemId, 'h.quantity': quantity }),
    /** Sets a line's quantity; 0 removes the line. */
    updateCart: (itemId: number, quantity: number) =>
      call<GiftCart>('POST', 'a/execute/capi/rewards/UpdateCart', { 'rw.itemId': itemId, 'h.quantity': quantity }),
    createOrder: (form: GiftOrderForm) => call<Envelope<RedeemedOrder>>('POST', 'a/execute/capi/rewards/CreateOrder', { ...form }),
    /** The member's star-shop (WP) orders, newest first. */
    orders: (pageSize: number, pageOffset: number) =>
      call<Envelope<OrderSummary[]>>('GET', 'a/capi/shopping/Order.List', { pageSize, pageOffset, 'oh.orderType': 'WP' }),
  };
}

export type StarShopApi = ReturnType<typeof starShopApi>;

/**
 * The shopper of a public star-shop page: a member's balance, level and cart count (from the
 * star-shop cart's summary), or null for a visitor — also for a session that has expired (403).
 */
export async function starShopMember(request: Request, api: StarShopApi): Promise<StarShopMember | null> {
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return null;
  try {
    const { summary } = await api.cart();
    return { balanceTenths: summary.balanceTenths, levelName: summary.levelName, cartQuantity: summary.quantity };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}
