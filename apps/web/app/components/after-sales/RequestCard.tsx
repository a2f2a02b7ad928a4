import { Link } from 'react-router';
import type { CustomerRequestSummary } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { dateTime } from '../orders/format.ts';
import '../../i18n/areas/after-sales.ts';

/** A request's status (label from the API): open in the shop's red, closed grey. */
export function RequestStatus({ request: r }: { request: Pick<CustomerRequestSummary, 'status' | 'statusLabel'> }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${r.status === 'open' ? 'bg-brand-soft text-brand' : 'bg-stone-200 text-muted'}`} data-testid="request-status">
      {r.statusLabel}
    </span>
  );
}

/**
 * A request in a list (my/request, the order detail): type, subject, status, "answered"
 * when the team wrote last, the order it is about and the last activity; leads to the request.
 */
export function RequestCard({ request: r, showOrder = true }: { request: CustomerRequestSummary; showOrder?: boolean }) {
  const { t, to, locale } = usePage();
  const detail = `${to('my/request-detail')}?requestId=${r['cr.requestId']}`;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="request" data-request-id={r['cr.requestId']}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-medium text-muted" data-testid="request-type">{r.typeLabel}</span>
        <span className="ml-auto flex items-center gap-2">
          {r.lastAuthor === 'staff' && <span className="rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-fresh" data-testid="request-answered">{t('requests.answered')}</span>}
          <RequestStatus request={r} />
        </span>
      </div>
      <Link to={detail} className="mt-1 block font-semibold [overflow-wrap:anywhere] hover:text-brand" data-testid="request-subject">{r.subject}</Link>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>{t('requests.number', { id: r['cr.requestId'] })}</span>
        {showOrder && r.referenceId && (
          <Link to={`${to('my/order-detail')}?transactionId=${encodeURIComponent(r.referenceId)}`} className="text-brand hover:underline" data-testid="request-order">
            {t('requests.order.link', { id: r.referenceId })}
          </Link>
        )}
        <span>{t('requests.lastActivity', { date: dateTime(r.lastMessageAt, locale) })}</span>
      </p>
    </li>
  );
}
