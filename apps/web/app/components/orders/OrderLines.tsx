import { Link } from 'react-router';
import type { QuoteLine } from '@eshop/domain/contract';
import { price } from '../../lib/format.ts';
import { sized } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/purchase.ts';

/** The products of a quote or an order: image, name, spec, price × quantity, line total. */
export function OrderLines({ lines, compact = false }: { lines: QuoteLine[]; compact?: boolean }) {
  const { t, to } = usePage();
  const size = compact ? 56 : 80;
  return (
    <ul className="divide-y divide-line" aria-label={t('order.products')}>
      {lines.map((line) => (
        <li key={line['sku.skuId']} className="flex items-center gap-4 py-3" data-testid="order-line">
          <Link to={to(`item/${line.itemId}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
            <img src={sized(line.image, 160)} alt="" width={size} height={size} loading="lazy" className="rounded-lg object-cover" style={{ width: size, height: size }} />
          </Link>
          <div className="min-w-0 flex-1">
            <Link to={to(`item/${line.itemId}`)} className={`font-medium leading-snug hover:text-brand ${compact ? 'text-sm' : ''}`} data-testid="order-line-name">{line.name}</Link>
            <p className="mt-0.5 text-xs text-muted">{line.spec}</p>
            <p className="mt-0.5 text-sm text-muted">
              <span className="sr-only">{t('order.price')} </span>{price(line.unitPriceFen)} × <span className="sr-only">{t('order.quantity')} </span><span data-testid="order-line-quantity">{line.quantity}</span>
            </p>
          </div>
          <span className="shrink-0 font-semibold" data-testid="order-line-total"><span className="sr-only">{t('order.lineTotal')} </span>{price(line.lineTotalFen)}</span>
        </li>
      ))}
    </ul>
  );
}
