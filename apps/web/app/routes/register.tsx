// Registration (spec sections 2 and 5): e-mail, password, confirmation, the user
// agreement and the opt-outs of e-mail and SMS promotions. The form is checked with the
// domain's schema first (the spec's messages, beside each field), then sent to the API,
// which signs the new member in; the session cookie it sets goes back to the browser.
// A visitor's cart becomes the new member's, and `?redirect=` (kept from the logon page)
// brings them back where they were (docs/decisions/0033-guest-cart.md).
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { fieldMessages, registrationSchema } from '@eshop/domain/validation';
import { accountApi, formErrorsOf, redirectIfSignedIn, returnQuery, signInTarget, type FormErrors } from '../api/server.ts';
import { shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { CheckboxField, FormNotice, primaryButton, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

const yes = (v: FormDataEntryValue | null) => (v === 'Y' ? 'Y' : 'N');

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device, headers } = accountApi(request, context);
  const email = String(form.get('m.email') ?? '');
  const input = {
    email,
    password: String(form.get('m.password') ?? ''),
    confirmPassword: String(form.get('m.confirmPassword') ?? ''),
    agreement: yes(form.get('m.agreement')),
    optOutEmail: yes(form.get('m.optOutEmail')),
    optOutSms: yes(form.get('m.optOutSms')),
  };
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(fieldMessages(parsed.error.issues, locale))) errors[`m.${field}`] = message;
    return data({ errors, email });
  }
  try {
    await api.register({
      'm.email': parsed.data.email, 'm.password': parsed.data.password, 'm.confirmPassword': parsed.data.confirmPassword,
      'm.agreement': parsed.data.agreement, 'm.optOutEmail': parsed.data.optOutEmail, 'm.optOutSms': parsed.data.optOutSms,
    });
  } catch (error) {
    return data({ errors: formErrorsOf(request, error), email });
  }
  const target = signInTarget(new URL(request.url).searchParams) ?? 'my';
  return redirect(shopPath(locale, device, target), { headers: headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('register')!.title[shellLocale(matches)]);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  const { search } = useLocation();
  return (
    <section className={`mx-auto ${device === 'mobile' ? 'pb-16' : 'max-w-md py-6'}`}>
      <h1 className="font-serif text-3xl font-bold">{t('register.title')}</h1>
      <p className="mt-2 text-muted">{t('register.intro')}</p>
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
        {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
        <TextField name="m.email" type="email" autoComplete="email" label={t('account.email')} defaultValue={actionData?.email ?? ''} error={errors['m.email']} />
        <TextField name="m.password" type="password" autoComplete="new-password" label={t('account.password')} error={errors['m.password']} />
        <TextField name="m.confirmPassword" type="password" autoComplete="new-password" label={t('account.confirmPassword')} error={errors['m.confirmPassword']} />
        <CheckboxField name="m.agreement" label={t('account.agreement')} error={errors['m.agreement']} />
        <CheckboxField name="m.optOutEmail" label={t('account.optOutEmail')} />
        <CheckboxField name="m.optOutSms" label={t('account.optOutSms')} />
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>{t('register.submit')}</button>
      </Form>
      <p className="mt-4 text-center text-sm">
        {t('register.haveAccount')} <Link to={`${to('logon')}${returnQuery(search)}`} className="font-medium text-brand hover:underline">{t('logon.submit')}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
