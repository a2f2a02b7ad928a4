// The star shop in the member centre (my/points-mall; pc only, spec section 2 — phones get
// the 404 page like the other pc-only screens, and reach the star shop from their member
// centre's menu): the member's balance and level, their star-shop (WP) orders with status
// and stars, 10 a page, and the way into the star shop. Anyone may open it, as my/faq2: a
// visitor reads what it is and how to sign in.
import { data, Link } from 'react-router';
import type { Route } from './+types/my-points-mall';
import { logonPath } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { primaryButton } from '../components/account/Field.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { OrderCard } from '../components/orders/OrderCard.tsx';
import { starShopApi, starShopMember } from '../components/star-shop/api.server.ts';
import { MemberBar } from '../components/star-shop/MemberBar.tsx';
import '../i18n/areas/star-shop.ts';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (pageContext(new URL(request.url).pathname).device !== 'pc') throw data({ reason: 'not-found' }, { status: 404 });
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return { guest: true as const, logon: logonPath(request, 'pc') };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1));
  const api = starShopApi(request, context);
  try {
    const [member, orders] = await Promise.all([starShopMember(request, api), api.orders(PAGE_SIZE, (page - 1) * PAGE_SIZE)]);
    if (!member) return { guest: true as const, logon: logonPath(request, 'pc') };
    const total = orders.total ?? orders.data.length;
    return { guest: false as const, member, orders: orders.data, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-points-mall')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function MyStarShop({ loaderData }: Route.ComponentProps) {
  const { t, to, locale } = usePage();
  const title = screensById.get('my-points-mall')!.title[locale];
  if (loaderData.guest) {
    return (
      <section className="mx-auto max-w-3xl space-y-6 py-4" data-testid="my-star-shop-guest">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <p className="text-muted">{t('starShop.intro')}</p>
        <p className="rounded-2xl bg-brand-soft p-5 text-sm">
          {t('starShop.my.guest')} <Link to={loaderData.logon} className="font-semibold text-brand underline underline-offset-2">{t('header.signIn')}</Link>
        </p>
        <Link to={to('points-mall')} className={`${primaryButton} inline-block`}>{t('starShop.my.visit')}</Link>
      </section>
    );
  }
  const { member, orders, page, pages } = loaderData;
  return (
    <MemberPage title={title}>
      <p className="max-w-3xl text-sm text-muted">{t('starShop.my.intro')}</p>
      <MemberBar member={member} logon="" />
      <section aria-labelledby="star-shop-orders" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="star-shop-orders" className="font-serif text-xl font-bold">{t('starShop.my.orders')}</h2>
          <Link to={to('points-mall')} className="text-sm font-medium text-brand hover:underline" data-testid="my-star-shop-visit">{t('starShop.my.visit')} ›</Link>
        </div>
        {orders.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line" data-testid="my-star-shop-empty">
            <p className="text-muted">{t('starShop.my.empty')}</p>
            <Link to={to('points-mall')} className={`${primaryButton} mt-6 inline-block`}>{t('starShop.my.visit')}</Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {orders.map((o) => <OrderCard key={o.transactionId} order={o} mobile={false} />)}
          </ul>
        )}
        <Pagination page={page} pages={pages} />
      </section>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
