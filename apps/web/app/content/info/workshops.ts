// about/workshops: the classes of the experience centre and their recurring dates
// (the calendar is computed from today by workshop-calendar.ts).
import { formatPrice } from '@eshop/domain/money';
import type { Bilingual, InfoContent } from './types.ts';
import type { WorkshopSchedule } from './workshop-calendar.ts';

export interface Workshop extends WorkshopSchedule {
  priceFen: number;
  places: number;
  name: Bilingual<string>;
  /** The rule in words ("every Saturday"). */
  when: Bilingual<string>;
}

export const WORKSHOPS: Workshop[] = [
  { id: 'steak', rule: { every: 'week', weekday: 6 }, start: '14:00', end: '16:30', priceFen: 68_000, places: 12,
    name: { en_US: 'Steak masterclass', zh_CN: '牛排大师课' }, when: { en_US: 'every Saturday', zh_CN: '每周六' } },
  { id: 'kids-pizza', rule: { every: 'week', weekday: 0 }, start: '10:00', end: '11:30', priceFen: 28_000, places: 10,
    name: { en_US: 'Kids: pizza from scratch', zh_CN: '儿童：从零做披萨' }, when: { en_US: 'every Sunday', zh_CN: '每周日' } },
  { id: 'sausage', rule: { every: 'month', weekday: 3, nth: 1 }, start: '19:00', end: '21:30', priceFen: 48_000, places: 10,
    name: { en_US: 'Sausage making', zh_CN: '手工香肠制作' }, when: { en_US: 'on the first Wednesday of the month', zh_CN: '每月第一个周三' } },
  { id: 'butchery', rule: { every: 'month', weekday: 4, nth: 2 }, start: '19:00', end: '21:30', priceFen: 52_000, places: 10,
    name: { en_US: 'Butchery basics: chicken and lamb rack', zh_CN: '分切入门：整鸡与羊排' }, when: { en_US: 'on the second Thursday of the month', zh_CN: '每月第二个周四' } },
  { id: 'kids-burger', rule: { every: 'month', weekday: 6, nth: 3 }, start: '10:00', end: '11:30', priceFen: 26_000, places: 10,
    name: { en_US: 'Kids: little butchers\' burgers', zh_CN: '儿童：小小肉师做汉堡' }, when: { en_US: 'on the third Saturday of the month', zh_CN: '每月第三个周六' } },
  { id: 'wine-cheese', rule: { every: 'month', weekday: 5, nth: -1 }, start: '19:00', end: '21:00', priceFen: 38_000, places: 16,
    name: { en_US: 'Wine and cheese evening', zh_CN: '葡萄酒与奶酪之夜' }, when: { en_US: 'on the last Friday of the month', zh_CN: '每月最后一个周五' } },
];

/** How many days ahead the calendar shows. */
export const CALENDAR_DAYS = 42;

const price = (w: Workshop) => formatPrice(w.priceFen);

export const workshops: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Hands-on classes in our experience centre above the Gubei store, taught by our butchers and chefs. Every class ends at the table, eating what you made.',
    sections: [
      {
        heading: 'Our classes',
        blocks: [
          { type: 'table', head: ['Class', 'When', 'Price', 'Places'], rows: WORKSHOPS.map((w) => [w.name.en_US, `${w.when.en_US}, ${w.start}–${w.end}`, price(w), String(w.places)]) },
          { type: 'p', text: 'Prices are per person and include all ingredients, an apron to take home and a drink. Kids classes are for ages 6 to 12; one adult comes along free.' },
          { type: 'links', items: [
            { label: 'The experience centre', path: 'about/experience-centre' },
            { label: 'Kids workshops', path: 'about/kids-workshops' },
            { label: 'Private cooking classes', path: 'about/private-cooking-classes' },
          ] },
        ],
      },
      {
        heading: 'Cancellations',
        blocks: [
          { type: 'p', text: 'Tell us at least 48 hours before the class and we move your place to another date or refund it. Classes run with at least four participants; if one does not, we call you two days ahead.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '在古北门店楼上的体验中心，由我们的肉师和主厨亲自授课的动手课程。每堂课最后都会围坐一桌，品尝自己的作品。',
    sections: [
      {
        heading: '课程一览',
        blocks: [
          { type: 'table', head: ['课程', '时间', '价格', '名额'], rows: WORKSHOPS.map((w) => [w.name.zh_CN, `${w.when.zh_CN} ${w.start}–${w.end}`, price(w), String(w.places)]) },
          { type: 'p', text: '价格为每人费用，包含全部食材、一条可带走的围裙和一杯饮品。儿童课程适合 6 至 12 岁，可免费由一位成人陪同。' },
          { type: 'links', items: [
            { label: '体验中心', path: 'about/experience-centre' },
            { label: '儿童工作坊', path: 'about/kids-workshops' },
            { label: '私人烹饪课', path: 'about/private-cooking-classes' },
          ] },
        ],
      },
      {
        heading: '取消规则',
        blocks: [
          { type: 'p', text: '请至少在开课前 48 小时告知我们，可改期或全额退款。每堂课至少四人开课；如人数不足，我们会提前两天致电通知。' },
        ],
      },
    ],
  },
};
