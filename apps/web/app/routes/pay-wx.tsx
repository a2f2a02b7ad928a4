// WeChat Pay inside WeChat (shopping/pay-wx?transactionId=): JSAPI. The loader asks Pay
// for the JSAPI parameters (tradeType=jsapi) and the JS-SDK config, and the page hands the
// parameters to WeixinJSBridge 'getBrandWCPayRequest'. Where the bridge does not exist (a
// normal browser, the local sandbox) and the server says the parameters come from its
// sandbox, a button opens the sandbox cashier instead. Outside WeChat this page is the
// QR page (shopping/pay). A member WeChat does not know yet (signed up by e-mail) is first
// sent through WeChat's silent authorisation (PayAuthorize): WeChat comes back here with
// code and state, Pay makes the JSAPI payment for that WeChat user, and the page reloads
// without them (the payment lives on for reloads; docs/decisions/0013).
import { useCallback, useEffect, useState } from 'react';
import { data, Link, redirect, useNavigate } from 'react-router';
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
  const { api, locale, device, headers } = accountApi(request, context);
  const url = new URL(request.url);
  const id = encodeURIComponent(transactionId);
  if (!isWeChat(request.headers.get('user-agent'))) throw redirect(`${shopPath(locale, device, 'shopping/pay')}?transactionId=${id}`);
  const resultPath = `/eshop${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${id}`;
  const here = `${shopPath(locale, device, 'shopping/pay-wx')}?transactionId=${id}`;
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state') ?? '';
  let pay;
  try {
    pay = (await api.payJsapi(transactionId, code ? { code, state } : undefined)).data;
  } catch (error) {
    if (error instanceof ApiError && error.details.code === 'WECHAT_REQUIRED' && !code) {
      // WeChat does not know this member yet: ask it who is paying (silent), then come back here.
      const { authorizeUrl } = (await api.payAuthorize(transactionId, `/eshop${here}`)).data;
      throw redirect(authorizeUrl, { headers: headers() });
    }
    // Back from WeChat, but the authorisation did not work (a reused code, another page's
    // state, WeChat unreachable): say so, offer to try again or the QR code; no automatic loop.
    if (error instanceof ApiError && code && error.status !== 409 && error.status !== 404) {
      return data({ state: 'unauthorised' as const, transactionId, message: error.message, retry: here }, { headers: headers() });
    }
    // Cancelled or otherwise unpayable: the QR page explains why.
    if (error instanceof ApiError && error.status === 409) throw redirect(`${shopPath(locale, device, 'shopping/pay')}?transactionId=${id}`);
    return orderLoadError(request, error);
  }
  if (pay.payment.paid) throw redirect(`${shopPath(locale, device, 'shopping/pay-result')}?transactionId=${id}`);
  // The one-time code leaves the address (history, reloads): the payment it made is reused.
  if (code) throw redirect(here, { headers: headers() });
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
  return data({ state: 'ready' as const, transactionId, params: pay.params, payment: pay.payment, config, sandbox });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-pay-wx')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

const wechatButton = 'rounded-full bg-[#07c160] px-6 py-3 font-semibold text-white hover:bg-[#06a050] disabled:opacity-60';

type State = 'idle' | 'opening' | 'failed' | 'no-bridge';

export default function PayWx({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'unauthorised') return <Unauthorised {...loaderData} />;
  return <JsapiPay {...loaderData} />;
}

function Unauthorised({ transactionId, message, retry }: Extract<Route.ComponentProps['loaderData'], { state: 'unauthorised' }>) {
  const { t, to } = usePage();
  return (
    <section className="mx-auto max-w-md space-y-5 py-6" data-testid="pay-wx-unauthorised">
      <h1 className="font-serif text-2xl font-bold">{t('pay.title')}</h1>
      <div className="space-y-3 rounded-2xl bg-white p-6 text-center ring-1 ring-line">
        <FormNotice tone="error">{message}</FormNotice>
        <Link to={retry} reloadDocument className={`${wechatButton} block`}>{t('pay.wxRetry')}</Link>
        <Link to={`${to('shopping/pay')}?transactionId=${encodeURIComponent(transactionId)}`} className={`${secondaryButton} block`}>{t('pay.useQr')}</Link>
      </div>
    </section>
  );
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
