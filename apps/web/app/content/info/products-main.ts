// productmesg (main page): how we choose what we sell, above the guides.
import type { Bilingual, InfoContent } from './types.ts';

export const productsMain: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Each guide below tells you what our butchers and counter staff would tell you in the store: which cut or kind to choose, where it comes from, how to keep it and how to cook it.',
    sections: [
      {
        heading: 'How we choose what we sell',
        blocks: [
          { type: 'list', items: [
            'We buy from a small number of farms and producers we visit, mostly in the USA, Canada, the Netherlands and New Zealand.',
            'We buy whole animals or whole primals where we can, and our butchers cut them in Shanghai.',
            'Every lot is checked for temperature and paperwork when it arrives; anything that fails is refused.',
          ] },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '下面每一篇指南，都是肉师和柜台同事在门店会告诉您的内容：该选哪个部位或品种、来自哪里、如何保存、怎样烹饪。',
    sections: [
      {
        heading: '我们如何选品',
        blocks: [
          { type: 'list', items: [
            '我们只向少数实地考察过的农场和生产商采购，主要来自美国、加拿大、荷兰和新西兰。',
            '尽可能整只或整块大部位采购，由肉师在上海分切。',
            '每批货到港即检查温度和单证，不合格一律拒收。',
          ] },
        ],
      },
    ],
  },
};
