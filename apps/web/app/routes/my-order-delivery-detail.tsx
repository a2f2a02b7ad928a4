// Delivery details (my/order-delivery-detail?transactionId=; spec section 3, delivery
// record; docs/decisions/0015): per shipment the products, delivery date, logistics
// company, shipment number (copyable), remarks, the courier and the route newest first,
// with the courier's status. Until the shipment is Completed (or Cancelled) the page
// re-reads its data every 15 seconds; without JavaScript a reload does the same. A
// waybill the store recorded by hand shows its company and number and says that this
// courier sends no route here.
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/my-order-delivery-detail';
import { isFinalCourierStatus } from '@eshop/domain/delivery';
import { apiFor, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { orderLoadError, transactionIdOf } from '../components/orders/errors.ts';
import { DeliveryRecordCard } from '../components/delivery/DeliveryRecordCard.tsx';
import '../i18n/areas/purchase.ts';

const RELOAD_MS = 15_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const transactionId = transactionIdOf(request);
  try {
    const api = apiFor(request, context);
    const [records, courier] = await Promise.all([api.deliveries(transactionId), api.courierView(transactionId)]);
    return { transactionId, records: records.data, courier: courier.data };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-order-delivery-detail')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function OrderDeliveryDetailPage({ loaderData }: Route.ComponentProps) {
  const { transactionId, records, courier } = loaderData;
  const { t, to, locale } = usePage();
  const revalidator = useRevalidator();
  // Before the hand-over there is nothing yet: keep looking too. A waybill without route
  // reports (tracked: false) brings nothing new by itself.
  const live = records.length === 0 || records.some((r) => r.tracked && !isFinalCourierStatus(r.status));

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, RELOAD_MS);
    return () => clearInterval(timer);
  }, [live, revalidator]);

  return (
    <MemberPage title={screensById.get('my-order-delivery-detail')!.title[locale]}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`${to('my/order-detail')}?transactionId=${encodeURIComponent(transactionId)}`} className="text-sm text-muted hover:text-brand">‹ {t('delivery.back')}</Link>
        {live && <p className="text-xs text-muted" data-testid="delivery-live">{t('delivery.autoRefresh')}</p>}
      </div>
      <p className="font-mono text-sm text-muted">{t('delivery.orderNumber', { id: transactionId })}</p>
      {records.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-sm ring-1 ring-line" data-testid="delivery-none">{t('delivery.none')}</p>
      ) : (
        <div className="space-y-8">
          {records.map((record, i) => <DeliveryRecordCard key={record.shipmentNo} record={record} index={i} courier={courier} />)}
        </div>
      )}
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
