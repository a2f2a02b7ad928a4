// Both languages of the purchase texts, without registering them (the server loads them in i18n/index.ts).
export { purchase_en_US as en_US } from './purchase.en_US.ts';
export { purchase_zh_CN as zh_CN } from './purchase.zh_CN.ts';
