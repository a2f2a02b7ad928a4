// Money typed by staff in the back-office: RMB with at most two decimals ("128", "128.5",
// "128.00"), turned into integer fen exactly (parseYuanToFen; never through a float).
// Refusals name the field: AMOUNT_INVALID / AMOUNT_TOO_LARGE in the caller's language.
import { z } from 'zod';
import { parseYuanToFen } from '@eshop/domain/money';

/** Largest amount staff may type: RMB 10 million. */
export const MAX_TYPED_FEN = 1_000_000_000;

/** A zod schema: the RMB text → fen. `allowZero` false refuses 0.00. */
export function yuanAmount(opts: { max?: number; allowZero?: boolean } = {}) {
  const max = opts.max ?? MAX_TYPED_FEN;
  return z.string().max(20, 'AMOUNT_INVALID').transform((text, ctx) => {
    const r = parseYuanToFen(text);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: r.code === 'TOO_LARGE' ? 'AMOUNT_TOO_LARGE' : 'AMOUNT_INVALID' });
      return z.NEVER;
    }
    if (r.fen > max) {
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_TOO_LARGE' });
      return z.NEVER;
    }
    if (r.fen === 0 && opts.allowZero === false) {
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_INVALID' });
      return z.NEVER;
    }
    return r.fen;
  });
}
