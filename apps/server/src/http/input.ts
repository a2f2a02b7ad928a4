// Input no field may carry: NUL (PostgreSQL text cannot hold it, so it would surface as
// a 500) and unpaired UTF-16 surrogates (not text). Checked for every query and body
// value before the route's schema, so the answer is a 400 naming the field.
import type { preValidationHookHandler } from 'fastify';
import { FieldError } from './errors.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BROKEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findBroken(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return BROKEN.test(value) ? path : null;
  if (depth > 4 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (BROKEN.test(key)) return path || key;
    const found = findBroken(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// A callback hook: no promise for every request.
export const rejectBrokenText: preValidationHookHandler = (req, _reply, done) => {
  const field = findBroken(req.query, '') ?? findBroken(req.body, '');
  done(field === null ? undefined : new FieldError(field, 'FIELD_INVALID_CHARS'));
};
