// Both languages of the star-shop texts, without registering them (the server loads them in i18n/index.ts).
export { starShop_en_US as en_US } from './star-shop.en_US.ts';
export { starShop_zh_CN as zh_CN } from './star-shop.zh_CN.ts';
