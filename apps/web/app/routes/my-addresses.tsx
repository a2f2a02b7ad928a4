// Delivery addresses (spec section 3): list, add, edit, delete with confirmation, make
// default. Spec section 5 recommends a Chinese address: the form says so, and an
// address not written in Chinese is saved with that hint (docs/decisions/0007).
// One action for the address aggregate, switching on `intent` (STYLE.md). The form,
// the edit and the delete confirmation are URL states (?new, ?edit=, ?delete=), so the
// page works without JavaScript. Province, city and district are picked from China's
// regions, the default is set with DefaultAddress (docs/decisions/0034-addresses.md).
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-addresses';
import type { Address } from '@eshop/domain/contract';
import { MOBILE_INPUT_MAX_LENGTH } from '@eshop/domain/validation';
import type { AddressForm } from '../api/client.ts';
import { accountApi, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { focusIf, useKept } from '../lib/focus.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ConfirmNo } from '../components/ConfirmNo.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { CheckboxField, FormNotice, primaryButton, secondaryButton, TextField } from '../components/account/Field.tsx';
import { RegionPicker, type RegionChoices } from '../components/address/RegionPicker.tsx';
import { regionChoices } from '../components/address/regions.server.ts';
import '../i18n/areas/account.ts';

const FIELDS = ['a.recipient', 'a.mobile', 'a.province', 'a.city', 'a.district', 'a.street', 'a.unit', 'a.zip'] as const;
type Field = (typeof FIELDS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api } = accountApi(request, context);
  const query = new URL(request.url).searchParams;
  try {
    const addresses = (await api.addresses()).data;
    const edited = addresses.find((a) => String(a.addressId) === query.get('edit'));
    const editing = query.has('new') ? 'new' as const : edited?.addressId ?? null;
    return {
      addresses,
      editing,
      // The picker's lists, only while the form is open: the rest of the page never carries them.
      regions: editing === null ? null : await regionChoices(api, edited ?? null),
      confirmDelete: addresses.find((a) => String(a.addressId) === query.get('delete'))?.addressId ?? null,
      notice: query.get('saved') === 'hint' ? 'hint' as const : query.has('saved') ? 'saved' as const : query.has('deleted') ? 'deleted' as const
        : query.has('default') ? 'default' as const : null,
    };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

const toForm = (a: Address, isDefault: boolean): AddressForm => ({
  'a.addressId': String(a.addressId), 'a.recipient': a.recipient, 'a.province': a.province, 'a.city': a.city, 'a.district': a.district,
  'a.street': a.street, 'a.unit': a.unit, 'a.mobile': a.mobile, 'a.zip': a.zip, 'a.isDefault': isDefault ? 'Y' : 'N',
});

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device } = accountApi(request, context);
  const here = shopPath(locale, device, 'my/addresses');
  const intent = form.get('intent');
  const addressId = String(form.get('a.addressId') ?? '');
  try {
    if (intent === 'delete-address') {
      await api.deleteAddress(Number(addressId));
      return redirect(`${here}?deleted=1`);
    }
    if (intent === 'make-default') {
      await api.setDefaultAddress(Number(addressId));
      return redirect(`${here}?default=1`);
    }
    if (intent === 'save-address') {
      const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<Field, string>;
      try {
        // Unticked leaves the default where it is: it moves only to another address.
        const saved = (await api.saveAddress({ ...values, ...(addressId ? { 'a.addressId': addressId } : {}), ...(form.get('a.isDefault') === 'Y' ? { 'a.isDefault': 'Y' as const } : {}) })).data;
        return redirect(`${here}?saved=${saved.chineseAddress ? '1' : 'hint'}`);
      } catch (error) {
        // Sent back with the lists for the names chosen: without JavaScript the form fills in a level at a time.
        return { errors: formErrorsOf(request, error), values, regions: await regionChoices(api, { province: values['a.province'], city: values['a.city'] }) };
      }
    }
  } catch (error) {
    return { errors: formErrorsOf(request, error), values: null, regions: null };
  }
  return { errors: { '': 'Unknown intent' } as FormErrors, values: null, regions: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-addresses')!.title[shellLocale(matches)]);
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, editing, confirmDelete, notice, regions } = loaderData;
  const { t, locale, to, device } = usePage();
  const busy = useNavigation().state === 'submitting';
  const errors: FormErrors = actionData?.errors ?? {};
  const here = to('my/addresses');
  const edited = typeof editing === 'number' ? addresses.find((a) => a.addressId === editing) : undefined;
  // "Cancel" on the delete question gives focus back to that address's "Delete" (docs/decisions/0037).
  const kept = useKept();
  return (
    <MemberPage title={screensById.get('my-addresses')!.title[locale]}>
      {notice === 'saved' && <FormNotice tone="success">{t('form.success')}</FormNotice>}
      {notice === 'hint' && <FormNotice tone="success">{t('form.success')} {t('address.chineseHint')}</FormNotice>}
      {notice === 'deleted' && <FormNotice tone="success">{t('address.deleted')}</FormNotice>}
      {notice === 'default' && <FormNotice tone="success">{t('address.defaultChanged')}</FormNotice>}
      {errors[''] && !editing && <FormNotice tone="error">{errors['']}</FormNotice>}

      {addresses.length === 0 && !editing && <p className="text-muted">{t('address.empty')}</p>}
      <ul className={`grid gap-4 ${device === 'mobile' ? 'grid-cols-1' : 'grid-cols-2'}`}>
        {addresses.map((a) => (
          <li key={a.addressId} data-testid="address" className={`rounded-2xl bg-white p-5 ring-1 ${a.isDefault ? 'ring-brand' : 'ring-line'}`}>
            <p className="flex items-center gap-2 font-semibold">
              {a.recipient} <span className="font-normal text-muted">{a.mobile}</span>
              {a.isDefault && <span className="rounded bg-brand px-2 py-0.5 text-xs font-medium text-white">{t('address.default')}</span>}
            </p>
            <p className="mt-1 text-sm">{[a.province, a.city, a.district].filter(Boolean).join(' ')} {a.street} {a.unit}{a.zip ? ` · ${a.zip}` : ''}</p>
            {!a.chineseAddress && <p className="mt-1 text-xs text-gold" title={t('address.chineseHint')}>{t('address.notChinese')}</p>}
            {confirmDelete === a.addressId ? (
              <Form method="post" action={here} className="mt-3 rounded-lg bg-red-50 p-3 text-sm" role="alertdialog" aria-label={t('address.deleteConfirm')}>
                <p className="text-red-700">{t('address.deleteConfirm')}</p>
                <input type="hidden" name="intent" value="delete-address" />
                <input type="hidden" name="a.addressId" value={a.addressId} />
                <div className="mt-2 flex gap-3">
                  <button type="submit" disabled={busy} className="rounded-full bg-red-700 px-4 py-1.5 font-medium text-white">{t('address.deleteYes')}</button>
                  <ConfirmNo kept={a.addressId} to={here} className={secondaryButton}>{t('form.cancel')}</ConfirmNo>
                </div>
              </Form>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2 text-sm">
                <Link to={`${here}?edit=${a.addressId}`} preventScrollReset className={secondaryButton}>{t('address.edit')}</Link>
                {!a.isDefault && (
                  <Form method="post" action={here}>
                    <input type="hidden" name="intent" value="make-default" />
                    <input type="hidden" name="a.addressId" value={a.addressId} />
                    <button type="submit" disabled={busy} className={secondaryButton}>{t('address.makeDefault')}</button>
                  </Form>
                )}
                <Link to={`${here}?delete=${a.addressId}`} preventScrollReset ref={focusIf(kept === a.addressId)} className={secondaryButton}>{t('address.delete')}</Link>
              </div>
            )}
          </li>
        ))}
      </ul>

      {editing && regions ? (
        <AddressEditor key={String(editing)} address={edited} values={actionData?.values ?? null} errors={errors} first={addresses.length === 0}
          regions={actionData?.regions ?? regions} />
      ) : (
        <Link to={`${here}?new=1`} preventScrollReset className={`${primaryButton} inline-block`}>{t('address.add')}</Link>
      )}
    </MemberPage>
  );
}

function AddressEditor({ address, values, errors, first, regions }: {
  address: Address | undefined; values: Record<Field, string> | null; errors: FormErrors; first: boolean; regions: RegionChoices;
}) {
  const { t, to, device, locale } = usePage();
  const busy = useNavigation().state === 'submitting';
  const value = (f: Field) => values?.[f] ?? (address ? toForm(address, address.isDefault)[f] : '') ?? '';
  const field = (name: Field, key: Parameters<typeof t>[0], extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={t(key)} defaultValue={value(name)} error={errors[name]} {...extra} />
  );
  return (
    // No action attribute: the post keeps ?new / ?edit=, so a failed save shows the form again.
    <Form method="post" noValidate className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line" aria-labelledby="address-form">
      <h2 id="address-form" className="font-semibold">{address ? t('address.editTitle') : t('address.add')}</h2>
      <p className="text-sm text-muted">{t('address.chineseHint')}{locale === 'en_US' && ` ${t('address.regionHint')}`}</p>
      {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
      <input type="hidden" name="intent" value="save-address" />
      {address && <input type="hidden" name="a.addressId" value={address.addressId} />}
      <div className={device === 'mobile' ? 'space-y-4' : 'grid grid-cols-2 gap-x-6 gap-y-4'}>
        {field('a.recipient', 'address.recipient', { maxLength: 40, autoComplete: 'name' })}
        {field('a.mobile', 'address.mobile', { type: 'tel', inputMode: 'tel', maxLength: MOBILE_INPUT_MAX_LENGTH, autoComplete: 'tel' })}
        <RegionPicker choices={regions} errors={errors}
          picked={{ province: value('a.province'), city: value('a.city'), district: value('a.district') }} />
        {field('a.zip', 'address.zipOptional', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
        {field('a.street', 'address.street', { maxLength: 120, autoComplete: 'street-address' })}
        {field('a.unit', 'address.unit', { maxLength: 60 })}
      </div>
      {address?.isDefault
        ? <p className="text-sm text-muted">{t('address.isDefaultNow')}</p>
        : !first && <CheckboxField name="a.isDefault" label={t('address.isDefault')} />}
      {first && <input type="hidden" name="a.isDefault" value="Y" />}
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>{t('address.save')}</button>
        <Link to={to('my/addresses')} className={secondaryButton}>{t('form.cancel')}</Link>
      </div>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
