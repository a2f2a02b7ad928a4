// The one way an order changes status (decisions.md "Orders"; docs/decisions/0012). Every
// change locks the order row, asks the state machine (packages/domain/src/orders), writes
// the new status and an order_event, and applies the transition's effects in the same
// transaction: stock and vouchers come back on cancel, a refund is recorded when money
// was taken, stars are credited to the member's ledger on receipt (loyalty module). Calls to outside services (the refund at the
// provider, the mails) are jobs written in the same transaction (docs/decisions/0025).
import { sql, type SQL } from 'drizzle-orm';
import { queryRowsPlanned, type Database, type Executor } from '@eshop/db';
import {
  canTransition, parseOrderStatus, transitionEffects,
  type OrderActor, type OrderStatus, type OrderType, type TransitionErrorCode,
} from '@eshop/domain/orders';
import type { DeliveryOption } from '@eshop/domain/shipping';

export interface TransitionInput {
  orderId?: number;
  transactionId?: string;
  to: OrderStatus;
  actor: OrderActor;
  /** Who exactly: a staff username, a payment's out_trade_no, a courier's waybill. */
  actorRef?: string;
  /** Shown as the order's remarks when cancelling; kept in the event otherwise. */
  note?: string;
  /** Only this member's order (customer actions): another member's order is not found. */
  memberId?: number;
  /** recordShipment: the courier's company and waybill. */
  shipment?: { logisticsCompany: string; shipmentNo: string };
  /** The order as the caller already locked it in this transaction (`lockedOrderJson`), having checked whose it is: not locked again. */
  locked?: LockedOrder;
  /**
   * The caller's own writes that go with the move (data-modifying statements without
   * `returning`), run in the move's statement: one round trip, and only when the move is allowed.
   */
  alongside?: SQL[];
}

export type TransitionFailureCode = 'ORDER_NOT_FOUND' | TransitionErrorCode;

export type TransitionResult =
  | { ok: true; from: OrderStatus; to: OrderStatus; orderId: number; transactionId: string; refundRequested: boolean }
  | { ok: false; code: TransitionFailureCode; from?: OrderStatus };

/** What a transition reads of the order it locks. */
export interface LockedOrder extends Record<string, unknown> {
  id: number; transaction_id: string; status: string; order_type: OrderType; delivery_option: DeliveryOption;
  member_id: number | null; pending_stars_tenths: number; stars_cost_tenths: number;
}
const LOCKED_COLUMNS = ['id', 'transaction_id', 'status', 'order_type', 'delivery_option', 'member_id', 'pending_stars_tenths', 'stars_cost_tenths'] as const;

/**
 * The `LockedOrder` of the order row `alias`, as one json value: for a caller that locks the
 * order together with its own row in one statement (`for update` on a join) and passes it
 * to the transition as `locked`.
 */
export const lockedOrderJson = (alias: string): SQL =>
  sql.raw(`json_build_object(${LOCKED_COLUMNS.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`);

/** Hooks of other modules, run inside the transition's transaction. */
export interface LifecycleHooks {
  /** Gives back the vouchers the order used (vouchers module). */
  releaseVouchers?: (tx: Executor, orderId: number) => Promise<void>;
  /** Records a refund of what was paid for the order; true when there was a payment to refund (payments module). */
  requestRefund?: (tx: Executor, orderId: number, reason: string) => Promise<boolean>;
  /** Credits the order's stars to the member's ledger, once (loyalty module). */
  creditStars?: (tx: Executor, order: { orderId: number; memberId: number | null; transactionId: string; tenths: number }) => Promise<unknown>;
  /** Gives back the stars a star-shop order took, once (loyalty module). */
  returnStars?: (tx: Executor, order: { orderId: number; memberId: number | null; transactionId: string; tenths: number }) => Promise<unknown>;
  /** Announces the change as a job of the same transaction (the outbox: mails, later stars and messages). */
  announce?: (tx: Executor, change: { orderId: number; transactionId: string; from: OrderStatus; to: OrderStatus }) => Promise<void>;
}

/** Locks the order (by id or transactionId, optionally only the member's). */
export async function lockOrder(tx: Executor, key: { orderId?: number; transactionId?: string; memberId?: number }): Promise<LockedOrder | null> {
  const where = key.orderId !== undefined ? sql`id = ${key.orderId}` : sql`transaction_id = ${key.transactionId ?? ''}`;
  const owner = key.memberId !== undefined ? sql` and member_id = ${key.memberId}` : sql``;
  const [row] = await queryRowsPlanned<LockedOrder>(tx, sql`
    select ${sql.raw(LOCKED_COLUMNS.join(', '))} from shop_order where ${where}${owner} for update`);
  return row ?? null;
}

/** Puts the order's reserved units back on the shelf: SKUs of a shop order, gifts of a star-shop order. */
export async function releaseStock(tx: Executor, orderId: number, orderType: OrderType = 'WO'): Promise<void> {
  if (orderType === 'WP') {
    await tx.execute(sql`
      update gift set stock = gift.stock + l.quantity, updated_at = now()
        from (select gift_id, sum(quantity)::int as quantity from order_gift_line where order_id = ${orderId} group by gift_id) l
       where gift.id = l.gift_id`);
    return;
  }
  await tx.execute(sql`
    update sku set stock = sku.stock + l.quantity
      from (select sku_id, sum(quantity)::int as quantity from order_line where order_id = ${orderId} group by sku_id) l
     where sku.id = l.sku_id`);
}

export function createOrderLifecycle(deps: { db: Database; hooks?: LifecycleHooks }) {
  const hooks: LifecycleHooks = deps.hooks ?? {};

  async function run(tx: Executor, input: TransitionInput): Promise<TransitionResult> {
    const order = input.locked ?? await lockOrder(tx, input);
    if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
    const from = parseOrderStatus(order.status);
    const check = canTransition({
      from, to: input.to, actor: input.actor, orderType: order.order_type, deliveryOption: order.delivery_option,
    });
    if (!check.ok) return { ok: false, code: check.code, from };

    const effects = transitionEffects({ from, to: input.to, orderType: order.order_type });
    const cancelling = input.to === 'Cancelled';
    const shipment = effects.includes('recordShipment') ? input.shipment : undefined;
    // The new status, its event and the caller's writes in one statement (one round trip, not three).
    const alongside = (input.alongside ?? []).map((write, i) => sql`, alongside_${sql.raw(String(i))} as (${write})`);
    await queryRowsPlanned(tx, sql`
      with moved as (
        update shop_order set status = ${input.to}, updated_at = now()
          ${input.to === 'Paid' ? sql`, paid_at = now()` : sql``}
          ${cancelling ? sql`, cancelled_at = now(), remarks = ${input.note ?? null}` : sql``}
          ${shipment ? sql`, logistics_company = ${shipment.logisticsCompany}, shipment_no = ${shipment.shipmentNo}` : sql``}
          ${effects.includes('creditStars') ? sql`, stars_received_tenths = pending_stars_tenths` : sql``}
         where id = ${order.id} returning id)${sql.join(alongside)}
      insert into order_event (order_id, from_status, to_status, actor, actor_ref, note)
      select id, ${from}::text, ${input.to}::text, ${input.actor}::text, ${input.actorRef ?? null}::text, ${input.note ?? null}::text from moved`);

    let refundRequested = false;
    if (effects.includes('releaseStock')) {
      await releaseStock(tx, order.id, order.order_type);
      await hooks.releaseVouchers?.(tx, order.id);
    }
    if (effects.includes('returnStars')) {
      await hooks.returnStars?.(tx, { orderId: order.id, memberId: order.member_id, transactionId: order.transaction_id, tenths: order.stars_cost_tenths });
    }
    if (effects.includes('creditStars')) {
      await hooks.creditStars?.(tx, { orderId: order.id, memberId: order.member_id, transactionId: order.transaction_id, tenths: order.pending_stars_tenths });
    }
    if (effects.includes('refundPayment') && hooks.requestRefund) {
      refundRequested = await hooks.requestRefund(tx, order.id, input.note ?? 'Order cancelled');
    }
    await hooks.announce?.(tx, { orderId: order.id, transactionId: order.transaction_id, from, to: input.to });
    return { ok: true, from, to: input.to, orderId: order.id, transactionId: order.transaction_id, refundRequested };
  }

  return {
    /**
     * Moves an order to `to` if the state machine allows it for this actor; with `tx`
     * inside the caller's transaction, else in its own.
     */
    transition(input: TransitionInput, tx?: Executor): Promise<TransitionResult> {
      return tx ? run(tx, input) : deps.db.transaction((t) => run(t, input));
    },
    /** Sets hooks once the other modules exist (they depend on the lifecycle too). */
    use(more: LifecycleHooks): void {
      Object.assign(hooks, more);
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
