// The member's order calls (spec section 7; docs/decisions/0012): Order.List, ViewOrder,
// CancelOrder, ConfirmReceipt, AddMessageToOrder, ReBuy. 403 without a session; another
// member's order is 404, exactly like an unknown one.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@eshop/domain/orders';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { errorMessage } from '../../http/messages.ts';
import { requestLocale } from '../../http/locale.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { CartService } from '../cart/service.ts';
import { cartSummary } from '../cart/routes.ts';
import { quoteLine } from '../checkout/routes.ts';
import { ORDER_LIST_FILTERS, type OrderActionFailure, type OrderService } from './service.ts';

const transactionId = z.string({ error: 'ORDER_NOT_FOUND' }).trim().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'ORDER_NOT_FOUND' }).describe('oh.transactionId');

// The answers' shapes (packages/domain/src/contract/orders.ts: OrderSummary, OrderNotice, OrderDetail).
const orderStatus = z.enum(ORDER_STATUSES);
const instant = z.string().describe('ISO instant');
const orderSummary = z.object({
  transactionId: z.string(), orderType: z.enum(['WO', 'WP']).describe('WO: shop order; WP: star-shop order'),
  status: orderStatus, statusLabel: z.string().describe("In the request's language"), createdAt: instant,
  totalFen: z.number().int(), deliveryOption: z.enum(['delivery', 'pickup']),
  images: z.array(z.string()).describe("The first lines' thumbnails (at most 4)"), itemCount: z.number().int().describe('Lines'),
  quantity: z.number().int().describe('Units'), canPay: z.boolean(), canCancel: z.boolean(),
  starsCostTenths: z.number().int().describe('Star-shop orders: the stars paid (tenths); 0 for shop orders'),
});
const orderNotice = z.discriminatedUnion('kind', [
  z.object({ createdAt: instant, kind: z.literal('message'), transactionId: z.string(), authorName: z.string(), content: z.string() }),
  z.object({ createdAt: instant, kind: z.literal('status'), transactionId: z.string(), status: orderStatus, statusLabel: z.string() }),
  z.object({
    createdAt: instant, kind: z.literal('loyalty'),
    event: z.enum(['levelUp', 'levelDown', 'starsEarned', 'starsVoided', 'starsAdjusted', 'birthdayGift', 'requestAnswered', 'requestClosed']),
    title: z.string(), body: z.string(), screen: z.string().describe("The member screen it leads to, e.g. 'my/points-history'"),
  }),
]);
const orderDetail = orderSummary.extend({
  remarks: z.string().nullable(), orderNumber: z.string().describe('The same as transactionId'),
  paymentMethod: z.string(), paymentMethodLabel: z.string(),
  paymentStatus: z.enum(['unpaid', 'paid', 'refunded', 'cancelled']), paymentStatusLabel: z.string(),
  refund: z.object({ status: z.enum(['pending', 'succeeded', 'failed']), amountFen: z.number().int() }).nullable(),
  paidAt: instant.nullable(), payBefore: instant.nullable(),
  grandTotalFen: z.number().int(), subtotalFen: z.number().int(), shippingFen: z.number().int(), discountFen: z.number().int(),
  cashVoucherFen: z.number().int(), pendingStarsTenths: z.number().int(), starsReceivedTenths: z.number().int(),
  shippingAddress: z.object({
    recipient: z.string(), province: z.string(), city: z.string(), district: z.string(), street: z.string(), unit: z.string(), mobile: z.string(), zip: z.string(),
  }).nullable().describe('Delivery orders'),
  pickup: z.object({
    storeName: z.string(), storeAddress: z.string(), storePhone: z.string(), pickupName: z.string(), pickupMobile: z.string(), date: z.string().nullable(),
  }).nullable().describe('Pickup orders'),
  promisedDate: z.string().nullable().describe('yyyy-MM-dd'), comment: z.string(),
  products: z.array(quoteLine),
  gifts: z.array(z.object({
    'rw.itemId': z.number().int(), name: z.string(), image: z.string(), starsTenths: z.number().int(), quantity: z.number().int(), lineStarsTenths: z.number().int(),
  })).describe('Star-shop orders (products is empty then)'),
  messages: z.array(z.object({ author: z.enum(['customer', 'staff']), authorName: z.string(), createdAt: instant, content: z.string() })),
  history: z.array(z.object({ status: orderStatus, statusLabel: z.string(), at: instant })).describe('Oldest first'),
  logisticsCompany: z.string().nullable(), shipmentNo: z.string().nullable(), canReceive: z.boolean(),
});

const ACTION_WORDS = {
  cancel: { en_US: 'cancelled', zh_CN: '取消' },
  receive: { en_US: 'marked as received', zh_CN: '确认收货' },
} as const;

export const orderRoutes = (deps: { orders: OrderService; cart: CartService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { orders } = deps;
  const auth = requireMember(deps.sessions);

  async function detailOr404(memberId: number, tid: string, locale: 'en_US' | 'zh_CN') {
    const detail = await orders.view(memberId, tid, locale);
    if (!detail) throw new AppError('ORDER_NOT_FOUND');
    return detail;
  }

  function orFail(r: { ok: true } | OrderActionFailure, action: keyof typeof ACTION_WORDS, locale: 'en_US' | 'zh_CN'): void {
    if (r.ok) return;
    if (r.code === 'ORDER_TRANSITION_REFUSED') {
      throw new AppError(r.code, { action: ACTION_WORDS[action][locale], status: ORDER_STATUS_LABELS[r.status][locale] });
    }
    throw new AppError(r.code);
  }

  app.get('/a/capi/shopping/Order.List', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: "The member's orders, newest first, with status labels in the request's language; `status` picks a tab, `oh.orderType` the shop's (WO) or the star shop's (WP) orders",
      querystring: z.object({
        ...pagingQuery,
        status: z.enum(Object.keys(ORDER_LIST_FILTERS) as [keyof typeof ORDER_LIST_FILTERS]).optional(),
        'oh.orderType': z.enum(['WO', 'WP'], { error: 'FIELD_CHOICE' }).optional().describe('WO: shop orders; WP: star-shop orders; absent: both'),
      }),
      response: { 200: envelope(z.array(orderSummary), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { orders: list, total } = await orders.list(memberOf(req), requestLocale(req), {
      ...limitOffset(req.query), filter: req.query.status, orderType: req.query['oh.orderType'],
    });
    return ok(list, total);
  });

  app.get('/a/capi/shopping/OrderNotice.List', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: "The message centre: the team's messages on the member's orders and the status changes the shop made, newest first",
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(orderNotice), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { notices, total } = await orders.notices(memberOf(req), requestLocale(req), limitOffset(req.query));
    return ok(notices, total);
  });

  app.get('/a/capi/shopping/ViewOrder', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: 'One order with every field of spec section 3 (lines, money, address or pickup, messages, history, shipment)',
      querystring: z.object({ 'oh.transactionId': transactionId, 'inject-foc': z.string().optional().describe('Accepted for compatibility (default Yes)') }),
      response: { 200: envelope(orderDetail), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => ok(await detailOr404(memberOf(req), req.query['oh.transactionId'], requestLocale(req))));

  app.post('/a/execute/capi/shopping/CancelOrder', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: 'Cancel an unpaid order (stock back), or a paid one not yet confirmed (refund); answers the order',
      body: z.object({ 'oh.transactionId': transactionId, remarks: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional() }),
      response: { 200: envelope(orderDetail), 400: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const memberId = memberOf(req);
    const tid = req.body['oh.transactionId'];
    const r = await orders.cancel(memberId, tid, req.body.remarks ?? '');
    orFail(r, 'cancel', locale);
    // A refund was recorded with the cancellation, with the job that sends it (refund_send).
    return ok(await detailOr404(memberId, tid, locale));
  });

  app.post('/a/execute/capi/shopping/ConfirmReceipt', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: 'The customer received a shipped order (stars are credited)',
      body: z.object({ 'oh.transactionId': transactionId }),
      response: { 200: envelope(orderDetail), 400: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const memberId = memberOf(req);
    orFail(await orders.confirmReceipt(memberId, req.body['oh.transactionId']), 'receive', locale);
    return ok(await detailOr404(memberId, req.body['oh.transactionId'], locale));
  });

  app.post('/a/execute/capi/shopping/AddMessageToOrder', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: 'Add a message to one of the member\'s orders; answers the order with its messages',
      body: z.object({
        'oh.transactionId': transactionId,
        'msg.content': z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(500, { error: 'FIELD_TOO_LONG' }),
      }),
      response: { 200: envelope(orderDetail), 400: failure, 403: failure, 404: failure, 429: failure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const memberId = memberOf(req);
    const r = await orders.addMessage(memberId, req.body['oh.transactionId'], req.body['msg.content']);
    if (!r.ok) throw new AppError(r.code === 'ORDER_TRANSITION_REFUSED' ? 'ORDER_NOT_FOUND' : r.code);
    return ok(await detailOr404(memberId, req.body['oh.transactionId'], locale));
  });

  app.post('/a/execute/capi/shopping/ReBuy', {
    preHandler: auth,
    schema: {
      tags: ['orders'],
      summary: "Puts an order's products back in the cart at today's prices; lines that cannot be added (sold out, withdrawn, limits) are listed in `skipped`",
      body: z.object({ 'oh.transactionId': transactionId }),
      response: {
        200: z.object({ status: z.literal('success'), summary: cartSummary, skipped: z.array(z.object({ name: z.string(), reason: z.string() })) }),
        400: failure, 403: failure, 404: failure,
      },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const memberId = memberOf(req);
    const lines = await orders.lines(memberId, req.body['oh.transactionId'], locale);
    if (!lines) throw new AppError('ORDER_NOT_FOUND');
    const skipped: { name: string; reason: string }[] = [];
    for (const line of lines) {
      const r = await deps.cart.add(memberId, line.skuId, line.quantity);
      if (r.ok) continue;
      const params: Record<string, string> = 'available' in r ? { n: String(r.available) } : 'max' in r ? { max: String(r.max) } : {};
      skipped.push({ name: line.name, reason: errorMessage(r.code, locale, params) });
    }
    const cart = await deps.cart.list(memberId, locale);
    return { status: 'success' as const, summary: cart.summary, skipped };
  });
};
