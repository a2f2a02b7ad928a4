// Checkout calls (spec section 7; decisions.md "API field names"; docs/decisions/0012):
// Checkout, testrun/CreateOrder and CreateOrder. Member calls (403 without a session).
// Prices never come from the request: only choices do (option, address, store,
// vouchers, the buy-now line), and each is checked to be the member's own.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseQuantity } from '@eshop/domain/cart';
import { isPosition } from '@eshop/domain/checkout';
import { normaliseMobile, type MessageCode } from '@eshop/domain/validation';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestChannel, requestLocale } from '../../http/locale.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { voucherReasonText } from '@eshop/domain/vouchers';
import type { Sessions } from '../accounts/sessions.ts';
import { addressOut } from '../accounts/routes.ts';
import { voucherSchema } from '../vouchers/routes.ts';
import type { BuyNowLine, CheckoutFailure, CheckoutService, OrderChoices } from './service.ts';

const MAX_ID = 2_147_483_647;

const id = (code: ErrorCode) => z.string({ error: code }).regex(/^\d{1,10}$/, { error: code }).refine((v) => Number(v) >= 1 && Number(v) <= MAX_ID, { error: code });
/** A repeatable form field: one value or several. */
const many = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(10)]).optional();
const listOf = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/**
 * Vouchers (repeatable), each at most once: the same id twice is a 400 VOUCHER_DUPLICATE on
 * Checkout, testrun and CreateOrder alike, never read as one (docs/decisions/0014, 0024).
 */
const voucherIds = <T extends z.ZodType<string | number>>(item: T) => many(item)
  .refine((v) => { const ids = listOf(v).map(Number); return new Set(ids).size === ids.length; }, { error: 'VOUCHER_DUPLICATE' });

// "Buy now" (docs/decisions/0024-buy-now.md): one SKU in one quantity instead of the cart,
// priced and stock-checked like a cart line; the order then leaves the cart as it was.
const buyNowSku = z.string({ error: 'SKU_REQUIRED' satisfies MessageCode }).regex(/^\d{1,12}$/, { error: 'SKU_REQUIRED' satisfies MessageCode }).optional()
  .describe('Buy now: the SKU to order instead of the cart (the cart is left as it is). Absent: the order is the cart');
const buyNowQuantity = z.string({ error: 'QUANTITY_INVALID' satisfies ErrorCode }).refine((v) => parseQuantity(v) !== null, { error: 'QUANTITY_INVALID' satisfies ErrorCode }).optional()
  .describe('Buy now: units of sku.skuId, 1-99 (default 1); only with sku.skuId');

/** The buy-now line of a request, or null (the cart); h.quantity alone names nothing to buy. */
function buyNowOf(skuId: string | undefined, quantity: string | undefined): BuyNowLine | null {
  if (skuId === undefined) {
    if (quantity !== undefined) throw new FieldError('sku.skuId', 'SKU_REQUIRED');
    return null;
  }
  const id = Number(skuId);
  // Beyond the id range names no SKU (and must not reach an int4 comparison), as in the cart.
  if (id < 1 || id > MAX_ID) throw new AppError('SKU_NOT_FOUND');
  return { skuId: id, quantity: quantity === undefined ? 1 : parseQuantity(quantity)! };
}

/** Where an order goes and the idempotency key: the shop's and the star shop's CreateOrder share these. */
export const placeFields = {
  'oh.deliveryOption': z.enum(['delivery', 'pickup'], { error: 'FIELD_CHOICE' }).describe('delivery | pickup'),
  'a.addressId': id('ADDRESS_REQUIRED').optional().describe('Delivery: one of the member\'s addresses'),
  'r.storeId': id('STORE_NOT_FOUND').optional().describe("Pickup: a store with r.pickup 'Y'"),
  'oh.pickupName': z.string().trim().max(40, { error: 'FIELD_TOO_LONG' }).optional().describe('Pickup: who collects (required for pickup)'),
  'oh.pickupMobile': z.string().trim().optional()
    .describe('Pickup: their mainland mobile number (required for pickup), read as the address form reads it: 11 digits 1[3-9]…, spaces, hyphens and +86 taken off'),
  'oh.comment': z.string().trim().max(500, { error: 'FIELD_TOO_LONG' }).optional().describe('Comment; invoice requests go here'),
  'oh.requestId': z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'REQUEST_ID_REQUIRED' }).optional()
    .describe("The client's idempotency key (8-64 of A-Z a-z 0-9 _ -): the same key with the same body answers the order it made (replayed); with another body it is 409 ORDER_REQUEST_REUSED"),
};

/** The place choices of a body; pickup needs store, name and mobile (spec section 5), delivery an address. */
export function placeChoicesOf(b: z.infer<z.ZodObject<typeof placeFields>>) {
  const option = b['oh.deliveryOption'];
  const missing: [string, ErrorCode | MessageCode][] = [];
  // The one mobile rule of the address form too (docs/decisions/0034-addresses.md).
  const pickupMobile = b['oh.pickupMobile'] ? normaliseMobile(b['oh.pickupMobile']) : null;
  if (option === 'delivery' && !b['a.addressId']) missing.push(['a.addressId', 'ADDRESS_REQUIRED']);
  if (option === 'pickup') {
    if (!b['r.storeId']) missing.push(['r.storeId', 'STORE_NOT_FOUND']);
    if (!b['oh.pickupName']) missing.push(['oh.pickupName', 'FIELD_REQUIRED']);
    if (!b['oh.pickupMobile']) missing.push(['oh.pickupMobile', 'FIELD_REQUIRED']);
    else if (pickupMobile === null) missing.push(['oh.pickupMobile', 'MOBILE_INVALID']);
  }
  const [first, ...others] = missing;
  if (first) throw new FieldError(first[0], first[1], {}, others);
  return {
    deliveryOption: option,
    addressId: option === 'delivery' ? Number(b['a.addressId']) : undefined,
    storeId: option === 'pickup' ? Number(b['r.storeId']) : undefined,
    pickupName: option === 'pickup' ? b['oh.pickupName'] : undefined,
    pickupMobile: option === 'pickup' ? pickupMobile ?? undefined : undefined,
    comment: b['oh.comment'] ?? '',
    requestId: b['oh.requestId'],
  };
}

const orderFields = {
  ...placeFields,
  'v.voucherId': voucherIds(z.string().regex(/^\d{1,10}$/, { error: 'VOUCHER_NOT_FOUND' }))
    .describe('Vouchers (repeatable): at most one coupon, any cash vouchers, each once (a repeated id is 400 VOUCHER_DUPLICATE); cash vouchers pay in the order given'),
  'oh.paymentMethod': z.enum(['wechatpay'], { error: 'FIELD_CHOICE' }).optional().describe('wechatpay (default)'),
  'oh.requestId': placeFields['oh.requestId']
    .describe("The client's idempotency key (8-64 of A-Z a-z 0-9 _ -): the same key with the same body answers the order it made (replayed); with another body (option, address, store, pickup person, comment, vouchers, buy-now line) it is 409 ORDER_REQUEST_REUSED"),
  'sku.skuId': buyNowSku,
  'h.quantity': buyNowQuantity,
};
const orderBody = z.object(orderFields);
type OrderBody = z.infer<typeof orderBody>;

/** The choices of a CreateOrder / testrun body. */
function choicesOf(b: OrderBody): OrderChoices {
  return {
    ...placeChoicesOf(b),
    voucherIds: listOf(b['v.voucherId']).map(Number),
    paymentMethod: 'wechatpay',
    buyNow: buyNowOf(b['sku.skuId'], b['h.quantity']),
  };
}

/** Maps a refused checkout to its answer in the request's language. */
function orFail<T extends object>(result: ({ ok: true } & T) | CheckoutFailure, locale: 'en_US' | 'zh_CN'): T {
  if (result.ok) return result;
  switch (result.code) {
    case 'STOCK_INSUFFICIENT':
      throw new AppError(result.buyNow ? 'BUY_NOW_STOCK_SHORT' : 'ORDER_STOCK_SHORT', { names: result.lines.map((l) => `${l.name} (${l.available})`).join(', ') }, { lines: result.lines });
    case 'VOUCHER_UNUSABLE':
      throw new AppError('VOUCHER_NOT_USABLE', { reason: voucherReasonText(result.reason as 'EXPIRED', locale, result.shortFen) }, { voucherId: result.voucherId });
    case 'ONE_COUPON': throw new AppError('VOUCHER_ONE_COUPON');
    case 'VOUCHER_DUPLICATE': throw new FieldError('v.voucherId', 'VOUCHER_DUPLICATE');
    case 'SKU_NOT_FOUND': throw new AppError('SKU_NOT_FOUND');
    case 'REQUEST_REUSED': throw new AppError('ORDER_REQUEST_REUSED');
    case 'ADDRESS_REQUIRED': throw new FieldError('a.addressId', 'ADDRESS_REQUIRED');
    case 'ADDRESS_NOT_FOUND': throw new FieldError('a.addressId', 'ADDRESS_NOT_FOUND');
    case 'STORE_NOT_FOUND': throw new FieldError('r.storeId', 'STORE_NOT_FOUND');
    default: throw new AppError(result.code);
  }
}

export const quoteLine = z.object({
  'sku.skuId': z.number().int(), itemId: z.number().int(), name: z.string(), spec: z.string(), image: z.string(),
  unitPriceFen: z.number().int(), quantity: z.number().int(), lineTotalFen: z.number().int(),
});
export const quoteSchema = z.object({
  lines: z.array(quoteLine),
  goodsFen: z.number().int(), discountFen: z.number().int().describe('Coupon'), shippingFen: z.number().int(),
  cashVoucherFen: z.number().int(), totalFen: z.number().int().describe('What is charged'),
  toFreeShippingFen: z.number().int(), freeShippingThresholdFen: z.number().int(),
  pendingStarsTenths: z.number().int().describe('Stars estimate, tenths'),
  deliveryOption: z.enum(['delivery', 'pickup']),
  promise: z.object({ date: z.string(), daysFromToday: z.number().int(), isShanghai: z.boolean(), doubleElevenNote: z.boolean(), text: z.string() }),
  vouchersApplied: z.array(z.object({ 'v.voucherId': z.number().int(), kind: z.enum(['off', 'discount', 'cash']), amountFen: z.number().int() })),
});
/** Checkout's answer (CheckoutData in packages/domain/src/contract/orders.ts). */
const checkoutSchema = z.object({
  addresses: z.array(addressOut).describe('Default first'),
  stores: z.array(z.object({
    'r.storeId': z.number().int(), name: z.string(), address: z.string(), phone: z.string(), latitude: z.number(), longitude: z.number(),
    distanceM: z.number().nullable().describe('Metres from lat/lng when given'),
  })).describe('Pickup stores, nearest first from lat/lng'),
  nearestStoreId: z.number().int().nullable(),
  vouchers: z.array(voucherSchema).describe('Judged against the goods total'),
  quote: quoteSchema.describe("Priced for the query's choices (default: delivery to the default address, no voucher)"),
  level: z.number().int(), levelName: z.string(),
  problems: z.array(z.object({ 'sku.skuId': z.number().int(), name: z.string(), available: z.number().int(), quantity: z.number().int() }))
    .describe('Lines short of stock: checkout is refused while any'),
  registered: z.boolean().describe('Gets the confirmation e-mail'),
  payMinutes: z.number().int().describe('An order not paid within this is cancelled'),
  pickupPerson: z.object({ name: z.string(), mobile: z.string() }).describe("Who collects a pickup order, from the profile ('' where unknown)"),
});
const createdSchema = z.object({
  transactionId: z.string(), totalFen: z.number().int(), status: z.string(),
  payBefore: z.string().nullable().describe('Unpaid orders are cancelled after this'), replayed: z.boolean().describe('The same oh.requestId again: this is the order it made'),
});
const stockFailure = failure.extend({
  lines: z.array(z.object({ skuId: z.number(), name: z.string(), available: z.number(), quantity: z.number() })).optional().describe('ORDER_STOCK_SHORT, BUY_NOW_STOCK_SHORT: the lines short of stock'),
  voucherId: z.number().int().optional().describe('VOUCHER_NOT_USABLE: the voucher refused'),
});

export const checkoutRoutes = (deps: {
  checkout: CheckoutService; sessions: Sessions;
}): FastifyPluginAsyncZod => async (app) => {
  const { checkout } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/shopping/Checkout', {
    preHandler: auth,
    schema: {
      tags: ['checkout'],
      summary: 'Everything the checkout page needs: addresses, pickup stores (nearest first from lat/lng), vouchers judged against the cart (or the buy-now line), the quote for the choices, and lines short of stock',
      querystring: z.object({
        'oh.deliveryOption': z.enum(['delivery', 'pickup']).optional(),
        'a.addressId': z.coerce.number().int().min(1).max(MAX_ID).optional(),
        'r.storeId': z.coerce.number().int().min(1).max(MAX_ID).optional(),
        'v.voucherId': voucherIds(z.coerce.number().int().min(1).max(MAX_ID))
          .describe('Vouchers to price with (repeatable, each once: a repeated id is 400 VOUCHER_DUPLICATE); ones not usable now are left out of the quote'),
        lat: z.coerce.number().optional(), lng: z.coerce.number().optional(),
        'sku.skuId': buyNowSku,
        'h.quantity': buyNowQuantity,
      }),
      response: { 200: envelope(checkoutSchema), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const q = req.query;
    const position = { latitude: q.lat, longitude: q.lng };
    const result = await checkout.checkout(memberOf(req), requestLocale(req), {
      deliveryOption: q['oh.deliveryOption'], addressId: q['a.addressId'], storeId: q['r.storeId'],
      voucherIds: listOf(q['v.voucherId']), position: isPosition(position) ? position : null,
      buyNow: buyNowOf(q['sku.skuId'], q['h.quantity']),
    });
    return ok(orFail(result, requestLocale(req)).data);
  });

  app.post('/a/execute/capi/shopping/testrun/CreateOrder', {
    preHandler: auth,
    schema: {
      tags: ['checkout'],
      summary: 'Prices the order exactly like CreateOrder (same checks and answers) without creating anything',
      body: orderBody,
      response: { 200: envelope(quoteSchema), 400: failure, 403: failure, 404: failure, 409: stockFailure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    return ok(orFail(await checkout.quote(memberOf(req), choicesOf(req.body), locale), locale).quote);
  });

  app.post('/a/execute/capi/shopping/CreateOrder', {
    preHandler: auth,
    schema: {
      tags: ['checkout'],
      summary: 'Creates the order from the cart (reserves stock, uses the vouchers, empties the ordered lines), or from the buy-now line sku.skuId + h.quantity (the cart is left as it is); idempotent per oh.requestId and body. The order must be paid within ORDER_PAY_MINUTES (default 30); the confirmation mail is a job of the same transaction',
      body: orderBody,
      response: { 200: envelope(createdSchema), 400: failure, 403: failure, 404: failure, 409: stockFailure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const choices = choicesOf(req.body);
    if (!choices.requestId) throw new FieldError('oh.requestId', 'REQUEST_ID_REQUIRED');
    const memberId = memberOf(req);
    const created = orFail(await checkout.create(memberId, { ...choices, requestId: choices.requestId }, { locale, channel: requestChannel(req) }), locale);
    return ok({
      transactionId: created.transactionId, totalFen: created.totalFen, status: 'PendingPayment',
      payBefore: created.payBefore.toISOString(), replayed: created.replayed,
    });
  });
};
