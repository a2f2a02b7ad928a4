// Home-page content: carousel slides, specials and content segments. Links name
// categories, tags or items by code; the seed resolves them to shop paths with ids
// ('list/cid/3', 'item/12'). A link lists candidates: the first that exists wins, so
// the content survives small changes to the catalogue.
import type { SeedArt, Text2 } from './types.ts';

export type SeedLink =
  /** list/cid/{cid} of the first category code that exists. */
  | { category: string[] }
  /** item/{itemId}: the first item (in file order) of one of these categories, with the tag when given. */
  | { itemIn: string[]; tag?: string }
  /** item/{itemId} by product code. */
  | { item: string }
  /** list/tag/{tag} */
  | { tag: string }
  /** A fixed shop path, e.g. 'recipe-list', 'about/delivery'. */
  | { path: string };

export interface SeedSlide {
  title: Text2;
  subtitle: Text2;
  link: SeedLink[];
  /** Illustration and background of the generated 1440×480 banner. */
  art: SeedArt;
  colour: string;
}

export interface SeedSpecial {
  title: Text2;
  body: Text2;
  badge: Text2;
  link: SeedLink[];
  art: SeedArt;
  colour: string;
}

export interface CustomerVoice {
  name: string;
  district: string;
  /** 1-5 */
  rating: number;
  text: string;
}

export const slides: SeedSlide[] = [
  {
    title: { en: 'Wagyu, marbled to melt', zh: '和牛，入口即化的雪花' },
    subtitle: {
      en: 'Australian full-blood wagyu, dry-aged in our Shanghai cold room',
      zh: '澳洲纯血和牛，在上海冷库精心熟成',
    },
    link: [{ tag: 'wagyu' }, { category: ['beef'] }],
    art: 'steak',
    colour: '#8c3b3b',
  },
  {
    title: { en: 'Fire up the grill', zh: '点燃烧烤季' },
    subtitle: {
      en: 'Sausages, skewers and marinated cuts for the weekend barbecue',
      zh: '香肠、肉串与腌制肉排，周末烧烤一站备齐',
    },
    link: [{ tag: 'bbq' }, { category: ['bbq'] }],
    art: 'grill',
    colour: '#a0522d',
  },
  {
    title: { en: 'From cold northern waters', zh: '来自北方冰冷海域' },
    subtitle: {
      en: 'Norwegian salmon and wild seafood, delivered below 4 °C',
      zh: '挪威三文鱼与野生海鲜，全程 4°C 以下冷链配送',
    },
    link: [{ category: ['salmon', 'seafood'] }],
    art: 'fillet',
    colour: '#2f6f8f',
  },
  {
    title: { en: 'Cheese and wine evenings', zh: '奶酪与葡萄酒之夜' },
    subtitle: {
      en: 'Farmhouse cheeses paired with wines our team loves',
      zh: '农庄奶酪，搭配我们团队钟爱的葡萄酒',
    },
    link: [{ category: ['cheese'] }],
    art: 'cheese',
    colour: '#b08a2e',
  },
  {
    title: { en: 'Cook it like our chefs', zh: '跟着主厨下厨' },
    subtitle: {
      en: 'Step-by-step recipes with videos and a serving scaler',
      zh: '分步骤食谱，附视频与份量换算',
    },
    link: [{ path: 'recipe-list' }],
    art: 'pan',
    colour: '#4f6b4a',
  },
];

export const specials: SeedSpecial[] = [
  {
    title: { en: 'Family sets', zh: '家庭套餐' },
    body: {
      en: 'A week of dinners in one box: steaks, chicken, sausages and sides, portioned for four.',
      zh: '一箱搞定一周晚餐：牛排、鸡肉、香肠与配菜，四人份量。',
    },
    badge: { en: 'Save 15%', zh: '立省 15%' },
    link: [{ tag: 'set' }, { category: ['sets'] }],
    art: 'gift',
    colour: '#7a5c3e',
  },
  {
    title: { en: 'Seasonal picks', zh: '当季精选' },
    body: {
      en: 'What is at its best right now, chosen every week by our butchers.',
      zh: '每周由我们的肉铺师傅挑选当下最好的食材。',
    },
    badge: { en: 'Seasonal', zh: '当季' },
    link: [{ tag: 'seasonal' }, { category: ['seasonal'] }],
    art: 'vegetable',
    colour: '#6b8e4e',
  },
  {
    title: { en: 'Double stars weekend', zh: '周末双倍星星' },
    body: {
      en: 'Members earn double stars on every fresh-meat order placed Saturday and Sunday.',
      zh: '会员周六、周日下单生鲜肉类，可获双倍星星。',
    },
    badge: { en: '2× stars', zh: '双倍星星' },
    link: [{ category: ['beef'] }],
    art: 'chop',
    colour: '#9b4d3a',
  },
  {
    title: { en: 'Cooking classes', zh: '烹饪课堂' },
    body: {
      en: 'Join a steak masterclass or a kids’ pizza workshop at our experience centre.',
      zh: '来体验中心参加牛排大师课或儿童披萨工作坊。',
    },
    badge: { en: 'New dates', zh: '新课开放' },
    link: [{ path: 'about/workshops' }],
    art: 'bread',
    colour: '#5c6f82',
  },
];

export const customerVoices: { en_US: CustomerVoice[]; zh_CN: CustomerVoice[] } = {
  en_US: [
    { name: 'Sarah M.', district: 'Pudong', rating: 5, text: 'The ribeye was better than any steakhouse in town. Arrived cold and perfectly packed.' },
    { name: 'Thomas K.', district: 'Changning', rating: 5, text: 'Finally proper German sausages in Shanghai. Ordered at 3 pm, grilled them that evening.' },
    { name: 'Li Wei', district: "Jing'an", rating: 5, text: 'The salmon is so fresh we eat it as sashimi. Delivery is always on time.' },
    { name: 'Anna & Marco', district: 'Minhang', rating: 4, text: 'Great cheese selection and friendly staff at the Hongqiao store. Pickup took two minutes.' },
    { name: 'Zhang Min', district: 'Xuhui', rating: 5, text: 'The lamb rack was tender and clean-tasting. My parents asked where I bought it.' },
    { name: 'James P.', district: 'Pudong', rating: 5, text: 'Thanksgiving turkey, ham and the trimmings in one order. Saved our holiday.' },
    { name: 'Chen Jing', district: 'Changning', rating: 4, text: 'Stars add up quickly and the birthday gift was a lovely surprise.' },
  ],
  zh_CN: [
    { name: 'Sarah M.', district: '浦东', rating: 5, text: '肉眼牛排比城里任何一家牛排馆都好吃，送到时依然冰凉，包装完美。' },
    { name: 'Thomas K.', district: '长宁', rating: 5, text: '终于在上海买到地道的德国香肠。下午三点下单，当晚就烤上了。' },
    { name: '李伟', district: '静安', rating: 5, text: '三文鱼新鲜到可以直接做刺身，配送一直很准时。' },
    { name: 'Anna & Marco', district: '闵行', rating: 4, text: '奶酪种类丰富，虹桥店员工很友好，自提只用了两分钟。' },
    { name: '张敏', district: '徐汇', rating: 5, text: '羊排鲜嫩无膻味，爸妈一直问我在哪里买的。' },
    { name: 'James P.', district: '浦东', rating: 5, text: '感恩节火鸡、火腿和配菜一次买齐，拯救了我们的节日。' },
    { name: '陈静', district: '长宁', rating: 4, text: '星星积累得很快，生日礼物也是个惊喜。' },
  ],
};

/** Category codes for the home page's quick navigation, in display order (unknown ones are skipped; at most 12). */
export const quickNav: string[] = [
  'beef', 'pork', 'lamb-venison', 'chicken', 'sausages', 'cold-cuts', 'seafood', 'salmon', 'cheese', 'wine', 'bbq', 'sets',
];

export interface DeliveryPromise {
  title: string;
  points: string[];
  cutoff: string;
  cities: number;
  maxTempC: number;
  coldHours: number;
}

export const deliveryPromise: { en_US: DeliveryPromise; zh_CN: DeliveryPromise } = {
  en_US: {
    title: 'Cold-chain delivery you can count on',
    points: [
      'Express cold-chain courier, within 24 hours to 1300+ cities nationwide.',
      'Insulated packaging keeps your order below 4 °C for up to 36 hours.',
      'Shanghai: order before 16:00 for same-day delivery, after 16:00 for next day.',
      'Other cities: order before 16:00 for next-day delivery, after 16:00 for the day after.',
      'Free shipping on orders over RMB 200, otherwise RMB 50.',
    ],
    cutoff: '16:00',
    cities: 1300,
    maxTempC: 4,
    coldHours: 36,
  },
  zh_CN: {
    title: '值得信赖的全程冷链配送',
    points: [
      '冷链快递配送，24 小时内送达全国 1300 多个城市。',
      '保温包装可使商品在 36 小时内保持 4°C 以下。',
      '上海：16:00 前下单当日送达，16:00 后下单次日送达。',
      '其他城市：16:00 前下单次日送达，16:00 后下单第三日送达。',
      '订单满 200 元免运费，否则运费 50 元。',
    ],
    cutoff: '16:00',
    cities: 1300,
    maxTempC: 4,
    coldHours: 36,
  },
};

export const todayRecommendation = {
  en_US: { headline: "Today's recommendation", subline: 'Hand-picked by our butchers this morning' },
  zh_CN: { headline: '今日推荐', subline: '肉铺师傅今早亲自挑选' },
};
