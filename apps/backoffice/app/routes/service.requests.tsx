// Customer service: the requests inbox — open first, the longest waiting at the top —
// filtered by status (open / closed / all), type, member (card code) and order. A bad
// filter (a card code typed wrong) is answered beside its field by the API's message.
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { REQUEST_TYPES } from '@eshop/domain/after-sales';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { service } from '../texts/service.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, Field, Notice, PageHeader, Pager, Select, Table, Td } from '../components/ui.tsx';
import { Tabs } from '../components/service/Tabs.tsx';
import { dateTime } from '../components/service/format.ts';
import type { StaffRequestSummary as RequestSummary } from '@eshop/domain/contract';

const PAGE = 25;
const STATUSES = ['open', 'closed', 'all'] as const;
type Status = (typeof STATUSES)[number];
const FILTERS = ['type', 'memberCode', 'referenceId'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status: Status = STATUSES.includes(asked as Status) ? (asked as Status) : 'open';
  const offset = Math.max(0, Math.trunc(Number(url.searchParams.get('pageOffset')) || 0));
  const query: Record<string, string | number> = { status, pageSize: PAGE, pageOffset: offset };
  for (const k of FILTERS) {
    const v = url.searchParams.get(k)?.trim();
    if (v) query[k] = k === 'referenceId' ? v.toUpperCase() : v.replace(/\s+/g, '');
  }
  try {
    const page = await api.list<RequestSummary>('staff/requests', query);
    return { ...page, status, offset, error: null, fields: {} as Record<string, string> };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && error.status === 400) return { rows: [] as RequestSummary[], total: 0, status, offset: 0, error: error.message, fields: error.fields };
    throw error;
  }
}

export default function RequestsInbox() {
  const { rows, total, status, offset, error, fields } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useT(service);
  const c = useT(common);
  const locale = useLocale();
  const filtered = FILTERS.some((k) => params.get(k));
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const q = next.toString();
    return `/service/requests${q ? `?${q}` : ''}`;
  };
  return (
    <>
      <PageHeader title={t('requests.title')} lead={t('requests.lead')} />
      <Tabs label={t('requests.col.status')} tabs={STATUSES.map((s) => ({
        to: withParams({ status: s === 'open' ? null : s, pageOffset: null }), text: t(`requests.tab.${s}`), current: s === status, testId: `requests-tab-${s}`,
      }))} />
      <Form method="get" className="mb-6 grid grid-cols-[1fr_1fr_1fr_auto_auto] items-end gap-3 rounded-lg border border-line bg-white p-4">
        {status === 'open' ? null : <input type="hidden" name="status" value={status} />}
        <Select label={t('requests.type')} name="type" defaultValue={params.get('type') ?? ''} error={fields.type}>
          <option value="">{t('requests.type.any')}</option>
          {REQUEST_TYPES.map((r) => <option key={r.code} value={r.code}>{r[locale]}</option>)}
        </Select>
        <Field label={t('requests.member')} name="memberCode" defaultValue={params.get('memberCode') ?? ''} inputMode="numeric" autoComplete="off" error={fields.memberCode} />
        <Field label={t('requests.order')} name="referenceId" defaultValue={params.get('referenceId') ?? ''} autoComplete="off" error={fields.referenceId} />
        <Button>{t('requests.filter')}</Button>
        {filtered ? <Link to={withParams({ type: null, memberCode: null, referenceId: null, pageOffset: null })} className="py-2 text-sm text-brand hover:underline">{t('requests.clear')}</Link> : <span />}
      </Form>
      {error && Object.keys(fields).length === 0 ? <Notice>{error}</Notice> : null}
      <p className="mb-2 text-sm text-muted" data-testid="requests-count">{total === 1 ? t('requests.count1') : t('requests.count', { n: total })}</p>
      <Table
        head={[t('requests.col.subject'), t('requests.col.member'), t('requests.col.order'), t('requests.col.filed'), t('requests.col.last'), t('requests.col.status')]}
        empty={rows.length === 0 && (status === 'open' && !filtered ? t('requests.empty.open') : t('requests.empty'))}
      >
        {rows.map((r) => {
          const waiting = r.status === 'open' && r.lastAuthor === 'member';
          return (
            <tr key={r['cr.requestId']} data-testid="request-row" data-request-id={r['cr.requestId']}>
              <Td className="min-w-56">
                <Link to={`/service/requests/${r['cr.requestId']}`} className="font-medium text-brand hover:underline">{r.subject}</Link>
                <p className="text-xs text-muted">#{r['cr.requestId']} · {r.typeLabel}</p>
              </Td>
              <Td>
                <Link to={`/service/members/${r.member.memberCode}`} className="hover:text-brand hover:underline">{r.member.name}</Link>
                <p className="font-mono text-xs text-muted">{r.member.memberCode}</p>
              </Td>
              <Td className="font-mono text-xs">
                {r.referenceId ? <Link to={`/orders/${r.referenceId}`} className="text-brand hover:underline">{r.referenceId}</Link> : t('requests.noOrder')}
              </Td>
              <Td className="whitespace-nowrap text-muted">{dateTime(r.createdAt, locale)}</Td>
              <Td className="whitespace-nowrap">
                {r.messageCount === 0 ? <span className="text-muted">{t('requests.noMessages')}</span> : (
                  <>
                    <span className="text-muted">{dateTime(r.lastMessageAt, locale)}</span>
                    <p className="text-xs">{r.messageCount === 1 ? t('requests.messages1') : t('requests.messages', { n: r.messageCount })}</p>
                  </>
                )}
              </Td>
              <Td className="whitespace-nowrap">
                {waiting ? <Badge tone="warn">{t('requests.awaiting')}</Badge> : r.status === 'open' ? <Badge tone="good">{t('requests.answered')}</Badge> : <Badge>{r.statusLabel}</Badge>}
              </Td>
            </tr>
          );
        })}
      </Table>
      <Pager total={total} pageSize={PAGE} offset={offset} hrefFor={(o) => withParams({ pageOffset: o ? String(o) : null })}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }) }} />
    </>
  );
}
