// The star shop's rules (issue 14; decisions.md "Orders": WP orders are paid with stars,
// start in Open, take the stars at once and give them back on cancel). Pure: the server
// checks a redemption with these before it takes stars, and again under its locks.
// Stars are integer tenths, like the ledger (loyalty/stars.ts).
import { getLevel, type LevelId } from '../loyalty/levels.ts';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../cart/cart.ts';

/** Lines a star-shop cart may hold (gifts are few; a member redeems a handful at a time). */
export const MAX_GIFT_CART_LINES = 20;

export interface GiftTerms {
  id: number;
  /** The price in stars (tenths), > 0. */
  starsTenths: number;
  /** Units left. */
  stock: number;
  /** The lowest level that may redeem it (spec section 6: most gifts 1; early-bird classes and exclusive sets 3; samples and the BBQ 4). */
  minLevel: LevelId;
  published: boolean;
}

export type GiftRefusal =
  | { ok: false; code: 'GIFT_NOT_FOUND'; giftId: number }
  | { ok: false; code: 'GIFT_LEVEL'; giftId: number; minLevel: LevelId }
  | { ok: false; code: 'GIFT_STOCK_SHORT'; giftId: number; stock: number };

/** Whether a member of `level` may put `quantity` of the gift in their cart or order it. */
export function giftAvailability(gift: GiftTerms | null | undefined, level: LevelId, quantity: number, giftId = gift?.id ?? 0): { ok: true } | GiftRefusal {
  if (!gift || !gift.published) return { ok: false, code: 'GIFT_NOT_FOUND', giftId };
  if (level < gift.minLevel) return { ok: false, code: 'GIFT_LEVEL', giftId, minLevel: gift.minLevel };
  if (quantity > gift.stock) return { ok: false, code: 'GIFT_STOCK_SHORT', giftId, stock: gift.stock };
  return { ok: true };
}

/** A quantity a star-shop cart line may hold: the shop cart's limits (1-99, whole units). */
export function isGiftQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

export type GiftLineRefusal =
  | GiftRefusal
  | { ok: false; code: 'CART_QUANTITY_LIMIT'; max: number }
  | { ok: false; code: 'GIFT_CART_FULL'; max: number };

/**
 * A star-shop cart line of `quantity` units (AddToCart sums onto the line, UpdateCart sets
 * it): the gift redeemable at the member's level and in stock, at most 99 units, and a
 * new line only while the cart has fewer than MAX_GIFT_CART_LINES.
 */
export function checkGiftLine(state: { gift: GiftTerms | null | undefined; giftId: number; level: LevelId; current: number; lineCount: number }, quantity: number):
  { ok: true; quantity: number } | GiftLineRefusal {
  const { gift, level } = state;
  if (!gift || !gift.published) return { ok: false, code: 'GIFT_NOT_FOUND', giftId: state.giftId };
  if (level < gift.minLevel) return { ok: false, code: 'GIFT_LEVEL', giftId: gift.id, minLevel: gift.minLevel };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'CART_QUANTITY_LIMIT', max: MAX_LINE_QUANTITY };
  const available = giftAvailability(gift, level, quantity);
  if (!available.ok) return available;
  if (state.current === 0 && state.lineCount >= MAX_GIFT_CART_LINES) return { ok: false, code: 'GIFT_CART_FULL', max: MAX_GIFT_CART_LINES };
  return { ok: true, quantity };
}

export type RedemptionRefusal =
  | { ok: false; code: 'GIFT_CART_EMPTY' }
  | GiftRefusal
  | { ok: false; code: 'STARS_SHORT'; neededTenths: number; balanceTenths: number };

export interface Redemption {
  ok: true;
  totalTenths: number;
  balanceBeforeTenths: number;
  balanceAfterTenths: number;
}

/**
 * Checks a whole star-shop checkout: every line redeemable at the member's level and in
 * stock, and the balance covering the total. The first refusal is returned (lines in order),
 * so the member reads one clear reason and nothing is taken.
 */
export function checkRedemption(input: {
  lines: readonly { giftId: number; gift: GiftTerms | null | undefined; quantity: number }[];
  level: LevelId;
  balanceTenths: number;
}): Redemption | RedemptionRefusal {
  if (input.lines.length === 0) return { ok: false, code: 'GIFT_CART_EMPTY' };
  let totalTenths = 0;
  for (const line of input.lines) {
    const available = giftAvailability(line.gift, input.level, line.quantity, line.giftId);
    if (!available.ok) return available;
    totalTenths += line.gift!.starsTenths * line.quantity;
  }
  if (totalTenths > input.balanceTenths) {
    return { ok: false, code: 'STARS_SHORT', neededTenths: totalTenths, balanceTenths: input.balanceTenths };
  }
  return { ok: true, totalTenths, balanceBeforeTenths: input.balanceTenths, balanceAfterTenths: input.balanceTenths - totalTenths };
}

/** Who may redeem a gift, in words ('Experienced Butcher and above'). */
export function giftAudience(minLevel: LevelId, locale: 'en_US' | 'zh_CN'): string {
  if (minLevel === 1) return locale === 'zh_CN' ? '所有会员' : 'Every member';
  const name = getLevel(minLevel).name[locale];
  if (minLevel === 4) return locale === 'zh_CN' ? `仅限${name}` : `${name} only`;
  return locale === 'zh_CN' ? `${name}及以上` : `${name} and above`;
}
