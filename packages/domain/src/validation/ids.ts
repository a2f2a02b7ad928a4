// One schema for the ids a client sends (STYLE: "one id schema"): addresses, SKUs,
// items, stores, vouchers … are PostgreSQL `integer` identity columns.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (the id columns). */
export const MAX_ID = 2_147_483_647;

// Functions, not shared instances: the OpenAPI generator drops a schema it meets twice in one union.
const intId = () => z.int().min(1).max(MAX_ID);
/** A form's digits; the number they make must be an id too. */
const digits = () => z.string().trim().regex(/^\d{1,10}$/).transform(Number).pipe(intId());

/**
 * A row id as a client sends it: the digits of a form field (spaces around are
 * ignored) or a JSON number; from 1 to MAX_ID. Anything else ('1e3', '0x1F', '-1',
 * 1.5, true, '') is bad input. Whether the row exists (and is the caller's) is the
 * service's question, answered with a 404.
 */
export const idSchema = z.union([intId(), digits()]);

/** An id that may be absent or empty ('' in a form: none, e.g. a new address). */
export const optionalIdSchema = z
  .union([
    intId(),
    // One string branch for '' and digits: the OpenAPI document keeps one string shape per union.
    z.string().trim().regex(/^\d{0,10}$/).transform((s) => (s === '' ? undefined : Number(s))).pipe(intId().optional()),
  ])
  .optional();
