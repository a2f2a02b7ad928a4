import type { ReactNode } from 'react';
import type { PickupStore } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/purchase.ts';

export function distanceText(m: number | null): string | null {
  if (m === null) return null;
  return (Math.round(m / 100) / 10).toFixed(1);
}

/** A pickup store: name, address, telephone, hours and the distance when known. */
export function StoreCard({ store, chosen, nearest, action }: { store: PickupStore; chosen: boolean; nearest: boolean; action?: ReactNode }) {
  const { t } = usePage();
  const km = distanceText(store.distanceM);
  return (
    <div className={`flex h-full items-start gap-3 rounded-xl p-4 ring-1 ${chosen ? 'bg-brand-soft/60 ring-2 ring-brand' : 'bg-white ring-line'}`} data-testid="pickup-store" data-chosen={chosen ? 'Y' : 'N'}>
      <span aria-hidden className={`mt-1 flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${chosen ? 'border-brand' : 'border-line'}`}>
        {chosen && <span className="h-2 w-2 rounded-full bg-brand" />}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span data-testid="pickup-store-name">{store.name}</span>
          {nearest && <span className="rounded bg-gold px-1.5 py-0.5 text-[11px] font-medium text-white">{t('checkout.nearest')}</span>}
          {km && <span className="ml-auto text-xs font-normal text-muted" data-testid="pickup-store-distance">{t('checkout.distance', { km })}</span>}
        </p>
        <p className="mt-1 text-muted">{store.address}</p>
        <p className="mt-0.5 text-muted">☎ {store.phone} · {t('checkout.storeHours')}</p>
        {action}
      </div>
    </div>
  );
}
