// A gift of the star shop (points-mall/item/{id}; issue 14): the large picture, name,
// description, stars, what it is worth, units left and who may redeem it; the quantity
// (1-99, at most the stock) and "Add to star-shop cart". A visitor who adds is sent to sign
// in and comes back here; a member whose level may not redeem the gift sees why, and the
// button stays disabled. An unknown gift is the shop's 404 page.
import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/points-mall-item';
import { formatStars } from '@eshop/domain/loyalty';
import { formErrorsOf, logonPath } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { sized, srcSet } from '../lib/images.ts';
import { pageMeta, pageTitle } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { starShopApi, starShopMember } from '../components/star-shop/api.server.ts';
import { GiftQuantity } from '../components/star-shop/GiftQuantity.tsx';
import { giftIdOf, giftProblem, giftStars, maxGiftQuantity, quantityOf } from '../components/star-shop/gifts.ts';
import '../i18n/areas/star-shop.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const itemId = giftIdOf(params.itemId);
  if (itemId === null) throw data({ reason: 'not-found' }, { status: 404 });
  const api = starShopApi(request, context);
  try {
    const [gifts, member] = await Promise.all([api.gifts({ pageSize: 1, pageOffset: 0, itemId }), starShopMember(request, api)]);
    const gift = gifts.data.find((g) => g['rw.itemId'] === itemId);
    if (!gift) throw data({ reason: 'not-found' }, { status: 404 });
    return { gift, member };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

/** Add to the star-shop cart: visitors sign in first and come back to this gift. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { device } = pageContext(new URL(request.url).pathname);
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return redirect(logonPath(request, device));
  const form = await request.formData();
  const itemId = giftIdOf(params.itemId);
  if (itemId === null) throw data({ reason: 'not-found' }, { status: 404 });
  try {
    // A quantity out of 1-99 goes to the API as it is, to be refused in the shopper's language.
    const added = await starShopApi(request, context).addToCart(itemId, quantityOf(form.get('h.quantity')) ?? Number(form.get('h.quantity') || 0));
    return { added: added.message, error: null };
  } catch (error) {
    return { added: null, error: Object.values(formErrorsOf(request, error))[0] ?? null };
  }
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return d ? pageMeta(matches, d.gift.name, { description: d.gift.description }) : pageTitle(matches, null);
}

export default function GiftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { gift, member } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const navigation = useNavigation();
  const adding = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [quantity, setQuantity] = useState(1);
  const problem = giftProblem(gift);
  const needed = gift.starsTenths * quantity;
  const missing = member ? needed - member.balanceTenths : 0;

  const button = (
    <button type="submit" disabled={problem !== null || adding} data-testid="gift-add"
      className="flex-1 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted">
      {problem === 'soldOut' ? t('starShop.soldOut') : problem === 'level' ? t('starShop.notForLevel') : adding ? t('starShop.adding') : t('starShop.add')}
    </button>
  );

  return (
    <div className={mobile ? 'pb-20' : ''}>
      <nav aria-label="breadcrumb" className="mb-4 text-sm text-muted">
        <Link to={to('points-mall')} className="hover:text-brand">{screensById.get('points-mall')!.title[locale]}</Link>
        <span className="mx-2">/</span>
        <span className="text-ink">{gift.name}</span>
      </nav>
      <div className={mobile ? 'space-y-5' : 'grid grid-cols-[560px_1fr] gap-12'}>
        <div className="relative self-start overflow-hidden rounded-2xl bg-brand-soft">
          <img src={sized(gift.imageLarge, 600)} srcSet={srcSet(gift.imageLarge, [480, 960])} sizes={mobile ? '100vw' : '560px'} alt={gift.name}
            width={600} height={600} fetchPriority="high" className="aspect-square w-full object-cover" data-testid="gift-image" />
          {gift.soldOut && <span className="absolute left-3 top-3 rounded bg-ink/85 px-3 py-1 text-sm text-white">{t('starShop.soldOut')}</span>}
        </div>

        <section className="flex flex-col gap-5" aria-labelledby="gift-title">
          <div>
            <p className="text-sm tracking-wide text-muted">{screensById.get('points-mall')!.title[locale]}</p>
            <h1 id="gift-title" className={`mt-1 font-serif font-bold leading-tight ${mobile ? 'text-2xl' : 'text-3xl'}`}>{gift.name}</h1>
          </div>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-3xl font-semibold text-brand" data-testid="gift-stars">
              <span aria-hidden="true" className="mr-1 text-gold">★</span>{t('starShop.stars', { stars: giftStars(gift.starsTenths) })}
            </span>
            {gift.worthFen !== null && <span className="text-sm text-muted" data-testid="gift-worth">{t('starShop.worth', { amount: price(gift.worthFen) })}</span>}
          </p>
          {gift.description && <p className="whitespace-pre-line leading-relaxed text-ink/85" data-testid="gift-description">{gift.description}</p>}

          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-white p-4 text-sm ring-1 ring-line">
            <dt className="text-muted">{t('starShop.audience')}</dt>
            <dd data-testid="gift-audience">{gift.audience}</dd>
            <dt className="text-muted">{t('starShop.stock')}</dt>
            <dd data-testid="gift-stock">{gift.soldOut ? t('starShop.soldOut') : t('starShop.stockLeft', { count: gift.stock })}</dd>
          </dl>

          {problem === 'level' && member && (
            <p className="rounded-lg bg-amber-50 px-4 py-2.5 text-sm text-amber-900" data-testid="gift-level-reason">
              {t('starShop.levelReason', { audience: gift.audience, level: member.levelName })}
            </p>
          )}

          <Form method="post" replace preventScrollReset className="space-y-4" aria-label={t('starShop.add')}>
            <div className="flex items-center gap-4">
              <span className="text-sm font-medium">{t('starShop.quantity')}</span>
              <GiftQuantity value={quantity} max={maxGiftQuantity(gift.stock)} onChange={setQuantity} disabled={problem !== null && problem !== 'short'} />
            </div>
            {problem === null && member && missing > 0 && (
              <p className="text-sm text-muted" data-testid="gift-need-more">{t('starShop.needMore', { balance: formatStars(member.balanceTenths), missing: formatStars(missing) })}</p>
            )}
            {actionData?.error && <p role="alert" className="rounded-lg bg-red-50 px-4 py-2.5 text-sm text-red-700" data-testid="gift-error">{actionData.error}</p>}
            {actionData?.added && !adding && (
              <p role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-green-50 px-4 py-2.5 text-sm text-fresh" data-testid="gift-added">
                <span>✓ {actionData.added}</span>
                <Link to={to('points-mall/cart')} className="font-semibold underline underline-offset-2">{t('starShop.goToCart')} ›</Link>
              </p>
            )}
            <div className={`flex gap-3 ${mobile ? 'fixed inset-x-0 bottom-14 z-20 items-center border-t border-line bg-white px-4 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]' : ''}`}>
              {mobile && (
                <span className="shrink-0 font-semibold text-brand"><span aria-hidden="true" className="text-gold">★</span> {giftStars(needed)}</span>
              )}
              {button}
            </div>
          </Form>

          {member && (
            <p className="text-sm">
              <Link to={to('points-mall/cart')} className="text-brand hover:underline" data-testid="star-shop-cart-link">{t('starShop.cartCount', { count: member.cartQuantity })} ›</Link>
            </p>
          )}

          <section className="rounded-xl bg-white p-4 text-sm ring-1 ring-line" aria-labelledby="how-redeem">
            <h2 id="how-redeem" className="mb-2 font-semibold">{t('starShop.how')}</h2>
            <ul className="space-y-2">
              <li className="flex gap-2"><span aria-hidden="true" className="text-gold">★</span>{t('starShop.how.cart')}</li>
              <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">⌂</span>{t('starShop.how.receive')}</li>
              <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">↺</span>{t('starShop.how.cancel')}</li>
            </ul>
          </section>
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
