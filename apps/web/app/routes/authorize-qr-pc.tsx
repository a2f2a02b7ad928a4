// AuthorizeQR (pc only): sign in by scanning a QR code with WeChat (docs/decisions/0010).
// The loader asks for a new code (its browser secret arrives as a cookie); the page polls
// open/login/check/QR.ds every 2 s and, once the phone confirmed, goes to the member
// centre. An expired or declined code offers "Refresh". Without JavaScript the shopper
// presses "I have confirmed on my phone", which runs the same check in the action.
import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/authorize-qr-pc';
import type { QrCheck } from '@eshop/domain/contract';
import { ApiError, createApi, fetchTransport } from '../api/client.ts';
import { accountApi, formErrorsOf, redirectIfSignedIn, returnQuery, signInTarget } from '../api/server.ts';
import { pageContext, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, secondaryButton } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

const POLL_MS = 2000;

function targetOf(request: Request): string {
  const { locale } = pageContext(new URL(request.url).pathname);
  return shopPath(locale, 'pc', signInTarget(new URL(request.url).searchParams) ?? 'my');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (pageContext(new URL(request.url).pathname).device !== 'pc') throw data({ reason: 'not-found' }, { status: 404 });
  await redirectIfSignedIn(request, context);
  const { api, headers } = accountApi(request, context);
  const code = (await api.qrInit()).data;
  return data({ ticket: code.ticket, svg: code.svg, expiresIn: code.expiresIn }, { headers: headers() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ticket = String(form.get('ticket') ?? '');
  const { api, headers } = accountApi(request, context);
  try {
    const check = await api.qrCheck(ticket);
    if (check.state === 'signed-in') return redirect(targetOf(request), { headers: headers() });
    return data({ state: check.state, error: null });
  } catch (error) {
    return data({ state: null, error: Object.values(formErrorsOf(request, error))[0] ?? null });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('authorize-qr-pc')!.title[shellLocale(matches)]);
}

// A code belongs to one browser: never cached, never shared.
export const headers = noStoreHeaders;

type Shown = QrCheck['state'] | 'error';

export default function AuthorizeQr({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, locale } = usePage();
  const { search } = useLocation();
  const [state, setState] = useState<Shown>('pending');
  const [secondsLeft, setSecondsLeft] = useState(loaderData.expiresIn);
  const shown: Shown = actionData?.state ?? state;

  // A new code (refresh) starts over.
  useEffect(() => { setState('pending'); setSecondsLeft(loaderData.expiresIn); }, [loaderData.ticket, loaderData.expiresIn]);

  useEffect(() => {
    if (state !== 'pending') return undefined;
    const api = createApi(fetchTransport(), { locale, device: 'pc' });
    const started = Date.now();
    let stopped = false;
    const tick = setInterval(() => setSecondsLeft(Math.max(0, loaderData.expiresIn - Math.floor((Date.now() - started) / 1000))), 1000);
    const poll = setInterval(() => {
      api.qrCheck(loaderData.ticket).then((check) => {
        if (stopped) return;
        if (check.state === 'signed-in') {
          stopped = true;
          // A full load, so the header and every loader see the new session.
          const target = signInTarget(search) ?? 'my';
          window.location.assign(`/eshop${shopPath(locale, 'pc', target)}`);
        } else if (check.state !== 'pending') {
          setState(check.state);
        }
      }, (error: unknown) => {
        if (!stopped && !(error instanceof ApiError && error.status >= 500)) setState('error');
      });
    }, POLL_MS);
    return () => { stopped = true; clearInterval(tick); clearInterval(poll); };
  }, [state, loaderData.ticket, loaderData.expiresIn, locale, search]);

  const refresh = new URLSearchParams(search);
  refresh.set('r', loaderData.ticket.slice(0, 6));
  const live = shown === 'pending';
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-2 items-center gap-12 py-10" data-testid="authorize-qr">
      <div>
        <h1 className="font-serif text-3xl font-bold">{t('qr.title')}</h1>
        <p className="mt-3 text-muted">{t('qr.intro')}</p>
        <ol className="mt-6 space-y-3 text-sm">
          {[t('qr.step1'), t('qr.step2'), t('qr.step3')].map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">{i + 1}</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-sm">
          <Link to={`${to('logon')}${returnQuery(search)}`} className="font-medium text-brand hover:underline">{t('qr.usePassword')}</Link>
        </p>
      </div>
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-line">
        <div className="relative mx-auto h-64 w-64">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(loaderData.svg)}`}
            alt={t('qr.imageAlt')}
            width={256}
            height={256}
            className={`h-64 w-64 ${live ? '' : 'opacity-15'}`}
            data-testid="qr-image"
          />
          {!live && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-4" role="status">
              <p className="font-semibold">{shown === 'cancelled' ? t('qr.cancelled') : shown === 'error' ? t('qr.error') : t('qr.expired')}</p>
              <Link to={`?${refresh.toString()}`} replace className={primaryButton} data-testid="qr-refresh">{t('qr.refresh')}</Link>
            </div>
          )}
        </div>
        {live && (
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {t('qr.waiting')} · <span data-testid="qr-countdown">{t('qr.expiresIn', { time: `${minutes}:${seconds}` })}</span>
          </p>
        )}
        {actionData?.error && <div className="mt-4"><FormNotice tone="error">{actionData.error}</FormNotice></div>}
        {live && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="ticket" value={loaderData.ticket} />
            <button type="submit" className={`${secondaryButton} text-sm`}>{t('qr.confirmedOnPhone')}</button>
          </Form>
        )}
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
