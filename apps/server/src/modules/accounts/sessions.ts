// Server-side sessions (docs/decisions/0007). The cookie holds only an opaque random
// token; the database keeps its sha256, so a leaked table cannot be replayed. Expiry
// slides: a session seen again is extended to 30 days from then (at most one write per
// SLIDE_AFTER_MINUTES).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { memberSession, queryRows, type Database, type Executor } from '@eshop/db';
import { forgetInPageRender, sharedInPageRender } from '../../http/page-render.ts';

export const SESSION_COOKIE = 'eshop_session';
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;
const SLIDE_AFTER_MINUTES = 10;

export interface ResolvedSession {
  memberId: number;
  /** True when the expiry was just extended: send the cookie again. */
  slid: boolean;
  /** When the session ends unless it is seen again. */
  expiresAt: Date;
}

export const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes, base64url (43 characters). */
const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export function createSessions(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** A new session for the member; returns the token for the cookie. */
    async create(memberId: number, tx: Executor = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await tx.delete(memberSession).where(and(eq(memberSession.memberId, memberId), lt(memberSession.expiresAt, sql`now()`)));
      await tx.insert(memberSession).values({
        id: sessionId(token),
        memberId,
        expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
      });
      return token;
    },

    /** The member of a live session of an active account, or null. Looked up once per page
     * render (its API calls share it; only the first one reports the slide). */
    async resolve(token: string | undefined): Promise<ResolvedSession | null> {
      if (!token || !looksLikeToken(token)) return null;
      const id = sessionId(token);
      let first = false;
      const session = await sharedInPageRender(`session:${id}`, () => { first = true; return lookUp(id); });
      return session && !first && session.slid ? { ...session, slid: false } : session;
    },

    /** Ends one session (sign-out, or the old one at sign-in). */
    async end(token: string | undefined, tx: Executor = db): Promise<void> {
      if (!token || !looksLikeToken(token)) return;
      forgetInPageRender(`session:${sessionId(token)}`);
      await tx.delete(memberSession).where(eq(memberSession.id, sessionId(token)));
    },

    /** Ends every session of a member (account cancelled). */
    async endAll(memberId: number, tx: Executor = db): Promise<void> {
      forgetInPageRender('session:');
      await tx.delete(memberSession).where(eq(memberSession.memberId, memberId));
    },
  };

  async function lookUp(id: string): Promise<ResolvedSession | null> {
    const [row] = await queryRows<{ member_id: number; expires_at: Date | string; stale: boolean }>(db, sql`
      select s.member_id, s.expires_at, s.last_seen_at < now() - make_interval(mins => ${SLIDE_AFTER_MINUTES}) as stale
      from member_session s join member m on m.id = s.member_id
      where s.id = ${id} and s.expires_at > now() and m.cancelled_at is null`);
    if (!row) return null;
    let expiresAt = new Date(row.expires_at);
    if (row.stale) {
      const [slid] = await db.update(memberSession)
        .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
        .where(eq(memberSession.id, id))
        .returning({ expiresAt: memberSession.expiresAt });
      if (slid) expiresAt = slid.expiresAt;
    }
    return { memberId: row.member_id, slid: row.stale, expiresAt };
  }
}

export type Sessions = ReturnType<typeof createSessions>;
