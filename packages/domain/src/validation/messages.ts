// One catalogue of validation texts, so server and web show the same words
// (spec section 5). Schemas carry the code; `messageFor` turns it into text.

import type { Locale, Localized } from '../i18n/locale.ts';

export const MESSAGES = {
  EMAIL_REQUIRED: { en_US: 'Please input your email address', zh_CN: '请输入您的邮箱地址' },
  /** The forgot-password form's wording of "email required" (spec section 5). */
  FORGOT_EMAIL_REQUIRED: { en_US: 'Please input your email!', zh_CN: '请输入您的邮箱！' },
  EMAIL_INVALID: { en_US: 'Please input a correct email address', zh_CN: '请输入正确的邮箱地址' },
  PASSWORD_REQUIRED: { en_US: 'Please input your password', zh_CN: '请输入密码' },
  PASSWORD_TOO_SHORT: { en_US: 'Password must have at least 6 letters.', zh_CN: '密码至少需要 6 个字符。' },
  PASSWORD_TOO_LONG: { en_US: 'Password must have at most 128 letters.', zh_CN: '密码最多 128 个字符。' },
  PASSWORD_BLANK: { en_US: 'The password cannot be made of spaces only.', zh_CN: '密码不能只由空格组成。' },
  PASSWORDS_NOT_IDENTICAL: { en_US: 'Passwords must be identical.', zh_CN: '两次输入的密码必须一致。' },
  AGREEMENT_REQUIRED: { en_US: 'Please accept the user agreement.', zh_CN: '请阅读并同意用户协议。' },
  RESET_TOKEN_REQUIRED: {
    en_US: 'This password reset link is invalid or has expired.',
    zh_CN: '密码重置链接无效或已过期。',
  },
  SKU_REQUIRED: { en_US: 'Please select SKU!', zh_CN: '请选择商品规格！' },
  ITEM_ID_REQUIRED: { en_US: 'Item ID cannot be empty.', zh_CN: '商品 ID 不能为空。' },
  // Addresses and mobiles (docs/decisions/0034-addresses.md): one rule, one message everywhere.
  MOBILE_INVALID: { en_US: 'Please input a mainland China mobile number (11 digits starting with 1).', zh_CN: '请输入中国大陆手机号码（以 1 开头的 11 位数字）。' },
  REGION_PROVINCE_UNKNOWN: { en_US: 'Please choose a province from the list.', zh_CN: '请从列表中选择省份。' },
  REGION_CITY_UNKNOWN: { en_US: 'Please choose a city of the chosen province from the list.', zh_CN: '请从列表中选择该省份下的城市。' },
  REGION_DISTRICT_UNKNOWN: { en_US: 'Please choose a district of the chosen city from the list.', zh_CN: '请从列表中选择该城市下的区县。' },
} as const satisfies Record<string, Localized>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

export function messageFor(code: MessageCode, locale: Locale): string {
  return MESSAGES[code][locale];
}
