// One store of "Find us": number (as on the map), address, phone, hours and pickup.
import type { Store } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';

export function StoreCard({ store, n }: { store: Store; n: number }) {
  const { t } = usePage();
  return (
    <article className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-line" data-testid="store-card">
      <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">{n}</span>
      <div className="min-w-0 space-y-1 text-sm">
        <h3 className="font-serif text-base font-bold">{store.name}</h3>
        <p className="text-ink/85">{store.address}</p>
        <p><span className="text-muted">{t('info.stores.phone')}{t('punct.colon')}</span><a href={`tel:${store.phone}`} className="text-brand hover:underline">{store.phone}</a></p>
        <p className="text-ink/85">{t('info.stores.hours', { opens: store.opens, closes: store.closes })}</p>
        <p className={store['r.pickup'] === 'Y' ? 'text-fresh' : 'text-muted'}>{store['r.pickup'] === 'Y' ? t('info.stores.pickup') : t('info.stores.noPickup')}</p>
      </div>
    </article>
  );
}
