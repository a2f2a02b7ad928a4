import { price } from '../../lib/format.ts';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/purchase.ts';

export interface Totals {
  subtotalFen: number;
  discountFen: number;
  shippingFen: number;
  cashVoucherFen: number;
  totalFen: number;
}

/** Subtotal, discount, shipping, cash vouchers and the total: checkout, order detail, pay result. */
export function OrderTotals({ totals, totalLabel, pickup = false }: { totals: Totals; totalLabel?: string; pickup?: boolean }) {
  const { t } = usePage();
  const row = (label: string, value: string, testId: string, extra = '') => (
    <div className={`flex items-baseline justify-between gap-4 ${extra}`}>
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      {row(t('checkout.subtotal'), price(totals.subtotalFen), 'total-subtotal')}
      {totals.discountFen > 0 && row(t('checkout.discount'), `−${price(totals.discountFen)}`, 'total-discount', 'text-fresh')}
      {row(t('checkout.shipping'), totals.shippingFen === 0 ? (pickup ? price(0) : t('checkout.free')) : price(totals.shippingFen), 'total-shipping')}
      {totals.cashVoucherFen > 0 && row(t('checkout.cashVouchers'), `−${price(totals.cashVoucherFen)}`, 'total-cash', 'text-fresh')}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold">{totalLabel ?? t('checkout.total')}</dt>
        <dd className="text-2xl font-bold text-brand" data-testid="total-grand">{price(totals.totalFen)}</dd>
      </div>
    </dl>
  );
}
