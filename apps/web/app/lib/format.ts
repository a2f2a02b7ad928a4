import { formatMoney } from '@eshop/domain/money';

/** Price text shown to shoppers: '¥ 388.00' (truncated two decimals, spec section 5). */
export function price(fen: number | null | undefined): string {
  return `¥${formatMoney(fen)}`;
}
