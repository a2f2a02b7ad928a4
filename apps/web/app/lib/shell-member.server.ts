// What the header shows a signed-in member or a visitor with a cart, read for the shell's
// loader (routes/shell.tsx) and for a shared page's member parts (member-page.server.tsx).
import { formatStars } from '@eshop/domain/loyalty';
import { publicName } from '@eshop/domain/members';
import type { Locale } from '@eshop/domain/i18n';
import { ApiError, type createApi } from '../api/client.ts';
import { clearSessionCookies, GUEST_CART_COOKIE, readCookie, SESSION_COOKIE } from './cookies.ts';
import { translator } from '../i18n/index.ts';
import type { ShellMember } from '../routes/shell.tsx';
import type { MemberOverlay } from './member-overlay.ts';

type Api = ReturnType<typeof createApi>;

/** The member's parts of the header: who, the menu, the cart badge and the hearts. */
export interface HeaderOfMember {
  member: ShellMember;
  cartTotal: number;
  favourites: number[];
}

/**
 * The header of a signed-in member from the one MemberHeader call (docs/decisions/0040).
 * Spec section 8: it never redirects — a 403 means signed out (`onSignedOut` gets the
 * cookies that clear the stale session); other failures are logged only. Null either way.
 */
export async function loadMemberHeader(api: Api, locale: Locale, onSignedOut: (clearing: string[]) => void): Promise<HeaderOfMember | null> {
  try {
    const info = (await api.memberHeader()).data;
    if (!info['m.loginId']) return null;
    const t = translator(locale);
    const next = info.nextLevel;
    const member: ShellMember = {
      loginId: info['m.loginId'],
      // Never the raw e-mail address or phone (docs/decisions/0038).
      displayName: publicName(info, locale, t('account.wechatCustomer')),
      menu: {
        level: info.levelName,
        stars: t('header.stars', { stars: formatStars(info.starsTenths) }),
        next: next ? t('header.toNextLevel', { stars: formatStars(next.missingTenths), level: next.levelName }) : t('header.highestLevel'),
        card: t('header.membershipCard'),
      },
    };
    return { member, cartTotal: info.cartTotal, favourites: info.favouriteIds };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) onSignedOut(clearSessionCookies());
    else console.warn('member header failed', error);
    return null;
  }
}

/** A visitor's cart badge (the guest cart): the sum of quantities (spec section 4). Failures are logged only (section 8). */
export async function loadCartTotal(api: Api): Promise<number> {
  try {
    return (await api.cart()).summary.cartTotal;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) console.warn('cart failed', error);
    return 0;
  }
}

/**
 * The header's parts for the request's cookies: a member's (null when their session has
 * ended: `onSignedOut` gets the cookies that clear it), a visitor's guest-cart badge
 * (docs/decisions/0033-guest-cart.md), or nobody's.
 */
export async function loadShopperHeader(api: Api, cookie: string | null, locale: Locale, onSignedOut: (clearing: string[]) => void): Promise<MemberOverlay | null> {
  if (readCookie(cookie, SESSION_COOKIE)) return loadMemberHeader(api, locale, onSignedOut);
  return { member: null, cartTotal: readCookie(cookie, GUEST_CART_COOKIE) ? await loadCartTotal(api) : 0, favourites: [] };
}
