// The star shop (issue 14; decisions.md "Orders": WP orders; docs/decisions/0030-star-shop.md):
// the gift catalogue, the member's star-shop cart and CreateOrder. A star-shop order is
// placed in one transaction that locks the member (every star change of a member runs one
// after the other: 0029), locks the gifts in id order, checks the whole redemption again on
// what it locked (packages/domain/src/star-shop), takes the gifts' stock, writes the order
// in Open with its lines, appends the `spend` entry to the star ledger and empties the cart.
// A refusal writes nothing. The stars come back through the order lifecycle's returnStars
// effect when staff cancel (loyalty/service.ts returnOrderStars).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderEvent, orderGiftLine, queryRows, shopOrder, type Database, type Executor } from '@eshop/db';
import type { Gift, GiftCartLine, GiftCartSummary } from '@eshop/domain/contract';
import { deliveryPromise } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import { getLevel, type LevelId } from '@eshop/domain/loyalty';
import { initialOrderStatus } from '@eshop/domain/orders';
import { checkGiftLine, checkRedemption, giftAudience, type GiftTerms } from '@eshop/domain/star-shop';
import { errorMessage } from '../../http/messages.ts';
import type { Outbox } from '../../jobs/queue.ts';
import { appendStars, levelOf, lockMember } from '../loyalty/ledger.ts';
import type { ImageUrls } from '../media/urls.ts';
import { nextTransactionId, placeColumns, placeOf, type PlaceChoices } from '../checkout/order-parts.ts';
import { refusalText, type RefusalText, type StarShopRefusal } from './refusals.ts';

interface GiftRow extends Record<string, unknown> {
  id: number; name_en: string; name_zh: string; description_en: string; description_zh: string;
  stars_tenths: number; stock: number; min_level: number; worth_fen: number | null; image_id: string | null; published: boolean;
}
interface CartRow extends GiftRow { quantity: number }

const GIFT_COLUMNS = sql`g.id, g.name_en, g.name_zh, g.description_en, g.description_zh, g.stars_tenths, g.stock, g.min_level, g.worth_fen, g.image_id, g.published`;

const termsOf = (g: GiftRow): GiftTerms => ({ id: g.id, starsTenths: g.stars_tenths, stock: g.stock, minLevel: levelOf(g.min_level), published: g.published });
const nameOf = (g: Pick<GiftRow, 'name_en' | 'name_zh'>, locale: Locale) => (locale === 'zh_CN' ? g.name_zh : g.name_en);
/** Units that can be redeemed now: none of a withdrawn gift. */
const available = (g: Pick<GiftRow, 'stock' | 'published'>) => (g.published ? Math.max(g.stock, 0) : 0);

/** The choices of a star-shop CreateOrder (the route has checked the pickup fields). */
export interface GiftOrderChoices extends PlaceChoices {
  requestId: string;
}

/** "The same CreateOrder body" for `oh.requestId`, as the shop's (0024): the normalised choices. */
export function giftOrderRequestHash(c: GiftOrderChoices): string {
  const normalised = {
    v: 1, type: 'WP', deliveryOption: c.deliveryOption, addressId: c.addressId ?? null, storeId: c.storeId ?? null,
    pickupName: c.pickupName ?? null, pickupMobile: c.pickupMobile ?? null, comment: c.comment ?? '',
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

export type StarShopFailure =
  | { ok: false; code: 'NOT_SIGNED_IN' | 'ADDRESS_REQUIRED' | 'ADDRESS_NOT_FOUND' | 'STORE_NOT_FOUND' | 'REQUEST_REUSED' }
  | { ok: false; code: 'REFUSED'; refusal: RefusalText };

export type StarShopResult<T> = ({ ok: true } & T) | StarShopFailure;

export interface GiftCartView {
  lines: GiftCartLine[];
  summary: GiftCartSummary;
}

export function createStarShopService(deps: { db: Database; images: ImageUrls; outbox: Outbox; now?: () => Date }) {
  const { db, images, outbox } = deps;
  const clock = deps.now ?? (() => new Date());

  function toGift(g: GiftRow, level: LevelId | null, locale: Locale): Gift {
    const stock = available(g);
    return {
      'rw.itemId': g.id, name: nameOf(g, locale), description: locale === 'zh_CN' ? g.description_zh : g.description_en,
      image: images.thumbnail(g.image_id, stock === 0), imageLarge: images.image(g.image_id),
      starsTenths: g.stars_tenths, worthFen: g.worth_fen, stock, soldOut: stock === 0,
      minLevel: g.min_level, audience: giftAudience(levelOf(g.min_level), locale),
      forYourLevel: level === null ? null : level >= g.min_level,
    };
  }

  function refused(refusal: StarShopRefusal, rows: readonly GiftRow[], level: LevelId, locale: Locale): StarShopFailure {
    return { ok: false, code: 'REFUSED', refusal: refusalText(refusal, { names: new Map(rows.map((r) => [r.id, nameOf(r, locale)])), level, locale }) };
  }

  /** The member's level and balance (null when the account is gone), optionally locking the row. */
  async function memberState(executor: Executor, memberId: number): Promise<{ level: LevelId; starsTenths: number } | null> {
    const [m] = await queryRows<{ level: number; stars_tenths: number }>(executor, sql`
      select level, stars_tenths from member where id = ${memberId} and cancelled_at is null`);
    return m ? { level: levelOf(m.level), starsTenths: m.stars_tenths } : null;
  }

  /** The cart's lines with today's gift data, newest first; with `lock`, in gift id order with the gift rows locked. */
  async function cartRows(executor: Executor, memberId: number, lock = false): Promise<CartRow[]> {
    return queryRows<CartRow>(executor, lock
      ? sql`select ${GIFT_COLUMNS}, c.quantity from gift_cart_line c join gift g on g.id = c.gift_id
             where c.member_id = ${memberId} order by g.id for update of g`
      : sql`select ${GIFT_COLUMNS}, c.quantity from gift_cart_line c join gift g on g.id = c.gift_id
             where c.member_id = ${memberId} order by c.created_at desc, c.id desc`);
  }

  async function view(executor: Executor, memberId: number, locale: Locale): Promise<GiftCartView | null> {
    const [member, rows] = await Promise.all([memberState(executor, memberId), cartRows(executor, memberId)]);
    if (!member) return null;
    const lines = rows.map((r): GiftCartLine => {
      const stock = available(r);
      return {
        'rw.itemId': r.id, 'h.quantity': r.quantity, name: nameOf(r, locale), image: images.thumbnail(r.image_id, stock === 0),
        starsTenths: r.stars_tenths, lineStarsTenths: r.stars_tenths * r.quantity, stock, soldOut: stock === 0,
        minLevel: r.min_level, audience: giftAudience(levelOf(r.min_level), locale), forYourLevel: member.level >= r.min_level,
      };
    });
    const totalStarsTenths = lines.reduce((sum, l) => sum + l.lineStarsTenths, 0);
    // The answer CreateOrder would give now, in gift id order as it checks.
    const ordered = [...rows].sort((a, b) => a.id - b.id);
    const check = checkRedemption({ lines: ordered.map((r) => ({ giftId: r.id, gift: termsOf(r), quantity: r.quantity })), level: member.level, balanceTenths: member.starsTenths });
    const problem = check.ok ? null : refusalText(check, { names: new Map(rows.map((r) => [r.id, nameOf(r, locale)])), level: member.level, locale });
    return {
      lines,
      summary: {
        quantity: lines.reduce((n, l) => n + l['h.quantity'], 0), lines: lines.length, totalStarsTenths,
        balanceTenths: member.starsTenths, balanceAfterTenths: member.starsTenths - totalStarsTenths,
        level: member.level, levelName: getLevel(member.level).name[locale],
        problem: problem && { code: problem.code, message: errorMessage(problem.code, locale, problem.params), 'rw.itemId': problem.giftId },
      },
    };
  }

  /**
   * Sets or adds to the member's line of a gift after checking it (level, stock, 1-99,
   * the number of lines), inside one transaction that locks the member first, so one
   * member's cart changes run one after the other and concurrent adds sum up.
   */
  async function changeLine(memberId: number, giftId: number, quantity: number, mode: 'add' | 'set', locale: Locale): Promise<StarShopResult<GiftCartView>> {
    return db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
      const [gift] = await queryRows<GiftRow & { current: number | null; line_count: number }>(tx, sql`
        select ${GIFT_COLUMNS},
               (select c.quantity from gift_cart_line c where c.member_id = ${memberId} and c.gift_id = g.id) as current,
               (select count(*)::int from gift_cart_line c where c.member_id = ${memberId}) as line_count
          from gift g where g.id = ${giftId}`);
      if (mode === 'set' && quantity === 0) {
        await tx.execute(sql`delete from gift_cart_line where member_id = ${memberId} and gift_id = ${giftId}`);
      } else {
        const current = gift?.current ?? 0;
        const wanted = mode === 'add' ? current + quantity : quantity;
        const check = checkGiftLine({ gift: gift && termsOf(gift), giftId, level: member.level, current, lineCount: gift?.line_count ?? 0 }, wanted);
        if (!check.ok) return refused(check, gift ? [gift] : [], member.level, locale);
        await tx.execute(sql`
          insert into gift_cart_line (member_id, gift_id, quantity) values (${memberId}, ${giftId}, ${wanted})
          on conflict (member_id, gift_id) do update set quantity = excluded.quantity, updated_at = now()`);
      }
      return { ok: true, ...(await view(tx, memberId, locale))! } as const;
    });
  }

  return {
    /** PointCatalog.List: the published gifts in their order; one gift with `giftId`. The member's level marks what is for them. */
    async catalog(memberId: number | null, locale: Locale, page: { limit: number | null; offset: number; giftId?: number | undefined }): Promise<{ gifts: Gift[]; total: number }> {
      const where = sql`g.published${page.giftId === undefined ? sql`` : sql` and g.id = ${page.giftId}`}`;
      const [rows, count, member] = await Promise.all([
        queryRows<GiftRow>(db, sql`
          select ${GIFT_COLUMNS} from gift g where ${where} order by g.sort, g.id
          ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from gift g where ${where}`),
        memberId === null ? null : memberState(db, memberId),
      ]);
      return { gifts: rows.map((g) => toGift(g, member?.level ?? null, locale)), total: count[0]?.n ?? 0 };
    },

    /** Cart.List: the lines, the totals, the balance before and after, and why checkout would be refused now. */
    async cart(memberId: number, locale: Locale): Promise<StarShopResult<GiftCartView>> {
      const cart = await view(db, memberId, locale);
      return cart ? { ok: true, ...cart } : { ok: false, code: 'NOT_SIGNED_IN' };
    },

    /** AddToCart: `quantity` more units of the gift. */
    add: (memberId: number, giftId: number, quantity: number, locale: Locale) => changeLine(memberId, giftId, quantity, 'add', locale),

    /** UpdateCart: the line's new quantity; 0 removes it. */
    update: (memberId: number, giftId: number, quantity: number, locale: Locale) => changeLine(memberId, giftId, quantity, 'set', locale),

    /**
     * CreateOrder: the star-shop cart becomes a WP order in Open, paid with stars at once.
     * Idempotent per (member, oh.requestId) like the shop's CreateOrder (0024): the same
     * request again answers the order it made; the same key with other choices is REQUEST_REUSED.
     */
    async createOrder(memberId: number, choices: GiftOrderChoices, ctx: { locale: Locale; channel: string }):
      Promise<StarShopResult<{ orderId: number; transactionId: string; starsCostTenths: number; balanceAfterTenths: number; replayed: boolean }>> {
      const now = clock();
      const requestHash = giftOrderRequestHash(choices);
      return db.transaction(async (tx) => {
        // One member's star changes run one after the other from here: a concurrent
        // checkout waits, then finds the stars spent and the cart empty.
        const member = await lockMember(tx, memberId);
        if (!member) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
        const [existing] = await queryRows<{ id: number; transaction_id: string; stars_cost_tenths: number; request_hash: string | null; order_type: string }>(tx, sql`
          select id, transaction_id, stars_cost_tenths, request_hash, order_type from shop_order where member_id = ${memberId} and request_id = ${choices.requestId}`);
        if (existing) {
          if (existing.order_type !== 'WP' || existing.request_hash !== requestHash) return { ok: false, code: 'REQUEST_REUSED' } as const;
          return {
            ok: true, orderId: existing.id, transactionId: existing.transaction_id, starsCostTenths: existing.stars_cost_tenths,
            balanceAfterTenths: member.starsTenths, replayed: true,
          } as const;
        }

        const place = await placeOf(tx, memberId, choices);
        if (!place.ok) return place;
        const { address, store } = place;

        // The gifts are locked in id order (two orders never wait on each other in a circle)
        // and judged on what is locked: the level, the stock and the balance hold until commit.
        const rows = await cartRows(tx, memberId, true);
        const check = checkRedemption({
          lines: rows.map((r) => ({ giftId: r.id, gift: termsOf(r), quantity: r.quantity })), level: member.level, balanceTenths: member.starsTenths,
        });
        if (!check.ok) return refused(check, rows, member.level, ctx.locale);

        for (const r of rows) {
          await tx.execute(sql`update gift set stock = stock - ${r.quantity}, updated_at = now() where id = ${r.id}`);
        }
        const promise = deliveryPromise({ now, city: address?.city ?? null, option: choices.deliveryOption });
        const transactionId = await nextTransactionId(tx, now, 'WP');
        const status = initialOrderStatus('WP');
        const [order] = await tx.insert(shopOrder).values({
          transactionId, orderType: 'WP', memberId, requestId: choices.requestId, requestHash, status,
          deliveryOption: choices.deliveryOption,
          ...placeColumns(address, store, { name: choices.pickupName, mobile: choices.pickupMobile }),
          comment: choices.comment ?? '', paymentMethod: 'stars', locale: ctx.locale, channel: ctx.channel,
          goodsFen: 0, totalFen: 0, starsCostTenths: check.totalTenths, memberLevel: member.level, promisedDate: promise.date,
        }).returning({ id: shopOrder.id });
        const orderId = order!.id;
        await tx.insert(orderGiftLine).values(rows.map((r) => ({
          orderId, giftId: r.id, nameEn: r.name_en, nameZh: r.name_zh, imageId: r.image_id,
          starsTenths: r.stars_tenths, quantity: r.quantity, lineStarsTenths: r.stars_tenths * r.quantity,
        })));
        await tx.insert(orderEvent).values({ orderId, fromStatus: null, toStatus: status, actor: 'customer', actorRef: choices.requestId });
        // Spending never lowers the level: only the balance moves.
        await appendStars(tx, { memberId, kind: 'spend', tenths: -check.totalTenths, levelTenths: 0, orderId, actor: 'member' }, now);
        await tx.execute(sql`delete from gift_cart_line where member_id = ${memberId}`);
        await outbox.send(tx, 'order_confirmation_mail', { orderId });
        return {
          ok: true, orderId, transactionId, starsCostTenths: check.totalTenths, balanceAfterTenths: check.balanceAfterTenths, replayed: false,
        } as const;
      });
    },
  };
}

export type StarShopService = ReturnType<typeof createStarShopService>;
