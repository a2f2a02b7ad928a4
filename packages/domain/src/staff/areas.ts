// Who may enter which part of the back-office (issue 16; docs/decisions/0032). Every page
// and every staff call checks this on the server; the menu shows only what a role may
// enter. Within "orders", what a role may do to an order is decided per action
// (apps/server/src/modules/staff/roles.ts) and by the order state machine.

export const STAFF_ROLES = ['admin', 'customer-service', 'fulfilment', 'cashier'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const BACKOFFICE_AREAS = ['orders', 'service', 'catalogue', 'vouchers', 'content', 'cashier', 'admin'] as const;
export type BackofficeArea = (typeof BACKOFFICE_AREAS)[number];

export const AREA_ROLES: Readonly<Record<BackofficeArea, readonly StaffRoleName[]>> = {
  // Fulfilment packs and ships; customer service looks orders up and cancels with a
  // refund; the store cashier hands pickup orders over (ready, complete).
  orders: ['admin', 'fulfilment', 'customer-service', 'cashier'],
  // Requests, reviews, members' pages.
  service: ['admin', 'customer-service'],
  // Prices and what the shop sells: the store manager (admin) only.
  catalogue: ['admin'],
  vouchers: ['admin'],
  content: ['admin'],
  cashier: ['admin', 'cashier'],
  // Staff accounts, roles and the audit log.
  admin: ['admin'],
};

export function mayEnter(roles: readonly string[], area: BackofficeArea): boolean {
  return roles.some((role) => (AREA_ROLES[area] as readonly string[]).includes(role));
}

/** The areas a staff member sees in the menu, in menu order. */
export function areasOf(roles: readonly string[]): BackofficeArea[] {
  return BACKOFFICE_AREAS.filter((area) => mayEnter(roles, area));
}

export function isStaffRole(value: string): value is StaffRoleName {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
