// Shapes of the back-office's cashier calls (issue 16; staff/cashier in
// apps/server/src/modules/loyalty/cashier-routes.ts). Types only: the server's zod schemas
// and /api/openapi.json are the reference.

/** A member at the counter: their card, level, star balance and last store purchases. */
export interface CashierMember {
  memberCode: string;
  name: string;
  level: number;
  levelName: string;
  balanceTenths: number;
  /** The member's last store purchases, newest first. */
  recent: { trxLogId: number; store: string; paidAt: string; totalFen: number; starsTenths: number; voided: boolean }[];
}
