// Customer service's member calls (issue 16, back-office area "service"; admin and customer
// service): search members, and a member's page — profile, web orders, store orders, star
// ledger, vouchers. Refused with 403 before the input is read for any other caller. The
// star adjustment is POST staff/members/:memberCode/stars (staff/routes.ts, admins only).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isMemberCode } from '@eshop/domain/loyalty';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { requireArea, staffTags } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { StaffMembers } from './staff-members.ts';

const member = z.object({
  memberCode: z.string().describe('The code on the membership card'),
  name: z.string().describe('Nickname, else full name, e-mail or phone'),
  nickname: z.string().nullable(), fullName: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(),
  phoneVerified: z.boolean(), level: z.number().int(), levelName: z.string(), starsTenths: z.number().int().describe('Balance in tenths (125 = 12.5 stars)'),
  birthday: z.string().nullable().describe('yyyy-MM-dd'), registeredAt: z.string(),
});

const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

const memberPage = member.extend({
  orders: page(z.object({
    transactionId: z.string(), orderType: z.enum(['WO', 'WP']), status: z.string(), statusLabel: z.string(), createdAt: z.string(),
    totalFen: z.number().int(), starsCostTenths: z.number().int(), deliveryOption: z.enum(['delivery', 'pickup']), quantity: z.number().int(),
  })).describe('Web orders, newest first (WP: star shop)'),
  storeOrders: page(z.object({
    trxLogId: z.number().int(), storeId: z.number().int(), storeName: z.string(), paidAt: z.string(), totalFen: z.number().int(),
    starsTenths: z.number().int(), levelName: z.string(), voided: z.boolean(), voidedAt: z.string().nullable(), lineCount: z.number().int(),
  })).describe("Purchases in the stores reported by the tills, newest first"),
  stars: page(z.object({
    id: z.number().int(), createdAt: z.string(), kind: z.enum(['order', 'store_order', 'store_void', 'spend', 'return', 'adjust', 'merge']),
    tenths: z.number().int(), remark: z.string().describe('As the member reads it (an adjustment: with its reason)'),
    transactionId: z.string().nullable(), trxLogId: z.number().int().nullable(),
  })).describe('The star ledger, newest first'),
  vouchers: z.array(z.object({
    'v.voucherId': z.number().int(), kind: z.enum(['off', 'discount', 'cash']), title: z.string(), validFrom: z.string(), validUntil: z.string(),
    usedAt: z.string().nullable(), usedTransactionId: z.string().nullable(), status: z.enum(['available', 'used', 'expired']),
  })).describe('Every voucher: available first, then expired, then used'),
});

const offset = pagingQuery.pageOffset;

export const staffMemberRoutes = (deps: { staff: StaffService; staffMembers: StaffMembers }): FastifyPluginAsyncZod => async (app) => {
  const members = deps.staffMembers;
  const auth = requireArea(deps.staff, 'service');

  app.get('/staff/members', {
    preValidation: auth,
    schema: {
      tags: staffTags('service'),
      summary: 'Members whose card code or mobile number holds the digits of `q` (4 or more), or whose e-mail, nickname or name holds `q`; exact matches first, then the newest; an empty `q` lists the newest members',
      querystring: z.object({ ...pagingQuery, q: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' satisfies ErrorCode }).default('') }),
      response: { 200: envelope(z.array(member), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const r = await members.search(req.query.q, requestLocale(req), limitOffset(req.query));
    return ok(r.members, r.total);
  });

  app.get('/staff/members/:memberCode', {
    preValidation: auth,
    schema: {
      tags: staffTags('service'),
      summary: "A member's page: profile, star balance, web orders, store orders and star ledger (`pageSize` rows each from their own offset), every voucher",
      params: z.object({ memberCode: z.string().refine(isMemberCode, { error: 'MEMBER_CODE_INVALID' satisfies ErrorCode }).describe('The code on the membership card') }),
      querystring: z.object({
        pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('Rows of each list'),
        ordersOffset: offset, storeOrdersOffset: offset, starsOffset: offset,
      }),
      response: { 200: envelope(memberPage), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const r = await members.page(req.params.memberCode, requestLocale(req), req.query);
    if (!r) throw new AppError('MEMBER_NOT_FOUND');
    return ok(r);
  });
};
