// Who is calling: the member behind the session cookie (docs/decisions/0007).
// `requireMember` is the preHandler of every member call: no live session → 403 in the
// request's language. The member id is kept beside the request (a WeakMap, no type
// augmentation) and read with `memberOf(req)`.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type Sessions } from '../modules/accounts/sessions.ts';
import { AppError } from './errors.ts';
import { STAFF_COOKIE } from '../modules/staff/auth.ts';
import { GUEST_CART_COOKIE } from '../modules/cart/guest.ts';

const members = new WeakMap<FastifyRequest, number>();

/** Cookies the storefront's logout clears besides the session (spec section 4). */
export const LEGACY_SESSION_COOKIES = ['name', 'code', 'login'] as const;

export function sessionToken(req: FastifyRequest): string | undefined {
  return req.cookies[SESSION_COOKIE];
}

const cookieBase = (req: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
});

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(req), maxAge: SESSION_MAX_AGE_SECONDS });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  void reply.setCookie(SESSION_COOKIE, '', { ...cookieBase(req), maxAge: 0 });
  for (const name of LEGACY_SESSION_COOKIES) void reply.setCookie(name, '', { path: '/', maxAge: 0 });
}

export function requireMember(sessions: Sessions): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    const token = sessionToken(req);
    const session = await sessions.resolve(token);
    if (!session) throw new AppError('NOT_SIGNED_IN');
    members.set(req, session.memberId);
    if (session.slid && token) setSessionCookie(req, reply, token);
  };
}

/** The member of a request with a live session, or null: public calls that show members more (their level). */
export async function signedInMember(sessions: Sessions, req: FastifyRequest): Promise<number | null> {
  return (await sessions.resolve(sessionToken(req)))?.memberId ?? null;
}

/** The signed-in member of a request that passed `requireMember`. */
export function memberOf(req: FastifyRequest): number {
  const id = members.get(req);
  if (id === undefined) throw new Error('memberOf() on a route without requireMember');
  return id;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** host[:port] without the scheme's default port, lower-cased. */
function normalHost(host: string, scheme: string): string {
  const h = host.toLowerCase();
  return h.replace(scheme === 'https' ? /:443$/ : /:80$/, '');
}

function originHost(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return normalHost(url.host, url.protocol.slice(0, -1));
  } catch {
    return null;
  }
}

/**
 * CSRF defence for the API (docs/decisions/0007), on top of SameSite=Lax: a
 * state-changing request must come from a page of this host. When the browser names
 * the page (Origin, else Referer) it must be this host, always. When it names none, the
 * request is refused if it carries a session cookie (a member is acting) or a guest-cart
 * cookie (a visitor's cart, docs/decisions/0033), and let through otherwise (API clients
 * without either have nothing to forge).
 */
export function crossSiteRequest(req: FastifyRequest): AppError | null {
  if (!STATE_CHANGING.has(req.method)) return null;
  const own = normalHost(req.host, req.protocol);
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const named = origin !== undefined ? origin : referer;
  if (named !== undefined) {
    return originHost(named) !== own ? new AppError('CROSS_SITE_REQUEST') : null;
  }
  const acting = sessionToken(req) !== undefined || req.cookies[STAFF_COOKIE] !== undefined || req.cookies[GUEST_CART_COOKIE] !== undefined;
  return acting ? new AppError('CROSS_SITE_REQUEST') : null;
}

/** crossSiteRequest as an onRequest hook (a callback: no promise for every GET). */
export const sameOriginOnly: onRequestHookHandler = (req, _reply, done) => { done(crossSiteRequest(req) ?? undefined); };
