// The back-office's cashier screen (issue 16): a member found by the card code the store
// scans, and a store sale recorded through the very path of the tills' API
// (recordStoreSale), so its stars are credited once whichever way the sale arrives. The
// sale's trxLogId is drawn when the form is shown: a double submit is the same sale.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { getLevel, type LevelId } from '@eshop/domain/loyalty';
import { publicName } from '@eshop/domain/members';
import type { CashierMember } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import type { LoyaltyService } from './service.ts';
import { recordAudit, type Actor } from '../staff/audit.ts';

export function createCashier(deps: { db: Database; loyalty: LoyaltyService }) {
  const { db } = deps;
  return {
    async member(memberCode: string, locale: Locale): Promise<CashierMember | null> {
      const [m] = await queryRows<{ id: number; nickname: string | null; email: string | null; phone: string | null; level: number; stars_tenths: number }>(db, sql`
        select id, nickname, email, phone, level, stars_tenths from member where member_code = ${memberCode} and cancelled_at is null`);
      if (!m) return null;
      const recent = await queryRows<{ trxLogId: string | number; store: string; paidAt: string; totalFen: number; starsTenths: number; voided: boolean }>(db, sql`
        select so.trx_log_id as "trxLogId", ${locale === 'zh_CN' ? sql`s.name_zh` : sql`s.name_en`} as store,
               to_char(so.paid_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "paidAt",
               so.total_fen as "totalFen", so.stars_tenths as "starsTenths", so.voided_at is not null as voided
          from store_order so join store s on s.id = so.store_id
         where so.member_id = ${m.id} order by so.paid_at desc, so.id desc limit 5`);
      return {
        memberCode, name: publicName(m, locale), level: m.level, levelName: getLevel(m.level as LevelId).name[locale], balanceTenths: m.stars_tenths,
        recent: recent.map((r) => ({ ...r, trxLogId: Number(r.trxLogId) })),
      };
    },

    /** Records the sale as the tills do, with the audit entry naming the staff member in its transaction (none for a replay). */
    async sell(actor: Actor, sale: { trxLogId: number; storeId: number; memberCode: string; lines: { name: string; quantity: number; amountFen: number }[] }, now: Date) {
      const totalFen = sale.lines.reduce((sum, l) => sum + l.amountFen, 0);
      return deps.loyalty.recordStoreSale({ ...sale, totalFen, paidAt: now }, `backoffice:${actor.username}`, (tx, receipt) =>
        recordAudit(tx, actor, { action: 'store-sale.record', subjectType: 'store-sale', subjectId: sale.trxLogId, after: { memberCode: sale.memberCode, storeId: sale.storeId, totalFen, starsTenths: receipt.starsTenths } }));
    },
  };
}

export type Cashier = ReturnType<typeof createCashier>;
