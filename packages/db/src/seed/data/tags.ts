// Display names of the item tags (`list/tag/{tag}`), in the order tag lists show them.
// Tags used by items but missing here are still created, named after their code.
import type { Text2 } from './types.ts';

export interface SeedTag {
  code: string;
  name: Text2;
}

export const tags: SeedTag[] = [
  { code: 'today', name: { en: "Today's recommendation", zh: '今日推荐' } },
  { code: 'bestseller', name: { en: 'Best sellers', zh: '热销' } },
  { code: 'new', name: { en: 'New arrivals', zh: '新品' } },
  { code: 'set', name: { en: 'Sets', zh: '套餐' } },
  { code: 'seasonal', name: { en: 'Seasonal', zh: '当季' } },
  { code: 'gift', name: { en: 'Gifts', zh: '礼品' } },
  { code: 'bbq', name: { en: 'BBQ', zh: '烧烤' } },
  { code: 'steak', name: { en: 'Steaks', zh: '牛排' } },
  { code: 'wagyu', name: { en: 'Wagyu', zh: '和牛' } },
  { code: 'grass-fed', name: { en: 'Grass-fed', zh: '草饲' } },
  { code: 'grain-fed', name: { en: 'Grain-fed', zh: '谷饲' } },
  { code: 'organic', name: { en: 'Organic', zh: '有机' } },
  { code: 'hotpot', name: { en: 'Hotpot', zh: '火锅' } },
];
