import type { cart_en_US } from './cart.en_US.ts';

// 简体中文文案。键与 cart.en_US.ts 完全一致（类型检查保证）。
export const cart_zh_CN: Record<keyof typeof cart_en_US, string> = {
  'cart.inYourCart': '已在您的购物车中',
  'cart.close': '关闭',
  'cart.itemsInCart': '购物车中共 {count} 件商品',
  'cart.continue': '继续购物',
  'cart.goToCart': '去购物车',
};
