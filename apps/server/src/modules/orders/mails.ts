// The order mails the background jobs send (docs/decisions/0025): the confirmation after
// CreateOrder and the payment-received mail when the order becomes Paid, each at most
// once per order (sendOnce), in the order's language. A WeChat customer without an
// e-mail address gets none (spec section 1).
import type { Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import type { OrderDetail } from '@eshop/domain/contract';
import type { Mailer, MailMessage } from '../../integrations/mail/index.ts';
import { sendOnce } from '../../jobs/send-once.ts';
import { orderConfirmationMail } from '../checkout/confirmation-mail.ts';
import { paymentReceivedMail } from './paid-mail.ts';
import type { OrderForMail } from './service.ts';

export function createOrderMails(deps: {
  db: Database;
  mailer: Mailer;
  /** The order in its own language with the member's address, in one read (OrderService.forMail). */
  forMail: (orderId: number) => Promise<OrderForMail | null>;
  orderLink: (transactionId: string, locale: Locale) => string;
  payMinutes: number;
}) {
  const { db } = deps;

  async function mailOnce(key: string, orderId: number, compose: (to: string, order: OrderDetail, link: string, locale: Locale) => MailMessage): Promise<'sent' | 'already' | 'no-address'> {
    const found = await deps.forMail(orderId);
    if (!found?.email) return 'no-address';
    const { order, email, locale, transactionId } = found;
    return sendOnce(db, key, 'mail', (onceKey) => deps.mailer.send({ ...compose(email, order, deps.orderLink(transactionId, locale), locale), onceKey }));
  }

  return {
    confirmation: (orderId: number) =>
      mailOnce(`order-confirmation-mail:${orderId}`, orderId, (to, order, link, locale) => orderConfirmationMail(to, order, link, locale, deps.payMinutes)),
    paymentReceived: (orderId: number) => mailOnce(`order-paid-mail:${orderId}`, orderId, paymentReceivedMail),
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
