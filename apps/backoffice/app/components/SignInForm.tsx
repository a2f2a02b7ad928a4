// The staff sign-in form: on its own page and in place of any page opened without a
// session (with the page to return to). After three failures the server asks for the
// shop's captcha; its image sets the challenge cookie the sign-in then sends back.
import { Form } from 'react-router';
import { common } from '../texts/common.ts';
import { useT } from '../lib/i18n.ts';
import { Button, Field, Notice } from './ui.tsx';

export interface SignInState {
  error?: string;
  captchaRequired?: boolean;
}

export function SignInForm({ redirectTo, state, intro }: { redirectTo: string; state?: SignInState | undefined; intro?: string }) {
  const t = useT(common);
  return (
    <div className="mx-auto mt-24 w-full max-w-sm">
      <div className="mb-6 text-center">
        <p className="font-serif text-sm tracking-widest text-gold uppercase">Butcher &amp; Deli</p>
        <h1 className="mt-2 font-serif text-2xl text-ink">{t('signIn.title')}</h1>
        <p className="mt-1 text-sm text-muted">{intro ?? t('signIn.lead')}</p>
      </div>
      <Form method="post" action={`/login?redirect=${encodeURIComponent(redirectTo)}`} className="space-y-4 rounded-lg border border-line bg-white p-6 shadow-sm">
        {state?.error ? <Notice>{state.error}</Notice> : null}
        <Field label={t('signIn.username')} name="username" autoComplete="username" required autoFocus />
        <Field label={t('signIn.password')} name="password" type="password" autoComplete="current-password" required />
        {state?.captchaRequired ? (
          <div>
            <img src="/api/m/account/captcha.html" alt={t('signIn.captcha')} width={120} height={40} className="rounded border border-line" />
            <Field label={t('signIn.captcha')} name="captcha" autoComplete="off" required className="mt-2" />
          </div>
        ) : null}
        <Button className="w-full">{t('signIn.submit')}</Button>
      </Form>
    </div>
  );
}
