// about/contact ("Find us"): the words around the stores, which come from Store.List.
import type { Bilingual, InfoContent } from './types.ts';

export const contact: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Four stores in Shanghai, open every day from 09:00 to 19:00. Come for the full counter, a chat with our butchers, or to pick up an order you placed online.',
    sections: [
      {
        heading: 'Questions about an order',
        blocks: [
          { type: 'p', text: 'Open the order in your account and file a request: our service team answers there, and you keep the whole conversation with the order. For anything urgent, call the store nearest to you during opening hours.' },
        ],
      },
      {
        heading: 'Getting there',
        blocks: [
          { type: 'list', items: [
            'Gubei: on Hongqiao Road at Gubei Road, with parking behind the store; our experience centre is upstairs.',
            'Lianyang: on Fangdian Road in the Lianyang neighbourhood of Pudong, with street parking in front.',
            'Hongqiao: on Hongmei Road in Hongqiao Town, with its own car park; the largest cold room for pickups.',
            'Jing\'an: the deli counter inside Shanghai Centre on West Nanjing Road, a few minutes from Jing\'an Temple metro station. No order pickup here.',
          ] },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '上海四家门店，每日 09:00 至 19:00 营业。欢迎到店选购全系列商品、与肉师聊聊，或提取线上订单。',
    sections: [
      {
        heading: '订单咨询',
        blocks: [
          { type: 'p', text: '请在会员中心打开该订单并提交申请：客服会在申请中回复，所有沟通记录都与订单保存在一起。如有急事，请在营业时间致电离您最近的门店。' },
        ],
      },
      {
        heading: '交通指引',
        blocks: [
          { type: 'list', items: [
            '古北店：虹桥路近古北路，店后有停车位；体验中心位于楼上。',
            '联洋店：浦东联洋社区芳甸路，店前可路边停车。',
            '虹桥店：虹桥镇虹梅路，自带停车场；自提冷库最大。',
            '静安店：南京西路上海商城内的熟食柜台，距地铁静安寺站步行几分钟。此处不提供订单自提。',
          ] },
        ],
      },
    ],
  },
};
