// Account cancellation (spec section 5: confirmation, warning that benefits and stars are
// lost; docs/decisions/0007: OptOut deletes personal data and ends every session). The
// API clears the session cookies; the member lands on the logon page, signed out.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-cancel-account';
import { accountApi, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { clearSessionCookies } from '../lib/cookies.ts';
import { shopPath } from '../lib/routing.ts';
import { translator } from '../i18n/index.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { CheckboxField, FormNotice, secondaryButton } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api } = accountApi(request, context);
  try {
    return { levelName: (await api.memberInfo()).data.levelName };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device, headers } = accountApi(request, context);
  if (form.get('intent') !== 'opt-out') return data({ errors: { '': 'Unknown intent' } as FormErrors }, { status: 400 });
  if (form.get('m.confirm') !== 'Y') return { errors: { 'm.confirm': translator(locale)('cancel.warning') } as FormErrors };
  try {
    await api.optOut();
  } catch (error) {
    return { errors: formErrorsOf(request, error) };
  }
  const out = headers();
  if (out.getSetCookie().length === 0) clearSessionCookies().forEach((c) => out.append('Set-Cookie', c));
  return redirect(`${shopPath(locale, device, 'logon')}?cancelled=1`, { headers: out });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-cancel-account')!.title[shellLocale(matches)]);
}

export default function CancelAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, to } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  return (
    <MemberPage title={screensById.get('my-cancel-account')!.title[locale]}>
      <Form method="post" className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-line">
        <input type="hidden" name="intent" value="opt-out" />
        <FormNotice tone="info">{t('cancel.warning')}</FormNotice>
        <p className="text-sm text-muted">{t('my.level')}{t('punct.colon')}{loaderData.levelName}</p>
        {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
        <CheckboxField name="m.confirm" label={t('cancel.confirm')} error={errors['m.confirm']} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60">{t('cancel.submit')}</button>
          <Link to={to('my')} className={secondaryButton}>{t('cancel.keep')}</Link>
        </div>
      </Form>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
