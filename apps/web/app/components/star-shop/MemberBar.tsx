import { Link } from 'react-router';
import { formatStars } from '@eshop/domain/loyalty';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/star-shop.ts';

/** What the star-shop pages know of the shopper: a member's balance, level and cart count, or null for a visitor. */
export interface StarShopMember {
  balanceTenths: number;
  levelName: string;
  /** Units in the star-shop cart (its badge). */
  cartQuantity: number;
}

/**
 * Above the gifts: a member's star balance and level with the ways to their star history
 * and their star-shop cart; a visitor's way to sign in (and back) or to register.
 */
export function MemberBar({ member, logon }: { member: StarShopMember | null; logon: string }) {
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  if (!member) {
    return (
      <div className={`flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl bg-brand-soft px-5 py-4 text-sm ${mobile ? '' : 'justify-between'}`} data-testid="star-shop-guest">
        <p className="max-w-2xl">{t('starShop.guest')}</p>
        <span className="flex shrink-0 items-center gap-4">
          <Link to={logon} className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">{t('starShop.signIn')}</Link>
          <Link to={to('register')} className="font-medium text-brand hover:underline">{t('starShop.register')}</Link>
        </span>
      </div>
    );
  }
  return (
    <div className={`rounded-2xl bg-white ring-1 ring-line ${mobile ? 'p-4' : 'flex items-center gap-10 px-6 py-4'}`} data-testid="star-shop-member">
      <div className={mobile ? 'flex items-end justify-between gap-4' : 'flex items-center gap-10'}>
        <div>
          <p className="text-xs text-muted">{t('starShop.balance')}</p>
          <p className="text-2xl font-bold" data-testid="star-shop-balance"><span aria-hidden="true" className="mr-1 text-gold">★</span>{formatStars(member.balanceTenths)}</p>
        </div>
        <div className={mobile ? 'text-right' : ''}>
          <p className="text-xs text-muted">{t('starShop.level')}</p>
          <p className="font-semibold text-brand" data-testid="star-shop-level">{member.levelName}</p>
        </div>
      </div>
      <div className={`flex items-center gap-4 text-sm ${mobile ? 'mt-3 justify-between border-t border-line pt-3' : 'ml-auto'}`}>
        <Link to={to('my/points-history')} className="text-brand hover:underline">{t('starShop.history')} ›</Link>
        <Link to={to('points-mall/cart')} className="rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark" data-testid="star-shop-cart-link">
          {t('starShop.cartCount', { count: member.cartQuantity })}
        </Link>
      </div>
    </div>
  );
}
