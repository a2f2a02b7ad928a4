// The back-office's cashier calls (issue 16; area 'cashier': admins and store cashiers).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isMemberCode } from '@eshop/domain/loyalty';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { yuanAmount } from '../../http/money-input.ts';
import type { StaffService } from '../staff/service.ts';
import { requireArea, staffMemberOf, staffTags } from '../staff/auth.ts';
import type { Cashier } from './cashier.ts';

const memberCode = z.string().max(40).transform((s) => s.replace(/\s+/g, '')).refine(isMemberCode, 'MEMBER_CODE_INVALID');

export const cashierRoutes = (deps: { staff: StaffService; cashier: Cashier; now?: () => Date }): FastifyPluginAsyncZod => async (app) => {
  const cashier = requireArea(deps.staff, 'cashier');
  const tags = staffTags('cashier');

  app.get('/staff/cashier/members/:memberCode', {
    preValidation: cashier,
    schema: {
      tags, summary: 'The member of a scanned or typed card code: name as shown to others, level, star balance, last store purchases',
      params: z.object({ memberCode }),
      response: {
        200: envelope(z.object({
          memberCode: z.string(), name: z.string(), level: z.number().int(), levelName: z.string(), balanceTenths: z.number().int(),
          recent: z.array(z.object({ trxLogId: z.number().int(), store: z.string(), paidAt: z.string(), totalFen: z.number().int(), starsTenths: z.number().int(), voided: z.boolean() })),
        })),
        400: failure, 403: failure, 422: failure,
      },
    },
  }, async (req) => {
    const member = await deps.cashier.member(req.params.memberCode, requestLocale(req));
    if (!member) throw new AppError('MEMBER_CODE_UNKNOWN');
    return ok(member);
  });

  app.post('/staff/cashier/sales', {
    preValidation: cashier,
    schema: {
      tags,
      summary: 'Records a store sale for a member exactly as a till does (POST /api/pos/v1/store-orders): stars at once, once per trxLogId (a repeat answers replay: true). Amounts in RMB text with at most two decimals',
      body: z.object({
        trxLogId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Drawn when the form was shown: the idempotency key'),
        storeId: z.number().int().min(1).max(2_147_483_647),
        memberCode,
        lines: z.array(z.object({
          name: z.string().trim().min(1, 'FIELD_REQUIRED').max(100),
          quantity: z.number().positive().max(9999).default(1),
          amount: yuanAmount({ allowZero: false }),
        })).min(1, 'CASHIER_SALE_EMPTY').max(50),
      }),
      response: {
        200: envelope(z.object({ trxLogId: z.number().int(), starsTenths: z.number().int(), balanceTenths: z.number().int(), level: z.number().int(), replay: z.boolean() })),
        400: failure, 403: failure, 422: failure,
      },
    },
  }, async (req) => {
    const { lines, ...sale } = req.body;
    const r = await deps.cashier.sell(staffMemberOf(req), { ...sale, lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, amountFen: l.amount })) }, (deps.now ?? (() => new Date()))());
    if (!r.ok) throw new AppError(r.code);
    const { trxLogId, starsTenths, balanceTenths, level, replay } = r.receipt;
    return ok({ trxLogId, starsTenths, balanceTenths, level, replay });
  });
};
