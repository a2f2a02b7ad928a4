// Every back-office page asks the server who is signed in before anything else: no staff
// session (an anonymous visitor, a member's session) or a role without the area → 403,
// with the sign-in form or the "not for your role" page (root ErrorBoundary). The page's
// own API calls check the same again.
import { data, type AppLoadContext } from 'react-router';
import type { BackofficeArea } from '@eshop/domain/staff';
import { staffApi, StaffApiError, type StaffApi } from './api.server.ts';
import type { Me } from './i18n.ts';

export type Refusal = { refused: 'sign-in' } | { refused: 'role' };

/** The signed-in staff member, or null (no cookie, ended or expired session). */
export async function currentStaff(api: StaffApi): Promise<Me | null> {
  try {
    return await api.get<Me>('staff/me');
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 403) return null;
    throw error;
  }
}

/** The staff member of a page of `area` and the API client, or a 403 response thrown. */
export async function requireArea(request: Request, context: AppLoadContext, area: BackofficeArea | null): Promise<{ me: Me; api: StaffApi }> {
  const api = staffApi(request, context);
  const me = await currentStaff(api);
  if (!me) throw data<Refusal>({ refused: 'sign-in' }, { status: 403 });
  if (area && !me.areas.includes(area)) throw data<Refusal>({ refused: 'role' }, { status: 403 });
  return { me, api };
}

/** A staff call's refusal as the page's answer: 403 pages stay 403, other failures become the form's error. */
export function rethrowRefusal(error: unknown): void {
  if (error instanceof StaffApiError && error.status === 403) {
    throw data<Refusal>({ refused: error.code === 'STAFF_ONLY' ? 'sign-in' : 'role' }, { status: 403 });
  }
}
