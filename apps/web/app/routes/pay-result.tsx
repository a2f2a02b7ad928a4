// Payment result (shopping/pay-result?transactionId=): the spec's "payment completed" /
// "payment failed" notices with the order number, the amount and what happens next
// (delivery promise or pickup), then "View order" and "Continue shopping"; an unpaid
// order offers "Pay again". WeChat's notice of a JSAPI payment may land a moment after
// the shopper returns, so an unpaid result checks PaymentStatus a few more times.
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
import { calendarDate } from '../components/orders/format.ts';
import '../i18n/areas/purchase.ts';

const POLL_MS = 2000;
const POLLS = 5;

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
  const paid = order.paymentStatus === 'paid';
  const payable = !paid && order.canPay;

  useEffect(() => {
    if (!payable) return undefined;
    const api = createApi(fetchTransport(), { locale, device });
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls >= POLLS) clearInterval(timer);
      api.paymentStatus(order.transactionId).then((s) => { if (s.data.paid) { clearInterval(timer); revalidate(); } }, () => { /* the next poll tries again */ });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [payable, order.transactionId, locale, device, revalidate]);

  const id = encodeURIComponent(order.transactionId);
  const address = order.shippingAddress;
  return (
    <section className="mx-auto max-w-2xl py-10" data-testid="pay-result">
      <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-line">
        <div aria-hidden className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl text-white ${paid ? 'bg-fresh' : 'bg-red-700'}`}>{paid ? '✓' : '!'}</div>
        <h1 className="mt-4 font-serif text-2xl font-bold" role="status" data-testid="pay-result-notice">
          {paid ? t('payResult.success') : t('payResult.failed')}
        </h1>
        {!paid && <p className="mt-2 text-sm text-muted">{t('payResult.pending')}</p>}
        <dl className="mx-auto mt-6 max-w-sm space-y-2 text-left text-sm">
          <div className="flex justify-between gap-4"><dt className="text-muted">{t('pay.orderNumber')}</dt><dd className="font-mono font-semibold" data-testid="pay-result-order">{order.orderNumber}</dd></div>
          <div className="flex justify-between gap-4"><dt className="text-muted">{paid ? t('payResult.amountPaid') : t('pay.amount')}</dt><dd className="text-lg font-bold text-brand" data-testid="pay-result-amount">{price(order.grandTotalFen)}</dd></div>
          <div className="flex justify-between gap-4"><dt className="text-muted">{t('order.status')}</dt><dd>{order.statusLabel}</dd></div>
        </dl>
        {paid && (
          <div className="mx-auto mt-6 max-w-md space-y-1 rounded-xl bg-cream p-4 text-sm" data-testid="pay-result-next">
            {order.pickup ? (
              <p>{t('payResult.pickupAt', { store: order.pickup.storeName, date: calendarDate(order.pickup.date ?? order.promisedDate) })}</p>
            ) : address && order.promisedDate ? (
              <p>{t('payResult.deliveryBy', { date: calendarDate(order.promisedDate), address: `${address.city} ${address.district} ${address.street}`.replace(/\s+/g, ' ').trim() })}</p>
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
