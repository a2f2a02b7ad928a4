// A refused star-shop action in the member's words: the error code and its message
// parameters (http/messages.ts), used by the routes' answers and by the cart's `problem`.
import { formatStars, getLevel, type LevelId } from '@eshop/domain/loyalty';
import type { Locale } from '@eshop/domain/i18n';
import { giftAudience, type GiftLineRefusal, type RedemptionRefusal } from '@eshop/domain/star-shop';
import type { ErrorCode } from '../../http/messages.ts';

export type StarShopRefusal = RedemptionRefusal | GiftLineRefusal;

export interface RefusalText {
  code: ErrorCode;
  params: Record<string, string>;
  /** The gift the refusal is about, if any. */
  giftId: number | null;
  /** Extra fields of the failure body. */
  extra: Record<string, unknown>;
}

export function refusalText(refusal: StarShopRefusal, ctx: { names: ReadonlyMap<number, string>; level: LevelId; locale: Locale }): RefusalText {
  const name = (id: number) => ctx.names.get(id) ?? (ctx.locale === 'zh_CN' ? '该礼品' : 'This gift');
  switch (refusal.code) {
    case 'GIFT_NOT_FOUND':
      return { code: 'GIFT_NOT_FOUND', params: {}, giftId: refusal.giftId, extra: { 'rw.itemId': refusal.giftId } };
    case 'GIFT_LEVEL':
      return {
        code: 'GIFT_LEVEL', giftId: refusal.giftId, extra: { 'rw.itemId': refusal.giftId, minLevel: refusal.minLevel },
        params: { name: name(refusal.giftId), audience: giftAudience(refusal.minLevel, ctx.locale), level: getLevel(ctx.level).name[ctx.locale] },
      };
    case 'GIFT_STOCK_SHORT':
      return {
        code: 'GIFT_STOCK_SHORT', giftId: refusal.giftId, extra: { 'rw.itemId': refusal.giftId, available: refusal.stock },
        params: { name: name(refusal.giftId), n: String(refusal.stock) },
      };
    case 'STARS_SHORT':
      return {
        code: 'STARS_SHORT', giftId: null, extra: { neededTenths: refusal.neededTenths, balanceTenths: refusal.balanceTenths },
        params: { needed: formatStars(refusal.neededTenths), balance: formatStars(refusal.balanceTenths) },
      };
    case 'GIFT_CART_EMPTY':
      return { code: 'GIFT_CART_EMPTY', params: {}, giftId: null, extra: {} };
    case 'GIFT_CART_FULL':
      return { code: 'GIFT_CART_FULL', params: { max: String(refusal.max) }, giftId: null, extra: {} };
    case 'CART_QUANTITY_LIMIT':
      return { code: 'CART_QUANTITY_LIMIT', params: { max: String(refusal.max) }, giftId: null, extra: {} };
  }
}
