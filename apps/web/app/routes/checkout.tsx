// Checkout (shopping/checkout): delivery or store pickup, the address or the store and the
// pickup person, vouchers, the priced summary (shipping, free-shipping progress, delivery
// promise, pending stars), the comment (invoices are requested there), WeChat Pay and
// "Place order". The choices are URL values, so each one is a link that re-prices the page
// through Checkout — no JavaScript needed. CreateOrder carries a request id made per page
// view, so a double submission makes one order; then the pay page (pay-wx in WeChat).
// "Buy now" on a product page comes here with its line in the URL (`sku.skuId`,
// `h.quantity`): every link and form keeps it, and the order is that line alone, the
// cart left as it was (docs/decisions/0024-buy-now.md).
import { useEffect } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/checkout';
import type { CheckoutData } from '@eshop/domain/contract';
import { formatStars } from '@eshop/domain/loyalty';
import { MOBILE_INPUT_MAX_LENGTH } from '@eshop/domain/validation';
import { ApiError, type OrderForm } from '../api/client.ts';
import { accountApi, apiFor, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { isWeChat, pageContext, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton, secondaryButton, TextField } from '../components/account/Field.tsx';
import { AddressChoice, AddressEditor, checkoutCard as card, OptionLink, Step } from '../components/checkout/CheckoutParts.tsx';
import { addAddressAction, placeFields } from '../components/checkout/checkout-actions.server.ts';
import { regionChoices } from '../components/address/regions.server.ts';
import { buyNowFields, choicesQuery, readBuyNow, readChoices, withVoucher, type CheckoutChoices } from '../components/checkout/choices.ts';
import { VoucherList } from '../components/checkout/VoucherList.tsx';
import { StoreCard } from '../components/checkout/StoreCard.tsx';
import { OrderLines } from '../components/orders/OrderLines.tsx';
import { OrderTotals } from '../components/orders/OrderTotals.tsx';
import { calendarDate } from '../components/orders/format.ts';
import '../i18n/areas/account.ts';
import '../i18n/areas/purchase.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const choices = readChoices(search);
  let checkout: CheckoutData;
  try {
    checkout = (await apiFor(request, context).checkout({
      'oh.deliveryOption': choices.option,
      ...(choices.addressId !== null ? { 'a.addressId': choices.addressId } : {}),
      ...(choices.storeId !== null ? { 'r.storeId': choices.storeId } : {}),
      ...(choices.vouchers.length ? { 'v.voucherId': choices.vouchers } : {}),
      ...(choices.lat !== null && choices.lng !== null ? { lat: choices.lat, lng: choices.lng } : {}),
      ...buyNowFields(choices.buyNow),
    })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.details.code === 'CART_EMPTY') return { empty: true as const };
    // A buy-now link to a SKU that is gone (404) or a quantity out of range (400): an error page of that status.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) throw data({ reason: error.message }, { status: error.status });
    return onMemberCallError(request, error);
  }
  if (checkout.quote.lines.length === 0) return { empty: true as const };
  const address = checkout.addresses.find((a) => a.addressId === choices.addressId)
    ?? checkout.addresses.find((a) => a.isDefault) ?? checkout.addresses[0] ?? null;
  const store = checkout.stores.find((s) => s['r.storeId'] === choices.storeId)
    ?? checkout.stores.find((s) => s['r.storeId'] === checkout.nearestStoreId) ?? checkout.stores[0] ?? null;
  const addingAddress = search.has('newAddress') || checkout.addresses.length === 0;
  return {
    empty: false as const,
    checkout,
    choices: { ...choices, addressId: address?.addressId ?? null, storeId: store?.['r.storeId'] ?? null },
    addingAddress,
    // The address form's province list, only while it is open (docs/decisions/0034-addresses.md).
    regions: addingAddress ? await regionChoices(apiFor(request, context), null) : null,
    // One per page view: CreateOrder makes one order per request id (decisions.md, Orders).
    requestId: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale } = accountApi(request, context);
  const url = new URL(request.url);
  const choices = readChoices(url.searchParams);
  const text = (name: string) => String(form.get(name) ?? '').trim();

  if (form.get('intent') === 'add-address') return addAddressAction(request, context, form, 'shopping/checkout', choices);

  const order: OrderForm = {
    ...placeFields(form),
    'v.voucherId': form.getAll('v.voucherId').map(String),
    'oh.paymentMethod': 'wechatpay',
    ...buyNowFields(readBuyNow((name) => (form.has(name) ? text(name) : null))),
  };
  try {
    const created = (await api.createOrder(order)).data;
    const pay = isWeChat(request.headers.get('user-agent')) ? 'shopping/pay-wx' : 'shopping/pay';
    return redirect(`${shopPath(locale, pageContext(url.pathname).device, pay)}?transactionId=${encodeURIComponent(created.transactionId)}`);
  } catch (error) {
    return data({ intent: 'place-order' as const, errors: formErrorsOf(request, error), address: null, order });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-checkout')!.title[shellLocale(matches)]);
}

// Prices, vouchers and the request id belong to this member and this moment.
export const headers = noStoreHeaders;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, device, locale } = usePage();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // After a refused order, take the shopper to the first field at fault (its message is beside it).
  useEffect(() => {
    if (actionData?.errors) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  if (loaderData.empty) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-empty">
        <h1 className="font-serif text-3xl font-bold">{t('checkout.title')}</h1>
        <p className="mt-4 text-muted">{t('checkout.empty')}</p>
        <Link to={to()} className={`${primaryButton} mt-8 inline-block`}>{t('payResult.continue')}</Link>
      </section>
    );
  }
  const { checkout, choices, requestId, addingAddress, regions } = loaderData;
  const { quote } = checkout;
  const mobile = device === 'mobile';
  const pickup = choices.option === 'pickup';
  const errors: FormErrors = actionData?.errors ?? {};
  const orderErrors = actionData?.intent === 'place-order' ? errors : {};
  const values = actionData?.order ?? null;
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order';
  const here = pathname.replace(/^\/eshop/, '');
  const href = (changes: Partial<CheckoutChoices>) => `${here}${choicesQuery(choices, changes)}`;
  const blocked = checkout.problems.length > 0 || (!pickup && choices.addressId === null) || (pickup && choices.storeId === null);
  const generalError = orderErrors[''];
  // Buy now: "back" returns to the product, and the cart is not what is being ordered.
  const buyNow = choices.buyNow;
  const back = buyNow && quote.lines[0]
    ? { to: to(`item/${quote.lines[0].itemId}`), label: t('checkout.backToProduct') }
    : { to: to('shopping/cart'), label: t('checkout.backToCart') };

  const option = (value: 'delivery' | 'pickup', title: string, hint: string) => (
    <OptionLink value={value} on={choices.option === value} href={href({ option: value })} title={title} hint={hint} />
  );

  const summary = (
    <div className={`${card} space-y-4`}>
      <h2 className="font-serif text-lg font-bold">{t('checkout.summary')}</h2>
      <OrderLines lines={quote.lines} compact />
      {!pickup && (
        quote.toFreeShippingFen > 0 ? (
          <div className="rounded-lg bg-cream p-3 text-sm" data-testid="free-shipping-progress">
            <p>{t('checkout.toFreeShipping', { amount: price(quote.toFreeShippingFen) })}</p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden>
              <div className="h-full rounded-full bg-gold" style={{ width: `${Math.max(4, Math.min(100, 100 - (quote.toFreeShippingFen / Math.max(1, quote.freeShippingThresholdFen)) * 100))}%` }} />
            </div>
          </div>
        ) : <p className="rounded-lg bg-green-50 p-3 text-sm text-fresh" data-testid="free-shipping-progress">✓ {t('checkout.freeShipping')}</p>
      )}
      <OrderTotals pickup={pickup} totals={{ subtotalFen: quote.goodsFen, discountFen: quote.discountFen, shippingFen: quote.shippingFen, cashVoucherFen: quote.cashVoucherFen, totalFen: quote.totalFen }} />
      <p className="flex items-center gap-2 rounded-lg bg-brand-soft/50 px-3 py-2 text-sm" data-testid="pending-stars">
        <span aria-hidden className="text-gold">★</span>
        <span><span className="font-semibold">{t('checkout.stars')}{t('punct.colon')}{formatStars(quote.pendingStarsTenths)}</span>
          <span className="block text-xs text-muted">{t('checkout.starsHint', { stars: formatStars(quote.pendingStarsTenths), level: checkout.levelName })}</span></span>
      </p>
      {generalError && <FormNotice tone="error">{generalError}</FormNotice>}
      {!mobile && (
        <button type="submit" form="place-order" name="intent" value="place-order" disabled={blocked || placing} className={`${primaryButton} w-full py-3 text-lg`}>
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      )}
      <p className="text-xs text-muted">{t('checkout.terms', { minutes: checkout.payMinutes })}</p>
    </div>
  );

  return (
    <section className={mobile ? 'pb-36' : 'py-4'} data-testid="checkout">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{t('checkout.title')}</h1>
        <Link to={back.to} className="text-sm text-muted hover:text-brand">‹ {back.label}</Link>
      </div>
      {buyNow && <p className="mt-3 rounded-xl bg-white px-4 py-2.5 text-sm ring-1 ring-line" data-testid="checkout-buy-now">{t('checkout.buyNow')}</p>}

      {checkout.problems.length > 0 && (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert" data-testid="checkout-problems">
          <p className="font-semibold">{buyNow ? t('checkout.buyNowProblem') : t('checkout.problems')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {checkout.problems.map((p) => (
              <li key={p['sku.skuId']}>{p.name}: {p.available <= 0 ? t('checkout.soldOut') : t('checkout.shortStock', { available: p.available, quantity: p.quantity })}</li>
            ))}
          </ul>
          <Link to={back.to} className={`${secondaryButton} mt-3 inline-block text-sm`}>{back.label}</Link>
        </div>
      )}

      {/* The order form: its fields sit in the steps (form="place-order"), its button in the summary. */}
      <Form method="post" id="place-order" replace noValidate>
        <input type="hidden" name="intent" value="place-order" />
        <input type="hidden" name="oh.requestId" value={requestId} />
        <input type="hidden" name="oh.deliveryOption" value={choices.option} />
        {!pickup && choices.addressId !== null && <input type="hidden" name="a.addressId" value={choices.addressId} />}
        {pickup && choices.storeId !== null && <input type="hidden" name="r.storeId" value={choices.storeId} />}
        {quote.vouchersApplied.map((v) => <input key={v['v.voucherId']} type="hidden" name="v.voucherId" value={v['v.voucherId']} />)}
        {Object.entries(buyNowFields(buyNow)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      </Form>

      <div className={mobile ? 'mt-4 space-y-4' : 'mt-6 grid grid-cols-[1fr_400px] items-start gap-8'}>
        <div className="min-w-0 space-y-4">
          <Step n={1} title={t('checkout.option')} id="step-option">
            <div className="grid grid-cols-2 gap-3">
              {option('delivery', t('checkout.delivery'), t('checkout.deliveryHint'))}
              {option('pickup', t('checkout.pickup'), t('checkout.pickupHint'))}
            </div>
          </Step>

          {!pickup ? (
            <Step n={2} title={t('checkout.address')} id="step-address">
              {orderErrors['a.addressId'] && <div className="mb-3"><FormNotice tone="error">{orderErrors['a.addressId']}</FormNotice></div>}
              {checkout.addresses.length === 0 && <p className="mb-3 text-sm text-muted">{t('checkout.noAddress')}</p>}
              <ul className={`grid gap-3 ${mobile ? '' : 'grid-cols-2'}`}>
                {checkout.addresses.map((a) => <AddressChoice key={a.addressId} address={a} chosen={a.addressId === choices.addressId} href={href({ addressId: a.addressId })} />)}
              </ul>
              {addingAddress ? (
                <AddressEditor first={checkout.addresses.length === 0} errors={actionData?.intent === 'add-address' ? errors : {}} values={actionData?.address ?? null} cancelTo={checkout.addresses.length ? href({}) : null}
                  regions={(actionData?.intent === 'add-address' ? actionData.regions : null) ?? regions ?? { provinces: [], cities: [], districts: [] }} />
              ) : (
                <div className="mt-4 flex flex-wrap gap-3 text-sm">
                  <Link to={`${href({})}${choicesQuery(choices) ? '&' : '?'}newAddress=1`} replace preventScrollReset className={secondaryButton}>+ {t('checkout.addAddress')}</Link>
                  <Link to={to('my/addresses')} className="self-center text-muted hover:text-brand hover:underline">{t('checkout.manageAddresses')}</Link>
                </div>
              )}
              {choices.addressId !== null && (
                <div className="mt-4 rounded-xl bg-cream p-4 text-sm" data-testid="delivery-promise">
                  <p><span className="font-semibold">{t('checkout.promise')}{t('punct.colon')}</span>{quote.promise.text}</p>
                  {quote.promise.doubleElevenNote && <p className="mt-1 text-gold">{t('checkout.doubleEleven')}</p>}
                </div>
              )}
            </Step>
          ) : (
            <Step n={2} title={t('checkout.store')} id="step-store">
              {orderErrors['r.storeId'] && <div className="mb-3"><FormNotice tone="error">{orderErrors['r.storeId']}</FormNotice></div>}
              {mobile ? (
                <div className="space-y-3">
                  {checkout.stores.filter((s) => s['r.storeId'] === choices.storeId).map((s) => (
                    <StoreCard key={s['r.storeId']} store={s} chosen nearest={s['r.storeId'] === checkout.nearestStoreId && s.distanceM !== null} />
                  ))}
                  <Link to={`${to('ChooseShop')}${choicesQuery(choices)}`} className={`${secondaryButton} block text-center text-sm`} data-testid="choose-shop-link">{t('checkout.findNearest')}</Link>
                </div>
              ) : (
                <ul className="grid grid-cols-2 gap-3">
                  {checkout.stores.map((s) => (
                    <li key={s['r.storeId']}>
                      <Link to={href({ storeId: s['r.storeId'] })} replace preventScrollReset className="block h-full" aria-current={s['r.storeId'] === choices.storeId ? 'true' : undefined}>
                        <StoreCard store={s} chosen={s['r.storeId'] === choices.storeId} nearest={s['r.storeId'] === checkout.nearestStoreId && s.distanceM !== null} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-5 border-t border-line pt-4">
                <h3 className="mb-3 font-semibold">{t('checkout.pickupPerson')}</h3>
                <div className={mobile ? 'space-y-3' : 'grid grid-cols-2 gap-4'}>
                  {/* Filled in from the profile: the name and the verified mobile (docs/decisions/0034-addresses.md). */}
                  <TextField form="place-order" name="oh.pickupName" label={t('checkout.pickupName')} maxLength={40} autoComplete="name" required
                    defaultValue={values?.['oh.pickupName'] ?? checkout.pickupPerson.name} error={orderErrors['oh.pickupName']} />
                  <TextField form="place-order" name="oh.pickupMobile" label={t('checkout.pickupMobile')} maxLength={MOBILE_INPUT_MAX_LENGTH} type="tel" inputMode="tel" autoComplete="tel" required
                    defaultValue={values?.['oh.pickupMobile'] ?? checkout.pickupPerson.mobile} error={orderErrors['oh.pickupMobile']} />
                </div>
                {(checkout.pickupPerson.name || checkout.pickupPerson.mobile) && <p className="mt-2 text-xs text-muted">{t('checkout.pickupFromProfile')}</p>}
                <p className="mt-4 rounded-xl bg-cream p-4 text-sm" data-testid="pickup-date">
                  <span className="font-semibold">{t('checkout.pickupDate')}{t('punct.colon')}</span>{t('checkout.pickupDateText', { date: calendarDate(quote.promise.date, locale) })}
                </p>
              </div>
            </Step>
          )}

          <Step n={3} title={t('checkout.vouchers')} id="step-vouchers">
            <VoucherList vouchers={checkout.vouchers} chosen={choices.vouchers}
              hrefUse={(v) => href({ vouchers: withVoucher(choices.vouchers, v, checkout.vouchers) })}
              hrefRemove={(v) => href({ vouchers: choices.vouchers.filter((x) => x !== String(v['v.voucherId'])) })} />
            {orderErrors['v.voucherId'] && <div className="mt-3"><FormNotice tone="error">{orderErrors['v.voucherId']}</FormNotice></div>}
          </Step>

          <Step n={4} title={t('checkout.payment')} id="step-payment">
            <label className="flex items-center gap-3 rounded-xl bg-white p-4 ring-2 ring-fresh">
              <input type="radio" form="place-order" name="oh.paymentMethod" value="wechatpay" defaultChecked className="h-4 w-4 accent-fresh" />
              <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-lg bg-[#07c160] text-lg font-bold text-white">✓</span>
              <span>
                <span className="block font-semibold">{t('checkout.wechatPay')}</span>
                <span className="block text-xs text-muted">{t('checkout.wechatPayHint')}</span>
              </span>
            </label>
            <div className="mt-5">
              <label htmlFor="f-oh-comment" className="mb-1 block text-sm font-medium">{t('checkout.comment')}</label>
              <textarea id="f-oh-comment" form="place-order" name="oh.comment" maxLength={500} rows={3} defaultValue={values?.['oh.comment'] ?? ''}
                aria-describedby="f-oh-comment-hint" aria-invalid={orderErrors['oh.comment'] ? true : undefined}
                className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand" />
              <p id="f-oh-comment-hint" className="mt-1 text-xs text-muted">{t('checkout.commentHint')}</p>
              {orderErrors['oh.comment'] && <p className="mt-1 text-sm text-red-700" data-testid="field-error">{orderErrors['oh.comment']}</p>}
            </div>
          </Step>
        </div>

        <aside className={mobile ? '' : 'sticky top-4'} aria-label={t('checkout.summary')}>{summary}</aside>
      </div>

      {mobile && (
        <div className="fixed inset-x-0 bottom-14 z-20 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3">
          <span>
            <span className="text-sm">{t('checkout.total')} </span>
            <span className="text-xl font-bold text-brand" data-testid="mobile-total">{price(quote.totalFen)}</span>
          </span>
          <button type="submit" form="place-order" name="intent" value="place-order" disabled={blocked || placing} className={primaryButton}>
            {placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
