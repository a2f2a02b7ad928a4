// Both languages of the after-sales texts, without registering them (the server loads them in i18n/index.ts).
export { afterSales_en_US as en_US } from './after-sales.en_US.ts';
export { afterSales_zh_CN as zh_CN } from './after-sales.zh_CN.ts';
