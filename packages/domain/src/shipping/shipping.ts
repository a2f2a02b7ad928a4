// Shipping fee (spec sections 1 and 9; decisions.md "Money, shipping and delivery").

import type { LevelId } from '../loyalty/levels.ts';

export type DeliveryOption = 'delivery' | 'pickup';

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = ['delivery', 'pickup'];

export const SHIPPING_FEE_FEN = 5000;

/** Goods total after discounts from which delivery is free, by level. */
export const FREE_SHIPPING_THRESHOLDS_FEN: Readonly<Record<LevelId, number>> = {
  1: 20_000,
  2: 50_000,
  3: 40_000,
  4: 20_000,
};

/** Threshold for a customer without a level (e.g. signed in with WeChat only). */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_FEN = 20_000;

/** Overrides from configuration; anything left out uses the constants above. */
export interface ShippingConfig {
  feeFen?: number;
  thresholdsFen?: Partial<Record<LevelId, number>>;
  defaultThresholdFen?: number;
}

export function freeShippingThresholdFen(level: LevelId | null, config?: ShippingConfig): number {
  if (level === null) return config?.defaultThresholdFen ?? DEFAULT_FREE_SHIPPING_THRESHOLD_FEN;
  return config?.thresholdsFen?.[level] ?? FREE_SHIPPING_THRESHOLDS_FEN[level];
}

/** Fen of goods still needed for free delivery; 0 once the threshold is reached. */
export function amountToFreeShipping(input: {
  goodsTotalFen: number;
  level: LevelId | null;
  config?: ShippingConfig;
}): number {
  return Math.max(0, freeShippingThresholdFen(input.level, input.config) - input.goodsTotalFen);
}

/**
 * Shipping fee in fen: none for pickup; none for delivery once the goods total after
 * discounts reaches (≥) the level's threshold; otherwise the flat fee.
 */
export function shippingFee(input: {
  goodsTotalFen: number;
  level: LevelId | null;
  option: DeliveryOption;
  config?: ShippingConfig;
}): number {
  if (input.option === 'pickup') return 0;
  if (input.goodsTotalFen >= freeShippingThresholdFen(input.level, input.config)) return 0;
  return input.config?.feeFen ?? SHIPPING_FEE_FEN;
}
