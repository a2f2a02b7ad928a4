// Payment by QR code (shopping/pay?transactionId=): WeChat Pay Native. The loader asks Pay
// for the order's code (a new one with refresh=Y once it expired) and draws it as SVG; the
// page counts down to its expiry and asks PaymentStatus, which answers as soon as the order
// is paid or after WAIT_SECONDS (docs/decisions/0050), then asks again; it goes to
// pay-result when paid. Without JavaScript, "I have paid" runs the same check in the action.
// A paid order goes straight to the result; a cancelled one says so.
import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/pay';
import { ApiError, createApi, fetchTransport } from '../api/client.ts';
import { accountApi, formErrorsOf, requireSessionCookie } from '../api/server.ts';
import { isWeChat, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError, transactionIdOf } from '../components/orders/errors.ts';
import { clockTime } from '../components/orders/format.ts';
import { qrSvg } from '../components/pay/qr.server.ts';
import { PayQr } from '../components/pay/PayQr.tsx';
import { paymentQuestion, watchPayment } from '../components/pay/watch.ts';
import '../i18n/areas/purchase.ts';

/** How long the server may hold each question while the order waits for its payment. */
const WAIT_SECONDS = 10;
/** At least this long between two questions (a server that answers at once: draining, busy, an older one). */
const ASK_EVERY_MS = 2000;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const transactionId = transactionIdOf(request);
  const { api, locale, device } = accountApi(request, context);
  const refresh = new URL(request.url).searchParams.get('refresh') === 'Y';
  let payment;
  try {
    payment = (await api.payNative(transactionId, refresh)).data;
  } catch (error) {
    // A cancelled (or otherwise unpayable) order: say so, with the way to the order.
    if (error instanceof ApiError && error.status === 409) return { state: 'cancelled' as const, transactionId, message: error.message };
    return orderLoadError(request, error);
  }
  if (payment.paid) throw redirect(`${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${encodeURIComponent(transactionId)}`);
  if (payment.status === 'Cancelled' || !payment.codeUrl) return { state: 'cancelled' as const, transactionId, message: null };
  const secondsLeft = payment.expiresAt ? Math.max(0, Math.floor((Date.parse(payment.expiresAt) - Date.now()) / 1000)) : 0;
  return { state: 'unpaid' as const, transactionId, payment, svg: await qrSvg(payment.codeUrl), secondsLeft, inWeChat: isWeChat(request.headers.get('user-agent')) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const transactionId = transactionIdOf(request);
  const { api, locale, device } = accountApi(request, context);
  try {
    const status = (await api.paymentStatus(transactionId)).data;
    if (status.paid) return redirect(`${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${encodeURIComponent(transactionId)}`);
    return data({ notYet: true, error: null });
  } catch (error) {
    return data({ notYet: false, error: Object.values(formErrorsOf(request, error))[0] ?? null });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-pay')!.title[shellLocale(matches)]);
}

// A payment code belongs to one order and one moment: never cached.
export const headers = noStoreHeaders;

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, device, locale } = usePage();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { search } = useLocation();
  const unpaid = loaderData.state === 'unpaid' ? loaderData : null;
  const [secondsLeft, setSecondsLeft] = useState(unpaid?.secondsLeft ?? 0);
  const orderLink = `${to('my/order-detail')}?transactionId=${encodeURIComponent(loaderData.transactionId)}`;
  const resultLink = `${to('shopping/pay-result')}?transactionId=${encodeURIComponent(loaderData.transactionId)}`;

  // A refreshed code restarts the countdown.
  useEffect(() => { setSecondsLeft(unpaid?.secondsLeft ?? 0); }, [unpaid?.svg, unpaid?.secondsLeft]);

  useEffect(() => {
    if (!unpaid) return undefined;
    const api = createApi(fetchTransport(), { locale, device });
    const started = Date.now();
    const leaving = new AbortController();
    const tick = setInterval(() => setSecondsLeft(Math.max(0, unpaid.secondsLeft - Math.floor((Date.now() - started) / 1000))), 1000);
    void watchPayment({
      ask: paymentQuestion(api, unpaid.transactionId),
      signal: leaving.signal,
      waitSeconds: WAIT_SECONDS,
      minGapMs: ASK_EVERY_MS,
    }).then((end) => {
      if (end === 'paid') navigate(resultLink, { replace: true });
      // Cancelled, or refused (the order is gone, the session ended): the loader says what now.
      else if (end === 'cancelled' || end === 'refused') revalidate();
    });
    return () => { leaving.abort(); clearInterval(tick); };
  }, [unpaid, locale, device, navigate, revalidate, resultLink]);

  if (!unpaid) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="pay-cancelled">
        <h1 className="font-serif text-3xl font-bold">{t('pay.title')}</h1>
        <p className="mt-6 rounded-2xl bg-stone-100 p-5 text-muted" role="status">{loaderData.state === 'cancelled' && loaderData.message ? loaderData.message : t('pay.cancelled')}</p>
        <p className="mt-2 text-sm text-muted">{t('pay.orderNumber')}{t('punct.colon')}{loaderData.transactionId}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to={orderLink} className={primaryButton}>{t('pay.viewOrder')}</Link>
          <Link to={to()} className={secondaryButton}>{t('payResult.continue')}</Link>
        </div>
      </section>
    );
  }

  const { payment } = unpaid;
  const refresh = new URLSearchParams(search);
  refresh.set('refresh', 'Y');
  refresh.set('r', String(Date.parse(payment.expiresAt ?? '') || 0));
  const mobile = device === 'mobile';

  const facts = (
    <dl className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">{t('pay.orderNumber')}</dt>
        <dd className="font-mono font-semibold" data-testid="pay-order-number">{unpaid.transactionId}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-muted">{t('pay.amount')}</dt>
        <dd className="text-3xl font-bold text-brand" data-testid="pay-amount">{price(payment.totalFen)}</dd>
      </div>
    </dl>
  );

  return (
    <section className={mobile ? 'space-y-4 pb-16' : 'mx-auto max-w-5xl py-8'} data-testid="pay">
      <h1 className="font-serif text-3xl font-bold">{t('pay.title')}</h1>
      <div className={mobile ? 'space-y-4' : 'mt-6 grid grid-cols-[1fr_380px] items-center gap-10 rounded-3xl bg-white p-10 ring-1 ring-line'}>
        <div className={mobile ? 'rounded-2xl bg-white p-5 ring-1 ring-line' : ''}>
          {facts}
          {payment.payBefore && (
            <p className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="pay-before">{t('pay.payBefore', { time: clockTime(payment.payBefore) })}</p>
          )}
          {!mobile && (
            <ol className="mt-6 space-y-2 text-sm">
              {[t('pay.scan'), t('pay.step2'), t('pay.step3')].map((step, i) => (
                <li key={step} className="flex gap-3"><span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-[#07c160] text-xs font-bold text-white">{i + 1}</span>{step}</li>
              ))}
            </ol>
          )}
          <p className="mt-6 text-sm"><Link to={orderLink} className="font-medium text-brand hover:underline">{t('pay.viewOrder')}</Link></p>
        </div>
        <div className={`rounded-2xl p-6 text-center ${mobile ? 'bg-white ring-1 ring-line' : 'bg-cream'}`}>
          <p className="mb-4 flex items-center justify-center gap-2 font-semibold text-[#07a050]"><span aria-hidden className="flex h-6 w-6 items-center justify-center rounded bg-[#07c160] text-xs text-white">✓</span>{t('checkout.wechatPay')}</p>
          <PayQr svg={unpaid.svg} secondsLeft={secondsLeft} refreshTo={`?${refresh.toString()}`} />
          {mobile && <p className="mt-4 text-left text-sm text-muted">{t('pay.scanMobile')}</p>}
          {mobile && unpaid.inWeChat && (
            <Link to={`${to('shopping/pay-wx')}?transactionId=${encodeURIComponent(unpaid.transactionId)}`} className={`${primaryButton} mt-4 block`}>{t('pay.wxPay', { amount: price(payment.totalFen) })}</Link>
          )}
          {secondsLeft > 0 && <p className="mt-2 text-sm text-muted" aria-live="polite">{t('pay.waiting')}</p>}
          {actionData?.notYet && <div className="mt-3"><FormNotice tone="info">{t('pay.notYet')}</FormNotice></div>}
          {actionData?.error && <div className="mt-3"><FormNotice tone="error">{actionData.error}</FormNotice></div>}
          <Form method="post" className="mt-4">
            <button type="submit" className={`${secondaryButton} text-sm`}>{t('pay.checkPaid')}</button>
          </Form>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
