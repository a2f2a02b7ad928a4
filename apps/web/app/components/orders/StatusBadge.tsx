import type { OrderStatus } from '@eshop/domain/orders';

const tone: Partial<Record<OrderStatus, string>> = {
  PendingPayment: 'bg-amber-100 text-amber-900',
  Paid: 'bg-green-100 text-fresh',
  Cancelled: 'bg-stone-200 text-muted',
  Completed: 'bg-brand-soft text-brand',
  Shipped: 'bg-sky-100 text-sky-900',
  OrderReceived: 'bg-brand-soft text-brand',
};

/** An order status label with a colour by status (the label comes localized from the API). */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status] ?? 'bg-cream text-ink ring-1 ring-line'}`} data-testid="order-status">
      {label}
    </span>
  );
}
