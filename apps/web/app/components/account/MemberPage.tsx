import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { screensById } from '../../i18n/screens.ts';
import { usePage } from '../../lib/use-page.ts';
import { SignOutButton } from '../layout/MemberEntry.tsx';
import '../../i18n/areas/account.ts';

/** Screens of the member centre's menu (spec section 2, account area), in this order;
 * paths, titles and the pc-only ones come from i18n/screens.ts. Phones have no
 * my/points-mall (pc only): their member centre leads to the star shop itself. Phones
 * write reviews on my/review (mobile only); pc from my/review-list. */
const MENU = [
  'my', 'my-profile', 'my-phone', 'my-addresses', 'my-order-list', 'my-store-order-list', 'my-points-history',
  'my-earn-stars', 'my-benefits-overview', 'my-coupon', 'my-favourite-list', 'my-review-list', 'my-review', 'my-request',
  'my-points-mall', 'points-mall', 'my-faq2', 'my-cancel-account',
].map((id) => (id === 'points-mall' ? { ...screensById.get(id)!, devices: ['mobile' as const] } : screensById.get(id)!));

export function useMemberMenu() {
  const { locale, device } = usePage();
  return MENU.filter((m) => !m.devices || m.devices.includes(device)).map((m) => ({ id: m.id, path: m.path, title: m.title[locale] }));
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
