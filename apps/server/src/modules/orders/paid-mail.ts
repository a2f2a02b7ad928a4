// The payment-received mail: sent once when an order becomes Paid (a job announced in the
// same transaction, docs/decisions/0025), in the order's language.
import type { OrderDetail } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { formatPrice } from '@eshop/domain/money';
import { escapeHtml } from '../../integrations/mail/dev-routes.ts';
import type { MailMessage } from '../../integrations/mail/index.ts';

const WORDS = {
  en_US: {
    subject: (n: string) => `Payment received: order ${n} at Butcher & Deli`,
    intro: (n: string, total: string) => `We have received your payment of ${total} for order ${n}. We are preparing it now and will tell you when it is on its way or ready for pickup.`,
    view: 'View your order', signature: 'Butcher & Deli Shanghai', colon: ': ',
  },
  zh_CN: {
    subject: (n: string) => `订单 ${n} 付款成功`,
    intro: (n: string, total: string) => `我们已收到您订单 ${n} 的付款 ${total}。我们正在为您备货，发货或可自提时会再通知您。`,
    view: '查看订单', signature: '屠夫与熟食 · 上海', colon: '：',
  },
} as const;

export function paymentReceivedMail(to: string, order: OrderDetail, link: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const intro = w.intro(order.orderNumber, formatPrice(order.grandTotalFen, 'RMB'));
  const text = [intro, '', `${w.view}${w.colon}${link}`, '', w.signature].join('\n');
  const html = `<!doctype html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#222;line-height:1.5">`
    + `<p>${escapeHtml(intro)}</p>`
    + `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#9b2226;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none">${escapeHtml(w.view)}</a></p>`
    + `<p>${escapeHtml(w.signature)}</p></body></html>`;
  return { to, subject: w.subject(order.orderNumber), text, html };
}
