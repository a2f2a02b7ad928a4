import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/loyalty.ts';

/** A store purchase the till voided: its stars were taken back. */
export function VoidedBadge() {
  const { t } = usePage();
  return <span className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-muted" data-testid="store-order-voided">{t('storeOrders.voided')}</span>;
}
