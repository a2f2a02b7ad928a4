// The star-shop checkout (points-mall/checkout; issue 14): delivery to one of the member's
// addresses (or a new one) or pickup in a store with the pickup person, a note, the gifts,
// their stars and the balance before and after, and "Redeem for N stars". No payment step:
// CreateOrder takes the stars at once and makes a WP order in Open, then the order's page
// says so. The choices are URL values and links (checkout/choices.ts, CheckoutParts.tsx),
// as in the shop's checkout, so the page needs no JavaScript. CreateOrder carries a request
// id made per page view: a repeated submission makes one order (docs/decisions/0024).
// A refusal (not enough stars, out of stock, not for the level, a field) is shown in the
// member's language beside its field or above the button, and nothing is taken.
import { useEffect } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/points-mall-checkout';
import type { PickupStore } from '@eshop/domain/contract';
import { accountApi, apiFor, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, secondaryButton, TextField } from '../components/account/Field.tsx';
import { AddressChoice, AddressEditor, checkoutCard, OptionLink, Step } from '../components/checkout/CheckoutParts.tsx';
import { addAddressAction, placeFields } from '../components/checkout/checkout-actions.server.ts';
import { regionChoices } from '../components/address/regions.server.ts';
import { pickupPersonOf } from '@eshop/domain/address';
import { MOBILE_INPUT_MAX_LENGTH } from '@eshop/domain/validation';
import { choicesQuery, readChoices, type CheckoutChoices } from '../components/checkout/choices.ts';
import { StoreCard } from '../components/checkout/StoreCard.tsx';
import { GiftLines } from '../components/orders/GiftLines.tsx';
import { starShopApi, type GiftOrderForm } from '../components/star-shop/api.server.ts';
import { giftStars } from '../components/star-shop/gifts.ts';
import { StarsBalance } from '../components/star-shop/StarsBalance.tsx';
import '../i18n/areas/account.ts';
import '../i18n/areas/purchase.ts';
import '../i18n/areas/star-shop.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const choices = readChoices(search);
  const account = apiFor(request, context);
  let loaded;
  try {
    loaded = await Promise.all([starShopApi(request, context).cart(), account.addresses(), account.stores(), account.memberProfile()]);
  } catch (error) {
    return onMemberCallError(request, error);
  }
  const [cart, { data: addresses }, { data: allStores }, { data: profile }] = loaded;
  if (cart.data.length === 0) return { empty: true as const, balanceTenths: cart.summary.balanceTenths };
  const stores: PickupStore[] = allStores.filter((s) => s['r.pickup'] === 'Y').map((s) => ({
    'r.storeId': s['r.storeId'], name: s.name, address: s.address, phone: s.phone, latitude: s.latitude, longitude: s.longitude, distanceM: null,
  }));
  const address = addresses.find((a) => a.addressId === choices.addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
  const store = stores.find((s) => s['r.storeId'] === choices.storeId) ?? stores[0] ?? null;
  const addingAddress = search.has('newAddress') || addresses.length === 0;
  return {
    empty: false as const,
    lines: cart.data,
    summary: cart.summary,
    addresses,
    stores,
    choices: { ...choices, addressId: address?.addressId ?? null, storeId: store?.['r.storeId'] ?? null },
    addingAddress,
    // Who collects a pickup, from the profile as in the shop's checkout (docs/decisions/0034-addresses.md).
    pickupPerson: pickupPersonOf(profile),
    // The address form's province list, only while it is open (docs/decisions/0034-addresses.md).
    regions: addingAddress ? await regionChoices(account, null) : null,
    // One per page view: CreateOrder makes one order per request id.
    requestId: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSessionCookie(request);
  const form = await request.formData();
  const { locale, device } = accountApi(request, context);
  const choices = readChoices(new URL(request.url).searchParams);

  if (form.get('intent') === 'add-address') return addAddressAction(request, context, form, 'points-mall/checkout', choices);

  const order: GiftOrderForm = placeFields(form);
  try {
    const created = (await starShopApi(request, context).createOrder(order)).data;
    return redirect(`${shopPath(locale, device, 'my/order-detail')}?transactionId=${encodeURIComponent(created.transactionId)}&done=redeemed`);
  } catch (error) {
    return data({ intent: 'place-order' as const, errors: formErrorsOf(request, error), address: null, order });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('points-mall-checkout')!.title[shellLocale(matches)]);
}

// The balance and the request id belong to this member and this moment.
export const headers = noStoreHeaders;

export default function GiftCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, locale, device } = usePage();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const title = screensById.get('points-mall-checkout')!.title[locale];
  // After a refused order, take the member to the first field at fault (its message is beside it).
  useEffect(() => {
    if (actionData?.errors) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  if (loaderData.empty) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="gift-checkout-empty">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-muted">{t('starShop.checkoutEmpty')}</p>
        <Link to={to('points-mall')} className={`${primaryButton} mt-8 inline-block`}>{t('starShop.browse')}</Link>
      </section>
    );
  }
  const { lines, summary, addresses, stores, choices, requestId, addingAddress, regions, pickupPerson } = loaderData;
  const mobile = device === 'mobile';
  const pickup = choices.option === 'pickup';
  const errors: FormErrors = actionData?.errors ?? {};
  const orderErrors = actionData?.intent === 'place-order' ? errors : {};
  const values = actionData?.order ?? null;
  const redeeming = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  const here = pathname.replace(/^\/eshop/, '');
  const href = (changes: Partial<CheckoutChoices>) => `${here}${choicesQuery(choices, changes)}`;
  const blocked = summary.problem !== null || (!pickup && choices.addressId === null) || (pickup && choices.storeId === null);
  const redeemLabel = redeeming ? t('starShop.redeeming') : t('starShop.redeem', { stars: giftStars(summary.totalStarsTenths) });
  const back = { to: to('points-mall/cart'), label: t('starShop.backToCart') };

  const redeemButton = (extra: string) => (
    <button type="submit" form="redeem" name="intent" value="place-order" disabled={blocked || redeeming} className={`${primaryButton} ${extra}`} data-testid="gift-redeem">
      {redeemLabel}
    </button>
  );

  return (
    <section className={mobile ? 'pb-36' : 'py-4'} data-testid="gift-checkout">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className={`font-serif font-bold ${mobile ? 'text-2xl' : 'text-3xl'}`}>{title}</h1>
        <Link to={back.to} className="shrink-0 text-sm text-muted hover:text-brand">‹ {back.label}</Link>
      </div>

      {summary.problem && (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert" data-testid="gift-checkout-problem">
          <p className="font-semibold">{summary.problem.message}</p>
          <Link to={back.to} className={`${secondaryButton} mt-3 inline-block text-sm`}>{back.label}</Link>
        </div>
      )}

      {/* The order form: its fields sit in the steps (form="redeem"), its button in the summary. */}
      <Form method="post" id="redeem" replace noValidate>
        <input type="hidden" name="intent" value="place-order" />
        <input type="hidden" name="oh.requestId" value={requestId} />
        <input type="hidden" name="oh.deliveryOption" value={choices.option} />
        {!pickup && choices.addressId !== null && <input type="hidden" name="a.addressId" value={choices.addressId} />}
        {pickup && choices.storeId !== null && <input type="hidden" name="r.storeId" value={choices.storeId} />}
      </Form>

      <div className={mobile ? 'mt-4 space-y-4' : 'mt-6 grid grid-cols-[1fr_400px] items-start gap-8'}>
        <div className="min-w-0 space-y-4">
          <Step n={1} title={t('checkout.option')} id="step-option">
            <div className="grid grid-cols-2 gap-3">
              <OptionLink value="delivery" on={!pickup} href={href({ option: 'delivery' })} title={t('starShop.delivery')} hint={t('starShop.deliveryHint')} />
              <OptionLink value="pickup" on={pickup} href={href({ option: 'pickup' })} title={t('checkout.pickup')} hint={t('starShop.pickupHint')} />
            </div>
          </Step>

          {!pickup ? (
            <Step n={2} title={t('checkout.address')} id="step-address">
              {orderErrors['a.addressId'] && <div className="mb-3"><FormNotice tone="error">{orderErrors['a.addressId']}</FormNotice></div>}
              {addresses.length === 0 && <p className="mb-3 text-sm text-muted">{t('checkout.noAddress')}</p>}
              <ul className={`grid gap-3 ${mobile ? '' : 'grid-cols-2'}`}>
                {addresses.map((a) => <AddressChoice key={a.addressId} address={a} chosen={a.addressId === choices.addressId} href={href({ addressId: a.addressId })} />)}
              </ul>
              {addingAddress ? (
                <AddressEditor first={addresses.length === 0} errors={actionData?.intent === 'add-address' ? errors : {}} values={actionData?.address ?? null} cancelTo={addresses.length ? href({}) : null}
                  regions={(actionData?.intent === 'add-address' ? actionData.regions : null) ?? regions ?? { provinces: [], cities: [], districts: [] }} />
              ) : (
                <div className="mt-4 flex flex-wrap gap-3 text-sm">
                  <Link to={`${href({})}${choicesQuery(choices) ? '&' : '?'}newAddress=1`} replace preventScrollReset className={secondaryButton}>+ {t('checkout.addAddress')}</Link>
                  <Link to={to('my/addresses')} className="self-center text-muted hover:text-brand hover:underline">{t('checkout.manageAddresses')}</Link>
                </div>
              )}
            </Step>
          ) : (
            <Step n={2} title={t('checkout.store')} id="step-store">
              {orderErrors['r.storeId'] && <div className="mb-3"><FormNotice tone="error">{orderErrors['r.storeId']}</FormNotice></div>}
              <ul className={`grid gap-3 ${mobile ? '' : 'grid-cols-2'}`}>
                {stores.map((s) => (
                  <li key={s['r.storeId']}>
                    <Link to={href({ storeId: s['r.storeId'] })} replace preventScrollReset className="block h-full" aria-current={s['r.storeId'] === choices.storeId ? 'true' : undefined}>
                      <StoreCard store={s} chosen={s['r.storeId'] === choices.storeId} nearest={false} />
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-5 border-t border-line pt-4">
                <h3 className="mb-3 font-semibold">{t('checkout.pickupPerson')}</h3>
                <div className={mobile ? 'space-y-3' : 'grid grid-cols-2 gap-4'}>
                  <TextField form="redeem" name="oh.pickupName" label={t('checkout.pickupName')} maxLength={40} autoComplete="name" required
                    defaultValue={values?.['oh.pickupName'] ?? pickupPerson.name} error={orderErrors['oh.pickupName']} />
                  <TextField form="redeem" name="oh.pickupMobile" label={t('checkout.pickupMobile')} maxLength={MOBILE_INPUT_MAX_LENGTH} type="tel" inputMode="tel" autoComplete="tel" required
                    defaultValue={values?.['oh.pickupMobile'] ?? pickupPerson.mobile} error={orderErrors['oh.pickupMobile']} />
                </div>
                {(pickupPerson.name || pickupPerson.mobile) && <p className="mt-2 text-xs text-muted">{t('checkout.pickupFromProfile')}</p>}
              </div>
            </Step>
          )}

          <Step n={3} title={t('starShop.details')} id="step-note">
            <label htmlFor="f-oh-comment" className="mb-1 block text-sm font-medium">{t('starShop.note')}</label>
            <textarea id="f-oh-comment" form="redeem" name="oh.comment" maxLength={500} rows={3} defaultValue={values?.['oh.comment'] ?? ''}
              aria-describedby="f-oh-comment-hint" aria-invalid={orderErrors['oh.comment'] ? true : undefined}
              className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand" />
            <p id="f-oh-comment-hint" className="mt-1 text-xs text-muted">{t('starShop.noteHint')}</p>
            {orderErrors['oh.comment'] && <p className="mt-1 text-sm text-red-700" data-testid="field-error">{orderErrors['oh.comment']}</p>}
          </Step>
        </div>

        <aside className={mobile ? '' : 'sticky top-4'} aria-label={t('checkout.summary')}>
          <div className={`${checkoutCard} space-y-4`}>
            <h2 className="font-serif text-lg font-bold">{t('checkout.summary')}</h2>
            <GiftLines lines={lines.map((l) => ({ ...l, quantity: l['h.quantity'] }))} compact />
            <div className="border-t border-line pt-1"><StarsBalance summary={summary} /></div>
            {orderErrors[''] && <FormNotice tone="error">{orderErrors['']}</FormNotice>}
            {!mobile && redeemButton('w-full py-3 text-lg')}
            <p className="text-xs text-muted">{t('starShop.terms')}</p>
          </div>
        </aside>
      </div>

      {mobile && (
        <div className="fixed inset-x-0 bottom-14 z-20 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3">
          <span className="shrink-0 text-xl font-bold text-brand"><span aria-hidden="true" className="text-gold">★</span> {giftStars(summary.totalStarsTenths)}</span>
          {redeemButton('min-w-0 px-4')}
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
