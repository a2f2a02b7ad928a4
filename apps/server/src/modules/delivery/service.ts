// Delivery of an order by courier (docs/decisions/0015): booking the courier for a packed
// delivery order, taking the courier's status reports, and the member's views of them
// (ViewDelivery.List, ViewShanSong). The order's status changes only through the order
// lifecycle: a pickup report makes it Shipped, a delivery report OrderReceived. Reports
// may come twice or out of order; each is stored once, and a late one never moves the
// order back (the lifecycle refuses, the route text is kept). A waybill the store got
// from another courier by hand is a shipment too (courier WAYBILL_COURIER), without
// route reports: the member's views show its company and number and say so.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '@eshop/db';
import type { CourierStatus, CourierView, DeliveryRecord } from '@eshop/domain/contract';
import { courierStatusLabel, isCourierStatus, logisticsCompanyLabel } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import type { OrderStatus } from '@eshop/domain/orders';
import { shanghaiDate } from '@eshop/domain/time';
import type { Courier, CourierEvent } from '../../integrations/courier/index.ts';
import type { ImageUrls } from '../media/urls.ts';

type TransitionCode = 'ORDER_NOT_FOUND' | 'ALREADY_IN_STATUS' | 'TRANSITION_NOT_ALLOWED' | 'ORDER_TYPE_NOT_ALLOWED' | 'DELIVERY_OPTION_NOT_ALLOWED' | 'ACTOR_NOT_ALLOWED';

/** The one method of the order lifecycle (modules/orders/lifecycle.ts) this module needs. */
export interface OrderTransitions {
  transition(input: {
    orderId?: number; transactionId?: string; to: OrderStatus;
    actor: 'provider' | 'customer' | 'staff' | 'system' | 'courier';
    actorRef?: string; note?: string; memberId?: number;
    shipment?: { logisticsCompany: string; shipmentNo: string };
  }, tx?: Executor): Promise<{ ok: true; from: OrderStatus; to: OrderStatus; orderId: number } | { ok: false; code: TransitionCode }>;
}

export type DispatchFailureCode = 'ORDER_NOT_FOUND' | 'NOT_A_DELIVERY_ORDER' | 'ORDER_NOT_PENDING_DELIVERY' | 'ALREADY_DISPATCHED' | 'NO_PICKUP_STORE';
export type DispatchResult = { ok: true; shipmentId: number; shipmentNo: string } | { ok: false; code: DispatchFailureCode };
export type WaybillResult =
  | { ok: true; shipmentId: number; to: OrderStatus }
  | { ok: false; code: 'ALREADY_DISPATCHED' | 'SHIPMENT_NO_TAKEN' | TransitionCode };

/**
 * The `courier` of a shipment recorded from a waybill (staff `ship` with `shipmentNo`): no
 * adapter books it or reports on it, so it has no route and takes no callbacks.
 */
export const WAYBILL_COURIER = 'waybill';

export type CourierEventResult =
  | { ok: true; duplicate: boolean; shipmentStatus: CourierStatus; order: { to: OrderStatus } | { ignored: TransitionCode } | null }
  | { ok: false; code: 'SHIPMENT_NOT_FOUND' };

export type ViewResult<T> = { ok: true; data: T } | { ok: false; code: 'ORDER_NOT_FOUND' };

/**
 * A report of the courier → the order statuses it leads to, in turn. A delivery report
 * also records the pickup when that report was lost (the order is still PendingDelivery).
 */
const ORDER_STEPS: Partial<Record<CourierStatus, readonly OrderStatus[]>> = { Transit: ['Shipped'], Completed: ['Shipped', 'OrderReceived'] };
/** Transition refusals that mean "already there or past it": the report is late, not wrong. */
const LATE: readonly TransitionCode[] = ['ALREADY_IN_STATUS', 'TRANSITION_NOT_ALLOWED'];

/** Order statuses after the customer has the parcel: an untracked (waybill) shipment shows as Completed. */
const RECEIVED: readonly string[] = ['OrderReceived', 'Completed'];

interface OrderRow extends Record<string, unknown> {
  id: number; transaction_id: string; status: string; delivery_option: string; member_id: number | null;
  recipient: string | null; province: string | null; city: string | null; district: string | null;
  street: string | null; unit: string | null; mobile: string | null; comment: string; promised_date: string | null;
}
interface ShipmentRow extends Record<string, unknown> {
  id: number; order_id: number; courier: string; logistics_company: string; shipment_no: string; status: string;
  remarks: string | null; courier_name: string | null; courier_phone: string | null; created_at: Date | string; delivered_at: Date | string | null;
}
interface EventRow extends Record<string, unknown> {
  shipment_id: number; status: string; description_en: string; description_zh: string; location: string | null; occurred_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function createDeliveryService(deps: {
  db: Database;
  courier: Courier;
  orders: OrderTransitions;
  images: ImageUrls;
  /** Where this shop takes the courier's status callbacks (courierCallbackUrl). */
  callbackUrl: string;
}) {
  const { db, courier } = deps;

  async function dispatchIn(tx: Executor, orderId: number): Promise<DispatchResult> {
    const [order] = await queryRows<OrderRow>(tx, sql`
      select id, transaction_id, status, delivery_option, member_id, recipient, province, city, district, street, unit, mobile, comment, promised_date::text as promised_date
        from shop_order where id = ${orderId} for update`);
    if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
    if (order.delivery_option !== 'delivery') return { ok: false, code: 'NOT_A_DELIVERY_ORDER' };
    if (order.status !== 'PendingDelivery') return { ok: false, code: 'ORDER_NOT_PENDING_DELIVERY' };
    // A cancelled booking does not count: the order may be booked again.
    const [existing] = await queryRows<{ id: number }>(tx, sql`select id from shipment where order_id = ${orderId} and status <> 'Cancelled'`);
    if (existing) return { ok: false, code: 'ALREADY_DISPATCHED' };
    // The courier collects at the first store (by the shop's own order); stores hold the cold stock.
    const [store] = await queryRows<{ name_zh: string; address_zh: string; phone: string; latitude: number; longitude: number }>(tx, sql`
      select name_zh, address_zh, phone, latitude, longitude from store order by sort, id limit 1`);
    if (!store) return { ok: false, code: 'NO_PICKUP_STORE' };
    const lines = await queryRows<{ name_zh: string; spec_zh: string; quantity: number }>(tx, sql`
      select name_zh, spec_zh, quantity from order_line where order_id = ${orderId} order by id`);

    const booked = await courier.book({
      orderRef: order.transaction_id,
      sender: { name: store.name_zh, phone: store.phone, address: store.address_zh, lat: store.latitude, lng: store.longitude },
      receiver: {
        name: order.recipient ?? '', mobile: order.mobile ?? '', province: order.province ?? '', city: order.city ?? '',
        district: order.district ?? '', address: [order.street, order.unit].filter(Boolean).join(' '),
      },
      items: lines.map((l) => ({ name: `${l.name_zh} ${l.spec_zh}`.trim(), quantity: l.quantity })),
      callbackUrl: deps.callbackUrl,
    });
    try {
      const [row] = await queryRows<{ id: number }>(tx, sql`
        insert into shipment (order_id, courier, logistics_company, shipment_no, status)
        values (${orderId}, ${courier.name}, ${courier.logisticsCompany.en_US}, ${booked.shipmentNo}, 'Dispatching')
        returning id`);
      return { ok: true, shipmentId: row!.id, shipmentNo: booked.shipmentNo };
    } catch (err) {
      // Not recorded: the courier must not come for a parcel the shop does not know it booked.
      await courier.cancel(booked.shipmentNo, 'not recorded by the shop').catch(() => {});
      throw err;
    }
  }

  async function waybillIn(tx: Executor, orderId: number, input: { logisticsCompany: string; shipmentNo: string; actorRef: string }): Promise<WaybillResult> {
    const [order] = await queryRows<{ id: number }>(tx, sql`select id from shop_order where id = ${orderId} for update`);
    if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
    // A live courier booking (0015) would deliver it twice: cancel it at the courier first.
    const [live] = await queryRows<{ id: number }>(tx, sql`select id from shipment where order_id = ${orderId} and status <> 'Cancelled'`);
    if (live) return { ok: false, code: 'ALREADY_DISPATCHED' };
    const [taken] = await queryRows<{ id: number }>(tx, sql`select id from shipment where courier = ${WAYBILL_COURIER} and shipment_no = ${input.shipmentNo}`);
    if (taken) return { ok: false, code: 'SHIPMENT_NO_TAKEN' };
    const moved = await deps.orders.transition({
      orderId, to: 'Shipped', actor: 'courier', actorRef: input.actorRef,
      shipment: { logisticsCompany: input.logisticsCompany, shipmentNo: input.shipmentNo },
    }, tx);
    if (!moved.ok) return moved;
    // The courier has collected it: in transit until the customer confirms receipt.
    const [row] = await queryRows<{ id: number }>(tx, sql`
      insert into shipment (order_id, courier, logistics_company, shipment_no, status)
      values (${orderId}, ${WAYBILL_COURIER}, ${input.logisticsCompany}, ${input.shipmentNo}, 'Transit')
      returning id`);
    return { ok: true, shipmentId: row!.id, to: moved.to };
  }

  async function applyIn(tx: Executor, courierName: string, event: CourierEvent): Promise<CourierEventResult> {
    const [ship] = await queryRows<ShipmentRow & { transaction_id: string }>(tx, sql`
      select s.id, s.order_id, s.logistics_company, s.shipment_no, s.status, s.remarks, o.transaction_id
        from shipment s join shop_order o on o.id = s.order_id
       where s.courier = ${courierName} and s.shipment_no = ${event.shipmentNo}
       for update of s`);
    if (!ship || ship.transaction_id !== event.orderRef) return { ok: false, code: 'SHIPMENT_NOT_FOUND' };
    const inserted = await queryRows<{ id: number }>(tx, sql`
      insert into shipment_event (shipment_id, status, description_en, description_zh, location, occurred_at, external_id)
      values (${ship.id}, ${event.status}, ${event.description.en_US}, ${event.description.zh_CN}, ${event.location}, ${event.occurredAt.toISOString()}, ${event.eventId})
      on conflict (shipment_id, external_id) do nothing
      returning id`);
    if (inserted.length === 0) return { ok: true, duplicate: true, shipmentStatus: ship.status as CourierStatus, order: null };

    // The shipment shows its newest report: a late one changes nothing.
    const [latest] = await queryRows<{ status: CourierStatus }>(tx, sql`
      select status from shipment_event where shipment_id = ${ship.id} order by occurred_at desc, id desc limit 1`);
    await tx.execute(sql`
      update shipment set status = ${latest!.status},
             courier_name = coalesce(${event.courierName ?? null}, courier_name),
             courier_phone = coalesce(${event.courierPhone ?? null}, courier_phone),
             delivered_at = case when ${event.status} = 'Completed' then coalesce(delivered_at, ${event.occurredAt.toISOString()}::timestamptz) else delivered_at end
       where id = ${ship.id}`);

    const steps = ORDER_STEPS[event.status] ?? [];
    let order: { to: OrderStatus } | { ignored: TransitionCode } | null = null;
    for (const to of steps) {
      const moved = await deps.orders.transition({
        orderId: ship.order_id, to, actor: 'courier', actorRef: `${courierName}:${ship.shipment_no}`,
        shipment: { logisticsCompany: ship.logistics_company, shipmentNo: ship.shipment_no },
      }, tx);
      if (moved.ok) order = { to: moved.to };
      // A late report (the customer confirmed receipt first, a resend after delivery): keep the route, leave the order.
      else if (LATE.includes(moved.code)) order = order && 'to' in order ? order : { ignored: moved.code };
      else throw new Error(`courier event ${event.eventId}: order ${ship.order_id} refused ${to}: ${moved.code}`);
    }
    return { ok: true, duplicate: false, shipmentStatus: latest!.status, order };
  }

  /** The member's own order, or nothing (another member's order is not revealed). */
  async function ownOrder(memberId: number, transactionId: string) {
    const [order] = await queryRows<OrderRow>(db, sql`
      select id, transaction_id, status, delivery_option, member_id, comment, promised_date::text as promised_date
        from shop_order where transaction_id = ${transactionId} and member_id = ${memberId}`);
    return order ?? null;
  }

  async function shipmentsOf(orderId: number) {
    const ships = await queryRows<ShipmentRow>(db, sql`
      select id, order_id, courier, logistics_company, shipment_no, status, remarks, courier_name, courier_phone, created_at, delivered_at
        from shipment where order_id = ${orderId} order by id`);
    const events = ships.length === 0 ? [] : await queryRows<EventRow>(db, sql`
      select shipment_id, status, description_en, description_zh, location, occurred_at
        from shipment_event where shipment_id in (${sql.join(ships.map((s) => sql`${s.id}`), sql`, `)})
       order by occurred_at desc, id desc`);
    return { ships, events };
  }

  /** The shipment's courier status; a waybill's (no reports) follows the order: Completed once received. */
  const statusOf = (s: ShipmentRow, order: OrderRow): CourierStatus => {
    if (s.courier === WAYBILL_COURIER && RECEIVED.includes(order.status)) return 'Completed';
    return isCourierStatus(s.status) ? s.status : 'Dispatching';
  };

  const route = (e: EventRow, locale: Locale): DeliveryRecord['routes'][number] => ({
    at: iso(e.occurred_at),
    status: (isCourierStatus(e.status) ? e.status : 'Dispatching'),
    description: locale === 'zh_CN' ? e.description_zh : e.description_en,
    location: e.location,
  });

  return {
    /**
     * Books the courier for a delivery order in PendingDelivery (staff, once the order is
     * packed): the courier collects at the first store and brings the parcel to the
     * order's address. The order stays PendingDelivery until the courier picks it up.
     * Rejects with CourierError when the courier refuses (nothing is recorded then).
     */
    dispatch(orderId: number, tx?: Executor): Promise<DispatchResult> {
      return tx ? dispatchIn(tx, orderId) : db.transaction((t) => dispatchIn(t, orderId));
    },

    /**
     * Staff `ship` with a waybill: the store handed a packed delivery order (PendingDelivery)
     * to a courier it arranged itself. The order becomes Shipped with the company and number,
     * and a shipment without route reports is recorded, so the member's delivery views show it.
     */
    recordWaybill(orderId: number, input: { logisticsCompany: string; shipmentNo: string; actorRef: string }): Promise<WaybillResult> {
      return db.transaction((t) => waybillIn(t, orderId, input));
    },

    /** A verified status report of the courier named `courierName` (the shipment's courier). */
    applyCourierEvent(courierName: string, event: CourierEvent): Promise<CourierEventResult> {
      return db.transaction((t) => applyIn(t, courierName, event));
    },

    /** ViewDelivery.List: the order's shipments with their products and route, newest report first. */
    async viewDeliveries(memberId: number, transactionId: string, locale: Locale): Promise<ViewResult<DeliveryRecord[]>> {
      const order = await ownOrder(memberId, transactionId);
      if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
      const { ships, events } = await shipmentsOf(order.id);
      if (ships.length === 0) return { ok: true, data: [] };
      const lines = await queryRows<{ name_en: string; name_zh: string; spec_en: string; spec_zh: string; image_id: string | null; quantity: number }>(db, sql`
        select name_en, name_zh, spec_en, spec_zh, image_id, quantity from order_line where order_id = ${order.id} order by id`);
      const products = lines.map((l) => ({
        image: deps.images.thumbnail(l.image_id, false),
        name: locale === 'zh_CN' ? l.name_zh : l.name_en,
        spec: locale === 'zh_CN' ? l.spec_zh : l.spec_en,
        quantity: l.quantity,
      }));
      return {
        ok: true,
        data: ships.map((s) => {
          const status = statusOf(s, order);
          return {
            transactionId: order.transaction_id,
            products,
            deliveryDate: s.delivered_at ? shanghaiDate(iso(s.delivered_at)) : order.promised_date,
            logisticsCompany: logisticsCompanyLabel(s.logistics_company, locale),
            shipmentNo: s.shipment_no,
            status,
            statusLabel: courierStatusLabel(status, locale),
            remarks: order.comment || null,
            tracked: s.courier !== WAYBILL_COURIER,
            routes: events.filter((e) => e.shipment_id === s.id).map((e) => route(e, locale)),
          };
        }),
      };
    },

    /** ViewShanSong: where the courier is with the order now; data null before it is dispatched. */
    async viewShanSong(memberId: number, transactionId: string, locale: Locale): Promise<ViewResult<CourierView | null>> {
      const order = await ownOrder(memberId, transactionId);
      if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
      const { ships, events } = await shipmentsOf(order.id);
      const s = ships.at(-1);
      if (!s) return { ok: true, data: null };
      const latest = events.find((e) => e.shipment_id === s.id);
      const status = statusOf(s, order);
      return {
        ok: true,
        data: {
          transactionId: order.transaction_id,
          logisticsCompany: logisticsCompanyLabel(s.logistics_company, locale),
          shipmentNo: s.shipment_no,
          status,
          statusLabel: courierStatusLabel(status, locale),
          courierName: s.courier_name,
          courierPhone: s.courier_phone,
          latest: latest ? route(latest, locale) : null,
        },
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
