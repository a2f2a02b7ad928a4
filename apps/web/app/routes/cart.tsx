// The shopping cart (shopping/cart; issue 4, docs/decisions/0011): the member's lines with
// live prices, quantities to change, removal after a confirmation (spec section 5), the
// empty-cart message, the goods total and the way to checkout. Every change is a plain
// form post (works without JavaScript); the answer re-reads the cart.
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/cart';
import type { CartLine } from '@eshop/domain/contract';
import { accountApi, apiFor, formErrorsOf, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, primaryButton } from '../components/account/Field.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  try {
    const cart = await apiFor(request, context).cart();
    return { lines: cart.data, summary: cart.summary };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api } = accountApi(request, context);
  const skuId = Number(form.get('sku.skuId'));
  const intent = String(form.get('intent') ?? '');
  // The first press of "remove" only asks (spec: removal asks confirmation).
  if (intent === 'ask-remove') return data({ confirm: skuId, error: null });
  try {
    if (intent === 'remove') await api.removeFromCart(skuId);
    else if (intent === 'update') await api.updateCart(skuId, Number(form.get('h.quantity')));
    return data({ confirm: null, error: null });
  } catch (error) {
    return data({ confirm: null, error: Object.values(formErrorsOf(request, error))[0] ?? null });
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
    <section className={mobile ? 'pb-32' : 'py-4'}>
      <h1 className="font-serif text-3xl font-bold">{t('cart.title')}</h1>
      {actionData?.error && <div className="mt-4"><FormNotice tone="error">{actionData.error}</FormNotice></div>}
      <div className={mobile ? 'mt-4 space-y-4' : 'mt-6 grid grid-cols-[1fr_340px] items-start gap-10'}>
        <ul className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line" aria-label={t('cart.title')}>
          {lines.map((line) => (
            <li key={line['sku.skuId']} className="flex gap-4 p-4" data-testid="cart-line">
              <Link to={to(`item/${line.itemId}`)} className="shrink-0">
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
                    <Link to="." replace preventScrollReset className="rounded-full border border-line bg-white px-4 py-1.5">{t('cart.keep')}</Link>
                  </Form>
                ) : (
                  <Form method="post" preventScrollReset className="mt-2">
                    <input type="hidden" name="sku.skuId" value={line['sku.skuId']} />
                    <button type="submit" name="intent" value="ask-remove" className="text-sm text-muted hover:text-red-700 hover:underline">{t('cart.remove')}</button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
        <aside className={`rounded-2xl bg-white p-5 ring-1 ring-line ${mobile ? 'fixed inset-x-0 bottom-14 z-20 rounded-none border-t border-line px-4 py-3 ring-0' : ''}`} aria-label={t('cart.summary')}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="text-sm text-muted">{t('cart.itemsInCart', { count: summary.cartTotal })}</span>
            <span className="text-right">
              <span className="text-sm">{t('cart.goods')} </span>
              <span className="text-xl font-bold text-brand" data-testid="cart-goods">{price(summary.goodsFen)}</span>
            </span>
          </div>
          {!mobile && <p className="mt-3 text-xs text-muted">{t('cart.feesAtCheckout')}</p>}
          <Link to={to('shopping/checkout')} className={`${primaryButton} mt-3 block text-center`}>{t('cart.checkout')}</Link>
        </aside>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
