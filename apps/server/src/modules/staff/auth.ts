// Staff authentication (decisions.md "Staff"; docs/decisions/0032): a session token, sent
// as a bearer token by API clients or as the back-office's cookie, resolved on every
// call; the roles or the back-office area a call needs are checked here too. No staff
// session, a member's session or a role that does not fit: 403, nothing done.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@eshop/db';
import { AREA_ROLES, type BackofficeArea } from '@eshop/domain/staff';
import { AppError } from '../../http/errors.ts';
import type { StaffMember, StaffService } from './service.ts';
import { STAFF_SESSION_HOURS } from './service.ts';

/** The back-office's session cookie: HttpOnly, SameSite=Strict, for /api and /backoffice. */
export const STAFF_COOKIE = 'eshop_staff';

const staffOf = new WeakMap<FastifyRequest, StaffMember>();

/** The session token of a staff request: the bearer token, else the back-office cookie. */
export function staffToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return req.cookies[STAFF_COOKIE] || undefined;
}

const cookieBase = (req: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'strict' as const, secure: req.protocol === 'https' });

export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(STAFF_COOKIE, token, { ...cookieBase(req), maxAge: STAFF_SESSION_HOURS * 3600 });
}

export function clearStaffCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.setCookie(STAFF_COOKIE, '', { ...cookieBase(req), maxAge: 0 });
}

/** A hook (preValidation: refused before the input is read): the caller's staff member (403 STAFF_ONLY without one), with one of `roles` when given (403). */
export function requireStaff(staff: Pick<StaffService, 'resolve'>, roles?: readonly StaffRole[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const member = await staff.resolve(staffToken(req));
    if (!member) throw new AppError('STAFF_ONLY');
    if (roles && !member.roles.some((r) => roles.includes(r))) throw new AppError('STAFF_ROLE_MISSING');
    staffOf.set(req, member);
  };
}

/** A hook for the calls of one back-office area (AREA_ROLES). */
export function requireArea(staff: Pick<StaffService, 'resolve'>, area: BackofficeArea) {
  return requireStaff(staff, AREA_ROLES[area]);
}

/**
 * The OpenAPI tags of a staff call of `area`: 'staff' and 'staff:<area>'. The role × area
 * test (apps/server/test/backoffice-access.test.ts) reads them to call every staff route as
 * every role that may not enter the area, and expects 403.
 */
export function staffTags(area: BackofficeArea): string[] {
  return ['staff', `staff:${area}`];
}

/** The staff member of a request that passed `requireStaff`. */
export function staffMemberOf(req: FastifyRequest): StaffMember {
  const member = staffOf.get(req);
  if (!member) throw new Error('staffMemberOf() on a route without requireStaff');
  return member;
}
