// Response shapes of the cart calls (spec section 7; docs/decisions/0011-cart.md).
// Texts are in the request's language (`lang` header); money is integer fen, read from
// the SKU when the cart is answered (prices are never stored in the cart).

/** One line of the member's cart (Cart.List, UpdateCart, RemoveFromCart). */
export interface CartLine {
  'sku.skuId': number;
  'h.quantity': number;
  itemId: number;
  /** Item name in the request language. */
  name: string;
  /** SKU spec in the request language, e.g. '500 g'. */
  spec: string;
  /** Thumbnail URL, same form as Item.List's (`.SO.PNG` when sold out). */
  image: string;
  /** The SKU's current price. */
  unitPriceFen: number;
  /** unitPriceFen * quantity. */
  lineTotalFen: number;
  /** Units available now. */
  stock: number;
  /** Stock 0 (or the item is withdrawn): the line stays but cannot be checked out. */
  soldOut: boolean;
}

export interface CartSummary {
  /** Sum of quantities: the header badge (spec section 4). */
  cartTotal: number;
  /** Sum of lineTotalFen over the lines that are not sold out. */
  goodsFen: number;
  /** Number of lines. */
  lines: number;
}
