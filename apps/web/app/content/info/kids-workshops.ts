// about/kids-workshops: classes for children (dates on the workshop calendar).
import type { Bilingual, InfoContent } from './types.ts';
import { WORKSHOPS } from './workshops.ts';

// Names and times from the calendar's rules, so the two pages always agree.
const kids = (id: string, locale: 'en_US' | 'zh_CN', what: string) => {
  const w = WORKSHOPS.find((x) => x.id === id)!;
  const when = locale === 'en_US' ? w.when.en_US.replace(/^./, (c) => c.toUpperCase()) : w.when.zh_CN;
  const label = w.name[locale].replace(/^(Kids|儿童)[:：]\s*/, '').replace(/^./, (c) => c.toUpperCase());
  return { label, value: locale === 'en_US' ? `${when}, ${w.start}–${w.end}: ${what}` : `${when} ${w.start}–${w.end}：${what}` };
};

export const kidsWorkshops: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Children aged 6 to 12 learn where food comes from and cook a real meal, with small knives, aprons that fit and a lot of flour. One adult comes along free.',
    sections: [
      {
        heading: 'Our kids classes',
        blocks: [
          { type: 'facts', items: [
            kids('kids-pizza', 'en_US', 'dough, tomato sauce and toppings, baked in our oven.'),
            kids('kids-burger', 'en_US', 'mince your own beef, shape patties, build a burger.'),
          ] },
          { type: 'p', text: 'The workshop calendar shows the next dates and the price.' },
          { type: 'links', items: [{ label: 'Workshop calendar', path: 'about/workshops' }] },
        ],
      },
      {
        heading: 'Safety first',
        blocks: [
          { type: 'list', items: [
            'At most ten children per class, with a chef and an assistant.',
            'Child-size knives and tools; hot ovens and grills are handled by our staff.',
            'Tell us about allergies when you book: we adapt the recipe or the whole class.',
          ] },
        ],
      },
      {
        heading: 'Birthday parties',
        blocks: [
          { type: 'p', text: 'A private kids class makes a birthday party: up to 12 children, a cake they decorate themselves and a photo of the group in their chef hats. See private cooking classes for booking.' },
          { type: 'links', items: [{ label: 'Private cooking classes', path: 'about/private-cooking-classes' }] },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '6 至 12 岁的孩子在这里了解食物从哪里来，并亲手做一顿真正的饭：小号刀具、合身围裙，还有满手面粉。可免费由一位成人陪同。',
    sections: [
      {
        heading: '儿童课程',
        blocks: [
          { type: 'facts', items: [
            kids('kids-pizza', 'zh_CN', '和面、做番茄酱、放配料，用我们的烤箱烘烤。'),
            kids('kids-burger', 'zh_CN', '亲手绞牛肉、做肉饼、组装汉堡。'),
          ] },
          { type: 'p', text: '近期日期和价格请见课程日历。' },
          { type: 'links', items: [{ label: '课程日历', path: 'about/workshops' }] },
        ],
      },
      {
        heading: '安全第一',
        blocks: [
          { type: 'list', items: [
            '每堂课最多十名儿童，由一位主厨和一位助手带领。',
            '使用儿童尺寸的刀具和工具；烤箱和烤炉由员工操作。',
            '报名时请告知过敏情况：我们会调整食谱或整堂课程。',
          ] },
        ],
      },
      {
        heading: '生日派对',
        blocks: [
          { type: 'p', text: '私人儿童课程也可以办成生日派对：最多 12 名儿童，亲手装饰蛋糕，并戴上厨师帽拍一张合影。预订方式请见私人烹饪课。' },
          { type: 'links', items: [{ label: '私人烹饪课', path: 'about/private-cooking-classes' }] },
        ],
      },
    ],
  },
};
