import type { CourierStatus } from '@eshop/domain/contract';

const tone: Record<CourierStatus, string> = {
  Dispatching: 'bg-amber-100 text-amber-900',
  PendingPickup: 'bg-amber-100 text-amber-900',
  Transit: 'bg-sky-100 text-sky-900',
  Completed: 'bg-green-100 text-fresh',
  Cancelled: 'bg-stone-200 text-muted',
};

/** The courier's status of a shipment (the label comes localized from the API). */
export function CourierStatusBadge({ status, label }: { status: CourierStatus; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`} data-testid="courier-status">{label}</span>;
}
