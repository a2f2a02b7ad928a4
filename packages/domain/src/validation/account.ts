// Registration, login and password-reset input (spec section 5; decisions.md
// "Accounts" and "API field names"). Plain field names; the HTTP layer maps the
// spec's dotted names (m.email, ...). Messages are codes from MESSAGES.

import { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import { isMessageCode, messageFor, type MessageCode } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a KDF is never fed megabytes; not in the spec. */
export const PASSWORD_MAX_LENGTH = 128;

function emailField(requiredCode: MessageCode) {
  return z
    .string({ error: requiredCode })
    .trim()
    .min(1, { error: requiredCode, abort: true })
    .pipe(z.email({ error: 'EMAIL_INVALID' satisfies MessageCode }))
    .transform((email) => email.toLowerCase());
}

/** Required, valid; trimmed and lower-cased (e-mail is the login id). */
export const emailSchema = emailField('EMAIL_REQUIRED');

/** True when the password has something besides white space (spaces, tabs, U+3000 …); '' is left to the length rule. */
const notOnlySpaces = (password: string): boolean => password === '' || /\S/u.test(password);

/** A new password (registration, reset): 6 to 128 characters, not white space only. Never trimmed. */
export const newPasswordSchema = z
  .string({ error: 'PASSWORD_TOO_SHORT' satisfies MessageCode })
  .refine(notOnlySpaces, { error: 'PASSWORD_BLANK' satisfies MessageCode, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' satisfies MessageCode })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' satisfies MessageCode });

const yesNo = z.enum(['Y', 'N']).default('N');

function confirmationMatches(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

const confirmationIssue = {
  error: 'PASSWORDS_NOT_IDENTICAL' satisfies MessageCode,
  path: ['confirmPassword'],
};

export const registrationSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'PASSWORDS_NOT_IDENTICAL' satisfies MessageCode }),
    agreement: z.literal('Y', { error: 'AGREEMENT_REQUIRED' satisfies MessageCode }),
    optOutEmail: yesNo,
    optOutSms: yesNo,
  })
  .refine(confirmationMatches, confirmationIssue);

export const loginSchema = z.object({
  email: emailSchema,
  // No length rule at login: old passwords must still work.
  password: z
    .string({ error: 'PASSWORD_REQUIRED' satisfies MessageCode })
    .min(1, { error: 'PASSWORD_REQUIRED' satisfies MessageCode }),
  captcha: z.string().trim().optional(),
});

export const forgotPasswordSchema = z.object({
  email: emailField('FORGOT_EMAIL_REQUIRED'),
});

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'RESET_TOKEN_REQUIRED' satisfies MessageCode })
      .trim()
      .min(1, { error: 'RESET_TOKEN_REQUIRED' satisfies MessageCode }),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'PASSWORDS_NOT_IDENTICAL' satisfies MessageCode }),
  })
  .refine(confirmationMatches, confirmationIssue);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/**
 * Localised message per field (path joined with '.', '' for the whole form), the first
 * issue of each field winning. Issues whose message is not a code keep their text.
 */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  locale: Locale,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (Object.hasOwn(result, field)) continue;
    result[field] = isMessageCode(issue.message) ? messageFor(issue.message, locale) : issue.message;
  }
  return result;
}
