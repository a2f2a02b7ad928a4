// The pieces both checkouts are made of — the shop's (routes/checkout.tsx) and the star
// shop's (routes/points-mall-checkout.tsx): the numbered steps, the delivery/pickup choice,
// the member's addresses to choose from and the form that adds one. Choices are links
// (the page re-reads itself with the choice in its URL) and the address form posts to the
// page's own action with intent `add-address`, so both pages work without JavaScript.
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Address } from '@eshop/domain/contract';
import { MOBILE_INPUT_MAX_LENGTH } from '@eshop/domain/validation';
import type { FormErrors } from '../../api/server.ts';
import { usePage } from '../../lib/use-page.ts';
import { FormNotice, primaryButton, secondaryButton, TextField } from '../account/Field.tsx';
import { RegionPicker, type RegionChoices } from '../address/RegionPicker.tsx';
import '../../i18n/areas/account.ts';
import '../../i18n/areas/purchase.ts';

/** The fields of a new address, in the order of the form. */
export const ADDRESS_FIELDS = ['a.recipient', 'a.mobile', 'a.province', 'a.city', 'a.district', 'a.street', 'a.unit', 'a.zip'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address form's values as posted (trimmed), for `saveAddress` and to show them again on a refusal. */
export function addressValues(form: FormData): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(form.get(f) ?? '').trim()])) as Record<AddressField, string>;
}

export const checkoutCard = 'rounded-2xl bg-white p-5 ring-1 ring-line';

/** A numbered step of a checkout. */
export function Step({ n, title, children, id }: { n: number; title: string; children: ReactNode; id: string }) {
  return (
    <section className={checkoutCard} aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-3 font-serif text-lg font-bold">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">{n}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Delivery or pickup: a link that re-reads the page with this option. */
export function OptionLink({ value, on, href, title, hint }: { value: 'delivery' | 'pickup'; on: boolean; href: string; title: string; hint: string }) {
  return (
    <Link to={href} replace preventScrollReset aria-current={on ? 'true' : undefined} data-testid={`option-${value}`}
      className={`flex flex-1 items-start gap-3 rounded-xl p-4 ring-1 ${on ? 'bg-brand-soft/60 ring-2 ring-brand' : 'bg-white ring-line hover:ring-brand'}`}>
      <span aria-hidden className={`mt-1 flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${on ? 'border-brand' : 'border-line'}`}>
        {on && <span className="h-2 w-2 rounded-full bg-brand" />}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </Link>
  );
}

/** One of the member's addresses: a link that chooses it. */
export function AddressChoice({ address: a, chosen, href }: { address: Address; chosen: boolean; href: string }) {
  const { t } = usePage();
  return (
    <li>
      <Link to={href} replace preventScrollReset aria-current={chosen ? 'true' : undefined} data-testid="checkout-address"
        className={`flex h-full items-start gap-3 rounded-xl p-4 text-sm ring-1 ${chosen ? 'bg-brand-soft/60 ring-2 ring-brand' : 'bg-white ring-line hover:ring-brand'}`}>
        <span aria-hidden className={`mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${chosen ? 'border-brand' : 'border-line'}`}>
          {chosen && <span className="h-2 w-2 rounded-full bg-brand" />}
        </span>
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {a.recipient} <span className="font-normal text-muted">{a.mobile}</span>
            {a.isDefault && <span className="rounded bg-brand px-1.5 py-0.5 text-[11px] font-medium text-white">{t('address.default')}</span>}
          </span>
          <span className="mt-1 block">{[a.province, a.city, a.district].filter(Boolean).join(' ')} {a.street} {a.unit}</span>
          <span className="mt-1 block text-xs font-medium text-brand">{chosen ? `✓ ${t('checkout.chosen')}` : t('checkout.deliverHere')}</span>
        </span>
      </Link>
    </li>
  );
}

/** The form that adds an address (intent `add-address`); the member's first one becomes the default. */
export function AddressEditor({ first, errors, values, cancelTo, regions }: {
  first: boolean; errors: FormErrors; values: Record<AddressField, string> | null; cancelTo: string | null;
  /** The region picker's lists (components/address/regions.server.ts). */
  regions: RegionChoices;
}) {
  const { t, device, locale } = usePage();
  const busy = useNavigation().state === 'submitting';
  const field = (name: AddressField, key: Parameters<typeof t>[0], extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={t(key)} defaultValue={values?.[name] ?? ''} error={errors[name]} {...extra} />
  );
  return (
    <Form method="post" noValidate replace preventScrollReset className="mt-4 space-y-4 rounded-xl bg-cream p-5" aria-labelledby="checkout-address-form">
      <h3 id="checkout-address-form" className="font-semibold">{t('checkout.addAddress')}</h3>
      <p className="text-xs text-muted">{t('address.chineseHint')}{locale === 'en_US' && ` ${t('address.regionHint')}`}</p>
      {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
      <input type="hidden" name="intent" value="add-address" />
      <input type="hidden" name="first" value={first ? 'Y' : 'N'} />
      <div className={device === 'mobile' ? 'space-y-4' : 'grid grid-cols-2 gap-x-6 gap-y-4'}>
        {field('a.recipient', 'address.recipient', { maxLength: 40, autoComplete: 'name' })}
        {field('a.mobile', 'address.mobile', { type: 'tel', inputMode: 'tel', maxLength: MOBILE_INPUT_MAX_LENGTH, autoComplete: 'tel' })}
        <RegionPicker choices={regions} errors={errors}
          picked={{ province: values?.['a.province'] ?? '', city: values?.['a.city'] ?? '', district: values?.['a.district'] ?? '' }} />
        {field('a.zip', 'address.zipOptional', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
        {field('a.street', 'address.street', { maxLength: 120, autoComplete: 'street-address' })}
        {field('a.unit', 'address.unit', { maxLength: 60 })}
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>{t('checkout.saveAddress')}</button>
        {cancelTo && <Link to={cancelTo} replace preventScrollReset className={secondaryButton}>{t('form.cancel')}</Link>}
      </div>
    </Form>
  );
}
