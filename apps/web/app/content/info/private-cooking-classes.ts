// about/private-cooking-classes: booking the kitchen and a chef.
import type { Bilingual, InfoContent } from './types.ts';

export const privateCookingClasses: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Book the whole experience centre for your team, your family or a birthday: one of our chefs cooks with you, on a menu built around the meat and wine you like.',
    sections: [
      {
        heading: 'How it works',
        blocks: [
          { type: 'list', ordered: true, items: [
            'Call 021-62708812 or ask at any store with your date, the number of guests and any dietary needs.',
            'Our chef proposes a menu within two working days, for example a steak dinner, a Spanish tapas night or a Christmas roast.',
            'You confirm with a deposit of 30%; the rest is paid on the day.',
            'On the day, everyone cooks at their own station and we sit down together to eat.',
          ] },
        ],
      },
      {
        heading: 'Prices',
        blocks: [
          { type: 'table', head: ['Group', 'Length', 'Price per person'], rows: [
            ['6-11 guests', '3 hours', 'from RMB 780.00'],
            ['12-24 guests', '3 hours', 'from RMB 680.00'],
          ] },
          { type: 'p', text: 'Prices include ingredients, aprons, soft drinks and one glass of wine per adult; a wine pairing can be added. We can issue an invoice for company events.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '为团队、家人或生日聚会包下整个体验中心：主厨与您一起下厨，菜单围绕您喜欢的肉类和葡萄酒量身定制。',
    sections: [
      {
        heading: '预订流程',
        blocks: [
          { type: 'list', ordered: true, items: [
            '致电 021-62708812 或在任一门店告知日期、人数及饮食要求。',
            '主厨在两个工作日内提供菜单建议，例如牛排晚宴、西班牙小食之夜或圣诞烤肉。',
            '支付 30% 定金确认预订，余款当天支付。',
            '当天每位客人在自己的工位烹饪，最后大家一起用餐。',
          ] },
        ],
      },
      {
        heading: '价格',
        blocks: [
          { type: 'table', head: ['人数', '时长', '每人价格'], rows: [
            ['6-11 人', '3 小时', 'RMB 780.00 起'],
            ['12-24 人', '3 小时', 'RMB 680.00 起'],
          ] },
          { type: 'p', text: '价格包含食材、围裙、软饮及每位成人一杯葡萄酒，可另加配酒套餐。公司活动可开具发票。' },
        ],
      },
    ],
  },
};
