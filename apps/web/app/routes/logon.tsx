// Sign-in and sign-out: the session aggregate's one action, switching on `intent`
// (STYLE.md). Sign-in: e-mail and password, and the verification-code image once the
// server answers CAPTCHA_REQUIRED (docs/decisions/0007). Sign-out (spec section 4):
// the logout call ends the session and clears the session, name, code and login cookies.
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/logon';
import { fieldMessages, loginSchema } from '@eshop/domain/validation';
import { captchaUrl } from '../api/client.ts';
import { accountApi, formErrorsOf, redirectIfSignedIn, returnQuery, safeRedirectScreen, signInTarget, type FormErrors } from '../api/server.ts';
import { clearSessionCookies } from '../lib/cookies.ts';
import { shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const captcha = query.get('captcha');
  const target = safeRedirectScreen(query.get('redirect'));
  return {
    /** Came here from a member page (spec: redirectRouter). */
    required: target !== null,
    /** Came here from checkout: the cart waits (docs/decisions/0033-guest-cart.md). */
    checkout: target?.startsWith('shopping/checkout') ?? false,
    cancelled: query.get('cancelled') === '1',
    /** The refresh link sets ?captcha=n: show the image, a new one each time. */
    captchaNonce: captcha && /^\d{1,15}$/.test(captcha) ? captcha : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device, headers } = accountApi(request, context);
  if (form.get('intent') === 'logout') {
    try {
      await api.logout();
    } catch (error) {
      console.warn('logout failed', error); // the cookies are cleared below all the same
    }
    const out = headers();
    for (const c of clearSessionCookies()) if (!out.getSetCookie().some((x) => x.split('=')[0] === c.split('=')[0])) out.append('Set-Cookie', c);
    return redirect(shopPath(locale, device), { headers: out });
  }

  const email = String(form.get('m.email') ?? '');
  const captcha = String(form.get('captcha') ?? '').trim();
  const parsed = loginSchema.safeParse({ email, password: String(form.get('m.password') ?? '') });
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(fieldMessages(parsed.error.issues, locale))) errors[`m.${field}`] = message;
    return data({ errors, email, captchaNonce: form.has('captcha') ? String(Date.now()) : null });
  }
  try {
    await api.login({ 'm.email': parsed.data.email, 'm.password': parsed.data.password, ...(captcha ? { captcha } : {}) });
  } catch (error) {
    const errors = formErrorsOf(request, error);
    const code = (error as { details?: { code?: string; captchaRequired?: boolean } }).details;
    const needsCaptcha = form.has('captcha') || code?.captchaRequired === true || CAPTCHA_CODES.has(code?.code ?? '');
    return data({ errors, email, captchaNonce: needsCaptcha ? String(Date.now()) : null });
  }
  const target = signInTarget(new URL(request.url).searchParams) ?? 'my';
  return redirect(shopPath(locale, device, target), { headers: headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('logon')!.title[shellLocale(matches)]);
}

export default function Logon({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  const nonce = actionData?.captchaNonce ?? loaderData.captchaNonce;
  const { search } = useLocation();
  const refresh = new URLSearchParams(search);
  refresh.set('captcha', String(Number(nonce ?? 0) % 1e12 + 1));
  return (
    <section className={`mx-auto ${device === 'mobile' ? 'pb-16' : 'max-w-md py-6'}`}>
      <h1 className="font-serif text-3xl font-bold">{t('logon.title')}</h1>
      <p className="mt-2 text-muted">{t('logon.intro')}</p>
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
        <input type="hidden" name="intent" value="login" />
        {loaderData.cancelled && <FormNotice tone="info">{t('logon.cancelled')}</FormNotice>}
        {loaderData.required && !actionData && <FormNotice tone="info">{loaderData.checkout ? t('logon.checkoutRequired') : t('logon.required')}</FormNotice>}
        {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
        <TextField name="m.email" type="email" autoComplete="username" label={t('account.email')} defaultValue={actionData?.email ?? ''} error={errors['m.email']} />
        <TextField name="m.password" type="password" autoComplete="current-password" label={t('account.password')} error={errors['m.password']} />
        {nonce !== null && (
          <div className="flex items-end gap-3">
            <div className="flex-1">
              <TextField name="captcha" autoComplete="off" autoCapitalize="characters" maxLength={8} label={t('logon.captcha')} error={errors.captcha} />
            </div>
            <div className="flex flex-col items-center gap-1">
              <img key={nonce} src={captchaUrl(nonce)} alt={t('logon.captchaImage')} width={120} height={44} className="h-11 w-[120px] rounded border border-line bg-white" />
              <Link to={`?${refresh.toString()}`} replace preventScrollReset className="text-xs text-brand hover:underline">{t('logon.captchaRefresh')}</Link>
            </div>
          </div>
        )}
        <div className="flex justify-end text-sm"><Link to={to('forgot-password')} className="text-brand hover:underline">{t('logon.forgot')}</Link></div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{t('logon.submit')}</button>
      </Form>
      {device === 'pc' && (
        <Link to={`${to('AuthorizeQR')}${returnQuery(search)}`} rel="nofollow" className="mt-4 flex items-center justify-center gap-2 rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium hover:border-brand hover:text-brand" data-testid="qr-logon-link">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor"><path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-2v2h-2v-4zm-4 4h2v4h-2v-4zm4 2h2v2h2v2h-4v-4zm4-2h2v2h-2v-2z" /></svg>
          {t('qr.logonLink')}
        </Link>
      )}
      <p className="mt-4 text-center text-sm">
        {t('logon.noAccount')} <Link to={`${to('register')}${returnQuery(search)}`} className="font-medium text-brand hover:underline">{t('logon.register')}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
