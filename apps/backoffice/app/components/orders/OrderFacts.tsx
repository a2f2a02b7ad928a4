// The side cards of an order's page: the customer, where it goes (address or pickup),
// the payment and refund, the shipments.
import type { ReactNode } from 'react';
import { formatMemberCode, getLevel, isLevelId } from '@eshop/domain/loyalty';
import { useLocale, useT } from '../../lib/i18n.ts';
import { orders } from '../../texts/orders.ts';
import { Badge, Card, Facts } from '../ui.tsx';
import { dateTime, day, money, region } from './format.ts';
import type { DeskOrderDetail as OrderDetail } from '@eshop/domain/contract';

export function CustomerCard({ customer }: { customer: OrderDetail['customer'] }) {
  const t = useT(orders);
  const locale = useLocale();
  if (!customer) return <Card title={t('customer')}><p className="text-sm text-muted">{t('customer.none')}</p></Card>;
  const rows: [string, ReactNode][] = [
    [t('customer.code'), <span key="c" className="font-mono">{formatMemberCode(customer.memberCode)}</span>],
    [t('customer.email'), customer.email ? <a key="e" href={`mailto:${customer.email}`} className="text-brand hover:underline">{customer.email}</a> : '—'],
    [t('customer.phone'), customer.phone ?? '—'],
  ];
  if (customer.nickname) rows.push([t('customer.nickname'), customer.nickname]);
  if (isLevelId(customer.level)) rows.push([t('customer.level'), getLevel(customer.level).name[locale]]);
  return (
    <Card title={t('customer')} actions={customer.cancelled ? <Badge tone="bad">{t('customer.cancelled')}</Badge> : undefined}>
      <Facts rows={rows} />
    </Card>
  );
}

export function DestinationCard({ order }: { order: OrderDetail }) {
  const t = useT(orders);
  const locale = useLocale();
  if (order.pickup) {
    const p = order.pickup;
    const when = p.date ? (p.opens && p.closes ? t('pickup.time', { date: day(p.date, locale), opens: p.opens, closes: p.closes }) : day(p.date, locale)) : '—';
    return (
      <Card title={t('pickup')}>
        <Facts rows={[
          [t('pickup.store'), <div key="s"><div className="text-ink">{p.storeName}</div><div className="text-xs text-muted">{p.storeAddress} · {p.storePhone}</div></div>],
          [t('pickup.person'), p.pickupName],
          [t('pickup.mobile'), p.pickupMobile],
          [t('pickup.day'), <strong key="d">{when}</strong>],
        ]} />
      </Card>
    );
  }
  const a = order.delivery;
  return (
    <Card title={t('delivery')}>
      {a ? (
        <Facts rows={[
          [t('delivery.recipient'), a.recipient],
          [t('delivery.mobile'), a.mobile],
          [t('delivery.address'), <span key="a">{region(a)}<br />{a.street} {a.unit}{a.zip ? ` · ${a.zip}` : ''}</span>],
          [t('delivery.promise'), order.promisedDate ? <strong key="p">{day(order.promisedDate, locale)}</strong> : '—'],
        ]} />
      ) : <p className="text-sm text-muted">—</p>}
    </Card>
  );
}

export function PaymentCard({ order }: { order: OrderDetail }) {
  const t = useT(orders);
  const locale = useLocale();
  const { payment } = order;
  const tone = payment.status === 'paid' ? 'good' : payment.status === 'refunded' ? 'warn' : 'neutral';
  const rows: [string, ReactNode][] = [
    [t('payment.method'), payment.methodLabel],
    [t('payment.status'), <Badge key="s" tone={tone}>{payment.statusLabel}</Badge>],
  ];
  if (payment.paidAt) rows.push([t('payment.paidAt'), dateTime(payment.paidAt, locale, true)]);
  if (payment.refund) rows.push([t('payment.refund'), t(`refund.${payment.refund.status}`, { amount: money(payment.refund.amountFen, locale) })]);
  return <Card title={t('payment')}><Facts rows={rows} /></Card>;
}

export function ShipmentsCard({ order }: { order: OrderDetail }) {
  const t = useT(orders);
  const locale = useLocale();
  if (order.shipments.length === 0) return null;
  return (
    <Card title={t('shipments')}>
      <ul className="space-y-3 text-sm">
        {order.shipments.map((s) => (
          <li key={`${s.logisticsCompany}-${s.shipmentNo}`}>
            <div className="flex items-center justify-between gap-2">
              <span className="text-ink">{s.logisticsCompany} <span className="font-mono">{s.shipmentNo}</span></span>
              <Badge tone={s.status === 'Cancelled' ? 'bad' : s.status === 'Completed' ? 'good' : 'brand'}>{s.statusLabel}</Badge>
            </div>
            <p className="text-xs text-muted">{s.tracked ? t('shipment.tracked') : t('shipment.untracked')} · {dateTime(s.createdAt, locale)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
