// Both languages of the information-page texts, without registering them (the server loads them in i18n/index.ts).
export { info_en_US as en_US } from './info.en_US.ts';
export { info_zh_CN as zh_CN } from './info.zh_CN.ts';
