// The back-office's order desk (issue 16): the board (what waits for the team, and today's
// pickups by store), the order search (number, phone, e-mail or member code; a status or a
// bucket of the board) and the order as the team sees it — the member's order detail
// (modules/orders, the same lines, totals, payment and refund), and what only staff see:
// the customer, the vouchers used, the shipments, every status change with who made it,
// and the actions the signed-in staff member may take now (domain: allowedStaffActions).
// Reads only; the actions go through service.ts → the order lifecycle.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { courierStatusLabel, isCourierStatus, logisticsCompanyLabel } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import {
  allowedStaffActions, BOARD_BUCKETS, ORDER_STATUS_LABELS, parseOrderStatus,
  type BoardBucket, type OrderStatus, type OrderType,
} from '@eshop/domain/orders';
import type { DeliveryOption } from '@eshop/domain/shipping';
import { shanghaiDate } from '@eshop/domain/time';
import type { DeskOrderDetail, DeskOrderRow, OrderBoard } from '@eshop/domain/contract';
import type { OrderService } from '../orders/service.ts';
import { WAYBILL_COURIER } from '../delivery/service.ts';

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null): string | null => (v === null ? null : iso(v));

/** A cancelled account keeps its row with a tombstone address (accounts/service.ts cancelMember): not a way to reach anyone. */
const liveEmail = (email: string | null, cancelled: boolean): string | null => (cancelled || email === null ? null : email);

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The SQL condition of a board bucket (BOARD_BUCKETS in the domain) on `shop_order o`. */
function bucketWhere(bucket: BoardBucket, today: string): SQL {
  const rule: { statuses: readonly OrderStatus[]; deliveryOption?: DeliveryOption; today?: true } = BOARD_BUCKETS[bucket];
  const parts = [sql`o.status in (${inList(rule.statuses)})`];
  if (rule.deliveryOption) parts.push(sql`o.delivery_option = ${rule.deliveryOption}`);
  if (rule.today) parts.push(sql`o.promised_date = ${today}::date`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** A live (not cancelled) shipment of the order: the courier is booked or has it. */
const courierBookedSql = sql`exists (select 1 from shipment s where s.order_id = o.id and s.status <> 'Cancelled')`;

export interface DeskSearch {
  /** Order number, phone (member's, recipient's or pickup person's), e-mail or member code; part of it. */
  q?: string | undefined;
  status?: OrderStatus | undefined;
  bucket?: BoardBucket | undefined;
  /** With the pickup buckets: one store's orders. */
  storeId?: number | undefined;
  limit: number;
  offset: number;
}

interface ListRow extends Record<string, unknown> {
  transaction_id: string; order_type: OrderType; status: string; delivery_option: DeliveryOption; total_fen: number; stars_cost_tenths: number;
  created_at: Date | string; paid_at: Date | string | null; recipient: string | null; pickup_name: string | null; mobile: string | null;
  pickup_mobile: string | null; email: string | null; cancelled: boolean; city: string | null; store_name_en: string | null; store_name_zh: string | null;
  promised_date: string | null; logistics_company: string | null; shipment_no: string | null; courier_booked: boolean; total: number;
}

export function createOrderDesk(deps: { db: Database; orders: Pick<OrderService, 'view'>; now?: () => Date }) {
  const { db } = deps;
  const today = () => shanghaiDate(deps.now?.() ?? new Date());

  return {
    async board(locale: Locale): Promise<OrderBoard> {
      const date = today();
      const names = Object.keys(BOARD_BUCKETS) as BoardBucket[];
      const waiting = [...new Set(names.flatMap((b) => BOARD_BUCKETS[b].statuses))];
      const [counts] = await queryRows<Record<BoardBucket, number>>(db, sql`
        select ${sql.join(names.map((b) => sql`count(*) filter (where ${bucketWhere(b, date)})::int as ${sql.identifier(b)}`), sql`, `)}
          from shop_order o where o.status in (${inList(waiting)})`);
      const stores = await queryRows<{ id: number; name_en: string; name_zh: string; open: number; ready: number }>(db, sql`
        select s.id, s.name_en, s.name_zh, count(o.id)::int as open, count(o.id) filter (where o.status = 'Ready')::int as ready
          from store s left join shop_order o on o.store_id = s.id and ${bucketWhere('pickupsToday', date)}
         group by s.id, s.name_en, s.name_zh, s.sort, s.pickup
        having s.pickup = 'Y' or count(o.id) > 0
         order by s.sort, s.id`);
      return {
        date,
        counts: counts!,
        pickupsToday: stores.map((s) => ({ storeId: s.id, storeName: locale === 'zh_CN' ? s.name_zh : s.name_en, open: s.open, ready: s.ready })),
      };
    },

    /** Newest first, with the total for paging. */
    async search(input: DeskSearch, locale: Locale): Promise<{ rows: DeskOrderRow[]; total: number }> {
      const where: SQL[] = [sql`true`];
      if (input.q) {
        const q = input.q.trim();
        const like = likeOf(q);
        // Phones are stored as digits: "138 1234 5678" or "+86 138…" finds them too.
        const digits = q.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
        const phone = /^\d{3,}$/.test(digits) ? likeOf(digits) : null;
        where.push(sql`(o.transaction_id ilike ${like} or m.email ilike ${like} or m.member_code = ${q}${
          phone ? sql` or o.mobile like ${phone} or o.pickup_mobile like ${phone} or m.phone like ${phone}` : sql``})`);
      }
      if (input.status) where.push(sql`o.status = ${input.status}`);
      if (input.bucket) where.push(bucketWhere(input.bucket, today()));
      if (input.storeId !== undefined) where.push(sql`o.store_id = ${input.storeId}`);
      const rows = await queryRows<ListRow>(db, sql`
        select o.transaction_id, o.order_type, o.status, o.delivery_option, o.total_fen, o.stars_cost_tenths, o.created_at, o.paid_at,
               o.recipient, o.pickup_name, o.mobile, o.pickup_mobile, m.email, m.cancelled_at is not null as cancelled, o.city,
               o.store_name_en, o.store_name_zh, o.promised_date::text as promised_date, o.logistics_company, o.shipment_no,
               ${courierBookedSql} as courier_booked, count(*) over ()::int as total
          from shop_order o left join member m on m.id = o.member_id
         where ${sql.join(where, sql` and `)}
         order by o.created_at desc, o.id desc limit ${input.limit} offset ${input.offset}`);
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.map((r) => {
          const status = parseOrderStatus(r.status);
          return {
            transactionId: r.transaction_id, orderType: r.order_type, status, statusLabel: ORDER_STATUS_LABELS[status][locale],
            deliveryOption: r.delivery_option, totalFen: r.total_fen, starsCostTenths: r.stars_cost_tenths,
            createdAt: iso(r.created_at), paidAt: isoOrNull(r.paid_at), recipient: r.recipient, pickupName: r.pickup_name,
            phone: r.delivery_option === 'pickup' ? r.pickup_mobile : r.mobile, email: liveEmail(r.email, r.cancelled), city: r.city,
            store: locale === 'zh_CN' ? r.store_name_zh : r.store_name_en, promisedDate: r.promised_date,
            logisticsCompany: r.logistics_company, shipmentNo: r.shipment_no, courierBooked: r.courier_booked,
          };
        }),
      };
    },

    /** The order for `roles`, in `locale`; null when there is none. */
    async detail(transactionId: string, roles: readonly string[], locale: Locale): Promise<DeskOrderDetail | null> {
      const [order] = await queryRows<{ id: number; member_id: number | null; store_id: number | null; stars_cost_tenths: number; courier_booked: boolean }>(db, sql`
        select o.id, o.member_id, o.store_id, o.stars_cost_tenths, ${courierBookedSql} as courier_booked
          from shop_order o where o.transaction_id = ${transactionId}`);
      // Orders always keep their member (a cancelled account stays, anonymised); the member's
      // view of the order is the one detail of it the shop keeps (modules/orders/service.ts).
      if (!order || order.member_id === null) return null;
      const zh = locale === 'zh_CN';
      const [view, events, members, vouchers, shipments, stores] = await Promise.all([
        deps.orders.view(order.member_id, transactionId, locale),
        queryRows<{ from_status: string | null; to_status: string; actor: string; actor_ref: string | null; note: string | null; created_at: Date | string; staff_name: string | null }>(db, sql`
          select e.from_status, e.to_status, e.actor, e.actor_ref, e.note, e.created_at, u.name as staff_name
            from order_event e left join staff_user u on e.actor_ref = 'staff:' || u.username
           where e.order_id = ${order.id} order by e.created_at, e.id`),
        queryRows<{ member_code: string; email: string | null; phone: string | null; nickname: string | null; level: number; cancelled: boolean }>(db, sql`
          select member_code, email, phone, nickname, level, cancelled_at is not null as cancelled from member where id = ${order.member_id}`),
        queryRows<{ title_en: string | null; title_zh: string | null; kind: string; amount_fen: number }>(db, sql`
          select v.title_en, v.title_zh, ov.kind, ov.amount_fen
            from order_voucher ov left join voucher v on v.id = ov.voucher_id where ov.order_id = ${order.id} order by ov.voucher_id`),
        queryRows<{ courier: string; logistics_company: string; shipment_no: string; status: string; created_at: Date | string }>(db, sql`
          select courier, logistics_company, shipment_no, status, created_at from shipment where order_id = ${order.id} order by id`),
        order.store_id === null ? Promise.resolve([])
          : queryRows<{ opens: string; closes: string }>(db, sql`select opens, closes from store where id = ${order.store_id}`),
      ]);
      if (!view) return null;
      const member = members[0];
      const status = view.status;
      return {
        transactionId, orderType: view.orderType, status, statusLabel: view.statusLabel, deliveryOption: view.deliveryOption,
        createdAt: view.createdAt, promisedDate: view.promisedDate, comment: view.comment, remarks: view.remarks,
        products: view.products.map((p) => ({
          skuId: p['sku.skuId'], itemId: p.itemId, name: p.name, spec: p.spec, unitPriceFen: p.unitPriceFen, quantity: p.quantity, lineTotalFen: p.lineTotalFen,
        })),
        gifts: view.gifts.map((g) => ({ giftId: g['rw.itemId'], name: g.name, starsTenths: g.starsTenths, quantity: g.quantity, lineStarsTenths: g.lineStarsTenths })),
        totals: {
          subtotalFen: view.subtotalFen, discountFen: view.discountFen, shippingFen: view.shippingFen, cashVoucherFen: view.cashVoucherFen,
          totalFen: view.grandTotalFen, starsCostTenths: order.stars_cost_tenths, pendingStarsTenths: view.pendingStarsTenths, starsReceivedTenths: view.starsReceivedTenths,
        },
        vouchers: vouchers.map((v) => ({ title: (zh ? v.title_zh : v.title_en) ?? v.kind, kind: v.kind, amountFen: v.amount_fen })),
        customer: member ? {
          memberCode: member.member_code, email: liveEmail(member.email, member.cancelled), phone: member.phone, nickname: member.nickname,
          level: member.level, cancelled: member.cancelled,
        } : null,
        delivery: view.shippingAddress,
        pickup: view.pickup ? { ...view.pickup, opens: stores[0]?.opens ?? null, closes: stores[0]?.closes ?? null } : null,
        payment: {
          method: view.paymentMethod, methodLabel: view.paymentMethodLabel, status: view.paymentStatus, statusLabel: view.paymentStatusLabel,
          paidAt: view.paidAt, refund: view.refund,
        },
        logisticsCompany: view.logisticsCompany, shipmentNo: view.shipmentNo,
        shipments: shipments.map((s) => {
          const courierStatus = isCourierStatus(s.status) ? s.status : 'Dispatching';
          return {
            logisticsCompany: logisticsCompanyLabel(s.logistics_company, locale), shipmentNo: s.shipment_no, status: courierStatus,
            statusLabel: courierStatusLabel(courierStatus, locale), tracked: s.courier !== WAYBILL_COURIER, createdAt: iso(s.created_at),
          };
        }),
        courierBooked: order.courier_booked,
        events: events.map((e) => {
          const to = parseOrderStatus(e.to_status);
          return {
            from: e.from_status === null ? null : parseOrderStatus(e.from_status), to, toLabel: ORDER_STATUS_LABELS[to][locale],
            actor: e.actor, actorRef: e.actor_ref, staffName: e.staff_name, note: e.note, at: iso(e.created_at),
          };
        }),
        messages: view.messages.map((m) => ({
          author: m.author, authorName: m.author === 'customer' ? (member?.nickname ?? null) : m.authorName, content: m.content, at: m.createdAt,
        })),
        actions: allowedStaffActions({ status, orderType: view.orderType, deliveryOption: view.deliveryOption, courierBooked: order.courier_booked }, roles),
      };
    },
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
