// The member's orders (spec sections 3, 4, 7; docs/decisions/0012): Order.List,
// ViewOrder, CancelOrder, ConfirmReceipt, AddMessageToOrder, ReBuy. Every call is
// scoped to the member: another member's order is "not found", never told apart.
// Status changes go through the lifecycle (lifecycle.ts), nowhere else.
import { sql } from 'drizzle-orm';
import { orderMessage, queryRows, queryRowsPlanned, type Database, type Executor, type MemberNoticeKind } from '@eshop/db';
import type { OrderDetail, OrderMessage, OrderNotice, OrderSummary, QuoteLine } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { allowedNextStatuses, ORDER_STATUS_LABELS, parseOrderStatus, type OrderStatus, type OrderType } from '@eshop/domain/orders';
import type { ImageUrls } from '../media/urls.ts';
import type { OrderLifecycle, TransitionFailureCode } from './lifecycle.ts';
import type { PaymentService } from '../payments/service.ts';
import { noticeText } from '../loyalty/texts.ts';

/** Customer messages per order (a guard against flooding the team's inbox). */
export const MAX_CUSTOMER_MESSAGES = 50;

/** The status tabs of the order list and the statuses each shows. */
export const ORDER_LIST_FILTERS = {
  unpaid: ['PendingPayment'],
  paid: ['Paid', 'Open', 'OrderConfirmed', 'PendingDelivery', 'Ready'],
  shipped: ['Shipped'],
  completed: ['OrderReceived', 'Completed'],
  cancelled: ['Cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderListFilter = keyof typeof ORDER_LIST_FILTERS;

interface OrderRow extends Record<string, unknown> {
  id: number; transaction_id: string; order_type: 'WO' | 'WP'; status: string; delivery_option: 'delivery' | 'pickup';
  created_at: Date | string; total_fen: number; goods_fen: number; discount_fen: number; shipping_fen: number; cash_voucher_fen: number;
  pending_stars_tenths: number; stars_received_tenths: number; payment_method: string; paid_at: Date | string | null;
  pay_before: Date | string | null; remarks: string | null; comment: string; promised_date: string | null;
  recipient: string | null; province: string | null; city: string | null; district: string | null; street: string | null;
  unit: string | null; mobile: string | null; zip: string | null;
  store_name_en: string | null; store_name_zh: string | null; store_address_en: string | null; store_address_zh: string | null;
  store_phone: string | null; pickup_name: string | null; pickup_mobile: string | null;
  logistics_company: string | null; shipment_no: string | null; refunded: boolean; stars_cost_tenths: number;
  refund_status: string | null; refund_fen: number | null;
}

/** The order's row with its lines, gifts, messages and history (JSON arrays, times as text). */
interface OrderWithLines extends OrderRow {
  lines: { id: number; sku_id: number; item_id: number; name_en: string; name_zh: string; spec_en: string; spec_zh: string; image_id: string | null; unit_price_fen: number; quantity: number; line_total_fen: number }[];
  gifts: { id: number; gift_id: number; name_en: string; name_zh: string; image_id: string | null; stars_tenths: number; quantity: number; line_stars_tenths: number }[];
  messages: { author: 'customer' | 'staff'; author_name: string | null; content: string; created_at: string }[];
  events: { to_status: string; created_at: string }[];
  /** The language the order was placed in (its mails' language). */
  locale: string;
  nickname: string | null;
  email: string | null;
}

/** What the order mails read: the order in its own language, with the member's address (null: none). */
export interface OrderForMail { order: OrderDetail; email: string | null; locale: Locale; transactionId: string }

/** Which order to read: a member's by its number (their pages), or any by its id (the order mails). */
type OrderKey = { memberId: number; transactionId: string } | { orderId: number };

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const PAYMENT_LABELS = {
  unpaid: { en_US: 'Unpaid', zh_CN: '未付款' },
  paid: { en_US: 'Paid', zh_CN: '已付款' },
  refunded: { en_US: 'Refunded', zh_CN: '已退款' },
  cancelled: { en_US: 'Not paid (cancelled)', zh_CN: '未付款（已取消）' },
} as const;

/** Star-shop (WP) orders are paid with stars when placed, and the stars come back on cancel. */
const STAR_PAYMENT_LABELS = {
  paid: { en_US: 'Paid with stars', zh_CN: '已用星星支付' },
  refunded: { en_US: 'Stars returned', zh_CN: '星星已退回' },
} as const;
const PAYMENT_METHOD_LABELS: Record<string, { en_US: string; zh_CN: string }> = {
  wechatpay: { en_US: 'WeChat Pay', zh_CN: '微信支付' },
  stars: { en_US: 'Stars', zh_CN: '星星' },
};

/** The pictures and quantities of orders' lines: products for shop orders, gifts for star-shop orders. */
const LINE_SOURCES = sql`
  select order_id, id, image_id, quantity from order_line
  union all
  select order_id, id, image_id, quantity from order_gift_line`;

export type OrderActionFailure =
  | { ok: false; code: 'ORDER_NOT_FOUND' } | { ok: false; code: 'ORDER_TRANSITION_REFUSED'; status: OrderStatus } | { ok: false; code: 'MESSAGE_LIMIT' }
  /** CancelOrder of an unpaid order: paid at the provider meanwhile, or its payment codes could not be closed (retry). */
  | { ok: false; code: 'ORDER_PAID_MEANWHILE' | 'PAYMENT_CLOSE_FAILED' };

export function createOrderService(deps: {
  db: Database; images: ImageUrls; lifecycle: OrderLifecycle;
  /** Cancelling an unpaid order closes its payment codes at the provider first (payments module). */
  payments: Pick<PaymentService, 'cancelUnpaid'>;
  now?: () => Date;
}) {
  const { db, images, lifecycle } = deps;
  const clock = deps.now ?? (() => new Date());

  function actions(row: Pick<OrderRow, 'status' | 'order_type' | 'delivery_option' | 'pay_before'>) {
    const status = parseOrderStatus(row.status);
    const byCustomer = allowedNextStatuses({ from: status, orderType: row.order_type, deliveryOption: row.delivery_option, actor: 'customer' });
    const open = row.pay_before === null || new Date(row.pay_before).getTime() > clock().getTime();
    return {
      status,
      canPay: status === 'PendingPayment' && open,
      canCancel: byCustomer.includes('Cancelled'),
      canReceive: byCustomer.includes('OrderReceived'),
    };
  }

  /** A summary from the order's row and its lines' pictures and quantities (in line order). */
  function summaryOf(r: OrderRow, own: readonly { image_id: string | null; quantity: number }[], locale: Locale): OrderSummary {
    const a = actions(r);
    return {
      transactionId: r.transaction_id, orderType: r.order_type, status: a.status,
      statusLabel: ORDER_STATUS_LABELS[a.status][locale], createdAt: iso(r.created_at)!, totalFen: r.total_fen,
      deliveryOption: r.delivery_option, images: own.slice(0, 4).map((l) => images.thumbnail(l.image_id, false)),
      itemCount: own.length, quantity: own.reduce((n, l) => n + l.quantity, 0), canPay: a.canPay, canCancel: a.canCancel,
      starsCostTenths: r.stars_cost_tenths,
    };
  }

  async function summaries(rows: OrderRow[], locale: Locale): Promise<OrderSummary[]> {
    if (rows.length === 0) return [];
    const lines = await queryRows<{ order_id: number; image_id: string | null; quantity: number }>(db, sql`
      select order_id, image_id, quantity from (${LINE_SOURCES}) l
       where order_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)}) order by id`);
    return rows.map((r) => summaryOf(r, lines.filter((l) => l.order_id === r.id), locale));
  }

  /**
   * The order with everything its page shows and its member's name and e-mail address, in
   * one planned statement (seven before, issue 18): ViewOrder, ReBuy, the staff order desk
   * and both order mails read it.
   */
  async function orderWithLines(key: OrderKey): Promise<OrderWithLines | null> {
    const [row] = await queryRowsPlanned<OrderWithLines>(db, sql`
      select o.*, exists (select 1 from payment p where p.order_id = o.id and p.status = 'refunded') as refunded,
             r.status as refund_status, r.amount_fen as refund_fen,
             (select coalesce(json_agg(l order by l.id), '[]') from (
                select id, sku_id, item_id, name_en, name_zh, spec_en, spec_zh, image_id, unit_price_fen, quantity, line_total_fen
                  from order_line where order_id = o.id) l) as lines,
             (select coalesce(json_agg(g order by g.id), '[]') from (
                select id, gift_id, name_en, name_zh, image_id, stars_tenths, quantity, line_stars_tenths
                  from order_gift_line where order_id = o.id) g) as gifts,
             (select coalesce(json_agg(m order by m.created_at, m.id), '[]') from (
                select id, author, author_name, content, created_at from order_message where order_id = o.id) m) as messages,
             (select coalesce(json_agg(e order by e.created_at, e.id), '[]') from (
                select id, to_status, created_at from order_event where order_id = o.id) e) as events,
             m.nickname, m.email
        from shop_order o
        join member m on m.id = o.member_id
        left join lateral (select r.status, r.amount_fen from refund r join payment p on p.id = r.payment_id
                            where p.order_id = o.id order by r.id desc limit 1) r on true
       where ${'orderId' in key ? sql`o.id = ${key.orderId}` : sql`o.transaction_id = ${key.transactionId} and o.member_id = ${key.memberId}`}`);
    return row ?? null;
  }

  async function detail(memberId: number, transactionId: string, locale: Locale): Promise<OrderDetail | null> {
    const row = await orderWithLines({ memberId, transactionId });
    return row && detailOf(row, locale);
  }

  /** What ViewOrder answers, from the order's row as orderWithLines reads it. */
  function detailOf(row: OrderWithLines, locale: Locale): OrderDetail {
    const zh = locale === 'zh_CN';
    const { lines, gifts, messages, events } = row;
    const summary = summaryOf(row, [...lines, ...gifts], locale);
    const status = summary.status;
    // A paid order that is not cancelled is paid, even when a second payment of it was refunded.
    const stars = row.order_type === 'WP';
    const paymentStatus = stars ? (status === 'Cancelled' ? 'refunded' : 'paid')
      : status === 'Cancelled' && row.refunded ? 'refunded' : row.paid_at ? 'paid' : status === 'Cancelled' ? 'cancelled' : 'unpaid';
    const you = row.nickname ?? (zh ? '我' : 'You');
    const products: QuoteLine[] = lines.map((l) => ({
      'sku.skuId': l.sku_id, itemId: l.item_id, name: zh ? l.name_zh : l.name_en, spec: zh ? l.spec_zh : l.spec_en,
      image: images.thumbnail(l.image_id, false), unitPriceFen: l.unit_price_fen, quantity: l.quantity, lineTotalFen: l.line_total_fen,
    }));
    const msgs: OrderMessage[] = messages.map((m) => ({
      author: m.author, authorName: m.author === 'customer' ? you : (m.author_name ?? (zh ? '客服' : 'Customer service')),
      createdAt: iso(m.created_at)!, content: m.content,
    }));
    return {
      ...summary,
      remarks: row.remarks, orderNumber: row.transaction_id, paymentMethod: row.payment_method,
      paymentMethodLabel: PAYMENT_METHOD_LABELS[row.payment_method]?.[locale] ?? row.payment_method,
      paymentStatus,
      paymentStatusLabel: stars && paymentStatus !== 'cancelled' && paymentStatus !== 'unpaid' ? STAR_PAYMENT_LABELS[paymentStatus][locale] : PAYMENT_LABELS[paymentStatus][locale],
      refund: row.refund_status === null ? null : {
        // requested / processing at the provider: on its way back to the payer.
        status: row.refund_status === 'succeeded' ? 'succeeded' : row.refund_status === 'failed' ? 'failed' : 'pending',
        amountFen: row.refund_fen ?? 0,
      },
      paidAt: iso(row.paid_at), payBefore: iso(row.pay_before), grandTotalFen: row.total_fen, subtotalFen: row.goods_fen,
      shippingFen: row.shipping_fen, discountFen: row.discount_fen, cashVoucherFen: row.cash_voucher_fen,
      pendingStarsTenths: row.pending_stars_tenths, starsReceivedTenths: row.stars_received_tenths,
      shippingAddress: row.delivery_option === 'delivery' ? {
        recipient: row.recipient ?? '', province: row.province ?? '', city: row.city ?? '', district: row.district ?? '',
        street: row.street ?? '', unit: row.unit ?? '', mobile: row.mobile ?? '', zip: row.zip ?? '',
      } : null,
      pickup: row.delivery_option === 'pickup' ? {
        storeName: (zh ? row.store_name_zh : row.store_name_en) ?? '', storeAddress: (zh ? row.store_address_zh : row.store_address_en) ?? '',
        storePhone: row.store_phone ?? '', pickupName: row.pickup_name ?? '', pickupMobile: row.pickup_mobile ?? '', date: row.promised_date,
      } : null,
      promisedDate: row.promised_date, comment: row.comment, products, messages: msgs,
      gifts: gifts.map((g) => ({
        'rw.itemId': g.gift_id, name: zh ? g.name_zh : g.name_en, image: images.thumbnail(g.image_id, false),
        starsTenths: g.stars_tenths, quantity: g.quantity, lineStarsTenths: g.line_stars_tenths,
      })),
      history: events.map((e) => {
        const s = parseOrderStatus(e.to_status);
        return { status: s, statusLabel: ORDER_STATUS_LABELS[s][locale], at: iso(e.created_at)! };
      }),
      logisticsCompany: row.logistics_company, shipmentNo: row.shipment_no,
      canReceive: actions(row).canReceive,
    };
  }

  /** Maps a refused transition to the answer the member sees. */
  function refused(code: TransitionFailureCode, from: OrderStatus | undefined): OrderActionFailure {
    return code === 'ORDER_NOT_FOUND' ? { ok: false, code } : { ok: false, code: 'ORDER_TRANSITION_REFUSED', status: from ?? 'Unknown' };
  }

  return {
    /** Order.List: newest first, optionally one status tab and one order type (the star shop's orders: WP). */
    async list(memberId: number, locale: Locale, page: { limit: number | null; offset: number; filter?: OrderListFilter | undefined; orderType?: OrderType | undefined }) {
      const statuses = page.filter ? ORDER_LIST_FILTERS[page.filter] : null;
      const where = sql`member_id = ${memberId}${statuses ? sql` and status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : sql``}${
        page.orderType ? sql` and order_type = ${page.orderType}` : sql``}`;
      const [rows, count] = await Promise.all([
        queryRows<OrderRow>(db, sql`
          select *, false as refunded, null as refund_status, null as refund_fen from shop_order where ${where}
           order by created_at desc, id desc ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from shop_order where ${where}`),
      ]);
      return { orders: await summaries(rows, locale), total: count[0]?.n ?? 0 };
    },

    /** ViewOrder: every field of spec section 3; null for unknown or another member's order. */
    view: detail,

    /**
     * The order mails' read: the order in its own language, with the member's address
     * (null: a WeChat customer without one). One statement; null when the order is gone.
     */
    async forMail(orderId: number): Promise<OrderForMail | null> {
      const row = await orderWithLines({ orderId });
      if (!row) return null;
      const locale: Locale = row.locale === 'zh_CN' ? 'zh_CN' : 'en_US';
      return { order: detailOf(row, locale), email: row.email, locale, transactionId: row.transaction_id };
    },

    /**
     * CancelOrder by the customer: unpaid (stock back; its payment codes are closed at the
     * provider first, so nothing can be charged afterwards) or paid and not yet confirmed
     * (refund too).
     */
    async cancel(memberId: number, transactionId: string, remarks: string): Promise<{ ok: true; refundRequested: boolean } | OrderActionFailure> {
      const [order] = await queryRows<{ id: number; status: string }>(db, sql`
        select id, status from shop_order where transaction_id = ${transactionId} and member_id = ${memberId}`);
      if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
      const r = parseOrderStatus(order.status) === 'PendingPayment'
        ? await deps.payments.cancelUnpaid({ orderId: order.id, memberId, actor: 'customer', note: remarks })
        : await lifecycle.transition({ orderId: order.id, memberId, to: 'Cancelled', actor: 'customer', note: remarks });
      if (r.ok) return { ok: true, refundRequested: r.refundRequested };
      if (r.code === 'ORDER_PAID_MEANWHILE' || r.code === 'PAYMENT_CLOSE_FAILED') return { ok: false, code: r.code };
      return refused(r.code, 'from' in r ? r.from : undefined);
    },

    /** ConfirmReceipt: the customer received a shipped order (stars are credited). */
    async confirmReceipt(memberId: number, transactionId: string): Promise<{ ok: true } | OrderActionFailure> {
      const r = await lifecycle.transition({ transactionId, memberId, to: 'OrderReceived', actor: 'customer' });
      return r.ok ? { ok: true } : refused(r.code, r.from);
    },

    /** AddMessageToOrder from the customer. */
    async addMessage(memberId: number, transactionId: string, content: string): Promise<{ ok: true } | OrderActionFailure> {
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; n: number }>(tx, sql`
          select o.id, (select count(*)::int from order_message m where m.order_id = o.id and m.author = 'customer') as n
            from shop_order o where o.transaction_id = ${transactionId} and o.member_id = ${memberId} for update`);
        if (!row) return { ok: false, code: 'ORDER_NOT_FOUND' } as const;
        if (row.n >= MAX_CUSTOMER_MESSAGES) return { ok: false, code: 'MESSAGE_LIMIT' } as const;
        await tx.insert(orderMessage).values({ orderId: row.id, author: 'customer', content });
        return { ok: true } as const;
      });
    },

    /**
     * OrderNotice.List (the message centre, docs/decisions/0019): what the shop told the
     * member, newest first — the team's messages on their orders, the status changes the
     * shop, the payment provider, the courier or the clock made (not the order's creation,
     * nor what the member did themselves), and the membership's news (member_notice:
     * stars credited or taken back, level changes, the birthday gift; docs/decisions/0029).
     */
    async notices(memberId: number, locale: Locale, page: { limit: number | null; offset: number }): Promise<{ notices: OrderNotice[]; total: number }> {
      const zh = locale === 'zh_CN';
      const all = sql`
        select 'message' as kind, m.id, o.transaction_id, m.created_at, m.author_name, m.content, null as to_status, null::jsonb as data
          from order_message m join shop_order o on o.id = m.order_id
         where o.member_id = ${memberId} and m.author = 'staff'
        union all
        select 'status' as kind, e.id, o.transaction_id, e.created_at, null, null, e.to_status, null::jsonb
          from order_event e join shop_order o on o.id = e.order_id
         where o.member_id = ${memberId} and e.from_status is not null and e.actor <> 'customer'
        union all
        select 'loyalty' as kind, n.id, null, n.created_at, null, n.kind, null, n.data
          from member_notice n where n.member_id = ${memberId}`;
      const [rows, count] = await Promise.all([
        queryRows<{ kind: 'message' | 'status' | 'loyalty'; id: number; transaction_id: string | null; created_at: Date | string; author_name: string | null; content: string | null; to_status: string | null; data: Record<string, unknown> | null }>(db, sql`
          select * from (${all}) n order by created_at desc, kind, id desc
          ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${all}) n`),
      ]);
      const notices = rows.map((r): OrderNotice => {
        const createdAt = iso(r.created_at)!;
        if (r.kind === 'loyalty') {
          const event = r.content as MemberNoticeKind;
          return { createdAt, kind: 'loyalty', event, ...noticeText(event, r.data ?? {}, locale) };
        }
        const transactionId = r.transaction_id ?? '';
        if (r.kind === 'message') {
          return { createdAt, transactionId, kind: 'message', authorName: r.author_name ?? (zh ? '客服' : 'Customer service'), content: r.content ?? '' };
        }
        const status = parseOrderStatus(r.to_status ?? '');
        return { createdAt, transactionId, kind: 'status', status, statusLabel: ORDER_STATUS_LABELS[status][locale] };
      });
      return { notices, total: count[0]?.n ?? 0 };
    },

    /** The order's lines (ReBuy puts them back in the cart). */
    async lines(memberId: number, transactionId: string, locale: Locale): Promise<{ skuId: number; quantity: number; name: string }[] | null> {
      const row = await orderWithLines({ memberId, transactionId });
      return row && row.lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity, name: locale === 'zh_CN' ? l.name_zh : l.name_en }));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/**
 * The phone merge (accounts/phone.ts, inside its transaction): the other account's orders
 * become this member's, so they stay visible to the person who placed them.
 */
export async function moveOrders(tx: Executor, fromId: number, intoId: number): Promise<void> {
  // (member, oh.requestId) is unique; two accounts sharing a client request id is
  // practically impossible, and such an order then stays with the old account.
  await tx.execute(sql`
    update shop_order set member_id = ${intoId}, updated_at = now()
     where member_id = ${fromId}
       and request_id not in (select request_id from shop_order where member_id = ${intoId})`);
}
