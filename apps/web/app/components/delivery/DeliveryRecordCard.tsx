import type { ReactNode } from 'react';
import type { CourierView, DeliveryRecord } from '@eshop/domain/contract';
import { isFinalCourierStatus } from '@eshop/domain/delivery';
import { sized } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';
import { calendarDate } from '../orders/format.ts';
import { CourierStatusBadge } from './CourierStatusBadge.tsx';
import { RouteTimeline } from './RouteTimeline.tsx';
import { ShipmentNumber } from './ShipmentNumber.tsx';
import '../../i18n/areas/purchase.ts';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-line';

function Facts({ rows }: { rows: [string, ReactNode, string?][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One shipment of the order: products, the waybill facts, the courier and the route. */
export function DeliveryRecordCard({ record, index, courier }: { record: DeliveryRecord; index: number; courier: CourierView | null }) {
  const { t, device, locale } = usePage();
  const mobile = device === 'mobile';
  // The courier's contact matters only while the parcel is on its way.
  const contact = courier && courier.shipmentNo === record.shipmentNo && courier.courierName && !isFinalCourierStatus(record.status) ? courier : null;
  const facts = (
    <Facts rows={[
      [t('delivery.status'), <CourierStatusBadge key="s" status={record.status} label={record.statusLabel} />],
      ...(record.deliveryDate ? [[t('delivery.date'), calendarDate(record.deliveryDate, locale), 'delivery-date'] as [string, string, string]] : []),
      [t('delivery.company'), record.logisticsCompany, 'logistics-company'],
      [t('delivery.shipmentNo'), <ShipmentNumber key="n" value={record.shipmentNo} />],
      ...(record.remarks ? [[t('delivery.remarks'), record.remarks, 'delivery-remarks'] as [string, string, string]] : []),
    ]} />
  );
  return (
    <section className="space-y-4" aria-labelledby={`shipment-${index}`} data-testid="delivery-record">
      <h2 id={`shipment-${index}`} className="font-serif text-lg font-bold">{t('delivery.shipment', { n: String(index + 1) })}</h2>
      <div className={mobile ? 'space-y-4' : 'grid grid-cols-[1fr_340px] items-start gap-6'}>
        <div className="min-w-0 space-y-4">
          <div className={card}>{facts}</div>
          {contact && (
            <div className={`${card} flex flex-wrap items-center justify-between gap-3`} data-testid="delivery-courier">
              <div>
                <p className="text-xs text-muted">{t('delivery.courier')}</p>
                <p className="font-semibold">{contact.courierName}</p>
              </div>
              {contact.courierPhone && (
                <a href={`tel:${contact.courierPhone}`} className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90">{t('delivery.call', { phone: contact.courierPhone })}</a>
              )}
            </div>
          )}
          <div className={card}>
            <h3 className="mb-2 font-semibold">{t('delivery.products')}</h3>
            <ul className="divide-y divide-line">
              {record.products.map((p, i) => (
                <li key={`${p.name}-${p.spec}-${i}`} className="flex items-center gap-4 py-3" data-testid="delivery-product">
                  <img src={sized(p.image, 160)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium leading-snug">{p.name}</p>
                    <p className="mt-0.5 text-xs text-muted">{p.spec}</p>
                  </div>
                  <span className="shrink-0 text-sm text-muted">{t('delivery.quantity', { n: String(p.quantity) })}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={card}>
          <h3 className="mb-4 font-semibold">{t('delivery.routes')}</h3>
          {record.tracked ? <RouteTimeline routes={record.routes} /> : (
            // A waybill the store recorded by hand: that courier tells us nothing more (docs/decisions/0015).
            <p className="text-sm text-muted" data-testid="delivery-untracked">{t('delivery.untracked', { company: record.logisticsCompany, shipmentNo: record.shipmentNo })}</p>
          )}
        </div>
      </div>
    </section>
  );
}
