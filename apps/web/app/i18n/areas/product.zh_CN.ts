import type { product_en_US } from './product.en_US.ts';

// 简体中文文案。键与 product.en_US.ts 完全一致（类型检查保证）。
export const product_zh_CN: Record<keyof typeof product_en_US, string> = {
  'item.moreInfo': '更多信息',
  'item.origin': '产地',
  'item.brand': '品牌',
  'item.service.coldChain': '冷链包装：36 小时内保持 4°C 以下',
  'item.service.cutoff': '16:00 前下单：上海当日送达，全国 1300 多个城市次日送达',
  'item.service.pickup': '也可到我们的上海门店自提，每日 09:00–19:00',
};
