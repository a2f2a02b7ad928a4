// The cashier screen: find a member by card code (a scanner types the digits and Enter),
// see them, record a store sale through the tills' path. The sale's id is drawn when the
// form is shown, so pressing the button twice records one sale; the store last used is
// remembered on this computer.
import { Form, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { formatPrice } from '@eshop/domain/money';
import { formatStars } from '@eshop/domain/loyalty';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { attempt } from '../lib/forms.server.ts';
import { newSaleId } from '../lib/ids.server.ts';
import { readCookie, useT } from '../lib/i18n.ts';
import { cashier } from '../texts/cashier.ts';
import { Badge, Button, ButtonLink, Card, Facts, Field, Notice, PageHeader, Select, Table, Td } from '../components/ui.tsx';
import type { CashierMember as Member } from '@eshop/domain/contract';

interface Store { 'r.storeId': number; name: string }
interface Receipt { trxLogId: number; starsTenths: number; balanceTenths: number; replay: boolean }

const STORE_COOKIE = 'bo_store';
const LINES = 4;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'cashier');
  const code = new URL(request.url).searchParams.get('code')?.replace(/\s+/g, '') ?? '';
  const stores = await api.get<Store[]>('a/capi/account/Store.List', { pageSize: 0 });
  const storeId = Number(readCookie(request.headers.get('cookie'), STORE_COOKIE)) || stores[0]?.['r.storeId'] || 1;
  if (!code) return { code, member: null, error: null, stores, storeId, trxLogId: 0 };
  try {
    const member = await api.get<Member>(`staff/cashier/members/${encodeURIComponent(code)}`);
    return { code, member, error: null, stores, storeId, trxLogId: newSaleId() };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && error.status < 500) return { code, member: null, error: error.message, stores, storeId, trxLogId: 0 };
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'cashier');
  const form = await request.formData();
  const lines: { name: string; amount: string; quantity: number }[] = [];
  for (let i = 0; i < LINES; i++) {
    const name = String(form.get(`name${i}`) ?? '').trim();
    const amount = String(form.get(`amount${i}`) ?? '').trim();
    const quantity = String(form.get(`quantity${i}`) ?? '').trim();
    if (!name && !amount) continue;
    lines.push({ name, amount, quantity: quantity ? Number(quantity) : 1 });
  }
  const storeId = Number(form.get('storeId'));
  const result = await attempt(async () => {
    const receipt = await api.post<Receipt>('staff/cashier/sales', { trxLogId: Number(form.get('trxLogId')), storeId, memberCode: String(form.get('memberCode') ?? ''), lines });
    return { receipt };
  });
  if ('ok' in result && result.ok) {
    // Back to the member with a fresh sale id; the receipt travels in the URL.
    const r = result.receipt;
    const params = new URLSearchParams({ code: String(form.get('memberCode') ?? ''), sale: String(r.trxLogId), stars: String(r.starsTenths), balance: String(r.balanceTenths), replay: r.replay ? '1' : '0' });
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    return redirect(`/cashier?${params}`, { headers: { 'Set-Cookie': `${STORE_COOKIE}=${storeId}; Path=/backoffice; Max-Age=31536000; SameSite=Strict${secure}` } });
  }
  return result;
}

export default function CashierScreen() {
  const { code, member, error, stores, storeId, trxLogId } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(cashier);
  const stars = (tenths: number) => formatStars(tenths);
  const sale = params.get('sale');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} actions={member ? <ButtonLink to="/cashier">{t('another')}</ButtonLink> : null} />
      {sale && member ? (
        <Notice tone={params.get('replay') === '1' ? 'info' : 'success'}>
          {params.get('replay') === '1'
            ? t('replayed', { trxLogId: sale })
            : t('recorded', { trxLogId: sale, stars: stars(Number(params.get('stars'))), balance: stars(Number(params.get('balance'))) })}
        </Notice>
      ) : null}
      <Form method="get" className="mb-6 flex items-end gap-3 rounded-lg border border-line bg-white p-4">
        <Field label={t('code')} name="code" defaultValue={code} inputMode="numeric" autoComplete="off" autoFocus={!member} required className="w-72" error={error ?? undefined} />
        <Button>{t('find')}</Button>
      </Form>
      {member ? (
        <div className="grid grid-cols-[20rem_1fr] gap-6">
          <div className="space-y-6">
            <Card title={t('member')}>
              <p className="mb-3 font-serif text-xl text-brand" data-testid="cashier-member">{member.name}</p>
              <Facts rows={[
                [t('code'), <span className="font-mono">{member.memberCode}</span>],
                [t('level'), <Badge tone="brand">{member.levelName}</Badge>],
                [t('balance'), <span data-testid="cashier-balance">{t('stars', { stars: stars(member.balanceTenths) })}</span>],
              ]} />
            </Card>
            <Card title={t('recent')}>
              {member.recent.length === 0 ? <p className="text-sm text-muted">{t('noRecent')}</p> : (
                <ul className="space-y-2 text-sm">
                  {member.recent.map((r) => (
                    <li key={r.trxLogId} className="flex justify-between gap-2">
                      <span className="text-muted">{r.paidAt}<br />{r.store}</span>
                      <span className="text-right">{formatPrice(r.totalFen)}<br /><span className="text-fresh">+{stars(r.starsTenths)}</span> {r.voided ? <Badge tone="bad">{t('voided')}</Badge> : null}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <Card title={t('sale')}>
            {failed && !failed.ok ? <Notice>{failed.error}</Notice> : null}
            {/* A new sale id remounts the form: the next customer starts from empty lines. */}
            <Form method="post" className="space-y-4" key={trxLogId}>
              <input type="hidden" name="trxLogId" value={trxLogId} />
              <input type="hidden" name="memberCode" value={member.memberCode} />
              <Select label={t('store')} name="storeId" defaultValue={String(storeId)} className="w-72">
                {stores.map((s) => <option key={s['r.storeId']} value={s['r.storeId']}>{s.name}</option>)}
              </Select>
              <Table head={[t('item'), t('quantity'), t('amount')]}>
                {Array.from({ length: LINES }, (_, i) => (
                  <tr key={i}>
                    <Td><input aria-label={`${t('item')} ${i + 1}`} name={`name${i}`} maxLength={100} required={i === 0} className="w-full rounded border border-line px-2 py-1" /></Td>
                    <Td className="w-24"><input aria-label={`${t('quantity')} ${i + 1}`} name={`quantity${i}`} type="number" min="0.001" step="0.001" defaultValue="1" className="w-full rounded border border-line px-2 py-1" /></Td>
                    <Td className="w-40"><input aria-label={`${t('amount')} ${i + 1}`} name={`amount${i}`} inputMode="decimal" placeholder="0.00" required={i === 0} className="w-full rounded border border-line px-2 py-1 text-right" /></Td>
                  </tr>
                ))}
              </Table>
              <p className="text-xs text-muted">{t('hint')}</p>
              <Button>{t('record')}</Button>
            </Form>
          </Card>
        </div>
      ) : null}
    </>
  );
}
