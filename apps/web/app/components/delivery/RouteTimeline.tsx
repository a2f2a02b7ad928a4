import type { DeliveryRecord } from '@eshop/domain/contract';
import { courierStatusLabel } from '@eshop/domain/delivery';
import { usePage } from '../../lib/use-page.ts';
import { dateTime } from '../orders/format.ts';
import '../../i18n/areas/purchase.ts';

/** The courier's reports as a vertical timeline, newest first (the API's order). */
export function RouteTimeline({ routes }: { routes: DeliveryRecord['routes'] }) {
  const { t, locale } = usePage();
  if (routes.length === 0) return <p className="text-sm text-muted">{t('delivery.noRoutes')}</p>;
  return (
    <ol className="relative ml-1.5 space-y-5 border-l-2 border-line pl-5 text-sm" aria-label={t('delivery.routes')}>
      {routes.map((r, i) => (
        <li key={`${r.at}-${r.status}`} className="relative" data-testid="delivery-route">
          <span aria-hidden className={`absolute -left-[27px] top-1 h-3.5 w-3.5 rounded-full ring-4 ring-white ${i === 0 ? 'bg-brand' : 'bg-line'}`} />
          <p className={`font-semibold ${i === 0 ? 'text-brand' : ''}`}>{courierStatusLabel(r.status, locale)}</p>
          <p className={i === 0 ? 'text-ink' : 'text-muted'}>{r.description}</p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={r.at}>{dateTime(r.at, locale)}</time>{r.location ? ` · ${r.location}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
