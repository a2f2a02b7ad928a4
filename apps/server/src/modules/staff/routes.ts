// The staff API (decisions.md "Staff": until a back-office exists every staff action is
// possible here; docs/decisions/0012). Bearer token from POST staff/login; roles decide
// who may do what; the order state machine refuses what it does not allow, with a
// clear error. Answers in the request's language like the rest of the API.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@eshop/domain/orders';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { pagingQuery } from '../../http/paging.ts';
import type { OrderService } from '../orders/service.ts';
import { STAFF_ACTIONS, STAR_ADJUST_ROLES } from './roles.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import { isMemberCode } from '@eshop/domain/loyalty';

import type { StaffService } from './service.ts';
import { requireStaff, staffMemberOf } from './auth.ts';

const ACTION_WORDS = {
  confirm: { en_US: 'confirmed', zh_CN: '确认' },
  pack: { en_US: 'packed', zh_CN: '打包' },
  ship: { en_US: 'handed to the courier', zh_CN: '交给快递' },
  ready: { en_US: 'marked ready for pickup', zh_CN: '标记为待自提' },
  complete: { en_US: 'completed', zh_CN: '完成' },
  cancel: { en_US: 'cancelled', zh_CN: '取消' },
  reply: { en_US: 'answered', zh_CN: '回复' },
} as const;

export const staffRoutes = (deps: { staff: StaffService; orders: OrderService; loyalty: LoyaltyService }): FastifyPluginAsyncZod => async (app) => {
  const { staff } = deps;
  const auth = requireStaff(staff);

  app.post('/staff/login', {
    schema: {
      tags: ['staff'],
      summary: 'Staff sign-in: a bearer token for the staff API (12 hours). Limited like the members\' sign-in, per username and per address: after 3 failures in 15 minutes the answer is 400 CAPTCHA_REQUIRED (captchaRequired: true) until the request carries a solved captcha — fetch the image from GET m/account/captcha.html and send its code as `captcha` with the X-Captcha-Id header\'s value as `captchaId`; after 10 the answer is 429 LOGIN_LOCKED',
      body: z.object({
        username: z.string().min(1).max(64),
        password: z.string().min(1).max(128),
        captcha: z.string().max(16).optional().describe('The code in the image, when required'),
        captchaId: z.string().max(64).optional().describe('The challenge id (X-Captcha-Id of the image)'),
      }),
      response: {
        200: envelope(z.object({ token: z.string(), name: z.string(), roles: z.array(z.string()) })),
        400: failure.extend({ captchaRequired: z.boolean().optional() }), 401: failure.extend({ captchaRequired: z.boolean().optional() }), 429: failure,
      },
    },
  }, async (req) => {
    const { username, password, captcha, captchaId } = req.body;
    const r = await staff.login({ username, password, captcha, captchaId }, req.ip);
    if (!r.ok) {
      const extra = r.captchaRequired === undefined ? {} : { captchaRequired: r.captchaRequired };
      throw new AppError(r.code === 'LOGIN_FAILED' ? 'STAFF_LOGIN_FAILED' : r.code, {}, extra);
    }
    return ok({ token: r.token, name: r.staff.name, roles: r.staff.roles });
  });

  app.get('/staff/orders', {
    preHandler: auth,
    schema: {
      tags: ['staff'], summary: 'The order queue, newest first; `status` filters',
      querystring: z.object({ ...pagingQuery, status: z.enum(ORDER_STATUSES).optional() }),
      response: { 200: envelope(z.array(z.any())), 400: failure, 401: failure },
    },
  }, async (req) => ok(await staff.orders({ status: req.query.status, limit: req.query.pageSize || 100, offset: req.query.pageOffset })));

  app.post('/staff/orders/:transactionId/:action', {
    preHandler: auth,
    schema: {
      tags: ['staff'],
      summary: 'confirm (Paid/Open → OrderConfirmed), pack (→ PendingDelivery), ship (books the courier; with shipmentNo and logisticsCompany records a waybill: → Shipped, shown to the member without route), ready (pickup → Ready), complete (Ready → Completed), cancel (refund issued), reply (a message to the customer)',
      params: z.object({ transactionId: z.string().regex(/^[A-Z]{2}\d{6,20}$/), action: z.enum(STAFF_ACTIONS) }),
      body: z.object({
        note: z.string().trim().max(200).optional(), logisticsCompany: z.string().trim().max(60).optional(),
        shipmentNo: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/).optional(), message: z.string().trim().min(1).max(500).optional(),
      }).optional(),
      response: { 200: envelope(z.object({ status: z.string(), statusLabel: z.string() })), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const locale = requestLocale(req);
    const { transactionId, action } = req.params;
    const body = req.body ?? {};
    if (action === 'reply' && !body.message) throw new AppError('FIELD_REQUIRED', { label: 'message' });
    if (action === 'ship' && body.shipmentNo && !body.logisticsCompany) throw new AppError('FIELD_REQUIRED', { label: 'logisticsCompany' });
    const r = await staff.act(staffMemberOf(req), transactionId, action, body);
    if (!r.ok) {
      if (r.code === 'ORDER_TRANSITION_REFUSED') {
        throw new AppError(r.code, { action: ACTION_WORDS[action][locale], status: ORDER_STATUS_LABELS[r.from][locale] }, { reason: r.reason });
      }
      throw new AppError(r.code);
    }
    return ok({ status: r.status, statusLabel: ORDER_STATUS_LABELS[r.status][locale] });
  });

  app.post('/staff/members/:memberCode/stars', {
    preHandler: auth,
    schema: {
      tags: ['staff'],
      summary: 'Admins add (positive) or take (negative) stars by hand, with the reason the member reads in their history; a ledger entry that does not count for the level',
      params: z.object({ memberCode: z.string().max(20).describe('The code on the membership card') }),
      body: z.object({
        tenths: z.number().int().min(-100_000).max(100_000).refine((n) => n !== 0).describe('Signed, in tenths of a star (125 = 12.5 stars)'),
        reason: z.string().trim().max(200).optional().describe('Required: shown to the member'),
      }),
      response: { 200: envelope(z.object({ balanceTenths: z.number().int() })), 400: failure, 401: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const who = staffMemberOf(req);
    if (!who.roles.some((role) => STAR_ADJUST_ROLES.includes(role))) throw new AppError('STAFF_ROLE_MISSING');
    if (!isMemberCode(req.params.memberCode)) throw new AppError('MEMBER_CODE_INVALID');
    const reason = req.body.reason ?? '';
    if (reason === '') throw new AppError('STARS_ADJUST_REASON');
    const r = await deps.loyalty.adjust({ memberCode: req.params.memberCode, tenths: req.body.tenths, reason, staff: who.username });
    if (!r.ok) throw new AppError(r.code);
    return ok({ balanceTenths: r.balanceTenths });
  });
};
