// The star shop (points-mall; issue 14, docs/decisions/0030): the gifts members redeem with
// their stars, 12 a page (PointCatalog.List, sorted by the shop), each with its picture,
// stars, what it is worth, who may redeem it, sold out or — for a member — not for their
// level. Anyone may look; a member sees their balance and level with the ways to their star
// history and their star-shop cart, a visitor the way to sign in and come back.
import { Link } from 'react-router';
import type { Route } from './+types/points-mall';
import { logonPath } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { starShopApi, starShopMember } from '../components/star-shop/api.server.ts';
import { GiftCard } from '../components/star-shop/GiftCard.tsx';
import { MemberBar } from '../components/star-shop/MemberBar.tsx';
import '../i18n/areas/star-shop.ts';
import '../i18n/areas/coming-soon.ts';

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1));
  const api = starShopApi(request, context);
  try {
    const [gifts, member] = await Promise.all([api.gifts({ pageSize: PAGE_SIZE, pageOffset: (page - 1) * PAGE_SIZE }), starShopMember(request, api)]);
    const total = gifts.total ?? gifts.data.length;
    return { gifts: gifts.data, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), member, logon: logonPath(request, pageContext(new URL(request.url).pathname).device) };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('points-mall')!.title[shellLocale(matches)]);
}

export default function StarShop({ loaderData }: Route.ComponentProps) {
  const { gifts, total, page, pages, member, logon } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  return (
    <div className={`space-y-6 ${mobile ? 'pb-16' : 'py-2'}`}>
      <header className={mobile ? 'space-y-2' : 'flex items-end justify-between gap-10'}>
        <div className="max-w-3xl">
          <h1 className={`font-serif font-bold ${mobile ? 'text-2xl' : 'text-3xl'}`}>{screensById.get('points-mall')!.title[locale]}</h1>
          <p className="mt-2 text-muted">{t('starShop.intro')}</p>
        </div>
        {total > 0 && <p className="shrink-0 text-sm text-muted" data-testid="gift-count">{t('starShop.count', { count: total })}</p>}
      </header>
      <MemberBar member={member} logon={logon} />
      {gifts.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line" data-testid="gifts-empty">
          <p className="mx-auto max-w-md text-muted">{t('starShop.empty')}</p>
          <Link to={to()} className="mt-6 inline-block rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-dark">{t('comingSoon.back')}</Link>
        </div>
      ) : (
        <div className={`grid ${mobile ? 'grid-cols-2 gap-3' : 'grid-cols-4 gap-6'}`} data-testid="gift-grid">
          {gifts.map((gift, i) => <GiftCard key={gift['rw.itemId']} gift={gift} eager={i < 4} />)}
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
