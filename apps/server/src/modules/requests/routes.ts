// Customer request calls (issue 15; spec section 7; decisions.md "API field names":
// `cr.` request, `msg.` message): the member's (403 without a session; another member's
// request is 404 like an unknown one) and the team's (staff API, admin and customer service).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REQUEST_SUBJECT_MAX, REQUEST_TEXT_MAX, REQUEST_TYPE_CODES } from '@eshop/domain/after-sales';
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
import type { StaffMember, StaffService } from '../staff/service.ts';
import { isMemberCode } from '@eshop/domain/loyalty';
import type { RequestFailure, RequestService } from './service.ts';

const MAX_ID = 2_147_483_647;
const requestId = z.string({ error: 'REQUEST_NOT_FOUND' satisfies ErrorCode }).regex(/^\d{1,10}$/, { error: 'REQUEST_NOT_FOUND' satisfies ErrorCode })
  .refine((v) => Number(v) >= 1 && Number(v) <= MAX_ID, { error: 'REQUEST_NOT_FOUND' satisfies ErrorCode }).describe('cr.requestId');
const transactionId = z.string().trim().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'REQUEST_ORDER_NOT_FOUND' satisfies ErrorCode });
const text = (max: number) => z.string({ error: 'FIELD_REQUIRED' satisfies ErrorCode }).trim()
  .min(1, { error: 'FIELD_REQUIRED' satisfies ErrorCode }).max(max, { error: 'FIELD_TOO_LONG' satisfies ErrorCode });

const createFields = z.object({
  'cr.type': z.enum(REQUEST_TYPE_CODES, { error: 'FIELD_CHOICE' satisfies ErrorCode }).describe(`One of ${REQUEST_TYPE_CODES.join(', ')}; the first seven are about an order`),
  'cr.referenceId': transactionId.optional().describe('The order (its transactionId): required for the order-related types'),
  'cr.subject': text(REQUEST_SUBJECT_MAX),
  'cr.description': text(REQUEST_TEXT_MAX),
});
const messageFields = z.object({ 'cr.requestId': requestId, 'msg.content': text(REQUEST_TEXT_MAX) });

const photo = z.object({ id: z.string(), url: z.string(), thumbnail: z.string(), width: z.number().int(), height: z.number().int() });
const summary = z.object({
  'cr.requestId': z.number().int(), type: z.enum(REQUEST_TYPE_CODES), typeLabel: z.string(), subject: z.string(),
  status: z.enum(['open', 'closed']), statusLabel: z.string(), referenceId: z.string().nullable(),
  createdAt: z.string(), lastMessageAt: z.string(), lastAuthor: z.enum(['member', 'staff']), messageCount: z.number().int(),
});
const detail = summary.extend({
  description: z.string(), photos: z.array(photo),
  messages: z.array(z.object({ author: z.enum(['member', 'staff']), authorName: z.string(), content: z.string(), createdAt: z.string() })),
  closedAt: z.string().nullable(), canReply: z.boolean(), reopenUntil: z.string().nullable(),
});

function orFail<T extends object>(result: ({ ok: true } & T) | RequestFailure): T {
  if (result.ok) return result;
  throw new AppError(result.code);
}

export const requestRoutes = (deps: { requests: RequestService; photos: PhotoService; sessions: Sessions; staff: StaffService }): FastifyPluginAsyncZod => async (app) => {
  const { requests } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/shopping/CustomerRequest.List', {
    preHandler: auth,
    schema: {
      tags: ['requests'],
      summary: "The member's requests, open first, then the latest activity; `status=open` only the open ones; `referenceId` one order's (the order detail asks for 100)",
      querystring: z.object({
        ...pagingQuery,
        status: z.enum(['open', 'all']).default('all'),
        referenceId: transactionId.optional().describe("An order's transactionId"),
      }),
      response: { 200: envelope(z.array(summary), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const q = req.query;
    const r = await requests.list(memberOf(req), requestLocale(req), { ...limitOffset(q), status: q.status, referenceId: q.referenceId });
    return ok(r.requests, r.total);
  });

  app.get('/a/capi/shopping/ViewCustomerRequest', {
    preHandler: auth,
    schema: {
      tags: ['requests'],
      summary: 'One request of the member with its photos and its thread (oldest first); canReply says whether a message may be added (a closed request re-opens within 14 days)',
      querystring: z.object({ 'cr.requestId': requestId }),
      response: { 200: envelope(detail), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const r = await requests.view(memberOf(req), Number(req.query['cr.requestId']), requestLocale(req));
    if (!r) throw new AppError('REQUEST_NOT_FOUND');
    return ok(r);
  });

  // Multipart is parsed in this scope only, with the photo limits (9 files of 5 MB).
  await app.register(async (scoped) => {
    await withPhotoForms(scoped);
    scoped.post('/a/execute/capi/shopping/CreateCustomerRequest', {
      preHandler: auth,
      bodyLimit: 10 * 5 * 1024 * 1024,
      schema: {
        tags: ['requests'],
        summary: `Files a request: a form body, or multipart with the same fields and up to 9 photos as \`photos\` (JPEG, PNG or WebP, 5 MB each; order-related types only). Fields: cr.type (${REQUEST_TYPE_CODES.join(', ')}), cr.referenceId (the order's transactionId; required for the first seven types), cr.subject (up to ${REQUEST_SUBJECT_MAX}), cr.description (up to ${REQUEST_TEXT_MAX}). Photos are re-encoded; a file that is not such an image, too big, too many or with a path in its name is refused and nothing is stored`,
        response: { 200: envelope(z.object({ 'cr.requestId': z.number().int() })), 400: failure, 403: failure, 404: failure, 413: failure, 429: failure },
      },
    }, async (req) => {
      const memberId = memberOf(req);
      const form = await readPhotoForm(req);
      const fields = parseFields(createFields, form.fields);
      const prepared = await deps.photos.prepare(form.files);
      if (!prepared.ok) throw new AppError(prepared.code, { n: String(prepared.index + 1) });
      const created = orFail(await requests.create(memberId, {
        type: fields['cr.type'], subject: fields['cr.subject'], description: fields['cr.description'],
        referenceId: fields['cr.referenceId'], photos: prepared.photos,
      }));
      return ok({ 'cr.requestId': created.requestId });
    });
  });

  app.post('/a/execute/capi/shopping/AddMessageToCustomerRequest', {
    preHandler: auth,
    schema: {
      tags: ['requests'],
      summary: 'Adds the member\'s message to their request; a request closed within 14 days re-opens (reopened: true), later it is 409 REQUEST_CLOSED',
      body: messageFields,
      response: { 200: envelope(z.object({ reopened: z.boolean() })), 400: failure, 403: failure, 404: failure, 409: failure, 429: failure },
    },
  }, async (req) => {
    const r = orFail(await requests.addMessage(memberOf(req), Number(req.body['cr.requestId']), req.body['msg.content']));
    return ok({ reopened: r.reopened });
  });

  // The team (admin, customer service): the inbox, a request, answer, close.
  const staffAuth = requireArea(deps.staff, 'service');
  const staffParams = z.object({ requestId });
  const member = z.object({ memberCode: z.string(), name: z.string().describe('Nickname, else full name, e-mail or phone') }).describe('Who filed it');
  const staffMember = (who: StaffMember) => ({ id: who.id, username: who.username, name: who.name });

  app.get('/staff/requests', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'),
      summary: 'The requests inbox: open first, the longest waiting at the top; `status` filters (open by default), and optionally one `type`, one member (`memberCode`) or one order (`referenceId`)',
      querystring: z.object({
        ...pagingQuery,
        status: z.enum(['open', 'closed', 'all'], { error: 'FIELD_CHOICE' satisfies ErrorCode }).default('open'),
        type: z.enum(REQUEST_TYPE_CODES, { error: 'FIELD_CHOICE' satisfies ErrorCode }).optional(),
        memberCode: z.string().trim().refine(isMemberCode, { error: 'MEMBER_CODE_INVALID' satisfies ErrorCode }).optional().describe("The member's card code"),
        referenceId: z.string().trim().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'ORDER_NUMBER_INVALID' satisfies ErrorCode }).optional().describe("An order's transactionId"),
      }),
      response: { 200: envelope(z.array(summary.extend({ memberId: z.number().int(), member })), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { status, type, memberCode, referenceId } = req.query;
    const r = await requests.staffList(requestLocale(req), { ...limitOffset(req.query), status, type, memberCode, referenceId });
    return ok(r.requests, r.total);
  });

  app.get('/staff/requests/:requestId', {
    preValidation: staffAuth,
    schema: { tags: staffTags('service'), summary: 'One request with its photos, its thread and who filed it', params: staffParams, response: { 200: envelope(detail.extend({ member })), 400: failure, 403: failure, 404: failure } },
  }, async (req) => {
    const r = await requests.staffView(Number(req.params.requestId), requestLocale(req));
    if (!r) throw new AppError('REQUEST_NOT_FOUND');
    return ok(r);
  });

  app.post('/staff/requests/:requestId/reply', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'), summary: "The team's answer in the thread, signed with the staff member's name; the member gets a notice in message-tips and a mail; an audit entry", params: staffParams,
      body: z.object({ content: text(REQUEST_TEXT_MAX) }),
      response: { 200: envelope(z.object({})), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const who = staffMemberOf(req);
    orFail(await requests.staffReply(Number(req.params.requestId), staffMember(who), req.body.content));
    return ok({});
  });

  app.post('/staff/requests/:requestId/close', {
    preValidation: staffAuth,
    schema: {
      tags: staffTags('service'), summary: 'Closes the request, optionally with a last message; the member is told and may re-open it within 14 days; an audit entry', params: staffParams,
      body: z.object({ content: z.string().trim().max(REQUEST_TEXT_MAX, { error: 'FIELD_TOO_LONG' satisfies ErrorCode }).optional() }).default({}),
      response: { 200: envelope(z.object({})), 400: failure, 403: failure, 404: failure, 409: failure },
    },
  }, async (req) => {
    const who = staffMemberOf(req);
    orFail(await requests.staffClose(Number(req.params.requestId), staffMember(who), req.body.content || undefined));
    return ok({});
  });
};
