// The voucher calls of spec section 7 (docs/decisions/0014-vouchers.md): CashVoucher.List
// (cash vouchers) and WalletItem.List (coupons: off and discount), member calls (403
// without a live session). Each voucher comes judged against the goods total given
// (`goodsFen`, e.g. the cart's): usable ones green, the others gray with the reason.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoucherKind } from '@eshop/domain/vouchers';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { VoucherService } from './service.ts';

/** Largest goods total judged (RMB 10 million): beyond any cart, and safe for the arithmetic. */
const MAX_GOODS_FEN = 1_000_000_000;

export const voucherSchema = z.object({
  'v.voucherId': z.number().int(),
  kind: z.enum(['off', 'discount', 'cash']).describe('off: fixed amount off; discount: percent off; cash: stored value'),
  title: z.string().describe("In the language of the lang header, e.g. 'RMB 30.00 off orders over RMB 199.00'"),
  amountFen: z.number().int().describe('off: amount off; cash: face amount; discount: cap (0 = none)'),
  amountPayableFen: z.number().int().nullable().describe('cash vouchers: what was paid for it'),
  percentOff: z.number().int().nullable().describe('discount: percent off (15 = 15 % off)'),
  minSpendFen: z.number().int().describe('Goods total the order must reach (0 = none)'),
  validFrom: z.string().describe('ISO instant'),
  validUntil: z.string().describe('ISO instant: usable while before it'),
  expired: z.boolean(),
  used: z.boolean(),
  usedAt: z.string().nullable(),
  usedTransactionId: z.string().nullable().describe('oh.transactionId of the order that used it'),
  usable: z.boolean().describe('Against goodsFen (without it, the minimum spend is not judged): shown green when true'),
  reason: z.enum(['EXPIRED', 'NOT_YET_VALID', 'USED', 'MIN_SPEND', 'ONE_COUPON']).nullable(),
  reasonText: z.string().nullable().describe("Localized reason, e.g. 'Spend RMB 20.00 more to use it'"),
  saves: z.number().int().describe('What it would take off goodsFen (0 when unusable or without goodsFen)'),
});

const listQuery = z.object({
  state: z.enum(['available', 'used', 'all']).optional()
    .describe('available (default): not used and not expired; used: the used ones; all: also the expired ones'),
  goodsFen: z.string().regex(/^\d{1,10}$/, { error: 'INVALID_FIELD' })
    .refine((v) => Number(v) <= MAX_GOODS_FEN, { error: 'INVALID_FIELD' }).optional()
    .describe('Goods total (fen) to judge usability and savings against, e.g. the cart\'s goodsFen'),
});

const listAnswer = envelope(z.array(voucherSchema), true);

export const voucherRoutes = (deps: { vouchers: VoucherService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { vouchers } = deps;
  const auth = requireMember(deps.sessions);

  async function answer(req: FastifyRequest, query: z.infer<typeof listQuery>, kinds: readonly VoucherKind[]) {
    const data = await vouchers.list(memberOf(req), requestLocale(req), {
      kinds, state: query.state, now: new Date(), goodsFen: query.goodsFen === undefined ? undefined : Number(query.goodsFen),
    });
    return ok(data, data.length);
  }

  app.get('/a/capi/account/CashVoucher.List', {
    preHandler: auth,
    schema: {
      tags: ['vouchers'],
      summary: "The member's cash vouchers (stored value), usable first, each judged against goodsFen",
      querystring: listQuery,
      response: { 200: listAnswer, 400: failure, 403: failure },
    },
  }, (req) => answer(req, req.query, ['cash']));

  app.get('/a/capi/account/WalletItem.List', {
    preHandler: auth,
    schema: {
      tags: ['vouchers'],
      summary: "The member's coupons (off and discount; one per order), usable first, each judged against goodsFen",
      querystring: listQuery,
      response: { 200: listAnswer, 400: failure, 403: failure },
    },
  }, (req) => answer(req, req.query, ['off', 'discount']));
};
