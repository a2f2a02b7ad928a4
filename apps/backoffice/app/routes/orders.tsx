// Fulfilment: the order board (counts by what waits, today's pickups by store), the
// search by order number, phone or e-mail with a status filter, and the list, newest
// first, 30 a page. Every tile and filter is a plain link or GET form.
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BOARD_BUCKET_NAMES, ORDER_STATUSES, type BoardBucket } from '@eshop/domain/orders';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { orders } from '../texts/orders.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, Field, Notice, PageHeader, Pager, Select, Table, Td } from '../components/ui.tsx';
import { BoardTiles, StorePickups } from '../components/orders/BoardTiles.tsx';
import { dateTime, day, money, stars, statusTone } from '../components/orders/format.ts';
import type { DeskOrderRow as OrderRow, OrderBoard as Board } from '@eshop/domain/contract';

const PAGE = 30;
/** The statuses worth filtering by ('Unknown' is never chosen on purpose). */
const STATUSES = ORDER_STATUSES.filter((s) => s !== 'Unknown');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'orders');
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const k of ['q', 'status', 'bucket', 'storeId', 'pageOffset']) {
    const v = url.searchParams.get(k)?.trim();
    if (v) query[k] = v;
  }
  const board = await api.get<Board>('staff/orders/board');
  try {
    const page = await api.list<OrderRow>('staff/orders', { ...query, pageSize: PAGE });
    return { board, ...page, offset: Number(query.pageOffset ?? 0) || 0, error: null };
  } catch (error) {
    rethrowRefusal(error);
    // A filter typed into the address bar: said above an empty list, not an error page.
    if (error instanceof StaffApiError && error.status === 400) return { board, rows: [] as OrderRow[], total: 0, offset: 0, error: error.message };
    throw error;
  }
}

export default function Orders() {
  const { board, rows, total, offset, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useT(orders);
  const c = useT(common);
  const locale = useLocale();
  const bucketParam = params.get('bucket');
  const bucket = BOARD_BUCKET_NAMES.includes(bucketParam as BoardBucket) ? (bucketParam as BoardBucket) : null;
  const storeId = Number(params.get('storeId')) || null;
  const store = board.pickupsToday.find((s) => s.storeId === storeId);
  const hrefFor = (o: number) => {
    const next = new URLSearchParams(params);
    next.set('pageOffset', String(o));
    return `/orders?${next}`;
  };
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', { date: day(board.date, locale) })} />
      <BoardTiles board={board} active={bucket} />
      <StorePickups board={board} activeStore={bucket === 'pickupsToday' ? storeId : null} />

      <Form method="get" role="search" className="mt-6 mb-4 grid grid-cols-[1fr_14rem_auto] items-end gap-3 rounded-lg border border-line bg-white p-4">
        <Field label={t('search.q')} name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder={t('search.placeholder')} maxLength={100} />
        <Select label={t('search.status')} name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">{t('search.anyStatus')}</option>
          {STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </Select>
        <Button>{t('search.submit')}</Button>
      </Form>

      {error ? <Notice>{error}</Notice> : null}
      <div className="mb-2 flex items-center justify-between text-sm">
        <p className="text-muted">
          {bucket ? <span className="mr-3 font-medium text-ink">{t('filter.bucket', { bucket: t(`bucket.${bucket}`) })}{store ? ` ${t('filter.store', { store: store.storeName })}` : ''}</span> : null}
          {total === 1 ? t('count1') : t('count', { n: total })}
        </p>
        {params.toString() ? <Link to="/orders" className="text-brand hover:underline">{t('search.clear')}</Link> : null}
      </div>
      <Table head={[t('col.order'), t('col.placed'), t('col.customer'), t('col.where'), t('col.total'), t('col.status')]} empty={rows.length === 0 && t('empty')}>
        {rows.map((o) => (
          <tr key={o.transactionId} className="hover:bg-cream/60">
            <Td>
              <Link to={`/orders/${o.transactionId}`} className="font-mono font-medium text-brand hover:underline">{o.transactionId}</Link>
              {o.orderType === 'WP' ? <div className="mt-1"><Badge tone="brand">{t('type.WP')}</Badge></div> : null}
            </Td>
            <Td className="whitespace-nowrap text-muted">{dateTime(o.createdAt, locale)}</Td>
            <Td>
              <div className="text-ink">{o.deliveryOption === 'pickup' ? o.pickupName : o.recipient}</div>
              <div className="text-xs text-muted">{[o.phone, o.email].filter(Boolean).join(' · ')}</div>
            </Td>
            <Td>
              <div>{o.deliveryOption === 'pickup' ? t('where.pickup', { store: o.store ?? '' }) : t('where.delivery', { city: o.city ?? '' })}</div>
              {o.promisedDate ? <div className="text-xs text-muted">{t(o.deliveryOption === 'pickup' ? 'where.on' : 'where.by', { date: day(o.promisedDate, locale) })}</div> : null}
            </Td>
            <Td className="whitespace-nowrap">{o.orderType === 'WP' ? t('stars', { n: stars(o.starsCostTenths) }) : money(o.totalFen, locale)}</Td>
            <Td>
              <Badge tone={statusTone(o.status)}>{t(`status.${o.status}`)}</Badge>
              {o.status === 'PendingDelivery' && o.courierBooked ? <div className="mt-1 text-xs text-muted">{t('courierBooked')}</div> : null}
            </Td>
          </tr>
        ))}
      </Table>
      <Pager total={total} pageSize={PAGE} offset={offset} hrefFor={hrefFor} labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }) }} />
    </>
  );
}
