// My favourites (my/favourite-list; spec sections 2, 7, 9; docs/decisions/0019): the
// products the member keeps with the heart, newest first, 40 a page, at today's prices —
// a grid on pc, a list on phones. Sold-out ones are gray. Each can be removed; one with a
// single size goes straight into the cart, the others lead to the product page to choose.
// Forms post to this route's action, so the page works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-favourite-list';
import type { FavouriteItem } from '@eshop/domain/contract';
import { accountApi, formErrorsOf, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { ApiError } from '../api/client.ts';
import { usePage } from '../lib/use-page.ts';
import { shopPath } from '../lib/routing.ts';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice, primaryButton, secondaryButton } from '../components/account/Field.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { Price } from '../components/catalog/Price.tsx';
import { calendarDate } from '../components/orders/format.ts';
import '../i18n/areas/account.ts';

/** Spec section 9: favourites are paged by 40. */
const PAGE_SIZE = 40;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { api } = accountApi(request, context);
  let answer;
  try {
    answer = await api.favourites(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  } catch (error) {
    return onMemberCallError(request, error);
  }
  const total = answer.total ?? answer.data.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // After removing the last one of the last page: show the page before.
  if (answer.data.length === 0 && page > pages) throw redirect(`${url.pathname.replace(/^\/eshop/, '')}${pages > 1 ? `?page=${pages}` : ''}`);
  return { items: answer.data, total, page, pages };
}

/** intent=remove: off the list; intent=cart: the item's only size into the cart. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api, locale, device } = accountApi(request, context);
  const itemId = String(form.get('t.itemId') ?? '');
  const name = String(form.get('name') ?? '');
  try {
    if (form.get('intent') === 'remove') {
      await api.favourite(itemId, false);
      return data({ removed: name, added: null, error: null });
    }
    const item = (await api.item(Number(itemId) || 0)).data[0];
    const skus = item?.skus.filter((s) => !s.soldOut) ?? [];
    // Several sizes (or none left): the shopper chooses on the product page.
    if (!item || item.skus.length !== 1 || skus.length !== 1) return redirect(shopPath(locale, device, `item/${encodeURIComponent(itemId)}`));
    const added = await api.addToCart(skus[0]!.skuId, 1);
    return data({ removed: null, added: added.message, error: null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return onMemberCallError(request, error);
    return data({ removed: null, added: null, error: Object.values(formErrorsOf(request, error))[0] ?? null });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-favourite-list')!.title[shellLocale(matches)]);
}

export default function MyFavourites({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pages } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const notice = actionData?.error
    ? <FormNotice tone="error">{actionData.error}</FormNotice>
    : actionData?.removed ? <FormNotice tone="success">{t('favourites.removed', { name: actionData.removed })}</FormNotice>
      : actionData?.added ? <FormNotice tone="success">{actionData.added}</FormNotice> : null;
  return (
    <MemberPage title={screensById.get('my-favourite-list')!.title[locale]}>
      <p className="text-sm text-muted">
        {t('favourites.intro')}
        {total > 0 && <span className="ml-2 font-medium text-ink" data-testid="favourites-count">{t('favourites.count', { count: total })}</span>}
      </p>
      {notice}
      {items.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line" data-testid="favourites-empty">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="mx-auto text-brand/40" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path strokeLinejoin="round" d="M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12z" />
          </svg>
          <p className="mx-auto mt-3 max-w-md text-muted">{t('favourites.empty')}</p>
          <Link to={to()} className={`${primaryButton} mt-6 inline-block`}>{t('favourites.shop')}</Link>
        </div>
      ) : (
        <ul className={mobile ? 'divide-y divide-line rounded-2xl bg-white ring-1 ring-line' : 'grid grid-cols-3 gap-5'} data-testid="favourites">
          {items.map((item) => <Favourite key={item.itemId} item={item} mobile={mobile} />)}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </MemberPage>
  );
}

function Favourite({ item, mobile }: { item: FavouriteItem; mobile: boolean }) {
  const { t, to, locale } = usePage();
  const busy = useNavigation().formData?.get('t.itemId') === String(item.itemId);
  const link = to(`item/${item.itemId}`);
  const gray = item.soldOut ? 'opacity-60 grayscale' : '';
  const hidden = (
    <>
      <input type="hidden" name="t.itemId" value={item.itemId} />
      <input type="hidden" name="name" value={item.name} />
    </>
  );
  const buy = item.soldOut
    ? <span className="rounded-full bg-stone-100 px-4 py-2 text-sm text-stone-500">{t('item.soldOut')}</span>
    : item.specs.length === 1
      ? <button type="submit" name="intent" value="cart" disabled={busy} className={`${primaryButton} whitespace-nowrap px-4 py-2 text-sm`}>{t('item.addToCart')}</button>
      : <Link to={link} className={`${secondaryButton} whitespace-nowrap px-4 py-2 text-sm`}>{t('favourites.choose')}</Link>;
  const remove = (
    <button type="submit" name="intent" value="remove" disabled={busy} aria-label={t('favourites.removeLabel', { name: item.name })}
      className="text-sm text-muted underline-offset-2 hover:text-brand hover:underline disabled:opacity-50">{t('favourites.remove')}</button>
  );
  if (mobile) {
    return (
      <li className="flex gap-3 p-3" data-testid="favourite">
        <Link to={link} className={`relative h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-brand-soft ${gray}`}>
          <img src={sized(item.thumbnail, 160)} alt={item.name} width={96} height={96} loading="lazy" className="h-full w-full object-cover" />
        </Link>
        <Form method="post" preventScrollReset className="flex min-w-0 flex-1 flex-col gap-1">
          {hidden}
          <Link to={link} className={`line-clamp-2 text-sm font-medium leading-snug hover:text-brand ${item.soldOut ? 'text-stone-500' : ''}`}>{item.name}</Link>
          <p className="text-xs text-muted">{item.specs.join(' / ')}</p>
          <div className={gray}><Price fen={item.priceFen} listFen={item.listPriceFen} size="sm" from={item.priceRange} /></div>
          <div className="mt-1 flex items-center justify-between gap-2">{buy}{remove}</div>
        </Form>
      </li>
    );
  }
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-white" data-testid="favourite">
      <Link to={link} className={`relative block aspect-square overflow-hidden bg-brand-soft ${gray}`}>
        <img src={sized(item.thumbnail, 320)} alt={item.name} width={320} height={320} loading="lazy" className="h-full w-full object-cover" />
        {item.soldOut && <span className="absolute left-2 top-2 rounded bg-ink/80 px-2 py-0.5 text-xs text-white">{t('item.soldOut')}</span>}
      </Link>
      <Form method="post" preventScrollReset className="flex flex-1 flex-col gap-1.5 p-4">
        {hidden}
        <p className="text-xs text-muted">{item.origin}{item.brand ? ` · ${item.brand}` : ''}</p>
        <Link to={link} className={`line-clamp-2 font-medium leading-snug hover:text-brand ${item.soldOut ? 'text-stone-500' : ''}`}>{item.name}</Link>
        <p className="text-xs text-muted">{item.specs.join(' / ')}</p>
        <div className={gray}><Price fen={item.priceFen} listFen={item.listPriceFen} from={item.priceRange} per500gFen={item.per500gFen} /></div>
        <p className="text-xs text-muted">{t('favourites.since', { date: calendarDate(item.favouritedAt, locale) })}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">{buy}{remove}</div>
      </Form>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
