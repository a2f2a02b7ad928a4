// The shopping cart (shopping/cart; issue 4, docs/decisions/0011): the member's lines — or
// a visitor's, under the guest cookie (docs/decisions/0033-guest-cart.md) — with live prices, quantities to change, removal after a confirmation (spec section 5), the
// empty-cart message, the goods total and the way to checkout. Every change is a plain
// form post (works without JavaScript); the answer re-reads the cart.
// The voucher panel (docs/decisions/0014-vouchers.md) lists the member's coupons and cash
// vouchers judged against the goods total; the choice (one coupon, any cash vouchers)
// goes to checkout as repeated `v=<voucherId>` in the checkout link.
import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/cart';
import type { CartLine, Voucher } from '@eshop/domain/contract';
import { cashVoucherCoverFen, type VoucherTerms } from '@eshop/domain/vouchers';
import { accountApi, apiFor, formErrorsOf, onMemberCallError } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { usePage } from '../lib/use-page.ts';
import { focusIf, useKept } from '../lib/focus.ts';
import { price } from '../lib/format.ts';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ConfirmNo } from '../components/ConfirmNo.tsx';
import { FormNotice, primaryButton } from '../components/account/Field.tsx';
import { VoucherCard } from '../components/vouchers/VoucherCard.tsx';
import '../i18n/areas/purchase.ts';
import '../i18n/areas/cart.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A visitor has a cart too; checkout then asks them to sign in (docs/decisions/0033).
  const guest = !readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  try {
    const api = apiFor(request, context);
    const cart = await api.cart();
    // Vouchers are judged against the goods total, so they are read after the cart.
    const judged = { state: 'available' as const, goodsFen: cart.summary.goodsFen };
    const [coupons, cash] = cart.data.length === 0 || guest ? [null, null] : await Promise.all([api.coupons(judged), api.cashVouchers(judged)]);
    // Back from checkout, the vouchers chosen before come with the link (?v=).
    const chosen = new URL(request.url).searchParams.getAll('v').map(Number).filter(Number.isSafeInteger);
    return { lines: cart.data, summary: cart.summary, coupons: coupons?.data ?? [], cash: cash?.data ?? [], chosen, guest };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // A visitor's change re-sends the guest cookie (its 30 days start again).
  const { api, headers } = accountApi(request, context);
  const skuId = Number(form.get('sku.skuId'));
  const intent = String(form.get('intent') ?? '');
  // The first press of "remove" only asks (spec: removal asks confirmation).
  if (intent === 'ask-remove') return data({ confirm: skuId, error: null });
  try {
    if (intent === 'remove') await api.removeFromCart(skuId);
    else if (intent === 'update') await api.updateCart(skuId, Number(form.get('h.quantity')));
    return data({ confirm: null, error: null }, { headers: headers() });
  } catch (error) {
    return data({ confirm: null, error: Object.values(formErrorsOf(request, error))[0] ?? null }, { headers: headers() });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('shopping-cart')!.title[shellLocale(matches)]);
}

function QuantityForm({ line, busy }: { line: CartLine; busy: boolean }) {
  const { t } = usePage();
  const q = line['h.quantity'];
  const step = (n: number) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="sku.skuId" value={line['sku.skuId']} />
      <input type="hidden" name="h.quantity" value={n} />
      <button type="submit" disabled={busy || n < 1 || n > Math.max(q, line.stock)} aria-label={n < q ? t('item.decrease') : t('item.increase')}
        className="h-9 w-9 text-lg disabled:opacity-40">{n < q ? '−' : '+'}</button>
    </Form>
  );
  return (
    <div className="flex items-center rounded-full border border-line bg-white">
      {step(q - 1)}
      <span className="h-9 w-10 border-x border-line text-center leading-9" data-testid="cart-quantity" aria-label={t('item.quantity')}>{q}</span>
      {step(q + 1)}
    </div>
  );
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const busy = useNavigation().state !== 'idle';
  const { lines, summary } = loaderData;
  const mobile = device === 'mobile';
  const confirm = actionData?.confirm ?? null;
  // "Keep" gives focus back to the line's Remove button (docs/decisions/0037).
  const kept = useKept();
  const choice = useVoucherChoice(loaderData.coupons, loaderData.cash, loaderData.chosen, summary.goodsFen);

  if (lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="cart-empty">
        <h1 className="font-serif text-3xl font-bold">{t('cart.title')}</h1>
        <p className="mt-4 text-muted">{t('cart.empty')}</p>
        <Link to={to()} className={`${primaryButton} mt-8 inline-block`}>{t('cart.continue')}</Link>
      </section>
    );
  }

  return (
    <section className={mobile ? (choice.savingFen > 0 ? 'pb-40' : 'pb-32') : 'py-4'}>
      <h1 className="font-serif text-3xl font-bold">{t('cart.title')}</h1>
      {actionData?.error && <div className="mt-4"><FormNotice tone="error">{actionData.error}</FormNotice></div>}
      <div className={mobile ? 'mt-4 space-y-4' : 'mt-6 grid grid-cols-[1fr_340px] items-start gap-10'}>
        <div className="min-w-0 space-y-6">
        <ul className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line" aria-label={t('cart.title')}>
          {lines.map((line) => (
            <li key={line['sku.skuId']} className="flex gap-4 p-4" data-testid="cart-line">
              <Link to={to(`item/${line.itemId}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
                <img src={sized(line.image, 160)} alt="" width={88} height={88} loading="lazy" className={`h-[88px] w-[88px] rounded-lg object-cover ${line.soldOut ? 'opacity-50' : ''}`} />
              </Link>
              <div className="min-w-0 flex-1">
                <Link to={to(`item/${line.itemId}`)} className="font-semibold leading-snug hover:text-brand">{line.name}</Link>
                <p className="mt-0.5 text-sm text-muted">{line.spec} · {price(line.unitPriceFen)}</p>
                {line.soldOut && <p className="mt-1 text-sm font-medium text-red-700">{t('cart.soldOut')}</p>}
                {!line.soldOut && line['h.quantity'] > line.stock && <p className="mt-1 text-sm text-red-700">{t('cart.onlyLeft', { count: line.stock })}</p>}
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <QuantityForm line={line} busy={busy} />
                  <span className="font-semibold text-brand" data-testid="cart-line-total">{price(line.lineTotalFen)}</span>
                </div>
                {confirm === line['sku.skuId'] ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm" role="alertdialog" aria-label={t('cart.confirmRemove')}>
                    <input type="hidden" name="sku.skuId" value={line['sku.skuId']} />
                    <span className="basis-full text-red-800">{t('cart.confirmRemove')}</span>
                    <button type="submit" name="intent" value="remove" className="rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white">{t('cart.remove')}</button>
                    <ConfirmNo kept={line['sku.skuId']} to="." className="rounded-full border border-line bg-white px-4 py-1.5">{t('cart.keep')}</ConfirmNo>
                  </Form>
                ) : (
                  <Form method="post" preventScrollReset className="mt-2">
                    <input type="hidden" name="sku.skuId" value={line['sku.skuId']} />
                    <button type="submit" name="intent" value="ask-remove" ref={focusIf(kept === line['sku.skuId'])} className="text-sm text-muted hover:text-red-700 hover:underline">{t('cart.remove')}</button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
        {loaderData.guest
          ? <p className="rounded-2xl bg-white p-5 text-sm text-muted ring-1 ring-line" data-testid="cart-guest-note">{t('cart.guestNote')}</p>
          : <VoucherPanel coupons={loaderData.coupons} cash={loaderData.cash} choice={choice} />}
        </div>
        <aside className={`rounded-2xl bg-white p-5 ring-1 ring-line ${mobile ? 'fixed inset-x-0 bottom-14 z-20 rounded-none border-t border-line px-4 py-3 ring-0' : ''}`} aria-label={t('cart.summary')}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="text-sm text-muted">{t('cart.itemsInCart', { count: summary.cartTotal })}</span>
            <span className="text-right">
              <span className="text-sm">{t('cart.goods')} </span>
              <span className="text-xl font-bold text-brand" data-testid="cart-goods">{price(summary.goodsFen)}</span>
            </span>
          </div>
          {choice.savingFen > 0 && (
            <div className={`${mobile ? 'mt-1' : 'mt-3 space-y-1 border-t border-line pt-3'} text-sm`} data-testid="cart-saving">
              {!mobile && choice.couponFen > 0 && <p className="flex justify-between"><span>{t('vouchers.couponLine')}</span><span className="text-fresh">−{price(choice.couponFen)}</span></p>}
              {!mobile && choice.cashFen > 0 && <p className="flex justify-between"><span>{t('vouchers.cashLine')}</span><span className="text-fresh">−{price(choice.cashFen)}</span></p>}
              <p className="flex justify-between font-semibold">
                <span>{t('vouchers.afterVouchers')}</span>
                <span>{mobile && <span className="mr-2 font-normal text-fresh">−{price(choice.savingFen)}</span>}<span className="text-brand" data-testid="cart-after-vouchers">{price(summary.goodsFen - choice.savingFen)}</span></span>
              </p>
            </div>
          )}
          {!mobile && <p className="mt-3 text-xs text-muted">{t('vouchers.feesAtCheckout')}</p>}
          <Link to={`${to('shopping/checkout')}${choice.query}`} className={`${primaryButton} mt-3 block text-center`} data-testid="cart-checkout">{t('cart.checkout')}</Link>
        </aside>
      </div>
    </section>
  );
}

/** The terms the domain's rules need, from a listed voucher. */
const termsOf = (v: Voucher): VoucherTerms => ({
  id: v['v.voucherId'], kind: v.kind, amountFen: v.amountFen, minSpendFen: v.minSpendFen, percentOff: v.percentOff,
  validFrom: new Date(v.validFrom), validUntil: new Date(v.validUntil), usedAt: v.usedAt === null ? null : new Date(v.usedAt),
});

type VoucherChoice = ReturnType<typeof useVoucherChoice>;

/**
 * The shopper's vouchers for this order: at most one usable coupon and any usable cash
 * vouchers (a choice that stops being usable, e.g. after lowering a quantity, drops out),
 * what they save against the goods total, and the checkout link's query (`?v=…&v=…`).
 */
function useVoucherChoice(coupons: Voucher[], cash: Voucher[], chosen: number[], goodsFen: number) {
  const usableCoupon = (id: number | null) => coupons.find((v) => v['v.voucherId'] === id && v.usable) ?? null;
  const [couponId, setCouponId] = useState<number | null>(() => usableCoupon(chosen.find((id) => usableCoupon(id)) ?? null)?.['v.voucherId'] ?? null);
  const [cashIds, setCashIds] = useState<number[]>(() => chosen.filter((id) => cash.some((v) => v['v.voucherId'] === id && v.usable)));
  const coupon = usableCoupon(couponId);
  // Cash vouchers pay in the order they are listed (soonest to expire first).
  const cashChosen = cash.filter((v) => v.usable && cashIds.includes(v['v.voucherId']));
  const couponFen = coupon?.saves ?? 0;
  const covers = cashVoucherCoverFen(cashChosen.map(termsOf), goodsFen - couponFen);
  const cashFen = covers.reduce((sum, c) => sum + c.amountFen, 0);
  const ids = [...(coupon ? [coupon['v.voucherId']] : []), ...covers.map((c) => c.id)];
  return {
    couponId: coupon?.['v.voucherId'] ?? null,
    cashIds: cashChosen.map((v) => v['v.voucherId']),
    covers: new Map(covers.map((c) => [c.id, c.amountFen])),
    couponFen,
    cashFen,
    savingFen: couponFen + cashFen,
    query: ids.length ? `?${ids.map((id) => `v=${id}`).join('&')}` : '',
    chooseCoupon: setCouponId,
    toggleCash: (id: number, on: boolean) => setCashIds((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id))),
  };
}

/** The cart's voucher panel: coupons as radios (one per order), cash vouchers as checkboxes. */
function VoucherPanel({ coupons, cash, choice }: { coupons: Voucher[]; cash: Voucher[]; choice: VoucherChoice }) {
  const { t, to } = usePage();
  const control = 'h-5 w-5 shrink-0 accent-[var(--color-fresh)]';
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="cart-vouchers" data-testid="cart-vouchers">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="cart-vouchers" className="font-serif text-xl font-bold">{t('vouchers.panel')}</h2>
        <Link to={to('my/coupon')} className="text-sm text-muted underline-offset-2 hover:text-brand hover:underline">{t('vouchers.seeAll')}</Link>
      </div>
      {coupons.length + cash.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('vouchers.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('vouchers.panelIntro')}</p>
          {coupons.length > 0 && (
            <fieldset className="mt-4">
              <legend className="mb-2 text-sm font-semibold">{t('vouchers.coupons')}</legend>
              <ul className="space-y-3">
                {coupons.map((v) => (
                  <li key={v['v.voucherId']}>
                    <label className={v.usable ? 'block cursor-pointer' : 'block'}>
                      <VoucherCard
                        v={v}
                        selected={choice.couponId === v['v.voucherId']}
                        note={v.usable ? <p className="mt-1 text-sm font-medium text-fresh">{t('vouchers.saves', { amount: price(v.saves) })}</p> : undefined}
                        control={v.usable ? (
                          <input type="radio" name="coupon" value={v['v.voucherId']} aria-label={v.title} className={control}
                            checked={choice.couponId === v['v.voucherId']} onChange={() => choice.chooseCoupon(v['v.voucherId'])} />
                        ) : undefined}
                      />
                    </label>
                  </li>
                ))}
              </ul>
              {coupons.some((v) => v.usable) && (
                <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" name="coupon" value="" className={control} checked={choice.couponId === null} onChange={() => choice.chooseCoupon(null)} />
                  {t('vouchers.noCoupon')}
                </label>
              )}
            </fieldset>
          )}
          {cash.length > 0 && (
            <fieldset className="mt-5">
              <legend className="mb-2 text-sm font-semibold">{t('vouchers.cashVouchers')}</legend>
              <ul className="space-y-3">
                {cash.map((v) => {
                  const on = choice.cashIds.includes(v['v.voucherId']);
                  const covers = choice.covers.get(v['v.voucherId']);
                  return (
                    <li key={v['v.voucherId']}>
                      <label className={v.usable ? 'block cursor-pointer' : 'block'}>
                        <VoucherCard
                          v={v}
                          selected={on}
                          note={v.usable ? <p className="mt-1 text-sm font-medium text-fresh">{t('vouchers.covers', { amount: price(covers ?? v.saves) })}</p> : undefined}
                          control={v.usable ? (
                            <input type="checkbox" name="cash" value={v['v.voucherId']} aria-label={v.title} className={control}
                              checked={on} onChange={(e) => choice.toggleCash(v['v.voucherId'], e.target.checked)} />
                          ) : undefined}
                        />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          <p className="mt-4 text-xs text-muted">{t('vouchers.rules')}</p>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
