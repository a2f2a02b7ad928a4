// Forgotten passwords (spec section 7 forget_password.html; docs/decisions/0010):
// a link with a one-time token is e-mailed to the member; opening it sets a new password.
// - The token is 32 random bytes (base64url); only its sha256 is stored.
// - It is valid for 60 minutes and once: using it marks it used and voids the member's
//   other outstanding links; every session of the member ends (someone who knew the old
//   password is signed out).
// - The answer never says whether the address has an account (no enumeration): mail is
//   sent only to an active member with that e-mail, the caller learns nothing either way,
//   not even from the time the answer takes: the request only writes a job
//   (password_reset_mail, docs/decisions/0025); the job makes the token and sends the mail,
//   retried with backoff when the mail server refuses, whichever instance runs it.
// - Requests are rate-limited per account and per address, wrong tokens per address.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { member, passwordReset, type Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import type { Device } from '@eshop/domain/device';
import type { Mailer, MailMessage } from '../../integrations/mail/index.ts';
import type { Passwords } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { RateLimits } from './rate-limits.ts';
import type { Result } from './service.ts';
import type { Outbox } from '../../jobs/queue.ts';

export const RESET_TOKEN_MINUTES = 60;
export const RESET_WINDOW_MINUTES = 15;
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_PER_IP = 10;
export const RESET_BAD_TOKENS_PER_IP = 20;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const tokenId = (token: string): string => createHash('sha256').update(token).digest('hex');

export type ResetRequestCode = 'RESET_RATE_LIMITED';
export type ResetCode = 'RESET_RATE_LIMITED' | 'RESET_TOKEN_INVALID';

/** Where the link of the e-mail leads: the reset-password page in the shopper's language and device. */
export type ResetLink = (token: string, locale: Locale, device: Device) => string;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MAIL_TEXT = {
  en_US: {
    subject: 'Reset your password',
    greeting: 'Hello,',
    body: 'Someone (hopefully you) asked to reset the password of your Butcher & Deli account. Open this link to choose a new password:',
    button: 'Choose a new password',
    validity: `The link is valid for ${RESET_TOKEN_MINUTES} minutes and can be used once.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    signature: 'Butcher & Deli, Shanghai',
  },
  zh_CN: {
    subject: '重置您的密码',
    greeting: '您好：',
    body: '我们收到了重置您的屠夫与熟食账户密码的请求。请打开以下链接设置新密码：',
    button: '设置新密码',
    validity: `该链接 ${RESET_TOKEN_MINUTES} 分钟内有效，且只能使用一次。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    signature: '屠夫与熟食 · 上海',
  },
} as const;

/** The reset e-mail in the shopper's language: text and a simple HTML version. */
export function resetMail(to: string, link: string, locale: Locale): MailMessage {
  const w = MAIL_TEXT[locale];
  const text = [w.greeting, '', w.body, '', link, '', w.validity, w.ignore, '', w.signature].join('\n');
  const html = `<!doctype html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#222;line-height:1.5">`
    + `<p>${escapeHtml(w.greeting)}</p><p>${escapeHtml(w.body)}</p>`
    + `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#9b2226;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none">${escapeHtml(w.button)}</a></p>`
    + `<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(link)}</p>`
    + `<p>${escapeHtml(w.validity)}<br>${escapeHtml(w.ignore)}</p><p>${escapeHtml(w.signature)}</p></body></html>`;
  return { to, subject: w.subject, text, html };
}


export function createPasswordResetService(deps: {
  db: Database;
  passwords: Passwords;
  sessions: Sessions;
  rateLimits: RateLimits;
  mailer: Mailer;
  link: ResetLink;
  outbox: Outbox;
}) {
  const { db, passwords, sessions, rateLimits, mailer, outbox } = deps;
  const badTokenKey = (ip: string) => `reset:bad-token:ip:${ip}`;

  /**
   * Looks the address up and, for an active member with that e-mail, stores a token and
   * mails its link. When the mail server refuses, the token is deleted again (nothing
   * usable is left behind) and the error rethrown.
   */
  async function deliver(input: { email: string; locale: Locale; device: Device }): Promise<void> {
    const [found] = await db.select({ id: member.id, email: member.email }).from(member)
      .where(and(eq(member.email, input.email), isNull(member.cancelledAt)));
    if (!found?.email) return;
    const token = randomBytes(32).toString('base64url');
    const id = tokenId(token);
    await db.transaction(async (tx) => {
      await tx.delete(passwordReset).where(and(eq(passwordReset.memberId, found.id), lt(passwordReset.expiresAt, sql`now()`)));
      await tx.insert(passwordReset).values({ id, memberId: found.id, expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})` });
    });
    // Not sent inside the transaction: the SMTP round trip must not hold a connection
    // (the embedded database has one) — the row is removed again if sending fails.
    try {
      await mailer.send(resetMail(found.email, deps.link(token, input.locale, input.device), input.locale));
    } catch (cause) {
      await db.delete(passwordReset).where(eq(passwordReset.id, id));
      // The reason only, for the job's log: a mail server's message may name the address.
      const err = cause as { name?: unknown; code?: unknown; responseCode?: unknown } | undefined;
      // No `cause`: pg-boss stores a failed job's error with its cause, and that is what must not keep the address.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`password-reset mail not accepted (${String(err?.name)} ${String(err?.code ?? '')} ${String(err?.responseCode ?? '')})`.trim());
    }
  }

  return {
    /** The password_reset_mail job. */
    deliver,

    /**
     * Accepts a reset request: counted against the limits whether or not the account
     * exists, then the delivery is queued as a job and the answer given at once — the
     * same work and the same answer for any address, and a slow or hanging mail server
     * delays nothing (issue 11).
     */
    async request(input: { email: string; locale: Locale; device: Device; ip: string }): Promise<Result<object, ResetRequestCode>> {
      const limits = [[`reset:account:${input.email}`, RESET_MAILS_PER_ACCOUNT], [`reset:ip:${input.ip}`, RESET_MAILS_PER_IP]] as const;
      if (!(await rateLimits.admit(limits, RESET_WINDOW_MINUTES))) return { ok: false, code: 'RESET_RATE_LIMITED' };
      await outbox.send(db, 'password_reset_mail', { email: input.email, locale: input.locale, device: input.device });
      return { ok: true };
    },

    /**
     * Sets the new password with a valid token: claims the token (single use, even when
     * two requests race), voids the member's other links and ends every session, in one
     * transaction.
     */
    async reset(input: { token: string; password: string; ip: string }): Promise<Result<object, ResetCode>> {
      const key = badTokenKey(input.ip);
      const bad = (await rateLimits.count([key], RESET_WINDOW_MINUTES)).get(key)!;
      if (bad >= RESET_BAD_TOKENS_PER_IP) return { ok: false, code: 'RESET_RATE_LIMITED' };
      const refuse = async () => {
        await rateLimits.hit([key]);
        return { ok: false, code: 'RESET_TOKEN_INVALID' } as const;
      };
      if (!TOKEN_FORMAT.test(input.token)) return refuse();
      const id = tokenId(input.token);
      const live = and(eq(passwordReset.id, id), isNull(passwordReset.usedAt), gt(passwordReset.expiresAt, sql`now()`));
      const [pending] = await db.select({ id: passwordReset.id }).from(passwordReset).where(live);
      if (!pending) return refuse();

      // Hashing is slow (scrypt): done before the transaction, once the token looked good.
      const passwordHash = await passwords.hash(input.password);
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx.update(passwordReset).set({ usedAt: sql`now()` }).where(live).returning({ memberId: passwordReset.memberId });
        if (!claimed) return null;
        const [changed] = await tx.update(member).set({ passwordHash })
          .where(and(eq(member.id, claimed.memberId), isNull(member.cancelledAt)))
          .returning({ id: member.id, email: member.email });
        // A cancelled account: the (now used) token opens nothing.
        if (!changed) return null;
        await tx.update(passwordReset).set({ usedAt: sql`now()` })
          .where(and(eq(passwordReset.memberId, changed.id), ne(passwordReset.id, id), isNull(passwordReset.usedAt)));
        await sessions.endAll(changed.id, tx);
        return changed;
      });
      if (!done) return refuse();
      // The member proved they own the mailbox: forget their failed sign-ins.
      if (done.email) await rateLimits.clear(`login:account:${done.email}`);
      return { ok: true };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
