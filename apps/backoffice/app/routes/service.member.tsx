// Customer service: a member's page — profile, star balance, web orders (to the order's
// back-office page), store purchases, star history and vouchers. Admins adjust stars here:
// a signed amount with one decimal at most ("12.5", "-3"), turned into tenths exactly, and
// a reason the member reads; the staff API writes the ledger entry and the audit entry.
import { data, Link, Form, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isMemberCode, parseStarsToTenths } from '@eshop/domain/loyalty';
import { formatPrice } from '@eshop/domain/money';
import { requireArea, rethrowRefusal, type Refusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { refusalOf, type FormFailure } from '../lib/forms.server.ts';
import { localeOf, translate, useLocale, useT, type Locale } from '../lib/i18n.ts';
import { service } from '../texts/service.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, ButtonLink, Card, Facts, Field, Notice, PageHeader, Pager, Table, Td } from '../components/ui.tsx';
import { calendarDay, dateTime, day, signedStars, stars } from '../components/service/format.ts';
import type { StaffMemberPage as MemberPage, StarTxKind as StarKind } from '@eshop/domain/contract';

type SubjectFailure = FormFailure & { subject: string; intent: string };

const PAGE = 10;
const LISTS = ['ordersOffset', 'storeOrdersOffset', 'starsOffset'] as const;
/** Who may adjust stars (the staff API's STAR_ADJUST_ROLES decides; the form is shown to them only). */
const ADJUSTERS = ['admin'];

function codeOf(raw: string | undefined): string {
  if (!isMemberCode(raw)) throw data(null, { status: 404 });
  return raw;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { me, api } = await requireArea(request, context, 'service');
  const code = codeOf(params.code);
  const url = new URL(request.url);
  const query: Record<string, number> = { pageSize: PAGE };
  for (const k of LISTS) query[k] = Math.max(0, Math.trunc(Number(url.searchParams.get(k)) || 0));
  try {
    const member = await api.get<MemberPage>(`staff/members/${code}`, query);
    return { member, offsets: query as Record<(typeof LISTS)[number], number>, mayAdjust: me.roles.some((r) => ADJUSTERS.includes(r)) };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { me, api } = await requireArea(request, context, 'service');
  if (!me.roles.some((r) => ADJUSTERS.includes(r))) throw data<Refusal>({ refused: 'role' }, { status: 403 });
  const code = codeOf(params.code);
  const t = translate(service, localeOf(request));
  const form = await request.formData();
  const amount = String(form.get('amount') ?? '');
  const reason = String(form.get('reason') ?? '').trim();
  const parsed = parseStarsToTenths(amount);
  if (!parsed.ok) {
    const message = t(parsed.reason === 'zero' ? 'member.amountZero' : parsed.reason === 'tooLarge' ? 'member.amountTooLarge' : 'member.amountInvalid');
    return data<SubjectFailure>({ ok: false, subject: code, intent: 'stars', error: message, fields: { amount: message } }, { status: 400 });
  }
  let balanceTenths = 0;
  const failed = await refusalOf({ subject: code, intent: 'stars' }, async () => {
    balanceTenths = (await api.post<{ balanceTenths: number }>(`staff/members/${code}/stars`, { tenths: parsed.tenths, reason })).balanceTenths;
  });
  if (!failed) return redirect(`/service/members/${code}?adjusted=${parsed.tenths}&balance=${balanceTenths}`);
  // The API's refusal of an empty reason (STARS_ADJUST_REASON) names no field: it belongs beside the reason.
  if (reason === '' && Object.keys(failed.data.fields).length === 0) return data<SubjectFailure>({ ...failed.data, fields: { reason: failed.data.error } }, failed.init ?? undefined);
  return failed;
}

/** A numeric column's heading, aligned with its figures. */
const right = (text: string) => <span className="block text-right">{text}</span>;

const kindTone: Record<StarKind, 'good' | 'bad' | 'neutral' | 'brand' | 'warn'> = {
  order: 'good', store_order: 'good', store_void: 'bad', spend: 'brand', return: 'neutral', adjust: 'warn', merge: 'neutral',
};

function Section({ title, total, children }: { title: string; total: number; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="flex items-baseline gap-2 text-base font-semibold text-ink">{title} <span className="text-sm font-normal text-muted">{total}</span></h2>
      {children}
    </section>
  );
}

export default function MemberDetail() {
  const { member: m, offsets, mayAdjust } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(service);
  const c = useT(common);
  const locale: Locale = useLocale();
  const failed = result ?? undefined;
  const adjusted = params.get('adjusted');
  const hrefFor = (list: (typeof LISTS)[number]) => (o: number) => {
    const next = new URLSearchParams(params);
    next.delete('adjusted');
    next.delete('balance');
    next.set(list, String(o));
    return `/service/members/${m.memberCode}?${next}#${list}`;
  };
  const none = <span className="text-muted">{t('member.none')}</span>;
  const pagerLabels = (offset: number, total: number) => ({
    previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }),
  });
  return (
    <>
      <PageHeader
        title={m.name}
        lead={<span className="flex items-center gap-2"><span className="font-mono">{m.memberCode}</span> <Badge tone="brand">{m.levelName}</Badge></span>}
        actions={<>
          <ButtonLink to={`/service/requests?status=all&memberCode=${m.memberCode}`}>{t('member.requests')}</ButtonLink>
          <ButtonLink to="/service/members">{t('member.back')}</ButtonLink>
        </>}
      />
      {adjusted && /^-?\d+$/.test(adjusted) ? (
        <Notice tone="success">{t('member.adjusted', { stars: signedStars(Number(adjusted)), balance: stars(Number(params.get('balance'))) })}</Notice>
      ) : null}
      <div className="mb-8 grid grid-cols-[1fr_24rem] gap-6">
        <Card title={t('member.profile')}>
          <Facts rows={[
            [t('member.code'), <span className="font-mono" data-testid="member-code">{m.memberCode}</span>],
            [t('member.nickname'), m.nickname ?? none],
            [t('member.fullName'), m.fullName ?? none],
            [t('member.email'), m.email ?? none],
            [t('member.phone'), m.phone ? <>{m.phone} <span className="text-xs text-muted">({m.phoneVerified ? t('member.phoneVerified') : t('member.phoneUnverified')})</span></> : none],
            [t('member.level'), m.levelName],
            [t('member.birthday'), m.birthday ? calendarDay(m.birthday, locale) : none],
            [t('member.registered'), dateTime(m.registeredAt, locale)],
          ]} />
        </Card>
        <Card title={t('member.stars')}>
          <p className="mb-4 flex items-baseline gap-2"><span className="font-serif text-4xl text-brand" data-testid="member-balance">{stars(m.starsTenths)}</span> <span className="text-sm text-muted">{t('member.starsUnit')}</span></p>
          {mayAdjust ? (
            // Keyed by the balance: after an adjustment the form is empty again; a refusal keeps what was typed.
            <Form method="post" className="space-y-3 border-t border-line pt-4" key={m.starsTenths}>
              <h3 className="text-sm font-semibold text-ink">{t('member.adjust')}</h3>
              <p className="text-xs text-muted">{t('member.adjustLead')}</p>
              {failed && !failed.fields.amount && !failed.fields.reason && !failed.fields.tenths ? <Notice>{failed.error}</Notice> : null}
              <Field label={t('member.adjustAmount')} name="amount" inputMode="decimal" autoComplete="off" required className="w-56"
                hint={t('member.adjustAmountHint')} error={failed?.fields.amount ?? failed?.fields.tenths} />
              <Field label={t('member.adjustReason')} name="reason" required maxLength={200} autoComplete="off" error={failed?.fields.reason} />
              <Button>{t('member.adjustButton')}</Button>
            </Form>
          ) : <p className="border-t border-line pt-4 text-xs text-muted">{t('member.adjustAdminOnly')}</p>}
        </Card>
      </div>

      <div className="space-y-8">
        <Section title={t('member.orders')} total={m.orders.total}>
          <div id="ordersOffset" />
          <Table head={[t('member.col.order'), t('member.col.date'), t('member.col.status'), t('member.col.delivery'), right(t('member.col.total'))]} empty={m.orders.rows.length === 0 && t('member.ordersEmpty')}>
            {m.orders.rows.map((o) => (
              <tr key={o.transactionId} data-testid="member-order">
                <Td className="font-mono"><Link to={`/orders/${o.transactionId}`} className="text-brand hover:underline">{o.transactionId}</Link></Td>
                <Td className="whitespace-nowrap text-muted">{dateTime(o.createdAt, locale)}</Td>
                <Td>{o.statusLabel}</Td>
                <Td>{o.orderType === 'WP' ? t('member.starShop') : o.deliveryOption === 'pickup' ? t('member.pickup') : t('member.delivery')}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{o.orderType === 'WP' ? t('member.starsCost', { stars: stars(o.starsCostTenths) }) : formatPrice(o.totalFen)}</Td>
              </tr>
            ))}
          </Table>
          <Pager total={m.orders.total} pageSize={PAGE} offset={offsets.ordersOffset} hrefFor={hrefFor('ordersOffset')} labels={pagerLabels(offsets.ordersOffset, m.orders.total)} />
        </Section>

        <Section title={t('member.storeOrders')} total={m.storeOrders.total}>
          <div id="storeOrdersOffset" />
          <Table head={[t('member.col.purchase'), t('member.col.date'), t('member.col.store'), right(t('member.col.total')), right(t('member.col.stars'))]} empty={m.storeOrders.rows.length === 0 && t('member.storeOrdersEmpty')}>
            {m.storeOrders.rows.map((o) => (
              <tr key={o.trxLogId} data-testid="member-store-order">
                <Td className="font-mono">#{o.trxLogId} <span className="font-sans text-xs text-muted">{o.lineCount === 1 ? t('member.lines1') : t('member.lines', { n: o.lineCount })}</span></Td>
                <Td className="whitespace-nowrap text-muted">{dateTime(o.paidAt, locale)}</Td>
                <Td>{o.storeName}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatPrice(o.totalFen)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{o.voided ? <Badge tone="bad">{t('member.voided')}</Badge> : null} {signedStars(o.starsTenths)}</Td>
              </tr>
            ))}
          </Table>
          <Pager total={m.storeOrders.total} pageSize={PAGE} offset={offsets.storeOrdersOffset} hrefFor={hrefFor('storeOrdersOffset')} labels={pagerLabels(offsets.storeOrdersOffset, m.storeOrders.total)} />
        </Section>

        <Section title={t('member.ledger')} total={m.stars.total}>
          <div id="starsOffset" />
          <Table head={[t('member.col.date'), t('member.col.kind'), t('member.col.remark'), right(t('member.col.change'))]} empty={m.stars.rows.length === 0 && t('member.ledgerEmpty')}>
            {m.stars.rows.map((e) => (
              <tr key={e.id} data-testid="member-star" data-kind={e.kind}>
                <Td className="whitespace-nowrap text-muted">{dateTime(e.createdAt, locale)}</Td>
                <Td><Badge tone={kindTone[e.kind]}>{t(`kind.${e.kind}`)}</Badge></Td>
                <Td>{e.transactionId ? <Link to={`/orders/${e.transactionId}`} className="hover:text-brand hover:underline">{e.remark}</Link> : e.remark}</Td>
                <Td className={`whitespace-nowrap text-right font-medium tabular-nums ${e.tenths < 0 ? 'text-red-700' : 'text-fresh'}`}>{signedStars(e.tenths)}</Td>
              </tr>
            ))}
          </Table>
          <Pager total={m.stars.total} pageSize={PAGE} offset={offsets.starsOffset} hrefFor={hrefFor('starsOffset')} labels={pagerLabels(offsets.starsOffset, m.stars.total)} />
        </Section>

        <Section title={t('member.vouchers')} total={m.vouchers.length}>
          <Table head={[t('member.col.voucher'), t('member.col.kind'), t('member.col.valid'), t('member.col.status'), t('member.col.usedOn')]} empty={m.vouchers.length === 0 && t('member.vouchersEmpty')}>
            {m.vouchers.map((v) => (
              <tr key={v['v.voucherId']} data-testid="member-voucher" data-status={v.status}>
                <Td>{v.title}</Td>
                <Td className="whitespace-nowrap">{t(`voucher.kind.${v.kind}`)}</Td>
                <Td className="whitespace-nowrap text-muted">{t('member.validRange', { from: day(v.validFrom, locale), until: day(v.validUntil, locale) })}</Td>
                <Td><Badge tone={v.status === 'available' ? 'good' : v.status === 'used' ? 'neutral' : 'bad'}>{t(`voucher.${v.status}`)}</Badge></Td>
                <Td className="font-mono">{v.usedTransactionId ? <Link to={`/orders/${v.usedTransactionId}`} className="text-brand hover:underline">{v.usedTransactionId}</Link> : none}</Td>
              </tr>
            ))}
          </Table>
        </Section>
      </div>
    </>
  );
}
