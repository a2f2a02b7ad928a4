// Member profile (spec section 3): nickname, names, gender, birthday (yyyy-MM-dd),
// household, salutation, nationality and the promotion opt-outs; e-mail and mobile are
// shown, not changed here (docs/decisions/0007). Saved with 'Success!' (spec section 8).
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-profile';
import type { ProfileForm } from '../api/client.ts';
import { accountApi, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { CheckboxField, FormNotice, primaryButton, SelectField, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

/** Nationalities offered first: the shop's customers and its suppliers' countries. */
const NATIONALITIES = ['CN', 'HK', 'MO', 'TW', 'SG', 'JP', 'KR', 'AU', 'NZ', 'US', 'CA', 'GB', 'IE', 'FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'BE', 'CH', 'AT', 'DK', 'SE', 'NO', 'FI', 'PL', 'RU', 'IN', 'TH', 'MY', 'ID', 'PH', 'VN', 'BR', 'AR', 'MX', 'ZA', 'AE', 'IL'];

const TEXT_FIELDS = ['m.nickname', 'm.firstName', 'm.lastName', 'm.gender', 'm.birthday', 'm.household', 'm.nationality', 'm.salutation'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api, locale } = accountApi(request, context);
  try {
    const profile = (await api.memberProfile()).data;
    // Names from the server's ICU, sent as data, so the page hydrates with the same words.
    const names = new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : 'en'], { type: 'region' });
    const codes = profile.nationality && !NATIONALITIES.includes(profile.nationality) ? [...NATIONALITIES, profile.nationality] : NATIONALITIES;
    const nationalities = codes.map((value) => ({ value, label: names.of(value) ?? value }));
    return { profile, nationalities };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api } = accountApi(request, context);
  if (form.get('intent') !== 'update-profile') return data({ errors: { '': 'Unknown intent' } as FormErrors, saved: false }, { status: 400 });
  const patch: ProfileForm = {};
  for (const field of TEXT_FIELDS) patch[field] = String(form.get(field) ?? '');
  patch['m.optOutEmail'] = form.get('m.optOutEmail') === 'Y' ? 'Y' : 'N';
  patch['m.optOutSms'] = form.get('m.optOutSms') === 'Y' ? 'Y' : 'N';
  try {
    await api.updateProfile(patch);
    return { errors: {} as FormErrors, saved: true };
  } catch (error) {
    return { errors: formErrorsOf(request, error), saved: false };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-profile')!.title[shellLocale(matches)]);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, nationalities } = loaderData;
  const { t, locale, device, to } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  const title = screensById.get('my-profile')!.title[locale];
  const grid = device === 'mobile' ? 'space-y-4' : 'grid grid-cols-2 gap-x-6 gap-y-4';
  return (
    <MemberPage title={title}>
      <Form method="post" noValidate className="space-y-6 rounded-2xl bg-white p-6 ring-1 ring-line">
        <input type="hidden" name="intent" value="update-profile" />
        {actionData?.saved && !busy && <FormNotice tone="success">{t('form.success')}</FormNotice>}
        {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
        <section aria-labelledby="profile-account" className="space-y-2">
          <h2 id="profile-account" className="font-semibold">{t('profile.account')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted">{t('account.email')}</dt><dd className="break-all">{profile.email ?? t('account.noEmail')}</dd>
            <dt className="text-muted">{t('profile.mobile')}</dt>
            <dd data-testid="profile-mobile">
              {profile.phone ? `${profile.phone}${profile.phoneVerified ? '' : t('punct.parens', { text: t('profile.mobileUnverified') })}` : t('profile.mobileNone')}
              {' '}<Link to={to('my/phone')} className="text-brand underline underline-offset-2">{profile.phoneVerified ? t('phone.changeNumber') : t('phone.verifyNow')}</Link>
            </dd>
            <dt className="text-muted">{t('my.level')}</dt><dd>{profile.levelName}</dd>
          </dl>
        </section>
        <section aria-labelledby="profile-personal" className="space-y-4">
          <h2 id="profile-personal" className="font-semibold">{t('profile.personal')}</h2>
          <div className={grid}>
            <TextField name="m.nickname" label={t('profile.nickname')} maxLength={40} defaultValue={profile.nickname ?? ''} error={errors['m.nickname']} />
            <SelectField name="m.salutation" label={t('profile.salutation')} placeholder={t('form.choose')} options={profile.options.salutation} defaultValue={profile.salutation ?? ''} error={errors['m.salutation']} />
            <TextField name="m.firstName" label={t('profile.firstName')} maxLength={40} autoComplete="given-name" defaultValue={profile.firstName ?? ''} error={errors['m.firstName']} />
            <TextField name="m.lastName" label={t('profile.lastName')} maxLength={40} autoComplete="family-name" defaultValue={profile.lastName ?? ''} error={errors['m.lastName']} />
            <SelectField name="m.gender" label={t('profile.gender')} placeholder={t('form.choose')} options={profile.options.gender} defaultValue={profile.gender ?? ''} error={errors['m.gender']} />
            <TextField name="m.birthday" inputMode="numeric" placeholder={t('profile.birthdayHint')} pattern="\d{4}-\d{2}-\d{2}" maxLength={10} label={t('profile.birthday')} hint={t('profile.birthdayHint')} defaultValue={profile.birthday ?? ''} error={errors['m.birthday']} />
            <SelectField name="m.household" label={t('profile.household')} placeholder={t('form.choose')} options={profile.options.household} defaultValue={profile.household ?? ''} error={errors['m.household']} />
            <SelectField name="m.nationality" label={t('profile.nationality')} placeholder={t('form.choose')} options={nationalities} defaultValue={profile.nationality ?? ''} error={errors['m.nationality']} />
          </div>
        </section>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">{t('profile.promotions')}</legend>
          <CheckboxField name="m.optOutEmail" label={t('account.optOutEmail')} defaultChecked={profile.optOutEmail === 'Y'} />
          <CheckboxField name="m.optOutSms" label={t('account.optOutSms')} defaultChecked={profile.optOutSms === 'Y'} />
        </fieldset>
        <button type="submit" disabled={busy} className={primaryButton}>{t('form.save')}</button>
      </Form>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
