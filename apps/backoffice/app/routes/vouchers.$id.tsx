// Vouchers: one campaign — its terms and counts, issuing it to one member (card code,
// e-mail or mobile number) or to every member of a level (confirmed first), and the
// orders that redeemed its vouchers. Issuing again never makes a second voucher for the
// same member: the page says how many were issued and how many already had it.
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { formatMemberCode, LEVELS } from '@eshop/domain/loyalty';
import { ORDER_STATUS_LABELS, parseOrderStatus } from '@eshop/domain/orders';
import { requireArea } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { attempt, formFields } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { vouchers } from '../texts/vouchers.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, ButtonLink, Card, Facts, Field, Notice, PageHeader, Pager, Select, Table, Td } from '../components/ui.tsx';
import { campaignStatus, price, shanghaiDateTime, termsText } from '../components/vouchers/format.ts';
import type { Campaign as CampaignRow, IssueResult, Redemption } from '@eshop/domain/contract';

const PAGE_SIZE = 20;

type Issued = IssueResult & { memberCode?: string };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'vouchers');
  if (!/^\d{1,10}$/.test(params.id ?? '')) throw data(null, { status: 404 });
  const offset = Math.max(0, Number(new URL(request.url).searchParams.get('offset')) || 0);
  try {
    const [campaign, redemptions] = await Promise.all([
      api.get<CampaignRow>(`staff/vouchers/campaigns/${params.id}`),
      api.list<Redemption>(`staff/vouchers/campaigns/${params.id}/redemptions`, { pageSize: PAGE_SIZE, pageOffset: offset }),
    ]);
    return { campaign: { ...campaign, status: campaignStatus(campaign, Date.now()) }, redemptions, offset };
  } catch (error) {
    if (error instanceof StaffApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'vouchers');
  const { intent = '', member = '', level = '' } = await formFields(request);
  const path = `staff/vouchers/campaigns/${encodeURIComponent(params.id ?? '')}/issue`;
  return attempt(async () => {
    const issued = intent === 'level'
      ? await api.post<Issued>(`${path}/level`, { level })
      : await api.post<Issued>(`${path}/member`, { member });
    return { intent, issued, at: Date.now() };
  }, { values: { intent, member, level } });
}

const STATUS_TONE = { running: 'good', upcoming: 'warn', ended: 'neutral' } as const;

export default function CampaignPage() {
  const { campaign, redemptions, offset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT(vouchers);
  const c = useT(common);
  const locale = useLocale();
  const failed = result && !result.ok ? result : undefined;
  const done = result?.ok ? result : undefined;
  const pages = Math.max(1, Math.ceil(redemptions.total / PAGE_SIZE));
  const title = locale === 'zh_CN' ? campaign.titleZh : campaign.titleEn;

  let doneText = '';
  if (done) {
    const { issued, already, members, memberCode } = done.issued;
    const member = memberCode ? formatMemberCode(memberCode) : '';
    doneText = done.intent === 'level' ? t('issue.done.level', { issued, members, already })
      : issued > 0 ? t('issue.done.member', { issued, member }) : t('issue.done.memberAlready', { member });
  }

  return (
    <>
      <PageHeader
        title={title}
        lead={<span className="flex items-center gap-2"><span className="font-mono">{campaign.code}</span><Badge tone={STATUS_TONE[campaign.status]}>{t(`status.${campaign.status}`)}</Badge></span>}
        actions={<ButtonLink to="/vouchers">{t('detail.back')}</ButtonLink>}
      />
      {done ? <Notice tone="success">{doneText}</Notice> : null}
      {failed && Object.keys(failed.fields).length === 0 ? <Notice>{failed.error}</Notice> : null}

      <div className="grid grid-cols-[1fr_20rem] gap-6">
        <Card title={t('detail.terms')}>
          <Facts rows={[
            [t('detail.kind'), t(`kind.${campaign.kind}`)],
            [t('detail.shownAs'), <span key="shown">{title}<span className="ml-2 text-muted">· {termsText(campaign, locale)}</span></span>],
            ...(campaign.kind === 'cash' ? [] : [[t('detail.minSpend'), campaign.minSpendFen > 0 ? price(campaign.minSpendFen) : t('detail.none')] as [string, string]]),
            ...(campaign.kind === 'discount' ? [[t('detail.cap'), campaign.amountFen > 0 ? price(campaign.amountFen) : t('detail.none')] as [string, string]] : []),
            [t('detail.validity'), t('validity.range', { from: shanghaiDateTime(campaign.validFrom, locale), until: shanghaiDateTime(campaign.validUntil, locale) })],
            [t('detail.createdBy'), `${campaign.createdBy} · ${shanghaiDateTime(campaign.createdAt, locale)}`],
          ]} />
        </Card>
        <Card title={t('detail.counts')}>
          <dl className="grid grid-cols-2 gap-3" data-testid="campaign-counts">
            {(['issued', 'redeemed', 'available', 'expired'] as const).map((k) => (
              <div key={k} className="rounded-md bg-cream px-3 py-2">
                <dt className="text-xs text-muted">{t(`col.${k}`)}</dt>
                <dd className="font-serif text-2xl text-ink tabular-nums" data-testid={`count-${k}`}>{campaign[k]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      {campaign.ended ? (
        <div className="mt-6"><Notice tone="info">{t('issue.ended')}</Notice></div>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-6">
          <Card title={t('issue.member')}>
            {/* A new form after each issue: the field is empty again for the next member. */}
            <Form method="post" className="flex items-end gap-3" key={done?.at ?? 'issue'}>
              <Field
                className="flex-1" label={t('issue.member.field')} name="member" required autoComplete="off"
                defaultValue={failed?.values.intent === 'member' ? failed.values.member : ''} error={failed?.fields.member}
              />
              <Button name="intent" value="member">{t('issue.member.submit')}</Button>
            </Form>
          </Card>
          <Card title={t('issue.level')}>
            <details>
              <summary className="cursor-pointer text-sm text-brand">{t('issue.level.submit')}…</summary>
              <Form method="post" className="mt-3 space-y-3">
                <Select label={t('issue.level.field')} name="level" defaultValue={failed?.values.level || '1'} error={failed?.fields.level}>
                  {LEVELS.map((l) => <option key={l.id} value={l.id}>{l.id} · {l.name[locale]}</option>)}
                </Select>
                <p className="text-xs text-muted">{t('issue.level.hint')}</p>
                <p className="text-sm text-ink">{t('issue.level.confirm')}</p>
                <Button name="intent" value="level">{t('issue.level.submit')}</Button>
              </Form>
            </details>
          </Card>
        </div>
      )}

      <h2 className="mt-8 mb-3 text-base font-semibold text-ink">{t('redemptions.title')}</h2>
      <Table
        head={[t('redemptions.order'), t('redemptions.member'), t('redemptions.date'), t('redemptions.amount'), t('redemptions.total'), t('redemptions.status')]}
        empty={redemptions.rows.length === 0 ? t('redemptions.empty') : false}
      >
        {redemptions.rows.map((r) => (
          <tr key={r.transactionId} data-testid="redemption">
            <Td><Link to={`/orders/${r.transactionId}`} className="font-mono text-brand hover:underline">{r.transactionId}</Link></Td>
            <Td>
              {r.memberCode ? <div className="font-mono text-xs">{formatMemberCode(r.memberCode)}</div> : null}
              <div className="text-muted">{r.memberContact ?? t('redemptions.cancelledMember')}</div>
            </Td>
            <Td className="whitespace-nowrap">{shanghaiDateTime(r.usedAt, locale)}</Td>
            <Td className="tabular-nums">{price(r.amountFen)}</Td>
            <Td className="tabular-nums">{price(r.orderTotalFen)}</Td>
            <Td>{ORDER_STATUS_LABELS[parseOrderStatus(r.orderStatus)][locale]}</Td>
          </tr>
        ))}
      </Table>
      <Pager
        total={redemptions.total} pageSize={PAGE_SIZE} offset={offset} hrefFor={(o) => `/vouchers/${campaign.id}?offset=${o}`}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE_SIZE) + 1, pages }) }}
      />
    </>
  );
}
