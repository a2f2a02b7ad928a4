// Every screen of the spec's route list (section 2), with its title in both languages.
// `ready: false` screens belong to later issues and render the bilingual "coming soon"
// page; `devices` restricts mobile-only and pc-only screens.
import type { Device } from '../lib/routing.ts';

export interface Screen {
  id: string;
  path: string;
  title: { en_US: string; zh_CN: string };
  devices?: Device[];
}

const s = (id: string, path: string, en: string, zh: string, devices?: Device[]): Screen => ({
  id, path, title: { en_US: en, zh_CN: zh }, ...(devices ? { devices } : {}),
});

/** Screens still to be built: the splat route (routes/coming-soon.tsx) matches these patterns.
 * None since issue 15; the mechanism stays for screens a later spec adds. */
export const upcomingScreens: Screen[] = [];

/** Screens built so far that have their own route (routes.ts `pages()`). */
export const builtScreens: Screen[] = [
  s('logon', 'logon', 'Sign in', '登录'),
  s('register', 'register', 'Register', '注册'),
  s('forgot-password', 'forgot-password', 'Forgot password', '忘记密码'),
  s('reset-password', 'reset-password', 'Reset password', '重置密码'),
  s('my', 'my', 'My account', '会员中心'),
  s('my-addresses', 'my/addresses', 'Addresses', '收货地址'),
  s('my-cancel-account', 'my/cancel-account', 'Deactivate account', '注销账户'),
  s('my-profile', 'my/profile', 'Profile', '个人资料'),
  s('my-phone', 'my/phone', 'Mobile number', '手机号码'),
  s('my-coupon', 'my/coupon', 'Vouchers', '优惠券'),
  s('shopping-cart', 'shopping/cart', 'Shopping cart', '购物车'),
  s('shopping-checkout', 'shopping/checkout', 'Checkout', '结算'),
  s('shopping-pay', 'shopping/pay', 'Payment', '支付'),
  s('shopping-pay-result', 'shopping/pay-result', 'Payment result', '支付结果'),
  s('shopping-pay-wx', 'shopping/pay-wx', 'WeChat Pay', '微信支付'),
  s('choose-shop', 'ChooseShop', 'Choose a store', '选择门店', ['mobile']),
  s('my-order-detail', 'my/order-detail', 'Order details', '订单详情'),
  s('my-order-list', 'my/order-list', 'My orders', '我的订单'),
  s('my-order-delivery-detail', 'my/order-delivery-detail', 'Delivery details', '物流详情'),
  s('authorize-qr', 'authorize-qr', 'Authorise sign-in', '授权登录', ['mobile']),
  s('authorize-qr-pc', 'AuthorizeQR', 'Sign in with WeChat', '微信扫码登录', ['pc']),
  // Information pages (docs/decisions/0017): the '-page' entries name one page of each group.
  s('about', 'about', 'About us', '关于我们'),
  s('about-page', 'about/delivery', 'Delivery', '配送说明'),
  s('productmesg', 'productmesg', 'Our products', '产品知识'),
  s('productmesg-page', 'productmesg/beef', 'Beef', '牛肉'),
  s('recipe-list', 'recipe-list', 'Recipes', '食谱'),
  s('recipe-detail', 'recipe-detail/:recipeId?', 'Recipe', '食谱详情'),
  s('message-tips', 'message-tips', 'Messages', '消息提示'),
  s('chinese-portal', 'ChinesePortal', 'Welcome', '欢迎', ['mobile']),
  s('portal', 'Portal', 'Welcome', '欢迎', ['mobile']),
  s('my-favourite-list', 'my/favourite-list', 'Favourites', '我的收藏'),
  // Loyalty (decisions.md "Loyalty").
  s('my-benefits-overview', 'my/benefits-overview', 'Benefits overview', '会员权益'),
  s('my-earn-stars', 'my/earn-stars', 'How to earn stars', '如何赚取星星'),
  s('my-points-history', 'my/points-history', 'Membership card', '会员卡'),
  s('my-store-order-detail', 'my/store-order-detail', 'Store order details', '门店订单详情'),
  s('my-store-order-list', 'my/store-order-list', 'Store orders', '门店订单'),
  s('my-faq2', 'my/faq2', 'Loyalty FAQ', '会员常见问题', ['pc']),
  // The star shop (issue 14, docs/decisions/0030). A gift's page (points-mall/item/{id}) is
  // titled by its gift, like the product page, so it has no entry here.
  s('points-mall', 'points-mall', 'Star shop', '星星商城'),
  s('points-mall-cart', 'points-mall/cart', 'Star shop cart', '星星商城购物车'),
  s('points-mall-checkout', 'points-mall/checkout', 'Star shop checkout', '星星商城结算'),
  s('my-points-mall', 'my/points-mall', 'My star shop', '我的星星商城', ['pc']),
  // Customer requests and reviews (issue 15, docs/decisions/0031).
  s('my-request', 'my/request', 'Requests', '我的申请'),
  s('my-request-detail', 'my/request-detail', 'Request details', '申请详情'),
  s('my-review-detail', 'my/review-detail', 'Review', '评价详情'),
  s('my-review-list', 'my/review-list', 'My reviews', '我的评价'),
  s('my-review', 'my/review', 'Write a review', '写评价', ['mobile']),
];

export const screensById = new Map([...upcomingScreens, ...builtScreens].map((screen) => [screen.id, screen]));
