// authorize-qr (mobile only): the page a phone opens by scanning the pc's sign-in code
// (docs/decisions/0010). In WeChat it first goes through WeChat's authorisation (which
// tells the shop who the WeChat user is) and comes back here with `code` and `state`;
// the shopper then confirms or declines. Outside WeChat it explains what to do instead.
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/authorize-qr';
import { accountApi, formErrorsOf } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, secondaryButton } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

const TICKET = /^[A-Za-z0-9_-]{43}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (pageContext(url.pathname).device !== 'mobile') throw data({ reason: 'not-found' }, { status: 404 });
  const ticket = url.searchParams.get('ticket') ?? '';
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  if (!TICKET.test(ticket)) return data({ ticket: null, scan: null, code: null, state: null });
  const { api, headers } = accountApi(request, context);
  // WeChat comes back to this page, with the ticket only. Once back (code and state in
  // the URL) no new round trip is asked for: its state would replace the one WeChat returned.
  const returnPath = code ? undefined : `${url.pathname}?ticket=${ticket}`;
  let scan;
  try {
    scan = (await api.qrScan(ticket, returnPath)).data;
  } catch (error) {
    formErrorsOf(request, error); // rethrows what is not a 4xx
    return data({ ticket: null, scan: null, code: null, state: null });
  }
  const out = headers();
  // Who is this WeChat user? Ask WeChat first (a silent round trip for snsapi_base).
  if (scan.inWechat && scan.state === 'pending' && scan.authorizeUrl && !code) throw redirect(scan.authorizeUrl, { headers: out });
  return data({ ticket, scan, code, state }, { headers: out });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ticket = String(form.get('ticket') ?? '');
  const { api, headers } = accountApi(request, context);
  try {
    if (form.get('intent') === 'cancel') {
      const done = await api.qrCancel(ticket);
      return data({ done: 'cancelled' as const, message: done.message, error: null }, { headers: headers() });
    }
    const code = String(form.get('code') ?? '');
    const state = String(form.get('state') ?? '');
    const done = await api.qrConfirm({ ticket, ...(code ? { code, state } : {}) });
    return data({ done: 'confirmed' as const, message: done.message, error: null }, { headers: headers() });
  } catch (error) {
    return data({ done: null, message: null, error: Object.values(formErrorsOf(request, error))[0] ?? null }, { headers: headers() });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('authorize-qr')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

function Card({ children }: { children: React.ReactNode }) {
  return <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 text-center ring-1 ring-line">{children}</div>;
}

function ComputerIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto h-14 w-14 text-brand" fill="none" stroke="currentColor" strokeWidth="2.5">
      <rect x="6" y="8" width="36" height="24" rx="3" />
      <path d="M18 40h12M24 32v8" strokeLinecap="round" />
      <path d="m18 20 4 4 8-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function AuthorizeQrPhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to } = usePage();
  const { ticket, scan, code, state } = loaderData;

  let body: React.ReactNode;
  if (actionData?.done) {
    body = (
      <Card>
        <ComputerIcon />
        <FormNotice tone={actionData.done === 'confirmed' ? 'success' : 'info'}>{actionData.message}</FormNotice>
        <Link to={to()} className={`${secondaryButton} inline-block`}>{t('qr.continueShopping')}</Link>
      </Card>
    );
  } else if (!ticket || !scan) {
    body = <Card><FormNotice tone="error">{t('qr.invalid')}</FormNotice></Card>;
  } else if (!scan.inWechat) {
    body = (
      <Card>
        <p className="font-semibold">{t('qr.openInWechat')}</p>
        <ol className="space-y-2 text-left text-sm text-muted">
          <li>1. {t('qr.outside1')}</li>
          <li>2. {t('qr.outside2')}</li>
          <li>3. {t('qr.outside3')}</li>
        </ol>
      </Card>
    );
  } else if (scan.state !== 'pending') {
    body = <Card><FormNotice tone="error">{scan.state === 'cancelled' ? t('qr.cancelled') : t('qr.expiredPhone')}</FormNotice></Card>;
  } else {
    body = (
      <Card>
        <ComputerIcon />
        <p className="text-lg font-semibold">{t('qr.confirmQuestion')}</p>
        <p className="text-sm text-muted" data-testid="qr-who">
          {scan.signedInAs ? t('qr.asMember', { name: scan.signedInAs }) : t('qr.asWechat')}
        </p>
        {actionData?.error && <FormNotice tone="error">{actionData.error}</FormNotice>}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="ticket" value={ticket} />
          {code && <input type="hidden" name="code" value={code} />}
          {state && <input type="hidden" name="state" value={state} />}
          <button type="submit" name="intent" value="confirm" className={`${primaryButton} w-full`}>{t('qr.confirm')}</button>
          <button type="submit" name="intent" value="cancel" className={`${secondaryButton} w-full`}>{t('qr.decline')}</button>
        </Form>
        <p className="text-xs text-muted">{t('qr.safety')}</p>
      </Card>
    );
  }

  return (
    <section className="mx-auto pb-16" data-testid="authorize-qr-phone">
      <h1 className="font-serif text-2xl font-bold">{t('qr.phoneTitle')}</h1>
      {body}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
