import { Link } from 'react-router';
import type { GiftOrderLine } from '@eshop/domain/contract';
import { sized } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';
import { giftStars } from '../star-shop/gifts.ts';
import '../../i18n/areas/star-shop.ts';

/** The gifts of a star-shop checkout or a star-shop (WP) order: image, name, stars × quantity, the line's stars. */
export function GiftLines({ lines, compact = false }: { lines: Pick<GiftOrderLine, 'rw.itemId' | 'name' | 'image' | 'starsTenths' | 'quantity' | 'lineStarsTenths'>[]; compact?: boolean }) {
  const { t, to } = usePage();
  const size = compact ? 56 : 80;
  return (
    <ul className="divide-y divide-line" aria-label={t('starShop.order.gifts')}>
      {lines.map((line) => (
        <li key={line['rw.itemId']} className="flex items-center gap-4 py-3" data-testid="gift-line">
          <Link to={to(`points-mall/item/${line['rw.itemId']}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
            <img src={sized(line.image, 160)} alt="" width={size} height={size} loading="lazy" className="rounded-lg object-cover" style={{ width: size, height: size }} />
          </Link>
          <div className="min-w-0 flex-1">
            <Link to={to(`points-mall/item/${line['rw.itemId']}`)} className={`font-medium leading-snug hover:text-brand ${compact ? 'text-sm' : ''}`} data-testid="gift-line-name">{line.name}</Link>
            <p className="mt-0.5 text-sm text-muted">
              <span aria-hidden="true" className="text-gold">★</span> {giftStars(line.starsTenths)} × <span data-testid="gift-line-quantity">{line.quantity}</span>
            </p>
          </div>
          <span className="shrink-0 font-semibold" data-testid="gift-line-stars">{t('starShop.stars', { stars: giftStars(line.lineStarsTenths) })}</span>
        </li>
      ))}
    </ul>
  );
}
