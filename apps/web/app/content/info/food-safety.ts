// about/food-safety: how we keep food safe, and what shoppers can do at home.
import type { Bilingual, InfoContent } from './types.ts';

export const foodSafety: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Fresh meat and seafood are only as good as the cold chain behind them. These are the checks every product passes before it reaches you, and the habits that keep it safe in your kitchen.',
    sections: [
      {
        heading: 'Before it reaches our counter',
        blocks: [
          { type: 'list', items: [
            'Every imported lot arrives with its customs clearance, inspection and quarantine certificates and, for meat, the health certificate of the exporting country. We keep them on file and can show them on request.',
            'Our receiving team checks the core temperature of each delivery: chilled meat 0-4 °C, frozen goods -18 °C or colder. A lot outside these limits is refused.',
            'Each pack is labelled with its lot number, so any product can be traced back to the farm and the plant that prepared it.',
          ] },
        ],
      },
      {
        heading: 'In our kitchens and stores',
        blocks: [
          { type: 'list', items: [
            'Raw meat, cooked products, seafood and cheese are cut on separate boards with separate knives, in separate rooms where possible.',
            'Sausages and cold cuts made in-house are cooked or cured to tested recipes and kept to strict use-by dates.',
            'Cold rooms and display counters are logged around the clock; an alarm calls the duty manager if a temperature drifts.',
            'Our staff hold health certificates renewed every year and are trained in hygiene when they join.',
          ] },
        ],
      },
      {
        heading: 'At home',
        blocks: [
          { type: 'table', head: ['Product', 'Fridge (0-4 °C)', 'Freezer (-18 °C)'], rows: [
            ['Steaks, chops, roasts', '3-5 days in the vacuum pack', 'Up to 12 months'],
            ['Mince, diced meat, sausages', '1-2 days', 'Up to 3 months'],
            ['Poultry', '1-2 days', 'Up to 9 months'],
            ['Fish and shellfish', 'Same or next day', 'Up to 3 months'],
            ['Sliced cold cuts (opened)', '3-5 days', 'Not recommended'],
          ] },
          { type: 'list', items: [
            'Thaw in the fridge, never on the counter: allow a day for every 2 kg.',
            'Cook poultry, mince and sausages through (72 °C in the centre); whole steaks and lamb can be served pink.',
            'Eat sashimi-grade fish raw only on the day of delivery.',
          ] },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '生鲜肉类和海鲜的品质取决于背后的冷链。以下是每件商品送到您手中之前要经过的检查，以及在家中保持食品安全的好习惯。',
    sections: [
      {
        heading: '上柜之前',
        blocks: [
          { type: 'list', items: [
            '每批进口商品均附有海关通关及检验检疫证明，肉类另附出口国官方卫生证书。我们存档备查，顾客可要求查看。',
            '收货团队逐批检测中心温度：冷鲜肉 0-4 °C，冷冻商品-18 °C 或更低。超出范围的批次一律拒收。',
            '每件包装均标注批号，任何商品都可追溯到农场和加工厂。',
          ] },
        ],
      },
      {
        heading: '厨房与门店',
        blocks: [
          { type: 'list', items: [
            '生肉、熟食、海鲜和奶酪使用不同的砧板和刀具分切，并尽可能在不同房间操作。',
            '自制香肠和冷切肉按经过检测的配方加工或腌制，并严格执行保质期。',
            '冷库和展示柜全天候记录温度，一旦偏离即自动通知值班经理。',
            '员工均持有每年更新的健康证，入职即接受卫生培训。',
          ] },
        ],
      },
      {
        heading: '在家中',
        blocks: [
          { type: 'table', head: ['商品', '冷藏（0-4 °C）', '冷冻（-18 °C）'], rows: [
            ['牛排、肉排、烤肉块', '真空包装 3-5 天', '最长 12 个月'],
            ['肉馅、肉丁、香肠', '1-2 天', '最长 3 个月'],
            ['禽肉', '1-2 天', '最长 9 个月'],
            ['鱼类和贝类', '当天或次日', '最长 3 个月'],
            ['已开封的冷切肉片', '3-5 天', '不建议冷冻'],
          ] },
          { type: 'list', items: [
            '请在冰箱冷藏室解冻，切勿室温解冻：每 2 公斤约需一天。',
            '禽肉、肉馅和香肠须完全煮熟（中心温度 72 °C）；整块牛排和羊肉可保留粉红色。',
            '刺身级鱼类仅限送达当天生食。',
          ] },
        ],
      },
    ],
  },
};
