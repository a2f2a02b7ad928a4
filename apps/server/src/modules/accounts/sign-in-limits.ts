// The limits of every password check (docs/decisions/0007 "Login limits"; issue 11):
// per account and per client address, within LOGIN_WINDOW_MINUTES, the first
// CAPTCHA_AFTER_FAILURES checks need nothing, the next ones a solved captcha, and from
// LOCK_AFTER_FAILURES on the answer is a refusal whatever the password. Members
// (m/account/login.html) and staff (staff/login) are guarded alike, under their own keys.
//
// The attempt is counted before the slow password check (rate-limits.ts `reserve`:
// atomic, in-flight attempts included), so forty parallel wrong passwords get at most
// three checks without a captcha. A request refused before the check is not counted; a
// success gives its hits back and forgets the account's failures.
import type { CaptchaService } from './captcha.ts';
import type { RateLimits } from './rate-limits.ts';

/** decisions.md "Accounts": after 3 failures the captcha, after 10 a refusal, per 15 minutes. */
export const LOGIN_WINDOW_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;

export type SignInRefusal = 'LOGIN_LOCKED' | 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' | 'LOGIN_FAILED';

export type Guarded<T> = { ok: true; value: T } | { ok: false; code: SignInRefusal; captchaRequired?: boolean };

export interface SignInKeys {
  /** The account's key: its failures are forgotten after a success. */
  account: string;
  /** The client address's key: a success does not count against it. */
  address: string;
}

export function createSignInLimits(deps: { rateLimits: RateLimits; captcha: CaptchaService }) {
  const { rateLimits, captcha } = deps;
  return {
    /**
     * Runs `check` (the password check; null = wrong credentials) under the limits of
     * `keys`, with the captcha the client sent when one is needed.
     */
    async guard<T>(keys: SignInKeys, answer: { captcha?: string | undefined; captchaId?: string | undefined }, check: () => Promise<T | null>): Promise<Guarded<T>> {
      const max = (counts: Map<string, number>) => Math.max(...counts.values());
      /** The answer without a password check, given the failures so far (null: check it). */
      const refusal = (failures: number) => (failures >= LOCK_AFTER_FAILURES ? 'LOGIN_LOCKED' as const
        : failures >= CAPTCHA_AFTER_FAILURES && !answer.captcha ? 'CAPTCHA_REQUIRED' as const : null);
      // Counted at once unless refused (a failure until it succeeds); in-flight attempts
      // count. Not refused: below the lock with a captcha answer, below the captcha without.
      const recordBelow = answer.captcha ? LOCK_AFTER_FAILURES : CAPTCHA_AFTER_FAILURES;
      const reservation = await rateLimits.reserve([keys.account, keys.address], LOGIN_WINDOW_MINUTES, recordBelow);
      const before = max(reservation.before);
      const refused = refusal(before);
      if (refused === 'LOGIN_LOCKED') return { ok: false, code: refused };
      if (refused === 'CAPTCHA_REQUIRED') return { ok: false, code: refused, captchaRequired: true };
      if (before >= CAPTCHA_AFTER_FAILURES) {
        // A wrong code counts as a failure (the hit stays).
        if (!(await captcha.check(answer.captchaId, answer.captcha))) {
          return { ok: false, code: before + 1 >= LOCK_AFTER_FAILURES ? 'LOGIN_LOCKED' : 'CAPTCHA_INVALID', captchaRequired: true };
        }
      }
      const value = await check();
      if (value === null) return { ok: false, code: 'LOGIN_FAILED', captchaRequired: before + 1 >= CAPTCHA_AFTER_FAILURES };
      await reservation.release();
      await rateLimits.clear(keys.account);
      return { ok: true, value };
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
