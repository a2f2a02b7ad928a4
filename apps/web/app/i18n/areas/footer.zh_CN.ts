import type { footer_en_US } from './footer.en_US.ts';

// 简体中文文案。键与 footer.en_US.ts 完全一致（类型检查保证）。
export const footer_zh_CN: Record<keyof typeof footer_en_US, string> = {
  'footer.promise.title': '全程冷链配送',
  'footer.promise.body': '快递全程冷链，24 小时内送达全国 1300 多个城市。保温包装可在 36 小时内保持 4°C 以下。',
  'footer.cutoff': '16:00 前下单：上海当日送达，其他城市次日送达。16:00 后下单：上海次日送达，其他城市第三天送达。',
  'footer.shipping': '订单满 200 元免运费，否则运费 50 元。',
  'footer.hours.title': '我们的四家门店',
  'footer.hours.body': '每日 09:00–19:00 营业',
  'footer.returns': '除商品错误外，恕不退换。',
  'footer.copyright': '© 2026 上海屠夫与熟食 版权所有',
};
