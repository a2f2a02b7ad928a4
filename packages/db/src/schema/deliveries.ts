// Shipments of delivery orders (spec: delivery record, courier statuses; docs/decisions/0012):
// the courier's waybill and the route events it reports.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { shopOrder } from './orders.ts';

export const shipment = pgTable(
  'shipment',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    /** The courier adapter ('shansong', 'sandbox'). */
    courier: text('courier').notNull(),
    logisticsCompany: text('logistics_company').notNull(),
    /** The courier's order / waybill number (shipment number). */
    shipmentNo: text('shipment_no').notNull(),
    /** Dispatching | PendingPickup | Transit | Completed | Cancelled */
    status: text('status').notNull(),
    remarks: text('remarks'),
    /** The rider the courier sent, once it says (shown on the delivery page). */
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    // One live booking per order; a cancelled one stays with its route and the order may be booked again.
    uniqueIndex('shipment_order_live_key').on(t.orderId).where(sql`${t.status} <> 'Cancelled'`),
    index('shipment_order_idx').on(t.orderId),
    uniqueIndex('shipment_courier_no_key').on(t.courier, t.shipmentNo),
  ],
);

export const shipmentEvent = pgTable(
  'shipment_event',
  {
    id: idColumn(),
    shipmentId: integer('shipment_id').notNull().references(() => shipment.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    location: text('location'),
    occurredAt: timestamptz('occurred_at').notNull(),
    /** The courier's event id: a resent callback is stored once. */
    externalId: text('external_id').notNull(),
    receivedAt: createdAt('received_at'),
  },
  (t) => [index('shipment_event_shipment_idx').on(t.shipmentId, t.occurredAt), uniqueIndex('shipment_event_external_key').on(t.shipmentId, t.externalId)],
);
