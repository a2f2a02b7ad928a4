import { type RouteConfig, index, route } from '@react-router/dev/routes';

// URL shape: /eshop/[zh_CN/]{pc|mobile}/<screen> (decisions.md). The same pages hang
// under an English and a Chinese shell; the shell loader validates the device segment
// and redirects or answers 404 (app/lib/routing.ts). Route ids get the prefix of their tree.
const pages = (prefix: string, list: string) => [
  index('routes/home.tsx', { id: `${prefix}home` }),
  route('list/cid/:cid?', list, { id: `${prefix}list-cid` }),
  route('list/cname/:cname?', list, { id: `${prefix}list-cname` }),
  route('list/search/:q?', list, { id: `${prefix}list-search` }),
  route('list/tag/:tag?', list, { id: `${prefix}list-tag` }),
  route('list', list, { id: `${prefix}list` }),
  route('item/:itemId?', 'routes/item.tsx', { id: `${prefix}item` }),
  // Accounts (docs/decisions/0009-account-pages.md).
  route('register', 'routes/register.tsx', { id: `${prefix}register` }),
  route('logon', 'routes/logon.tsx', { id: `${prefix}logon` }),
  route('forgot-password', 'routes/forgot-password.tsx', { id: `${prefix}forgot-password` }),
  route('reset-password', 'routes/reset-password.tsx', { id: `${prefix}reset-password` }),
  route('my', 'routes/my.tsx', { id: `${prefix}my` }),
  route('my/profile', 'routes/my-profile.tsx', { id: `${prefix}my-profile` }),
  route('my/phone', 'routes/my-phone.tsx', { id: `${prefix}my-phone` }),
  route('my/addresses', 'routes/my-addresses.tsx', { id: `${prefix}my-addresses` }),
  route('my/cancel-account', 'routes/my-cancel-account.tsx', { id: `${prefix}my-cancel-account` }),
  route('my/coupon', 'routes/my-coupon.tsx', { id: `${prefix}my-coupon` }),
  // Loyalty: the membership card and star history, earning, benefits, the FAQ (pc) and
  // the store purchases the tills report (decisions.md "Loyalty").
  route('my/points-history', 'routes/my-points-history.tsx', { id: `${prefix}my-points-history` }),
  route('my/earn-stars', 'routes/my-earn-stars.tsx', { id: `${prefix}my-earn-stars` }),
  route('my/benefits-overview', 'routes/my-benefits-overview.tsx', { id: `${prefix}my-benefits-overview` }),
  route('my/faq2', 'routes/my-faq2.tsx', { id: `${prefix}my-faq2` }),
  route('my/store-order-list', 'routes/my-store-order-list.tsx', { id: `${prefix}my-store-order-list` }),
  route('my/store-order-detail', 'routes/my-store-order-detail.tsx', { id: `${prefix}my-store-order-detail` }),
  // The star shop: gifts for stars, star-shop (WP) orders (issue 14, docs/decisions/0030).
  route('points-mall', 'routes/points-mall.tsx', { id: `${prefix}points-mall` }),
  route('points-mall/item/:itemId', 'routes/points-mall-item.tsx', { id: `${prefix}points-mall-item` }),
  route('points-mall/cart', 'routes/points-mall-cart.tsx', { id: `${prefix}points-mall-cart` }),
  route('points-mall/checkout', 'routes/points-mall-checkout.tsx', { id: `${prefix}points-mall-checkout` }),
  route('my/points-mall', 'routes/my-points-mall.tsx', { id: `${prefix}my-points-mall` }),
  // Customer requests and reviews (issue 15, docs/decisions/0031).
  route('my/request', 'routes/my-request.tsx', { id: `${prefix}my-request` }),
  route('my/request-detail', 'routes/my-request-detail.tsx', { id: `${prefix}my-request-detail` }),
  route('my/review', 'routes/my-review.tsx', { id: `${prefix}my-review` }),
  route('my/review-list', 'routes/my-review-list.tsx', { id: `${prefix}my-review-list` }),
  route('my/review-detail', 'routes/my-review-detail.tsx', { id: `${prefix}my-review-detail` }),
  // Favourites, the message centre and the WeChat entry pages (docs/decisions/0019).
  route('favourite', 'routes/favourite.ts', { id: `${prefix}favourite` }),
  route('my/favourite-list', 'routes/my-favourite-list.tsx', { id: `${prefix}my-favourite-list` }),
  route('message-tips', 'routes/message-tips.tsx', { id: `${prefix}message-tips` }),
  route('Portal', 'routes/portal.tsx', { id: `${prefix}portal` }),
  route('ChinesePortal', 'routes/portal.tsx', { id: `${prefix}chinese-portal` }),
  // Cart (docs/decisions/0011).
  route('shopping/cart', 'routes/cart.tsx', { id: `${prefix}shopping-cart` }),
  // Checkout, payment and orders (contract/orders.ts).
  route('shopping/checkout', 'routes/checkout.tsx', { id: `${prefix}shopping-checkout` }),
  route('ChooseShop', 'routes/choose-shop.tsx', { id: `${prefix}choose-shop` }),
  route('shopping/pay', 'routes/pay.tsx', { id: `${prefix}shopping-pay` }),
  route('shopping/pay-wx', 'routes/pay-wx.tsx', { id: `${prefix}shopping-pay-wx` }),
  route('shopping/pay-result', 'routes/pay-result.tsx', { id: `${prefix}shopping-pay-result` }),
  route('my/order-list', 'routes/my-order-list.tsx', { id: `${prefix}my-order-list` }),
  route('my/order-detail', 'routes/my-order-detail.tsx', { id: `${prefix}my-order-detail` }),
  route('my/order-delivery-detail', 'routes/my-order-delivery-detail.tsx', { id: `${prefix}my-order-delivery-detail` }),
  // QR sign-in: the pc shows the code, the phone (in WeChat) confirms (docs/decisions/0010).
  route('AuthorizeQR', 'routes/authorize-qr-pc.tsx', { id: `${prefix}authorize-qr-pc` }),
  route('authorize-qr', 'routes/authorize-qr.tsx', { id: `${prefix}authorize-qr` }),
  // Recipes (docs/decisions/0018-recipes.md).
  route('recipe-list', 'routes/recipe-list.tsx', { id: `${prefix}recipe-list` }),
  route('recipe-detail/:recipeId?', 'routes/recipe-detail.tsx', { id: `${prefix}recipe-detail` }),
  // Information pages: about/* and productmesg/* (docs/decisions/0017-information-pages.md).
  route('about', 'routes/about.tsx', { id: `${prefix}about` }),
  route('about/:page', 'routes/about.tsx', { id: `${prefix}about-page` }),
  route('productmesg', 'routes/productmesg.tsx', { id: `${prefix}productmesg` }),
  route('productmesg/:page', 'routes/productmesg.tsx', { id: `${prefix}productmesg-page` }),
  // Screens of later work (i18n/screens.ts) and unknown paths: one route, so that route
  // matching — done per request and per link — stays cheap.
  route('*', 'routes/coming-soon.tsx', { id: `${prefix}screen` }),
];

export default [
  index('routes/eshop-index.tsx'),
  // For crawlers and installs (docs/decisions/0036): the sitemap of both languages, a manifest per language.
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('manifest.webmanifest', 'routes/manifest.ts', { id: 'manifest' }),
  route('zh_CN/manifest.webmanifest', 'routes/manifest.ts', { id: 'manifest-zh' }),
  // Each tree's shell brings its language's texts, so a page loads one catalogue (i18n/index.ts);
  // so does each tree's product list route with the list's texts (routes/list.en.tsx, list.zh.tsx).
  route(':device', 'routes/shell-en.tsx', { id: 'shell' }, pages('', 'routes/list.en.tsx')),
  route('zh_CN/:device', 'routes/shell-zh.tsx', { id: 'shell-zh' }, pages('zh-', 'routes/list.zh.tsx')),
] satisfies RouteConfig;
