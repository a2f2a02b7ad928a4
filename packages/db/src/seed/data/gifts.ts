// The star shop's gift catalogue (docs/decisions/0030-star-shop.md), in display order.
// Members earn about 1 star per RMB 10 spent, and a gift costs about 10 stars per yuan it
// is worth: the vacuum sealer (RMB 150) is 1,500 stars, the sous-vide machine (RMB 590)
// 5,900. Most gifts are open to every member (minLevel 1); early-bird class seats and the
// wagyu tasting set are for Experienced and Master members (3); the new-product samples
// and the quarterly member BBQ for Masters only (4). Gifts are things or events, never
// money or vouchers. Images are drawn locally (seed/art.ts), one per gift.
import type { SeedArt, Text2 } from './types.ts';

export interface SeedGift {
  /** Stable gift code, e.g. 'GF-VACUUM-SEALER'; the image is `g-<slug(code)>`. */
  code: string;
  name: Text2;
  description: Text2;
  /** Price in stars, integer tenths (> 0): 1,500 stars = 15000. */
  starsTenths: number;
  /** Units left; 0 = sold out. */
  stock: number;
  /** Lowest level that may redeem it: 1 every member, 2 Skilled, 3 Experienced, 4 Master. */
  minLevel: 1 | 2 | 3 | 4;
  /** What it is worth in the shop (fen), shown as "worth RMB 150"; null when not said. */
  worthFen: number | null;
  /** Illustration of the generated image. */
  art: SeedArt;
  /** Background colour of the image, CSS hex. */
  colour: string;
}

/** Stars as the data writes them (whole stars) to integer tenths. */
const stars = (n: number) => n * 10;

export const gifts: SeedGift[] = [
  {
    code: 'GF-APRON',
    name: { en: "Butcher's canvas apron", zh: '肉师帆布围裙' },
    description: {
      en: 'Heavy waxed-canvas apron with leather neck strap, cross-back ties and two front pockets, as worn behind our counters. One size, adjustable.',
      zh: '厚实蜡感帆布围裙，皮质挂脖带、交叉背带与两个前袋，与门店肉师同款。均码，可调节。',
    },
    starsTenths: stars(300),
    stock: 40,
    minLevel: 1,
    worthFen: 3900,
    art: 'apron',
    colour: '#8C7B6B',
  },
  {
    code: 'GF-STEAK-SEASONING',
    name: { en: 'Steak seasoning set', zh: '牛排调味三件套' },
    description: {
      en: 'Three jars on an oak tray: Tellicherry black peppercorns, Himalayan pink salt and our smoky steak rub. Enough for about 60 steaks.',
      zh: '橡木托盘配三罐调料：印度特里切里黑胡椒粒、喜马拉雅玫瑰盐与本店烟熏牛排腌料，约可调味60块牛排。',
    },
    starsTenths: stars(400),
    stock: 48,
    minLevel: 1,
    worthFen: 4500,
    art: 'seasoning',
    colour: '#C9A227',
  },
  {
    code: 'GF-MEAT-THERMOMETER',
    name: { en: 'Instant-read meat thermometer', zh: '即时读数肉类温度计' },
    description: {
      en: 'Reads the core temperature in about 3 seconds, ±0.5 °C, with a folding stainless probe. Take the guesswork out of medium rare (52-54 °C).',
      zh: '约3秒读出中心温度，精度±0.5 °C，折叠式不锈钢探针。三分熟（52-54 °C）不再靠猜。',
    },
    starsTenths: stars(600),
    stock: 30,
    minLevel: 1,
    worthFen: 6800,
    art: 'thermometer',
    colour: '#B06A5E',
  },
  {
    code: 'GF-STEAK-KNIVES',
    name: { en: 'Steak knives, set of two', zh: '牛排刀两把装' },
    description: {
      en: 'German stainless-steel serrated blades with riveted pakka-wood handles, in a gift box. Dishwasher safe, though they prefer a hand wash.',
      zh: '德国不锈钢锯齿刀刃，铆钉固定的层压木刀柄，礼盒包装。可用洗碗机，手洗更佳。',
    },
    starsTenths: stars(800),
    stock: 24,
    minLevel: 1,
    worthFen: 8800,
    art: 'knife',
    colour: '#6F7F8C',
  },
  {
    code: 'GF-CARVING-BOARD',
    name: { en: 'Acacia carving board', zh: '相思木切肉砧板' },
    description: {
      en: 'Solid acacia board, 45 × 28 cm, with a deep juice groove and a handle for serving a roast at the table. Oil it now and then and it lasts for years.',
      zh: '实心相思木砧板，45 × 28 厘米，深汁槽设计，带手柄，可直接端上桌分切烤肉。定期上油，可用多年。',
    },
    starsTenths: stars(1000),
    stock: 18,
    minLevel: 1,
    worthFen: 12800,
    art: 'board',
    colour: '#A0785A',
  },
  {
    code: 'GF-WINE-GLASSES',
    name: { en: 'Crystal red-wine glasses, pair', zh: '水晶红酒杯两只装' },
    description: {
      en: 'Two lead-free crystal Bordeaux glasses, 600 ml, thin-rimmed and made for the big reds that go with a ribeye.',
      zh: '两只无铅水晶波尔多杯，容量600毫升，薄杯口，专为搭配肉眼牛排的浓郁红葡萄酒设计。',
    },
    starsTenths: stars(1200),
    stock: 20,
    minLevel: 1,
    worthFen: 13800,
    art: 'glasses',
    colour: '#8E5A6A',
  },
  {
    code: 'GF-VACUUM-SEALER',
    name: { en: 'Vacuum sealer', zh: '真空封口机' },
    description: {
      en: 'Seals portions of meat and fish airtight so they keep longer in the fridge and freezer, and go straight into the sous-vide bath. Comes with 20 bags.',
      zh: '将分装好的肉类与鱼类真空密封，冷藏冷冻保鲜更久，也可直接放入低温慢煮水浴。附赠20个真空袋。',
    },
    starsTenths: stars(1500),
    stock: 15,
    minLevel: 1,
    worthFen: 15000,
    art: 'vacuum-sealer',
    colour: '#5F7F9A',
  },
  {
    code: 'GF-CAST-IRON-PAN',
    name: { en: 'Cast-iron steak pan', zh: '铸铁牛排煎锅' },
    description: {
      en: 'Pre-seasoned 26 cm cast-iron skillet that holds its heat for a proper crust. Works on gas, induction and in the oven.',
      zh: '26厘米预开锅铸铁煎锅，蓄热稳定，煎出漂亮焦壳。适用于燃气灶、电磁炉及烤箱。',
    },
    starsTenths: stars(2500),
    stock: 0,
    minLevel: 1,
    worthFen: 29900,
    art: 'pan',
    colour: '#6B8E4E',
  },
  {
    code: 'GF-SOUS-VIDE',
    name: { en: 'Sous-vide machine', zh: '低温慢煮机' },
    description: {
      en: 'Immersion circulator, 1,000 W, that clips onto any pot and holds the water to 0.1 °C: edge-to-edge pink steaks, tender pork belly and silky salmon.',
      zh: '1000瓦浸入式恒温棒，可夹在任何锅边，水温精确到0.1 °C：牛排内外一致粉嫩，五花肉软嫩，三文鱼细滑。',
    },
    starsTenths: stars(5900),
    stock: 6,
    minLevel: 1,
    worthFen: 59000,
    art: 'sous-vide',
    colour: '#4F7F86',
  },
  {
    code: 'GF-CLASS-EARLY-BIRD',
    name: { en: 'Early-bird seat: weekend steak class', zh: '周末牛排烹饪课早鸟席位' },
    description: {
      en: 'One seat at a three-hour Saturday class with our head butcher at the Gubei store: choosing cuts, dry-ageing, searing and resting, then dinner. Booked before the public sale.',
      zh: '古北店周六三小时烹饪课席位一个，由主理肉师讲解选肉、干式熟成、煎制与静置，课后共进晚餐。早于公开报名预订。',
    },
    starsTenths: stars(3200),
    stock: 12,
    minLevel: 3,
    worthFen: 38000,
    art: 'ticket',
    colour: '#C08A3E',
  },
  {
    code: 'GF-WAGYU-TASTING',
    name: { en: 'Exclusive wagyu tasting set', zh: '专享和牛品鉴套装' },
    description: {
      en: 'Three 150 g wagyu striploins side by side: Japanese A5 from Kagoshima, Australian full-blood MB9+ and Chinese wagyu from Inner Mongolia, with tasting notes.',
      zh: '三款150克和牛西冷对比品鉴：日本鹿儿岛A5、澳洲纯血MB9+与内蒙古中国和牛，附品鉴说明。',
    },
    starsTenths: stars(4800),
    stock: 8,
    minLevel: 3,
    worthFen: 52800,
    art: 'tasting',
    colour: '#9C4A4A',
  },
  {
    code: 'GF-NEW-SAMPLES',
    name: { en: 'New-product samples box', zh: '新品抢先试吃礼盒' },
    description: {
      en: "A box of what the buyers are about to add to the shop, sent before it goes on sale: new cuts, charcuterie and cheeses. Tell us what you think.",
      zh: '采购团队即将上架的新品抢先寄送：新部位、熟食冷切与奶酪。欢迎告诉我们您的意见。',
    },
    starsTenths: stars(1000),
    stock: 10,
    minLevel: 4,
    worthFen: null,
    art: 'gift',
    colour: '#957A63',
  },
  {
    code: 'GF-MEMBER-BBQ',
    name: { en: 'Seat at the quarterly member BBQ', zh: '季度会员烧烤会席位' },
    description: {
      en: "One seat at the season's members-only BBQ on the Gubei terrace: whole-cut grilling by our butchers, wine pairing and a take-home pack.",
      zh: '当季会员专属烧烤会席位一个，地点为古北店露台：肉师现场炭烤整块肉、葡萄酒配餐，另附伴手礼。',
    },
    starsTenths: stars(2500),
    stock: 20,
    minLevel: 4,
    worthFen: null,
    art: 'grill',
    colour: '#7A5A4A',
  },
];
