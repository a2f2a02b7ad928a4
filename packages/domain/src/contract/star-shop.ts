// Response shapes of the star-shop calls (issue 14; docs/decisions/0030-star-shop.md).
// Types only: the server's zod schemas (apps/server/src/modules/star-shop/routes.ts) and
// /api/openapi.json are the reference. Stars are integer tenths of a star; texts are in
// the request's language.

/** PointCatalog.List: one gift of the star shop. */
export interface Gift {
  'rw.itemId': number;
  name: string;
  description: string;
  /** Thumbnail URL (same form as Item.List's; `.SO.PNG` when none is left). */
  image: string;
  /** The large picture (gift page). */
  imageLarge: string;
  /** The price in stars (tenths). */
  starsTenths: number;
  /** What it would cost in the shop (fen), e.g. the vacuum sealer's RMB 150; null when not said. */
  worthFen: number | null;
  /** Units left. */
  stock: number;
  soldOut: boolean;
  /** The lowest level that may redeem it (1 every member ... 4 Master only). */
  minLevel: number;
  /** Who may redeem it, in words: 'Every member', 'Experienced Butcher and above'. */
  audience: string;
  /** For a signed-in member: whether their level may redeem it; null for visitors. */
  forYourLevel: boolean | null;
}

/** Star-shop Cart.List: one line of the member's star-shop cart. */
export interface GiftCartLine {
  'rw.itemId': number;
  'h.quantity': number;
  name: string;
  image: string;
  /** The gift's price now (tenths) and times the quantity. */
  starsTenths: number;
  lineStarsTenths: number;
  stock: number;
  soldOut: boolean;
  minLevel: number;
  audience: string;
  /** False when the member's level may not redeem it (the line stays, checkout refuses it). */
  forYourLevel: boolean;
}

/** The star-shop cart's totals, with the member's balance before and after. */
export interface GiftCartSummary {
  /** Sum of the quantities (the badge). */
  quantity: number;
  lines: number;
  totalStarsTenths: number;
  balanceTenths: number;
  /** balance - total; negative when the balance is short. */
  balanceAfterTenths: number;
  /** The member's level and its localized name. */
  level: number;
  levelName: string;
  /**
   * Why checkout would be refused now, localized (the first reason, as CreateOrder would
   * answer it), or null when the cart can be ordered.
   */
  problem: { code: string; message: string; 'rw.itemId': number | null } | null;
}

/** A line of a star-shop (WP) order in ViewOrder. */
export interface GiftOrderLine {
  'rw.itemId': number;
  name: string;
  image: string;
  starsTenths: number;
  quantity: number;
  lineStarsTenths: number;
}
