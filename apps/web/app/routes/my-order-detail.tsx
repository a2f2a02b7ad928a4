// Order details (my/order-detail?transactionId=): every field of the order (spec section
// 3), its status history and messages, and the actions the order allows now: Pay, Cancel
// with a remark (after a confirmation), Confirm receipt, Buy again, add a message. One
// action for the order switching on `intent`; the cancel confirmation is a URL state
// (?cancel=1), so everything works without JavaScript. A star-shop (WP) order shows its
// gifts and the stars it cost instead of products and money, has no payment rows, and says
// when its stars went back; after the star-shop checkout (?done=redeemed) it says so. The
// order's requests (the spec's page of 100) with "Report a problem", which opens a new
// request about this order, and — once received — the way to review its items (issue 15).
import type { ReactNode } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-order-detail';
import { isReviewableStatus } from '@eshop/domain/after-sales';
import { formatStars } from '@eshop/domain/loyalty';
import { accountApi, apiFor, formErrorsOf, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { focusIf, useKept } from '../lib/focus.ts';
import { price } from '../lib/format.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ConfirmNo } from '../components/ConfirmNo.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice, primaryButton, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError, transactionIdOf } from '../components/orders/errors.ts';
import { GiftLines } from '../components/orders/GiftLines.tsx';
import { OrderLines } from '../components/orders/OrderLines.tsx';
import { OrderTotals } from '../components/orders/OrderTotals.tsx';
import { StatusBadge } from '../components/orders/StatusBadge.tsx';
import { calendarDate, clockTime, dateTime } from '../components/orders/format.ts';
import { giftStars } from '../components/star-shop/gifts.ts';
import { afterSalesApi } from '../components/after-sales/api.server.ts';
import { RequestCard } from '../components/after-sales/RequestCard.tsx';
import { writeReviewPath } from '../components/after-sales/ReviewCards.tsx';
import '../i18n/areas/account.ts';
import { ServiceContact } from '../components/account/ServiceContact.tsx';
import { serviceQrSvg } from '../components/account/service-qr.server.ts';
import '../i18n/areas/purchase.ts';
import '../i18n/areas/star-shop.ts';
import '../i18n/areas/after-sales.ts';
import '../i18n/areas/cart.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const transactionId = transactionIdOf(request);
  const search = new URL(request.url).searchParams;
  try {
    const [order, requests, serviceQr] = await Promise.all([
      apiFor(request, context).order(transactionId).then((r) => r.data),
      afterSalesApi(request, context).requestsOfOrder(transactionId).then((r) => r.data),
      serviceQrSvg(context),
    ]);
    return { order, requests, serviceQr, askCancel: search.has('cancel') && order.canCancel, justCancelled: search.get('done') === 'cancelled', justRedeemed: search.get('done') === 'redeemed' };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

type Notice = 'cancelled' | 'received' | 'message' | 'rebuy-skipped';

export async function action({ request, context }: Route.ActionArgs) {
  const transactionId = transactionIdOf(request);
  const form = await request.formData();
  const { api, locale, device } = accountApi(request, context);
  const intent = String(form.get('intent') ?? '');
  const done = (notice: Notice, skipped: string[] = []) => data({ notice, skipped, errors: {} as FormErrors, intent });
  try {
    if (intent === 'cancel') {
      await api.cancelOrder(transactionId, String(form.get('remarks') ?? '').trim());
      // Back to the order without ?cancel.
      return redirect(`${shopPath(locale, device, 'my/order-detail')}?transactionId=${encodeURIComponent(transactionId)}&done=cancelled`);
    }
    if (intent === 'confirm-receipt') {
      await api.confirmReceipt(transactionId);
      return done('received');
    }
    if (intent === 'message') {
      await api.addOrderMessage(transactionId, String(form.get('msg.content') ?? '').trim());
      return done('message');
    }
    if (intent === 'rebuy') {
      const answer = await api.reBuy(transactionId);
      if (answer.skipped.length === 0) return redirect(shopPath(locale, device, 'shopping/cart'));
      return done('rebuy-skipped', answer.skipped.map((s) => `${s.name} (${s.reason})`));
    }
  } catch (error) {
    return data({ notice: null, skipped: [], errors: formErrorsOf(request, error), intent });
  }
  return data({ notice: null, skipped: [], errors: { '': 'Unknown intent' } as FormErrors, intent });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-order-detail')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

const card = 'rounded-2xl bg-white p-5 ring-1 ring-line';

function Facts({ rows }: { rows: [string, ReactNode, string?][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, requests, askCancel, justCancelled, justRedeemed } = loaderData;
  const { t, to, locale, device } = usePage();
  const busy = useNavigation().state !== 'idle';
  const mobile = device === 'mobile';
  const id = encodeURIComponent(order.transactionId);
  const here = `${to('my/order-detail')}?transactionId=${id}`;
  const errors: FormErrors = actionData?.errors ?? {};
  const notice = actionData?.notice ?? null;
  // Back from the cancel question ("Keep"): focus returns to "Cancel order" (docs/decisions/0037).
  const kept = useKept();
  const pickup = order.pickup;
  const address = order.shippingAddress;
  // A star-shop order is paid with stars: no money, no payment step, nothing to buy again.
  const stars = order.orderType === 'WP';
  const starsPaid = t('starShop.stars', { stars: giftStars(order.starsCostTenths) });
  const canRebuy = order.status !== 'PendingPayment' && !stars;

  // A star-shop order the member may not change has no actions at all: no empty box then.
  const hasActions = order.canPay || order.canReceive || canRebuy || order.canCancel;
  const actions = hasActions && (
    <div className={`${card} space-y-3`} aria-label={t('order.actions')} role="group">
      {order.canPay && <Link to={`${to('shopping/pay')}?transactionId=${id}`} className={`${primaryButton} block text-center`} data-testid="order-pay">{t('order.pay')}</Link>}
      {order.canPay && order.payBefore && <p className="text-center text-xs text-amber-900">{t('order.payBefore', { time: clockTime(order.payBefore) })}</p>}
      {order.canReceive && (
        <Form method="post" replace>
          <button type="submit" name="intent" value="confirm-receipt" disabled={busy} className={`${primaryButton} w-full`}>{t('order.confirmReceipt')}</button>
        </Form>
      )}
      {canRebuy && (
        <Form method="post" replace>
          <button type="submit" name="intent" value="rebuy" disabled={busy} className={`${secondaryButton} w-full`}>{t('order.rebuy')}</button>
        </Form>
      )}
      {order.canCancel && !askCancel && (
        <Link to={`${here}&cancel=1`} replace preventScrollReset ref={focusIf(kept === 'cancel')} className={`${secondaryButton} block text-center text-red-700 hover:border-red-700 hover:text-red-700`} data-testid="order-cancel">{t('order.cancel')}</Link>
      )}
      {askCancel && (
        <Form method="post" action={here} className="space-y-3 rounded-xl bg-red-50 p-4 text-sm" role="alertdialog" aria-labelledby="cancel-question">
          <p id="cancel-question" className="font-medium text-red-800">{stars ? t('starShop.order.cancelQuestion') : t('order.cancelQuestion')}</p>
          <input type="hidden" name="intent" value="cancel" />
          <label htmlFor="f-remarks" className="block font-medium">{t('order.cancelRemark')}</label>
          <textarea id="f-remarks" name="remarks" rows={3} maxLength={200} autoFocus aria-invalid={errors.remarks ? true : undefined}
            className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand" />
          {errors.remarks && <p className="text-red-700" data-testid="field-error">{errors.remarks}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60">{t('order.cancelYes')}</button>
            {/* The remark field takes focus; "Keep" (or Escape) gives it back to "Cancel order". */}
            <ConfirmNo kept="cancel" focus={false} to={here} className={secondaryButton}>{t('order.keep')}</ConfirmNo>
          </div>
        </Form>
      )}
    </div>
  );

  // Requests about the order, and the way to file one; a received shop order's items await reviews.
  const reviewable = !stars && isReviewableStatus(order.status);
  const afterSales = (
    <section className={card} aria-labelledby="order-requests" data-testid="order-requests">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-requests" className="font-semibold">{t('requests.ofOrder')}</h2>
        <Link to={`${to('my/request')}?referenceId=${id}#new`} className="text-sm font-semibold text-brand hover:underline" data-testid="order-report-problem">{t('requests.report')} ›</Link>
      </div>
      {requests.length === 0 ? <p className="text-sm text-muted">{t('requests.ofOrderNone')}</p> : (
        <ul className="space-y-2">
          {requests.map((r) => <RequestCard key={r['cr.requestId']} request={r} showOrder={false} />)}
        </ul>
      )}
      {reviewable && (
        <Link to={writeReviewPath(to, device)} className={`${secondaryButton} mt-4 block text-center text-sm`} data-testid="order-review">{t('reviews.write')}</Link>
      )}
    </section>
  );

  return (
    <MemberPage title={screensById.get('my-order-detail')!.title[locale]}>
      {stars && device === 'pc'
        ? <Link to={to('my/points-mall')} className="text-sm text-muted hover:text-brand">‹ {t('starShop.my.orders')}</Link>
        : <Link to={to('my/order-list')} className="text-sm text-muted hover:text-brand">‹ {t('order.back')}</Link>}
      {justRedeemed && stars && <div data-testid="order-redeemed"><FormNotice tone="success">{t('starShop.order.redeemed')}</FormNotice></div>}
      {(justCancelled || notice === 'cancelled') && order.status === 'Cancelled' && <FormNotice tone="success">{t('order.cancelled')}</FormNotice>}
      {stars && order.status === 'Cancelled' && (
        <p className="rounded-lg bg-brand-soft px-4 py-2.5 text-sm" data-testid="order-stars-returned">{t('starShop.order.returned', { stars: giftStars(order.starsCostTenths) })}</p>
      )}
      {notice === 'received' && <FormNotice tone="success">{t('order.received')}</FormNotice>}
      {notice === 'message' && <FormNotice tone="success">{t('order.messageSent')}</FormNotice>}
      {notice === 'rebuy-skipped' && (
        <FormNotice tone="info">{t('order.rebuySkipped', { items: (actionData?.skipped ?? []).join(', ') })} <Link to={to('shopping/cart')} className="font-semibold underline">{t('cart.goToCart')}</Link></FormNotice>
      )}
      {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}

      <div className={`${card} flex flex-wrap items-center gap-x-8 gap-y-3`} data-testid="order-head">
        <div>
          <p className="text-xs text-muted">{t('pay.orderNumber')}</p>
          <p className="font-mono text-lg font-semibold" data-testid="order-number">{order.orderNumber}</p>
        </div>
        <div>
          <p className="text-xs text-muted">{t('order.created')}</p>
          <p>{dateTime(order.createdAt, locale)}</p>
        </div>
        <div>
          <p className="text-xs text-muted">{t('order.status')}</p>
          <span className="flex items-center gap-2">
            <StatusBadge status={order.status} label={order.statusLabel} />
            {stars && <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold" data-testid="order-type">★ {t('starShop.order.type')}</span>}
          </span>
        </div>
        <div className="ml-auto text-right">
          <p className="text-xs text-muted">{stars ? t('starShop.order.total') : t('order.grandTotal')}</p>
          {stars
            ? <p className="text-2xl font-bold text-brand" data-testid="order-stars-cost"><span aria-hidden="true" className="mr-1 text-gold">★</span>{starsPaid}</p>
            : <p className="text-2xl font-bold text-brand" data-testid="order-grand-total">{price(order.grandTotalFen)}</p>}
        </div>
      </div>

      {mobile && actions}
      {mobile && afterSales}
      <div className={mobile ? 'space-y-4' : 'grid grid-cols-[1fr_300px] items-start gap-6'}>
        <div className="min-w-0 space-y-4">
          {stars ? (
            <section className={card} aria-labelledby="products">
              <h2 id="products" className="mb-2 font-semibold">{t('starShop.order.gifts')}</h2>
              <GiftLines lines={order.gifts} />
              <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-4 text-sm">
                <span className="font-semibold">{t('starShop.order.total')}</span>
                <span className="text-2xl font-bold text-brand" data-testid="order-gifts-total"><span aria-hidden="true" className="mr-1 text-gold">★</span>{giftStars(order.starsCostTenths)}</span>
              </div>
            </section>
          ) : (
            <section className={card} aria-labelledby="products">
              <h2 id="products" className="mb-2 font-semibold">{t('order.products')}</h2>
              <OrderLines lines={order.products} />
              <div className="mt-3 border-t border-line pt-4">
                <OrderTotals pickup={order.deliveryOption === 'pickup'} totalLabel={t('order.grandTotal')} totals={{ subtotalFen: order.subtotalFen, discountFen: order.discountFen, shippingFen: order.shippingFen, cashVoucherFen: order.cashVoucherFen, totalFen: order.grandTotalFen }} />
              </div>
            </section>
          )}

          <section className={card} aria-labelledby="receive" data-testid={pickup ? 'order-pickup' : 'order-address'}>
            <h2 id="receive" className="mb-3 font-semibold">{pickup ? t('order.pickup') : t('order.shippingAddress')}</h2>
            {pickup ? (
              <Facts rows={[
                [t('order.store'), pickup.storeName, 'pickup-store'],
                [t('order.storeAddress'), pickup.storeAddress],
                [t('order.storePhone'), pickup.storePhone],
                [t('order.pickupPerson'), pickup.pickupName, 'pickup-name'],
                [t('order.pickupMobile'), pickup.pickupMobile, 'pickup-mobile'],
                ...(pickup.date || order.promisedDate ? [[t('order.pickupDate'), `${calendarDate(pickup.date ?? order.promisedDate, locale)} 09:00–19:00`] as [string, string]] : []),
              ]} />
            ) : address ? (
              <Facts rows={[
                [t('address.recipient'), `${address.recipient} · ${address.mobile}`],
                [t('order.storeAddress'), `${[address.province, address.city, address.district].filter(Boolean).join(' ')} ${address.street} ${address.unit}${address.zip ? ` · ${address.zip}` : ''}`],
                ...(order.promisedDate ? [[t('order.promisedDate'), calendarDate(order.promisedDate, locale), 'promised-date'] as [string, string, string]] : []),
              ]} />
            ) : null}
            {(order.logisticsCompany || order.shipmentNo) && (
              <div className="mt-4 border-t border-line pt-4" data-testid="order-logistics">
                <h3 className="mb-2 text-sm font-semibold">{t('order.logistics')}</h3>
                <Facts rows={[
                  [t('order.logisticsCompany'), order.logisticsCompany ?? ''],
                  [t('order.shipmentNo'), order.shipmentNo ?? ''],
                ]} />
                <Link to={`${to('my/order-delivery-detail')}?transactionId=${id}`} className="mt-3 inline-block text-sm font-medium text-brand hover:underline">{t('order.track')} ›</Link>
              </div>
            )}
          </section>

          {(order.comment || order.remarks) && (
            <section className={card}>
              <Facts rows={[
                ...(order.comment ? [[t('order.comment'), order.comment, 'order-comment'] as [string, string, string]] : []),
                ...(order.remarks ? [[t('order.remarks'), order.remarks, 'order-remarks'] as [string, string, string]] : []),
              ]} />
            </section>
          )}

          <section className={card} aria-labelledby="messages">
            <h2 id="messages" className="mb-3 font-semibold">{t('order.messages')}</h2>
            {order.messages.length === 0 ? <p className="text-sm text-muted">{t('order.noMessages')}</p> : (
              <ul className="space-y-3">
                {order.messages.map((m, i) => (
                  <li key={`${m.createdAt}-${i}`} data-testid="order-message" className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm ${m.author === 'customer' ? 'ml-auto bg-brand-soft' : 'bg-cream'}`}>
                    <p className="text-xs text-muted"><span className="font-semibold text-ink">{m.authorName}</span> · {dateTime(m.createdAt, locale)}</p>
                    <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{m.content}</p>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" replace preventScrollReset className="mt-4 space-y-2" key={order.messages.length}>
              <input type="hidden" name="intent" value="message" />
              <label htmlFor="f-msg-content" className="block text-sm font-medium">{t('order.message')}</label>
              <textarea id="f-msg-content" name="msg.content" rows={2} maxLength={500} required aria-invalid={errors['msg.content'] ? true : undefined}
                className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand" />
              {errors['msg.content'] && <p className="text-sm text-red-700" data-testid="field-error">{errors['msg.content']}</p>}
              <button type="submit" disabled={busy} className={`${secondaryButton} text-sm`}>{t('order.send')}</button>
            </Form>
          </section>
        </div>

        <div className="space-y-4">
          {!mobile && actions}
          {!mobile && afterSales}
          <section className={card} aria-labelledby="payment">
            <h2 id="payment" className="mb-3 font-semibold">{t('order.paymentMethod')}</h2>
            {stars ? (
              <Facts rows={[
                [t('starShop.order.payment'), order.paymentMethodLabel || t('starShop.order.paidWithStars'), 'payment-method'],
                [t('starShop.order.total'), `★ ${starsPaid}`, 'payment-stars'],
              ]} />
            ) : (
              <Facts rows={[
                [t('order.paymentMethod'), order.paymentMethodLabel],
                [t('order.paymentStatus'), order.paymentStatusLabel, 'payment-status'],
                ...(order.paidAt ? [[t('order.paidAt'), dateTime(order.paidAt, locale)] as [string, string]] : []),
                // A cancelled order earns nothing (decisions.md, Loyalty): no estimate to show.
                ...(order.status === 'Cancelled' ? [] : [[t('order.starsPending'), `★ ${formatStars(order.pendingStarsTenths)}`, 'stars-pending'] as [string, string, string]]),
                [t('order.starsReceived'), `★ ${formatStars(order.starsReceivedTenths)}`],
              ]} />
            )}
          </section>
          <section className={card} aria-labelledby="history">
            <h2 id="history" className="mb-3 font-semibold">{t('order.history')}</h2>
            <ol className="relative space-y-3 border-l-2 border-line pl-4 text-sm">
              {order.history.map((h, i) => (
                <li key={`${h.status}-${i}`} className="relative" data-testid="order-history">
                  <span aria-hidden className={`absolute -left-[23px] top-1 h-3 w-3 rounded-full ${i === order.history.length - 1 ? 'bg-brand' : 'bg-line'}`} />
                  <p className="font-medium">{h.statusLabel}</p>
                  <p className="text-xs text-muted">{dateTime(h.at, locale)}</p>
                </li>
              ))}
            </ol>
          </section>
          <ServiceContact qrSvg={loaderData.serviceQr} transactionId={order.transactionId} />
        </div>
      </div>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
