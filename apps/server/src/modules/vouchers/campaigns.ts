// Voucher campaigns of the back-office (issue 16): the admin makes a campaign (its terms
// checked by the domain's checkCampaign), issues it to one member or to every member of a
// level, and follows it (issued, redeemed, available, expired; the orders that used it).
// A campaign's vouchers are `voucher` rows with promotion = the campaign's code and
// issueKey = 'campaign': the unique index voucher_issue_key makes a second voucher of the
// same campaign for the same member impossible, so issuing again — or twice at once —
// adds nothing (INSERT … ON CONFLICT DO NOTHING counts what was new). A level is issued
// in one statement inside one transaction: tens of thousands of rows take seconds, so no
// job is needed. Every change is written with its audit entry in the same transaction.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, voucherCampaign, type Database, type Executor, type VoucherCampaignRow } from '@eshop/db';
import { CAMPAIGN_ISSUE_KEY, type CampaignTerms } from '@eshop/domain/vouchers';
import { normaliseMobile } from '@eshop/domain/validation';
import { isMemberCode, type LevelId } from '@eshop/domain/loyalty';
import type { Campaign, CampaignCounts, IssueResult, Redemption } from '@eshop/domain/contract';
import { recordAudit, type Actor } from '../staff/audit.ts';


export type CampaignRefusal = 'VOUCHER_CAMPAIGN_CODE_TAKEN' | 'VOUCHER_CAMPAIGN_NOT_FOUND' | 'VOUCHER_CAMPAIGN_ENDED' | 'MEMBER_NOT_FOUND' | 'VOUCHER_MEMBER_AMBIGUOUS' | 'VOUCHER_MEMBER_QUERY';
type Refused = { ok: false; code: CampaignRefusal };

/** How the admin names a member: a card code (spaces allowed: 8123 4567 8901), an e-mail address or a mobile number. */
export type MemberQuery = { by: 'code'; code: string } | { by: 'email'; email: string } | { by: 'phone'; phone: string };

export function memberQuery(text: string): MemberQuery | null {
  const trimmed = text.trim();
  const compact = trimmed.replace(/[\s-]/g, '');
  const isCode: boolean = isMemberCode(compact);
  if (isCode) return { by: 'code', code: compact };
  if (/^[^\s@]+@[^\s@]+$/.test(trimmed) && trimmed.length <= 254) return { by: 'email', email: trimmed.toLowerCase() };
  const phone = normaliseMobile(compact);
  if (phone) return { by: 'phone', phone };
  return null;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The counts of each campaign's vouchers at `now`, by code: one pass over their vouchers. */
async function countsOf(db: Executor, codes: string[], now: Date): Promise<Map<string, CampaignCounts>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string } & CampaignCounts>(db, sql`
    select promotion as code, count(*)::int as issued,
           count(*) filter (where used_at is not null)::int as redeemed,
           count(*) filter (where used_at is null and valid_until > ${now.toISOString()}::timestamptz)::int as available,
           count(*) filter (where used_at is null and valid_until <= ${now.toISOString()}::timestamptz)::int as expired
      from voucher
     where issue_key = ${CAMPAIGN_ISSUE_KEY} and promotion in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})
     group by promotion`);
  return new Map(rows.map(({ code, ...counts }) => [code, counts]));
}

function campaignOf(row: VoucherCampaignRow, counts: CampaignCounts | undefined, now: Date): Campaign {
  return {
    id: row.id, code: row.code, kind: row.kind, titleEn: row.titleEn, titleZh: row.titleZh,
    amountFen: row.amountFen, minSpendFen: row.minSpendFen, percentOff: row.percentOff,
    validFrom: iso(row.validFrom), validUntil: iso(row.validUntil), createdBy: row.createdBy, createdAt: iso(row.createdAt),
    ended: now.getTime() >= row.validUntil.getTime(),
    ...(counts ?? { issued: 0, redeemed: 0, available: 0, expired: 0 }),
  };
}

/** What an audit entry keeps of a campaign's terms. */
const auditTerms = (t: CampaignTerms) => ({ ...t, validFrom: t.validFrom.toISOString(), validUntil: t.validUntil.toISOString() });

export function createVoucherCampaigns(deps: { db: Database }) {
  const { db } = deps;

  /** The campaign's row, or null. */
  async function row(executor: Executor, id: number): Promise<VoucherCampaignRow | null> {
    const [found] = await executor.select().from(voucherCampaign).where(eq(voucherCampaign.id, id)).limit(1);
    return found ?? null;
  }

  /**
   * Inserts the campaign's vouchers for the members `targets` selects (a query of member
   * ids), skipping those who already have one; returns how many members it was for and
   * how many vouchers were made. One statement: members are counted and issued from the
   * same snapshot.
   */
  async function issueTo(tx: Executor, campaign: VoucherCampaignRow, targets: SQL): Promise<IssueResult> {
    const [r] = await queryRows<{ members: number; issued: number }>(tx, sql`
      with target as (${targets}),
      made as (
        insert into voucher (member_id, kind, promotion, title_en, title_zh, amount_fen, min_spend_fen, percent_off, valid_from, valid_until, issue_key)
        select target.id, ${campaign.kind}, ${campaign.code}, ${campaign.titleEn}, ${campaign.titleZh}, ${campaign.amountFen}::int,
               ${campaign.minSpendFen}::int, ${campaign.percentOff}::smallint, ${campaign.validFrom.toISOString()}::timestamptz,
               ${campaign.validUntil.toISOString()}::timestamptz, ${CAMPAIGN_ISSUE_KEY}
          from target
        on conflict (member_id, promotion, issue_key) where issue_key is not null do nothing
        returning 1)
      select (select count(*) from target)::int as members, (select count(*) from made)::int as issued`);
    const members = r?.members ?? 0;
    const issued = r?.issued ?? 0;
    return { members, issued, already: members - issued };
  }

  /** The member `query` names (not cancelled): a verified phone number wins over unverified ones; two unverified owners are ambiguous. */
  async function findMember(tx: Executor, query: MemberQuery): Promise<{ ok: true; id: number; memberCode: string } | Refused> {
    const where = query.by === 'code' ? sql`member_code = ${query.code}`
      : query.by === 'email' ? sql`email = ${query.email}`
        : sql`phone = ${query.phone}`;
    const rows = await queryRows<{ id: number; member_code: string; phone_verified: boolean }>(tx, sql`
      select id, member_code, phone_verified from member where ${where} and cancelled_at is null order by phone_verified desc, id limit 3`);
    const [first, second] = rows;
    if (!first) return { ok: false, code: 'MEMBER_NOT_FOUND' };
    if (second && !first.phone_verified) return { ok: false, code: 'VOUCHER_MEMBER_AMBIGUOUS' };
    return { ok: true, id: first.id, memberCode: first.member_code };
  }

  return {
    /** Newest first, with their counts at `now`. */
    async list(opts: { limit: number | null; offset: number; now: Date }): Promise<{ rows: Campaign[]; total: number }> {
      const base = db.select().from(voucherCampaign).orderBy(sql`${voucherCampaign.createdAt} desc`, sql`${voucherCampaign.id} desc`).offset(opts.offset);
      const rows = await (opts.limit === null ? base : base.limit(opts.limit));
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from voucher_campaign`);
      const counts = await countsOf(db, rows.map((r) => r.code), opts.now);
      return { rows: rows.map((r) => campaignOf(r, counts.get(r.code), opts.now)), total: count?.n ?? 0 };
    },

    async get(id: number, now: Date): Promise<Campaign | null> {
      const found = await row(db, id);
      if (!found) return null;
      return campaignOf(found, (await countsOf(db, [found.code], now)).get(found.code), now);
    },

    /** A new campaign (terms from checkCampaign); a code already used is refused (409). */
    async create(actor: Actor, terms: CampaignTerms): Promise<{ ok: true; id: number } | Refused> {
      return db.transaction(async (tx) => {
        const [made] = await tx.insert(voucherCampaign).values({ ...terms, createdBy: actor.username })
          .onConflictDoNothing({ target: voucherCampaign.code }).returning({ id: voucherCampaign.id });
        if (!made) return { ok: false as const, code: 'VOUCHER_CAMPAIGN_CODE_TAKEN' as const };
        await recordAudit(tx, actor, { action: 'voucher_campaign.create', subjectType: 'voucher_campaign', subjectId: terms.code, after: auditTerms(terms) });
        return { ok: true as const, id: made.id };
      });
    },

    /** Issues the campaign to one member, once: `issued` 1, or `already` 1 when they had it. */
    async issueToMember(actor: Actor, id: number, who: MemberQuery, now: Date): Promise<({ ok: true; memberCode: string } & IssueResult) | Refused> {
      return db.transaction(async (tx) => {
        const campaign = await row(tx, id);
        if (!campaign) return { ok: false as const, code: 'VOUCHER_CAMPAIGN_NOT_FOUND' as const };
        if (now.getTime() >= campaign.validUntil.getTime()) return { ok: false as const, code: 'VOUCHER_CAMPAIGN_ENDED' as const };
        const found = await findMember(tx, who);
        if (!found.ok) return found;
        const result = await issueTo(tx, campaign, sql`select ${found.id}::int as id`);
        await recordAudit(tx, actor, {
          action: 'voucher_campaign.issue', subjectType: 'voucher_campaign', subjectId: campaign.code,
          after: { member: found.memberCode, issued: result.issued, already: result.already },
        });
        return { ok: true as const, memberCode: found.memberCode, ...result };
      });
    },

    /** Issues the campaign to every member of `level` (accounts not cancelled) in one transaction; those who had it are counted, not issued again. */
    async issueToLevel(actor: Actor, id: number, level: LevelId, now: Date): Promise<({ ok: true } & IssueResult) | Refused> {
      return db.transaction(async (tx) => {
        const campaign = await row(tx, id);
        if (!campaign) return { ok: false as const, code: 'VOUCHER_CAMPAIGN_NOT_FOUND' as const };
        if (now.getTime() >= campaign.validUntil.getTime()) return { ok: false as const, code: 'VOUCHER_CAMPAIGN_ENDED' as const };
        const result = await issueTo(tx, campaign, sql`select id from member where level = ${level} and cancelled_at is null`);
        await recordAudit(tx, actor, {
          action: 'voucher_campaign.issue', subjectType: 'voucher_campaign', subjectId: campaign.code,
          after: { level, members: result.members, issued: result.issued, already: result.already },
        });
        return { ok: true as const, ...result };
      });
    },

    /** The orders that used the campaign's vouchers, latest use first; null for an unknown campaign. */
    async redemptions(id: number, opts: { limit: number | null; offset: number }): Promise<{ rows: Redemption[]; total: number } | null> {
      const campaign = await row(db, id);
      if (!campaign) return null;
      const rows = await queryRows<Redemption & { total: number }>(db, sql`
        select o.transaction_id as "transactionId", o.status as "orderStatus", m.member_code as "memberCode",
               coalesce(m.email, m.phone) as "memberContact",
               to_char(v.used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "usedAt",
               coalesce(ov.amount_fen, 0)::int as "amountFen", o.total_fen as "orderTotalFen", count(*) over ()::int as total
          from voucher v
          join shop_order o on o.id = v.used_order_id
          left join order_voucher ov on ov.order_id = o.id and ov.voucher_id = v.id
          left join member m on m.id = v.member_id
         where v.promotion = ${campaign.code} and v.issue_key = ${CAMPAIGN_ISSUE_KEY} and v.used_at is not null
         order by v.used_at desc, v.id desc
         ${opts.limit === null ? sql`` : sql`limit ${opts.limit}`} offset ${opts.offset}`);
      return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}

export type VoucherCampaigns = ReturnType<typeof createVoucherCampaigns>;
