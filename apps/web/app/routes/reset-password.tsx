// Choosing a new password from the e-mailed link (`?token=`; docs/decisions/0010). The
// spec's messages sit beside the fields; a wrong, used or expired link says so and
// offers a new one. On success every session of the member has ended: the page says so
// and leads to the logon page. Works without JavaScript (plain form post).
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { fieldMessages, resetPasswordSchema } from '@eshop/domain/validation';
import { ApiError } from '../api/client.ts';
import { accountApi, formErrorsOf, type FormErrors } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

type Outcome = { state: 'form'; errors: FormErrors } | { state: 'invalid' } | { state: 'done' };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: token.length <= 256 ? token : '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale } = accountApi(request, context);
  const parsed = resetPasswordSchema.safeParse({
    token: String(form.get('token') ?? ''),
    password: String(form.get('m.password') ?? ''),
    confirmPassword: String(form.get('m.confirmPassword') ?? ''),
  });
  if (!parsed.success) {
    const errors = fieldMessages(parsed.error.issues, locale);
    if (errors.token) return data<Outcome>({ state: 'invalid' });
    const out: FormErrors = {};
    for (const [field, message] of Object.entries(errors)) out[`m.${field}`] = message;
    return data<Outcome>({ state: 'form', errors: out });
  }
  try {
    await api.resetPassword({ token: parsed.data.token, 'm.password': parsed.data.password, 'm.confirmPassword': parsed.data.confirmPassword });
  } catch (error) {
    if (error instanceof ApiError && (error.details.code === 'RESET_TOKEN_INVALID' || error.details.field === 'token')) return data<Outcome>({ state: 'invalid' });
    return data<Outcome>({ state: 'form', errors: formErrorsOf(request, error) });
  }
  return data<Outcome>({ state: 'done' });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('reset-password')!.title[shellLocale(matches)]);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const busy = useNavigation().state === 'submitting';
  const outcome: Outcome = actionData ?? (loaderData.token ? { state: 'form', errors: {} } : { state: 'invalid' });
  const errors: FormErrors = outcome.state === 'form' ? outcome.errors : {};
  return (
    <section className={`mx-auto ${device === 'mobile' ? 'pb-16' : 'max-w-md py-6'}`}>
      <h1 className="font-serif text-3xl font-bold">{t('reset.title')}</h1>
      {outcome.state === 'form' && <p className="mt-2 text-muted">{t('reset.intro')}</p>}
      {outcome.state === 'done' && (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
          <FormNotice tone="success">{t('reset.done')}</FormNotice>
          <Link to={to('logon')} className={`${primaryButton} block w-full text-center`}>{t('reset.signIn')}</Link>
        </div>
      )}
      {outcome.state === 'invalid' && (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
          <FormNotice tone="error">{t('reset.invalid')}</FormNotice>
          <Link to={to('forgot-password')} className={`${primaryButton} block w-full text-center`}>{t('reset.requestNew')}</Link>
        </div>
      )}
      {outcome.state === 'form' && (
        <Form method="post" noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
          <input type="hidden" name="token" value={loaderData.token} />
          {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
          <TextField name="m.password" type="password" autoComplete="new-password" label={t('reset.newPassword')} error={errors['m.password']} />
          <TextField name="m.confirmPassword" type="password" autoComplete="new-password" label={t('reset.confirmPassword')} error={errors['m.confirmPassword']} />
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{t('reset.submit')}</button>
        </Form>
      )}
      {outcome.state !== 'done' && (
        <p className="mt-4 text-center text-sm">
          <Link to={to('logon')} className="font-medium text-brand hover:underline">{t('reset.backToLogon')}</Link>
        </p>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
