// Checkout and order creation (spec sections 2, 7; decisions.md "Orders", "Money,
// shipping", "Vouchers"; docs/decisions/0012). Prices, fees, discounts and stars are
// computed here from the database with one pricing rule (packages/domain/src/checkout),
// whatever the client sends. CreateOrder runs in one transaction that locks the member
// (one checkout at a time per member, which also makes `oh.requestId` idempotent),
// reserves stock with conditional decrements (never below zero, whatever the
// concurrency), snapshots lines and address, marks vouchers used and empties the
// ordered cart lines: a crash leaves all of it or none of it. "Buy now" orders one SKU
// instead of the cart, priced and reserved like a cart line, and leaves the cart alone
// (docs/decisions/0024-buy-now.md).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderVoucher, queryRows, queryRowsPlanned, shopOrder, type Database, type Executor } from '@eshop/db';
import { pickupPersonOf } from '@eshop/domain/address';
import { byDistance, priceOrder, type PricedOrder } from '@eshop/domain/checkout';
import type { CheckoutData, OrderQuote, PickupStore, QuoteLine, Voucher } from '@eshop/domain/contract';
import { deliveryPromise } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import { getLevel, isLevelId, type LevelId } from '@eshop/domain/loyalty';
import { initialOrderStatus } from '@eshop/domain/orders';
import type { DeliveryOption, ShippingConfig } from '@eshop/domain/shipping';
import {
  cashVoucherCoverFen, checkVoucherSelection, couponDiscountFen, voucherState, type VoucherTerms,
} from '@eshop/domain/vouchers';
import type { ImageUrls } from '../media/urls.ts';
import { cartLineRows, orderedLinesRemoval, skuLineRow, type CartLineRow } from '../cart/service.ts';
import type { VoucherService } from '../vouchers/service.ts';
import { promiseText } from './promise-text.ts';
import { pickupStores, placeColumns, placeOf, transactionIdExpression, type AddressRow, type Place, type PlaceChoices } from './order-parts.ts';
import type { Outbox } from '../../jobs/queue.ts';

/** "Buy now": this SKU in this quantity instead of the cart (docs/decisions/0024-buy-now.md). */
export interface BuyNowLine {
  skuId: number;
  /** 1..99, checked by the route like a cart quantity. */
  quantity: number;
}

export interface OrderChoices extends PlaceChoices {
  voucherIds: number[];
  paymentMethod: 'wechatpay';
  requestId?: string | undefined;
  /** Absent: the order is the cart. */
  buyNow?: BuyNowLine | null | undefined;
}

/**
 * What "the same CreateOrder body" means for `oh.requestId` (docs/decisions/0024-buy-now.md):
 * the sha256 of the normalised choices — option, address or store and pickup person,
 * comment, vouchers in the order given (cash vouchers pay in that order), payment method
 * and the buy-now line. Fields the option does not use are already dropped by the route,
 * strings trimmed and ids read as numbers, so spelling differences are not differences.
 */
export function orderRequestHash(c: OrderChoices): string {
  const normalised = {
    v: 1,
    deliveryOption: c.deliveryOption,
    addressId: c.addressId ?? null,
    storeId: c.storeId ?? null,
    pickupName: c.pickupName ?? null,
    pickupMobile: c.pickupMobile ?? null,
    comment: c.comment ?? '',
    voucherIds: c.voucherIds,
    paymentMethod: c.paymentMethod,
    buyNow: c.buyNow ? [c.buyNow.skuId, c.buyNow.quantity] : null,
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

const hasDuplicates = (ids: readonly number[]) => new Set(ids).size !== ids.length;

export type CheckoutFailure =
  | { ok: false; code: 'NOT_SIGNED_IN' | 'CART_EMPTY' | 'ADDRESS_REQUIRED' | 'ADDRESS_NOT_FOUND' | 'STORE_NOT_FOUND' | 'VOUCHER_NOT_FOUND' | 'ONE_COUPON' }
  | { ok: false; code: 'VOUCHER_DUPLICATE' | 'SKU_NOT_FOUND' | 'REQUEST_REUSED' }
  | { ok: false; code: 'STOCK_INSUFFICIENT'; buyNow: boolean; lines: { skuId: number; name: string; available: number; quantity: number }[] }
  | { ok: false; code: 'VOUCHER_UNUSABLE'; voucherId: number; reason: string; shortFen?: number | undefined };

export type CheckoutResult<T> = ({ ok: true } & T) | CheckoutFailure;

const available = (row: { stock: number; published: boolean }) => (row.published ? Math.max(row.stock, 0) : 0);
const levelOf = (level: number): LevelId => (isLevelId(level) ? level : 1);

async function memberLevel(db: Executor, memberId: number, lock: boolean): Promise<{ level: LevelId; email: string | null } | null> {
  const [m] = await queryRows<{ level: number; email: string | null }>(db, sql`
    select level, email from member where id = ${memberId} and cancelled_at is null ${lock ? sql`for no key update` : sql``}`);
  return m ? { level: levelOf(m.level), email: m.email } : null;
}

/**
 * The member (locked when `lock`) and, in the same statement, the delivery address asked
 * for when it is theirs (null when it is not). Only the member row is locked: an address
 * edited while this waits for the lock is read as it was, the same as had the order come
 * just before the edit (the order keeps a snapshot of it either way).
 */
async function memberWithAddress(db: Executor, memberId: number, addressId: number, lock: boolean):
  Promise<{ member: { level: LevelId; email: string | null } | null; address: AddressRow | null }> {
  const [m] = await queryRowsPlanned<{ level: number; email: string | null; address: AddressRow | null }>(db, sql`
    select m.level, m.email,
           case when a.id is null then null else json_build_object('id', a.id, 'recipient', a.recipient, 'province', a.province, 'city', a.city,
             'district', a.district, 'street', a.street, 'unit', a.unit, 'mobile', a.mobile, 'zip', a.zip) end as address
      from member m left join address a on a.id = ${addressId} and a.member_id = m.id
     where m.id = ${memberId} and m.cancelled_at is null ${lock ? sql`for no key update of m` : sql``}`);
  return { member: m ? { level: levelOf(m.level), email: m.email } : null, address: m?.address ?? null };
}

export function createCheckoutService(deps: {
  db: Database;
  images: ImageUrls;
  vouchers: VoucherService;
  /** Where the confirmation mail is announced, in CreateOrder's transaction. */
  outbox: Outbox;
  /** An order not paid within this is cancelled (ORDER_PAY_MINUTES). */
  payMinutes: number;
  shipping?: ShippingConfig;
  now?: () => Date;
}) {
  const { db, images, vouchers, outbox } = deps;
  const clock = deps.now ?? (() => new Date());

  function quoteLines(rows: CartLineRow[], locale: Locale): QuoteLine[] {
    return rows.map((r) => ({
      'sku.skuId': r.sku_id, itemId: r.item_id,
      name: locale === 'zh_CN' ? r.name_zh : r.name_en, spec: locale === 'zh_CN' ? r.spec_zh : r.spec_en,
      image: images.thumbnail(r.image_id, available(r) === 0),
      unitPriceFen: r.price_fen, quantity: r.quantity, lineTotalFen: r.price_fen * r.quantity,
    }));
  }

  /** The lines that cannot be ordered now: sold out, withdrawn, or short of stock. */
  function problemsOf(rows: CartLineRow[], locale: Locale) {
    return rows.filter((r) => r.quantity > available(r)).map((r) => ({
      'sku.skuId': r.sku_id, name: locale === 'zh_CN' ? r.name_zh : r.name_en, available: available(r), quantity: r.quantity,
    }));
  }

  /**
   * Prices the lines with the chosen vouchers. Vouchers are judged against the goods
   * total: a used, expired or not-yet-reached one is refused (VOUCHER_UNUSABLE), so what
   * testrun answers is what CreateOrder charges.
   */
  function price(rows: CartLineRow[], selected: VoucherTerms[], level: LevelId, option: DeliveryOption, now: Date):
    CheckoutResult<{ priced: PricedOrder; coupon: VoucherTerms | null; cash: VoucherTerms[] }> {
    const selection = checkVoucherSelection(selected);
    if (!selection.ok) return { ok: false, code: selection.reason === 'ONE_COUPON' ? 'ONE_COUPON' : 'VOUCHER_DUPLICATE' };
    const goodsFen = rows.reduce((sum, r) => sum + r.price_fen * r.quantity, 0);
    for (const v of selected) {
      const state = voucherState(v, { goodsFen, now });
      if (!state.usable) return { ok: false, code: 'VOUCHER_UNUSABLE', voucherId: v.id, reason: state.reason, shortFen: state.shortFen };
    }
    const { coupon, cash } = selection;
    const priced = priceOrder({
      lines: rows.map((r) => ({ unitPriceFen: r.price_fen, quantity: r.quantity })),
      couponDiscount: (goods) => (coupon ? couponDiscountFen(coupon, goods) : 0),
      cashCover: (payable) => cashVoucherCoverFen(cash, payable),
      level, option, ...(deps.shipping ? { shipping: deps.shipping } : {}),
    });
    return { ok: true, priced, coupon, cash };
  }

  function toQuote(rows: CartLineRow[], priced: PricedOrder, coupon: VoucherTerms | null, option: DeliveryOption, city: string | null, locale: Locale, now: Date): OrderQuote {
    const promise = deliveryPromise({ now, city, option });
    return {
      lines: quoteLines(rows, locale),
      goodsFen: priced.goodsFen, discountFen: priced.discountFen, shippingFen: priced.shippingFen,
      cashVoucherFen: priced.cashVoucherFen, totalFen: priced.totalFen,
      toFreeShippingFen: priced.toFreeShippingFen, freeShippingThresholdFen: priced.freeShippingThresholdFen,
      pendingStarsTenths: priced.pendingStarsTenths, deliveryOption: option,
      promise: { ...promise, text: promiseText(promise, option, locale) },
      vouchersApplied: [
        ...(coupon ? [{ 'v.voucherId': coupon.id, kind: coupon.kind, amountFen: priced.discountFen }] : []),
        ...priced.cashApplied.map((c) => ({ 'v.voucherId': c.id, kind: 'cash' as const, amountFen: c.amountFen })),
      ],
    };
  }

  /**
   * The lines to price: the buy-now SKU alone when there is one (read like a cart line;
   * a withdrawn item cannot be bought, as it cannot be added), else the member's cart.
   */
  async function linesOf(executor: Executor, memberId: number, buyNow: BuyNowLine | null | undefined):
    Promise<{ ok: true; rows: CartLineRow[] } | { ok: false; code: 'SKU_NOT_FOUND' }> {
    if (!buyNow) return { ok: true, rows: await cartLineRows(executor, memberId) };
    const row = await skuLineRow(executor, buyNow.skuId, buyNow.quantity);
    if (!row || !row.published) return { ok: false, code: 'SKU_NOT_FOUND' };
    return { ok: true, rows: [row] };
  }

  /**
   * Everything about the order short of writing it: member, lines, address or store,
   * vouchers (locked when `lock`, inside CreateOrder's transaction) and the price.
   */
  async function prepare(executor: Executor, memberId: number, choices: OrderChoices, locale: Locale, now: Date, lock: boolean) {
    // A delivery order reads its address with the member (one statement less).
    const delivery = choices.deliveryOption === 'delivery' && choices.addressId !== undefined ? choices.addressId : null;
    const read = delivery === null ? null : await memberWithAddress(executor, memberId, delivery, lock);
    const member = read ? read.member : await memberLevel(executor, memberId, lock);
    if (!member) return { ok: false, code: 'NOT_SIGNED_IN' } as const;
    if (hasDuplicates(choices.voucherIds)) return { ok: false, code: 'VOUCHER_DUPLICATE' } as const;
    const lines = await linesOf(executor, memberId, choices.buyNow);
    if (!lines.ok) return lines;
    const { rows } = lines;
    if (rows.length === 0) return { ok: false, code: 'CART_EMPTY' } as const;
    const place: Place = !read ? await placeOf(executor, memberId, choices)
      : read.address ? { ok: true, address: read.address, store: null } : { ok: false, code: 'ADDRESS_NOT_FOUND' };
    if (!place.ok) return place;
    const { address, store } = place;
    let selected: VoucherTerms[] = [];
    if (choices.voucherIds.length > 0) {
      if (lock) {
        const locked = await vouchers.lockForOrder(executor, memberId, choices.voucherIds);
        if (!Array.isArray(locked)) return locked;
        selected = locked;
      } else {
        // testrun: the same judgement without locks, from the member's own vouchers only.
        const own = await vouchers.list(memberId, locale, { now, state: 'all' });
        const byId = new Map(own.map((v) => [v['v.voucherId'], v]));
        const found = choices.voucherIds.map((id) => byId.get(id));
        if (found.some((v) => v === undefined)) return { ok: false, code: 'VOUCHER_NOT_FOUND' } as const;
        selected = (found as Voucher[]).map(termsOfListed);
      }
    }
    const priced = price(rows, selected, member.level, choices.deliveryOption, now);
    if (!priced.ok) return priced;
    return { ...priced, member, rows, address, store } as const;
  }

  return {
    /** Checkout: addresses, pickup stores (nearest first from lat/lng), vouchers, quote, problems. */
    async checkout(memberId: number, locale: Locale, input: {
      deliveryOption?: DeliveryOption | undefined; addressId?: number | undefined; storeId?: number | undefined;
      voucherIds: number[]; position: { latitude: number; longitude: number } | null;
      buyNow?: BuyNowLine | null | undefined;
    }): Promise<CheckoutResult<{ data: CheckoutData }>> {
      const now = clock();
      // The same rule as CreateOrder: a voucher listed twice is a mistake of the caller, not a choice.
      if (hasDuplicates(input.voucherIds)) return { ok: false, code: 'VOUCHER_DUPLICATE' };
      const member = await memberLevel(db, memberId, false);
      if (!member) return { ok: false, code: 'NOT_SIGNED_IN' };
      const [lines, addressRows, storeRows, [profile]] = await Promise.all([
        linesOf(db, memberId, input.buyNow),
        queryRows<AddressRow & { is_default: boolean }>(db, sql`
          select id, recipient, province, city, district, street, unit, mobile, zip, is_default
            from address where member_id = ${memberId} order by is_default desc, created_at desc, id desc`),
        pickupStores(db),
        queryRows<{ nickname: string | null; first_name: string | null; last_name: string | null; phone: string | null; phone_verified: boolean }>(db, sql`
          select nickname, first_name, last_name, phone, phone_verified from member where id = ${memberId}`),
      ]);
      if (!lines.ok) return lines;
      const { rows } = lines;
      const goodsFen = rows.reduce((sum, r) => sum + r.price_fen * r.quantity, 0);
      const voucherList = await vouchers.list(memberId, locale, { goodsFen, now, state: 'available' });
      const stores: PickupStore[] = byDistance(storeRows, input.position).map((s) => ({
        'r.storeId': s.id, name: locale === 'zh_CN' ? s.name_zh : s.name_en,
        address: locale === 'zh_CN' ? s.address_zh : s.address_en, phone: s.phone,
        latitude: s.latitude, longitude: s.longitude, distanceM: s.distanceM,
      }));
      const option = input.deliveryOption ?? 'delivery';
      const address = addressRows.find((a) => a.id === input.addressId) ?? addressRows[0] ?? null;
      // Vouchers asked for but not usable now are left out of the quote (shown gray in the list).
      const usable = new Map(voucherList.filter((v) => v.usable).map((v) => [v['v.voucherId'], v]));
      let selected = input.voucherIds.flatMap((id) => (usable.has(id) ? [termsOfListed(usable.get(id)!)] : []));
      if (!checkVoucherSelection(selected).ok) selected = selected.filter((v) => v.kind === 'cash');
      const priced = price(rows, selected, member.level, option, now);
      const fallback = price(rows, [], member.level, option, now);
      const chosen = priced.ok ? priced : fallback;
      if (!chosen.ok) return chosen;
      const data: CheckoutData = {
        addresses: addressRows.map((a) => ({
          addressId: a.id, recipient: a.recipient, province: a.province, city: a.city, district: a.district,
          street: a.street, unit: a.unit, mobile: a.mobile, zip: a.zip, isDefault: a.is_default,
          chineseAddress: /\p{Script=Han}/u.test(a.street),
        })),
        stores,
        nearestStoreId: stores[0]?.['r.storeId'] ?? null,
        vouchers: voucherList,
        quote: toQuote(rows, chosen.priced, chosen.coupon, option, address?.city ?? null, locale, now),
        level: member.level,
        levelName: getLevel(member.level).name[locale],
        problems: problemsOf(rows, locale),
        registered: member.email !== null,
        payMinutes: deps.payMinutes,
        // The pickup person checkout fills in (docs/decisions/0034-addresses.md).
        pickupPerson: pickupPersonOf({
          nickname: profile?.nickname ?? null, firstName: profile?.first_name ?? null, lastName: profile?.last_name ?? null,
          phone: profile?.phone ?? null, phoneVerified: profile?.phone_verified ?? false,
        }),
      };
      return { ok: true, data };
    },

    /** testrun/CreateOrder: the same validation and price as CreateOrder; writes nothing. */
    async quote(memberId: number, choices: OrderChoices, locale: Locale): Promise<CheckoutResult<{ quote: OrderQuote }>> {
      const now = clock();
      const prepared = await prepare(db, memberId, choices, locale, now, false);
      if (!prepared.ok) return prepared;
      const short = problemsOf(prepared.rows, locale);
      if (short.length > 0) return stockFailure(short, Boolean(choices.buyNow));
      return { ok: true, quote: toQuote(prepared.rows, prepared.priced, prepared.coupon, choices.deliveryOption, prepared.address?.city ?? null, locale, now) };
    },

    /**
     * CreateOrder. Idempotent per (member, oh.requestId): the same request again answers
     * the order it made (`replayed`); the same key with another body (orderRequestHash) is
     * REQUEST_REUSED, never the first order. Stock is reserved by conditional decrements
     * in SKU id order (no deadlocks between two orders); one short line rolls everything
     * back. A buy-now order leaves the cart as it was.
     */
    async create(memberId: number, choices: OrderChoices & { requestId: string }, ctx: { locale: Locale; channel: string }):
      Promise<CheckoutResult<{ orderId: number; transactionId: string; totalFen: number; payBefore: Date; replayed: boolean }>> {
      const now = clock();
      const requestHash = orderRequestHash(choices);
      return db.transaction(async (tx) => {
        const prepared = await prepare(tx, memberId, choices, ctx.locale, now, true);
        // The member row is locked now: a concurrent retry waits here and finds the order.
        const [existing] = await queryRowsPlanned<{ id: number; transaction_id: string; total_fen: number; pay_before: Date | string; request_hash: string | null }>(tx, sql`
          select id, transaction_id, total_fen, pay_before, request_hash from shop_order where member_id = ${memberId} and request_id = ${choices.requestId}`);
        // Orders made before the hash was kept (null) are answered as before.
        if (existing && existing.request_hash !== null && existing.request_hash !== requestHash) {
          return { ok: false, code: 'REQUEST_REUSED' } as const;
        }
        if (existing) {
          return {
            ok: true, orderId: existing.id, transactionId: existing.transaction_id, totalFen: existing.total_fen,
            payBefore: new Date(existing.pay_before), replayed: true,
          } as const;
        }
        if (!prepared.ok) return prepared;
        const { rows, address, store, priced, coupon, member } = prepared;

        const ordered = [...rows].sort((a, b) => a.sku_id - b.sku_id);
        const short: { 'sku.skuId': number; name: string; available: number; quantity: number }[] = [];
        for (const line of ordered) {
          const reserved = line.published ? await queryRowsPlanned<{ stock: number }>(tx, sql`
            update sku set stock = stock - ${line.quantity} where id = ${line.sku_id} and stock >= ${line.quantity} returning stock`) : [];
          if (reserved.length === 0) {
            short.push({ 'sku.skuId': line.sku_id, name: ctx.locale === 'zh_CN' ? line.name_zh : line.name_en, available: available(line), quantity: line.quantity });
          }
        }
        if (short.length > 0) {
          // Undo the reservations made so far (the transaction is rolled back by the caller's answer).
          throw new StockShort(short, Boolean(choices.buyNow));
        }

        const promise = deliveryPromise({ now, city: address?.city ?? null, option: choices.deliveryOption });
        const payBefore = new Date(now.getTime() + deps.payMinutes * 60_000);
        const status = initialOrderStatus('WO');
        const orderRow = tx.insert(shopOrder).values({
          transactionId: transactionIdExpression(now, 'WO'), orderType: 'WO', memberId, requestId: choices.requestId, requestHash, status,
          deliveryOption: choices.deliveryOption,
          ...placeColumns(address, store, { name: choices.pickupName, mobile: choices.pickupMobile }),
          comment: choices.comment ?? '', paymentMethod: choices.paymentMethod, locale: ctx.locale, channel: ctx.channel,
          goodsFen: priced.goodsFen, discountFen: priced.discountFen, shippingFen: priced.shippingFen,
          cashVoucherFen: priced.cashVoucherFen, totalFen: priced.totalFen,
          pendingStarsTenths: priced.pendingStarsTenths, memberLevel: member.level,
          promisedDate: promise.date, payBefore,
        }).returning({ id: shopOrder.id, transactionId: shopOrder.transactionId });
        // The order, its number, its lines (snapshots) and its first event in one statement,
        // which also takes the ordered lines out of the cart (buy now was never in the cart:
        // the cart stays as it was).
        const lines = rows.map((r) => ({
          sku_id: r.sku_id, item_id: r.item_id, name_en: r.name_en, name_zh: r.name_zh, spec_en: r.spec_en, spec_zh: r.spec_zh,
          image_id: r.image_id, unit_price_fen: r.price_fen, quantity: r.quantity, line_total_fen: r.price_fen * r.quantity,
        }));
        const [order] = await queryRowsPlanned<{ id: number; transaction_id: string }>(tx, sql`
          with o as (${orderRow.getSQL()}),
          l as (
            insert into order_line (order_id, sku_id, item_id, name_en, name_zh, spec_en, spec_zh, image_id, unit_price_fen, quantity, line_total_fen)
            select o.id, l.sku_id, l.item_id, l.name_en, l.name_zh, l.spec_en, l.spec_zh, l.image_id, l.unit_price_fen, l.quantity, l.line_total_fen
              from o, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(sku_id int, item_id int, name_en text, name_zh text, spec_en text,
                   spec_zh text, image_id text, unit_price_fen int, quantity int, line_total_fen int)),
          e as (
            insert into order_event (order_id, from_status, to_status, actor, actor_ref)
            select o.id, null, ${status}::text, 'customer', ${choices.requestId}::text from o)
          ${choices.buyNow ? sql`` : sql`, cart as (${orderedLinesRemoval(memberId, rows.map((r) => r.sku_id))})`}
          select id, transaction_id from o`);
        const orderId = order!.id;
        const transactionId = order!.transaction_id;
        const used = [
          ...(coupon ? [{ orderId, voucherId: coupon.id, kind: coupon.kind, amountFen: priced.discountFen }] : []),
          ...priced.cashApplied.map((c) => ({ orderId, voucherId: c.id, kind: 'cash', amountFen: c.amountFen })),
        ];
        if (used.length > 0) {
          await tx.insert(orderVoucher).values(used);
          if (!(await vouchers.markUsed(tx, used.map((u) => u.voucherId), orderId, now))) throw new Error('voucher used concurrently');
        }
        // The confirmation mail is a job of this transaction: sent once the order exists, never without it.
        if (member.email) await outbox.send(tx, 'order_confirmation_mail', { orderId });
        return { ok: true, orderId, transactionId, totalFen: priced.totalFen, payBefore, replayed: false } as const;
      }).catch((err: unknown) => {
        if (err instanceof StockShort) return stockFailure(err.lines, err.buyNow);
        throw err;
      });
    },
  };
}

/** Thrown inside CreateOrder's transaction to roll back the reservations already made. */
class StockShort extends Error {
  constructor(readonly lines: { 'sku.skuId': number; name: string; available: number; quantity: number }[], readonly buyNow: boolean) {
    super('stock short');
  }
}

function stockFailure(lines: { 'sku.skuId': number; name: string; available: number; quantity: number }[], buyNow: boolean): CheckoutFailure {
  return { ok: false, code: 'STOCK_INSUFFICIENT', buyNow, lines: lines.map((l) => ({ skuId: l['sku.skuId'], name: l.name, available: l.available, quantity: l.quantity })) };
}

/** The terms of a voucher as listed (testrun and Checkout judge without locking). */
function termsOfListed(v: Voucher): VoucherTerms {
  return {
    id: v['v.voucherId'], kind: v.kind, amountFen: v.amountFen, minSpendFen: v.minSpendFen, percentOff: v.percentOff,
    validFrom: new Date(v.validFrom), validUntil: new Date(v.validUntil), usedAt: v.usedAt ? new Date(v.usedAt) : null,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
