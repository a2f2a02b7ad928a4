// My orders (my/order-list): tabs by status, 20 orders a page (spec paging), each with its
// number, date, status, thumbnails, quantity, total and the actions Pay / View. No orders:
// the spec's "no orders" message with the way to the shop.
import { Link } from 'react-router';
import type { Route } from './+types/my-order-list';
import type { OrderSummary } from '@eshop/domain/contract';
import { apiFor, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { primaryButton, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { StatusBadge } from '../components/orders/StatusBadge.tsx';
import { dateTime } from '../components/orders/format.ts';
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

function OrderCard({ order: o, mobile }: { order: OrderSummary; mobile: boolean }) {
  const { t, to } = usePage();
  const id = encodeURIComponent(o.transactionId);
  const detail = `${to('my/order-detail')}?transactionId=${id}`;
  return (
    <li className="overflow-hidden rounded-2xl bg-white ring-1 ring-line" data-testid="order">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line bg-cream/60 px-5 py-3 text-sm">
        <span><span className="text-muted">{t('orders.number')} </span><span className="font-mono font-semibold" data-testid="order-number">{o.transactionId}</span></span>
        <span className="text-muted">{t('orders.placed', { date: dateTime(o.createdAt) })}</span>
        <span className="ml-auto"><StatusBadge status={o.status} label={o.statusLabel} /></span>
      </div>
      <div className={`flex gap-4 px-5 py-4 ${mobile ? 'flex-col' : 'items-center'}`}>
        <Link to={detail} className="flex min-w-0 flex-1 items-center gap-2" aria-label={`${t('orders.view')} ${o.transactionId}`}>
          {o.images.slice(0, mobile ? 4 : 5).map((src, i) => (
            <img key={`${src}-${i}`} src={sized(src, 160)} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-lg object-cover ring-1 ring-line" />
          ))}
          {o.itemCount > o.images.slice(0, mobile ? 4 : 5).length && <span className="text-sm text-muted">…</span>}
        </Link>
        <div className={`flex items-center gap-4 ${mobile ? 'justify-between' : ''}`}>
          <div className="text-right text-sm">
            <p className="text-muted">{t('orders.quantity', { count: o.quantity })} · {t(`orders.deliveryOption.${o.deliveryOption}`)}</p>
            <p><span className="text-muted">{t('orders.total')} </span><span className="text-lg font-bold text-brand" data-testid="order-total">{price(o.totalFen)}</span></p>
          </div>
          <div className="flex gap-2">
            {o.canPay && <Link to={`${to('shopping/pay')}?transactionId=${id}`} className={`${primaryButton} px-5 py-2 text-sm`}>{t('orders.pay')}</Link>}
            <Link to={detail} className={`${secondaryButton} text-sm`}>{t('orders.view')}</Link>
          </div>
        </div>
      </div>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
