// What the star-shop pages show about a gift or a cart line, as plain rules over the API's
// fields (contract/star-shop.ts). Stars stay integer tenths; only the text has a decimal.
import { formatStars } from '@eshop/domain/loyalty';

/** A star price as the shop prints it: whole stars without a decimal ('800'), else one ('12.5'). */
export function giftStars(tenths: number): string {
  return formatStars(tenths, Number.isInteger(tenths) && tenths % 10 === 0 ? 0 : 1);
}

/** The most of a gift one line may hold: its stock, and the cart's 1-99 (at least 1 for the stepper). */
export function maxGiftQuantity(stock: number): number {
  return Math.max(1, Math.min(99, Math.floor(stock)));
}

/** Why a gift or a cart line cannot be redeemed now, the first reason first; null when it can. */
export type GiftProblem = 'level' | 'soldOut' | 'short';

export function giftProblem(gift: { forYourLevel: boolean | null; soldOut: boolean; stock: number }, quantity = 1): GiftProblem | null {
  if (gift.forYourLevel === false) return 'level';
  if (gift.soldOut || gift.stock <= 0) return 'soldOut';
  if (quantity > gift.stock) return 'short';
  return null;
}

/** `rw.itemId` of a URL segment or a form value: a positive id, else null. */
export function giftIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A quantity of a form (the stepper's `h.quantity`): whole, 0-99 when `zero` is allowed (removal), else 1-99; null otherwise. */
export function quantityOf(value: FormDataEntryValue | null, { zero = false } = {}): number | null {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= (zero ? 0 : 1) && n <= 99 ? n : null;
}
