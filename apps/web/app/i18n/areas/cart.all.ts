// Both languages of the cart texts, without registering them (the server loads them in i18n/index.ts).
export { cart_en_US as en_US } from './cart.en_US.ts';
export { cart_zh_CN as zh_CN } from './cart.zh_CN.ts';
