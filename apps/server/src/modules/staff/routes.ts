// The staff API (decisions.md "Staff": until a back-office exists every staff action is
// possible here; docs/decisions/0012). Bearer token from POST staff/login; roles decide
// who may do what; the order state machine refuses what it does not allow, with a
// clear error. Answers in the request's language like the rest of the API.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { OrderService } from '../orders/service.ts';
import { STAR_ADJUST_ROLES } from './roles.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import { isMemberCode } from '@eshop/domain/loyalty';

import type { StaffService } from './service.ts';
import { CAPTCHA_COOKIE } from '../accounts/captcha.ts';
import { clearStaffCookie, requireArea, requireStaff, setStaffCookie, staffMemberOf, staffTags, staffToken } from './auth.ts';
import type { FastifyRequest } from 'fastify';
import { areasOf, BACKOFFICE_AREAS, STAFF_ROLES } from '@eshop/domain/staff';
import type { StaffMember } from './service.ts';

export const staffRoutes = (deps: { staff: StaffService; orders: OrderService; loyalty: LoyaltyService }): FastifyPluginAsyncZod => async (app) => {
  const { staff } = deps;
  const auth = requireStaff(staff);

  const signIn = z.object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    captcha: z.string().max(16).optional().describe('The code in the image, when required'),
    captchaId: z.string().max(64).optional().describe('The challenge id (X-Captcha-Id of the image)'),
  });
  // The lock-out (429) too says whether the next try needs the captcha.
  const signInFailure = failure.extend({ captchaRequired: z.boolean().optional() });
  const signInFailures = { 400: signInFailure, 401: signInFailure, 429: signInFailure };
  const LIMITS = 'Limited like the members\' sign-in, per username and per address: after 3 failures in 15 minutes the answer is 400 CAPTCHA_REQUIRED (captchaRequired: true) until the request carries a solved captcha — fetch the image from GET m/account/captcha.html and send its code as `captcha` with the X-Captcha-Id header\'s value as `captchaId`; after 10 the answer is 429 LOGIN_LOCKED';

  async function login(req: FastifyRequest, body: z.infer<typeof signIn>) {
    // The back-office's sign-in page shows the shop's captcha image, whose id comes back in its cookie.
    const r = await staff.login({ ...body, captchaId: body.captchaId ?? req.cookies[CAPTCHA_COOKIE] }, req.ip);
    if (!r.ok) {
      const extra = r.captchaRequired === undefined ? {} : { captchaRequired: r.captchaRequired };
      throw new AppError(r.code === 'LOGIN_FAILED' ? 'STAFF_LOGIN_FAILED' : r.code, {}, extra);
    }
    return r;
  }

  app.post('/staff/login', {
    schema: {
      tags: ['staff'],
      summary: `Staff sign-in: a bearer token for the staff API (12 hours). ${LIMITS}`,
      body: signIn,
      response: { 200: envelope(z.object({ token: z.string(), name: z.string(), roles: z.array(z.string()) })), ...signInFailures },
    },
  }, async (req) => {
    const r = await login(req, req.body);
    return ok({ token: r.token, name: r.staff.name, roles: r.staff.roles });
  });

  const me = z.object({ username: z.string(), name: z.string(), roles: z.array(z.enum(STAFF_ROLES)), areas: z.array(z.enum(BACKOFFICE_AREAS)) });
  const meOf = (m: StaffMember) => ({ username: m.username, name: m.name, roles: m.roles, areas: areasOf(m.roles) });

  app.post('/staff/session', {
    schema: {
      tags: ['staff'],
      summary: `The back-office's sign-in: a server-side session in an HttpOnly, SameSite=Strict cookie (12 hours). ${LIMITS}`,
      body: signIn,
      response: { 200: envelope(me), ...signInFailures },
    },
  }, async (req, reply) => {
    const r = await login(req, req.body);
    setStaffCookie(req, reply, r.token);
    return ok(meOf(r.staff));
  });

  app.post('/staff/session/end', {
    schema: { tags: ['staff'], summary: 'Sign-out: ends the session (cookie or bearer token) on the server', response: { 200: envelope(z.object({ ended: z.literal(true) })) } },
  }, async (req, reply) => {
    await staff.end(staffToken(req));
    clearStaffCookie(req, reply);
    return ok({ ended: true as const });
  });

  app.get('/staff/me', {
    preValidation: auth,
    schema: { tags: ['staff'], summary: 'The signed-in staff member, their roles and the back-office areas they may enter', response: { 200: envelope(me), 403: failure } },
  }, async (req) => ok(meOf(staffMemberOf(req))));

  app.post('/staff/members/:memberCode/stars', {
    preValidation: requireArea(staff, 'service'),
    schema: {
      tags: staffTags('service'),
      summary: 'Admins add (positive) or take (negative) stars by hand, with the reason the member reads in their history; a ledger entry that does not count for the level',
      params: z.object({ memberCode: z.string().max(20).describe('The code on the membership card') }),
      body: z.object({
        tenths: z.number().int().min(-100_000).max(100_000).refine((n) => n !== 0).describe('Signed, in tenths of a star (125 = 12.5 stars)'),
        reason: z.string().trim().max(200).optional().describe('Required: shown to the member'),
      }),
      response: { 200: envelope(z.object({ balanceTenths: z.number().int() })), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const who = staffMemberOf(req);
    if (!who.roles.some((role) => STAR_ADJUST_ROLES.includes(role))) throw new AppError('STAFF_ROLE_MISSING');
    if (!isMemberCode(req.params.memberCode)) throw new AppError('MEMBER_CODE_INVALID');
    const reason = req.body.reason ?? '';
    if (reason === '') throw new AppError('STARS_ADJUST_REASON');
    const r = await deps.loyalty.adjust({ memberCode: req.params.memberCode, tenths: req.body.tenths, reason, staff: { id: who.id, username: who.username } });
    if (!r.ok) throw new AppError(r.code);
    return ok({ balanceTenths: r.balanceTenths });
  });
};
