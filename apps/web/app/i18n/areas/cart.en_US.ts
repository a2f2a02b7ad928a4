// Texts of the "In your cart" overlay (components/cart/InYourCart.tsx: loaded after "add to
// cart", not with the product page) and of the cart and order pages that share its words,
// in English. Only the modules that use them import them (import '../i18n/areas/cart.ts';
// docs/decisions/0016). cart.zh_CN.ts has the same keys (typed).
export const cart_en_US = {
  'cart.inYourCart': 'In Your Cart',
  'cart.close': 'Close',
  'cart.itemsInCart': 'Items in your cart: {count}',
  'cart.continue': 'Continue shopping',
  'cart.goToCart': 'Go to cart',
} as const;
