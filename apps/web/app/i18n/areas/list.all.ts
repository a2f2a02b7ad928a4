// Both languages of the product list's texts, without registering them (the server loads them in i18n/index.ts).
export { list_en_US as en_US } from './list.en_US.ts';
export { list_zh_CN as zh_CN } from './list.zh_CN.ts';
