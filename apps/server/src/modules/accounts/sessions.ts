// Server-side sessions (docs/decisions/0007). The cookie holds only an opaque random
// token; the database keeps its sha256, so a leaked table cannot be replayed. Expiry
// slides: a session seen again is extended to 30 days from then (at most one write per
// SLIDE_AFTER_MINUTES).
// A session looked up is trusted for `cacheMs` (a checkout's calls, a page and its
// requests come close together); ending any session clears every instance's trust and
// stops it for a while, so an ended session is never served from memory
// (docs/decisions/0044-session-cache.md).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { memberSession, queryRowsPlanned, type Database, type Executor } from '@eshop/db';
import { forgetInPageRender, sharedInPageRender } from '../../http/page-render.ts';
import type { InvalidationBus } from '../../shared-state/invalidation-bus.ts';

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

/**
 * After a session ended, nothing is trusted from memory for this long: the ending may sit
 * in a transaction not yet committed (sign-in, password reset, cancellation), and a
 * lookup meanwhile still finds the session. Longer than any of those transactions.
 */
export const SESSION_QUIET_MS = 10_000;

interface TrustedSession { memberId: number; expiresAt: Date; trustedUntil: number }

export function createSessions(deps: {
  db: Database;
  /** How long a looked-up session is trusted in this process (0: never). */
  cacheMs?: number;
  /** Tells every instance a session ended ('sessions'); without it only this process knows. */
  invalidations?: InvalidationBus;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cacheMs = deps.cacheMs ?? 0;
  // Bounded by count; an entry past `trustedUntil` is a miss (and is overwritten or evicted).
  const trusted = cacheMs > 0 ? new LRUCache<string, TrustedSession>({ max: 10_000 }) : null;
  // A lookup keeps its answer only when no session ended since it began, nor in the quiet time.
  let endings = 0;
  let quietUntil = 0;
  const forgetTrusted = () => {
    endings++;
    quietUntil = now() + SESSION_QUIET_MS;
    trusted?.clear();
  };
  deps.invalidations?.subscribe('sessions', forgetTrusted);
  const sessionEnded = () => (deps.invalidations ? deps.invalidations.publish('sessions') : forgetTrusted());

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
      const known = trusted?.get(id);
      const at = now();
      if (known && at < known.trustedUntil && at < known.expiresAt.getTime()) return { memberId: known.memberId, expiresAt: known.expiresAt, slid: false };
      let first = false;
      const session = await sharedInPageRender(`session:${id}`, () => { first = true; return lookUp(id); });
      return session && !first && session.slid ? { ...session, slid: false } : session;
    },

    /** Ends one session (sign-out, or the old one at sign-in). */
    async end(token: string | undefined, tx: Executor = db): Promise<void> {
      if (!token || !looksLikeToken(token)) return;
      forgetInPageRender(`session:${sessionId(token)}`);
      sessionEnded();
      await tx.delete(memberSession).where(eq(memberSession.id, sessionId(token)));
    },

    /** Ends every session of a member (account cancelled). */
    async endAll(memberId: number, tx: Executor = db): Promise<void> {
      forgetInPageRender('session:');
      sessionEnded();
      await tx.delete(memberSession).where(eq(memberSession.memberId, memberId));
    },
  };

  async function lookUp(id: string): Promise<ResolvedSession | null> {
    const endedBefore = endings;
    const [row] = await queryRowsPlanned<{ member_id: number; expires_at: Date | string; stale: boolean }>(db, sql`
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
    if (trusted && endings === endedBefore && now() >= quietUntil) trusted.set(id, { memberId: row.member_id, expiresAt, trustedUntil: now() + cacheMs });
    return { memberId: row.member_id, slid: row.stale, expiresAt };
  }
}

export type Sessions = ReturnType<typeof createSessions>;
