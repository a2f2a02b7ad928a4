// The order of an order page (its detail and its packing slip), or the 404 page for an
// unknown or malformed order number; the area is checked first.
import { data, type AppLoadContext } from 'react-router';
import { requireArea, rethrowRefusal } from '../../lib/guard.server.ts';
import { StaffApiError } from '../../lib/api.server.ts';
import type { DeskOrderDetail as OrderDetail } from '@eshop/domain/contract';

export async function loadOrder(request: Request, context: AppLoadContext, tid: string | undefined): Promise<OrderDetail> {
  const { api } = await requireArea(request, context, 'orders');
  try {
    return await api.get<OrderDetail>(`staff/orders/${encodeURIComponent(tid ?? '')}`);
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}
