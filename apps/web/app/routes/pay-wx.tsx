// WeChat Pay inside WeChat (shopping/pay-wx?transactionId=): JSAPI. The loader asks Pay
// for the JSAPI parameters (tradeType=jsapi) and the JS-SDK config, and the page hands the
// parameters to WeixinJSBridge 'getBrandWCPayRequest'. Where the bridge does not exist (a
// normal browser, the local sandbox) and the server says the parameters come from its
// sandbox, a button opens the sandbox cashier instead. Outside WeChat this page is the
// QR page (shopping/pay).
import { useCallback, useEffect, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/pay-wx';
import type { JsapiPayParams } from '@eshop/domain/contract';
import { ApiError, type JsapiConfig } from '../api/client.ts';
import { accountApi, requireSessionCookie } from '../api/server.ts';
import { isWeChat, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError, transactionIdOf } from '../components/orders/errors.ts';
import { clockTime } from '../components/orders/format.ts';
import '../i18n/areas/purchase.ts';

interface WeixinBridge {
  invoke: (name: 'getBrandWCPayRequest', params: JsapiPayParams, cb: (res: { err_msg?: string }) => void) => void;
}
declare global {
  interface Window { WeixinJSBridge?: WeixinBridge; wx?: { config: (c: JsapiConfig & { debug: boolean }) => void } }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const transactionId = transactionIdOf(request);
  const { api, locale, device } = accountApi(request, context);
  const url = new URL(request.url);
  const id = encodeURIComponent(transactionId);
  if (!isWeChat(request.headers.get('user-agent'))) throw redirect(`${shopPath(locale, device, 'shopping/pay')}?transactionId=${id}`);
  const resultPath = `/eshop${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${id}`;
  let pay;
  try {
    pay = (await api.payJsapi(transactionId)).data;
  } catch (error) {
    // Cancelled or otherwise unpayable, or a member WeChat does not know (no openid, e.g.
    // signed in by e-mail): the QR page pays it or explains why not.
    if (error instanceof ApiError && (error.status === 409 || error.details.code === 'WECHAT_REQUIRED')) throw redirect(`${shopPath(locale, device, 'shopping/pay')}?transactionId=${id}`);
    return orderLoadError(request, error);
  }
  if (pay.payment.paid) throw redirect(`${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${id}`);
  // The JS-SDK config is for wx.* calls; the payment itself (WeixinJSBridge) needs only
  // the signed parameters, so a config failure does not stop the shopper from paying.
  let config: JsapiConfig | null = null;
  try {
    config = (await api.jsapiConfig(`${url.pathname}${url.search}`)).rflag.config;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  let sandbox: string | null = null;
  if (pay.sandboxCashierUrl) {
    const cashier = new URL(pay.sandboxCashierUrl, url.origin);
    if (!cashier.searchParams.has('return')) cashier.searchParams.set('return', resultPath);
    sandbox = cashier.origin === url.origin ? `${cashier.pathname}${cashier.search}` : cashier.href;
  }
  return { state: 'ready' as const, transactionId, params: pay.params, payment: pay.payment, config, sandbox };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-pay-wx')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

const wechatButton = 'rounded-full bg-[#07c160] px-6 py-3 font-semibold text-white hover:bg-[#06a050] disabled:opacity-60';

type State = 'idle' | 'opening' | 'failed' | 'no-bridge';

export default function PayWx({ loaderData }: Route.ComponentProps) {
  return <JsapiPay {...loaderData} />;
}

function JsapiPay({ transactionId, params, payment, config, sandbox }: Extract<Route.ComponentProps['loaderData'], { state: 'ready' }>) {
  const { t, to } = usePage();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('idle');
  const resultLink = `${to('shopping/pay-result')}?transactionId=${encodeURIComponent(transactionId)}`;

  const pay = useCallback(() => {
    const bridge = window.WeixinJSBridge;
    if (!bridge) { setState('no-bridge'); return; }
    setState('opening');
    bridge.invoke('getBrandWCPayRequest', params, (res) => {
      // WeChat's answer is only a hint; the result page reads the order's real state.
      if (res.err_msg === 'get_brand_wcpay_request:ok') navigate(resultLink, { replace: true });
      else setState('failed');
    });
  }, [params, navigate, resultLink]);

  useEffect(() => {
    if (config && window.wx) window.wx.config({ ...config, debug: false });
    if (window.WeixinJSBridge) { pay(); return undefined; }
    // WeChat injects the bridge a moment after the page loads.
    const ready = () => pay();
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
    const fallback = setTimeout(() => { if (!window.WeixinJSBridge) setState('no-bridge'); }, 1500);
    return () => { document.removeEventListener('WeixinJSBridgeReady', ready); clearTimeout(fallback); };
  }, [config, pay]);

  const qrLink = `${to('shopping/pay')}?transactionId=${encodeURIComponent(transactionId)}`;
  return (
    <section className="mx-auto max-w-md space-y-5 py-6" data-testid="pay-wx">
      <h1 className="font-serif text-2xl font-bold">{t('pay.title')}</h1>
      <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-line">
        <p className="text-sm text-muted">{t('pay.orderNumber')} <span className="font-mono text-ink">{transactionId}</span></p>
        <p className="mt-2 text-4xl font-bold text-brand" data-testid="pay-amount">{price(payment.totalFen)}</p>
        {payment.payBefore && <p className="mt-3 text-sm text-amber-900">{t('pay.payBefore', { time: clockTime(payment.payBefore) })}</p>}
        {state === 'opening' && <p className="mt-4 text-sm text-muted" role="status">{t('pay.wxOpening')}</p>}
        {state === 'failed' && <div className="mt-4"><FormNotice tone="error">{t('pay.wxNotCompleted')}</FormNotice></div>}
        {state === 'no-bridge' && !sandbox && <div className="mt-4"><FormNotice tone="info">{t('pay.wxUnavailable')}</FormNotice></div>}
        {state === 'no-bridge' && sandbox && <p className="mt-4 text-sm text-muted">{t('pay.wxSandboxHint')}</p>}
        <div className="mt-6 space-y-3">
          {sandbox && state !== 'opening' ? (
            // A plain link: it works before hydration and without the bridge.
            <a href={sandbox} className={`${wechatButton} block`} data-testid="sandbox-cashier">{t('pay.wxSandbox')}</a>
          ) : (
            <button type="button" onClick={pay} disabled={state === 'opening'} className={`${wechatButton} w-full`}>
              {t('pay.wxPay', { amount: price(payment.totalFen) })}
            </button>
          )}
          <Link to={qrLink} className={`${secondaryButton} block`}>{t('pay.useQr')}</Link>
          <Link to={`${to('my/order-detail')}?transactionId=${encodeURIComponent(transactionId)}`} className="block text-sm text-muted hover:text-brand">{t('pay.viewOrder')}</Link>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
