import { Link } from 'react-router';
import type { Gift } from '@eshop/domain/contract';
import { price } from '../../lib/format.ts';
import { sized, srcSet } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';
import { giftStars } from './gifts.ts';
import '../../i18n/areas/star-shop.ts';

/** A gift of the star shop's grid: picture, name, stars, what it is worth, who may redeem it, sold out / not for the level. */
export function GiftCard({ gift, eager = false }: { gift: Gift; eager?: boolean }) {
  const { t, to, device, locale } = usePage();
  const mobile = device === 'mobile';
  const href = to(`points-mall/item/${gift['rw.itemId']}`);
  const notForLevel = gift.forYourLevel === false;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:shadow-md" data-testid="gift-card"
      data-sold-out={gift.soldOut ? 'Y' : undefined} data-for-level={gift.forYourLevel === null ? undefined : gift.forYourLevel ? 'Y' : 'N'}>
      <Link to={href} className="relative block aspect-square overflow-hidden bg-brand-soft" tabIndex={-1} aria-hidden="true">
        <img src={sized(gift.image, 320, locale)} srcSet={srcSet(gift.image, [320, 600], locale)} sizes={mobile ? '50vw' : '300px'} alt="" width={600} height={600}
          loading={eager ? 'eager' : 'lazy'} decoding="async"
          className={`h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] ${gift.soldOut || notForLevel ? 'opacity-70' : ''}`} />
        {gift.soldOut
          ? <span className="absolute left-2 top-2 rounded bg-ink/80 px-2 py-0.5 text-xs text-white">{t('starShop.soldOut')}</span>
          : notForLevel && <span className="absolute left-2 top-2 rounded bg-ink/80 px-2 py-0.5 text-xs text-white" data-testid="gift-not-for-level">{t('starShop.notForLevel')}</span>}
      </Link>
      <div className={`flex flex-1 flex-col ${mobile ? 'gap-1 p-2.5' : 'gap-1.5 p-4'}`}>
        <h3 className={`line-clamp-2 font-medium leading-snug ${mobile ? 'text-sm' : 'text-[15px]'}`}>
          <Link to={href} className="hover:text-brand" data-testid="gift-name">{gift.name}</Link>
        </h3>
        <p className="text-xs text-muted" data-testid="gift-audience">{gift.audience}</p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className={`font-semibold text-brand ${mobile ? 'text-base' : 'text-lg'}`} data-testid="gift-stars">
            <span aria-hidden="true" className="mr-0.5 text-gold">★</span>{t('starShop.stars', { stars: giftStars(gift.starsTenths) })}
          </span>
          {gift.worthFen !== null && <span className="text-xs text-muted" data-testid="gift-worth">{t('starShop.worth', { amount: price(gift.worthFen) })}</span>}
        </div>
      </div>
    </article>
  );
}
