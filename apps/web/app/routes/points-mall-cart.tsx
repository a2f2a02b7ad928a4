// The star-shop cart (points-mall/cart; issue 14): the member's gifts with their stars each
// and per line, quantities to change (UpdateCart), removal after a confirmation (as the shop
// cart: spec section 5), lines the member's level may not redeem or the stock cannot cover
// marked with the reason, and the summary: total stars, the balance before and after, and —
// when the cart cannot be ordered now — the server's reason, with "Check out" disabled.
// Every change is a plain form post (works without JavaScript); the answer re-reads the cart.
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/points-mall-cart';
import type { GiftCartLine, GiftCartSummary } from '@eshop/domain/contract';
import { formatStars } from '@eshop/domain/loyalty';
import { formErrorsOf, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { focusIf, useKept } from '../lib/focus.ts';
import { sized } from '../lib/images.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ConfirmNo } from '../components/ConfirmNo.tsx';
import { FormNotice, primaryButton } from '../components/account/Field.tsx';
import { starShopApi } from '../components/star-shop/api.server.ts';
import { StarsBalance } from '../components/star-shop/StarsBalance.tsx';
import { giftIdOf, giftProblem, giftStars, maxGiftQuantity, quantityOf } from '../components/star-shop/gifts.ts';
import '../i18n/areas/star-shop.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  try {
    const cart = await starShopApi(request, context).cart();
    return { lines: cart.data, summary: cart.summary };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSessionCookie(request);
  const form = await request.formData();
  const itemId = giftIdOf(String(form.get('rw.itemId') ?? ''));
  const intent = String(form.get('intent') ?? '');
  // The first press of "remove" only asks (spec section 5: removal asks for confirmation).
  if (intent === 'ask-remove') return data({ confirm: itemId, error: null });
  if (itemId === null) return data({ confirm: null, error: null });
  try {
    const api = starShopApi(request, context);
    if (intent === 'remove') await api.updateCart(itemId, 0);
    else if (intent === 'update') await api.updateCart(itemId, quantityOf(form.get('h.quantity')) ?? Number(form.get('h.quantity') || 0));
    return data({ confirm: null, error: null });
  } catch (error) {
    return data({ confirm: null, error: Object.values(formErrorsOf(request, error))[0] ?? null });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('points-mall-cart')!.title[shellLocale(matches)]);
}

// The member's balance and cart: never kept by a shared cache.
export const headers = noStoreHeaders;

function QuantityForm({ line, busy }: { line: GiftCartLine; busy: boolean }) {
  const { t } = usePage();
  const q = line['h.quantity'];
  const step = (n: number) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="rw.itemId" value={line['rw.itemId']} />
      <input type="hidden" name="h.quantity" value={n} />
      <button type="submit" disabled={busy || n < 1 || n > Math.max(q, maxGiftQuantity(line.stock))} aria-label={n < q ? t('item.decrease') : t('item.increase')}
        className="h-9 w-9 text-lg disabled:opacity-40">{n < q ? '−' : '+'}</button>
    </Form>
  );
  return (
    <div className="flex items-center rounded-full border border-line bg-white">
      {step(q - 1)}
      <span className="h-9 w-10 border-x border-line text-center leading-9" data-testid="gift-cart-quantity" aria-label={t('starShop.quantity')}>{q}</span>
      {step(q + 1)}
    </div>
  );
}

function LineProblem({ line }: { line: GiftCartLine }) {
  const { t } = usePage();
  const problem = giftProblem(line, line['h.quantity']);
  if (!problem) return null;
  const text = problem === 'level' ? t('starShop.line.level', { audience: line.audience })
    : problem === 'soldOut' ? t('starShop.line.soldOut') : t('starShop.line.short', { count: line.stock });
  return <p className="mt-1 text-sm font-medium text-red-700" data-testid="gift-cart-problem">{text}</p>;
}

export default function GiftCart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to, locale, device } = usePage();
  const busy = useNavigation().state !== 'idle';
  const { lines, summary } = loaderData;
  const mobile = device === 'mobile';
  const confirm = actionData?.confirm ?? null;
  // "Keep" gives focus back to the line's Remove button (docs/decisions/0037).
  const kept = useKept();
  const title = screensById.get('points-mall-cart')!.title[locale];

  if (lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center" data-testid="gift-cart-empty">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-muted">{t('starShop.cartEmpty')}</p>
        <p className="mt-2 text-sm text-muted">{t('starShop.balanceBefore')}{t('punct.colon')}<span aria-hidden="true" className="text-gold">★</span> {formatStars(summary.balanceTenths)}</p>
        <Link to={to('points-mall')} className={`${primaryButton} mt-8 inline-block`}>{t('starShop.browse')}</Link>
      </section>
    );
  }

  return (
    <section className={mobile ? 'pb-36' : 'py-4'}>
      <div className="flex items-baseline justify-between gap-4">
        <h1 className={`font-serif font-bold ${mobile ? 'text-2xl' : 'text-3xl'}`}>{title}</h1>
        <Link to={to('points-mall')} className="shrink-0 text-sm text-muted hover:text-brand">‹ {screensById.get('points-mall')!.title[locale]}</Link>
      </div>
      {actionData?.error && <div className="mt-4"><FormNotice tone="error">{actionData.error}</FormNotice></div>}
      <div className={mobile ? 'mt-4 space-y-4' : 'mt-6 grid grid-cols-[1fr_360px] items-start gap-10'}>
        <ul className="min-w-0 divide-y divide-line rounded-2xl bg-white ring-1 ring-line" aria-label={title}>
          {lines.map((line) => (
            <li key={line['rw.itemId']} className="flex gap-4 p-4" data-testid="gift-cart-line" data-item-id={line['rw.itemId']}>
              <Link to={to(`points-mall/item/${line['rw.itemId']}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
                <img src={sized(line.image, 160)} alt="" width={88} height={88} loading="lazy"
                  className={`h-[88px] w-[88px] rounded-lg object-cover ${giftProblem(line, line['h.quantity']) ? 'opacity-50' : ''}`} />
              </Link>
              <div className="min-w-0 flex-1">
                <Link to={to(`points-mall/item/${line['rw.itemId']}`)} className="font-semibold leading-snug hover:text-brand" data-testid="gift-cart-name">{line.name}</Link>
                <p className="mt-0.5 text-sm text-muted">{t('starShop.starsEach', { stars: giftStars(line.starsTenths) })}</p>
                <LineProblem line={line} />
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <QuantityForm line={line} busy={busy} />
                  <span className="font-semibold text-brand" data-testid="gift-cart-line-stars">
                    <span aria-hidden="true" className="text-gold">★</span> {t('starShop.stars', { stars: giftStars(line.lineStarsTenths) })}
                  </span>
                </div>
                {confirm === line['rw.itemId'] ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm" role="alertdialog" aria-label={t('starShop.confirmRemove')}>
                    <input type="hidden" name="rw.itemId" value={line['rw.itemId']} />
                    <span className="basis-full text-red-800">{t('starShop.confirmRemove')}</span>
                    <button type="submit" name="intent" value="remove" className="rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white">{t('starShop.remove')}</button>
                    <ConfirmNo kept={line['rw.itemId']} to="." className="rounded-full border border-line bg-white px-4 py-1.5">{t('starShop.keep')}</ConfirmNo>
                  </Form>
                ) : (
                  <Form method="post" preventScrollReset className="mt-2">
                    <input type="hidden" name="rw.itemId" value={line['rw.itemId']} />
                    <button type="submit" name="intent" value="ask-remove" ref={focusIf(kept === line['rw.itemId'])} className="text-sm text-muted hover:text-red-700 hover:underline">{t('starShop.remove')}</button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Summary summary={summary} />
      </div>
    </section>
  );
}

/** Total stars, balance before and after, the reason checkout would be refused, "Check out" (a fixed bar on phones). */
function Summary({ summary }: { summary: GiftCartSummary }) {
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  const blocked = summary.problem !== null;
  const checkout = blocked
    ? <button type="button" disabled className={`${primaryButton} ${mobile ? '' : 'mt-4 w-full'}`} data-testid="gift-cart-checkout">{t('starShop.checkout')}</button>
    : <Link to={to('points-mall/checkout')} className={`${primaryButton} ${mobile ? '' : 'mt-4 block w-full'} text-center`} data-testid="gift-cart-checkout">{t('starShop.checkout')}</Link>;
  return (
    <>
      <aside className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-label={t('starShop.summary')} data-testid="gift-cart-summary">
        <h2 className="font-serif text-lg font-bold">{t('starShop.summary')}</h2>
        <StarsBalance summary={summary} />
        {summary.problem && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-2.5 text-sm text-red-700" data-testid="gift-cart-problem-summary">{summary.problem.message}</p>
        )}
        {!mobile && checkout}
        <p className="mt-3 text-xs text-muted">{t('starShop.starsOnly')}</p>
      </aside>
      {mobile && (
        <div className="fixed inset-x-0 bottom-14 z-20 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3">
          <span>
            <span className="text-sm">{t('starShop.total')} </span>
            <span className="text-xl font-bold text-brand"><span aria-hidden="true" className="text-gold">★</span> {giftStars(summary.totalStarsTenths)}</span>
          </span>
          {checkout}
        </div>
      )}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
