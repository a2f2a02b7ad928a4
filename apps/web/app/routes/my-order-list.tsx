// My orders (my/order-list): tabs by status, 20 orders a page (spec paging), each with its
// number, date, status, thumbnails, quantity, total (stars for a star-shop order) and the
// actions Pay / View (components/orders/OrderCard.tsx). No orders: the spec's "no orders"
// message with the way to the shop.
import { Link } from 'react-router';
import type { Route } from './+types/my-order-list';
import { apiFor, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { primaryButton } from '../components/account/Field.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { OrderCard } from '../components/orders/OrderCard.tsx';
import '../i18n/areas/purchase.ts';

const PAGE_SIZE = 20;
// The API's `status` filters (a tab may cover several statuses, e.g. paid = Paid … Ready).
const TABS = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const status = (TABS as readonly string[]).includes(search.get('status') ?? '') ? search.get('status') as Tab : null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  try {
    const answer = await apiFor(request, context).orders({ pageSize: PAGE_SIZE, pageOffset: (page - 1) * PAGE_SIZE, ...(status ? { status } : {}) });
    const total = answer.total ?? answer.data.length;
    return { orders: answer.data, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), status };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-order-list')!.title[shellLocale(matches)]);
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages, status } = loaderData;
  const { t, to, locale, device } = usePage();
  const here = to('my/order-list');
  const tabs: { value: Tab | null; label: string }[] = [{ value: null, label: t('orders.tab.all') }, ...TABS.map((s) => ({ value: s, label: t(`orders.tab.${s}`) }))];
  return (
    <MemberPage title={screensById.get('my-order-list')!.title[locale]}>
      <nav aria-label={t('order.status')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-line scrollbar-none">
        {tabs.map((tab) => {
          const on = tab.value === status;
          return (
            <Link key={tab.label} to={tab.value ? `${here}?status=${tab.value}` : here} aria-current={on ? 'page' : undefined} data-testid="order-tab"
              className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm ${on ? 'border-brand font-semibold text-brand' : 'border-transparent text-muted hover:text-ink'}`}>
              {tab.label}
            </Link>
          );
        })}
      </nav>
      {orders.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line" data-testid="orders-empty">
          <p className="mt-3 text-muted">{status ? t('orders.emptyTab') : t('orders.empty')}</p>
          <Link to={to()} className={`${primaryButton} mt-6 inline-block`}>{t('orders.shop')}</Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {orders.map((o) => <OrderCard key={o.transactionId} order={o} mobile={device === 'mobile'} />)}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
