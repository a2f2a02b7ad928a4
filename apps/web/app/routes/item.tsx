import { lazy, Suspense, useRef, useState } from 'react';
import { data, Link, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/item';
import type { Sku } from '@eshop/domain/contract';
import { messageFor } from '@eshop/domain/validation';
import { addToCartFromForm, apiFor, type AddToCartAnswer } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext, shopPath } from '../lib/routing.ts';
import { buyNowFields, readBuyNow } from '../components/checkout/choices.ts';
import { ApiError } from '../api/client.ts';
import { usePage } from '../lib/use-page.ts';
import { Price } from '../components/catalog/Price.tsx';
import { cardPricePer500gFen } from '@eshop/domain/catalog';
import { ProductGrid } from '../components/catalog/ProductCard.tsx';
import { FavouriteHeart } from '../components/catalog/FavouriteHeart.tsx';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { SkuPicker, QuantityStepper } from '../components/catalog/SkuPicker.tsx';
import { sized, srcSet } from '../lib/images.ts';
import { canonicalUrl, pageMeta, pageTitle } from '../lib/meta.ts';
import { afterSalesApi } from '../components/after-sales/api.server.ts';
import { productJsonLd, reviewsSection, reviewsShownOf } from '../components/after-sales/item-reviews.server.tsx';
import { itemDetailsHtml } from '../components/catalog/item-details.server.tsx';

// The overlay is needed only after "add to cart": loaded when the form is sent (in
// parallel with the add), not with the page — it kept the page within its JavaScript
// budget when the favourite heart came (docs/decisions/0008, 0019).
const loadInYourCart = () => import('../components/cart/InYourCart.tsx');
const InYourCart = lazy(() => loadInYourCart().then((m) => ({ default: m.InYourCart })));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const itemId = Number(params.itemId);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) throw data({ reason: 'not-found' }, { status: 404 });
  const api = apiFor(request, context);
  const { locale, device } = pageContext(new URL(request.url).pathname);
  try {
    const [items, reviews] = await Promise.all([api.item(itemId), itemReviews(request, context, itemId)]);
    const found = items.data[0];
    if (!found) throw data({ reason: 'not-found' }, { status: 404 });
    // The facts show only in "More information", written below: the page's data leaves them out.
    const { facts: _facts, ...item } = found;
    // Each size's price per 500 g, worked out here: the page ships no unit-price rules.
    const skus = item.skus.map((sku) => ({ ...sku, per500gFen: cardPricePer500gFen(item.cname, sku) }));
    // Rendered here, not by the page's components: the page ships no code for them (item-reviews.server.tsx, item-details.server.tsx).
    return { item: { ...item, skus }, details: itemDetailsHtml(found, locale, device), reviews: reviewsSection(reviews, locale), jsonLd: productJsonLd(found, reviews.summary, canonicalUrl(context.publicOrigin, new URL(request.url).pathname) ?? request.url) };
  } catch (error) {
    if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
}

/** The newest reviews (`?reviews=` of them) and the summary. A failed call leaves the page without them, not without the product. */
async function itemReviews(request: Request, context: Route.LoaderArgs['context'], itemId: number) {
  try {
    const answer = await afterSalesApi(request, context).itemReviews(itemId, reviewsShownOf(new URL(request.url).searchParams.get('reviews')));
    return { reviews: answer.data, total: answer.total ?? answer.data.length, summary: answer.summary };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { reviews: [], total: 0, summary: { count: 0, averageTenths: 0, histogram: [0, 0, 0, 0, 0] as [number, number, number, number, number] } };
  }
}

/** Add to cart, or buy now: checkout of this line alone. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'buy') return buyNow(request, form);
  return addToCartFromForm(request, context, form);
}

/**
 * Buy now goes to checkout with the chosen SKU and quantity in the URL, not through the
 * cart: the order is that line alone and the cart stays as it was
 * (docs/decisions/0024-buy-now.md). Checkout prices and checks it like a cart line.
 */
function buyNow(request: Request, form: FormData) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  const line = readBuyNow((name) => { const v = form.get(name); return typeof v === 'string' ? v : null; });
  if (!line) return data({ error: messageFor('SKU_REQUIRED', locale), added: null } satisfies AddToCartAnswer);
  const checkout = `shopping/checkout?${new URLSearchParams(buyNowFields(line)).toString()}`;
  // Checkout needs a customer session (decisions.md): a visitor signs in first and comes
  // back to this checkout (docs/decisions/0033-guest-cart.md).
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return redirect(`${shopPath(locale, device, 'logon')}?redirect=${encodeURIComponent(checkout)}`);
  return redirect(shopPath(locale, device, checkout));
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return d ? [...pageMeta(matches, d.item.name, { description: d.item.description, image: sized(d.item.images[0] ?? d.item.thumbnail, 600), type: 'product' }), { 'script:ld+json': d.jsonLd }] : pageTitle(matches, null);
}

/** A size with its price per 500 g (the loader's; null when not sold by weight). */
type PricedSku = Sku & { per500gFen: number | null };

export default function Item({ loaderData }: Route.ComponentProps) {
  const { item, details, reviews } = loaderData;
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  const [image, setImage] = useState(0);
  const [sku, setSku] = useState<PricedSku | null>(item.skus.length === 1 ? item.skus[0]! : null);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = sku ?? item.skus.find((s) => !s.soldOut) ?? item.skus[0];
  const cart = useFetcher<typeof action>();
  // The overlay gives focus back to this button when it closes (docs/decisions/0037).
  const addButton = useRef<HTMLButtonElement>(null);
  // The overlay shows each answer once; closing it remembers which answer was closed.
  const [closed, setClosed] = useState<unknown>(null);
  const added = cart.state === 'idle' && cart.data?.added && closed !== cart.data ? cart.data.added : null;
  const failure = cart.state === 'idle' && cart.data?.error && closed !== cart.data ? cart.data.error : null;

  return (
    <div className={mobile ? 'pb-16' : ''}>
      <nav aria-label="breadcrumb" className="mb-4 text-sm text-muted">
        <Link to={to()} className="hover:text-brand">{t('header.home')}</Link>
        <span className="mx-2">/</span>
        <Link to={to(`list/cid/${item.cid}`)} className="hover:text-brand">{item.categoryName}</Link>
      </nav>
      <div className={mobile ? 'space-y-5' : 'grid grid-cols-[560px_1fr] gap-12'}>
        <section aria-label={item.name}>
          <div className="relative overflow-hidden rounded-2xl bg-brand-soft">
            <img src={sized(item.images[image] ?? item.thumbnail, 600)} srcSet={srcSet(item.images[image] ?? item.thumbnail, [480, 960])} sizes={mobile ? '100vw' : '560px'} alt={item.name} width={600} height={600} fetchPriority="high" className="aspect-square w-full object-cover" />
            {item.soldOut && <span className="absolute left-3 top-3 rounded bg-ink/85 px-3 py-1 text-sm text-white">{t('item.soldOut')}</span>}
          </div>
          {item.images.length > 1 && (
            <ul className="mt-3 flex gap-3">
              {item.images.map((src, i) => (
                <li key={src}>
                  <button type="button" onClick={() => setImage(i)} aria-label={t('item.thumbnail', { n: i + 1 })} aria-pressed={i === image}
                    className={`overflow-hidden rounded-lg ring-2 ${i === image ? 'ring-brand' : 'ring-transparent hover:ring-line'}`}>
                    <img src={sized(src, 160)} alt="" width={80} height={80} loading="lazy" className={mobile ? 'h-16 w-16' : 'h-20 w-20'} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="flex flex-col gap-5">
          <div>
            <p className="text-sm tracking-wide text-muted">{item.origin}{item.brand ? ` · ${item.brand}` : ''} · {t(`item.classified.${item.item_classified}` as 'item.classified.chilled')}</p>
            <div className="mt-1 flex items-start justify-between gap-3">
              <h1 className={`font-serif font-bold leading-tight ${mobile ? 'text-2xl' : 'text-3xl'}`}>{item.name}</h1>
              <FavouriteHeart itemId={item.itemId} className="shrink-0" />
            </div>
          </div>
          {/* Before a size is chosen: the lowest price, "from" when sizes differ (docs/decisions/0038). */}
          <div className="flex flex-wrap items-baseline gap-x-4">
            {sku ? <Price fen={sku.priceFen} listFen={sku.listPriceFen} size="lg" per500gFen={sku.per500gFen} />
              : shown && <Price fen={item.priceRange ? item.priceFen : shown.priceFen} listFen={item.priceRange ? item.listPriceFen : shown.listPriceFen} size="lg" from={item.priceRange} per500gFen={item.per500gFen} />}
            {item.soldUnits > 0 && <span className="text-sm text-muted" data-testid="sold-units">{t('item.sold', { count: item.soldUnits })}</span>}
          </div>
          <p className="leading-relaxed text-ink/85">{item.description}</p>

          <SkuPicker skus={item.skus} selected={sku} onSelect={(s) => { setSku(s); setNotice(null); setQuantity(1); }} />
          <div className="flex items-center gap-4">
            <span className="text-sm font-medium">{t('item.quantity')}</span>
            <QuantityStepper value={quantity} max={sku?.stock ?? 99} onChange={setQuantity} disabled={item.soldOut} />
            {sku && !sku.soldOut && <span className="text-sm text-muted">{sku.stock <= 5 ? t('item.lowStock', { count: sku.stock }) : t('item.inStock', { count: sku.stock })}</span>}
          </div>

          {(notice ?? failure) && <p role="alert" className="rounded-lg bg-red-50 px-4 py-2.5 text-sm text-red-700">{notice ?? failure}</p>}

          {/* On phones the buttons sit in a bar above the tab bar, always in reach. */}
          <cart.Form method="post"
            onSubmit={(e) => {
              if (!sku) { e.preventDefault(); setNotice(t('item.selectSku')); return; }
              setNotice(null);
              // Buy now goes to checkout; only "add to cart" shows the overlay.
              // A head start only: if the chunk fails, the overlay's own import fails again and
              // the error boundary's reload guard deals with it (lib/chunk-reload.ts).
              if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'buy') loadInYourCart().catch(() => undefined);
            }}
            className={`flex gap-3 ${mobile ? 'fixed inset-x-0 bottom-14 z-20 border-t border-line bg-white px-4 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]' : ''}`}>
            <input type="hidden" name="sku.skuId" value={sku?.skuId ?? ''} />
            <input type="hidden" name="h.quantity" value={quantity} />
            <button ref={addButton} type="submit" name="intent" value="cart" disabled={item.soldOut || cart.state !== 'idle'}
              className="flex-1 rounded-full border-2 border-brand px-6 py-3 font-semibold text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted">
              {item.soldOut ? t('item.soldOut') : t('item.addToCart')}
            </button>
            <button type="submit" name="intent" value="buy" disabled={item.soldOut || cart.state !== 'idle'}
              className="flex-1 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line disabled:text-muted">
              {t('item.buyNow')}
            </button>
          </cart.Form>
          {added && sku && (
            <Suspense><InYourCart
              message={added.message}
              name={item.name}
              spec={sku.spec}
              image={item.thumbnail}
              quantity={added.quantity}
              unitPriceFen={sku.priceFen}
              cartTotal={added.cartTotal}
              onClose={() => setClosed(cart.data)}
              returnFocus={addButton}
            /></Suspense>
          )}
          <ul className="space-y-2 rounded-xl bg-white p-4 text-sm ring-1 ring-line" dangerouslySetInnerHTML={{ __html: details.services }} />
        </section>
      </div>

      <section className={mobile ? 'mt-8' : 'mt-14'} aria-labelledby="more-info" dangerouslySetInnerHTML={{ __html: details.moreInfo }} />

      <section className={mobile ? 'mt-8' : 'mt-14'} aria-labelledby="reviews" dangerouslySetInnerHTML={{ __html: reviews }} />

      {item.recommended.length > 0 && (
        <section className={mobile ? 'mt-8' : 'mt-14'} aria-labelledby="recommended">
          <h2 id="recommended" className="mb-4 border-b border-line pb-2 font-serif text-xl font-bold">{t('item.recommended')}</h2>
          <ProductGrid items={item.recommended.slice(0, 4)} />
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
