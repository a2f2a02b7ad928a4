// Mobile verification calls of spec section 7 (docs/decisions/0010 "SMS and mobile
// verification"): SMSSecureCode sends a code, CheckPhone verifies the number, Transfer
// merges the account that held the number into this one. Signed-in members only.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { SMS_PURPOSES } from '@eshop/db';
import { mobileField, type MessageCode } from '@eshop/domain/validation';
import { failure } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { NOTICES, type ErrorCode } from '../../http/messages.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from './sessions.ts';
import { CHECK_LIMITS, SEND_LIMITS, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_MINUTES, type PhoneService } from './phone.ts';

// The shop's one mobile rule (docs/decisions/0034-addresses.md); blank is MOBILE_INVALID here as before.
const mobile = mobileField('MOBILE_INVALID' satisfies MessageCode)
  .describe('Mainland China mobile, 11 digits (1[3-9]…); spaces, hyphens and +86 are taken off');
const checkcode = z.string({ error: 'SMS_CODE_INVALID' satisfies ErrorCode }).trim()
  .regex(/^\d{6}$/, { error: 'SMS_CODE_INVALID' satisfies ErrorCode })
  .describe('The 6-digit code of the SMS');
const notice = z.object({ status: z.literal('success'), message: z.string().describe('In the language of the lang header') });

/**
 * CheckPhone changes state although the spec makes it a GET, which the API's CSRF hook
 * (POST only) does not see. A browser names a request another site started; refuse it.
 */
function notCrossSite(req: FastifyRequest): void {
  if (req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE_REQUEST');
}

export const phoneRoutes = (deps: { phone: PhoneService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { phone } = deps;
  const auth = requireMember(deps.sessions);

  app.post('/a/execute/capi/open/SMSSecureCode', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: `Send a ${SMS_CODE_MINUTES}-minute SMS code to a mainland mobile (signed-in members). A new code replaces the older ones. `
        + `Limits: ${SEND_LIMITS.phonePerMinute} per member and number per minute, ${SEND_LIMITS.phonePerHour} per number, ${SEND_LIMITS.memberPerHour} per member and ${SEND_LIMITS.ipPerHour} per address per hour (429). `
        + 'The provider refusing is a 502 (SMS_SEND_FAILED).',
      body: z.object({
        phone: mobile,
        purpose: z.enum(SMS_PURPOSES, { error: 'SMS_PURPOSE_INVALID' satisfies ErrorCode })
          .describe('verify-phone (CheckPhone, and Transfer after the merge question) or transfer-phone (Transfer)'),
      }),
      response: { 200: notice, 400: failure, 403: failure, 429: failure, 502: failure },
    },
  }, async (req) => {
    const result = await phone.requestCode(memberOf(req), req.body.phone, req.body.purpose, req.ip);
    if (!result.ok) {
      if (result.code === 'SMS_SEND_FAILED') req.log.warn({ err: result.cause }, 'SMS provider refused the verification code');
      throw new AppError(result.code);
    }
    return { status: 'success' as const, message: NOTICES.SMS_CODE_SENT[requestLocale(req)] };
  });

  app.get('/a/capi/account/CheckPhone', {
    preHandler: [async (req) => notCrossSite(req), auth],
    schema: {
      tags: ['accounts'],
      summary: 'Verify the mobile with the SMS code: it becomes the member\'s verified phone. A wrong code is SMS_CODE_INVALID; '
        + `after ${SMS_CODE_MAX_ATTEMPTS} wrong tries, after ${SMS_CODE_MINUTES} minutes or once used it is SMS_CODE_EXPIRED (request a new one); `
        + 'a code asked for transfer-phone is SMS_CODE_WRONG_PURPOSE. '
        + 'When the number is the verified phone of another account the answer is 409 PHONE_TAKEN with the merge question; the code stays valid for Transfer. '
        + `At most ${CHECK_LIMITS.memberPerHour} checks per member and ${CHECK_LIMITS.ipPerHour} per address per hour (with Transfer).`,
      querystring: z.object({ 'm.phone': mobile, checkcode }),
      response: { 200: notice, 400: failure, 403: failure, 409: failure, 429: failure },
    },
  }, async (req) => {
    const result = await phone.checkPhone(memberOf(req), req.query['m.phone'], req.query.checkcode, req.ip);
    if (!result.ok) throw new AppError(result.code);
    return { status: 'success' as const, message: NOTICES.PHONE_VERIFIED[requestLocale(req)] };
  });

  app.post('/a/execute/capi/account/Transfer', {
    preHandler: auth,
    schema: {
      tags: ['accounts'],
      summary: 'Merge the account that holds this verified mobile into the signed-in one, with the SMS code (single use): the phone, '
        + 'addresses (up to 20), the WeChat binding and the higher level move here; the other account is cancelled and signed out everywhere.',
      body: z.object({ 'm.phone': mobile, checkcode }),
      response: { 200: notice, 400: failure, 403: failure, 429: failure },
    },
  }, async (req) => {
    const result = await phone.transfer(memberOf(req), req.body['m.phone'], req.body.checkcode, req.ip);
    if (!result.ok) throw new AppError(result.code);
    return { status: 'success' as const, message: NOTICES.PHONE_VERIFIED[requestLocale(req)] };
  });
};
