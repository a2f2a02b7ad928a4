// Response shapes of the loyalty calls (spec sections 3, 7; docs/decisions/0029-loyalty.md).
// Types only: the server's zod schemas (apps/server/src/modules/loyalty/routes.ts) and
// /api/openapi.json are the reference. Stars are integer tenths of a star.

/** Where the member stands: part of MemberInfo (the header, the member centre). */
export interface LoyaltyStanding {
  /** The balance: the sum of the star ledger. */
  starsTenths: number;
  /** The code on the membership card (12 digits) that store tills scan. */
  memberCode: string;
  /** Stars earned (for the level) this Shanghai calendar year and last year. */
  earnedThisYearTenths: number;
  earnedLastYearTenths: number;
  /** The next level, its localized name and the stars still to earn this year; null for Master. */
  nextLevel: { level: number; levelName: string; missingTenths: number } | null;
  /** The last year the level is held without earning more; null for the first level. */
  levelHeldUntilYear: number | null;
}

export type StarTxKind = 'order' | 'store_order' | 'store_void' | 'spend' | 'return' | 'adjust' | 'merge';

/** PointTx.List: one entry of the star history (spec section 3: time, points value, remark). */
export interface StarTransaction {
  id: number;
  createdAt: string;
  kind: StarTxKind;
  /** Signed: positive earned or given back, negative used or taken back. */
  tenths: number;
  /** Localized, e.g. 'Order WO261124100001' / 'Store purchase at Jing'an, #88123'. */
  remark: string;
  /** The online order it belongs to, if any (links to its detail). */
  transactionId: string | null;
  /** The store order it belongs to, if any (links to its detail). */
  trxLogId: number | null;
}

/** MaxChainOrder.List: a purchase in a store, reported by its till. */
export interface StoreOrderSummary {
  trxLogId: number;
  storeId: number;
  /** Localized store name ('' when the store is no longer listed). */
  storeName: string;
  paidAt: string;
  totalFen: number;
  starsTenths: number;
  /** The level the stars were earned at, localized. */
  levelName: string;
  voided: boolean;
  voidedAt: string | null;
  /** Number of lines. */
  lineCount: number;
}

/** ViewMaxChainOrder: the lines as the till reported them. */
export interface StoreOrderDetail extends StoreOrderSummary {
  storeAddress: string;
  storePhone: string;
  lines: { name: string; quantity: number; amountFen: number }[];
}
