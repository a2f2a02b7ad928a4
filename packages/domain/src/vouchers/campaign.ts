// Voucher campaigns made by the admin in the back-office (issue 16): what a person typed
// (RMB with two decimals, a percentage, Shanghai dates and times) checked and turned into
// the terms every voucher of the campaign carries (integer fen, instants). Pure: the
// clock comes in. The server maps each problem to its message (http/messages.ts).
import { parseYuanToFen } from '../money/money.ts';
import { shanghaiWallTimeToInstant } from '../time/shanghai.ts';
import { WELCOME_COUPON, type VoucherKind } from './vouchers.ts';

export const VOUCHER_KINDS: readonly VoucherKind[] = ['off', 'discount', 'cash'];

/** Upper-case letters, digits and '-', 3 to 32, not starting with '-' (the table's CHECK). */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** Promotions the shop issues by itself: a campaign of that code would mix with them (the welcome coupon's once-ever rule). */
export const RESERVED_PROMOTIONS: readonly string[] = [WELCOME_COUPON.promotion, 'BIRTHDAYGIFT', 'PURCHASE'];

/** The `issueKey` of a campaign's vouchers: with the campaign's code as `promotion`, one per member (index voucher_issue_key). */
export const CAMPAIGN_ISSUE_KEY = 'campaign';

/** Largest amount (face amount, amount off, cap, minimum spend) a campaign may name: RMB 100,000. */
export const CAMPAIGN_MAX_FEN = 10_000_000;

export const CAMPAIGN_TITLE_MAX = 60;

/** What the admin typed; amounts in RMB ('30', '30.00'), validity as Shanghai 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. */
export interface CampaignInput {
  code: string;
  kind: string;
  titleEn: string;
  titleZh: string;
  /** off: the amount off; cash: the face amount. */
  amount?: string | undefined;
  /** discount: 1..99. */
  percentOff?: string | undefined;
  /** discount: the most it takes off; empty = no cap. */
  cap?: string | undefined;
  /** off and discount: the goods total an order must reach; empty = none. */
  minSpend?: string | undefined;
  validFrom: string;
  validUntil: string;
}

/** A campaign's terms as stored (voucher_campaign) and copied onto each voucher it issues. */
export interface CampaignTerms {
  code: string;
  kind: VoucherKind;
  titleEn: string;
  titleZh: string;
  /** off: amount off; cash: face amount; discount: the cap (0 = none). Fen. */
  amountFen: number;
  minSpendFen: number;
  percentOff: number | null;
  validFrom: Date;
  /** Exclusive: the vouchers expire at this instant. */
  validUntil: Date;
}

export type CampaignProblem =
  | 'CODE_FORMAT' | 'CODE_RESERVED' | 'KIND' | 'TITLE_REQUIRED' | 'TITLE_TOO_LONG'
  | 'AMOUNT_REQUIRED' | 'AMOUNT_FORMAT' | 'AMOUNT_DECIMALS' | 'AMOUNT_NEGATIVE' | 'AMOUNT_ZERO' | 'AMOUNT_TOO_LARGE'
  | 'PERCENT_RANGE' | 'OFF_NOT_BELOW_MIN_SPEND'
  | 'DATE_FORMAT' | 'UNTIL_NOT_AFTER_FROM' | 'UNTIL_PAST';

export type CampaignField = keyof CampaignInput;

export type CampaignCheck =
  | { ok: true; terms: CampaignTerms }
  | { ok: false; problems: { field: CampaignField; problem: CampaignProblem }[] };

type Amount = { ok: true; fen: number } | { ok: false; problem: CampaignProblem };

/** An amount typed in RMB: empty is `empty` (null = required), else digits with at most two decimals, at most CAMPAIGN_MAX_FEN. */
export function campaignAmount(text: string | undefined, opts: { empty: number | null; zero: boolean }): Amount {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return opts.empty === null ? { ok: false, problem: 'AMOUNT_REQUIRED' } : { ok: true, fen: opts.empty };
  const parsed = parseYuanToFen(trimmed);
  if (!parsed.ok) {
    const problem = ({ EMPTY: 'AMOUNT_REQUIRED', NEGATIVE: 'AMOUNT_NEGATIVE', TOO_MANY_DECIMALS: 'AMOUNT_DECIMALS', TOO_LARGE: 'AMOUNT_TOO_LARGE', INVALID_FORMAT: 'AMOUNT_FORMAT' } as const)[parsed.code];
    return { ok: false, problem };
  }
  if (parsed.fen > CAMPAIGN_MAX_FEN) return { ok: false, problem: 'AMOUNT_TOO_LARGE' };
  if (parsed.fen === 0 && !opts.zero) return { ok: false, problem: 'AMOUNT_ZERO' };
  return { ok: true, fen: parsed.fen };
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD' (midnight) or 'YYYY-MM-DDTHH:mm[:ss]' read as Shanghai wall time; null when it is not a real date and time. */
export function shanghaiInstant(text: string): Date | null {
  const m = WALL_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // 2026-02-30 would roll over to March: refuse it instead.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  return shanghaiWallTimeToInstant({ year, month, day, hour, minute, second, millisecond: 0 });
}

const isKind = (value: string): value is VoucherKind => (VOUCHER_KINDS as readonly string[]).includes(value);

/**
 * Checks a new campaign and turns it into its terms. Only the fields of its kind count
 * (the form shows every field): off → amount, minSpend; discount → percentOff, cap,
 * minSpend; cash → amount (a cash voucher needs no spend). An off coupon's amount stays
 * below its minimum spend when it has one (else a small order would cost nothing). The
 * validity ends after it starts and after `now`. Every field at fault is reported.
 */
export function checkCampaign(input: CampaignInput, now: Date): CampaignCheck {
  const problems: { field: CampaignField; problem: CampaignProblem }[] = [];
  const fail = (field: CampaignField, problem: CampaignProblem) => { problems.push({ field, problem }); };

  const code = input.code.trim().toUpperCase();
  if (!CAMPAIGN_CODE_PATTERN.test(code)) fail('code', 'CODE_FORMAT');
  else if (RESERVED_PROMOTIONS.includes(code)) fail('code', 'CODE_RESERVED');

  const kind = input.kind.trim();
  if (!isKind(kind)) fail('kind', 'KIND');

  const titleEn = input.titleEn.trim();
  const titleZh = input.titleZh.trim();
  for (const [field, title] of [['titleEn', titleEn], ['titleZh', titleZh]] as const) {
    if (title === '') fail(field, 'TITLE_REQUIRED');
    else if ([...title].length > CAMPAIGN_TITLE_MAX) fail(field, 'TITLE_TOO_LONG');
  }

  let amountFen = 0;
  let minSpendFen = 0;
  let percentOff: number | null = null;
  const take = (field: 'amount' | 'cap' | 'minSpend', r: Amount): number => {
    if (r.ok) return r.fen;
    fail(field, r.problem);
    return 0;
  };
  if (kind === 'off' || kind === 'cash') amountFen = take('amount', campaignAmount(input.amount, { empty: null, zero: false }));
  if (kind === 'off' || kind === 'discount') minSpendFen = take('minSpend', campaignAmount(input.minSpend, { empty: 0, zero: true }));
  if (kind === 'discount') {
    amountFen = take('cap', campaignAmount(input.cap, { empty: 0, zero: true }));
    const percent = (input.percentOff ?? '').trim();
    if (/^\d{1,2}$/.test(percent) && Number(percent) >= 1 && Number(percent) <= 99) percentOff = Number(percent);
    else fail('percentOff', 'PERCENT_RANGE');
  }
  if (kind === 'off' && minSpendFen > 0 && amountFen >= minSpendFen && !problems.some((p) => p.field === 'amount' || p.field === 'minSpend')) {
    fail('amount', 'OFF_NOT_BELOW_MIN_SPEND');
  }

  const validFrom = shanghaiInstant(input.validFrom);
  const validUntil = shanghaiInstant(input.validUntil);
  if (!validFrom) fail('validFrom', 'DATE_FORMAT');
  if (!validUntil) fail('validUntil', 'DATE_FORMAT');
  if (validFrom && validUntil) {
    if (validUntil.getTime() <= validFrom.getTime()) fail('validUntil', 'UNTIL_NOT_AFTER_FROM');
    else if (validUntil.getTime() <= now.getTime()) fail('validUntil', 'UNTIL_PAST');
  }

  if (problems.length > 0 || !isKind(kind) || !validFrom || !validUntil) return { ok: false, problems };
  return { ok: true, terms: { code, kind, titleEn, titleZh, amountFen, minSpendFen, percentOff, validFrom, validUntil } };
}
