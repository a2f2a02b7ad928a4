// Both languages of the coming-soon texts, without registering them (the server loads them in i18n/index.ts).
export { comingSoon_en_US as en_US } from './coming-soon.en_US.ts';
export { comingSoon_zh_CN as zh_CN } from './coming-soon.zh_CN.ts';
