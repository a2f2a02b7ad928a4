import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage, type ErrorCode } from './messages.ts';
import { requestLocale } from './locale.ts';

/** An expected failure with a code; routes let it through and the handler answers. */
export class AppError extends Error {
  constructor(public readonly code: ErrorCode, public readonly params: Record<string, string> = {}) {
    super(code);
  }
}

/** Maps every error to the failure envelope in the request's language; hides 5xx details. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    let code: ErrorCode;
    let params: Record<string, string> = {};
    if (error instanceof AppError) {
      code = error.code;
      params = error.params;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      code = field ? 'INVALID_FIELD' : 'BAD_REQUEST';
      params = { field: String(field) };
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
    void reply.code(status).type('application/json; charset=utf-8').send({ status: 'failure', code, message: errorMessage(code, locale, params) });
  });
}
