// about/delivery: the delivery promise, cutoff and fees. Every number comes from the
// rules in packages/domain (the same constants checkout uses), never restated here.
import { CUTOFF_HOUR, DOUBLE_ELEVEN_NOTE_DAYS, STORE_CLOSES_HOUR, STORE_OPENS_HOUR } from '@eshop/domain/delivery';
import { LEVELS } from '@eshop/domain/loyalty';
import { formatPrice } from '@eshop/domain/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_FEN, FREE_SHIPPING_THRESHOLDS_FEN, SHIPPING_FEE_FEN } from '@eshop/domain/shipping';
import type { Bilingual, InfoContent } from './types.ts';

const cutoff = `${String(CUTOFF_HOUR).padStart(2, '0')}:00`;
const hours = `${String(STORE_OPENS_HOUR).padStart(2, '0')}:00–${STORE_CLOSES_HOUR}:00`;
const fee = formatPrice(SHIPPING_FEE_FEN);
const { firstDay, lastDay, month } = DOUBLE_ELEVEN_NOTE_DAYS;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const feeRows = (locale: 'en_US' | 'zh_CN') => [
  ...LEVELS.map((level) => [level.name[locale], formatPrice(FREE_SHIPPING_THRESHOLDS_FEN[level.id]), fee]),
  [locale === 'en_US' ? 'Signed in with WeChat, no membership yet' : '微信登录、尚未注册会员', formatPrice(DEFAULT_FREE_SHIPPING_THRESHOLD_FEN), fee],
];

export const delivery: Bilingual<InfoContent> = {
  en_US: {
    lead: 'We deliver nationwide by express courier with a full cold chain, within 24 hours to 1300+ cities. Our packaging keeps your order below 4 °C for up to 36 hours.',
    sections: [
      {
        heading: 'When your order arrives',
        blocks: [
          { type: 'table', caption: `Order cutoff ${cutoff} (Shanghai time)`, head: ['Delivery address', `Ordered before ${cutoff}`, `Ordered after ${cutoff}`], rows: [
            ['Shanghai', 'Same day', 'Next day'],
            ['Other cities', 'Next day', 'Third day'],
          ] },
          { type: 'p', text: 'The promised day is shown at checkout for your address before you pay. Store pickup follows the Shanghai rule.' },
          { type: 'note', text: `Double Eleven: orders placed from ${firstDay} to ${lastDay} ${MONTHS[month - 1]} can take 3-5 days outside Shanghai, as every courier in China is at full stretch. Shanghai deliveries keep their usual times.` },
        ],
      },
      {
        heading: 'Shipping fees',
        blocks: [
          { type: 'p', text: `Delivery costs ${fee} per order. It is free when the goods total after discounts reaches the free-shipping amount of your member level:` },
          { type: 'table', head: ['Member level', 'Free delivery from', 'Fee below that'], rows: feeRows('en_US') },
          { type: 'p', text: 'Picking your order up at a store is always free.' },
        ],
      },
      {
        heading: 'Cold chain and packaging',
        blocks: [
          { type: 'list', items: [
            'Meat and seafood are vacuum-packed, then packed in an insulated box with ice packs sized for the journey.',
            'The box keeps its contents below 4 °C for up to 36 hours: put everything in the fridge or freezer as soon as it arrives.',
            'Frozen items travel frozen and may have softened a little at the surface; they can go straight back into the freezer.',
          ] },
        ],
      },
      {
        heading: 'Store pickup',
        blocks: [
          { type: 'p', text: `Choose "pickup" at checkout and a store that offers it. Orders are ready from the promised day, ${hours} every day. Bring the order number and the pickup person's mobile number.` },
          { type: 'links', items: [{ label: 'Our stores', path: 'about/contact' }] },
        ],
      },
      {
        heading: 'If something is wrong',
        blocks: [
          { type: 'p', text: 'We take no returns except for product errors: a wrong, damaged, incomplete or expired item. In that case open a request from the order in your account as soon as you notice it, with a photo, and we will replace or refund it.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '我们通过快递全程冷链配送，24 小时内送达全国 1300 多个城市。包装可使商品在 36 小时内保持在 4 °C 以下。',
    sections: [
      {
        heading: '送达时间',
        blocks: [
          { type: 'table', caption: `截单时间 ${cutoff}（北京时间）`, head: ['收货地址', `${cutoff}前下单`, `${cutoff}后下单`], rows: [
            ['上海', '当天送达', '次日送达'],
            ['其他城市', '次日送达', '第三天送达'],
          ] },
          { type: 'p', text: '结算时会根据您的收货地址显示预计送达日期，付款前即可确认。门店自提按上海规则计算。' },
          { type: 'note', text: `双十一提示：${month}月${firstDay}日至${month}月${lastDay}日期间下单，上海以外地区配送可能需要3-5天，因全国快递运力紧张。上海地区配送时效不变。` },
        ],
      },
      {
        heading: '运费标准',
        blocks: [
          { type: 'p', text: `每笔订单运费为 ${fee}。当优惠后的商品金额达到您会员等级的包邮门槛时免运费：` },
          { type: 'table', head: ['会员等级', '包邮门槛', '未达门槛运费'], rows: feeRows('zh_CN') },
          { type: 'p', text: '门店自提始终免运费。' },
        ],
      },
      {
        heading: '冷链与包装',
        blocks: [
          { type: 'list', items: [
            '肉类与海鲜先真空包装，再放入保温箱，并按运输时长配足冰袋。',
            '保温箱可使商品在 36 小时内保持在 4 °C 以下：收货后请立即放入冰箱冷藏或冷冻。',
            '冷冻商品全程冷冻运输，表面可能略有软化，可直接放回冷冻室。',
          ] },
        ],
      },
      {
        heading: '门店自提',
        blocks: [
          { type: 'p', text: `结算时选择“门店自提”及提供自提服务的门店。订单自预计日期起可提取，营业时间每日 ${hours}。请携带订单号及提货人手机号。` },
          { type: 'links', items: [{ label: '门店地址', path: 'about/contact' }] },
        ],
      },
      {
        heading: '商品有问题怎么办',
        blocks: [
          { type: 'p', text: '除商品本身问题外不接受退货：如收到错发、破损、缺件或过期商品，请尽快在会员中心的订单中提交申请并附上照片，我们将为您换货或退款。' },
        ],
      },
    ],
  },
};
