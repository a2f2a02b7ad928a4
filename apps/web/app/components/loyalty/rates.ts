// The "how to earn stars" table (my/earn-stars) built from the domain's constants, so the
// page can never disagree with what checkout and the tills credit (spec section 9).
import { AMOUNT_BAND_LOWER_BOUNDS_FEN, EARN_RATES_TENTHS, LEVELS, STARS_UNIT_FEN, type LevelId } from '@eshop/domain/loyalty';
import { FREE_SHIPPING_THRESHOLDS_FEN } from '@eshop/domain/shipping';

/** An amount band of the goods total: from `fromFen`, up to and excluding `toFen` (null: no upper end). */
export interface AmountBandColumn {
  fromFen: number;
  toFen: number | null;
}

export interface RateRow {
  level: LevelId;
  name: { en_US: string; zh_CN: string };
  /** Stars earned for the year that reach the level (tenths). */
  thresholdTenths: number;
  /** Stars (tenths) per full STARS_UNIT_FEN, one per band. */
  ratesTenths: number[];
  /** Goods total (after discounts) from which delivery is free. */
  freeShippingFen: number;
}

export interface RateTable {
  unitFen: number;
  bands: AmountBandColumn[];
  rows: RateRow[];
}

export function rateTable(): RateTable {
  const bounds = AMOUNT_BAND_LOWER_BOUNDS_FEN;
  return {
    unitFen: STARS_UNIT_FEN,
    bands: bounds.map((fromFen, i) => ({ fromFen, toFen: bounds[i + 1] ?? null })),
    rows: LEVELS.map((level) => ({
      level: level.id,
      name: level.name,
      thresholdTenths: level.thresholdTenths,
      ratesTenths: [...EARN_RATES_TENTHS[level.id]],
      freeShippingFen: FREE_SHIPPING_THRESHOLDS_FEN[level.id],
    })),
  };
}

/** Whole yuan for the labels: 50000 → '500', 100000 → '1,000', 49999 → '499' (a band's upper end). */
export function yuan(fen: number): string {
  return Math.floor(fen / 100).toLocaleString('en-US');
}

