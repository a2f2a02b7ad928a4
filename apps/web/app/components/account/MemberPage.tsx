import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { screensById } from '../../i18n/screens.ts';
import { usePage } from '../../lib/use-page.ts';
import { SignOutButton } from '../layout/MemberEntry.tsx';

/** Screens of the member centre's menu (spec section 2, account area), in this order. */
const MENU: { id: string; path: string; pcOnly?: boolean }[] = [
  { id: 'my', path: 'my' },
  { id: 'my-profile', path: 'my/profile' },
  { id: 'my-addresses', path: 'my/addresses' },
  { id: 'my-order-list', path: 'my/order-list' },
  { id: 'my-store-order-list', path: 'my/store-order-list' },
  { id: 'my-points-history', path: 'my/points-history' },
  { id: 'my-earn-stars', path: 'my/earn-stars' },
  { id: 'my-benefits-overview', path: 'my/benefits-overview' },
  { id: 'my-coupon', path: 'my/coupon' },
  { id: 'my-favourite-list', path: 'my/favourite-list' },
  { id: 'my-review-list', path: 'my/review-list' },
  { id: 'my-request', path: 'my/request' },
  { id: 'my-points-mall', path: 'my/points-mall', pcOnly: true },
  { id: 'my-faq2', path: 'my/faq2', pcOnly: true },
  { id: 'my-cancel-account', path: 'my/cancel-account' },
];

export function useMemberMenu() {
  const { locale, device } = usePage();
  return MENU.filter((m) => !m.pcOnly || device === 'pc').map((m) => ({ ...m, title: screensById.get(m.id)?.title[locale] ?? m.id }));
}

/** A member-centre screen: the menu beside the content on pc, a link back to the centre on phones. */
export function MemberPage({ title, children, home = false }: { title: string; children: ReactNode; home?: boolean }) {
  const { t, to, device } = usePage();
  const menu = useMemberMenu();
  if (device === 'mobile') {
    return (
      <div className="space-y-4 pb-16">
        {!home && <Link to={to('my')} className="text-sm text-muted hover:text-brand">‹ {t('my.nav')}</Link>}
        <h1 className="font-serif text-2xl font-bold [overflow-wrap:anywhere]">{title}</h1>
        {children}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[240px_1fr] gap-10">
      <nav aria-label={t('my.nav')} className="self-start rounded-xl bg-white p-4 ring-1 ring-line">
        <p className="mb-2 px-3 font-serif text-lg font-bold text-brand">{t('my.nav')}</p>
        <ul className="space-y-0.5 text-sm">
          {menu.map((m) => (
            <li key={m.id}>
              <NavLink end to={to(m.path)} className={({ isActive }) => `block rounded-lg px-3 py-2 ${isActive ? 'bg-brand-soft font-semibold text-brand' : 'hover:bg-cream'}`}>{m.title}</NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-line px-3 pt-3 text-sm"><SignOutButton className="text-muted hover:text-brand" /></div>
      </nav>
      <section className="min-w-0 space-y-6">
        <h1 className="font-serif text-3xl font-bold [overflow-wrap:anywhere]">{title}</h1>
        {children}
      </section>
    </div>
  );
}
