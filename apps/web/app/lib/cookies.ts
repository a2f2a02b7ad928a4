import type { Locale } from '@eshop/domain/i18n';

/** The session cookie the API sets (docs/decisions/0007); the web only checks it is there. */
export const SESSION_COOKIE = 'eshop_session';
/** A visitor's cart (docs/decisions/0033-guest-cart.md): set by the API's first AddToCart; the web only checks it is there. */
export const GUEST_CART_COOKIE = 'eshop_guest';

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The 'lang' cookie of spec section 4 (locale changes are saved there). */
export function langCookie(locale: Locale): string {
  return `lang=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Spec section 4: a 403 clears the session; the same cookies the API's logout clears. */
export function clearSessionCookies(): string[] {
  return [
    `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ...['name', 'code', 'login'].map((name) => `${name}=; Path=/; Max-Age=0`),
  ];
}
