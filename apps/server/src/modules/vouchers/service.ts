// The member's vouchers (decisions.md "Vouchers"; docs/decisions/0014-vouchers.md): off
// and discount coupons and cash vouchers, issued per member in the table `voucher`.
// The rules (usable or not and why, what a coupon saves, titles and reasons) are the
// domain's (@eshop/domain/vouchers); this service reads and writes the rows.
// Checkout uses lockForOrder / markUsed in its order transaction, and releaseForOrder
// when an order is cancelled. The member id always comes from the session, and every
// query filters on it: a voucher of another member is never listed, locked or revealed.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, shopOrder, voucher, type Database, type Executor, type VoucherRow } from '@eshop/db';
import {
  cashVoucherCoverFen, couponDiscountFen, voucherReasonText, voucherState, voucherTitle, WELCOME_COUPON,
  type VoucherKind, type VoucherTerms,
} from '@eshop/domain/vouchers';
import type { Locale } from '@eshop/domain/i18n';
import type { Voucher } from '@eshop/domain/contract';

const MAX_ID = 2_147_483_647;
const DAY_MS = 86_400_000;

/** Which of the member's vouchers a list shows. */
export type VoucherListState = 'available' | 'used' | 'all';

export interface VoucherListOptions {
  /** The goods total to judge usability and savings against; absent: the minimum spend is not judged. */
  goodsFen?: number | undefined;
  now: Date;
  kinds?: readonly VoucherKind[] | undefined;
  /** available (default): not used and not expired; used: the used ones; all: every one. */
  state?: VoucherListState | undefined;
}

/** A voucher as checkout needs it: its terms and both titles. */
export type LockedVoucher = VoucherTerms & { titleEn: string; titleZh: string };

export interface VoucherIssue {
  memberId: number;
  kind: VoucherKind;
  /** Why it is issued: 'WELCOME', 'BIRTHDAYGIFT', a campaign code, 'PURCHASE' (cash). */
  promotion: string;
  /** Empty or absent: made from the terms (voucherTitle). */
  titleEn?: string | undefined;
  titleZh?: string | undefined;
  amountFen: number;
  minSpendFen?: number | undefined;
  percentOff?: number | null | undefined;
  amountPayableFen?: number | null | undefined;
  validFrom: Date;
  validUntil: Date;
  /** Once-per-key promotions (the birthday gift's year): unique per member and promotion. */
  issueKey?: string | undefined;
}

const termsOf = (row: Pick<VoucherRow, 'id' | 'kind' | 'amountFen' | 'minSpendFen' | 'percentOff' | 'validFrom' | 'validUntil' | 'usedAt'>): VoucherTerms => ({
  id: row.id, kind: row.kind, amountFen: row.amountFen, minSpendFen: row.minSpendFen, percentOff: row.percentOff,
  validFrom: row.validFrom, validUntil: row.validUntil, usedAt: row.usedAt,
});

/**
 * Issues one voucher (a row of `voucher`); titles left empty are made from the terms.
 * Returns its id. Amounts and ranges are checked by the table's CHECK constraints.
 */
export async function issueVoucher(executor: Executor, input: VoucherIssue): Promise<number> {
  const terms: VoucherTerms = {
    id: 0, kind: input.kind, amountFen: input.amountFen, minSpendFen: input.minSpendFen ?? 0,
    percentOff: input.kind === 'discount' ? input.percentOff ?? null : null,
    validFrom: input.validFrom, validUntil: input.validUntil, usedAt: null,
  };
  const [row] = await executor.insert(voucher).values({
    memberId: input.memberId,
    kind: input.kind,
    promotion: input.promotion,
    titleEn: input.titleEn?.trim() || voucherTitle(terms, 'en_US'),
    titleZh: input.titleZh?.trim() || voucherTitle(terms, 'zh_CN'),
    amountFen: terms.amountFen,
    minSpendFen: terms.minSpendFen,
    percentOff: terms.percentOff,
    amountPayableFen: input.kind === 'cash' ? input.amountPayableFen ?? null : null,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    issueKey: input.issueKey ?? null,
  }).returning({ id: voucher.id });
  return row!.id;
}

/**
 * The welcome coupon (WELCOME_COUPON), once per member ever: registration and the first
 * WeChat sign-in call it in their transaction. The member's row is locked first, so two
 * calls at once issue one coupon. Returns the new voucher's id, or null when the member
 * already had one (or is gone).
 */
export async function issueWelcomeVoucher(executor: Executor, memberId: number, now: Date): Promise<number | null> {
  return executor.transaction(async (tx) => {
    const [m] = await queryRows<{ id: number }>(tx, sql`select id from member where id = ${memberId} and cancelled_at is null for no key update`);
    if (!m) return null;
    const [had] = await tx.select({ id: voucher.id }).from(voucher)
      .where(and(eq(voucher.memberId, memberId), eq(voucher.promotion, WELCOME_COUPON.promotion))).limit(1);
    if (had) return null;
    return issueVoucher(tx, {
      memberId,
      kind: WELCOME_COUPON.kind,
      promotion: WELCOME_COUPON.promotion,
      amountFen: WELCOME_COUPON.amountFen,
      minSpendFen: WELCOME_COUPON.minSpendFen,
      validFrom: now,
      validUntil: new Date(now.getTime() + WELCOME_COUPON.validDays * DAY_MS),
    });
  });
}

/** Order of a list: usable first, then the other live ones, then expired, then used; soonest to expire first. */
function rank(v: Voucher): number {
  if (v.used) return 3;
  if (v.expired) return 2;
  return v.usable ? 0 : 1;
}

export function createVoucherService(deps: { db: Database }) {
  const { db } = deps;

  function toVoucher(row: VoucherRow & { transactionId: string | null }, locale: Locale, goodsFen: number | undefined, now: Date): Voucher {
    const terms = termsOf(row);
    // Without a goods total (the member centre) the minimum spend is not judged: the title states it.
    const judgedGoods = goodsFen ?? Math.max(terms.minSpendFen, 0);
    const state = voucherState(terms, { goodsFen: judgedGoods, now });
    let saves = 0;
    if (state.usable && goodsFen !== undefined) {
      saves = terms.kind === 'cash' ? cashVoucherCoverFen([terms], goodsFen)[0]?.amountFen ?? 0 : couponDiscountFen(terms, goodsFen);
    }
    return {
      'v.voucherId': row.id,
      kind: row.kind,
      title: voucherTitle({ ...terms, titleEn: row.titleEn, titleZh: row.titleZh }, locale),
      amountFen: row.amountFen,
      amountPayableFen: row.amountPayableFen,
      percentOff: row.percentOff,
      minSpendFen: row.minSpendFen,
      validFrom: row.validFrom.toISOString(),
      validUntil: row.validUntil.toISOString(),
      expired: now.getTime() >= row.validUntil.getTime(),
      used: row.usedAt !== null,
      usedAt: row.usedAt?.toISOString() ?? null,
      usedTransactionId: row.usedAt !== null ? row.transactionId : null,
      usable: state.usable,
      reason: state.usable ? null : state.reason,
      reasonText: state.usable ? null : voucherReasonText(state.reason, locale, state.shortFen),
      saves,
    };
  }

  return {
    /**
     * CashVoucher.List / WalletItem.List (and Checkout): the member's vouchers of `kinds`
     * in `state`, each judged against `goodsFen` at `now` (usable, reason, saves).
     */
    async list(memberId: number, locale: Locale, opts: VoucherListOptions): Promise<Voucher[]> {
      const { now } = opts;
      const state = opts.state ?? 'available';
      const where = [eq(voucher.memberId, memberId)];
      if (opts.kinds) {
        if (opts.kinds.length === 0) return [];
        where.push(inArray(voucher.kind, [...opts.kinds]));
      }
      if (state === 'available') where.push(isNull(voucher.usedAt), sql`${voucher.validUntil} > ${now.toISOString()}::timestamptz`);
      if (state === 'used') where.push(sql`${voucher.usedAt} is not null`);
      const rows = await db.select({ v: voucher, transactionId: shopOrder.transactionId }).from(voucher)
        .leftJoin(shopOrder, eq(shopOrder.id, voucher.usedOrderId))
        .where(and(...where))
        .orderBy(asc(voucher.validUntil), asc(voucher.id));
      const list = rows.map((r) => toVoucher({ ...r.v, transactionId: r.transactionId }, locale, opts.goodsFen, now));
      // Stable: within a rank the soonest to expire comes first; used ones newest use first.
      return list.sort((a, b) => rank(a) - rank(b) || (rank(a) === 3 ? (b.usedAt ?? '').localeCompare(a.usedAt ?? '') : 0));
    },

    /**
     * Locks the member's vouchers `voucherIds` FOR UPDATE inside the checkout's
     * transaction and answers their terms and titles in the order asked (a repeated id
     * comes back repeated, so checkVoucherSelection can refuse it). Any id that is not
     * one of this member's vouchers — unknown, or another member's — is
     * VOUCHER_NOT_FOUND, never told apart. Used or expired ones are returned: the
     * caller judges them with voucherState.
     */
    async lockForOrder(tx: Executor, memberId: number, voucherIds: readonly number[]): Promise<LockedVoucher[] | { ok: false; code: 'VOUCHER_NOT_FOUND' }> {
      if (voucherIds.length === 0) return [];
      if (voucherIds.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)) return { ok: false, code: 'VOUCHER_NOT_FOUND' };
      const ids = [...new Set(voucherIds)].sort((a, b) => a - b);
      // In id order, so two transactions locking overlapping sets cannot deadlock.
      const rows = await queryRows<{
        id: number; kind: VoucherKind; amount_fen: number; min_spend_fen: number; percent_off: number | null;
        valid_from: Date | string; valid_until: Date | string; used_at: Date | string | null; title_en: string; title_zh: string;
      }>(tx, sql`
        select id, kind, amount_fen, min_spend_fen, percent_off, valid_from, valid_until, used_at, title_en, title_zh
          from voucher where member_id = ${memberId} and id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})
         order by id for update`);
      if (rows.length !== ids.length) return { ok: false, code: 'VOUCHER_NOT_FOUND' };
      const byId = new Map(rows.map((r) => [r.id, {
        id: r.id, kind: r.kind, amountFen: r.amount_fen, minSpendFen: r.min_spend_fen, percentOff: r.percent_off,
        validFrom: new Date(r.valid_from), validUntil: new Date(r.valid_until), usedAt: r.used_at === null ? null : new Date(r.used_at),
        titleEn: r.title_en, titleZh: r.title_zh,
      } satisfies LockedVoucher]));
      return voucherIds.map((id) => byId.get(id)!);
    },

    /**
     * Marks the vouchers used by the order (inside the checkout's transaction, after
     * lockForOrder). True when every one was marked; false when one was already used
     * (the caller rolls back).
     */
    async markUsed(tx: Executor, voucherIds: readonly number[], orderId: number, now: Date): Promise<boolean> {
      const ids = [...new Set(voucherIds)];
      if (ids.length === 0) return true;
      const marked = await tx.update(voucher).set({ usedOrderId: orderId, usedAt: now })
        .where(and(inArray(voucher.id, ids), isNull(voucher.usedAt))).returning({ id: voucher.id });
      return marked.length === ids.length;
    },

    /**
     * Gives back the vouchers an order used (the order is cancelled): they are available
     * again until their own expiry. Returns how many came back.
     */
    async releaseForOrder(tx: Executor, orderId: number): Promise<number> {
      const released = await tx.update(voucher).set({ usedOrderId: null, usedAt: null })
        .where(eq(voucher.usedOrderId, orderId)).returning({ id: voucher.id });
      return released.length;
    },

    /** The welcome coupon, once per member ever (see issueWelcomeVoucher). */
    issueWelcome: (executor: Executor, memberId: number, now: Date): Promise<number | null> => issueWelcomeVoucher(executor, memberId, now),

    /** Issues one voucher (campaigns, birthday gifts, bought cash vouchers); returns its id. */
    issue: (executor: Executor, input: VoucherIssue): Promise<number> => issueVoucher(executor, input),
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;

/**
 * The phone merge (accounts/phone.ts, inside its transaction): the other account's
 * vouchers come along, except a second welcome coupon and a second voucher of a
 * once-per-key promotion the account already has (a campaign's, a year's birthday gift:
 * the unique index voucher_issue_key would refuse it and with it the whole merge).
 */
export async function moveVouchers(tx: Executor, fromId: number, intoId: number): Promise<void> {
  await tx.execute(sql`
    update voucher v set member_id = ${intoId}
     where v.member_id = ${fromId}
       and not (v.promotion = 'WELCOME' and exists (select 1 from voucher w where w.member_id = ${intoId} and w.promotion = 'WELCOME'))
       and not (v.issue_key is not null and exists (
             select 1 from voucher w where w.member_id = ${intoId} and w.promotion = v.promotion and w.issue_key = v.issue_key))`);
}
