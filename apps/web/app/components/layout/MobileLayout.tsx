import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { ShellData } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';
import { BookIcon, CartIcon, GridIcon, HomeIcon, UserIcon } from './Icons.tsx';
import { Footer } from './Footer.tsx';
import { Logo } from './Logo.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { useBackQuery } from './MemberEntry.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

export function MobileLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t, to } = usePage();
  const back = useBackQuery();
  const tab = ({ isActive }: { isActive: boolean }) => `relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] ${isActive ? 'text-brand' : 'text-muted'}`;
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
        <NavLink end to={to()} className={tab}><HomeIcon />{t('header.home')}</NavLink>
        <NavLink to={to('list/cid')} className={tab}><GridIcon />{t('header.categories')}</NavLink>
        <NavLink to={to('recipe-list')} className={tab}><BookIcon />{t('header.recipes')}</NavLink>
        <NavLink to={to('shopping/cart')} className={tab}>
          <CartIcon />{t('header.cart')}
          {shell.cartTotal > 0 && <><span className="sr-only"> (</span><span data-testid="cart-badge" className="absolute right-[22%] top-0.5 min-w-[16px] rounded-full bg-brand px-1 text-center text-[10px] leading-4 text-white">{shell.cartTotal}</span><span className="sr-only">)</span></>}
        </NavLink>
        {/* The "Me" tab is the member entry: sign in / register when anonymous, else the member's name. */}
        {shell.member ? (
          <NavLink to={to('my')} className={tab} aria-label={`${t('header.me')}${t('punct.colon')}${shell.member.displayName}`} data-testid="member-entry">
            <UserIcon /><span className="max-w-[72px] truncate">{shell.member.displayName}</span>
          </NavLink>
        ) : (
          <NavLink to={`${to('logon')}${back}`} rel="nofollow" className={tab} aria-label={t('header.signInRegister')} data-testid="member-entry">
            <UserIcon />{t('header.signIn')}
          </NavLink>
        )}
      </nav>
    </div>
  );
}
