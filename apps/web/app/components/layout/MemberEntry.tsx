import { Form, Link, useLocation } from 'react-router';
import type { ShellMember } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';
import { UserIcon } from './Icons.tsx';

/** Spec section 4: sign-out posts the logout call (the logon route's action, intent logout). */
export function SignOutButton({ className = '' }: { className?: string }) {
  const { t, to } = usePage();
  return (
    // Spec section 4: logout also empties local storage (the server clears the cookies).
    <Form method="post" action={to('logon')} className="contents" onSubmit={() => { try { localStorage.clear(); } catch { /* storage disabled */ } }}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className}>{t('header.signOut')}</button>
    </Form>
  );
}

/** Screens that are themselves about signing in: their sign-in link names no page to come back to. */
const ACCOUNT_SCREENS = /^(logon|register|forgot-password|reset-password|AuthorizeQR|authorize-qr)(\/|$)/;

/**
 * `?back=<screen>` for the header's sign-in and register links: after signing in the
 * shopper is back on the page they pressed it on (docs/decisions/0033-guest-cart.md).
 * Nothing on the home page (signing in from there leads to the member centre).
 */
export function useBackQuery(): string {
  const { pathname, search } = useLocation();
  const screen = pathname.replace(/^(\/eshop)?(\/zh_CN)?\/(pc|mobile)\/?/, '');
  if (!screen || ACCOUNT_SCREENS.test(screen)) return '';
  return `?back=${encodeURIComponent(screen + search)}`;
}

/** The pc header's member entry: "Sign in / Register", or the member's name (the member menu
 * under it on hover or focus) and sign-out. */
export function MemberEntry({ member }: { member: ShellMember | null }) {
  const { t, to } = usePage();
  const back = useBackQuery();
  if (!member) {
    return (
      <span className="flex items-center gap-1.5" data-testid="member-entry">
        <UserIcon />
        {/* nofollow: one sign-in address per page is nothing for a search engine to crawl (0036). */}
        <Link to={`${to('logon')}${back}`} rel="nofollow" className="hover:text-brand">{t('header.signIn')}</Link>
        <span aria-hidden="true" className="text-muted">/</span>
        <Link to={`${to('register')}${back}`} rel="nofollow" className="hover:text-brand">{t('header.register')}</Link>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-3" data-testid="member-entry">
      {/* The member menu (issue 13), its words written by the shell loader: every byte here is on every page. */}
      <span className="group relative">
        <Link to={to('my')} className="flex max-w-[180px] items-center gap-1.5 hover:text-brand" title={t('header.account')}>
          <UserIcon /><span className="truncate">{member.displayName}</span>
        </Link>
        <span className="invisible absolute right-0 top-full z-30 w-max rounded-b-lg border border-line bg-white p-4 shadow-lg group-focus-within:visible group-hover:visible" data-testid="member-menu">
          <b className="block text-brand">{member.menu.level}</b>
          <b className="block text-xl">{member.menu.stars}</b>
          <span className="block text-xs text-muted">{member.menu.next}</span>
          <Link to={to('my/points-history')} className="mt-2 block text-brand hover:underline">{member.menu.card} ›</Link>
        </span>
      </span>
      <SignOutButton className="text-muted hover:text-brand" />
    </span>
  );
}
