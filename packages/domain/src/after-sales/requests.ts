// Customer requests (spec sections 1-3, 7; decisions.md "Reviews and requests"; issue 15):
// what a member may file, how long its texts may be, and when a closed one may be re-opened.
// Pure: the server checks requests with these before it writes anything.
import type { OrderStatus } from '../orders/status.ts';

/** The spec's ten types, in its order; the first seven are about an order and need one as the reference. */
export const REQUEST_TYPES = [
  { code: 'wrong-item', orderRelated: true, en_US: 'Wrong item received', zh_CN: '收到错误商品' },
  { code: 'damaged', orderRelated: true, en_US: 'Item damaged', zh_CN: '商品损坏' },
  { code: 'expired', orderRelated: true, en_US: 'Item expired on arrival', zh_CN: '收到时商品已过期' },
  { code: 'change-order', orderRelated: true, en_US: 'Change/cancel the order', zh_CN: '修改/取消订单' },
  { code: 'not-received', orderRelated: true, en_US: 'Item not received', zh_CN: '未收到商品' },
  { code: 'incomplete', orderRelated: true, en_US: 'Incomplete item received', zh_CN: '收到的商品不完整' },
  { code: 'order-other', orderRelated: true, en_US: 'Other order problems', zh_CN: '其他订单问题' },
  { code: 'product', orderRelated: false, en_US: 'Product related', zh_CN: '商品相关' },
  { code: 'account', orderRelated: false, en_US: 'Account related', zh_CN: '账户相关' },
  { code: 'other', orderRelated: false, en_US: 'Other', zh_CN: '其他' },
] as const;

export type RequestType = (typeof REQUEST_TYPES)[number]['code'];
export const REQUEST_TYPE_CODES = REQUEST_TYPES.map((t) => t.code) as unknown as readonly [RequestType, ...RequestType[]];

export const isRequestType = (value: string): value is RequestType => REQUEST_TYPES.some((t) => t.code === value);
export const requestType = (code: RequestType) => REQUEST_TYPES.find((t) => t.code === code)!;
/** Order-related types need one of the member's orders as the reference, and may carry photos. */
export const isOrderRelated = (code: RequestType): boolean => requestType(code).orderRelated;

export const REQUEST_STATUSES = ['open', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, { en_US: string; zh_CN: string }>> = {
  open: { en_US: 'Open', zh_CN: '处理中' },
  closed: { en_US: 'Closed', zh_CN: '已关闭' },
};

export const REQUEST_SUBJECT_MAX = 100;
export const REQUEST_TEXT_MAX = 2000;
/** Photos per request (order-related types only) and per review. */
export const MAX_PHOTOS = 9;
/** A member may re-open a closed request with a new message within this many days of its closing. */
export const REOPEN_DAYS = 14;
/** Messages a member may add to one request (a guard against flooding the team's inbox). */
export const MAX_MEMBER_MESSAGES = 50;
/** Requests a member may file per day. */
export const MAX_REQUESTS_PER_DAY = 20;

/** Whether a new message from the member may go on the request now (re-opening a closed one within 14 days). */
export function canAddMemberMessage(request: { status: RequestStatus; closedAt: Date | null }, now: Date): { ok: true; reopens: boolean } | { ok: false; code: 'REQUEST_CLOSED' } {
  if (request.status === 'open') return { ok: true, reopens: false };
  const closedAt = request.closedAt?.getTime() ?? 0;
  return now.getTime() - closedAt <= REOPEN_DAYS * 86_400_000 ? { ok: true, reopens: true } : { ok: false, code: 'REQUEST_CLOSED' };
}

/** Orders a request may be about: any of the member's orders but an unpaid one that never was. */
export function isRequestableOrder(status: OrderStatus): boolean {
  return status !== 'Unknown';
}
