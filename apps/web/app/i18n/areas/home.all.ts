// Both languages of the home texts, without registering them (the server loads them in i18n/index.ts).
export { home_en_US as en_US } from './home.en_US.ts';
export { home_zh_CN as zh_CN } from './home.zh_CN.ts';
