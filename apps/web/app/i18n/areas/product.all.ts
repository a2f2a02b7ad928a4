// Both languages of the product page's server-rendered texts (the server loads them in i18n/index.ts).
export { product_en_US as en_US } from './product.en_US.ts';
export { product_zh_CN as zh_CN } from './product.zh_CN.ts';
