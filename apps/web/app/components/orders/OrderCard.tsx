import { Link } from 'react-router';
import type { OrderSummary } from '@eshop/domain/contract';
import { price } from '../../lib/format.ts';
import { sized } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';
import { primaryButton, secondaryButton } from '../account/Field.tsx';
import { giftStars } from '../star-shop/gifts.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { dateTime } from './format.ts';
import '../../i18n/areas/purchase.ts';
import '../../i18n/areas/star-shop.ts';

/**
 * An order in a list (my/order-list, pc my/points-mall): number, date, status, thumbnails,
 * quantity and total, Pay / View. A star-shop (WP) order is marked as one and shows the
 * stars it cost instead of money; it has no payment step.
 */
export function OrderCard({ order: o, mobile }: { order: OrderSummary; mobile: boolean }) {
  const { t, to, locale } = usePage();
  const id = encodeURIComponent(o.transactionId);
  const detail = `${to('my/order-detail')}?transactionId=${id}`;
  const stars = o.orderType === 'WP';
  const shown = o.images.slice(0, mobile ? 4 : 5);
  return (
    <li className="overflow-hidden rounded-2xl bg-white ring-1 ring-line" data-testid="order" data-order-type={o.orderType}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line bg-cream/60 px-5 py-3 text-sm">
        <span><span className="text-muted">{t('orders.number')} </span><span className="font-mono font-semibold" data-testid="order-number">{o.transactionId}</span></span>
        <span className="text-muted">{t('orders.placed', { date: dateTime(o.createdAt, locale) })}</span>
        <span className="ml-auto flex items-center gap-2">
          {stars && <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold" data-testid="order-type">★ {t('starShop.order.type')}</span>}
          <StatusBadge status={o.status} label={o.statusLabel} />
        </span>
      </div>
      <div className={`flex gap-4 px-5 py-4 ${mobile ? 'flex-col' : 'items-center'}`}>
        <Link to={detail} className="flex min-w-0 flex-1 items-center gap-2" aria-label={`${t('orders.view')} ${o.transactionId}`}>
          {shown.map((src, i) => (
            <img key={`${src}-${i}`} src={sized(src, 160)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-lg object-cover ring-1 ring-line" />
          ))}
          {o.itemCount > shown.length && <span className="text-sm text-muted">…</span>}
        </Link>
        <div className={`flex items-center gap-4 ${mobile ? 'justify-between' : ''}`}>
          <div className="text-right text-sm">
            <p className="text-muted">{t('orders.quantity', { count: o.quantity })} · {t(`orders.deliveryOption.${o.deliveryOption}`)}</p>
            {stars ? (
              <p><span className="text-muted">{t('starShop.order.total')} </span>
                <span className="text-lg font-bold text-brand" data-testid="order-total"><span aria-hidden="true" className="text-gold">★</span> {t('starShop.stars', { stars: giftStars(o.starsCostTenths) })}</span></p>
            ) : (
              <p><span className="text-muted">{t('orders.total')} </span><span className="text-lg font-bold text-brand" data-testid="order-total">{price(o.totalFen)}</span></p>
            )}
          </div>
          <div className="flex gap-2">
            {o.canPay && !stars && <Link to={`${to('shopping/pay')}?transactionId=${id}`} className={`${primaryButton} px-5 py-2 text-sm`}>{t('orders.pay')}</Link>}
            <Link to={detail} className={`${secondaryButton} text-sm`}>{t('orders.view')}</Link>
          </div>
        </div>
      </div>
    </li>
  );
}
