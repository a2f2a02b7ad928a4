// What each job does: one handler per queue, each a use case of a module's service and
// each idempotent (docs/decisions/0025). The same handlers run in the workers of every
// instance that runs jobs and in `drain()` (tests, scripts).
import type { Services } from '../services.ts';
import type { JobHandlers, JobName } from './definitions.ts';

export function jobHandlers(services: Services): JobHandlers {
  const { payments, orderMails, passwordReset } = services;
  return {
    order_status_changed: async (change) => {
      if (change.to === 'Paid') await orderMails.paymentReceived(change.orderId);
    },
    order_confirmation_mail: ({ orderId }) => orderMails.confirmation(orderId),
    refund_send: ({ refundId }) => payments.sendRefund(refundId),
    payment_close: ({ outTradeNo }) => payments.closeCode(outTradeNo),
    payment_notification_apply: ({ notification }) => payments.applyNotification(notification),
    courier_event_apply: async ({ courier, event }) => {
      const applied = await services.delivery.applyCourierEvent(courier, { ...event, occurredAt: new Date(event.occurredAt) });
      if (!applied.ok) services.log?.warn({ courier, shipmentNo: event.shipmentNo }, 'queued courier report for an unknown shipment');
    },
    password_reset_mail: (request) => passwordReset.deliver(request),
    wechatpay_sandbox_notify: async ({ url, body }) => {
      // Only a shop on the stand-in writes these; one switched to live WeChat Pay meanwhile drops them.
      if (services.paymentsSandbox) await services.paymentsSandbox.redeliver(url, body);
    },
    orders_expire_unpaid: async () => {
      const expired = await payments.expireUnpaid(500);
      // A batch at a time: more waiting runs on the next minute.
      if (expired.cancelled + expired.paid > 0) services.log?.info(expired, 'unpaid orders settled');
    },
    refunds_sweep: () => payments.settleRefunds(),
    loyalty_notice_mail: ({ noticeId }) => services.loyaltyMails.notice(noticeId),
    loyalty_level_review: async ({ at }) => {
      const review = await services.loyalty.reviewLevels(at === undefined ? undefined : new Date(at));
      if (review.changed > 0) services.log?.info(review, 'member levels reviewed');
    },
    loyalty_birthday_gifts: async ({ at }) => {
      const gifts = await services.loyalty.giveBirthdayGifts(at === undefined ? undefined : new Date(at));
      if (gifts.given > 0) services.log?.info(gifts, 'birthday gifts given');
    },
    pos_nonces_prune: () => services.posNonces.prune(),
    photos_sweep: () => services.photos.sweep(),
    guest_carts_prune: async () => {
      const pruned = await services.cart.pruneGuestCarts();
      if (pruned > 0) services.log?.info({ pruned }, 'idle guest carts pruned');
    },
  };
}

/** Runs the due jobs now through the same handlers (tests; scripts). */
export function drainJobs(services: Services, only?: readonly JobName[]): Promise<number> {
  return services.jobs.drain(jobHandlers(services), only);
}
