import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { ShellData } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ClockIcon, TruckIcon } from './Icons.tsx';
import { MemberEntry } from './MemberEntry.tsx';
import { PcCartLink } from './MemberParts.tsx';
import { Footer } from './Footer.tsx';
import { Logo } from './Logo.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

/** Categories shown in the pc menu bar, in this order; the rest sit under "All categories". */
const MENU = ['beef', 'pork', 'lamb-venison', 'veal', 'chicken', 'seafood', 'sausages', 'cold-cuts', 'cheese', 'wine', 'bbq', 'sets', 'seasonal'];

export function PcLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t, to } = usePage();
  const menu = MENU.map((code) => shell.categories.find((c) => c.cname === code)).filter((c) => c !== undefined);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      {shell.demo && <DemoNotice text={shell.demo} />}
      <div className="bg-ink text-[13px] text-white/85">
        <div className="mx-auto flex h-9 max-w-[1280px] items-center justify-between px-8">
          <div className="flex items-center gap-6">
            <span className="flex items-center gap-1.5"><TruckIcon />{t('topbar.promise')}</span>
            <span className="flex items-center gap-1.5"><ClockIcon />{t('topbar.hours')}</span>
          </div>
          <LanguageSwitch />
        </div>
      </div>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-24 max-w-[1280px] items-center gap-10 px-8">
          {/* Named by the shop's name it shows, then "Home" (WCAG 2.5.3 label in name). */}
          <Link to={to()} className="shrink-0"><Logo /><span className="sr-only">{t('header.home')}</span></Link>
          <div className="max-w-[560px] flex-1"><SearchBox /></div>
          <nav className="ml-auto flex items-center gap-6 whitespace-nowrap text-sm">
            <Link to={to('recipe-list')} className="hover:text-brand">{t('header.recipes')}</Link>
            <Link to={to('points-mall')} className="hover:text-brand">{t('header.starShop')}</Link>
            <MemberEntry member={shell.member} />
            <PcCartLink cartTotal={shell.cartTotal} />
          </nav>
        </div>
        <nav aria-label={t('header.categories')} className="border-t border-line">
          <ul className="mx-auto flex h-12 max-w-[1280px] items-center gap-7 px-8 text-[15px]">
            {menu.map((c) => (
              <li key={c.cid}>
                <NavLink to={to(`list/cid/${c.cid}`)} className={({ isActive }) => `py-3 hover:text-brand ${isActive ? 'border-b-2 border-brand text-brand' : ''}`}>{c.name}</NavLink>
              </li>
            ))}
            <CategoryMenu categories={shell.categories} />
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-[1280px] flex-1 px-8 py-8 outline-none">{children}</main>
      <Footer />
    </div>
  );
}
