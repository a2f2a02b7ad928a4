// Review calls (issue 15; spec section 7; decisions.md "API field names": `t.` item, `oh.`
// order, `rv.` review): the member's (403 without a session), the product page's (public)
// and the team's (staff API: admin and customer service).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { REVIEW_CANDIDATES_PAGE, REVIEW_TEXT_MAX, textLength } from '@eshop/domain/after-sales';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import { parseFields, readPhotoForm, withPhotoForms } from '../photos/form.ts';
import type { PhotoService } from '../photos/service.ts';
import { requireArea, staffMemberOf, staffTags } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { ReviewFailure, ReviewService } from './service.ts';

const MAX_ID = 2_147_483_647;
const idOf = (code: ErrorCode) => z.string({ error: code }).regex(/^\d{1,10}$/, { error: code }).refine((v) => Number(v) >= 1 && Number(v) <= MAX_ID, { error: code });

const reviewFields = z.object({
  't.itemId': idOf('REVIEW_NOT_ALLOWED'),
  'oh.transactionId': z.string({ error: 'REVIEW_NOT_ALLOWED' satisfies ErrorCode }).trim().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'REVIEW_NOT_ALLOWED' satisfies ErrorCode }),
  'rv.rating': z.string({ error: 'RATING_INVALID' satisfies ErrorCode }).regex(/^[1-5]$/, { error: 'RATING_INVALID' satisfies ErrorCode }),
  // Characters as people count them (an emoji is one), at most 500.
  'rv.text': z.string().trim().max(REVIEW_TEXT_MAX * 2, { error: 'REVIEW_TEXT_TOO_LONG' satisfies ErrorCode })
    .refine((t) => textLength(t) <= REVIEW_TEXT_MAX, { error: 'REVIEW_TEXT_TOO_LONG' satisfies ErrorCode }).default(''),
});

const photo = z.object({ id: z.string(), url: z.string(), thumbnail: z.string(), width: z.number().int(), height: z.number().int() });
const itemReview = z.object({
  reviewId: z.number().int(), authorName: z.string().describe('Nickname, else a masked e-mail or phone'), rating: z.number().int().min(1).max(5),
  text: z.string(), photos: z.array(photo), createdAt: z.string(), reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
const memberReview = itemReview.extend({
  't.itemId': z.number().int(), transactionId: z.string(), name: z.string(), image: z.string(),
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable().describe('Hidden by the team (not on the product page), with the reason'),
});
const candidate = z.object({ transactionId: z.string(), 't.itemId': z.number().int(), name: z.string(), spec: z.string(), image: z.string(), receivedAt: z.string() });
const summary = z.object({
  count: z.number().int(), averageTenths: z.number().int().describe('43 = 4.3 stars'),
  histogram: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]).describe('Reviews with 1 ... 5 stars'),
});

function orFail<T extends object>(result: ({ ok: true } & T) | ReviewFailure): T {
  if (result.ok) return result;
  throw new AppError(result.code);
}

export const reviewRoutes = (deps: { reviews: ReviewService; photos: PhotoService; sessions: Sessions; staff: StaffService }): FastifyPluginAsyncZod => async (app) => {
  const { reviews } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/shopping/ReviewCandidate.List', {
    preHandler: auth,
    schema: {
      tags: ['reviews'],
      summary: `The items of the member's received or completed orders awaiting a review, the latest first (spec section 4 loads the first ${REVIEW_CANDIDATES_PAGE} with the session)`,
      querystring: z.object({ ...pagingQuery, pageSize: pagingQuery.pageSize.default(REVIEW_CANDIDATES_PAGE) }),
      response: { 200: envelope(z.array(candidate), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const r = await reviews.candidates(memberOf(req), requestLocale(req), limitOffset(req.query));
    return ok(r.candidates, r.total);
  });

  app.get('/a/capi/shopping/Review.List', {
    preHandler: auth,
    schema: {
      tags: ['reviews'],
      summary: "The member's reviews, newest first, with the team's reply and, when hidden by the team, the reason; `rv.reviewId` answers one",
      querystring: z.object({ ...pagingQuery, 'rv.reviewId': idOf('REVIEW_NOT_FOUND').optional() }),
      response: { 200: envelope(z.array(memberReview), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const id = req.query['rv.reviewId'];
    const r = await reviews.mine(memberOf(req), requestLocale(req), { ...limitOffset(req.query), reviewId: id === undefined ? undefined : Number(id) });
    return ok(r.reviews, r.total);
  });

  app.get('/a/capi/catalog/ItemReview.List', {
    schema: {
      tags: ['reviews'],
      summary: "A product's reviews as every shopper sees them, newest first (hidden ones left out), with the team's reply; `summary` has the count, the average and the count per rating",
      querystring: z.object({ ...pagingQuery, itemId: idOf('NOT_FOUND') }),
      response: { 200: envelope(z.array(itemReview), true).extend({ summary }), 400: failure },
    },
  }, async (req) => {
    const r = await reviews.forItem(Number(req.query.itemId), limitOffset(req.query));
    return { ...ok(r.reviews, r.total), summary: r.summary };
  });

  // Multipart is parsed in this scope only, with the photo limits (9 files of 5 MB).
  await app.register(async (scoped) => {
    await withPhotoForms(scoped);
    scoped.post('/a/execute/capi/shopping/Review', {
      preHandler: auth,
      bodyLimit: 10 * 5 * 1024 * 1024,
      schema: {
        tags: ['reviews'],
        summary: `Reviews an item of the member's received or completed order, once per item and order: a form body, or multipart with the same fields and up to 9 photos as \`photos\` (JPEG, PNG or WebP, 5 MB each). Fields: t.itemId, oh.transactionId, rv.rating (1-5), rv.text (up to ${REVIEW_TEXT_MAX} characters). Photos are re-encoded; anything refused stores nothing`,
        response: { 200: envelope(z.object({ 'rv.reviewId': z.number().int() })), 400: failure, 403: failure, 409: failure, 413: failure },
      },
    }, async (req) => {
      const memberId = memberOf(req);
      const form = await readPhotoForm(req);
      const fields = parseFields(reviewFields, form.fields);
      const prepared = await deps.photos.prepare(form.files);
      if (!prepared.ok) throw new AppError(prepared.code, { n: String(prepared.index + 1) });
      const created = orFail(await reviews.create(memberId, {
        itemId: Number(fields['t.itemId']), transactionId: fields['oh.transactionId'], rating: Number(fields['rv.rating']),
        text: fields['rv.text'], photos: prepared.photos,
      }, requestLocale(req)));
      return ok({ 'rv.reviewId': created.reviewId });
    });
  });

  // The team (admin, customer service): moderate and answer.
  const staffAuth = requireArea(deps.staff, 'service');
  const params = z.object({ reviewId: idOf('REVIEW_NOT_FOUND') });

  const staffReview = itemReview.extend({
    't.itemId': z.number().int(), transactionId: z.string(), name: z.string().describe("The item's name as bought, in the request's language"), image: z.string(),
    memberCode: z.string().nullable().describe("The author's card code (null once the account is cancelled)"),
    replyBy: z.string().nullable().describe('The staff username of the reply'),
    hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  });
  const actor = (req: FastifyRequest) => {
    const who = staffMemberOf(req);
    return { id: who.id, username: who.username, name: who.name };
  };

  app.get('/staff/reviews', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'), summary: 'The reviews to moderate, newest first; `filter` unanswered or hidden; `rating` one rating (1-5)',
      querystring: z.object({
        ...pagingQuery,
        filter: z.enum(['all', 'unanswered', 'hidden'], { error: 'FIELD_CHOICE' satisfies ErrorCode }).default('all'),
        rating: z.string().regex(/^[1-5]$/, { error: 'RATING_INVALID' satisfies ErrorCode }).optional(),
      }),
      response: { 200: envelope(z.array(staffReview), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { filter, rating } = req.query;
    const r = await reviews.staffList(requestLocale(req), { ...limitOffset(req.query), filter, rating: rating === undefined ? undefined : Number(rating) });
    return ok(r.reviews, r.total);
  });

  app.post('/staff/reviews/:reviewId/reply', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'), summary: "The team's reply (replacing an earlier one), shown under the review on the product page and in the member's reviews; an audit entry", params,
      body: z.object({ text: z.string({ error: 'FIELD_REQUIRED' satisfies ErrorCode }).trim().min(1, { error: 'FIELD_REQUIRED' satisfies ErrorCode }).max(REVIEW_TEXT_MAX, { error: 'FIELD_TOO_LONG' satisfies ErrorCode }) }),
      response: { 200: envelope(z.object({})), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    orFail(await reviews.reply(Number(req.params.reviewId), actor(req), req.body.text));
    return ok({});
  });

  app.post('/staff/reviews/:reviewId/hide', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'), summary: 'Hides a review from the product page, with the reason the member reads; `reason` empty or absent with show=true shows it again; an audit entry', params,
      body: z.object({ reason: z.string().trim().max(200, { error: 'FIELD_TOO_LONG' satisfies ErrorCode }).optional(), show: z.boolean().optional() }),
      response: { 200: envelope(z.object({})), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const reason = req.body.reason ?? '';
    if (!req.body.show && reason === '') throw new AppError('REVIEW_HIDE_REASON');
    orFail(await reviews.hide(Number(req.params.reviewId), actor(req), req.body.show ? null : reason));
    return ok({});
  });
};
