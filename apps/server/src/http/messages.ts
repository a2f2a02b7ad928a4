// Error messages of the API in both languages. One place maps an error code to its
// HTTP status and its words (STYLE: errors).
import type { Locale } from '@eshop/domain/i18n';

export const ERRORS = {
  BAD_REQUEST: { status: 400, en_US: 'The request is not valid.', zh_CN: '请求无效。' },
  INVALID_FIELD: { status: 400, en_US: 'The value of “{field}” is not valid.', zh_CN: '“{field}”的值无效。' },
  BODY_TOO_LARGE: { status: 413, en_US: 'The request is too large.', zh_CN: '请求内容过大。' },
  NOT_FOUND: { status: 404, en_US: 'Not found.', zh_CN: '未找到。' },
  API_NOT_FOUND: { status: 404, en_US: 'There is no API call at this path.', zh_CN: '此路径没有对应的接口。' },
  ITEM_NOT_FOUND: { status: 404, en_US: 'This product does not exist.', zh_CN: '该商品不存在。' },
  SEGMENT_NOT_FOUND: { status: 404, en_US: 'This content does not exist.', zh_CN: '该内容不存在。' },
  RATE_LIMITED: { status: 429, en_US: 'Too many requests. Please wait a moment and try again.', zh_CN: '请求过于频繁，请稍后再试。' },
  INTERNAL: { status: 500, en_US: 'Something went wrong on our side. Please try again.', zh_CN: '服务器出现问题，请重试。' },
} as const satisfies Record<string, { status: number; en_US: string; zh_CN: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string> = {}): string {
  return ERRORS[code][locale].replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}
