// Both languages of the loyalty texts, without registering them (the server loads them in i18n/index.ts).
export { loyalty_en_US as en_US } from './loyalty.en_US.ts';
export { loyalty_zh_CN as zh_CN } from './loyalty.zh_CN.ts';
