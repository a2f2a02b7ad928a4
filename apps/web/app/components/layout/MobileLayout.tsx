import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { ShellData } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';
import { BookIcon, GridIcon, HomeIcon } from './Icons.tsx';
import { Footer } from './Footer.tsx';
import { Logo } from './Logo.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { MobileCartTab, MobileMemberTab, mobileTab } from './MemberParts.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

export function MobileLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t, to } = usePage();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      {shell.demo && <DemoNotice text={shell.demo} />}
      <header className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
        <div className="flex h-12 items-center justify-between px-4">
          <Link to={to()}><Logo small /><span className="sr-only">{t('header.home')}</span></Link>
          <LanguageSwitch className="text-sm" />
        </div>
        <div className="px-4 pb-2.5"><SearchBox compact /></div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-4 outline-none">{children}</main>
      <Footer />
      <nav aria-label={t('header.categories')} className="fixed inset-x-0 bottom-0 z-30 box-content flex h-14 border-t border-line bg-white pb-[env(safe-area-inset-bottom)]">
        <NavLink end to={to()} className={mobileTab}><HomeIcon />{t('header.home')}</NavLink>
        <NavLink to={to('list/cid')} className={mobileTab}><GridIcon />{t('header.categories')}</NavLink>
        <NavLink to={to('recipe-list')} className={mobileTab}><BookIcon />{t('header.recipes')}</NavLink>
        <MobileCartTab cartTotal={shell.cartTotal} />
        <MobileMemberTab member={shell.member} />
      </nav>
    </div>
  );
}
