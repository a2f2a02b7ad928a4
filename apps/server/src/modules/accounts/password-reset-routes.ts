// forget_password.html (spec section 7; decisions.md "API field names"; docs/decisions/0010):
//   GET  with m.email                               → queues the reset mail (same answer, at once, for any address)
//   POST with token, m.password, m.confirmPassword  → sets the new password, ends every session
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema, type MessageCode } from '@eshop/domain/validation';
import type { Device } from '@eshop/domain/device';
import { failure } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestChannel, requestLocale } from '../../http/locale.ts';
import { NOTICES, type ErrorCode } from '../../http/messages.ts';
import type { PasswordResetService } from './password-reset.ts';

const formString = (max: number, tooLong: MessageCode | ErrorCode) => z.string().max(max, { error: tooLong }).optional();

function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError {
  const issue = issues[0]!;
  const name = issue.path.map(String).join('.');
  return new FieldError(name === 'token' ? 'token' : `m.${name}`, issue.message as MessageCode);
}

/** The page the link opens: mobile for the WeChat channel, else pc (spec section 2). */
const deviceOf = (channel: 'website' | 'wechat'): Device => (channel === 'wechat' ? 'mobile' : 'pc');

export const passwordResetRoutes = (deps: { passwordReset: PasswordResetService }): FastifyPluginAsyncZod => async (app) => {
  const { passwordReset } = deps;

  app.get('/m/account/forget_password.html', {
    schema: {
      tags: ['accounts'],
      summary: 'Forgotten password: e-mails a link to reset it (valid 60 minutes, once) when the address has an account. The mail is queued and the answer given at once, the same whether or not the address has an account; at most 3 requests per account and 10 per address in 15 minutes (429)',
      querystring: z.object({ 'm.email': formString(254, 'EMAIL_INVALID') }),
      response: {
        200: z.object({ email: z.string(), status: z.literal('success'), message: z.string().describe('The localized "password-reset e-mail sent" notice') }),
        400: failure, 429: failure,
      },
    },
  }, async (req) => {
    const parsed = forgotPasswordSchema.safeParse({ email: req.query['m.email'] });
    if (!parsed.success) throw firstIssue(parsed.error.issues);
    const { email } = parsed.data;
    const locale = requestLocale(req);
    const result = await passwordReset.request({ email, locale, device: deviceOf(requestChannel(req)), ip: req.ip });
    if (!result.ok) throw new AppError(result.code);
    return { email, status: 'success' as const, message: NOTICES.RESET_MAIL_SENT[locale].replace('{email}', email) };
  });

  app.post('/m/account/forget_password.html', {
    schema: {
      tags: ['accounts'],
      summary: 'Sets a new password with the token of the e-mailed link; the link is used up, the other links of the member void and every session of the member ended. A wrong, used or expired token is RESET_TOKEN_INVALID (20 per address in 15 minutes, then 429)',
      body: z.object({
        token: formString(256, 'RESET_TOKEN_REQUIRED').describe('The token of the link (?token=)'),
        'm.password': formString(1024, 'PASSWORD_TOO_LONG'),
        'm.confirmPassword': formString(1024, 'PASSWORDS_NOT_IDENTICAL'),
      }),
      response: { 200: z.object({ status: z.literal('success'), message: z.string() }), 400: failure, 403: failure, 429: failure },
    },
  }, async (req) => {
    const b = req.body;
    const parsed = resetPasswordSchema.safeParse({ token: b.token, password: b['m.password'], confirmPassword: b['m.confirmPassword'] });
    if (!parsed.success) throw firstIssue(parsed.error.issues);
    const result = await passwordReset.reset({ token: parsed.data.token, password: parsed.data.password, ip: req.ip });
    if (!result.ok) throw new AppError(result.code);
    return { status: 'success' as const, message: NOTICES.PASSWORD_RESET_DONE[requestLocale(req)] };
  });
};
