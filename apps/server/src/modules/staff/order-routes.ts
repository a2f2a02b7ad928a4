// The staff calls of the order desk (issue 16; docs/decisions/0012, 0032): the board, the
// order search, one order with the actions the caller may take now, and the actions
// themselves. Every call is of the back-office area "orders" (403 before the input is
// read); what an action may do is decided by the role (ACTION_ROLES) and the order state
// machine, in the domain (allowedStaffActions). Answers in the request's language.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@eshop/db';
import { BOARD_BUCKET_NAMES, ORDER_STATUS_LABELS, ORDER_STATUSES, STAFF_ACTIONS } from '@eshop/domain/orders';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { pagingQuery } from '../../http/paging.ts';
import type { OrderService } from '../orders/service.ts';
import { requireArea, staffMemberOf, staffTags } from './auth.ts';
import { createOrderDesk } from './order-desk.ts';
import type { StaffService } from './service.ts';

const ACTION_WORDS = {
  confirm: { en_US: 'confirmed', zh_CN: '确认' },
  pack: { en_US: 'packed', zh_CN: '打包' },
  ship: { en_US: 'handed to the courier', zh_CN: '交给快递' },
  ready: { en_US: 'marked ready for pickup', zh_CN: '标记为待自提' },
  complete: { en_US: 'completed', zh_CN: '完成' },
  cancel: { en_US: 'cancelled', zh_CN: '取消' },
  reply: { en_US: 'answered', zh_CN: '回复' },
} as const;

const transactionId = z.string().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'ORDER_NUMBER_INVALID' }).describe('The order number (oh.transactionId)');
const orderStatus = z.enum(ORDER_STATUSES);
const orderType = z.enum(['WO', 'WP']);
const deliveryOption = z.enum(['delivery', 'pickup']);
const int = z.number().int();

export const orderBoardSchema = z.object({
  date: z.string().describe('Today in Shanghai (yyyy-MM-dd): the pickup day of today\'s pickups'),
  counts: z.object({
    toConfirm: int.describe('Paid shop orders and Open star-shop orders'),
    toPack: int.describe('Confirmed delivery orders'),
    toShip: int.describe('Packed delivery orders (PendingDelivery), courier booked or not'),
    readyForPickup: int.describe('Pickup orders ready at the store'),
    pickupsToday: int.describe('Pickup orders whose pickup day is today, not yet collected'),
  }),
  pickupsToday: z.array(z.object({ storeId: int, storeName: z.string(), open: int, ready: int })),
});

export const deskOrderRowSchema = z.object({
  transactionId: z.string(), orderType, status: orderStatus, statusLabel: z.string(), deliveryOption,
  totalFen: int, starsCostTenths: int, createdAt: z.string(), paidAt: z.string().nullable(),
  recipient: z.string().nullable(), pickupName: z.string().nullable(),
  phone: z.string().nullable().describe("The recipient's or pickup person's mobile"), email: z.string().nullable().describe("The member's e-mail"),
  city: z.string().nullable(), store: z.string().nullable().describe('The pickup store'), promisedDate: z.string().nullable(),
  logisticsCompany: z.string().nullable(), shipmentNo: z.string().nullable(), courierBooked: z.boolean(),
});

export const deskOrderDetailSchema = z.object({
  transactionId: z.string(), orderType, status: orderStatus, statusLabel: z.string(), deliveryOption, createdAt: z.string(),
  promisedDate: z.string().nullable().describe('The delivery promise or the pickup day (Shanghai date)'),
  comment: z.string(), remarks: z.string().nullable().describe('Why it was cancelled'),
  products: z.array(z.object({ skuId: int, itemId: int, name: z.string(), spec: z.string(), unitPriceFen: int, quantity: int, lineTotalFen: int })),
  gifts: z.array(z.object({ giftId: int, name: z.string(), starsTenths: int, quantity: int, lineStarsTenths: int })),
  totals: z.object({
    subtotalFen: int, discountFen: int, shippingFen: int, cashVoucherFen: int, totalFen: int,
    starsCostTenths: int, pendingStarsTenths: int, starsReceivedTenths: int,
  }),
  vouchers: z.array(z.object({ title: z.string(), kind: z.string(), amountFen: int })),
  customer: z.object({
    memberCode: z.string(), email: z.string().nullable(), phone: z.string().nullable(), nickname: z.string().nullable(), level: int, cancelled: z.boolean(),
  }).nullable(),
  delivery: z.object({
    recipient: z.string(), mobile: z.string(), province: z.string(), city: z.string(), district: z.string(), street: z.string(), unit: z.string(), zip: z.string(),
  }).nullable(),
  pickup: z.object({
    storeName: z.string(), storeAddress: z.string(), storePhone: z.string(), pickupName: z.string(), pickupMobile: z.string(),
    date: z.string().nullable(), opens: z.string().nullable(), closes: z.string().nullable(),
  }).nullable(),
  payment: z.object({
    method: z.string(), methodLabel: z.string(), status: z.enum(['unpaid', 'paid', 'refunded', 'cancelled']), statusLabel: z.string(), paidAt: z.string().nullable(),
    refund: z.object({ status: z.enum(['pending', 'succeeded', 'failed']), amountFen: int }).nullable(),
  }),
  logisticsCompany: z.string().nullable(), shipmentNo: z.string().nullable(),
  shipments: z.array(z.object({ logisticsCompany: z.string(), shipmentNo: z.string(), status: z.string(), statusLabel: z.string(), tracked: z.boolean(), createdAt: z.string() })),
  courierBooked: z.boolean().describe('A courier booking is live: the courier collects the parcel, nobody ships it again'),
  events: z.array(z.object({
    from: orderStatus.nullable(), to: orderStatus, toLabel: z.string(),
    actor: z.string().describe('provider | customer | staff | system | courier'), actorRef: z.string().nullable().describe('staff:<username>, a payment, a waybill'),
    staffName: z.string().nullable(), note: z.string().nullable(), at: z.string(),
  })),
  messages: z.array(z.object({ author: z.enum(['customer', 'staff']), authorName: z.string().nullable(), content: z.string(), at: z.string() })),
  actions: z.array(z.enum(STAFF_ACTIONS)).describe('What the caller may do now: the state machine × their roles × the delivery option'),
});

export const staffOrderRoutes = (deps: { db: Database; staff: StaffService; orders: OrderService }): FastifyPluginAsyncZod => async (app) => {
  const { staff } = deps;
  const desk = createOrderDesk({ db: deps.db, orders: deps.orders });
  const area = requireArea(staff, 'orders');
  const tags = staffTags('orders');

  app.get('/staff/orders/board', {
    preValidation: area,
    schema: {
      tags, summary: 'The order board: how many orders wait to be confirmed, packed, shipped, handed over at a store, and today\'s pickups (Shanghai date) by store',
      response: { 200: envelope(orderBoardSchema), 403: failure },
    },
  }, async (req) => ok(await desk.board(requestLocale(req))));

  app.get('/staff/orders', {
    preValidation: area,
    schema: {
      tags, summary: 'The orders, newest first, with the total: `q` finds an order number, a phone (the member\'s, the recipient\'s or the pickup person\'s), an e-mail or a member code, or part of one; `status` or a board `bucket` (with `storeId` for one store\'s pickups) filter. pageSize 0: the first 100',
      querystring: z.object({
        ...pagingQuery,
        q: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional(),
        status: orderStatus.optional(),
        bucket: z.enum(BOARD_BUCKET_NAMES).optional(),
        storeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      }),
      response: { 200: envelope(z.array(deskOrderRowSchema), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { pageSize, pageOffset, ...filters } = req.query;
    const r = await desk.search({ ...filters, q: filters.q || undefined, limit: pageSize || 100, offset: pageOffset }, requestLocale(req));
    return ok(r.rows, r.total);
  });

  app.get('/staff/orders/:transactionId', {
    preValidation: area,
    schema: {
      tags, summary: 'One order as the team sees it: lines, totals, vouchers and stars, the customer, where it goes, payment and refund, shipments, every status change (who, when) and the messages; `actions` are what the caller may do now',
      params: z.object({ transactionId }),
      response: { 200: envelope(deskOrderDetailSchema), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const detail = await desk.detail(req.params.transactionId, staffMemberOf(req).roles, requestLocale(req));
    if (!detail) throw new AppError('ORDER_NOT_FOUND');
    return ok(detail);
  });

  app.post('/staff/orders/:transactionId/:action', {
    preValidation: area,
    schema: {
      tags,
      summary: 'confirm (Paid/Open → OrderConfirmed), pack (→ PendingDelivery), ship (books the courier; with shipmentNo and logisticsCompany records a waybill: → Shipped, shown to the member without route), ready (pickup → Ready), complete (Ready → Completed), cancel (refund issued; `note` is the reason the member reads), reply (`message` to the customer). Refused with 403 for a role without the action, 409 when the order\'s status does not allow it (someone else acted first)',
      params: z.object({ transactionId, action: z.enum(STAFF_ACTIONS) }),
      body: z.object({
        note: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' }).optional(),
        logisticsCompany: z.string().trim().max(60, { error: 'FIELD_TOO_LONG' }).optional(),
        shipmentNo: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'WAYBILL_NUMBER_INVALID' }).optional(),
        message: z.string().trim().max(500, { error: 'FIELD_TOO_LONG' }).optional(),
      }).optional(),
      response: {
        200: envelope(z.object({ status: orderStatus, statusLabel: z.string() })), 400: failure, 403: failure, 404: failure,
        409: failure.extend({ reason: z.string().optional().describe('ORDER_TRANSITION_REFUSED: why the order cannot move (English, for the log)') }), 502: failure,
      },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const { transactionId: tid, action } = req.params;
    const body = req.body ?? {};
    const input = {
      note: body.note || undefined, message: body.message || undefined,
      logisticsCompany: body.logisticsCompany || undefined, shipmentNo: body.shipmentNo || undefined,
    };
    if (action === 'reply' && !input.message) throw new FieldError('message', 'FIELD_REQUIRED');
    // A waybill is its company and its number: one without the other is a typing slip.
    if (action === 'ship' && input.shipmentNo && !input.logisticsCompany) throw new FieldError('logisticsCompany', 'FIELD_REQUIRED');
    if (action === 'ship' && input.logisticsCompany && !input.shipmentNo) throw new FieldError('shipmentNo', 'FIELD_REQUIRED');
    const r = await staff.act(staffMemberOf(req), tid, action, input);
    if (!r.ok) {
      if (r.code === 'ORDER_TRANSITION_REFUSED') {
        if (r.reason === 'ALREADY_DISPATCHED') throw new AppError('ORDER_COURIER_BOOKED');
        throw new AppError(r.code, { action: ACTION_WORDS[action][locale], status: ORDER_STATUS_LABELS[r.from][locale] }, { reason: r.reason });
      }
      throw new AppError(r.code);
    }
    return ok({ status: r.status, statusLabel: ORDER_STATUS_LABELS[r.status][locale] });
  });
};
