// Forgotten password (spec sections 2, 5 and 8; docs/decisions/0010): the member gives
// the e-mail address, the API queues a mail with a reset link. The notice afterwards is the
// same whether or not the address has an account (nothing to learn about other people).
// Works without JavaScript: a plain form post to this route's action.
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { fieldMessages, forgotPasswordSchema } from '@eshop/domain/validation';
import { accountApi, formErrorsOf, type FormErrors } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale } = accountApi(request, context);
  const email = String(form.get('m.email') ?? '');
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(fieldMessages(parsed.error.issues, locale))) errors[`m.${field}`] = message;
    return data({ errors, email, sentTo: null });
  }
  try {
    const answer = await api.requestPasswordReset(parsed.data.email);
    return data({ errors: {} as FormErrors, email, sentTo: answer.email });
  } catch (error) {
    return data({ errors: formErrorsOf(request, error), email, sentTo: null });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('forgot-password')!.title[shellLocale(matches)]);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  const sentTo = actionData?.sentTo ?? null;
  return (
    <section className={`mx-auto ${device === 'mobile' ? 'pb-16' : 'max-w-md py-6'}`}>
      <h1 className="font-serif text-3xl font-bold">{t('reset.forgot.title')}</h1>
      <p className="mt-2 text-muted">{t('reset.forgot.intro')}</p>
      {sentTo !== null ? (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
          <FormNotice tone="success">{t('reset.sent', { email: sentTo })}</FormNotice>
          <p className="text-sm text-muted">{t('reset.sentHint')}</p>
          <Link to={to('logon')} className={`${primaryButton} block w-full text-center`}>{t('reset.backToLogon')}</Link>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
          {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
          <TextField name="m.email" type="email" autoComplete="email" label={t('account.email')} defaultValue={actionData?.email ?? ''} error={errors['m.email']} />
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{t('reset.forgot.submit')}</button>
        </Form>
      )}
      {sentTo === null && (
        <p className="mt-4 text-center text-sm">
          <Link to={to('logon')} className="font-medium text-brand hover:underline">{t('reset.backToLogon')}</Link>
        </p>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
