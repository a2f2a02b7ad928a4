// Store orders (my/store-order-list; spec section 2, decisions.md "Loyalty": the tills
// report store purchases, which earn stars by the rule of online orders): the member's
// purchases in the stores, newest first, 20 a page, each with its date, store, total,
// the stars it earned and the level they were earned at; a voided one is marked.
import { Link } from 'react-router';
import type { Route } from './+types/my-store-order-list';
import type { StoreOrderSummary } from '@eshop/domain/contract';
import { accountApi, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { dateTime } from '../components/orders/format.ts';
import { signedStars } from '../components/loyalty/stars.ts';
import { VoidedBadge } from '../components/loyalty/VoidedBadge.tsx';
import '../i18n/areas/loyalty.ts';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1));
  try {
    const answer = await accountApi(request, context).api.storeOrders(PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const total = answer.total ?? answer.data.length;
    return { orders: answer.data, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-store-order-list')!.title[shellLocale(matches)]);
}

export default function StoreOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  const { t, to, locale } = usePage();
  return (
    <MemberPage title={screensById.get('my-store-order-list')!.title[locale]}>
      <p className="text-sm text-muted">{t('storeOrders.intro')}</p>
      {orders.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line" data-testid="store-orders-empty">
          <p className="mx-auto max-w-md text-muted">{t('storeOrders.empty')}</p>
          <Link to={to('my/points-history')} className="mt-6 inline-block rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-dark">{t('loyalty.showCard')}</Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((o) => <StoreOrderCard key={o.trxLogId} order={o} />)}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </MemberPage>
  );
}

function StoreOrderCard({ order: o }: { order: StoreOrderSummary }) {
  const { t, to, device, locale } = usePage();
  const mobile = device === 'mobile';
  const detail = `${to('my/store-order-detail')}?trxLogId=${o.trxLogId}`;
  return (
    <li className="overflow-hidden rounded-2xl bg-white ring-1 ring-line" data-testid="store-order" data-voided={o.voided ? 'Y' : undefined}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line bg-cream/60 px-5 py-3 text-sm">
        <span className="font-mono font-semibold" data-testid="store-order-receipt">{t('storeOrders.receipt', { id: o.trxLogId })}</span>
        <span className="text-muted"><time dateTime={o.paidAt}>{dateTime(o.paidAt, locale)}</time></span>
        {o.voided && <span className="ml-auto"><VoidedBadge /></span>}
      </div>
      <div className={`flex gap-4 px-5 py-4 ${mobile ? 'flex-col' : 'items-center'}`}>
        <div className="min-w-0 flex-1">
          <p className="font-semibold" data-testid="store-order-store">{o.storeName}</p>
          <p className="text-sm text-muted">{t('storeOrders.items', { count: o.lineCount })}</p>
        </div>
        <div className={`flex items-center gap-6 ${mobile ? 'justify-between' : ''}`}>
          <div className="text-right text-sm">
            <p className={`text-lg font-bold ${o.voided ? 'text-muted line-through' : 'text-fresh'}`} data-testid="store-order-stars">
              <span aria-hidden="true" className="mr-1 text-gold">★</span>{signedStars(o.starsTenths)}
            </p>
            <p className="text-xs text-muted" data-testid="store-order-level">{t('storeOrders.level')} {o.levelName}</p>
          </div>
          <div className="text-right">
            <p className="text-xs text-muted">{t('storeOrders.total')}</p>
            <p className="text-lg font-bold text-brand" data-testid="store-order-total">{price(o.totalFen)}</p>
          </div>
          <Link to={detail} className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-line hover:text-brand hover:ring-brand" aria-label={`${t('storeOrders.view')} ${t('storeOrders.receipt', { id: o.trxLogId })}`}>
            {t('storeOrders.view')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
