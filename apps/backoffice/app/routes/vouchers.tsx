// Vouchers: the campaigns, newest first, with how their vouchers stand (issued,
// redeemed, available, expired) and whether the campaign runs.
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireArea } from '../lib/guard.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { vouchers } from '../texts/vouchers.ts';
import { common } from '../texts/common.ts';
import { Badge, ButtonLink, PageHeader, Pager, Table, Td } from '../components/ui.tsx';
import { campaignStatus, shanghaiDateTime, termsText } from '../components/vouchers/format.ts';
import type { Campaign as CampaignRow } from '@eshop/domain/contract';

const PAGE_SIZE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'vouchers');
  const offset = Math.max(0, Number(new URL(request.url).searchParams.get('offset')) || 0);
  const { rows, total } = await api.list<CampaignRow>('staff/vouchers/campaigns', { pageSize: PAGE_SIZE, pageOffset: offset });
  const now = Date.now();
  return { campaigns: rows.map((c) => ({ ...c, status: campaignStatus(c, now) })), total, offset };
}

const STATUS_TONE = { running: 'good', upcoming: 'warn', ended: 'neutral' } as const;

export default function Campaigns() {
  const { campaigns, total, offset } = useLoaderData<typeof loader>();
  const t = useT(vouchers);
  const c = useT(common);
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <PageHeader title={t('list.title')} lead={t('list.lead')} actions={<ButtonLink to="/vouchers/new" variant="primary">{t('list.new')}</ButtonLink>} />
      <Table
        head={[t('col.campaign'), t('col.terms'), t('col.validity'), t('col.issued'), t('col.redeemed'), t('col.available'), t('col.expired'), t('col.status')]}
        empty={campaigns.length === 0 ? t('list.empty') : false}
      >
        {campaigns.map((row) => (
          <tr key={row.id} data-testid={`campaign-${row.code}`} className="hover:bg-cream/50">
            <Td>
              <Link to={`/vouchers/${row.id}`} className="font-medium text-brand hover:underline">{locale === 'zh_CN' ? row.titleZh : row.titleEn}</Link>
              <div className="mt-0.5 font-mono text-xs text-muted">{row.code}</div>
            </Td>
            <Td>
              <div>{termsText(row, locale)}</div>
              <div className="mt-0.5 text-xs text-muted">{t(`kind.${row.kind}`)}</div>
            </Td>
            <Td className="whitespace-nowrap text-xs text-muted">
              <div>{shanghaiDateTime(row.validFrom, locale)} –</div>
              <div>{shanghaiDateTime(row.validUntil, locale)}</div>
            </Td>
            <Td className="text-right tabular-nums">{row.issued}</Td>
            <Td className="text-right tabular-nums">{row.redeemed}</Td>
            <Td className="text-right tabular-nums">{row.available}</Td>
            <Td className="text-right tabular-nums">{row.expired}</Td>
            <Td><Badge tone={STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</Badge></Td>
          </tr>
        ))}
      </Table>
      <Pager
        total={total} pageSize={PAGE_SIZE} offset={offset} hrefFor={(o) => `/vouchers?offset=${o}`}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE_SIZE) + 1, pages }) }}
      />
    </>
  );
}
