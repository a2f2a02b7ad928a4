import type { comingSoon_en_US } from './coming-soon.en_US.ts';

// 简体中文文案。键与 coming-soon.en_US.ts 完全一致（类型检查保证）。
export const comingSoon_zh_CN: Record<keyof typeof comingSoon_en_US, string> = {
  'comingSoon.title': '即将上线',
  'comingSoon.body': '我们正在准备此页面。您可以先浏览商品，或光临我们的四家门店。',
  'comingSoon.back': '继续购物',
};
