// The loyalty programme (decisions.md "Loyalty"; docs/decisions/0029-loyalty.md): stars
// credited when an order is received or completed, store purchases reported by the
// tills, staff adjustments, the member's standing and history, the yearly level review
// and the birthday gift. The ledger rules are in ledger.ts; the pure rules (levels,
// earning, the card code, the gift) in @eshop/domain/loyalty. Member calls take the
// member id from the session, and every read filters on it.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type StarTxKind } from '@eshop/db';
import {
  BIRTHDAY_GIFT_COUPON, birthdayGiftKey, birthdayGiftValidUntil, earnStars, getLevel, hasBenefit, inBirthdayMonth, type LevelId,
} from '@eshop/domain/loyalty';
import { shanghaiParts, shanghaiYear } from '@eshop/domain/time';
import type { Locale } from '@eshop/domain/i18n';
import type { LoyaltyStanding, StarTransaction, StoreOrderDetail, StoreOrderSummary } from '@eshop/domain/contract';
import type { Outbox } from '../../jobs/queue.ts';
import { issueVoucher } from '../vouchers/service.ts';
import { addNotice, appendStars, earnedByYear, levelCaseSql, levelOf, lockMember, settleLevel, type LevelChange } from './ledger.ts';
import { starRemark } from './texts.ts';
import { standingColumns, standingOf, type StandingRow } from './standing.ts';
import { recordAudit, type Actor } from '../staff/audit.ts';

export type StarFilter = 'all' | 'used' | 'earned';

export interface StoreSale {
  trxLogId: number;
  storeId: number;
  memberCode: string;
  lines: { name: string; quantity: number; amountFen: number }[];
  totalFen: number;
  paidAt: Date;
}

/** What a till gets back (docs/pos-api.md). */
export interface StoreSaleReceipt {
  trxLogId: number;
  memberCode: string;
  starsTenths: number;
  level: LevelId;
  balanceTenths: number;
  voided: boolean;
  /** True when this trxLogId had been reported before: nothing was written now. */
  replay: boolean;
}

export type StoreSaleFailure = 'MEMBER_CODE_UNKNOWN' | 'STORE_UNKNOWN';

interface StoreOrderRow extends Record<string, unknown> {
  id: number; trx_log_id: number | string; store_id: number; member_id: number | null; member_code: string;
  lines: { name: string; quantity: number; amountFen: number }[]; total_fen: number; paid_at: Date | string;
  stars_tenths: number; member_level: number; voided_at: Date | string | null;
  name_en: string | null; name_zh: string | null; address_en: string | null; address_zh: string | null; phone: string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const limitSql = (limit: number | null) => (limit === null ? sql`` : sql`limit ${limit}`);

export function createLoyaltyService(deps: { db: Database; outbox: Outbox; now?: () => Date }) {
  const { db, outbox } = deps;
  const clock = deps.now ?? (() => new Date());

  /**
   * After a level change: the birthday gift comes at once when the member reaches it in
   * the birthday month (else the daily job gives it).
   */
  async function afterLevelChange(tx: Executor, memberId: number, change: LevelChange | null, now: Date): Promise<void> {
    if (change && change.to > change.from && hasBenefit(change.to, 'birthdayGift')) await giveBirthdayGift(tx, memberId, now);
  }

  /** Credits stars to a member (the row locked by the caller), then settles the level. */
  async function credit(tx: Executor, entry: Parameters<typeof appendStars>[1], level: LevelId, notice: { key: string; data: Record<string, string | number | null> } | null, now: Date): Promise<boolean> {
    const id = await appendStars(tx, entry, now);
    if (id === null) return false;
    if (notice && entry.tenths !== 0) {
      const kind = entry.kind === 'store_void' ? 'starsVoided' : entry.kind === 'adjust' ? 'starsAdjusted' : 'starsEarned';
      await addNotice(tx, outbox, { memberId: entry.memberId, kind, key: notice.key, data: { tenths: entry.tenths, ...notice.data } }, { mail: false, now });
    }
    const change = await settleLevel(tx, outbox, entry.memberId, level, now);
    await afterLevelChange(tx, entry.memberId, change, now);
    return true;
  }

  /**
   * The birthday gift, once per member and Shanghai year (voucher.issue_key), when the
   * member has the benefit and it is their birthday month. The member row is locked.
   */
  async function giveBirthdayGift(tx: Executor, memberId: number, now: Date): Promise<boolean> {
    const [m] = await queryRows<{ level: number; birthday: string | null }>(tx, sql`
      select level, birthday::text as birthday from member where id = ${memberId} and cancelled_at is null`);
    if (!m || !hasBenefit(levelOf(m.level), 'birthdayGift') || !inBirthdayMonth(m.birthday, now)) return false;
    const key = birthdayGiftKey(now);
    const [taken] = await queryRows<{ id: number }>(tx, sql`
      select id from voucher where member_id = ${memberId} and promotion = ${BIRTHDAY_GIFT_COUPON.promotion} and issue_key = ${key}`);
    if (taken) return false;
    const voucherId = await issueVoucher(tx, {
      memberId, kind: BIRTHDAY_GIFT_COUPON.kind, promotion: BIRTHDAY_GIFT_COUPON.promotion,
      titleEn: 'Birthday gift: RMB 100 off', titleZh: '生日礼券：立减100元',
      amountFen: BIRTHDAY_GIFT_COUPON.amountFen, minSpendFen: BIRTHDAY_GIFT_COUPON.minSpendFen,
      validFrom: now, validUntil: birthdayGiftValidUntil(now), issueKey: key,
    });
    await addNotice(tx, outbox, { memberId, kind: 'birthdayGift', key: `birthday:${key}`, data: { voucherId, year: Number(key) } }, { mail: true, now });
    return true;
  }

  function receipt(row: StoreOrderRow, balanceTenths: number, replay: boolean): StoreSaleReceipt {
    return {
      trxLogId: Number(row.trx_log_id), memberCode: row.member_code, starsTenths: row.stars_tenths,
      level: levelOf(row.member_level), balanceTenths, voided: row.voided_at !== null, replay,
    };
  }

  const storeOrderSelect = sql`
    select so.id, so.trx_log_id, so.store_id, so.member_id, so.member_code, so.lines, so.total_fen, so.paid_at,
           so.stars_tenths, so.member_level, so.voided_at, s.name_en, s.name_zh, s.address_en, s.address_zh, s.phone
      from store_order so left join store s on s.id = so.store_id`;

  async function balanceOf(executor: Executor, memberId: number | null): Promise<number> {
    if (memberId === null) return 0;
    const [row] = await queryRows<{ stars_tenths: number }>(executor, sql`select stars_tenths from member where id = ${memberId}`);
    return row?.stars_tenths ?? 0;
  }

  function storeSummary(r: StoreOrderRow, locale: Locale): StoreOrderSummary {
    const zh = locale === 'zh_CN';
    return {
      trxLogId: Number(r.trx_log_id), storeId: r.store_id, storeName: (zh ? r.name_zh : r.name_en) ?? '',
      paidAt: iso(r.paid_at), totalFen: r.total_fen, starsTenths: r.stars_tenths,
      levelName: getLevel(levelOf(r.member_level)).name[locale],
      voided: r.voided_at !== null, voidedAt: r.voided_at === null ? null : iso(r.voided_at), lineCount: r.lines.length,
    };
  }

  return {
    /**
     * The lifecycle's creditStars effect (OrderReceived / Completed), inside its
     * transaction with the order row locked: the order's pending stars become a ledger
     * entry, once (unique per order), and the level follows.
     */
    async creditOrder(tx: Executor, order: { orderId: number; memberId: number | null; transactionId: string; tenths: number }): Promise<boolean> {
      if (order.memberId === null || order.tenths <= 0) return false;
      const now = clock();
      const member = await lockMember(tx, order.memberId);
      if (!member) return false;
      return credit(tx, {
        memberId: order.memberId, kind: 'order', tenths: order.tenths, levelTenths: order.tenths, orderId: order.orderId,
      }, member.level, { key: `order:${order.orderId}`, data: { transactionId: order.transactionId } }, now);
    },

    /**
     * The lifecycle's returnStars (a star-shop order cancelled): the stars it took come
     * back as a `return` entry, once per order (the ledger's unique order and kind). Not
     * counted for the level: spending never lowered it.
     */
    async returnOrderStars(tx: Executor, order: { orderId: number; memberId: number | null; transactionId: string; tenths: number }): Promise<boolean> {
      if (order.memberId === null || order.tenths <= 0) return false;
      if (!(await lockMember(tx, order.memberId))) return false;
      const id = await appendStars(tx, { memberId: order.memberId, kind: 'return', tenths: order.tenths, levelTenths: 0, orderId: order.orderId }, clock());
      return id !== null;
    },

    /** Where the member stands (MemberInfo): balance, card code, this and last year's stars, the next level. */
    async standing(executor: Executor, memberId: number, locale: Locale): Promise<LoyaltyStanding | null> {
      const year = shanghaiYear(clock());
      const [row] = await queryRows<StandingRow>(executor, sql`select ${standingColumns(year)} from member m where m.id = ${memberId}`);
      return row ? standingOf(row, year, locale) : null;
    },

    /** PointTx.List: the member's star history, newest first; `used` = negative entries, `earned` = positive ones. */
    async history(memberId: number, locale: Locale, filter: StarFilter, page: { limit: number | null; offset: number }): Promise<{ entries: StarTransaction[]; total: number }> {
      const sign = filter === 'used' ? sql` and t.tenths < 0` : filter === 'earned' ? sql` and t.tenths > 0` : sql` and t.tenths <> 0`;
      const [rows, count] = await Promise.all([
        queryRows<{ id: number; created_at: Date | string; kind: StarTxKind; tenths: number; remark: string | null; transaction_id: string | null; trx_log_id: number | string | null; store_en: string | null; store_zh: string | null }>(db, sql`
          select t.id, t.created_at, t.kind, t.tenths, t.remark, o.transaction_id, so.trx_log_id, s.name_en as store_en, s.name_zh as store_zh
            from star_tx t
            left join shop_order o on o.id = t.order_id
            left join store_order so on so.id = t.store_order_id
            left join store s on s.id = so.store_id
           where t.member_id = ${memberId}${sign}
           order by t.created_at desc, t.id desc ${limitSql(page.limit)} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from star_tx t where t.member_id = ${memberId}${sign}`),
      ]);
      const entries = rows.map((r): StarTransaction => {
        const trxLogId = r.trx_log_id === null ? null : Number(r.trx_log_id);
        return {
          id: r.id, createdAt: iso(r.created_at), kind: r.kind, tenths: r.tenths,
          remark: starRemark({ kind: r.kind, transactionId: r.transaction_id, trxLogId, store: locale === 'zh_CN' ? r.store_zh : r.store_en, remark: r.remark }, locale),
          transactionId: r.transaction_id, trxLogId,
        };
      });
      return { entries, total: count[0]?.n ?? 0 };
    },

    /** MaxChainOrder.List: the member's store purchases, newest first. */
    async storeOrders(memberId: number, locale: Locale, page: { limit: number | null; offset: number }): Promise<{ orders: StoreOrderSummary[]; total: number }> {
      const [rows, count] = await Promise.all([
        queryRows<StoreOrderRow>(db, sql`${storeOrderSelect} where so.member_id = ${memberId} order by so.paid_at desc, so.id desc ${limitSql(page.limit)} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from store_order where member_id = ${memberId}`),
      ]);
      return { orders: rows.map((r) => storeSummary(r, locale)), total: count[0]?.n ?? 0 };
    },

    /** ViewMaxChainOrder: one of the member's store purchases; another member's is not found. */
    async storeOrder(memberId: number, trxLogId: number, locale: Locale): Promise<StoreOrderDetail | null> {
      const [r] = await queryRows<StoreOrderRow>(db, sql`${storeOrderSelect} where so.trx_log_id = ${trxLogId} and so.member_id = ${memberId}`);
      if (!r) return null;
      const zh = locale === 'zh_CN';
      return { ...storeSummary(r, locale), storeAddress: (zh ? r.address_zh : r.address_en) ?? '', storePhone: r.phone ?? '', lines: r.lines };
    },

    /**
     * A till reports a sale (POST /api/pos/v1/store-orders). The same trxLogId again
     * answers the first result and writes nothing; an unknown card code or store writes
     * nothing. Stars by the rule of online orders (level × amount band), at once.
     */
    async recordStoreSale(
      sale: StoreSale, terminal: string,
      /** Written in the sale's transaction when it is new (the back-office's audit entry). */
      onRecorded?: (tx: Executor, receipt: StoreSaleReceipt) => Promise<void>,
    ): Promise<{ ok: true; receipt: StoreSaleReceipt } | { ok: false; code: StoreSaleFailure }> {
      const now = clock();
      const existing = async (executor: Executor) => {
        const [row] = await queryRows<StoreOrderRow>(executor, sql`${storeOrderSelect} where so.trx_log_id = ${sale.trxLogId}`);
        return row ? { ok: true as const, receipt: receipt(row, await balanceOf(executor, row.member_id), true) } : null;
      };
      const before = await existing(db);
      if (before) return before;
      return db.transaction(async (tx) => {
        const [store] = await queryRows<{ id: number }>(tx, sql`select id from store where id = ${sale.storeId}`);
        if (!store) return { ok: false, code: 'STORE_UNKNOWN' } as const;
        const [m] = await queryRows<{ id: number }>(tx, sql`select id from member where member_code = ${sale.memberCode} and cancelled_at is null`);
        if (!m) return { ok: false, code: 'MEMBER_CODE_UNKNOWN' } as const;
        const member = await lockMember(tx, m.id);
        if (!member) return { ok: false, code: 'MEMBER_CODE_UNKNOWN' } as const;
        const stars = earnStars({ goodsTotalFen: sale.totalFen, level: member.level });
        const [inserted] = await queryRows<{ id: number }>(tx, sql`
          insert into store_order (trx_log_id, store_id, member_id, member_code, terminal, lines, total_fen, paid_at, stars_tenths, member_level)
          values (${sale.trxLogId}, ${sale.storeId}, ${m.id}, ${sale.memberCode}, ${terminal}, ${JSON.stringify(sale.lines)}::jsonb,
                  ${sale.totalFen}, ${sale.paidAt.toISOString()}::timestamptz, ${stars}, ${member.level})
          on conflict (trx_log_id) do nothing returning id`);
        // Another request with this trxLogId got there first: its result is the answer.
        if (!inserted) return (await existing(tx))!;
        await credit(tx, {
          memberId: m.id, kind: 'store_order', tenths: stars, levelTenths: stars, levelYear: shanghaiYear(sale.paidAt),
          storeOrderId: inserted.id, actor: `pos:${terminal}`,
        }, member.level, { key: `store:${inserted.id}`, data: { trxLogId: sale.trxLogId } }, now);
        const [row] = await queryRows<StoreOrderRow>(tx, sql`${storeOrderSelect} where so.id = ${inserted.id}`);
        const recorded = receipt(row!, await balanceOf(tx, m.id), false);
        if (onRecorded) await onRecorded(tx, recorded);
        return { ok: true, receipt: recorded } as const;
      });
    },

    /** A till voids a sale: the stars it earned are taken back (once); a second void answers the same. */
    async voidStoreSale(trxLogId: number, terminal: string): Promise<{ ok: true; receipt: StoreSaleReceipt } | { ok: false; code: 'STORE_ORDER_NOT_FOUND' }> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await queryRows<StoreOrderRow>(tx, sql`${storeOrderSelect} where so.trx_log_id = ${trxLogId} for update of so`);
        if (!row) return { ok: false, code: 'STORE_ORDER_NOT_FOUND' } as const;
        if (row.voided_at !== null) return { ok: true, receipt: receipt(row, await balanceOf(tx, row.member_id), true) } as const;
        await tx.execute(sql`update store_order set voided_at = ${now.toISOString()}::timestamptz, void_terminal = ${terminal} where id = ${row.id}`);
        const member = row.member_id === null ? null : await lockMember(tx, row.member_id);
        if (member && row.member_id !== null) {
          await credit(tx, {
            memberId: row.member_id, kind: 'store_void', tenths: -row.stars_tenths, levelTenths: -row.stars_tenths,
            levelYear: shanghaiYear(row.paid_at), storeOrderId: row.id, actor: `pos:${terminal}`,
          }, member.level, { key: `store-void:${row.id}`, data: { trxLogId } }, now);
        }
        return { ok: true, receipt: { ...receipt(row, await balanceOf(tx, row.member_id), false), voided: true } } as const;
      });
    },

    /**
     * A staff adjustment with a reason (a ledger entry; the level is not affected), with
     * its audit entry (the balance before and after) in the same transaction. The member
     * row is locked first, so two adjustments at once both count. `staff` is the signed-in
     * staff member, or a username alone for ops scripts and tests (no staff id).
     */
    async adjust(input: { memberCode: string; tenths: number; reason: string; staff: Actor | string }): Promise<{ ok: true; balanceTenths: number } | { ok: false; code: 'MEMBER_NOT_FOUND' }> {
      const now = clock();
      const actor: Actor = typeof input.staff === 'string' ? { id: null, username: input.staff } : { id: input.staff.id, username: input.staff.username };
      return db.transaction(async (tx) => {
        const [m] = await queryRows<{ id: number }>(tx, sql`select id from member where member_code = ${input.memberCode} and cancelled_at is null`);
        const member = m ? await lockMember(tx, m.id) : null;
        if (!m || !member) return { ok: false, code: 'MEMBER_NOT_FOUND' } as const;
        const id = await appendStars(tx, { memberId: m.id, kind: 'adjust', tenths: input.tenths, remark: input.reason, actor: `staff:${actor.username}` }, now);
        await addNotice(tx, outbox, { memberId: m.id, kind: 'starsAdjusted', key: `adjust:${id}`, data: { tenths: input.tenths, reason: input.reason } }, { mail: false, now });
        const balanceTenths = await balanceOf(tx, m.id);
        await recordAudit(tx, actor, {
          action: 'member.adjust-stars', subjectType: 'member', subjectId: input.memberCode,
          before: { balanceTenths: member.starsTenths }, after: { balanceTenths, tenths: input.tenths, reason: input.reason, starTxId: id },
        });
        return { ok: true, balanceTenths } as const;
      });
    },

    /**
     * The yearly level review (scheduled daily, so a missed 1 January catches up): every
     * member whose level is not the one the ledger gives today is settled — on 1 January
     * that downgrades who did not keep their level, with a notice and a mail.
     */
    async reviewLevels(at?: Date): Promise<{ changed: number }> {
      const now = at ?? clock();
      const year = shanghaiYear(now);
      const best = sql`greatest(coalesce(s.this_year, 0), coalesce(s.last_year, 0))`;
      const candidates = await queryRows<{ id: number }>(db, sql`
        select m.id from member m
          left join (select member_id,
                            sum(level_tenths) filter (where level_year = ${year}) as this_year,
                            sum(level_tenths) filter (where level_year = ${year - 1}) as last_year
                       from star_tx where level_year between ${year - 1} and ${year} group by member_id) s on s.member_id = m.id
         where m.cancelled_at is null and m.level <> ${levelCaseSql(best)}
         order by m.id`);
      let changed = 0;
      for (const { id } of candidates) {
        const change = await db.transaction(async (tx) => {
          const member = await lockMember(tx, id);
          return member ? settleLevel(tx, outbox, id, member.level, now) : null;
        });
        if (change) changed++;
      }
      return { changed };
    },

    /** The birthday gifts of the day (scheduled daily): members with the benefit in their birthday month who have none this year. */
    async giveBirthdayGifts(at?: Date): Promise<{ given: number }> {
      const now = at ?? clock();
      const { month } = shanghaiParts(now);
      const candidates = await queryRows<{ id: number }>(db, sql`
        select m.id from member m
         where m.cancelled_at is null and m.level >= 3 and m.birthday is not null and extract(month from m.birthday) = ${month}
           and not exists (select 1 from voucher v where v.member_id = m.id and v.promotion = ${BIRTHDAY_GIFT_COUPON.promotion} and v.issue_key = ${birthdayGiftKey(now)})
         order by m.id`);
      let given = 0;
      for (const { id } of candidates) {
        const done = await db.transaction(async (tx) => (await lockMember(tx, id)) !== null && giveBirthdayGift(tx, id, now));
        if (done) given++;
      }
      return { given };
    },

    /** The stars earned (for the level) in the year of `now` and the one before. */
    earnedByYear: (memberId: number, at?: Date) => earnedByYear(db, memberId, at ?? clock()),
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/**
 * The phone merge (accounts/phone.ts, inside its transaction, both rows locked): the
 * other account's stars move here as two ledger entries per year that counts for the
 * level — taken from one account, given to the other — so nothing is edited, the balance
 * follows and the stars earned this and last year keep counting for the level.
 */
export async function moveStars(tx: Executor, fromId: number, intoId: number, now: Date): Promise<void> {
  const [from] = await queryRows<{ stars_tenths: number }>(tx, sql`select stars_tenths from member where id = ${fromId}`);
  const earned = await earnedByYear(tx, fromId, now);
  const moves = [
    { tenths: from?.stars_tenths ?? 0, levelTenths: earned.thisYear, levelYear: earned.year },
    { tenths: 0, levelTenths: earned.lastYear, levelYear: earned.year - 1 },
  ].filter((m) => m.tenths !== 0 || m.levelTenths !== 0);
  for (const move of moves) {
    await appendStars(tx, { memberId: fromId, kind: 'merge', tenths: -move.tenths, levelTenths: -move.levelTenths, levelYear: move.levelYear, remark: `into:${intoId}` }, now);
    await appendStars(tx, { memberId: intoId, kind: 'merge', tenths: move.tenths, levelTenths: move.levelTenths, levelYear: move.levelYear, remark: `from:${fromId}` }, now);
  }
}
