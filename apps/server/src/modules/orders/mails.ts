// The order mails the background jobs send (docs/decisions/0025): the confirmation after
// CreateOrder and the payment-received mail when the order becomes Paid, each at most
// once per order (sendOnce), in the order's language. A WeChat customer without an
// e-mail address gets none (spec section 1).
import { sql } from 'drizzle-orm';
import { queryRowsPlanned, type Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import type { OrderDetail } from '@eshop/domain/contract';
import type { Mailer, MailMessage } from '../../integrations/mail/index.ts';
import { sendOnce } from '../../jobs/send-once.ts';
import { orderConfirmationMail } from '../checkout/confirmation-mail.ts';
import { paymentReceivedMail } from './paid-mail.ts';

interface Recipient extends Record<string, unknown> {
  member_id: number; transaction_id: string; locale: string; email: string | null;
}

export function createOrderMails(deps: {
  db: Database;
  mailer: Mailer;
  view: (memberId: number, transactionId: string, locale: Locale) => Promise<OrderDetail | null>;
  orderLink: (transactionId: string, locale: Locale) => string;
  payMinutes: number;
}) {
  const { db } = deps;

  async function mailOnce(key: string, orderId: number, compose: (to: string, order: OrderDetail, link: string, locale: Locale) => MailMessage): Promise<'sent' | 'already' | 'no-address'> {
    const [r] = await queryRowsPlanned<Recipient>(db, sql`
      select o.member_id, o.transaction_id, o.locale, m.email
        from shop_order o join member m on m.id = o.member_id where o.id = ${orderId}`);
    if (!r?.email) return 'no-address';
    const email = r.email;
    const locale: Locale = r.locale === 'zh_CN' ? 'zh_CN' : 'en_US';
    const order = await deps.view(r.member_id, r.transaction_id, locale);
    if (!order) return 'no-address';
    return sendOnce(db, key, 'mail', (onceKey) => deps.mailer.send({ ...compose(email, order, deps.orderLink(r.transaction_id, locale), locale), onceKey }));
  }

  return {
    confirmation: (orderId: number) =>
      mailOnce(`order-confirmation-mail:${orderId}`, orderId, (to, order, link, locale) => orderConfirmationMail(to, order, link, locale, deps.payMinutes)),
    paymentReceived: (orderId: number) => mailOnce(`order-paid-mail:${orderId}`, orderId, paymentReceivedMail),
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
