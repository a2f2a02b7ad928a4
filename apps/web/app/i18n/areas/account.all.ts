// Both languages of the account texts, without registering them (the server loads them in i18n/index.ts).
export { account_en_US as en_US } from './account.en_US.ts';
export { account_zh_CN as zh_CN } from './account.zh_CN.ts';
