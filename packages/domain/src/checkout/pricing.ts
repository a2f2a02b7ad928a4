// How an order is priced (decisions.md "Money, shipping", "Loyalty", "Vouchers";
// docs/decisions/0012). One function used by Checkout, testrun/CreateOrder and
// CreateOrder, so what the shopper is shown is what is charged. All amounts integer fen.
import { earnStars } from '../loyalty/stars.ts';
import type { LevelId } from '../loyalty/levels.ts';
import { freeShippingThresholdFen, shippingFee, type DeliveryOption, type ShippingConfig } from '../shipping/shipping.ts';

export interface PricedOrder {
  goodsFen: number;
  /** The coupon's amount (off / discount). */
  discountFen: number;
  shippingFen: number;
  /** What the cash vouchers cover, and by voucher. */
  cashVoucherFen: number;
  cashApplied: { id: number; amountFen: number }[];
  /** goods - discount + shipping - cash vouchers: what is charged. */
  totalFen: number;
  freeShippingThresholdFen: number;
  /** Goods after discounts still needed for free shipping (0 for pickup or once reached). */
  toFreeShippingFen: number;
  /** Stars the order will earn (tenths), on the goods after discounts, shipping excluded. */
  pendingStarsTenths: number;
}

export function priceOrder(input: {
  lines: readonly { unitPriceFen: number; quantity: number }[];
  /** Computes the coupon's amount from the goods total (0 without a coupon). */
  couponDiscount: (goodsFen: number) => number;
  /** Applies cash vouchers to the payable amount (goods after discount + shipping). */
  cashCover: (payableFen: number) => { id: number; amountFen: number }[];
  level: LevelId | null;
  option: DeliveryOption;
  shipping?: ShippingConfig;
}): PricedOrder {
  const goodsFen = input.lines.reduce((sum, line) => sum + line.unitPriceFen * line.quantity, 0);
  const discountFen = clamp(input.couponDiscount(goodsFen), 0, goodsFen);
  const afterDiscount = goodsFen - discountFen;
  const shippingFen = shippingFee({ goodsTotalFen: afterDiscount, level: input.level, option: input.option, config: input.shipping });
  const payable = afterDiscount + shippingFen;
  // Cash vouchers cover at most what is payable, in the order given.
  let left = payable;
  const cashApplied = input.cashCover(payable).map((c) => {
    const amountFen = clamp(c.amountFen, 0, left);
    left -= amountFen;
    return { id: c.id, amountFen };
  });
  const cashVoucherFen = payable - left;
  const threshold = freeShippingThresholdFen(input.level, input.shipping);
  return {
    goodsFen,
    discountFen,
    shippingFen,
    cashVoucherFen,
    cashApplied,
    totalFen: left,
    freeShippingThresholdFen: threshold,
    toFreeShippingFen: input.option === 'pickup' ? 0 : Math.max(0, threshold - afterDiscount),
    pendingStarsTenths: earnStars({ goodsTotalFen: afterDiscount, level: input.level ?? 1 }),
  };
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(Math.trunc(n), min), max);
