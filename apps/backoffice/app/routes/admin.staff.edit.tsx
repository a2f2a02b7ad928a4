// Admin: one staff account — name and roles, disable / enable (confirmed in place, works
// without JavaScript), a new password. The server refuses an admin demoting or disabling
// themselves and removing the last admin.
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ROLES } from '@eshop/domain/staff';
import { requireArea } from '../lib/guard.server.ts';
import { attempt } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { admin } from '../texts/admin.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, ButtonLink, Card, Field, Notice, PageHeader } from '../components/ui.tsx';
import { RoleChoices } from '../components/admin/RoleChoices.tsx';
import type { StaffAccount as Account } from '@eshop/domain/contract';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'admin');
  const account = (await api.get<Account[]>('staff/accounts')).find((a) => a.username === params.username);
  if (!account) throw data(null, { status: 404 });
  return { account };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'admin');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const path = `staff/accounts/${encodeURIComponent(params.username ?? '')}`;
  return attempt(async () => {
    if (intent === 'password') {
      await api.post(`${path}/password`, { password: String(form.get('password') ?? '') });
    } else if (intent === 'disable' || intent === 'enable') {
      await api.post(path, { disabled: intent === 'disable' });
    } else {
      await api.post(path, { name: String(form.get('name') ?? ''), roles: form.getAll('roles').map(String) });
    }
    return { intent };
  });
}

export default function StaffAccount() {
  const { account } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT(admin);
  const c = useT(common);
  const failed = result && !result.ok ? result : undefined;
  return (
    <>
      <PageHeader
        title={t('staff.editTitle', { username: account.username })}
        lead={account.disabled ? <Badge tone="bad">{t('staff.disabled')}</Badge> : <Badge tone="good">{t('staff.active')}</Badge>}
        actions={<ButtonLink to="/admin/staff">{c('action.back')}</ButtonLink>}
      />
      {result?.ok ? <Notice tone="success">{result.intent === 'password' ? t('staff.passwordSaved') : t('staff.saved')}</Notice> : null}
      {failed && Object.keys(failed.fields).length === 0 ? <Notice>{failed.error}</Notice> : null}
      <div className="grid grid-cols-2 gap-6">
        <Card title={t('staff.edit')}>
          <Form method="post" className="space-y-4">
            <Field label={t('staff.name')} name="name" defaultValue={account.name} required error={failed?.fields.name} />
            <RoleChoices roles={STAFF_ROLES} checked={account.roles} legend={t('staff.roles')} help={t('staff.rolesHelp')} error={failed?.fields.roles} />
            <Button name="intent" value="save">{t('staff.save')}</Button>
          </Form>
        </Card>
        <div className="space-y-6">
          <Card title={t('staff.newPassword')}>
            <Form method="post" className="space-y-4">
              <Field label={t('staff.newPassword')} name="password" type="password" required minLength={10} autoComplete="new-password" hint={t('staff.passwordHint')} error={failed?.fields.password} />
              <Button name="intent" value="password" variant="secondary">{t('staff.setPassword')}</Button>
            </Form>
          </Card>
          <Card title={account.disabled ? t('staff.enable') : t('staff.disable')}>
            {account.disabled ? (
              <Form method="post"><Button name="intent" value="enable" variant="secondary">{t('staff.enable')}</Button></Form>
            ) : (
              <details>
                <summary className="cursor-pointer text-sm text-red-700">{t('staff.disable')}…</summary>
                <Form method="post" className="mt-3 space-y-3">
                  <p className="text-sm text-ink">{t('staff.disableConfirm', { username: account.username })}</p>
                  <Button name="intent" value="disable" variant="danger">{t('staff.disable')}</Button>
                </Form>
              </details>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
