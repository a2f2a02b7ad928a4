// What each staff role may do (decisions.md "Staff"; docs/decisions/0012). The order
// state machine decides whether an action fits the order; ACTION_ROLES decides who may
// ask. Both live in the domain (packages/domain/src/orders/desk.ts), where the actions a
// staff member is offered on an order are worked out from them.
import type { StaffRole } from '@eshop/db';

export { ACTION_ROLES, ACTION_TARGET, mayDo, STAFF_ACTIONS, type StaffAction } from '@eshop/domain/orders';

/** Who may add or take stars by hand (a ledger entry with a reason; issue 16's admin screen uses the same call). */
export const STAR_ADJUST_ROLES: readonly StaffRole[] = ['admin'];
