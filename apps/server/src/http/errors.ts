import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageCode, messageFor, type MessageCode } from '@eshop/domain/validation';
import type { Locale } from '@eshop/domain/i18n';
import { ERRORS, errorMessage, fieldLabel, isErrorCode, type ErrorCode } from './messages.ts';
import { requestLocale } from './locale.ts';

/** An expected failure with a code; routes let it through and the handler answers. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly params: Record<string, string> = {},
    /** Extra fields of the failure body (e.g. `captchaRequired`). */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/**
 * Bad input in one field: 400 `INVALID_FIELD` with `field` and the message of `text`,
 * a validation message of the domain (spec section 5) or a field message of the API.
 */
export class FieldError extends Error {
  constructor(
    public readonly field: string,
    public readonly text: MessageCode | ErrorCode,
    public readonly params: Record<string, string> = {},
    /** Further fields at fault in the same request: every one is answered at once. */
    public readonly others: readonly (readonly [field: string, text: MessageCode | ErrorCode])[] = [],
  ) {
    super(`${field}: ${text}`);
  }
}

/** The words of a field message; zod issues carry codes as their message. */
export function fieldMessage(field: string, text: string, locale: Locale, params: Record<string, string> = {}): string | null {
  if (isMessageCode(text)) return messageFor(text, locale);
  if (isErrorCode(text)) return errorMessage(text, locale, { label: fieldLabel(field, locale), field, ...params });
  return null;
}

/** Maps every error to the failure envelope in the request's language; hides 5xx details. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    const send = (status: number, body: Record<string, unknown>) =>
      void reply.code(status).type('application/json; charset=utf-8').send({ status: 'failure', ...body });
    if (error instanceof FieldError) {
      const words = (field: string, text: string, params: Record<string, string> = {}) =>
        fieldMessage(field, text, locale, params) ?? errorMessage('INVALID_FIELD', locale, { field });
      const message = words(error.field, error.text, error.params);
      const fields: Record<string, string> = { [error.field]: message };
      for (const [field, text] of error.others) fields[field] ??= words(field, text);
      return send(400, { code: 'INVALID_FIELD', field: error.field, message, fields });
    }
    let code: ErrorCode;
    let params: Record<string, string> = {};
    let extra: Record<string, unknown> = {};
    if (error instanceof AppError) {
      code = error.code;
      params = error.params;
      extra = error.extra;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldOf = (issue: (typeof error.validation)[number]) => issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const words = (issue: (typeof error.validation)[number]) => {
        const field = fieldOf(issue);
        const maximum = (issue.params as { maximum?: unknown }).maximum;
        return fieldMessage(field, issue.message ?? '', locale, maximum === undefined ? {} : { max: String(maximum) })
          ?? errorMessage('INVALID_FIELD', locale, { field });
      };
      const issue = error.validation[0];
      const field = issue ? fieldOf(issue) : '';
      if (field && issue) {
        // Every field at fault at once (first message per field), so a form can mark them all.
        const fields: Record<string, string> = {};
        for (const i of error.validation) if (fieldOf(i)) fields[fieldOf(i)] ??= words(i);
        return send(400, { code: 'INVALID_FIELD', field, message: words(issue), fields });
      }
      code = 'BAD_REQUEST';
    } else if (error.statusCode === 413) {
      code = 'BODY_TOO_LARGE';
    } else if (error.statusCode === 429) {
      code = 'RATE_LIMITED';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      code = error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    } else {
      req.log.error({ err: error }, 'request failed');
      code = 'INTERNAL';
    }
    const status = code === 'BAD_REQUEST' && error.statusCode && error.statusCode < 500 && !(error instanceof AppError) ? error.statusCode : ERRORS[code].status;
    send(status, { ...extra, code, message: errorMessage(code, locale, params) });
  });
}
