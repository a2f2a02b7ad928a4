// Texts of the star shop (issue 14; docs/decisions/0030): the gifts, a gift's page, the
// star-shop cart and checkout, pc my/points-mall, and what order pages say of star-shop (WP)
// orders. Loaded only by the modules that use them (import '../i18n/areas/star-shop.ts';
// docs/decisions/0016). star-shop.zh_CN.ts has the same keys (typed). Gift names, who may
// redeem a gift (`audience`), level names and refusals come localized from the server.
export const starShop_en_US = {
  // Stars as prices and totals ('800 stars').
  'starShop.stars': '{stars} stars',
  'starShop.starsEach': '{stars} stars each',

  // The gifts (points-mall).
  'starShop.intro': 'Spend your stars on gifts chosen by our butchers: tasting boxes, kitchen tools and member events. No money changes hands — only stars.',
  'starShop.count': '{count} gifts',
  'starShop.empty': 'There are no gifts in the star shop right now. Please come back soon.',
  'starShop.worth': 'Worth {amount}',
  'starShop.notForLevel': 'Not for your level',
  'starShop.soldOut': 'Sold out',
  'starShop.guest': 'Members collect stars with every order, online and in our stores. Sign in to see your balance and redeem gifts.',
  'starShop.signIn': 'Sign in to redeem',
  'starShop.register': 'Become a member',

  // The member's bar above the gifts.
  'starShop.balance': 'Your stars',
  'starShop.level': 'Member level',
  'starShop.history': 'Star history',
  'starShop.cartCount': 'Star-shop cart ({count})',

  // A gift's page (points-mall/item/{id}).
  'starShop.audience': 'Who may redeem it',
  'starShop.stock': 'Availability',
  'starShop.stockLeft': '{count} left',
  'starShop.quantity': 'Quantity',
  'starShop.add': 'Add to star-shop cart',
  'starShop.adding': 'Adding…',
  'starShop.goToCart': 'Go to the star-shop cart',
  'starShop.levelReason': 'This gift is for {audience}. Your level is {level}.',
  'starShop.needMore': 'You have {balance} stars: {missing} more are needed for this gift.',
  'starShop.how': 'How redeeming works',
  'starShop.how.cart': 'Add gifts to your star-shop cart, then check out. The stars are taken when you redeem; there is nothing to pay.',
  'starShop.how.receive': 'Choose delivery to one of your addresses or pickup in one of our stores.',
  'starShop.how.cancel': 'If an order is cancelled, its stars go back to your balance.',

  // The star-shop cart (points-mall/cart).
  'starShop.cartEmpty': 'Your star-shop cart is empty.',
  'starShop.browse': 'Browse the star shop',
  'starShop.line.level': 'Not for your level: {audience}',
  'starShop.line.soldOut': 'Sold out — please remove it',
  'starShop.line.short': 'Only {count} left',
  'starShop.remove': 'Remove',
  'starShop.confirmRemove': 'Remove this gift from your star-shop cart?',
  'starShop.keep': 'Keep it',
  'starShop.summary': 'Summary',
  'starShop.gifts': 'Gifts: {count}',
  'starShop.total': 'Total',
  'starShop.balanceBefore': 'Your balance',
  'starShop.balanceAfter': 'Balance afterwards',
  'starShop.checkout': 'Check out',
  'starShop.starsOnly': 'Paid with stars only: no money is charged.',

  // The star-shop checkout (points-mall/checkout).
  'starShop.backToCart': 'Back to the star-shop cart',
  'starShop.checkoutEmpty': 'Your star-shop cart is empty, so there is nothing to redeem yet.',
  'starShop.note': 'Note for our team (optional)',
  'starShop.noteHint': 'For example a preferred time, or who the gift is for.',
  'starShop.details': 'Anything else?',
  'starShop.redeem': 'Redeem for {stars} stars',
  'starShop.redeeming': 'Redeeming…',
  'starShop.terms': 'The stars are taken from your balance as soon as you redeem. If the order is cancelled, they are returned.',
  'starShop.delivery': 'Delivery',
  'starShop.deliveryHint': 'Cold-chain courier to your door, no shipping fee',
  'starShop.pickupHint': 'Collect in one of our stores, 09:00–19:00',

  // Star-shop (WP) orders on the order pages and in pc my/points-mall.
  'starShop.order.type': 'Star shop',
  'starShop.order.gifts': 'Gifts',
  'starShop.order.total': 'Stars paid',
  'starShop.order.payment': 'Paid with',
  'starShop.order.paidWithStars': 'Stars',
  'starShop.order.redeemed': 'Thank you! Your gifts are redeemed and the stars have been taken from your balance. Our team will confirm the order soon.',
  'starShop.order.returned': 'This order was cancelled: its {stars} stars have been returned to your balance.',
  'starShop.order.cancelQuestion': 'Cancel this order? Its stars go back to your balance.',
  'starShop.my.intro': 'Your gifts from the star shop. A new order awaits our team’s confirmation; if it is cancelled, its stars are returned to your balance.',
  'starShop.my.orders': 'My star-shop orders',
  'starShop.my.empty': 'You have not redeemed any gifts yet.',
  'starShop.my.visit': 'Visit the star shop',
  'starShop.my.guest': 'Sign in to see your star balance and your star-shop orders.',
} as const;
