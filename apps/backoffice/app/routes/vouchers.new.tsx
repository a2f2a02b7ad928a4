// Vouchers: a new campaign. The kind is a choice of three; the fields of the other kinds
// hide by CSS alone (:has on the checked kind), so the form works without JavaScript.
// The server checks everything (amounts in RMB → fen, percent, dates) and answers with
// the API's messages beside the fields; on success the campaign's page opens.
import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requireArea } from '../lib/guard.server.ts';
import { attempt, formFields } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { vouchers } from '../texts/vouchers.ts';
import { common } from '../texts/common.ts';
import { Button, ButtonLink, Card, Field, Notice, PageHeader } from '../components/ui.tsx';
import { shanghaiWallTime } from '../components/vouchers/format.ts';

const KINDS = ['off', 'discount', 'cash'] as const;
const FIELDS = ['code', 'kind', 'titleEn', 'titleZh', 'amount', 'percentOff', 'cap', 'minSpend', 'validFrom', 'validUntil'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'vouchers');
  // From today's midnight for 30 days, Shanghai time.
  const today = shanghaiWallTime(new Date()).slice(0, 10);
  const end = shanghaiWallTime(new Date(Date.parse(`${today}T00:00:00+08:00`) + 30 * 86_400_000)).slice(0, 10);
  return { validFrom: `${today}T00:00`, validUntil: `${end}T00:00` };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'vouchers');
  const form = await formFields(request);
  const body = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? ''])) as Record<(typeof FIELDS)[number], string>;
  return attempt(async () => {
    const made = await api.post<{ id: number }>('staff/vouchers/campaigns', body);
    throw redirect(`/vouchers/${made.id}`);
  }, { values: body });
}

export default function NewCampaign() {
  const defaults = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT(vouchers);
  const c = useT(common);
  const failed = result && !result.ok ? result : undefined;
  const err = (field: string) => failed?.fields[field];
  // What was typed, when the server refused it (the page re-renders without JavaScript).
  const typed = (field: (typeof FIELDS)[number]) => failed?.values[field];
  const kindChosen = typed('kind') || 'off';
  return (
    <>
      <PageHeader title={t('new.title')} lead={t('new.lead')} actions={<ButtonLink to="/vouchers">{c('action.cancel')}</ButtonLink>} />
      {failed && Object.keys(failed.fields).length === 0 ? <Notice>{failed.error}</Notice> : null}
      <Form method="post" className="group space-y-6" noValidate>
        <Card title={t('new.names')}>
          <div className="grid grid-cols-3 gap-4">
            <Field label={t('field.code')} name="code" defaultValue={typed('code')} required autoComplete="off" className="[&_input]:font-mono [&_input]:uppercase" hint={t('field.code.hint')} error={err('code')} />
            <Field label={t('field.titleEn')} name="titleEn" defaultValue={typed('titleEn')} required maxLength={60} hint={t('field.title.hint')} error={err('titleEn')} />
            <Field label={t('field.titleZh')} name="titleZh" defaultValue={typed('titleZh')} required maxLength={60} hint={t('field.title.hint')} error={err('titleZh')} />
          </div>
        </Card>
        <Card title={t('new.what')}>
          <fieldset>
            <legend className="block text-sm font-medium text-ink">{t('field.kind')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-3">
              {KINDS.map((kind) => (
                <label key={kind} className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40">
                  <input type="radio" name="kind" value={kind} id={`kind-${kind}`} defaultChecked={kind === kindChosen} className="mt-1 accent-brand" />
                  <span>
                    <span className="block text-sm font-medium text-ink">{t(`kind.${kind}`)}</span>
                    <span className="block text-xs text-muted">{t(`kind.${kind}.hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {err('kind') ? <p className="mt-1 text-xs text-red-700" role="alert">{err('kind')}</p> : null}
          </fieldset>
          <div className="mt-5 grid grid-cols-2 gap-4">
            <Field className="group-has-[#kind-discount:checked]:hidden" label={t('field.amount')} name="amount" defaultValue={typed('amount')} inputMode="decimal" placeholder="30.00" hint={t('field.amount.hint')} error={err('amount')} />
            <Field className="hidden group-has-[#kind-discount:checked]:block" label={t('field.percentOff')} name="percentOff" defaultValue={typed('percentOff')} inputMode="numeric" placeholder="15" hint={t('field.percentOff.hint')} error={err('percentOff')} />
            <Field className="hidden group-has-[#kind-discount:checked]:block" label={t('field.cap')} name="cap" defaultValue={typed('cap')} inputMode="decimal" placeholder="50.00" hint={t('field.cap.hint')} error={err('cap')} />
            <Field className="group-has-[#kind-cash:checked]:hidden" label={t('field.minSpend')} name="minSpend" defaultValue={typed('minSpend')} inputMode="decimal" placeholder="199.00" hint={t('field.minSpend.hint')} error={err('minSpend')} />
          </div>
        </Card>
        <Card title={t('new.when')}>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t('field.validFrom')} name="validFrom" type="datetime-local" required defaultValue={typed('validFrom') ?? defaults.validFrom} error={err('validFrom')} />
            <Field label={t('field.validUntil')} name="validUntil" type="datetime-local" required defaultValue={typed('validUntil') ?? defaults.validUntil} hint={t('field.validUntil.hint')} error={err('validUntil')} />
          </div>
        </Card>
        <div className="flex justify-end gap-3">
          <ButtonLink to="/vouchers">{c('action.cancel')}</ButtonLink>
          <Button>{t('new.submit')}</Button>
        </div>
      </Form>
    </>
  );
}
