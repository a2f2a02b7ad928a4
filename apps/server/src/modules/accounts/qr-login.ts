// Sign-in on a pc by scanning a QR code with WeChat (spec: AuthorizeQR / authorize-qr,
// open/login/*; docs/decisions/0010). The pc gets a ticket (in the QR code) and a browser
// secret (in its cookie); the phone opens the ticket's page in WeChat and confirms; the
// pc's next check claims a new session — only the browser holding the secret can, so a
// photographed QR code signs nobody else in. Tickets live QR_TTL_SECONDS and are used once.
import { createHash, randomBytes } from 'node:crypto';
import { TransactionRollbackError, and, eq, sql } from 'drizzle-orm';
import { member, qrLogin, queryRows, type Database, type Executor } from '@eshop/db';
import { publicName } from '@eshop/domain/members';
import type { Sessions } from './sessions.ts';
import type { Result } from './service.ts';
import { issueWelcomeVoucher } from '../vouchers/service.ts';
import { mergeGuestCart } from '../cart/service.ts';

export const QR_TTL_SECONDS = 120;
export const QR_COOKIE = 'eshop_qr';
/** The phone's own secret: names the phone that first opened a code's page (it may decline it). */
export const QR_PHONE_COOKIE = 'eshop_qr_phone';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const looksLikeSecret = (s: string | undefined): s is string => !!s && /^[A-Za-z0-9_-]{43}$/.test(s);

export type QrCheck =
  | { state: 'pending' | 'expired' | 'cancelled'; expiresAt: Date }
  | { state: 'signed-in'; token: string };

export type QrState = 'pending' | 'confirmed' | 'claimed' | 'cancelled' | 'expired';

/** Who confirms on the phone: the WeChat user (openid), and the member signed in there, if any. */
export interface QrConfirmer {
  openid?: string | undefined;
  sessionMemberId?: number | undefined;
}

export function createQrLogin(deps: { db: Database; sessions: Sessions }) {
  const { db, sessions } = deps;

  async function find(ticket: string) {
    if (!looksLikeSecret(ticket)) return undefined;
    const [row] = await queryRows<{ state: QrState; browser_hash: string; phone_hash: string | null; expires_at: Date; member_id: number | null; expired: boolean }>(db, sql`
      select state, browser_hash, phone_hash, expires_at, member_id, expires_at <= now() as expired from qr_login where id = ${sha256(ticket)}`);
    if (!row) return undefined;
    const state: QrState = row.expired && row.state === 'pending' ? 'expired' : row.state;
    return { ...row, state, expiresAt: new Date(row.expires_at) };
  }

  /**
   * The member the phone confirms for: the account bound to this WeChat user; else the
   * member signed in on the phone (the WeChat user is bound to it when it has none);
   * else a new WeChat customer without e-mail (decisions.md "Accounts").
   */
  async function confirmingMember(tx: Executor, who: QrConfirmer): Promise<number | null> {
    if (who.openid) {
      const [bound] = await tx.select({ id: member.id }).from(member)
        .where(and(eq(member.wechatOpenid, who.openid), sql`${member.cancelledAt} is null`));
      if (bound) return bound.id;
      if (who.sessionMemberId !== undefined) {
        await tx.update(member).set({ wechatOpenid: who.openid })
          .where(and(eq(member.id, who.sessionMemberId), sql`${member.wechatOpenid} is null`, sql`${member.cancelledAt} is null`));
        return who.sessionMemberId;
      }
      const [created] = await tx.insert(member).values({ email: null, wechatOpenid: who.openid })
        .onConflictDoNothing().returning({ id: member.id });
      if (created) {
        // A new WeChat customer is a new member: the welcome coupon (docs/decisions/0014-vouchers.md).
        await issueWelcomeVoucher(tx, created.id, new Date());
        return created.id;
      }
      const [raced] = await tx.select({ id: member.id }).from(member).where(eq(member.wechatOpenid, who.openid));
      return raced?.id ?? null;
    }
    return who.sessionMemberId ?? null;
  }

  return {
    /** A new QR ticket for a pc browser; `secret` goes into that browser's cookie. */
    async init(): Promise<{ ticket: string; secret: string; expiresAt: Date }> {
      const ticket = randomBytes(32).toString('base64url');
      const secret = randomBytes(32).toString('base64url');
      const [row] = await db.insert(qrLogin).values({
        id: sha256(ticket),
        browserHash: sha256(secret),
        expiresAt: sql`now() + make_interval(secs => ${QR_TTL_SECONDS})`,
      }).returning({ expiresAt: qrLogin.expiresAt });
      // Expired tickets are of no use to anyone: forget those older than a day.
      await db.delete(qrLogin).where(sql`${qrLogin.expiresAt} < now() - interval '1 day'`);
      return { ticket, secret, expiresAt: row!.expiresAt };
    },

    /**
     * The pc asks: still waiting, expired, cancelled — or confirmed, then it is signed in
     * (once), and its visitor's cart (`guestToken`) merges into the member's (docs/decisions/0033).
     */
    async check(ticket: string, secret: string | undefined, previousToken?: string, guestToken?: string): Promise<Result<{ check: QrCheck }, 'QR_NOT_FOUND'>> {
      const row = await find(ticket);
      if (!row || !looksLikeSecret(secret) || row.browser_hash !== sha256(secret)) return { ok: false, code: 'QR_NOT_FOUND' };
      if (row.state === 'confirmed') {
        const signedIn = await db.transaction(async (tx) => {
          const [claimed] = await tx.update(qrLogin).set({ state: 'claimed' })
            .where(and(eq(qrLogin.id, sha256(ticket)), eq(qrLogin.state, 'confirmed')))
            .returning({ memberId: qrLogin.memberId });
          if (!claimed?.memberId) return null;
          await sessions.end(previousToken, tx);
          await mergeGuestCart(tx, guestToken, claimed.memberId);
          return sessions.create(claimed.memberId, tx);
        });
        if (signedIn) return { ok: true, check: { state: 'signed-in', token: signedIn } };
      }
      // A claimed ticket is spent: to this browser it looks expired.
      const state = row.state === 'pending' || row.state === 'cancelled' ? row.state : 'expired';
      return { ok: true, check: { state, expiresAt: row.expiresAt } };
    },

    /** What the phone's page shows before confirming. */
    async status(ticket: string): Promise<QrState | null> {
      return (await find(ticket))?.state ?? null;
    },

    /**
     * A phone opened the code's page (in WeChat): the first one to do so while the code is
     * pending becomes the phone that may decline it. True when `phoneSecret` is that phone.
     */
    async open(ticket: string, phoneSecret: string): Promise<boolean> {
      if (!looksLikeSecret(ticket) || !looksLikeSecret(phoneSecret)) return false;
      const [row] = await queryRows<{ phone_hash: string | null }>(db, sql`
        update qr_login set phone_hash = coalesce(phone_hash, ${sha256(phoneSecret)})
        where id = ${sha256(ticket)} and state = 'pending' and expires_at > now()
        returning phone_hash`);
      return row?.phone_hash === sha256(phoneSecret);
    },

    /**
     * The phone confirms: the ticket becomes the member's (pending and unexpired only).
     * Returns the member, so the phone can be signed in too when it was not.
     */
    async confirm(ticket: string, who: QrConfirmer): Promise<Result<{ memberId: number }, 'QR_NOT_FOUND' | 'QR_EXPIRED' | 'QR_WECHAT_REQUIRED'>> {
      const row = await find(ticket);
      if (!row) return { ok: false, code: 'QR_NOT_FOUND' };
      if (row.state !== 'pending') return { ok: false, code: 'QR_EXPIRED' };
      return db.transaction(async (tx) => {
        const memberId = await confirmingMember(tx, who);
        if (memberId === null) return { ok: false, code: 'QR_WECHAT_REQUIRED' } as const;
        const [done] = await tx.update(qrLogin).set({ state: 'confirmed', memberId, confirmedAt: sql`now()` })
          .where(and(eq(qrLogin.id, sha256(ticket)), eq(qrLogin.state, 'pending'), sql`${qrLogin.expiresAt} > now()`))
          .returning({ id: qrLogin.id });
        if (!done) {
          // Expired or answered meanwhile: undo a WeChat customer created for nothing.
          tx.rollback();
        }
        return { ok: true, memberId } as const;
      }).catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return { ok: false, code: 'QR_EXPIRED' } as const;
        throw err;
      });
    },

    /**
     * Declines a pending code: the pc shows it and offers a new one. Only the browser that
     * opened it may — the phone that first opened its page (`phoneSecret`), or the pc that
     * asked for it (`browserSecret`); to anyone else who merely knows the ticket it is
     * QR_NOT_FOUND, and nothing changes (issue 11).
     */
    async cancel(ticket: string, by: { phoneSecret?: string | undefined; browserSecret?: string | undefined }): Promise<Result<object, 'QR_NOT_FOUND' | 'QR_EXPIRED'>> {
      const row = await find(ticket);
      const mine = !!row && ((looksLikeSecret(by.phoneSecret) && row.phone_hash === sha256(by.phoneSecret))
        || (looksLikeSecret(by.browserSecret) && row.browser_hash === sha256(by.browserSecret)));
      if (!row || !mine) return { ok: false, code: 'QR_NOT_FOUND' };
      const rows = await db.update(qrLogin).set({ state: 'cancelled' })
        .where(and(eq(qrLogin.id, sha256(ticket)), eq(qrLogin.state, 'pending'), sql`${qrLogin.expiresAt} > now()`))
        .returning({ id: qrLogin.id });
      return rows.length === 1 ? { ok: true } : { ok: false, code: 'QR_EXPIRED' };
    },

    /** How the phone's page names the member signed in there. */
    async displayName(memberId: number): Promise<string | null> {
      const [m] = await db.select({ nickname: member.nickname, email: member.email, phone: member.phone }).from(member)
        .where(eq(member.id, memberId));
      // Never the raw e-mail address (docs/decisions/0038); the page words a name-less member itself.
      return m && (m.nickname?.trim() || m.email || m.phone) ? publicName(m, 'en_US') : null;
    },

    /** Starts a session for the phone itself (it confirmed without being signed in); the phone's visitor cart merges. */
    signInPhone: (memberId: number, previousToken?: string, guestToken?: string) =>
      db.transaction(async (tx) => {
        await sessions.end(previousToken, tx);
        await mergeGuestCart(tx, guestToken, memberId);
        return sessions.create(memberId, tx);
      }),
  };
}

export type QrLoginService = ReturnType<typeof createQrLogin>;
