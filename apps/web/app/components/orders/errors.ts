import { data } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { onMemberCallError } from '../../api/server.ts';

/** A loader's failed order call: 403 → sign in again; 404 (unknown, or another member's
 * order) and other API statuses → the error page with that status; bugs pass through. */
export function orderLoadError(request: Request, error: unknown): never {
  if (error instanceof ApiError && error.status === 403) onMemberCallError(request, error);
  if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
  throw error;
}

/** `?transactionId=` of the pay and order pages; none → 404. */
export function transactionIdOf(request: Request): string {
  const id = new URL(request.url).searchParams.get('transactionId') ?? '';
  if (!/^[\w-]{1,64}$/.test(id)) throw data({ reason: 'not-found' }, { status: 404 });
  return id;
}
