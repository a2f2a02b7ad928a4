// The staff API's authentication (decisions.md "Staff"): a bearer token from POST
// staff/login, resolved on every call; the roles a call needs are checked here too.
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@eshop/db';
import { AppError } from '../../http/errors.ts';
import type { StaffMember, StaffService } from './service.ts';

const staffOf = new WeakMap<FastifyRequest, StaffMember>();

/** A preHandler: the bearer token's staff member (401 STAFF_ONLY without one), with one of `roles` when given (403). */
export function requireStaff(staff: Pick<StaffService, 'resolve'>, roles?: readonly StaffRole[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const header = req.headers.authorization ?? '';
    const member = await staff.resolve(header.startsWith('Bearer ') ? header.slice(7).trim() : undefined);
    if (!member) throw new AppError('STAFF_ONLY');
    if (roles && !member.roles.some((r) => roles.includes(r))) throw new AppError('STAFF_ROLE_MISSING');
    staffOf.set(req, member);
  };
}

/** The staff member of a request that passed `requireStaff`. */
export function staffMemberOf(req: FastifyRequest): StaffMember {
  const member = staffOf.get(req);
  if (!member) throw new Error('staffMemberOf() on a route without requireStaff');
  return member;
}
