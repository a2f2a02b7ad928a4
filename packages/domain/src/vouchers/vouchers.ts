// Voucher rules (decisions.md "Vouchers"; docs/decisions/0014-vouchers.md): when a voucher
// can be used, what a coupon takes off, what cash vouchers cover, which selections are
// allowed, and the texts a shopper sees. Pure: the clock and the goods total come in.
//
// Kinds: an off coupon takes a fixed amount off; a discount coupon a percentage (capped
// by amountFen when that is above 0); a cash voucher is stored value that pays part of
// what is still payable. At most one coupon (off or discount) per order; cash vouchers
// may be combined with it and with each other.
import { formatMoney, formatPrice } from '../money/money.ts';
import type { Locale } from '../i18n/locale.ts';

export type VoucherKind = 'off' | 'discount' | 'cash';

/** What the rules need of a voucher (the row of `voucher`, without its titles). */
export interface VoucherTerms {
  id: number;
  kind: VoucherKind;
  /** off: the amount off; cash: the face amount; discount: the cap (0 = no cap). Fen. */
  amountFen: number;
  /** Goods total (fen) the order must reach; 0 = none. */
  minSpendFen: number;
  /** discount: 1..99 percent off; null for the other kinds. */
  percentOff: number | null;
  /** First instant it may be used (inclusive). */
  validFrom: Date;
  /** First instant it may no longer be used: valid while now < validUntil. */
  validUntil: Date;
  usedAt: Date | null;
}

export type VoucherStateReason = 'EXPIRED' | 'NOT_YET_VALID' | 'USED' | 'MIN_SPEND';
/** Reasons a shopper may read: the state's, and a second coupon in one order. */
export type VoucherReason = VoucherStateReason | 'ONE_COUPON';

export type VoucherState =
  | { usable: true }
  | { usable: false; reason: VoucherStateReason; shortFen?: number };

/** The welcome coupon every member gets once, at registration (docs/decisions/0014). */
export const WELCOME_COUPON = {
  kind: 'off',
  /** RMB 30 off … */
  amountFen: 3000,
  /** … a goods total of RMB 199 or more: just below the RMB 200 free-shipping threshold. */
  minSpendFen: 19900,
  validDays: 90,
  promotion: 'WELCOME',
} as const satisfies { kind: VoucherKind; amountFen: number; minSpendFen: number; validDays: number; promotion: string };

const isCoupon = (v: Pick<VoucherTerms, 'kind'>): boolean => v.kind === 'off' || v.kind === 'discount';

/**
 * Whether the voucher can be used now on goods worth `goodsFen`. Checked in this order:
 * used, expired, not yet valid, minimum spend (reaching it exactly is enough; `shortFen`
 * is what is still missing). The minimum is compared with the goods total, before any
 * discount and without shipping.
 */
export function voucherState(v: VoucherTerms, input: { goodsFen: number; now: Date }): VoucherState {
  if (v.usedAt !== null) return { usable: false, reason: 'USED' };
  const now = input.now.getTime();
  if (now >= v.validUntil.getTime()) return { usable: false, reason: 'EXPIRED' };
  if (now < v.validFrom.getTime()) return { usable: false, reason: 'NOT_YET_VALID' };
  const goods = Math.max(0, Math.trunc(input.goodsFen));
  if (goods < v.minSpendFen) return { usable: false, reason: 'MIN_SPEND', shortFen: v.minSpendFen - goods };
  return { usable: true };
}

/**
 * What a coupon takes off goods worth `goodsFen` (whole fen, 0..goods). Off: its amount,
 * at most the goods. Discount: goods × percent / 100 rounded down, at most the cap when
 * the cap is above 0. A cash voucher is no coupon: 0 (see cashVoucherCoverFen).
 * Usability is voucherState's business; this only computes.
 */
export function couponDiscountFen(v: VoucherTerms, goodsFen: number): number {
  const goods = Math.max(0, Math.trunc(goodsFen));
  let off = 0;
  if (v.kind === 'off') off = v.amountFen;
  else if (v.kind === 'discount') {
    const percent = Math.min(Math.max(v.percentOff ?? 0, 0), 100);
    off = Math.floor((goods * percent) / 100);
    if (v.amountFen > 0) off = Math.min(off, v.amountFen);
  }
  return Math.min(Math.max(0, Math.trunc(off)), goods);
}

/**
 * What each cash voucher pays of `payableFen` (what is still to pay after the coupon and
 * shipping), in the order given: each covers up to its face amount of what is left.
 * A voucher is consumed whole even when it covers less than its face amount (stored
 * value is not split or refunded as change: use the smaller voucher first to waste
 * nothing). A voucher that would cover nothing (the payable is already 0) is left out,
 * so it is not consumed. Other kinds in the list are ignored.
 */
export function cashVoucherCoverFen(vouchers: VoucherTerms[], payableFen: number): { id: number; amountFen: number }[] {
  let left = Math.max(0, Math.trunc(payableFen));
  const covers: { id: number; amountFen: number }[] = [];
  for (const v of vouchers) {
    if (v.kind !== 'cash' || left === 0) continue;
    const amountFen = Math.min(Math.max(0, v.amountFen), left);
    if (amountFen === 0) continue;
    covers.push({ id: v.id, amountFen });
    left -= amountFen;
  }
  return covers;
}

/**
 * A shopper's choice of vouchers for one order: the same voucher twice is DUPLICATE,
 * more than one coupon (off or discount) is ONE_COUPON; cash vouchers combine freely.
 * Usability of each is checked separately (voucherState).
 */
export function checkVoucherSelection(selected: VoucherTerms[]):
  | { ok: true; coupon: VoucherTerms | null; cash: VoucherTerms[] }
  | { ok: false; reason: 'ONE_COUPON' | 'DUPLICATE' } {
  const ids = new Set<number>();
  for (const v of selected) {
    if (ids.has(v.id)) return { ok: false, reason: 'DUPLICATE' };
    ids.add(v.id);
  }
  const coupons = selected.filter(isCoupon);
  if (coupons.length > 1) return { ok: false, reason: 'ONE_COUPON' };
  return { ok: true, coupon: coupons[0] ?? null, cash: selected.filter((v) => v.kind === 'cash') };
}

/** Whole yuan without decimals ('199'), else with two ('199.50'): for Chinese titles. */
function yuan(fen: number): string {
  const text = formatMoney(fen);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** 15 % off is '8.5折' in Chinese (the price paid, in tenths). */
function zhe(percentOff: number): string {
  const tenths = 100 - percentOff;
  return `${tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)}折`;
}

/**
 * The voucher's title in `locale`: the stored title when it has one in that language,
 * else one made from its terms, e.g. 'RMB 30.00 off orders over RMB 199.00' / '满199元减30元'.
 */
export function voucherTitle(v: VoucherTerms & { titleEn?: string; titleZh?: string }, locale: Locale): string {
  const stored = (locale === 'zh_CN' ? v.titleZh : v.titleEn)?.trim();
  if (stored) return stored;
  const min = v.minSpendFen > 0;
  if (locale === 'zh_CN') {
    switch (v.kind) {
      case 'off': return min ? `满${yuan(v.minSpendFen)}元减${yuan(v.amountFen)}元` : `立减${yuan(v.amountFen)}元`;
      case 'discount': {
        const cap = v.amountFen > 0 ? `，最高减${yuan(v.amountFen)}元` : '';
        return `${min ? `满${yuan(v.minSpendFen)}元享` : '全场'}${zhe(v.percentOff ?? 0)}${cap}`;
      }
      case 'cash': return `${yuan(v.amountFen)}元代金券`;
    }
  }
  const over = min ? ` orders over ${formatPrice(v.minSpendFen)}` : '';
  switch (v.kind) {
    case 'off': return `${formatPrice(v.amountFen)} off${over}`;
    case 'discount': return `${v.percentOff ?? 0}% off${over}${v.amountFen > 0 ? `, up to ${formatPrice(v.amountFen)}` : ''}`;
    case 'cash': return `${formatPrice(v.amountFen)} cash voucher`;
  }
}

const REASONS: Record<Exclude<VoucherReason, 'MIN_SPEND'>, Record<Locale, string>> = {
  EXPIRED: { en_US: 'Expired', zh_CN: '已过期' },
  USED: { en_US: 'Already used', zh_CN: '已使用' },
  NOT_YET_VALID: { en_US: 'Not valid yet', zh_CN: '尚未生效' },
  ONE_COUPON: { en_US: 'Only one coupon per order', zh_CN: '每单限用一张优惠券' },
};

/** Why a voucher is gray, in `locale`: 'Spend RMB 20.00 more to use it' / '再购20.00元可用', 'Expired' / '已过期', … */
export function voucherReasonText(reason: VoucherReason, locale: Locale, shortFen?: number): string {
  if (reason === 'MIN_SPEND') {
    return locale === 'zh_CN' ? `再购${formatMoney(shortFen ?? 0)}元可用` : `Spend ${formatPrice(shortFen ?? 0)} more to use it`;
  }
  return REASONS[reason][locale];
}
