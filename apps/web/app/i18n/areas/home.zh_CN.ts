import type { home_en_US } from './home.en_US.ts';

// 简体中文文案。键与 home.en_US.ts 完全一致（类型检查保证）。
export const home_zh_CN: Record<keyof typeof home_en_US, string> = {
  'a11y.carouselPause': '暂停轮播',
  'a11y.carouselPlay': '播放轮播',
  'home.carousel': '精选推荐',
  'home.today': '今日推荐',
  'home.sets': '套餐',
  'home.seasonal': '时令精选',
  'home.bestMeats': '热销肉类',
  'home.quickNav': '按分类选购',
  'home.voices': '顾客心声',
  'home.specials': '特别优惠',
  'home.viewAll': '查看全部',
};
