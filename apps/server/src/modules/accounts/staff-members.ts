// Members as customer service looks them up (issue 16, back-office "service"): a search by
// card code, mobile number, e-mail or name, and a member's page — the profile from the
// member table (this module's), the web orders, store orders, star ledger and vouchers
// from the services that own them. Read only: a star adjustment goes through the loyalty
// service (POST staff/members/:memberCode/stars).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { getLevel, isLevelId } from '@eshop/domain/loyalty';
import type { Locale } from '@eshop/domain/i18n';
import type { StaffMemberPage, StaffMemberSummary } from '@eshop/domain/contract';
import type { OrderService } from '../orders/service.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import type { VoucherService } from '../vouchers/service.ts';

interface MemberRow extends Record<string, unknown> {
  id: number; member_code: string; nickname: string | null; first_name: string | null; last_name: string | null;
  email: string | null; phone: string | null; phone_verified: boolean; level: number; stars_tenths: number;
  birthday: string | null; created_at: Date | string;
}

/** Where each list of the member's page starts; `pageSize` rows each. */
export interface MemberPageWindow {
  pageSize: number;
  ordersOffset: number;
  storeOrdersOffset: number;
  starsOffset: number;
}

const COLUMNS = sql`id, member_code, nickname, first_name, last_name, email, phone, phone_verified, level, stars_tenths, birthday::text as birthday, created_at`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function summaryOf(m: MemberRow, locale: Locale): StaffMemberSummary {
  const fullName = [m.first_name, m.last_name].filter(Boolean).join(' ') || null;
  return {
    memberCode: m.member_code, name: m.nickname || fullName || m.email || m.phone || m.member_code,
    nickname: m.nickname, fullName, email: m.email, phone: m.phone, phoneVerified: m.phone_verified,
    level: m.level, levelName: getLevel(isLevelId(m.level) ? m.level : 1).name[locale], starsTenths: m.stars_tenths,
    birthday: m.birthday, registeredAt: new Date(m.created_at).toISOString(),
  };
}

export function createStaffMembers(deps: {
  db: Database;
  orders: Pick<OrderService, 'list'>;
  loyalty: Pick<LoyaltyService, 'storeOrders' | 'history'>;
  vouchers: Pick<VoucherService, 'list'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    /**
     * Members (not cancelled) whose card code or mobile number holds the digits typed (4 or
     * more; spaces, dashes and a +86 ignored), or whose e-mail, nickname or name holds the
     * text; exact matches first, then the newest. Empty: the newest members.
     */
    async search(q: string, locale: Locale, page: { limit: number | null; offset: number }): Promise<{ members: StaffMemberSummary[]; total: number }> {
      const text = q.trim();
      const digits = text.replace(/[\s-]/g, '').replace(/^\+86/, '');
      const conditions = [];
      let exact = sql``;
      if (text) {
        const like = likeOf(text);
        conditions.push(sql`email ilike ${like}`, sql`nickname ilike ${like}`, sql`concat_ws(' ', first_name, last_name) ilike ${like}`);
        exact = sql`(email = ${text.toLowerCase()} or nickname = ${text}) is true desc,`;
        if (/^\d{4,}$/.test(digits)) {
          conditions.push(sql`member_code like ${`${digits}%`}`, sql`phone like ${likeOf(digits)}`);
          exact = sql`(email = ${text.toLowerCase()} or nickname = ${text} or member_code = ${digits} or phone = ${digits}) is true desc,`;
        }
      }
      const where = sql`cancelled_at is null${conditions.length ? sql` and (${sql.join(conditions, sql` or `)})` : sql``}`;
      const [rows, count] = await Promise.all([
        queryRows<MemberRow>(db, sql`
          select ${COLUMNS} from member where ${where}
           order by ${exact} created_at desc, id desc ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from member where ${where}`),
      ]);
      return { members: rows.map((m) => summaryOf(m, locale)), total: count[0]?.n ?? 0 };
    },

    /** A member's page by card code; null for an unknown or cancelled member. */
    async page(memberCode: string, locale: Locale, window: MemberPageWindow): Promise<StaffMemberPage | null> {
      const [m] = await queryRows<MemberRow>(db, sql`select ${COLUMNS} from member where member_code = ${memberCode} and cancelled_at is null`);
      if (!m) return null;
      const now = clock();
      const at = (offset: number) => ({ limit: window.pageSize, offset });
      const [orders, storeOrders, stars, vouchers] = await Promise.all([
        deps.orders.list(m.id, locale, at(window.ordersOffset)),
        deps.loyalty.storeOrders(m.id, locale, at(window.storeOrdersOffset)),
        deps.loyalty.history(m.id, locale, 'all', at(window.starsOffset)),
        deps.vouchers.list(m.id, locale, { now, state: 'all' }),
      ]);
      return {
        ...summaryOf(m, locale),
        orders: {
          rows: orders.orders.map((o) => ({
            transactionId: o.transactionId, orderType: o.orderType, status: o.status, statusLabel: o.statusLabel, createdAt: o.createdAt,
            totalFen: o.totalFen, starsCostTenths: o.starsCostTenths, deliveryOption: o.deliveryOption, quantity: o.quantity,
          })),
          total: orders.total,
        },
        storeOrders: { rows: storeOrders.orders, total: storeOrders.total },
        stars: { rows: stars.entries, total: stars.total },
        vouchers: vouchers.map((v) => ({
          'v.voucherId': v['v.voucherId'], kind: v.kind, title: v.title, validFrom: v.validFrom, validUntil: v.validUntil,
          usedAt: v.usedAt, usedTransactionId: v.usedTransactionId, status: v.used ? 'used' : v.expired ? 'expired' : 'available',
        })),
      };
    },
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
