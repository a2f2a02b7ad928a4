// Response shapes of the back-office's voucher campaign calls (issue 16; staff/vouchers in
// apps/server/src/modules/vouchers/staff-routes.ts). Types only: the server's zod schemas and
// /api/openapi.json are the reference. Money in fen; times are ISO instants.
import type { CampaignTerms } from '../vouchers/campaign.ts';

export type CampaignCounts = {
  issued: number;
  /** Used by an order (a cancelled order gives its voucher back: it is available again). */
  redeemed: number;
  available: number;
  expired: number;
};

/** A campaign: its terms (domain: CampaignTerms, the dates as ISO instants), who made it and its counts. */
export interface Campaign extends CampaignCounts, Omit<CampaignTerms, 'validFrom' | 'validUntil'> {
  id: number;
  validFrom: string;
  /** Exclusive: the vouchers expire at this instant. */
  validUntil: string;
  createdBy: string;
  createdAt: string;
  /** The campaign's vouchers can no longer be issued: its validity has ended. */
  ended: boolean;
}

export type Redemption = {
  transactionId: string;
  orderStatus: string;
  /** The card code and contact of the member (null once the account is cancelled). */
  memberCode: string | null;
  memberContact: string | null;
  usedAt: string;
  /** What the voucher took off (coupons) or paid (cash vouchers), fen. */
  amountFen: number;
  orderTotalFen: number;
};

export interface IssueResult {
  /** Members the issue was for: 1, or the members of the level. */
  members: number;
  /** Vouchers made now. */
  issued: number;
  /** Members who already had this campaign's voucher. */
  already: number;
}
