// about/experience-centre: the teaching kitchen.
import type { Bilingual, InfoContent } from './types.ts';

export const experienceCentre: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Our experience centre is a teaching kitchen with twelve cooking stations, a butcher\'s block and a long dining table, upstairs from our Gubei store at 1445 Hongqiao Road.',
    sections: [
      {
        heading: 'What happens here',
        blocks: [
          { type: 'list', items: [
            'Public workshops every week: steaks, sausages, butchery, wine and cheese, and classes for children.',
            'Private cooking classes for teams, families and friends, on the menu you choose.',
            'Tastings of new products, and the quarterly barbecue for our Master Butcher members.',
          ] },
          { type: 'links', items: [
            { label: 'Workshop calendar', path: 'about/workshops' },
            { label: 'Private cooking classes', path: 'about/private-cooking-classes' },
            { label: 'Kids workshops', path: 'about/kids-workshops' },
          ] },
        ],
      },
      {
        heading: 'The kitchen',
        blocks: [
          { type: 'facts', items: [
            { label: 'Stations', value: '12 induction stations, 2 ovens, a charcoal grill on the terrace' },
            { label: 'Seats', value: '24 at the dining table' },
            { label: 'Languages', value: 'Classes in Chinese or English, several in both' },
            { label: 'Opening', value: 'Class times only; visit the store downstairs 09:00–19:00' },
          ] },
        ],
      },
      {
        heading: 'Members first',
        blocks: [
          { type: 'p', text: 'Experienced and Master Butcher members can book every class one week before booking opens to everyone else.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '体验中心是一间教学厨房，设有十二个烹饪工位、一张肉师砧板台和一张长餐桌，位于虹桥路1445号古北门店楼上。',
    sections: [
      {
        heading: '在这里可以做什么',
        blocks: [
          { type: 'list', items: [
            '每周开放的公开课程：牛排、香肠、分切、葡萄酒与奶酪，以及儿童课程。',
            '为团队、家人和朋友开设的私人烹饪课，菜单由您决定。',
            '新品品鉴会，以及屠夫大师会员专享的季度烧烤会。',
          ] },
          { type: 'links', items: [
            { label: '课程日历', path: 'about/workshops' },
            { label: '私人烹饪课', path: 'about/private-cooking-classes' },
            { label: '儿童工作坊', path: 'about/kids-workshops' },
          ] },
        ],
      },
      {
        heading: '厨房设施',
        blocks: [
          { type: 'facts', items: [
            { label: '工位', value: '12 个电磁炉工位、2 台烤箱，露台上有炭火烤炉' },
            { label: '座位', value: '长餐桌可坐 24 人' },
            { label: '语言', value: '中文或英文授课，部分课程双语' },
            { label: '开放时间', value: '仅在课程时间开放；楼下门店每日 09:00–19:00 营业' },
          ] },
        ],
      },
      {
        heading: '会员优先',
        blocks: [
          { type: 'p', text: '资深屠夫和屠夫大师会员可比公开报名提前一周报名所有课程。' },
        ],
      },
    ],
  },
};
