// The order confirmation e-mail (spec section 1: registered members get one; a WeChat
// customer without an e-mail does not). Plain text and simple HTML, in the order's language.
import type { OrderDetail } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { displayDate } from '@eshop/domain/time';
import { formatPrice } from '@eshop/domain/money';
import { escapeHtml } from '../../integrations/mail/dev-routes.ts';
import type { MailMessage } from '../../integrations/mail/index.ts';
import { formatStars } from '@eshop/domain/loyalty';

const WORDS = {
  en_US: {
    subject: (n: string) => `Your order ${n} at Butcher & Deli`,
    greeting: 'Thank you for your order!',
    intro: (n: string, minutes: number) => `We have received your order ${n}. Please pay within ${minutes} minutes; unpaid orders are cancelled automatically.`,
    starIntro: (n: string, stars: string) => `We have received your star-shop order ${n}: ${stars} stars were taken from your balance. We will let you know when our team has confirmed it; if it is cancelled, the stars come back.`,
    stars: (s: string) => `${s} stars`, starTotal: 'Stars paid',
    subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping', cash: 'Cash vouchers', total: 'Total',
    deliverTo: 'Delivery to', pickupAt: 'Pickup at', promised: 'Expected', pickupDate: 'Pickup on', view: 'View your order', signature: 'Butcher & Deli Shanghai',
    colon: ': ', comma: ', ', spec: (s: string) => ` (${s})`,
  },
  zh_CN: {
    subject: (n: string) => `您的订单 ${n}`,
    greeting: '感谢您的订购！',
    intro: (n: string, minutes: number) => `我们已收到您的订单 ${n}。请在 ${minutes} 分钟内完成支付，逾期未付款的订单将自动取消。`,
    starIntro: (n: string, stars: string) => `我们已收到您的星星商城订单 ${n}，已从您的余额中扣除 ${stars} 颗星星。订单确认后我们会通知您；如订单取消，星星将退回。`,
    stars: (s: string) => `${s} 颗星星`, starTotal: '已付星星',
    subtotal: '商品小计', discount: '优惠券折扣', shipping: '运费', cash: '代金券', total: '合计',
    deliverTo: '收货地址', pickupAt: '自提门店', promised: '预计送达', pickupDate: '提货日期', view: '查看订单', signature: '屠夫与熟食 · 上海',
    // Full-width punctuation in Chinese (docs/decisions/0038).
    colon: '：', comma: '，', spec: (s: string) => `（${s}）`,
  },
} as const;

export function orderConfirmationMail(to: string, order: OrderDetail, link: string, locale: Locale, payMinutes: number): MailMessage {
  const w = WORDS[locale];
  const money = (fen: number) => formatPrice(fen, 'RMB');
  // Star-shop (WP) orders are paid with stars: their gifts and the stars, no money.
  const stars = order.orderType === 'WP';
  const starText = (tenths: number) => w.stars(formatStars(tenths));
  const items: [string, string][] = stars
    ? order.gifts.map((g) => [`${g.name} × ${g.quantity}`, starText(g.lineStarsTenths)])
    : order.products.map((p) => [`${p.name}${w.spec(p.spec)} × ${p.quantity}`, money(p.lineTotalFen)]);
  const lines = items.map(([k, v]) => `${k}  ${v}`);
  const intro = stars ? w.starIntro(order.orderNumber, formatStars(order.starsCostTenths)) : w.intro(order.orderNumber, payMinutes);
  const sums: [string, string][] = stars ? [[w.starTotal, starText(order.starsCostTenths)]] : [
    [w.subtotal, money(order.subtotalFen)],
    ...(order.discountFen > 0 ? [[w.discount, `-${money(order.discountFen)}`] as [string, string]] : []),
    [w.shipping, money(order.shippingFen)],
    ...(order.cashVoucherFen > 0 ? [[w.cash, `-${money(order.cashVoucherFen)}`] as [string, string]] : []),
    [w.total, money(order.grandTotalFen)],
  ];
  const a = order.shippingAddress;
  const where = a
    ? `${w.deliverTo}${w.colon}${a.recipient}${w.comma}${a.province} ${a.city} ${a.district} ${a.street} ${a.unit}`.replace(/\s+/g, ' ').trim()
    : `${w.pickupAt}${w.colon}${order.pickup?.storeName ?? ''}${w.comma}${order.pickup?.storeAddress ?? ''}`;
  // 11月24日 in Chinese, the year only when it is not the order's (docs/decisions/0038).
  const when = order.promisedDate ? `${a ? w.promised : w.pickupDate}${w.colon}${displayDate(order.promisedDate, locale, order.createdAt)}` : '';
  const text = [w.greeting, '', intro, '', ...lines, '', ...sums.map(([k, v]) => `${k}${w.colon}${v}`), '', where, when, '', `${w.view}${w.colon}${link}`, '', w.signature].join('\n');
  const row = (k: string, v: string, bold = false) =>
    `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(k)}</td><td style="text-align:right${bold ? ';font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`;
  const html = `<!doctype html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#222;line-height:1.5">`
    + `<h2 style="color:#9b2226">${escapeHtml(w.greeting)}</h2><p>${escapeHtml(intro)}</p>`
    + `<table>${items.map(([k, v]) => row(k, v)).join('')}</table><hr>`
    + `<table>${sums.map(([k, v], i) => row(k, v, i === sums.length - 1)).join('')}</table>`
    + `<p>${escapeHtml(where)}<br>${escapeHtml(when)}</p>`
    + `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#9b2226;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none">${escapeHtml(w.view)}</a></p>`
    + `<p>${escapeHtml(w.signature)}</p></body></html>`;
  return { to, subject: w.subject(order.orderNumber), text, html };
}
