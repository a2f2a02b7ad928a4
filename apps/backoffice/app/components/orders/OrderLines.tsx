// An order's lines (products in RMB, or star-shop gifts in stars) and its totals.
import { useLocale, useT } from '../../lib/i18n.ts';
import { orders } from '../../texts/orders.ts';
import { Card, Table, Td } from '../ui.tsx';
import { money, stars } from './format.ts';
import type { DeskOrderDetail as OrderDetail } from '@eshop/domain/contract';

export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useT(orders);
  const locale = useLocale();
  const { totals } = order;
  const rows: [string, string][] = order.orderType === 'WP'
    ? [[t('totals.starsCost'), t('stars', { n: stars(totals.starsCostTenths) })]]
    : [
      [t('totals.subtotal'), money(totals.subtotalFen, locale)],
      ...(totals.discountFen > 0 ? [[t('totals.discount'), `− ${money(totals.discountFen, locale)}`] as [string, string]] : []),
      ...(totals.cashVoucherFen > 0 ? [[t('totals.cashVoucher'), `− ${money(totals.cashVoucherFen, locale)}`] as [string, string]] : []),
      [t('totals.shipping'), totals.shippingFen > 0 ? money(totals.shippingFen, locale) : t('totals.free')],
    ];
  return (
    <Card title={order.orderType === 'WP' ? t('detail.gifts') : t('detail.lines')}>
      {order.orderType === 'WP' ? (
        <Table head={[t('line.item'), t('line.stars'), t('line.qty'), t('line.starsTotal')]}>
          {order.gifts.map((g) => (
            <tr key={g.giftId}>
              <Td className="text-ink">{g.name}</Td>
              <Td className="whitespace-nowrap">{stars(g.starsTenths)}</Td>
              <Td>{g.quantity}</Td>
              <Td className="whitespace-nowrap text-right">{stars(g.lineStarsTenths)}</Td>
            </tr>
          ))}
        </Table>
      ) : (
        <Table head={[t('line.item'), t('line.size'), t('line.unit'), t('line.qty'), t('line.total')]}>
          {order.products.map((p) => (
            <tr key={p.skuId}>
              <Td className="text-ink">{p.name}</Td>
              <Td className="whitespace-nowrap text-muted">{p.spec}</Td>
              <Td className="whitespace-nowrap">{money(p.unitPriceFen, locale)}</Td>
              <Td>× {p.quantity}</Td>
              <Td className="whitespace-nowrap text-right">{money(p.lineTotalFen, locale)}</Td>
            </tr>
          ))}
        </Table>
      )}
      <dl className="mt-4 ml-auto w-72 space-y-1 text-sm" data-testid="order-totals">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between"><dt className="text-muted">{k}</dt><dd className="text-ink">{v}</dd></div>
        ))}
        {order.orderType === 'WO' ? (
          <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
            <dt>{t('totals.total')}</dt><dd className="text-brand">{money(totals.totalFen, locale)}</dd>
          </div>
        ) : null}
        {order.orderType === 'WO' && (totals.pendingStarsTenths > 0 || totals.starsReceivedTenths > 0) ? (
          <div className="flex justify-between pt-1 text-xs text-muted">
            <dt>{totals.starsReceivedTenths > 0 ? t('totals.starsReceived') : t('totals.starsPending')}</dt>
            <dd>{stars(totals.starsReceivedTenths > 0 ? totals.starsReceivedTenths : totals.pendingStarsTenths)}</dd>
          </div>
        ) : null}
      </dl>
      {order.vouchers.length > 0 ? (
        <div className="mt-4 border-t border-line pt-3 text-sm">
          <p className="mb-1 text-muted">{t('vouchers')}</p>
          <ul className="space-y-1">
            {order.vouchers.map((v, i) => (
              <li key={i} className="flex justify-between"><span>{v.title}</span><span className="text-muted">− {money(v.amountFen, locale)}</span></li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
