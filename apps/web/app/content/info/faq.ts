// about/faq: short answers to what customers ask our service team most.
import { CUTOFF_HOUR } from '@eshop/domain/delivery';
import { formatPrice } from '@eshop/domain/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@eshop/domain/shipping';
import type { Bilingual, InfoContent } from './types.ts';

const cutoff = `${CUTOFF_HOUR}:00`;
const fee = formatPrice(SHIPPING_FEE_FEN);
const free = formatPrice(DEFAULT_FREE_SHIPPING_THRESHOLD_FEN);

export const faq: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Quick answers to the questions our service team hears most. If yours is not here, open a request from your account or call any of our stores.',
    sections: [
      {
        heading: 'Ordering and payment',
        blocks: [{ type: 'faq', items: [
          { q: 'Do I need an account to order?', a: 'You sign in before checkout, either with your e-mail address and password or by scanning a QR code with WeChat. Customers who sign in with WeChat only and never register an e-mail address receive no order confirmation e-mail; registered members do.' },
          { q: 'How can I pay?', a: 'With WeChat Pay: scan the QR code shown at checkout on a computer or phone, or pay directly inside WeChat. A QR code expires after a few minutes; the payment page then offers a link to refresh it.' },
          { q: 'Can I get an invoice?', a: 'Yes. Write the invoice title and tax number in the comment box at checkout and we will issue it with your order.' },
          { q: 'Why does my steak show a price range?', a: 'Fresh meat is sold by weight. Each size (for example 300 g or 600 g) has its own price; choose the one you want on the product page.' },
        ] }],
      },
      {
        heading: 'Delivery and pickup',
        blocks: [{ type: 'faq', items: [
          { q: 'When will my order arrive?', a: `Order before ${cutoff}: Shanghai the same day, other cities the next day. After ${cutoff}: Shanghai the next day, other cities on the third day. Checkout shows the date for your address.` },
          { q: 'What does delivery cost?', a: `${fee}, or free from ${free} of goods (after discounts) for most members; the amount depends on your member level, see the delivery page. Pickup at a store is free.` },
          { q: 'Will the meat still be cold?', a: 'Yes. We pack in insulated boxes with ice packs that keep everything below 4 °C for up to 36 hours. Put it in the fridge as soon as it arrives.' },
          { q: 'Can I collect my order at a store?', a: 'Yes, at any store that offers pickup, between 09:00 and 19:00. Choose pickup and the store at checkout and give the name and mobile number of the person collecting.' },
        ] }],
      },
      {
        heading: 'Returns and problems',
        blocks: [{ type: 'faq', items: [
          { q: 'Can I return an item?', a: 'Fresh food cannot be resold, so we take no returns except for product errors: a wrong, damaged, incomplete or expired item.' },
          { q: 'Something is wrong with my order. What do I do?', a: 'Open the order in your account and file a request with a short description and a photo. Our team answers in the request and replaces or refunds the item.' },
          { q: 'Can I change or cancel an order?', a: 'An order that is not confirmed yet can be cancelled from the order page. For changes, file a request of the type "change/cancel the order" and we will do our best before it is packed.' },
        ] }],
      },
      {
        heading: 'Stars, levels and vouchers',
        blocks: [{ type: 'faq', items: [
          { q: 'How do I earn stars?', a: 'Members earn stars for every full RMB 50 of goods in an order, online or in our stores (show your member card barcode at the till). Higher levels and bigger orders earn more per RMB 50.' },
          { q: 'Do stars expire?', a: 'No. Stars never expire. A level you reach is yours until the end of the following year.' },
          { q: 'Can I combine vouchers?', a: 'One coupon per order, plus any cash vouchers. Usable vouchers show in green at checkout; the others are grey with the reason.' },
        ] }],
      },
    ],
  },
  zh_CN: {
    lead: '客服团队最常被问到的问题都在这里。如未找到答案，请在会员中心提交申请，或致电任一门店。',
    sections: [
      {
        heading: '下单与支付',
        blocks: [{ type: 'faq', items: [
          { q: '下单需要注册吗？', a: '结算前需要登录：使用电子邮箱和密码，或用微信扫码登录。仅用微信登录、未注册邮箱的顾客不会收到订单确认邮件；注册会员则会收到。' },
          { q: '支持哪些支付方式？', a: '微信支付：在电脑或手机上扫描结算页显示的二维码，或在微信内直接支付。二维码几分钟后会过期，支付页面会提供刷新链接。' },
          { q: '可以开发票吗？', a: '可以。请在结算页的备注栏填写发票抬头和税号，我们会随订单开具。' },
          { q: '为什么牛排有不同价格？', a: '生鲜肉类按重量销售，每种规格（如 300 克或 600 克）价格不同，请在商品页面选择所需规格。' },
        ] }],
      },
      {
        heading: '配送与自提',
        blocks: [{ type: 'faq', items: [
          { q: '订单什么时候送到？', a: `${cutoff}前下单：上海当天送达，其他城市次日送达。${cutoff}后下单：上海次日送达，其他城市第三天送达。结算页会根据您的地址显示送达日期。` },
          { q: '运费是多少？', a: `${fee}；多数会员优惠后商品金额满 ${free} 即可包邮，具体门槛取决于会员等级，详见配送说明。门店自提免运费。` },
          { q: '送到时肉还是冰的吗？', a: '是的。我们使用保温箱和冰袋包装，可在 36 小时内保持 4 °C 以下。收货后请立即放入冰箱。' },
          { q: '可以到门店自提吗？', a: '可以，在提供自提服务的门店，每日 09:00 至 19:00。结算时选择自提和门店，并填写提货人姓名与手机号。' },
        ] }],
      },
      {
        heading: '退货与售后',
        blocks: [{ type: 'faq', items: [
          { q: '可以退货吗？', a: '生鲜食品无法二次销售，因此除商品问题（错发、破损、缺件或过期）外不接受退货。' },
          { q: '订单有问题怎么办？', a: '在会员中心打开该订单并提交申请，简要说明并附上照片。客服会在申请中回复，并为您换货或退款。' },
          { q: '可以修改或取消订单吗？', a: '尚未确认的订单可在订单页面直接取消。如需修改，请提交“修改/取消订单”类型的申请，我们会在打包前尽力处理。' },
        ] }],
      },
      {
        heading: '星星、等级与优惠券',
        blocks: [{ type: 'faq', items: [
          { q: '如何赚取星星？', a: '会员每笔订单商品金额每满 50 元即可获得星星，线上与门店均可（在收银台出示会员卡条形码）。等级越高、订单金额越大，每 50 元获得的星星越多。' },
          { q: '星星会过期吗？', a: '不会，星星永不过期。达到的会员等级保留至次年年底。' },
          { q: '优惠券可以叠加吗？', a: '每笔订单限用一张优惠券，可同时使用代金券。结算时可用的显示为绿色，不可用的显示为灰色并注明原因。' },
        ] }],
      },
    ],
  },
};
