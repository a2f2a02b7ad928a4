// Orders (spec sections 3-4; decisions.md "Orders"; docs/decisions/0012). An order keeps
// a snapshot of everything it was sold with (lines, prices, address, store), so nothing
// it shows changes when the catalogue does. SKU and store ids are kept without foreign
// keys on purpose: the demo reseed truncates the catalogue with CASCADE, which must
// never take orders (accounting records) with it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.ts';
import { member } from './accounts.ts';

/** Numbers the orders of a day: transactionId = type + yyMMdd (Shanghai) + this, 6 digits. */
export const orderNumberSeq = pgSequence('shop_order_number_seq', { startWith: 100001 });

export const shopOrder = pgTable(
  'shop_order',
  {
    id: idColumn(),
    /** oh.transactionId, e.g. WO261122100001: what customers and staff quote. */
    transactionId: text('transaction_id').notNull(),
    /** WO (paid with money) | WP (star shop, paid with stars). */
    orderType: text('order_type').$type<'WO' | 'WP'>().notNull(),
    /** Null once the member's account is cancelled (the order stays, anonymised). */
    memberId: integer('member_id').references(() => member.id, { onDelete: 'set null' }),
    /** oh.requestId: the client's idempotency key, unique per member. */
    requestId: text('request_id').notNull(),
    /**
     * sha256 of the normalised CreateOrder input the key was first used with
     * (docs/decisions/0024-buy-now.md): the same key with another body is refused.
     * Null for orders made before it was kept.
     */
    requestHash: text('request_hash'),
    status: text('status').notNull(),
    deliveryOption: text('delivery_option').$type<'delivery' | 'pickup'>().notNull(),
    // Delivery address snapshot (delivery orders).
    recipient: text('recipient'),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    street: text('street'),
    unit: text('unit'),
    mobile: text('mobile'),
    zip: text('zip'),
    // Pickup (pickup orders): the store (snapshot of its name, address and phone) and who collects.
    storeId: integer('store_id'),
    storeNameEn: text('store_name_en'),
    storeNameZh: text('store_name_zh'),
    storeAddressEn: text('store_address_en'),
    storeAddressZh: text('store_address_zh'),
    storePhone: text('store_phone'),
    pickupName: text('pickup_name'),
    pickupMobile: text('pickup_mobile'),
    comment: text('comment').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    /** The language and channel the order was placed in (mails, notices). */
    locale: text('locale').notNull(),
    channel: text('channel').notNull(),
    // Money, integer fen: total = goods - discount + shipping - cash vouchers.
    goodsFen: integer('goods_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    shippingFen: integer('shipping_fen').notNull().default(0),
    cashVoucherFen: integer('cash_voucher_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    /** Star-shop orders: the stars paid (tenths). */
    starsCostTenths: integer('stars_cost_tenths').notNull().default(0),
    /** Estimate shown at checkout (tenths); credited when received / completed. */
    pendingStarsTenths: integer('pending_stars_tenths').notNull().default(0),
    starsReceivedTenths: integer('stars_received_tenths').notNull().default(0),
    /** The member's level when ordering (shipping threshold and earning rate). */
    memberLevel: integer('member_level').notNull().default(1),
    /** Delivery promise (Shanghai date) or the pickup date. */
    promisedDate: date('promised_date', { mode: 'string' }),
    /** Unpaid orders are cancelled after this (30 minutes). */
    payBefore: timestamptz('pay_before'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** remarks: why it was cancelled (customer's remark or the system's reason). */
    remarks: text('remarks'),
    logisticsCompany: text('logistics_company'),
    shipmentNo: text('shipment_no'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_order_transaction_id_key').on(t.transactionId),
    uniqueIndex('shop_order_member_request_key').on(t.memberId, t.requestId),
    index('shop_order_member_idx').on(t.memberId, t.createdAt),
    index('shop_order_unpaid_idx').on(t.payBefore).where(sql`${t.status} = 'PendingPayment'`),
    check('shop_order_type_values', sql`${t.orderType} in ('WO', 'WP')`),
    check('shop_order_delivery_values', sql`${t.deliveryOption} in ('delivery', 'pickup')`),
    check(
      'shop_order_money_nonneg',
      sql`${t.goodsFen} >= 0 and ${t.discountFen} >= 0 and ${t.shippingFen} >= 0 and ${t.cashVoucherFen} >= 0 and ${t.totalFen} >= 0`,
    ),
    // Star-shop orders are paid with stars only (docs/decisions/0030-star-shop.md).
    check('shop_order_wp_stars_only', sql`${t.orderType} <> 'WP' or (${t.totalFen} = 0 and ${t.goodsFen} = 0 and ${t.starsCostTenths} > 0)`),
    check('shop_order_total_sum', sql`${t.totalFen} = ${t.goodsFen} - ${t.discountFen} + ${t.shippingFen} - ${t.cashVoucherFen}`),
    check('shop_order_pickup_fields', sql`${t.deliveryOption} <> 'pickup' or (${t.storeId} is not null and ${t.pickupName} is not null and ${t.pickupMobile} is not null)`),
  ],
);

export const orderLine = pgTable(
  'order_line',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    itemId: integer('item_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    specEn: text('spec_en').notNull(),
    specZh: text('spec_zh').notNull(),
    imageId: text('image_id'),
    unitPriceFen: integer('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalFen: integer('line_total_fen').notNull(),
  },
  (t) => [
    index('order_line_order_idx').on(t.orderId),
    check('order_line_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('order_line_total', sql`${t.lineTotalFen} = ${t.unitPriceFen} * ${t.quantity} and ${t.unitPriceFen} >= 0`),
  ],
);

/** The vouchers an order used and what each took off (fen). */
export const orderVoucher = pgTable(
  'order_voucher',
  {
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id').notNull(),
    kind: text('kind').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [uniqueIndex('order_voucher_key').on(t.orderId, t.voucherId), check('order_voucher_amount_nonneg', sql`${t.amountFen} >= 0`)],
);

/** Messages on an order (AddMessageToOrder): from the customer or the shop's staff. */
export const orderMessage = pgTable(
  'order_message',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    author: text('author').$type<'customer' | 'staff'>().notNull(),
    /** Staff member's name (customer messages show the member's nickname at read time). */
    authorName: text('author_name'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_message_order_idx').on(t.orderId, t.createdAt), check('order_message_author_values', sql`${t.author} in ('customer', 'staff')`)],
);

/** Every status change, who made it and why (never edited). */
export const orderEvent = pgTable(
  'order_event',
  {
    id: idColumn(),
    orderId: integer('order_id').notNull().references(() => shopOrder.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    /** Staff username, payment id, ... */
    actorRef: text('actor_ref'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.createdAt)],
);

export type ShopOrderRow = typeof shopOrder.$inferSelect;
export type OrderLineRow = typeof orderLine.$inferSelect;
