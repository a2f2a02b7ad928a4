// Both languages of the recipe texts, without registering them (the server loads them in i18n/index.ts).
export { recipes_en_US as en_US } from './recipes.en_US.ts';
export { recipes_zh_CN as zh_CN } from './recipes.zh_CN.ts';
