// The member's loyalty calls (spec section 7; docs/decisions/0029-loyalty.md): the star
// history PointTx.List (filter all / used / earned) and the store purchases
// MaxChainOrder.List / ViewMaxChainOrder (`mo.trx_log_id`). Member calls: 403 without a
// live session; every query is the session member's own, so another member's store
// purchase is "not found". The balance, card code and next level come with MemberInfo.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { LoyaltyService } from './service.ts';

/** A till's transaction id: a positive integer that JavaScript holds exactly. */
export const trxLogIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const starTransaction = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO instant'),
  kind: z.enum(['order', 'store_order', 'store_void', 'spend', 'return', 'adjust', 'merge']),
  tenths: z.number().int().describe('Signed, in tenths of a star: positive earned or given back, negative used or taken back'),
  remark: z.string().describe('Localized'),
  transactionId: z.string().nullable().describe('The online order, if any'),
  trxLogId: z.number().int().nullable().describe('The store purchase, if any'),
});

const storeOrderSummary = z.object({
  trxLogId: z.number().int(), storeId: z.number().int(), storeName: z.string(), paidAt: z.string(),
  totalFen: z.number().int(), starsTenths: z.number().int(), levelName: z.string().describe('The level the stars were earned at'),
  voided: z.boolean(), voidedAt: z.string().nullable(), lineCount: z.number().int(),
});
const storeOrderDetail = storeOrderSummary.extend({
  storeAddress: z.string(), storePhone: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), amountFen: z.number().int() })),
});

export const loyaltyRoutes = (deps: { loyalty: LoyaltyService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { loyalty } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/rewards/PointTx.List', {
    preHandler: auth,
    schema: {
      tags: ['loyalty'],
      summary: 'The star history of the membership card, newest first (spec section 3: time, stars, remark); `filter` all (default), used (negative entries) or earned (positive ones)',
      querystring: z.object({ ...pagingQuery, filter: z.enum(['all', 'used', 'earned']).default('all') }),
      response: { 200: envelope(z.array(starTransaction), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const r = await loyalty.history(memberOf(req), requestLocale(req), req.query.filter, limitOffset(req.query));
    return ok(r.entries, r.total);
  });

  app.get('/a/capi/shopping/MaxChainOrder.List', {
    preHandler: auth,
    schema: {
      tags: ['loyalty'],
      summary: 'The member\'s purchases in the stores, as the tills reported them, newest first, with the stars each earned',
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(storeOrderSummary), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const r = await loyalty.storeOrders(memberOf(req), requestLocale(req), limitOffset(req.query));
    return ok(r.orders, r.total);
  });

  app.get('/a/capi/shopping/ViewMaxChainOrder', {
    preHandler: auth,
    schema: {
      tags: ['loyalty'],
      summary: 'One store purchase of the member (`mo.trx_log_id`) with its lines; another member\'s is 404',
      querystring: z.object({ 'mo.trx_log_id': trxLogIdSchema.describe('The till\'s transaction id') }),
      response: { 200: envelope(storeOrderDetail), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const order = await loyalty.storeOrder(memberOf(req), req.query['mo.trx_log_id'], requestLocale(req));
    if (!order) throw new AppError('STORE_ORDER_NOT_FOUND');
    return ok(order);
  });
};
