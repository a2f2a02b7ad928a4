// The shopping cart (docs/decisions/0011-cart.md): lines of SKU and quantity kept on the
// server per member — or per visitor, under the opaque token of the guest cookie
// (guest.ts, docs/decisions/0033-guest-cart.md), with the same rules. Prices, names and
// stock are read from the catalogue whenever the cart is answered; nothing but the
// quantity is stored. Every change runs in one transaction that first locks the owner
// (the member's row, or the visitor's cart row), so one cart's calls are serialised
// (concurrent adds sum up), and the upsert re-checks stock itself.
// Expected failures come back as `{ ok: false, code }`; routes map codes to answers.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { cartLine, queryRows, queryRowsPlanned, type Database, type Executor } from '@eshop/db';
import {
  addToLine, cartSummary, checkLineQuantity, MAX_CART_LINES, mergedQuantity, type CartRefusal,
} from '@eshop/domain/cart';
import type { Locale } from '@eshop/domain/i18n';
import type { CartLine, CartSummary } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';
import { findGuestCart, guestCartId, lockGuestCart, looksLikeGuestToken, pruneGuestCarts } from './guest.ts';

export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
}

export type CartFailure =
  | CartRefusal
  | { ok: false; code: 'SKU_NOT_FOUND' }
  | { ok: false; code: 'NOT_SIGNED_IN' };

export type CartResult<T> = ({ ok: true } & T) | CartFailure;

/**
 * Whose cart a call works on: a member (from the session), or a visitor with the token of
 * the guest cookie (undefined: none yet). A member never reaches a guest cart and a
 * guest token never reaches a member's lines: the two live in different tables.
 */
export type Shopper = { memberId: number } | { guestToken: string | undefined };

/** The cart's lines: `cart_line` by member, or `guest_cart_line` by the guest cart's id. */
type Owner = { memberId: number } | { guestCartId: string };

const placeOf = (owner: Owner): { lines: SQL; key: SQL; id: SQL } => ('memberId' in owner
  ? { lines: sql.raw('cart_line'), key: sql.raw('member_id'), id: sql`${owner.memberId}::int` }
  : { lines: sql.raw('guest_cart_line'), key: sql.raw('guest_cart_id'), id: sql`${owner.guestCartId}::text` });

interface LineRow extends Record<string, unknown> {
  sku_id: number; quantity: number; item_id: number; name_en: string; name_zh: string;
  spec_en: string; spec_zh: string; price_fen: number; stock: number; published: boolean; image_id: string | null;
}

interface SkuState extends Record<string, unknown> {
  stock: number; published: boolean; current: number | null; line_count: number;
}

/** The owner's lines `c` with their SKU `s` and item `i`: what Cart.List lists (the badge, memberCartTotalSql, counts the same lines). */
function linesOf(owner: Owner): SQL {
  const p = placeOf(owner);
  return sql`from ${p.lines} c join sku s on s.id = c.sku_id join item i on i.id = s.item_id where c.${p.key} = ${p.id}`;
}

/** The cart's lines with today's SKU data, newest first. */
async function lineRows(db: Executor, owner: Owner): Promise<LineRow[]> {
  return queryRowsPlanned<LineRow>(db, sql`
    select c.sku_id, c.quantity, s.item_id, i.name_en, i.name_zh, s.spec_en, s.spec_zh, s.price_fen, s.stock, i.published,
           (select im.image_id from item_image im where im.item_id = i.id order by im.sort limit 1) as image_id
      ${linesOf(owner)}
     order by c.created_at desc, c.id desc`);
}

/**
 * The member's cart badge as a scalar subquery: `cartSummary`'s cartTotal in SQL — every
 * unit of every listed line, sold-out and withdrawn ones too (the header's one statement,
 * docs/decisions/0040). Every line is listed (its SKU and that SKU's item exist: foreign
 * keys, deleted with them), so the lines alone are counted: joined to `sku` as Cart.List
 * reads them, the header's prepared plan read the whole SKU table on every signed-in page.
 */
export const memberCartTotalSql = (memberId: number): SQL =>
  sql`(select coalesce(sum(c.quantity), 0)::int from cart_line c where c.member_id = ${memberId}::int)`;

/** The member's cart lines with today's SKU data (checkout prices and reserves from these). */
export const cartLineRows = (db: Executor, memberId: number): Promise<LineRow[]> => lineRows(db, { memberId });
export type { LineRow as CartLineRow };

/**
 * One SKU as a line of `quantity` units with today's SKU data, read like a cart line but
 * from no cart: "buy now" (docs/decisions/0024-buy-now.md) prices, checks and reserves it
 * exactly as it would a line of the cart. Null when the SKU is unknown.
 */
export async function skuLineRow(db: Executor, skuId: number, quantity: number): Promise<LineRow | null> {
  const [row] = await queryRows<LineRow>(db, sql`
    select s.id as sku_id, ${quantity}::int as quantity, s.item_id, i.name_en, i.name_zh, s.spec_en, s.spec_zh, s.price_fen, s.stock, i.published,
           (select im.image_id from item_image im where im.item_id = i.id order by im.sort limit 1) as image_id
      from sku s join item i on i.id = s.item_id
     where s.id = ${skuId}`);
  return row ?? null;
}

/**
 * The statement that removes the ordered SKUs' lines from the member's cart: CreateOrder
 * runs it as part of the statement that writes the order (inside the order's transaction).
 */
export const orderedLinesRemoval = (memberId: number, skuIds: readonly number[]): SQL =>
  sql`delete from cart_line where member_id = ${memberId} and sku_id = any(${`{${skuIds.map(Number).join(',')}}`}::int[])`;

/** A withdrawn item cannot be bought: its SKUs count as having no stock. */
const available = (row: { stock: number; published: boolean }) => (row.published ? Math.max(row.stock, 0) : 0);

/** Locks the member's row (one cart change at a time per member); false when the member is gone. */
async function lockMember(tx: Executor, memberId: number): Promise<boolean> {
  const [m] = await queryRowsPlanned<{ id: number }>(tx, sql`select id from member where id = ${memberId} and cancelled_at is null for no key update`);
  return m !== undefined;
}

/** The SKU and the owner's line of it (the owner is locked); null when the SKU is unknown. */
async function readSku(tx: Executor, owner: Owner, skuId: number): Promise<SkuState | null> {
  const p = placeOf(owner);
  const [row] = await queryRows<SkuState>(tx, sql`
    select s.stock, i.published,
           (select c.quantity from ${p.lines} c where c.${p.key} = ${p.id} and c.sku_id = s.id) as current,
           (select count(*)::int from ${p.lines} c where c.${p.key} = ${p.id}) as line_count
      from sku s join item i on i.id = s.item_id
     where s.id = ${skuId}`);
  return row ?? null;
}

interface SummaryRow extends Record<string, unknown> {
  sku_id: number; quantity: number; price_fen: number; stock: number; published: boolean;
}

/**
 * The owner's lines (what the summary needs) and, as a line of 0 units when it is not in
 * the cart, the SKU being added (the owner is locked): AddToCart's checks and its answer
 * from one read. No row for the SKU when it is unknown.
 */
async function summaryRowsWith(tx: Executor, owner: Owner, skuId: number): Promise<SummaryRow[]> {
  const p = placeOf(owner);
  return queryRowsPlanned<SummaryRow>(tx, sql`
    select c.sku_id, c.quantity, s.price_fen, s.stock, i.published
      from (select sku_id, quantity from ${p.lines} where ${p.key} = ${p.id}
            union all
            select ${skuId}::int, 0 where not exists (select 1 from ${p.lines} where ${p.key} = ${p.id} and sku_id = ${skuId})) c
      join sku s on s.id = c.sku_id join item i on i.id = s.item_id`);
}

/** The cart summary of lines read with today's SKU data (the header badge, the footer): Cart.List's and AddToCart's. */
const summaryOf = (rows: readonly SummaryRow[]): CartSummary => cartSummary(rows.map((r) => {
  const soldOut = available(r) === 0;
  return { quantity: r.quantity, lineTotalFen: r.price_fen * r.quantity, soldOut };
}));

/** Deletes the owner's line of a SKU. */
async function deleteLine(tx: Executor, owner: Owner, skuId: number): Promise<void> {
  const p = placeOf(owner);
  await tx.execute(sql`delete from ${p.lines} where ${p.key} = ${p.id} and sku_id = ${skuId}`);
}

/** Deletes the member's cart (account cancellation, inside the caller's transaction). */
export async function deleteCart(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(cartLine).where(eq(cartLine.memberId, memberId));
}

/**
 * The phone merge (inside the caller's transaction, both members locked): the other
 * account's lines join this cart, a SKU in both summed, everything capped at stock and
 * 99 per line, new lines only while the cart has room (newest first). What cannot move
 * is dropped with the other account's cart.
 */
export async function mergeCartInto(tx: Executor, fromId: number, intoId: number): Promise<void> {
  await mergeLinesInto(tx, await lineRows(tx, { memberId: fromId }), intoId);
  await deleteCart(tx, fromId);
}

/**
 * Lines of another cart (newest first) join the member's cart by the merge rules of
 * `mergedQuantity`: a SKU in both summed, capped at stock and 99 (never below what the
 * member had); new lines only while the cart has fewer than 50, the newest first. New
 * lines are written oldest first, so the cart keeps their order (newest on top).
 */
async function mergeLinesInto(tx: Executor, incoming: readonly LineRow[], intoId: number): Promise<void> {
  if (incoming.length === 0) return;
  const own = new Map((await tx.select({ skuId: cartLine.skuId, quantity: cartLine.quantity }).from(cartLine)
    .where(eq(cartLine.memberId, intoId))).map((l) => [l.skuId, l.quantity]));
  let lineCount = own.size;
  const joining: { skuId: number; quantity: number }[] = [];
  for (const line of incoming) {
    const current = own.get(line.sku_id) ?? 0;
    const quantity = mergedQuantity(current, line.quantity, available(line));
    if (quantity === current) continue;
    if (current > 0) {
      await tx.update(cartLine).set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLine.memberId, intoId), eq(cartLine.skuId, line.sku_id)));
    } else if (lineCount < MAX_CART_LINES) {
      joining.push({ skuId: line.sku_id, quantity });
      lineCount += 1;
    }
  }
  for (const line of joining.reverse()) await tx.insert(cartLine).values({ memberId: intoId, ...line });
}

/**
 * Sign-in or registration (inside its transaction): the visitor's cart of `guestToken`
 * joins the member's cart by the merge rules above, then is deleted. The visitor's cart
 * row is locked first, so of two sign-ins with the same cookie (two tabs) only the first
 * finds it: the second merges nothing, and quantities are never doubled. Then the member
 * row, as every change of the member's cart does. True when a cart was merged.
 */
export async function mergeGuestCart(tx: Executor, guestToken: string | undefined, memberId: number): Promise<boolean> {
  if (!looksLikeGuestToken(guestToken)) return false;
  const id = guestCartId(guestToken);
  const [found] = await queryRows<{ id: string }>(tx, sql`select id from guest_cart where id = ${id} for update`);
  if (!found) return false;
  if (await lockMember(tx, memberId)) await mergeLinesInto(tx, await lineRows(tx, { guestCartId: id }), memberId);
  await tx.execute(sql`delete from guest_cart where id = ${id}`);
  return true;
}

export function createCartService(deps: { db: Database; images: ImageUrls }) {
  const { db, images } = deps;

  function toLine(row: LineRow, locale: Locale): CartLine {
    const zh = locale === 'zh_CN';
    const stock = available(row);
    const soldOut = stock === 0;
    return {
      'sku.skuId': row.sku_id,
      'h.quantity': row.quantity,
      itemId: row.item_id,
      name: zh ? row.name_zh : row.name_en,
      spec: zh ? row.spec_zh : row.spec_en,
      image: images.thumbnail(row.image_id, soldOut),
      unitPriceFen: row.price_fen,
      lineTotalFen: row.price_fen * row.quantity,
      stock,
      soldOut,
    };
  }

  async function view(executor: Executor, owner: Owner | null, locale: Locale): Promise<CartView> {
    const rows = owner ? await lineRows(executor, owner) : [];
    return { lines: rows.map((r) => toLine(r, locale)), summary: summaryOf(rows) };
  }

  /**
   * Adds `quantity` units to the line of `skuId` (or sets the line to it), with the stock
   * checked again by the statement itself: no row back means nothing was written.
   */
  async function upsert(tx: Executor, owner: Owner, skuId: number, quantity: number, mode: 'add' | 'set'): Promise<boolean> {
    const p = placeOf(owner);
    const merged = mode === 'add' ? sql`${p.lines}.quantity + excluded.quantity` : sql`excluded.quantity`;
    const rows = await queryRowsPlanned<{ quantity: number }>(tx, sql`
      insert into ${p.lines} (${p.key}, sku_id, quantity)
      select ${p.id}, s.id, ${quantity}::smallint from sku s where s.id = ${skuId} and s.stock >= ${quantity}
      on conflict (${p.key}, sku_id) do update set quantity = ${merged}, updated_at = now()
       where ${merged} <= (select s.stock from sku s where s.id = excluded.sku_id)
      returning quantity`);
    return rows.length > 0;
  }

  const asShopper = (who: number | Shopper): Shopper => (typeof who === 'number' ? { memberId: who } : who);

  /**
   * One cart change in one transaction, the owner locked first: the member's row, or the
   * visitor's cart (made on the first change when `create`; then `guestToken` is the new
   * token for the cookie). `empty` answers a visitor without a cart (nothing to change).
   */
  function change<T extends object>(
    who: number | Shopper,
    create: boolean,
    work: (tx: Executor, owner: Owner) => Promise<CartResult<T>>,
    empty: (tx: Executor) => Promise<CartResult<T>>,
  ): Promise<CartResult<T & { guestToken?: string }>> {
    const shopper = asShopper(who);
    return db.transaction(async (tx) => {
      if ('memberId' in shopper) {
        if (!(await lockMember(tx, shopper.memberId))) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        return work(tx, { memberId: shopper.memberId });
      }
      const guest = await lockGuestCart(tx, shopper.guestToken, create);
      if (!guest) return empty(tx);
      const result = await work(tx, { guestCartId: guest.id });
      return result.ok ? { ...result, guestToken: guest.token } : result;
    });
  }

  return {
    /** The scheduled job: visitors' carts idle for 30 days (docs/decisions/0033) go; answers how many. */
    pruneGuestCarts: (days?: number): Promise<number> => pruneGuestCarts(db, days),

    /** Cart.List: the shopper's lines, newest first, with the summary (a visitor without a cart: empty). */
    async list(who: number | Shopper, locale: Locale): Promise<CartView> {
      const shopper = asShopper(who);
      if ('memberId' in shopper) return view(db, shopper, locale);
      const id = await findGuestCart(db, shopper.guestToken);
      return view(db, id === null ? null : { guestCartId: id }, locale);
    },

    /** AddToCart: `quantity` more units of the SKU (a new line, or summed onto its line). */
    add(who: number | Shopper, skuId: number, quantity: number): Promise<CartResult<{ summary: CartSummary; guestToken?: string }>> {
      return change<{ summary: CartSummary }>(who, true, async (tx, owner): Promise<CartResult<{ summary: CartSummary }>> => {
        // The cart is read once, under the owner's lock: no other change of it can come
        // between this read and the upsert, so the summary is this read plus the added units.
        const rows = await summaryRowsWith(tx, owner, skuId);
        const found = rows.find((r) => r.sku_id === skuId);
        if (!found || !found.published) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        const lineCount = rows.filter((r) => r.quantity > 0).length;
        const state = { current: found.quantity, stock: available(found), lineCount };
        const outcome = addToLine(state, quantity);
        if (!outcome.ok) return outcome;
        if (!(await upsert(tx, owner, skuId, quantity, 'add'))) return { ok: false, code: 'STOCK_INSUFFICIENT', available: state.stock } as const;
        return { ok: true, summary: summaryOf(rows.map((r) => (r === found ? { ...r, quantity: r.quantity + quantity } : r))) } as const;
      }, async () => ({ ok: false, code: 'NOT_SIGNED_IN' }) as const);
    },

    /** UpdateCart: the new quantity of the SKU's line; 0 removes it. */
    update(who: number | Shopper, skuId: number, quantity: number, locale: Locale): Promise<CartResult<CartView & { guestToken?: string }>> {
      return change<CartView>(who, quantity > 0, async (tx, owner): Promise<CartResult<CartView>> => {
        const found = await readSku(tx, owner, skuId);
        if (!found) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        if (quantity === 0) {
          await deleteLine(tx, owner, skuId);
        } else {
          const state = { current: found.current ?? 0, stock: available(found), lineCount: found.line_count };
          const outcome = checkLineQuantity(state, quantity);
          if (!outcome.ok) return outcome;
          if (!(await upsert(tx, owner, skuId, quantity, 'set'))) return { ok: false, code: 'STOCK_INSUFFICIENT', available: state.stock } as const;
        }
        return { ok: true, ...(await view(tx, owner, locale)) } as const;
      }, (tx) => emptyAnswer(tx, skuId, locale));
    },

    /** RemoveFromCart: the SKU's line goes (nothing to do when it is not in the cart). */
    remove(who: number | Shopper, skuId: number, locale: Locale): Promise<CartResult<CartView & { guestToken?: string }>> {
      return change<CartView>(who, false, async (tx, owner): Promise<CartResult<CartView>> => {
        if (!(await readSku(tx, owner, skuId))) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        await deleteLine(tx, owner, skuId);
        return { ok: true, ...(await view(tx, owner, locale)) } as const;
      }, (tx) => emptyAnswer(tx, skuId, locale));
    },
  };

  /** A visitor without a cart removes or zeroes a line: nothing changes (an unknown SKU is still 404). */
  async function emptyAnswer(tx: Executor, skuId: number, locale: Locale): Promise<CartResult<CartView>> {
    const [known] = await queryRows<{ id: number }>(tx, sql`select id from sku where id = ${skuId}`);
    if (!known) return { ok: false, code: 'SKU_NOT_FOUND' };
    return { ok: true, ...(await view(tx, null, locale)) };
  }
}

export type CartService = ReturnType<typeof createCartService>;
