// Customer service: find a member by card code, mobile number, e-mail or name (the newest
// members when nothing is typed). A card code scanned or typed in full that finds exactly
// that member opens their page at once.
import { Form, Link, redirect, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { service } from '../texts/service.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, Field, PageHeader, Pager, Table, Td } from '../components/ui.tsx';
import { day, stars } from '../components/service/format.ts';
import type { StaffMemberSummary as MemberSummary } from '@eshop/domain/contract';

const PAGE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const offset = Math.max(0, Math.trunc(Number(url.searchParams.get('pageOffset')) || 0));
  try {
    const page = await api.list<MemberSummary>('staff/members', { q, pageSize: PAGE, pageOffset: offset });
    const code = q.replace(/[\s-]/g, '');
    if (page.total === 1 && page.rows[0]?.memberCode === code) return redirect(`/service/members/${code}`);
    return { ...page, q, offset, error: null };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && error.status === 400) return { rows: [] as MemberSummary[], total: 0, q, offset: 0, error: error.message };
    throw error;
  }
}

export default function Members() {
  const { rows, total, q, offset, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useT(service);
  const c = useT(common);
  const locale = useLocale();
  const hrefFor = (o: number) => {
    const next = new URLSearchParams(params);
    next.set('pageOffset', String(o));
    return `/service/members?${next}`;
  };
  return (
    <>
      <PageHeader title={t('members.title')} lead={t('members.lead')} />
      <Form method="get" role="search" className="mb-6 flex items-end gap-3 rounded-lg border border-line bg-white p-4">
        <Field label={t('members.q')} name="q" type="search" defaultValue={q} autoFocus autoComplete="off" maxLength={100} className="w-96" error={error ?? undefined} />
        <Button>{t('members.search')}</Button>
      </Form>
      <p className="mb-2 text-sm text-muted" data-testid="members-count">
        {q ? (total === 1 ? t('members.found1') : t('members.found', { n: total })) : t('members.newest')}
      </p>
      <Table
        head={[t('members.col.code'), t('members.col.name'), t('members.col.email'), t('members.col.phone'), t('members.col.level'), <span className="block text-right">{t('members.col.stars')}</span>, t('members.col.registered')]}
        empty={rows.length === 0 && !error && (q ? t('members.none', { q }) : c('list.empty'))}
      >
        {rows.map((m) => (
          <tr key={m.memberCode} data-testid="member-row">
            <Td className="font-mono"><Link to={`/service/members/${m.memberCode}`} className="text-brand hover:underline">{m.memberCode}</Link></Td>
            <Td>
              {m.nickname || m.fullName ? <Link to={`/service/members/${m.memberCode}`} className="font-medium text-ink hover:text-brand hover:underline">{m.nickname ?? m.fullName}</Link> : <span className="text-muted">—</span>}
              {m.nickname && m.fullName ? <p className="text-xs text-muted">{m.fullName}</p> : null}
            </Td>
            <Td className="break-all">{m.email ?? '—'}</Td>
            <Td className="whitespace-nowrap">{m.phone ?? '—'}</Td>
            <Td className="whitespace-nowrap"><Badge tone="brand">{m.levelName}</Badge></Td>
            <Td className="text-right tabular-nums">{stars(m.starsTenths)}</Td>
            <Td className="whitespace-nowrap text-muted">{day(m.registeredAt, locale)}</Td>
          </tr>
        ))}
      </Table>
      <Pager total={total} pageSize={PAGE} offset={offset} hrefFor={hrefFor}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }) }} />
    </>
  );
}
