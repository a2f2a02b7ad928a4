import type { GiftCartSummary } from '@eshop/domain/contract';
import { formatStars } from '@eshop/domain/loyalty';
import { usePage } from '../../lib/use-page.ts';
import { giftStars } from './gifts.ts';
import '../../i18n/areas/star-shop.ts';

/** The star-shop cart's stars against the member's balance: the cart's and the checkout's summary. */
export function StarsBalance({ summary }: { summary: Pick<GiftCartSummary, 'quantity' | 'totalStarsTenths' | 'balanceTenths' | 'balanceAfterTenths'> }) {
  const { t } = usePage();
  const short = summary.balanceAfterTenths < 0;
  return (
    <dl className="mt-3 space-y-2 text-sm" data-testid="stars-balance">
      <div className="flex items-baseline justify-between gap-4">
        <dt><span className="font-semibold">{t('starShop.total')}</span> <span className="text-muted" data-testid="gift-count">· {t('starShop.gifts', { count: summary.quantity })}</span></dt>
        <dd className="text-2xl font-bold text-brand" data-testid="gift-total"><span aria-hidden="true" className="mr-1 text-gold">★</span>{giftStars(summary.totalStarsTenths)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="text-muted">{t('starShop.balanceBefore')}</dt>
        <dd data-testid="gift-balance-before">{formatStars(summary.balanceTenths)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">{t('starShop.balanceAfter')}</dt>
        <dd className={`font-semibold ${short ? 'text-red-700' : 'text-fresh'}`} data-testid="gift-balance-after">{formatStars(summary.balanceAfterTenths)}</dd>
      </div>
    </dl>
  );
}
