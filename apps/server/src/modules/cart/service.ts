// The member's shopping cart (docs/decisions/0011-cart.md): lines of SKU and quantity
// kept on the server per member. Prices, names and stock are read from the catalogue
// whenever the cart is answered; nothing but the quantity is stored. Every change runs
// in one transaction that first locks the member's row, so one member's cart calls
// are serialised (concurrent adds sum up), and the upsert re-checks stock itself.
// Expected failures come back as `{ ok: false, code }`; routes map codes to answers.
import { and, eq, sql } from 'drizzle-orm';
import { cartLine, queryRows, type Database, type Executor } from '@eshop/db';
import {
  addToLine, cartSummary, checkLineQuantity, MAX_CART_LINES, mergedQuantity, type CartRefusal,
} from '@eshop/domain/cart';
import type { Locale } from '@eshop/domain/i18n';
import type { CartLine, CartSummary } from '@eshop/domain/contract';
import type { ImageUrls } from '../media/urls.ts';

export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
}

export type CartFailure =
  | CartRefusal
  | { ok: false; code: 'SKU_NOT_FOUND' }
  | { ok: false; code: 'NOT_SIGNED_IN' };

export type CartResult<T> = ({ ok: true } & T) | CartFailure;

interface LineRow extends Record<string, unknown> {
  sku_id: number; quantity: number; item_id: number; name_en: string; name_zh: string;
  spec_en: string; spec_zh: string; price_fen: number; stock: number; published: boolean; image_id: string | null;
}

interface SkuState extends Record<string, unknown> {
  stock: number; published: boolean; current: number | null; line_count: number;
}

/** The cart's lines with today's SKU data, newest first. */
async function lineRows(db: Executor, memberId: number): Promise<LineRow[]> {
  return queryRows<LineRow>(db, sql`
    select c.sku_id, c.quantity, s.item_id, i.name_en, i.name_zh, s.spec_en, s.spec_zh, s.price_fen, s.stock, i.published,
           (select im.image_id from item_image im where im.item_id = i.id order by im.sort limit 1) as image_id
      from cart_line c join sku s on s.id = c.sku_id join item i on i.id = s.item_id
     where c.member_id = ${memberId}
     order by c.created_at desc, c.id desc`);
}

/** The cart's lines with today's SKU data (checkout prices and reserves from these). */
export const cartLineRows = lineRows;
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

/** Removes the ordered SKUs' lines from the member's cart (inside the order's transaction). */
export async function removeOrderedLines(tx: Executor, memberId: number, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.execute(sql`delete from cart_line where member_id = ${memberId} and sku_id in (${sql.join(skuIds.map((id) => sql`${id}`), sql`, `)})`);
}

/** A withdrawn item cannot be bought: its SKUs count as having no stock. */
const available = (row: { stock: number; published: boolean }) => (row.published ? Math.max(row.stock, 0) : 0);

/**
 * Locks the member (one cart change at a time per member) and reads the SKU and this
 * member's line of it. Null when the member is gone; `sku` null when the SKU is unknown.
 */
async function lockAndRead(tx: Executor, memberId: number, skuId: number): Promise<{ sku: SkuState | null } | null> {
  const [m] = await queryRows<{ id: number }>(tx, sql`select id from member where id = ${memberId} and cancelled_at is null for no key update`);
  if (!m) return null;
  const [row] = await queryRows<SkuState>(tx, sql`
    select s.stock, i.published,
           (select c.quantity from cart_line c where c.member_id = ${memberId} and c.sku_id = s.id) as current,
           (select count(*)::int from cart_line c where c.member_id = ${memberId}) as line_count
      from sku s join item i on i.id = s.item_id
     where s.id = ${skuId}`);
  return { sku: row ?? null };
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
  const incoming = await lineRows(tx, fromId);
  if (incoming.length === 0) return;
  const own = new Map((await tx.select({ skuId: cartLine.skuId, quantity: cartLine.quantity }).from(cartLine)
    .where(eq(cartLine.memberId, intoId))).map((l) => [l.skuId, l.quantity]));
  let lineCount = own.size;
  for (const line of incoming) {
    const current = own.get(line.sku_id) ?? 0;
    const quantity = mergedQuantity(current, line.quantity, available(line));
    if (quantity === current) continue;
    if (current > 0) {
      await tx.update(cartLine).set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLine.memberId, intoId), eq(cartLine.skuId, line.sku_id)));
    } else if (lineCount < MAX_CART_LINES) {
      await tx.insert(cartLine).values({ memberId: intoId, skuId: line.sku_id, quantity });
      lineCount += 1;
    }
  }
  await deleteCart(tx, fromId);
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

  async function view(executor: Executor, memberId: number, locale: Locale): Promise<CartView> {
    const lines = (await lineRows(executor, memberId)).map((r) => toLine(r, locale));
    return { lines, summary: cartSummary(lines.map((l) => ({ quantity: l['h.quantity'], lineTotalFen: l.lineTotalFen, soldOut: l.soldOut }))) };
  }

  /**
   * Adds `quantity` units to the line of `skuId` (or sets the line to it), with the stock
   * checked again by the statement itself: no row back means nothing was written.
   */
  async function upsert(tx: Executor, memberId: number, skuId: number, quantity: number, mode: 'add' | 'set'): Promise<boolean> {
    const merged = mode === 'add' ? sql`cart_line.quantity + excluded.quantity` : sql`excluded.quantity`;
    const rows = await queryRows<{ quantity: number }>(tx, sql`
      insert into cart_line (member_id, sku_id, quantity)
      select ${memberId}::int, s.id, ${quantity}::smallint from sku s where s.id = ${skuId} and s.stock >= ${quantity}
      on conflict (member_id, sku_id) do update set quantity = ${merged}, updated_at = now()
       where ${merged} <= (select s.stock from sku s where s.id = excluded.sku_id)
      returning quantity`);
    return rows.length > 0;
  }

  return {
    /** Cart.List: the member's lines, newest first, with the summary. */
    list: (memberId: number, locale: Locale): Promise<CartView> => view(db, memberId, locale),

    /** AddToCart: `quantity` more units of the SKU (a new line, or summed onto its line). */
    async add(memberId: number, skuId: number, quantity: number): Promise<CartResult<{ summary: CartSummary }>> {
      return db.transaction(async (tx) => {
        const read = await lockAndRead(tx, memberId, skuId);
        if (!read) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        if (!read.sku || !read.sku.published) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        const state = { current: read.sku.current ?? 0, stock: available(read.sku), lineCount: read.sku.line_count };
        const outcome = addToLine(state, quantity);
        if (!outcome.ok) return outcome;
        if (!(await upsert(tx, memberId, skuId, quantity, 'add'))) return { ok: false, code: 'STOCK_INSUFFICIENT', available: state.stock } as const;
        return { ok: true, summary: (await view(tx, memberId, 'en_US')).summary } as const;
      });
    },

    /** UpdateCart: the new quantity of the SKU's line; 0 removes it. */
    async update(memberId: number, skuId: number, quantity: number, locale: Locale): Promise<CartResult<CartView>> {
      return db.transaction(async (tx) => {
        const read = await lockAndRead(tx, memberId, skuId);
        if (!read) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        if (!read.sku) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        if (quantity === 0) {
          await tx.delete(cartLine).where(and(eq(cartLine.memberId, memberId), eq(cartLine.skuId, skuId)));
        } else {
          const state = { current: read.sku.current ?? 0, stock: available(read.sku), lineCount: read.sku.line_count };
          const outcome = checkLineQuantity(state, quantity);
          if (!outcome.ok) return outcome;
          if (!(await upsert(tx, memberId, skuId, quantity, 'set'))) return { ok: false, code: 'STOCK_INSUFFICIENT', available: state.stock } as const;
        }
        return { ok: true, ...(await view(tx, memberId, locale)) } as const;
      });
    },

    /** RemoveFromCart: the SKU's line goes (nothing to do when it is not in the cart). */
    async remove(memberId: number, skuId: number, locale: Locale): Promise<CartResult<CartView>> {
      return db.transaction(async (tx) => {
        const read = await lockAndRead(tx, memberId, skuId);
        if (!read) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        if (!read.sku) return { ok: false, code: 'SKU_NOT_FOUND' } as const;
        await tx.delete(cartLine).where(and(eq(cartLine.memberId, memberId), eq(cartLine.skuId, skuId)));
        return { ok: true, ...(await view(tx, memberId, locale)) } as const;
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
