// Both languages of the footer's texts, without registering them (the server loads them in i18n/index.ts).
export { footer_en_US as en_US } from './footer.en_US.ts';
export { footer_zh_CN as zh_CN } from './footer.zh_CN.ts';
