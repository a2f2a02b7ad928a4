// The one typed client through which the storefront reaches data (ARCHITECTURE.md).
// On the server its transport is handed in by the host through the load context and
// may dispatch in-process; in the browser it is fetch. Either way every call passes the
// server's routes, validation and access checks.
import type { Locale } from '@eshop/domain/i18n';
import type { Region } from '@eshop/domain/address';
import type {
  Address, CarouselSlide, CartLine, CartSummary, Category, Envelope, ItemFacets, ItemDetail, ItemSummary, MemberHeader, MemberInfo, MemberProfile, Notice, PasswordResetDone, PasswordResetRequested, QrCheck, QrCode, QrScan, SavedAddress, SmsCodePurpose, Special, Store, Tag,
} from '@eshop/domain/contract';
import type { Voucher } from '@eshop/domain/contract';
import type { CheckoutData, CreatedOrder, JsapiPayParams, OrderDetail, OrderQuote, OrderSummary, PaymentView } from '@eshop/domain/contract';
import type { CourierView, DeliveryRecord } from '@eshop/domain/contract';
import type { FavouriteItem, OrderNotice } from '@eshop/domain/contract';
import type { StarTransaction, StoreOrderDetail, StoreOrderSummary } from '@eshop/domain/contract';
import type { RecipeAttributeGroup, RecipeDetail, RecipeFilter, RecipeSummary } from '@eshop/domain/recipes';
import { channelFor, type Device } from '../lib/routing.ts';

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base, e.g. 'a/capi/catalog/Item.List'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string | number | string[] | undefined>;
  headers: Record<string, string>;
  /** Ends the request when its answer is no longer wanted (the browser's transport). */
  signal?: AbortSignal;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  setCookie?: string[];
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** The failure envelope's extra fields (docs/decisions/0006, 0007). */
export interface FailureDetails {
  code?: string;
  /** The form field at fault, with its dotted name (`m.email`). */
  field?: string;
  /** Every field at fault with its message. */
  fields?: Record<string, string>;
  captchaRequired?: boolean;
}

/** An API failure; loaders turn it into the matching error page, forms show its message. */
export class ApiError extends Error {
  constructor(public readonly status: number, message: string, public readonly details: FailureDetails = {}) {
    super(message);
  }
}

/** Spec section 4: success if a string, status success, login/reg/logout = 1 or an email field. */
export function isSuccess(body: unknown): boolean {
  if (typeof body === 'string') return true;
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return b.status === 'success' || b.login === 1 || b.reg === 1 || b.logout === 1 || 'email' in b;
}

export interface ItemListQuery {
  cid?: number;
  cname?: string;
  tag?: string;
  q?: string;
  sort?: 'default' | 'priceAsc' | 'priceDesc' | 'bestselling' | 'newest';
  available?: 'Y';
  /** Filters of the list and search pages, passed as the URL has them (docs/decisions/0035). */
  origin?: string;
  price?: string;
  inStock?: 'Y';
  facets?: 'Y';
  pageSize?: number;
  pageOffset?: number;
}

export interface ProfileForm {
  'm.nickname'?: string;
  'm.firstName'?: string;
  'm.lastName'?: string;
  'm.gender'?: string;
  'm.birthday'?: string;
  'm.household'?: string;
  'm.nationality'?: string;
  'm.salutation'?: string;
  'm.optOutEmail'?: 'Y' | 'N';
  'm.optOutSms'?: 'Y' | 'N';
}

export interface AddressForm {
  'a.addressId'?: string;
  'a.recipient': string;
  'a.province': string;
  'a.city': string;
  'a.district'?: string;
  'a.street': string;
  'a.unit'?: string;
  'a.mobile': string;
  'a.zip'?: string;
  'a.isDefault'?: 'Y' | 'N';
}

/** Checkout's choices (GET a/capi/shopping/Checkout). */
export interface CheckoutQuery {
  'oh.deliveryOption'?: 'delivery' | 'pickup';
  'a.addressId'?: number;
  'r.storeId'?: number;
  'v.voucherId'?: string[];
  lat?: number;
  lng?: number;
  /** Buy now: this SKU in `h.quantity` units instead of the cart (docs/decisions/0024-buy-now.md). */
  'sku.skuId'?: string;
  'h.quantity'?: string;
}

/** CreateOrder and testrun/CreateOrder. */
export interface OrderForm {
  'oh.deliveryOption': 'delivery' | 'pickup';
  'a.addressId'?: string;
  'r.storeId'?: string;
  'oh.pickupName'?: string;
  'oh.pickupMobile'?: string;
  'oh.comment'?: string;
  'v.voucherId'?: string[];
  'oh.paymentMethod': 'wechatpay';
  /** One per checkout page view: a double submission makes one order. */
  'oh.requestId': string;
  /** Buy now: this SKU in `h.quantity` units instead of the cart; the cart is left as it is. */
  'sku.skuId'?: string;
  'h.quantity'?: string;
}

/** WeChat JS-SDK config (JSAPIConfig). */
export interface JsapiConfig { appId: string; timestamp: string | number; nonceStr: string; signature: string; jsApiList: string[] }

/** Pay with tradeType=jsapi; `sandboxCashierUrl` is set when the sandbox provider made the params. */
export interface JsapiPayment { params: JsapiPayParams; payment: PaymentView; sandboxCashierUrl?: string | null }

/** CashVoucher.List / WalletItem.List: which vouchers, judged against which goods total. */
export interface VoucherListQuery {
  state?: 'available' | 'used' | 'all';
  goodsFen?: number;
}

/** PointTx.List's filter: every entry, the negative ones (used) or the positive ones (earned). */
export type StarFilter = 'all' | 'used' | 'earned';

export interface ApiOptions {
  locale: Locale;
  device: Device;
  cookie?: string | null;
  /** Receives the API's Set-Cookie headers (session, captcha), for the page response. */
  onSetCookie?: (cookies: string[]) => void;
}

/** The error of a failed answer: its status, message and the failure body's code and fields. */
export function apiError(status: number, answer: unknown): ApiError {
  const body = (answer ?? {}) as { message?: string } & FailureDetails;
  const details: FailureDetails = {
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
    ...(body.fields && typeof body.fields === 'object' ? { fields: body.fields } : {}),
    ...(body.captchaRequired === true ? { captchaRequired: true } : {}),
  };
  return new ApiError(status, body.message ?? `Response Error: ${status}`, details);
}

export function createApi(transport: ApiTransport, opts: ApiOptions) {
  const headers: Record<string, string> = { ch: channelFor(opts.device), lang: opts.locale };
  if (opts.cookie) headers.cookie = opts.cookie;

  async function raw(method: 'GET' | 'POST', path: string, params?: ApiRequest['form'], signal?: AbortSignal): Promise<unknown> {
    // A repeated query value (v.voucherId) travels in the path's query string, which
    // both transports keep; the `query` record holds one value per name.
    const repeated = method === 'GET' ? Object.entries(params ?? {}).filter((e): e is [string, string[]] => Array.isArray(e[1])) : [];
    const single = Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => !Array.isArray(v))) as ApiRequest['query'];
    const inPath = repeated.length ? `${path}?${new URLSearchParams(repeated.flatMap(([k, vs]) => vs.map((v) => [k, v]))).toString()}` : path;
    const request: ApiRequest = method === 'GET'
      ? { method, path: inPath, query: single, headers, signal }
      : { method, path, form: params ?? {}, headers, signal };
    const response = await transport(request);
    if (response.setCookie?.length) opts.onSetCookie?.(response.setCookie);
    if (response.status >= 400 || !isSuccess(response.body)) throw apiError(response.status, response.body);
    return response.body;
  }
  const call = async <T>(method: 'GET' | 'POST', path: string, params?: ApiRequest['form'], signal?: AbortSignal) =>
    (await raw(method, path, params, signal)) as Envelope<T>;

  return {
    items: (query: ItemListQuery) => call<ItemSummary[]>('GET', 'a/capi/catalog/Item.List', { ...query }) as Promise<Envelope<ItemSummary[]> & { direct?: number; facets?: ItemFacets }>,
    item: (itemId: number) => call<ItemDetail[]>('GET', 'a/capi/catalog/SingleItem.List', { 't.itemId': itemId }),
    categories: () => call<Category[]>('GET', 'a/capi/catalog/Category.List', { pageSize: 0 }),
    tags: () => call<Tag[]>('GET', 'a/capi/catalog/Tag.List', { pageSize: 0 }),
    stores: () => call<Store[]>('GET', 'a/capi/account/Store.List', { pageSize: 0 }),
    carousel: () => call<CarouselSlide[]>('GET', 'content/carousel/json'),
    specials: () => call<Special[]>('GET', 'content/special/json'),
    segment: <T>(name: string) => call<T>('GET', `content/segment/${encodeURIComponent(name)}`),

    // Recipes (docs/decisions/0018-recipes.md): pageSize 0 = every recipe (the start-up load).
    recipes: (query: RecipeFilter & { pageSize?: number; pageOffset?: number } = {}) =>
      call<RecipeSummary[]>('GET', 'a/capi/catalog/Recipe.List', { ...query }),
    recipeAttributes: () => call<RecipeAttributeGroup[]>('GET', 'a/capi/catalog/RecipeAttribute.List'),
    recipe: (recipeId: number) => call<RecipeDetail[]>('GET', 'a/capi/catalog/SingleRecipe.List', { 't.recipeId': recipeId }),

    // Accounts (docs/decisions/0007): the API sets and clears the session cookie.
    register: (form: { 'm.email': string; 'm.password': string; 'm.confirmPassword': string; 'm.agreement': 'Y' | 'N'; 'm.optOutEmail': 'Y' | 'N'; 'm.optOutSms': 'Y' | 'N' }) =>
      raw('POST', 'm/account/reg.html', form) as Promise<{ reg: 1 }>,
    login: (form: { 'm.email': string; 'm.password': string; captcha?: string }) =>
      raw('POST', 'm/account/login.html', form) as Promise<{ login: 1 }>,
    /** The verification-code image (SVG); pages show it with an <img> of `captchaUrl()`. */
    captcha: () => raw('GET', 'm/account/captcha.html') as Promise<string>,
    logout: () => raw('POST', 'm/account/logout.html') as Promise<{ logout: 1 }>,
    /** Forgotten password: e-mails a reset link (the answer is the same for any address). */
    requestPasswordReset: (email: string) => raw('GET', 'm/account/forget_password.html', { 'm.email': email }) as Promise<PasswordResetRequested>,
    /** Sets the new password with the token of the e-mailed link. */
    resetPassword: (form: { token: string; 'm.password': string; 'm.confirmPassword': string }) =>
      raw('POST', 'm/account/forget_password.html', form) as Promise<PasswordResetDone>,
    memberInfo: () => call<MemberInfo>('GET', 'a/capi/account/MemberInfo'),
    /** The header's member data in one call: name, level, stars, cart badge, hearts (docs/decisions/0040). */
    memberHeader: () => call<MemberHeader>('GET', 'a/capi/account/MemberHeader'),
    memberProfile: () => call<MemberProfile>('GET', 'a/capi/account/MemberProfile'),
    updateProfile: (form: ProfileForm) => call<MemberProfile>('POST', 'a/execute/capi/account/UpdateMemberProfile', { ...form }),
    addresses: () => call<Address[]>('GET', 'a/capi/account/Address.List'),
    saveAddress: (form: AddressForm) => call<SavedAddress>('POST', 'a/execute/capi/account/Address', { ...form }),
    deleteAddress: (addressId: number) => call<null>('POST', 'a/execute/capi/account/DeleteAddress', { 'a.addressId': addressId }),
    /** Makes one of the member's addresses the default (docs/decisions/0034-addresses.md). */
    setDefaultAddress: (addressId: number) => call<null>('POST', 'a/execute/capi/account/DefaultAddress', { 'a.addressId': addressId }),
    /** China's provinces (no parent), a province's cities or a city's districts, Chinese names by code. */
    regions: (parent?: string) => call<Region[]>('GET', 'a/capi/account/Regions', { parent }),
    optOut: () => raw('POST', 'a/execute/capi/account/OptOut', { 'm.confirm': 'Y' }) as Promise<{ status: 'success'; message: string }>,
    // Mobile verification (docs/decisions/0010): a 409 PHONE_TAKEN of checkPhone is the merge question.
    sendSmsCode: (phone: string, purpose: SmsCodePurpose) =>
      raw('POST', 'a/execute/capi/open/SMSSecureCode', { phone, purpose }) as Promise<Notice>,
    checkPhone: (phone: string, checkcode: string) =>
      raw('GET', 'a/capi/account/CheckPhone', { 'm.phone': phone, checkcode }) as Promise<Notice>,
    transferPhone: (phone: string, checkcode: string) =>
      raw('POST', 'a/execute/capi/account/Transfer', { 'm.phone': phone, checkcode }) as Promise<Notice>,

    // Cart (docs/decisions/0011): the member's, on the server; prices read live.
    cart: () => call<CartLine[]>('GET', 'a/capi/shopping/Cart.List') as Promise<Envelope<CartLine[]> & { summary: CartSummary }>,
    addToCart: (skuId: number, quantity: number) =>
      raw('POST', 'a/execute/capi/shopping/AddToCart', { 'sku.skuId': skuId, 'h.quantity': quantity }) as Promise<{ status: 'success'; message: string; summary: CartSummary }>,
    updateCart: (skuId: number, quantity: number) =>
      call<CartLine[]>('POST', 'a/execute/capi/shopping/UpdateCart', { 'sku.skuId': skuId, 'h.quantity': quantity }) as Promise<Envelope<CartLine[]> & { summary: CartSummary }>,
    removeFromCart: (skuId: number) =>
      call<CartLine[]>('POST', 'a/execute/capi/shopping/RemoveFromCart', { 'sku.skuId': skuId }) as Promise<Envelope<CartLine[]> & { summary: CartSummary }>,

    // Vouchers (docs/decisions/0014): each judged against goodsFen when given (usable, reason, saves).
    cashVouchers: (query: VoucherListQuery = {}) => call<Voucher[]>('GET', 'a/capi/account/CashVoucher.List', { ...query }),
    coupons: (query: VoucherListQuery = {}) => call<Voucher[]>('GET', 'a/capi/account/WalletItem.List', { ...query }),

    // QR sign-in (docs/decisions/0010).
    qrInit: () => call<QrCode>('GET', 'open/login/init/QR.ds'),
    /** Signed in (the session cookie comes with it), or the state to keep waiting on — not a failure. */
    async qrCheck(ticket: string): Promise<QrCheck> {
      const response = await transport({ method: 'GET', path: 'open/login/check/QR.ds', query: { ticket }, headers });
      if (response.setCookie?.length) opts.onSetCookie?.(response.setCookie);
      const body = (response.body ?? {}) as { login?: number; status?: string; expiresIn?: number; message?: string; code?: string };
      if (response.status === 200 && body.login === 1) return { state: 'signed-in' };
      if (response.status === 200 && (body.status === 'pending' || body.status === 'expired' || body.status === 'cancelled')) {
        return { state: body.status, expiresIn: body.expiresIn ?? 0 };
      }
      throw new ApiError(response.status, body.message ?? `Response Error: ${response.status}`, typeof body.code === 'string' ? { code: body.code } : {});
    },
    /** With `returnPath` (in WeChat, before its authorisation) the answer carries the WeChat authorisation URL. */
    qrScan: (ticket: string, returnPath?: string) => call<QrScan>('GET', 'open/login/scan/QR.ds', { ticket, ...(returnPath ? { return: returnPath } : {}) }),
    qrConfirm: (form: { ticket: string; code?: string; state?: string }) =>
      raw('POST', 'open/login/confirm/QR.ds', form) as Promise<{ status: 'success'; message: string }>,
    qrCancel: (ticket: string) => raw('POST', 'open/login/cancel/QR.ds', { ticket }) as Promise<{ status: 'success'; message: string }>,

    // Checkout, payment and orders (contract/orders.ts).
    checkout: (query: CheckoutQuery) => call<CheckoutData>('GET', 'a/capi/shopping/Checkout', { ...query }),
    quoteOrder: (form: OrderForm) => call<OrderQuote>('POST', 'a/execute/capi/shopping/testrun/CreateOrder', { ...form }),
    createOrder: (form: OrderForm) => call<CreatedOrder>('POST', 'a/execute/capi/shopping/CreateOrder', { ...form }),
    payNative: (transactionId: string, refresh = false) =>
      call<PaymentView>('GET', 'a/capi/shopping/Payment', { 'oh.transactionId': transactionId, tradeType: 'native', ...(refresh ? { refresh: 'Y' } : {}) }),
    /** `authorised`: the code and state WeChat returned after payAuthorize (a member without WeChat binding). */
    payJsapi: (transactionId: string, authorised?: { code: string; state: string }) =>
      call<JsapiPayment>('GET', 'a/capi/shopping/Payment', { 'oh.transactionId': transactionId, tradeType: 'jsapi', ...authorised }),
    payAuthorize: (transactionId: string, returnPath: string) =>
      call<{ authorizeUrl: string }>('GET', 'a/capi/shopping/PayAuthorize', { 'oh.transactionId': transactionId, return: returnPath }),
    /** `waitSeconds`: an unpaid order is answered when it is paid, or after that long (docs/decisions/0050). */
    paymentStatus: (transactionId: string, waitSeconds?: number, signal?: AbortSignal) =>
      call<{ paid: boolean; status: OrderSummary['status'] }>('GET', 'a/capi/shopping/PaymentStatus', {
        'oh.transactionId': transactionId, ...(waitSeconds ? { waitSeconds: String(waitSeconds) } : {}),
      }, signal),
    jsapiConfig: (path: string) =>
      raw('GET', 'a/capi/account/JSAPIConfig', { path }) as Promise<{ status: 'success'; rflag: { config: JsapiConfig } }>,
    /** The share card's JS-SDK config inside WeChat; no session needed (docs/decisions/0036). */
    wechatShareConfig: (path: string) =>
      raw('GET', 'a/capi/wechat/ShareConfig', { path }) as Promise<{ status: 'success'; rflag: { config: JsapiConfig } }>,
    orders: (query: { pageSize: number; pageOffset: number; status?: 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled' }) => call<OrderSummary[]>('GET', 'a/capi/shopping/Order.List', { ...query }),
    order: (transactionId: string) => call<OrderDetail>('GET', 'a/capi/shopping/ViewOrder', { 'oh.transactionId': transactionId }),
    cancelOrder: (transactionId: string, remarks: string) =>
      call<OrderDetail>('POST', 'a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': transactionId, remarks }),
    confirmReceipt: (transactionId: string) => call<OrderDetail>('POST', 'a/execute/capi/shopping/ConfirmReceipt', { 'oh.transactionId': transactionId }),
    addOrderMessage: (transactionId: string, content: string) =>
      call<OrderDetail>('POST', 'a/execute/capi/shopping/AddMessageToOrder', { 'oh.transactionId': transactionId, 'msg.content': content }),
    reBuy: (transactionId: string) =>
      raw('POST', 'a/execute/capi/shopping/ReBuy', { 'oh.transactionId': transactionId }) as Promise<{ status: 'success'; summary: CartSummary; skipped: { name: string; reason: string }[] }>,

    // Delivery tracking (docs/decisions/0015): [] / null until the order is handed to the courier.
    deliveries: (transactionId: string) => call<DeliveryRecord[]>('GET', 'a/capi/shopping/ViewDelivery.List', { 'oh.transactionId': transactionId }),
    courierView: (transactionId: string) => call<CourierView | null>('GET', 'a/capi/shopping/ViewShanSong', { 't.transactionId': transactionId }),

    // Favourites and the message centre (docs/decisions/0019).
    favourites: (pageSize: number, pageOffset: number) => call<FavouriteItem[]>('GET', 'a/capi/shopping/Favorite.List', { pageSize, pageOffset }),
    favourite: (itemId: number | string, on: boolean) => call<{ favourite: boolean }>('POST', `a/execute/capi/shopping/${on ? 'AddTo' : 'RemoveFrom'}Favorite`, { 't.itemId': itemId }),
    orderNotices: (pageSize: number, pageOffset: number) => call<OrderNotice[]>('GET', 'a/capi/shopping/OrderNotice.List', { pageSize, pageOffset }),

    // Loyalty (contract/loyalty.ts): the star history of the membership card and the
    // purchases the stores' tills reported; the balance and level come with memberInfo.
    starTransactions: (query: { filter: StarFilter; pageSize: number; pageOffset: number }) =>
      call<StarTransaction[]>('GET', 'a/capi/rewards/PointTx.List', { ...query }),
    storeOrders: (pageSize: number, pageOffset: number) => call<StoreOrderSummary[]>('GET', 'a/capi/shopping/MaxChainOrder.List', { pageSize, pageOffset }),
    /** One of the member's store purchases; another member's answers 404 STORE_ORDER_NOT_FOUND. */
    storeOrder: (trxLogId: number) => call<StoreOrderDetail>('GET', 'a/capi/shopping/ViewMaxChainOrder', { 'mo.trx_log_id': trxLogId }),
  };
}

export type Api = ReturnType<typeof createApi>;

/** URL of the verification-code image (GET m/account/captcha.html): the browser loads it
 * from this origin, so its challenge cookie comes back with the sign-in form. */
export function captchaUrl(nonce: number | string, base = '/api'): string {
  return `${base}/m/account/captcha.html?r=${encodeURIComponent(String(nonce))}`;
}

/** Browser transport: same-origin fetch to the API base. */
export function fetchTransport(base = '/api'): ApiTransport {
  return async (req) => {
    const url = new URL(`${base}/${req.path}`, window.location.origin);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    let body: URLSearchParams | undefined;
    if (req.form) {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(req.form)) {
        if (Array.isArray(v)) v.forEach((x) => body!.append(k, x));
        else if (v !== undefined) body.append(k, String(v));
      }
    }
    const res = await fetch(url, { method: req.method, headers: req.headers, body, credentials: 'same-origin', signal: req.signal });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: type.includes('json') ? await res.json() : await res.text() };
  };
}
