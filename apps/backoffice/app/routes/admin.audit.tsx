// Admin: the audit log, searchable by subject / action / username, staff member, subject
// type and Shanghai dates; newest first, 50 a page; before and after side by side.
import { Form, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useT } from '../lib/i18n.ts';
import { admin } from '../texts/admin.ts';
import { common } from '../texts/common.ts';
import { Button, Field, Notice, PageHeader, Pager, Select, Table, Td } from '../components/ui.tsx';
import type { AuditRow as Entry } from '@eshop/domain/contract';

const PAGE = 50;
// The subject types the staff calls write (apps/server/src/modules/*: recordAudit).
const SUBJECTS = ['order', 'item', 'sku', 'category', 'tag', 'member', 'request', 'review', 'voucher_campaign', 'carousel_slide', 'special', 'staff', 'store-sale'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'admin');
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const k of ['q', 'staff', 'subjectType', 'from', 'to', 'pageOffset']) {
    const v = url.searchParams.get(k)?.trim();
    if (v) query[k] = v;
  }
  try {
    const page = await api.list<Entry>('staff/audit', { ...query, pageSize: PAGE });
    return { ...page, offset: Number(query.pageOffset ?? 0), error: null };
  } catch (error) {
    rethrowRefusal(error);
    // A bad filter (a date typed by hand) is shown above the empty list, not as an error page.
    if (error instanceof StaffApiError && error.status === 400) return { rows: [] as Entry[], total: 0, offset: 0, error: error.message };
    throw error;
  }
}

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  return <pre className="max-w-xs overflow-x-auto whitespace-pre-wrap break-all rounded bg-cream p-2 font-mono text-xs">{JSON.stringify(value, null, 1)}</pre>;
}

export default function AuditLog() {
  const { rows, total, offset, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useT(admin);
  const c = useT(common);
  const hrefFor = (o: number) => {
    const next = new URLSearchParams(params);
    next.set('pageOffset', String(o));
    return `/admin/audit?${next}`;
  };
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <Form method="get" className="mb-6 grid grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] items-end gap-3 rounded-lg border border-line bg-white p-4">
        <Field label={t('audit.q')} name="q" defaultValue={params.get('q') ?? ''} type="search" />
        <Field label={t('audit.staff')} name="staff" defaultValue={params.get('staff') ?? ''} />
        <Select label={t('audit.subject')} name="subjectType" defaultValue={params.get('subjectType') ?? ''}>
          <option value="">{t('audit.any')}</option>
          {SUBJECTS.map((s) => <option key={s} value={s}>{t(`subject.${s}`)}</option>)}
        </Select>
        <Field label={t('audit.from')} name="from" type="date" defaultValue={params.get('from') ?? ''} />
        <Field label={t('audit.to')} name="to" type="date" defaultValue={params.get('to') ?? ''} />
        <Button>{c('action.search')}</Button>
      </Form>
      {error ? <Notice>{error}</Notice> : null}
      <p className="mb-2 text-sm text-muted">{total === 1 ? t('audit.count1') : t('audit.count', { n: total })}</p>
      <Table head={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.subject'), t('audit.before'), t('audit.after')]} empty={rows.length === 0 && c('list.empty')}>
        {rows.map((e) => (
          <tr key={e.id}>
            <Td className="whitespace-nowrap text-muted">{e.at}</Td>
            <Td className="font-mono">{e.staffUsername}</Td>
            <Td className="font-mono">{e.action}</Td>
            <Td>{(SUBJECTS as readonly string[]).includes(e.subjectType) ? t(`subject.${e.subjectType as (typeof SUBJECTS)[number]}`) : e.subjectType} <span className="font-mono">{e.subjectId}</span></Td>
            <Td><Change value={e.before} /></Td>
            <Td><Change value={e.after} /></Td>
          </tr>
        ))}
      </Table>
      <Pager total={total} pageSize={PAGE} offset={offset} hrefFor={hrefFor} labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }) }} />
    </>
  );
}
