// about/about-us: who we are.
import type { Bilingual, InfoContent } from './types.ts';

export const aboutUs: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Butcher & Deli started in 2008 as one butcher\'s counter in Gubei. Today we run four stores in Shanghai and deliver chilled meat, seafood and fine food to more than 1300 cities, still cut by hand by the same team of butchers.',
    sections: [
      {
        heading: 'What we sell',
        blocks: [
          { type: 'p', text: 'Fresh beef, pork, lamb, veal and poultry from farms we know by name, sausages made every day in our own Shanghai kitchen, cold cuts and hams sliced to order, cheese, seafood and the wine, sauces and pantry goods that go with them.' },
          { type: 'list', items: [
            'Beef from Australia, the USA, New Zealand, Canada and Japan, including wagyu and USDA Prime.',
            'Grass-fed lamb and venison from New Zealand, milk-fed veal from the Netherlands.',
            'Sausages, pastrami and demi-glace made in-house with no fillers.',
            'Salmon and shellfish flown in chilled, several times a week.',
          ] },
        ],
      },
      {
        heading: 'How we work',
        blocks: [
          { type: 'p', text: 'Our butchers trim, portion and vacuum-pack every order on the day it leaves. Meat is kept between 0 and 4 °C from the moment it arrives at our cold room until it reaches your door.' },
          { type: 'p', text: 'We would rather tell you a cut is sold out than send you one we would not eat ourselves. If something is wrong with a product, we replace it or refund it: that is the one case in which we take returns.' },
        ],
      },
      {
        heading: 'Members and stars',
        blocks: [
          { type: 'p', text: 'Registered members collect stars on every order online and in our stores, rise from Apprentice to Master Butcher, and get birthday gifts, early booking for our cooking classes and member-only sets along the way.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '屠夫与熟食于2008年从古北的一个肉铺柜台起步。如今我们在上海拥有四家门店，并将冷鲜肉、海鲜与精选食品配送至全国 1300 多个城市，每一块肉依然由同一支肉师团队手工分切。',
    sections: [
      {
        heading: '我们卖什么',
        blocks: [
          { type: 'p', text: '来自熟识农场的新鲜牛肉、猪肉、羊肉、小牛肉与禽肉；上海厨房每日手工制作的香肠；现切的冷切肉与火腿；以及与之相配的奶酪、海鲜、葡萄酒、酱料和食品杂货。' },
          { type: 'list', items: [
            '来自澳大利亚、美国、新西兰、加拿大和日本的牛肉，包括和牛与美国农业部 Prime 级。',
            '新西兰草饲羊肉与鹿肉，荷兰奶饲小牛肉。',
            '自制香肠、烟熏牛肉与小牛高汤酱，不添加填充物。',
            '三文鱼与贝类冷鲜空运，每周多次到货。',
          ] },
        ],
      },
      {
        heading: '我们怎样做事',
        blocks: [
          { type: 'p', text: '每一份订单都在出库当天由肉师修整、分切并真空包装。肉品自进入冷库起，直到送达您家门口，始终保持在 0 至 4 °C。' },
          { type: 'p', text: '宁可告诉您某个部位已售罄，也不会寄出我们自己都不愿吃的产品。如果商品本身有问题，我们会为您换货或退款——这也是我们唯一接受退货的情况。' },
        ],
      },
      {
        heading: '会员与星星',
        blocks: [
          { type: 'p', text: '注册会员在线上和门店的每一笔消费都能累积星星，从学徒屠夫一路升到屠夫大师，并享有生日礼物、烹饪课程优先报名和会员专属套餐等权益。' },
        ],
      },
    ],
  },
};
