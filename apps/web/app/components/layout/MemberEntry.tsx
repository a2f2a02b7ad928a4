import { Form, Link } from 'react-router';
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

/** The pc header's member entry: "Sign in / Register", or the member's name (the member menu
 * under it on hover or focus) and sign-out. */
export function MemberEntry({ member }: { member: ShellMember | null }) {
  const { t, to } = usePage();
  if (!member) {
    return (
      <span className="flex items-center gap-1.5" data-testid="member-entry">
        <UserIcon />
        <Link to={to('logon')} className="hover:text-brand">{t('header.signIn')}</Link>
        <span aria-hidden="true" className="text-muted">/</span>
        <Link to={to('register')} className="hover:text-brand">{t('header.register')}</Link>
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
