// Shapes of the back-office's admin calls (issue 16; staff/accounts and staff/audit in
// apps/server/src/modules/staff/admin-routes.ts): the staff accounts and the audit log.
// Types only: the server's zod schemas and /api/openapi.json are the reference.
import type { StaffRoleName } from '../staff/areas.ts';

/** A staff account (never its password). */
export type StaffAccount = {
  username: string;
  name: string;
  roles: StaffRoleName[];
  disabled: boolean;
  createdAt: string;
};

/** An entry of the audit log: who changed what, with the subject before and after. */
export type AuditRow = {
  id: number;
  at: string;
  staffUsername: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
};
