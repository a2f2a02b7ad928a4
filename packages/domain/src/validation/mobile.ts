// The one rule for mainland China mobile numbers (docs/decisions/0034-addresses.md):
// the address form, checkout's pickup person, phone verification and the back office's
// member lookups all read a number through `normaliseMobile`, so what one accepts the
// others accept too, with the same message (MOBILE_INVALID).

import { z } from 'zod';
import type { MessageCode } from './messages.ts';

/** 11 digits, 1 then 3-9: every mainland mobile network (13x-19x). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Spaces (also U+3000), hyphens, dots and brackets people type between the digits. */
const SEPARATORS = /[\s\-.()（）]/gu;

/**
 * The number as stored, `13812345678`, or null when it is no mainland mobile. Accepts
 * what people paste: full-width digits, spaces or hyphens between groups
 * (`138 1234 5678`, `138-1234-5678`) and the country code `+86`, `0086` or `86`.
 */
export function normaliseMobile(input: string): string | null {
  // NFKC turns full-width digits and ＋ into ASCII.
  const compact = input.normalize('NFKC').replace(SEPARATORS, '');
  const national = compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
  return MAINLAND_MOBILE.test(national) ? national : null;
}

export const isMainlandMobile = (input: string): boolean => normaliseMobile(input) !== null;

/**
 * The `maxLength` of every mobile input: room for what `normaliseMobile` accepts as
 * people type it (`+86 138 0013 8000`, `0086-138-0013-8000`), not just the 11 digits.
 */
export const MOBILE_INPUT_MAX_LENGTH = 20;

/**
 * A required mobile field: blank is `required` (the caller's code for "please input"),
 * anything else that is not a mainland mobile MOBILE_INVALID; the output is normalised.
 */
export function mobileField<R extends string>(required: R) {
  return z.string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx) => {
      const mobile = normaliseMobile(value);
      if (mobile === null) {
        ctx.addIssue({ code: 'custom', message: 'MOBILE_INVALID' satisfies MessageCode });
        return z.NEVER;
      }
      return mobile;
    });
}
