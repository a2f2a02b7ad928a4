// The parts of the header that differ for a signed-in member or a visitor with a cart: the
// cart link with its badge and (mobile) the "Me" tab; the pc member entry is MemberEntry.
// Each is its own component so that a page shared between shoppers can have exactly these
// swapped for a member's (lib/member-page.server.tsx, docs/decisions/0043).
import { Link, NavLink } from 'react-router';
import type { ShellMember } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';
import { CartIcon, UserIcon } from './Icons.tsx';
import { useBackQuery } from './MemberEntry.tsx';

/** The class of a mobile tab-bar tab. */
export const mobileTab = ({ isActive }: { isActive: boolean }) => `relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] ${isActive ? 'text-brand' : 'text-muted'}`;

/** The cart badge (the sum of the cart's quantities), read out as "(3)"; nothing for an empty cart. */
function CartBadge({ total, className }: { total: number; className: string }) {
  if (total <= 0) return null;
  return <><span className="sr-only"> (</span><span data-testid="cart-badge" className={className}>{total}</span><span className="sr-only">)</span></>;
}

export function PcCartLink({ cartTotal }: { cartTotal: number }) {
  const { t, to } = usePage();
  return (
    <Link to={to('shopping/cart')} className="relative flex items-center gap-1.5 hover:text-brand">
      <CartIcon />{t('header.cart')}
      <CartBadge total={cartTotal} className="absolute -top-2 left-3 min-w-[18px] rounded-full bg-brand px-1 text-center text-[11px] leading-[18px] text-white" />
    </Link>
  );
}

export function MobileCartTab({ cartTotal }: { cartTotal: number }) {
  const { t, to } = usePage();
  return (
    <NavLink to={to('shopping/cart')} className={mobileTab}>
      <CartIcon />{t('header.cart')}
      <CartBadge total={cartTotal} className="absolute right-[22%] top-0.5 min-w-[16px] rounded-full bg-brand px-1 text-center text-[10px] leading-4 text-white" />
    </NavLink>
  );
}

/** The "Me" tab is the member entry: sign in / register when anonymous, else the member's name. */
export function MobileMemberTab({ member }: { member: ShellMember | null }) {
  const { t, to } = usePage();
  const back = useBackQuery();
  return member ? (
    <NavLink to={to('my')} className={mobileTab} aria-label={`${t('header.me')}${t('punct.colon')}${member.displayName}`} data-testid="member-entry">
      <UserIcon /><span className="max-w-[72px] truncate">{member.displayName}</span>
    </NavLink>
  ) : (
    <NavLink to={`${to('logon')}${back}`} rel="nofollow" className={mobileTab} aria-label={t('header.signInRegister')} data-testid="member-entry">
      <UserIcon />{t('header.signIn')}
    </NavLink>
  );
}
