// The visitor's side of the cart (docs/decisions/0033-guest-cart.md): a visitor's cart is
// named by an opaque random token kept in the `eshop_guest` cookie (HttpOnly, SameSite=Lax,
// 30 days, re-sent with every change). The database keeps only the token's sha256, so the
// table cannot be turned back into cookies. Only tokens the server issued name a cart: a
// cookie that names none (forged, pruned, merged) is ignored and a new one is issued.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '@eshop/db';

export const GUEST_CART_COOKIE = 'eshop_guest';
/** A visitor's cart idle this long is deleted by the `guest_carts_prune` job. */
export const GUEST_CART_DAYS = 30;
export const GUEST_CART_MAX_AGE_SECONDS = GUEST_CART_DAYS * 24 * 60 * 60;

/** Tokens are 32 random bytes, base64url (43 characters); anything else names no cart. */
export const looksLikeGuestToken = (token: string | undefined): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);

export const guestCartId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The id of the visitor's cart when the cookie names one (no lock, no write). */
export async function findGuestCart(db: Executor, token: string | undefined): Promise<string | null> {
  if (!looksLikeGuestToken(token)) return null;
  const id = guestCartId(token);
  const [row] = await queryRows<{ id: string }>(db, sql`select id from guest_cart where id = ${id}`);
  return row ? row.id : null;
}

/**
 * Locks the visitor's cart for a change (one change at a time per cart, like the member
 * row for a member's cart) and marks it seen. With `create`, a cookie that names no cart
 * gets a new cart under a new token (the route sends it back as the cookie).
 */
export async function lockGuestCart(tx: Executor, token: string | undefined, create: boolean): Promise<{ id: string; token: string } | null> {
  if (looksLikeGuestToken(token)) {
    const id = guestCartId(token);
    const [row] = await queryRows<{ id: string }>(tx, sql`update guest_cart set last_seen_at = now() where id = ${id} returning id`);
    if (row) return { id, token };
  }
  if (!create) return null;
  const fresh = randomBytes(32).toString('base64url');
  const id = guestCartId(fresh);
  await tx.execute(sql`insert into guest_cart (id) values (${id})`);
  return { id, token: fresh };
}

/** The scheduled prune: visitors' carts idle for GUEST_CART_DAYS go, with their lines. */
export async function pruneGuestCarts(db: Database, days = GUEST_CART_DAYS): Promise<number> {
  const rows = await queryRows<{ id: string }>(db, sql`
    delete from guest_cart where last_seen_at < now() - make_interval(days => ${days}) returning id`);
  return rows.length;
}
