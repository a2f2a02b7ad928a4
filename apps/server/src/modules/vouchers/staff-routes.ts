// The back-office's voucher calls (issue 16): campaigns — list, create, one with its
// counts, issue to one member or to a level, the orders that redeemed it. Admins only
// (requireArea 'vouchers', before the input is read). A campaign's terms are checked by
// the domain (checkCampaign): amounts typed in RMB become fen exactly, every field at
// fault is answered at once in the caller's language, and nothing is written.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCampaign, VOUCHER_KINDS, type CampaignProblem } from '@eshop/domain/vouchers';
import { idSchema } from '@eshop/domain/validation';
import type { Database } from '@eshop/db';
import type { LevelId } from '@eshop/domain/loyalty';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import type { StaffService } from '../staff/service.ts';
import { requireArea, staffMemberOf, staffTags } from '../staff/auth.ts';
import { createVoucherCampaigns, memberQuery, type CampaignRefusal } from './campaigns.ts';

const PROBLEM_CODES: Record<CampaignProblem, ErrorCode> = {
  CODE_FORMAT: 'VOUCHER_CAMPAIGN_CODE_INVALID',
  CODE_RESERVED: 'VOUCHER_CAMPAIGN_CODE_RESERVED',
  KIND: 'VOUCHER_KIND_INVALID',
  TITLE_REQUIRED: 'VOUCHER_TITLE_REQUIRED',
  TITLE_TOO_LONG: 'VOUCHER_TITLE_TOO_LONG',
  AMOUNT_REQUIRED: 'VOUCHER_AMOUNT_REQUIRED',
  AMOUNT_FORMAT: 'VOUCHER_AMOUNT_INVALID',
  AMOUNT_NEGATIVE: 'VOUCHER_AMOUNT_NEGATIVE',
  AMOUNT_DECIMALS: 'VOUCHER_AMOUNT_DECIMALS',
  AMOUNT_ZERO: 'VOUCHER_AMOUNT_ZERO',
  AMOUNT_TOO_LARGE: 'VOUCHER_AMOUNT_TOO_LARGE',
  PERCENT_RANGE: 'VOUCHER_PERCENT_INVALID',
  OFF_NOT_BELOW_MIN_SPEND: 'VOUCHER_OFF_ABOVE_MIN_SPEND',
  DATE_FORMAT: 'VOUCHER_DATE_INVALID',
  UNTIL_NOT_AFTER_FROM: 'VOUCHER_VALIDITY_ORDER',
  UNTIL_PAST: 'VOUCHER_VALIDITY_ENDED',
};

/** Text as typed in the form; the domain reads it (amounts in RMB, dates as Shanghai wall time). */
const typed = (max: number) => z.string().max(max, 'INVALID_FIELD').default('');
const optionalTyped = (max: number) => z.string().max(max, 'INVALID_FIELD').optional();

const campaignBody = z.object({
  code: typed(40).describe('3-32 of A-Z, 0-9 and -, e.g. WINTER-30 (lower case is raised)'),
  kind: typed(20).describe('off | discount | cash'),
  titleEn: typed(200),
  titleZh: typed(200),
  amount: optionalTyped(30).describe('RMB with at most two decimals: the amount off (off) or the face amount (cash)'),
  percentOff: optionalTyped(10).describe('discount: 1-99 (15 = 15 % off)'),
  cap: optionalTyped(30).describe('discount: the most it takes off, RMB; empty = no cap'),
  minSpend: optionalTyped(30).describe('off and discount: goods total to reach, RMB; empty = none'),
  validFrom: typed(30).describe("Shanghai time: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'"),
  validUntil: typed(30).describe("Shanghai time, exclusive (the vouchers expire then): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'"),
});

const counts = {
  issued: z.number().int(),
  redeemed: z.number().int().describe('Used by an order'),
  available: z.number().int().describe('Not used, not expired'),
  expired: z.number().int().describe('Not used, expired'),
};

const campaignSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS as ['off', 'discount', 'cash']),
  titleEn: z.string(),
  titleZh: z.string(),
  amountFen: z.number().int().describe('off: amount off; cash: face amount; discount: cap (0 = none)'),
  minSpendFen: z.number().int(),
  percentOff: z.number().int().nullable(),
  validFrom: z.string().describe('ISO instant'),
  validUntil: z.string().describe('ISO instant: vouchers expire then'),
  createdBy: z.string(),
  createdAt: z.string(),
  ended: z.boolean().describe('Its validity has ended: no more issuing'),
  ...counts,
});

const redemptionSchema = z.object({
  transactionId: z.string(),
  orderStatus: z.string(),
  memberCode: z.string().nullable(),
  memberContact: z.string().nullable().describe('E-mail, else mobile number'),
  usedAt: z.string().describe('ISO instant'),
  amountFen: z.number().int().describe('What the voucher took off or paid'),
  orderTotalFen: z.number().int(),
});

const issueResult = z.object({
  members: z.number().int().describe('Members the issue was for'),
  issued: z.number().int().describe('Vouchers made now'),
  already: z.number().int().describe('Members who already had this campaign\'s voucher (not issued again)'),
});

const levelSchema = z.union([z.int(), z.string().trim().regex(/^\d$/).transform(Number)], { error: 'VOUCHER_LEVEL_INVALID' })
  .pipe(z.int().min(1, 'VOUCHER_LEVEL_INVALID').max(4, 'VOUCHER_LEVEL_INVALID'));

const refuse = (code: CampaignRefusal): never => {
  if (code === 'VOUCHER_MEMBER_QUERY') throw new FieldError('member', code);
  throw new AppError(code);
};

export const voucherStaffRoutes = (deps: { staff: StaffService; db: Database }): FastifyPluginAsyncZod => async (app) => {
  const campaigns = createVoucherCampaigns({ db: deps.db });
  const admin = requireArea(deps.staff, 'vouchers');
  const tags = staffTags('vouchers');
  const params = z.object({ id: idSchema });

  app.get('/staff/vouchers/campaigns', {
    preValidation: admin,
    schema: {
      tags, summary: 'Voucher campaigns, newest first, with how many vouchers were issued, redeemed, are available and expired',
      querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(campaignSchema), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const r = await campaigns.list({ ...limitOffset(req.query), now: new Date() });
    return ok(r.rows, r.total);
  });

  app.post('/staff/vouchers/campaigns', {
    preValidation: admin,
    schema: {
      tags, summary: 'Creates a campaign: an off coupon, a discount coupon or a cash voucher (409 VOUCHER_CAMPAIGN_CODE_TAKEN when the code exists)',
      body: campaignBody,
      response: { 200: envelope(z.object({ id: z.number().int(), code: z.string() })), 400: failure, 403: failure, 409: failure },
    },
  }, async (req) => {
    const checked = checkCampaign(req.body, new Date());
    if (!checked.ok) {
      const [first, ...others] = checked.problems;
      throw new FieldError(first!.field, PROBLEM_CODES[first!.problem], {}, others.map((p) => [p.field, PROBLEM_CODES[p.problem]] as const));
    }
    const made = await campaigns.create(staffMemberOf(req), checked.terms);
    if (!made.ok) return refuse(made.code);
    return ok({ id: made.id, code: checked.terms.code });
  });

  app.get('/staff/vouchers/campaigns/:id', {
    preValidation: admin,
    schema: { tags, summary: 'One campaign with its counts', params, response: { 200: envelope(campaignSchema), 400: failure, 403: failure, 404: failure } },
  }, async (req) => {
    const found = await campaigns.get(req.params.id, new Date());
    if (!found) throw new AppError('VOUCHER_CAMPAIGN_NOT_FOUND');
    return ok(found);
  });

  app.get('/staff/vouchers/campaigns/:id/redemptions', {
    preValidation: admin,
    schema: {
      tags, summary: "The orders that used the campaign's vouchers, latest first",
      params, querystring: z.object(pagingQuery),
      response: { 200: envelope(z.array(redemptionSchema), true), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const r = await campaigns.redemptions(req.params.id, limitOffset(req.query));
    if (!r) throw new AppError('VOUCHER_CAMPAIGN_NOT_FOUND');
    return ok(r.rows, r.total);
  });

  app.post('/staff/vouchers/campaigns/:id/issue/member', {
    preValidation: admin,
    schema: {
      tags, summary: "Issues the campaign's voucher to one member (card code, e-mail or mobile number), once: again is counted in `already`",
      params,
      body: z.object({ member: z.string({ error: 'VOUCHER_MEMBER_QUERY' }).max(260, 'VOUCHER_MEMBER_QUERY') }),
      response: { 200: envelope(issueResult.extend({ memberCode: z.string() })), 400: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const who = memberQuery(req.body.member);
    if (!who) return refuse('VOUCHER_MEMBER_QUERY');
    const r = await campaigns.issueToMember(staffMemberOf(req), req.params.id, who, new Date());
    if (!r.ok) return refuse(r.code);
    return ok({ members: r.members, issued: r.issued, already: r.already, memberCode: r.memberCode });
  });

  app.post('/staff/vouchers/campaigns/:id/issue/level', {
    preValidation: admin,
    schema: {
      tags, summary: "Issues the campaign's voucher to every member of a level (1-4) in one transaction; members who have it are counted, not issued again",
      params,
      body: z.object({ level: levelSchema }),
      response: { 200: envelope(issueResult), 400: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const r = await campaigns.issueToLevel(staffMemberOf(req), req.params.id, req.body.level as LevelId, new Date());
    if (!r.ok) return refuse(r.code);
    return ok({ members: r.members, issued: r.issued, already: r.already });
  });
};
