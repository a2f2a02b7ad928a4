// Payment result (shopping/pay-result?transactionId=): the spec's "payment completed" /
// "payment failed" notices with the order number, the amount and what happens next
// (delivery promise or pickup), then "View order" and "Continue shopping"; an unpaid
// order offers "Pay again". WeChat's notice of a JSAPI payment may land a moment after
// the shopper returns, so an unpaid result asks PaymentStatus to answer when it lands,
// within WATCH_SECONDS (docs/decisions/0050).
// Orders met later say what happened instead (components/pay/result.ts): paid and then
// cancelled (the refund on its way or done), cancelled unpaid, past the time to pay.
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/pay-result';
import { formatStars } from '@eshop/domain/loyalty';
import { createApi, fetchTransport } from '../api/client.ts';
import { apiFor, requireSessionCookie } from '../api/server.ts';
import { isWeChat } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { primaryButton, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError, transactionIdOf } from '../components/orders/errors.ts';
import { calendarDate, dateTime } from '../components/orders/format.ts';
import { payResultKind, showsNextSteps, type PayResultKind } from '../components/pay/result.ts';
import { paymentQuestion, watchPayment } from '../components/pay/watch.ts';
import type { MessageKey } from '../i18n/index.ts';
import '../i18n/areas/purchase.ts';

/** How long an unpaid result watches for the payment (what five polls 2 s apart covered before). */
const WATCH_SECONDS = 10;
/** At least this long between two questions. */
const RETRY_MS = 2000;

const TITLES: Record<PayResultKind, MessageKey> = {
  paid: 'payResult.success',
  refunding: 'payResult.refunding',
  refunded: 'payResult.refunded',
  'refund-failed': 'payResult.refundFailed',
  cancelled: 'payResult.cancelled',
  unpaid: 'payResult.failed',
  expired: 'payResult.expired',
  other: 'payResult.nothingToPay',
};
const ICONS: Record<PayResultKind, { mark: string; tone: string }> = {
  paid: { mark: '✓', tone: 'bg-fresh' },
  refunding: { mark: '↺', tone: 'bg-amber-600' },
  refunded: { mark: '↺', tone: 'bg-fresh' },
  'refund-failed': { mark: '!', tone: 'bg-red-700' },
  cancelled: { mark: '✕', tone: 'bg-stone-500' },
  unpaid: { mark: '!', tone: 'bg-red-700' },
  expired: { mark: '!', tone: 'bg-amber-600' },
  other: { mark: 'i', tone: 'bg-stone-500' },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const transactionId = transactionIdOf(request);
  try {
    const order = (await apiFor(request, context).order(transactionId)).data;
    return { order, inWeChat: isWeChat(request.headers.get('user-agent')) };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-pay-result')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function PayResult({ loaderData }: Route.ComponentProps) {
  const { order, inWeChat } = loaderData;
  const { t, to, locale, device } = usePage();
  const { revalidate } = useRevalidator();
  const kind = payResultKind(order);
  const paid = kind === 'paid';
  const payable = kind === 'unpaid';
  const refund = kind === 'refunding' || kind === 'refunded' || kind === 'refund-failed' ? order.refund : null;

  useEffect(() => {
    if (!payable) return undefined;
    const api = createApi(fetchTransport(), { locale, device });
    const leaving = new AbortController();
    void watchPayment({
      ask: paymentQuestion(api, order.transactionId),
      signal: leaving.signal,
      waitSeconds: WATCH_SECONDS,
      forSeconds: WATCH_SECONDS,
      minGapMs: RETRY_MS,
    }).then((end) => {
      // Paid or cancelled meanwhile: the loader's order says which (and what now).
      if (end === 'paid' || end === 'cancelled') revalidate();
    });
    return () => { leaving.abort(); };
  }, [payable, order.transactionId, locale, device, revalidate]);

  const id = encodeURIComponent(order.transactionId);
  const address = order.shippingAddress;
  return (
    <section className="mx-auto max-w-2xl py-10" data-testid="pay-result">
      <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-line">
        <div aria-hidden className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl text-white ${ICONS[kind].tone}`}>{ICONS[kind].mark}</div>
        <h1 className="mt-4 font-serif text-2xl font-bold" role="status" data-testid="pay-result-notice" data-kind={kind}>{t(TITLES[kind])}</h1>
        <div className="mx-auto mt-2 max-w-md space-y-1 text-sm text-muted" data-testid="pay-result-detail">
          {payable && <p>{t('payResult.pending')}</p>}
          {refund && <p>{order.paidAt ? t('payResult.paidThenCancelled', { time: dateTime(order.paidAt, locale) }) : t('payResult.paidAfterCancel')}</p>}
          {refund && kind === 'refunding' && <p>{t('payResult.refundOnItsWay', { amount: price(refund.amountFen) })}</p>}
          {refund && kind === 'refunded' && <p>{t('payResult.refundDone', { amount: price(refund.amountFen) })}</p>}
          {kind === 'refund-failed' && <p>{t('payResult.refundFailedHelp')}</p>}
          {kind === 'cancelled' && <p>{t('payResult.cancelledNothingCharged')}</p>}
          {kind === 'expired' && <p>{t('payResult.expiredNothingCharged')}</p>}
        </div>
        <dl className="mx-auto mt-6 max-w-sm space-y-2 text-left text-sm">
          <div className="flex justify-between gap-4"><dt className="text-muted">{t('pay.orderNumber')}</dt><dd className="font-mono font-semibold" data-testid="pay-result-order">{order.orderNumber}</dd></div>
          {refund ? (
            <div className="flex justify-between gap-4"><dt className="text-muted">{t('payResult.amountRefunded')}</dt><dd className="text-lg font-bold text-brand" data-testid="pay-result-amount">{price(refund.amountFen)}</dd></div>
          ) : (
            <div className="flex justify-between gap-4"><dt className="text-muted">{paid ? t('payResult.amountPaid') : payable ? t('pay.amount') : t('order.grandTotal')}</dt><dd className="text-lg font-bold text-brand" data-testid="pay-result-amount">{price(order.grandTotalFen)}</dd></div>
          )}
          <div className="flex justify-between gap-4"><dt className="text-muted">{t('order.status')}</dt><dd data-testid="pay-result-status">{order.statusLabel}</dd></div>
          {!paid && !payable && (
            <div className="flex justify-between gap-4"><dt className="text-muted">{t('order.paymentStatus')}</dt><dd data-testid="pay-result-payment">{order.paymentStatusLabel}</dd></div>
          )}
        </dl>
        {showsNextSteps(order, kind) && (
          <div className="mx-auto mt-6 max-w-md space-y-1 rounded-xl bg-cream p-4 text-sm" data-testid="pay-result-next">
            {order.pickup ? (
              <p>{t('payResult.pickupAt', { store: order.pickup.storeName, date: calendarDate(order.pickup.date ?? order.promisedDate, locale) })}</p>
            ) : address && order.promisedDate ? (
              <p>{t('payResult.deliveryBy', { date: calendarDate(order.promisedDate, locale), address: `${address.city} ${address.district} ${address.street}`.replace(/\s+/g, ' ').trim() })}</p>
            ) : null}
            {order.pendingStarsTenths > 0 && <p className="text-muted">★ {t('payResult.stars', { stars: formatStars(order.pendingStarsTenths) })}</p>}
          </div>
        )}
        <div className={`mt-8 flex justify-center gap-3 ${device === 'mobile' ? 'flex-col' : ''}`}>
          {payable && (
            <Link to={`${to(inWeChat ? 'shopping/pay-wx' : 'shopping/pay')}?transactionId=${id}`} className={primaryButton}>{t('payResult.payAgain')}</Link>
          )}
          <Link to={`${to('my/order-detail')}?transactionId=${id}`} className={payable ? secondaryButton : primaryButton}>{t('pay.viewOrder')}</Link>
          <Link to={to()} className={secondaryButton}>{t('payResult.continue')}</Link>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
