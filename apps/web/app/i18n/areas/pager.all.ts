// Both languages of the pager texts, without registering them (the server loads them in i18n/index.ts).
export { pager_en_US as en_US } from './pager.en_US.ts';
export { pager_zh_CN as zh_CN } from './pager.zh_CN.ts';
