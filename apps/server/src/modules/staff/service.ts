// Store staff and what they do to orders (decisions.md "Staff"; docs/decisions/0012):
// sign-in with a bearer token (only its sha256 is stored), roles, the order queue, and
// actions that go through the order lifecycle — the state machine refuses anything it
// does not allow, whoever asks. 'ship' books the courier (or records a waybill the
// store got from a courier by hand).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderMessage, queryRows, staffSession, staffUser, STAFF_ROLES, type Database, type Executor, type StaffRole } from '@eshop/db';
import { parseOrderStatus, type OrderStatus } from '@eshop/domain/orders';
import type { Passwords } from '../accounts/passwords.ts';
import type { SignInLimits, SignInRefusal } from '../accounts/sign-in-limits.ts';
import type { OrderLifecycle, TransitionFailureCode } from '../orders/lifecycle.ts';
import type { DeliveryService } from '../delivery/service.ts';
import { recordAudit, searchAudit, type AuditQuery } from './audit.ts';
import { ACTION_TARGET, mayDo, type StaffAction } from './roles.ts';

export const STAFF_SESSION_HOURS = 12;

export interface StaffMember {
  id: number;
  username: string;
  name: string;
  roles: StaffRole[];
}

export type StaffActionResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; code: 'STAFF_ROLE_MISSING' | 'ORDER_NOT_FOUND' | 'SHIPMENT_NO_TAKEN' }
  | { ok: false; code: 'COURIER_UNAVAILABLE'; detail: string }
  | { ok: false; code: 'ORDER_TRANSITION_REFUSED'; from: OrderStatus; reason: TransitionFailureCode | string };

export interface StaffActionInput {
  note?: string | undefined;
  logisticsCompany?: string | undefined;
  shipmentNo?: string | undefined;
  message?: string | undefined;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createStaffService(deps: { db: Database; passwords: Passwords; signInLimits: SignInLimits; lifecycle: OrderLifecycle; delivery: DeliveryService }) {
  const { db, passwords, lifecycle } = deps;

  async function statusOf(transactionId: string): Promise<{ id: number; status: OrderStatus; locale: string } | null> {
    const [o] = await queryRows<{ id: number; status: string; locale: string }>(db, sql`select id, status, locale from shop_order where transaction_id = ${transactionId}`);
    return o ? { id: o.id, status: parseOrderStatus(o.status), locale: o.locale } : null;
  }

  const service = {
    /** Creates (or resets the password and roles of) a staff account; ops and seed. */
    async upsert(input: { username: string; name: string; password: string; roles: StaffRole[] }): Promise<number> {
      const roles = input.roles.filter((r) => (STAFF_ROLES as readonly string[]).includes(r));
      if (roles.length === 0) throw new Error('a staff account needs at least one role');
      const hash = await passwords.hash(input.password);
      const [row] = await db.insert(staffUser).values({ username: input.username.toLowerCase(), name: input.name, passwordHash: hash, roles })
        .onConflictDoUpdate({ target: staffUser.username, set: { name: input.name, passwordHash: hash, roles, disabledAt: null } })
        .returning({ id: staffUser.id });
      return row!.id;
    },

    async count(): Promise<number> {
      const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from staff_user`);
      return r?.n ?? 0;
    },

    /**
     * A bearer token for the staff API. Checked under the same sign-in limits as members
     * (sign-in-limits.ts), per username and per address: from the 4th attempt in 15
     * minutes a solved captcha (the storefront's image, GET m/account/captcha.html), from
     * the 11th a refusal. LOGIN_FAILED = wrong username or password.
     */
    async login(
      input: { username: string; password: string; captcha?: string | undefined; captchaId?: string | undefined },
      ip: string,
    ): Promise<{ ok: true; token: string; staff: StaffMember } | { ok: false; code: SignInRefusal; captchaRequired?: boolean }> {
      const username = input.username.trim().toLowerCase();
      const guarded = await deps.signInLimits.guard({ account: `staff-login:account:${username}`, address: `staff-login:ip:${ip}` }, input, async () => {
        const [row] = await db.select().from(staffUser).where(sql`${staffUser.username} = ${username} and ${staffUser.disabledAt} is null`);
        return (await passwords.verify(input.password, row?.passwordHash ?? null)) && row ? row : null;
      });
      if (!guarded.ok) return guarded;
      const row = guarded.value;
      const token = randomBytes(32).toString('base64url');
      await db.insert(staffSession).values({ id: digest(token), staffId: row.id, expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000) });
      return { ok: true, token, staff: { id: row.id, username: row.username, name: row.name, roles: row.roles } };
    },

    /** Ends a session (sign-out); unknown tokens are ignored. */
    async end(token: string | undefined): Promise<void> {
      if (token) await db.delete(staffSession).where(sql`${staffSession.id} = ${digest(token)}`);
    },

    async resolve(token: string | undefined): Promise<StaffMember | null> {
      if (!token) return null;
      const [row] = await queryRows<{ id: number; username: string; name: string; roles: StaffRole[] }>(db, sql`
        select u.id, u.username, u.name, u.roles from staff_session s join staff_user u on u.id = s.staff_id
         where s.id = ${digest(token)} and s.expires_at > now() and u.disabled_at is null`);
      return row ?? null;
    },

    audit: (query: AuditQuery) => searchAudit(db, query),

    /**
     * Does `action` to the order as `staff`. 'ship' books the courier, which moves the
     * order to Shipped when it collects; with a waybill given (and its logistics company),
     * the store records a courier collection it arranged itself. The order desk (order-desk.ts)
     * offers only what the role and the order's status allow; this checks both again, under
     * the order's lock (a second confirm of the same order is refused, and not audited).
     */
    async act(staff: StaffMember, transactionId: string, action: StaffAction, input: StaffActionInput): Promise<StaffActionResult> {
      if (!mayDo(staff.roles, action)) return { ok: false, code: 'STAFF_ROLE_MISSING' };
      const order = await statusOf(transactionId);
      if (!order) return { ok: false, code: 'ORDER_NOT_FOUND' };
      const audit = (tx: Executor, status: OrderStatus) => recordAudit(tx, staff, {
        action: `order.${action}`, subjectType: 'order', subjectId: transactionId, before: { status: order.status }, after: { status, ...input },
      });
      return actOn(staff, order, action, input, audit);
    },
  };

  async function actOn(
    staff: StaffMember, order: { id: number; status: OrderStatus; locale: string }, action: StaffAction, input: StaffActionInput,
    audit: (tx: Executor, status: OrderStatus) => Promise<void>,
  ): Promise<StaffActionResult> {
    if (action === 'reply') {
      return db.transaction(async (tx) => {
        await tx.insert(orderMessage).values({ orderId: order.id, author: 'staff', authorName: staff.name, content: input.message ?? '' });
        await audit(tx, order.status);
        return { ok: true, status: order.status } as const;
      });
    }
    const ref = `staff:${staff.username}`;
    // The courier booking and the waybill own their transactions (delivery module; the
    // booking calls the courier): their entry follows the change that happened.
    if (action === 'ship' && !input.shipmentNo) {
      let booked;
      try {
        booked = await deps.delivery.dispatch(order.id);
      } catch (err) {
        // The courier refused or could not be reached: nothing was recorded; staff may retry.
        return { ok: false, code: 'COURIER_UNAVAILABLE', detail: err instanceof Error ? err.message : String(err) };
      }
      if (!booked.ok) return { ok: false, code: 'ORDER_TRANSITION_REFUSED', from: order.status, reason: booked.code };
      await audit(db, order.status);
      return { ok: true, status: order.status };
    }
    if (action === 'ship') {
      // A waybill of a courier the store arranged itself: Shipped, and a shipment the member can see (0015).
      const shipped = await deps.delivery.recordWaybill(order.id, { logisticsCompany: input.logisticsCompany ?? '', shipmentNo: input.shipmentNo!, actorRef: ref });
      if (shipped.ok) {
        await audit(db, shipped.to);
        return { ok: true, status: shipped.to };
      }
      if (shipped.code === 'ORDER_NOT_FOUND' || shipped.code === 'SHIPMENT_NO_TAKEN') return { ok: false, code: shipped.code };
      return { ok: false, code: 'ORDER_TRANSITION_REFUSED', from: order.status, reason: shipped.code };
    }
    // The status change and its audit entry land together or not at all.
    return db.transaction(async (tx): Promise<StaffActionResult> => {
      const r = await lifecycle.transition({
        orderId: order.id, to: ACTION_TARGET[action], actor: 'staff', actorRef: ref,
        // The member reads the remark: the default one is in the language they ordered in.
        ...(input.note ? { note: input.note } : action === 'cancel' ? { note: order.locale === 'zh_CN' ? `由${staff.name}取消` : `Cancelled by ${staff.name}` } : {}),
      }, tx);
      if (!r.ok) return { ok: false, code: r.code === 'ORDER_NOT_FOUND' ? 'ORDER_NOT_FOUND' : 'ORDER_TRANSITION_REFUSED', from: r.from ?? order.status, reason: r.code };
      await audit(tx, r.to);
      return { ok: true, status: r.to };
    });
  }

  return service;
}

export type StaffService = ReturnType<typeof createStaffService>;
