// The back-office's admin area (issue 16): staff accounts and roles, and the audit log.
// Admins only (requireArea 'admin'); every change is audited by the accounts service.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@eshop/domain/staff';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { pagingQuery } from '../../http/paging.ts';
import type { StaffService } from './service.ts';
import type { AccountRefusal, StaffAccounts } from './accounts.ts';
import { requireArea, staffMemberOf, staffTags } from './auth.ts';

const username = z.string().trim().toLowerCase().regex(/^[a-z0-9._-]{3,32}$/, 'STAFF_USERNAME_INVALID');
const name = z.string().trim().min(1, 'FIELD_REQUIRED').max(60);
const password = z.string().min(10, 'STAFF_PASSWORD_SHORT').max(128);
const roles = z.array(z.enum(STAFF_ROLES)).max(4).transform((r) => [...new Set(r)]).refine((r) => r.length > 0, 'STAFF_ROLES_REQUIRED');

const account = z.object({ username: z.string(), name: z.string(), roles: z.array(z.enum(STAFF_ROLES)), disabled: z.boolean(), createdAt: z.string() });

export const staffAdminRoutes = (deps: { staff: StaffService; staffAccounts: StaffAccounts }): FastifyPluginAsyncZod => async (app) => {
  const admin = requireArea(deps.staff, 'admin');
  const tags = staffTags('admin');
  const done = (r: { ok: true } | { ok: false; code: AccountRefusal }) => {
    if (!r.ok) throw new AppError(r.code);
    return ok({ saved: true as const });
  };
  const saved = { 200: envelope(z.object({ saved: z.literal(true) })), 400: failure, 403: failure, 404: failure, 409: failure };

  app.get('/staff/accounts', {
    preValidation: admin,
    schema: { tags, summary: 'Staff accounts: active first, by username', response: { 200: envelope(z.array(account)), 403: failure } },
  }, async () => ok(await deps.staffAccounts.list()));

  app.post('/staff/accounts', {
    preValidation: admin,
    schema: {
      tags, summary: 'Creates a staff account (409 STAFF_USERNAME_TAKEN when the username exists)',
      body: z.object({ username, name, password, roles }),
      response: saved,
    },
  }, async (req) => done(await deps.staffAccounts.create(staffMemberOf(req), req.body)));

  app.post('/staff/accounts/:username', {
    preValidation: admin,
    schema: {
      tags, summary: 'Changes the name, the roles or disabled (a disabled account\'s sessions end). Nobody demotes or disables themselves; the last active admin stays (409)',
      params: z.object({ username }),
      body: z.object({ name: name.optional(), roles: roles.optional(), disabled: z.boolean().optional() }),
      response: saved,
    },
  }, async (req) => done(await deps.staffAccounts.update(staffMemberOf(req), req.params.username, req.body)));

  app.post('/staff/accounts/:username/password', {
    preValidation: admin,
    schema: {
      tags, summary: 'Sets a new password; the account\'s sessions end',
      params: z.object({ username }),
      body: z.object({ password }),
      response: saved,
    },
  }, async (req) => done(await deps.staffAccounts.resetPassword(staffMemberOf(req), req.params.username, req.body.password)));

  app.get('/staff/audit', {
    preValidation: admin,
    schema: {
      tags,
      summary: 'The audit log of staff actions, newest first; q matches the subject, the action or the username; from/to are Shanghai dates',
      querystring: z.object({
        ...pagingQuery,
        q: z.string().trim().max(100).optional(),
        staff: z.string().trim().max(64).optional(),
        subjectType: z.string().trim().max(40).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
      }),
      response: {
        200: envelope(z.array(z.object({
          id: z.number().int(), at: z.string(), staffUsername: z.string(), action: z.string(), subjectType: z.string(), subjectId: z.string(), before: z.unknown(), after: z.unknown(),
        })), true),
        400: failure, 403: failure,
      },
    },
  }, async (req) => {
    const { pageSize, pageOffset, ...filters } = req.query;
    const r = await deps.staff.audit({ ...filters, limit: pageSize || 50, offset: pageOffset });
    return ok(r.rows, r.total);
  });
};
