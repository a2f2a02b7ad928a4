// Admin: the staff accounts (list and a new account). Roles as checkboxes; the server
// checks username, password length and roles, with the same messages as the API.
import { Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ROLES } from '@eshop/domain/staff';
import { requireArea } from '../lib/guard.server.ts';
import { attempt } from '../lib/forms.server.ts';
import { useT } from '../lib/i18n.ts';
import { admin } from '../texts/admin.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, Card, Field, Notice, PageHeader, Table, Td } from '../components/ui.tsx';
import { RoleChoices } from '../components/admin/RoleChoices.tsx';
import type { StaffAccount as Account } from '@eshop/domain/contract';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'admin');
  return { accounts: await api.get<Account[]>('staff/accounts') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'admin');
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim().toLowerCase();
  return attempt(async () => {
    await api.post('staff/accounts', { username, name: String(form.get('name') ?? ''), password: String(form.get('password') ?? ''), roles: form.getAll('roles').map(String) });
    return { created: username };
  });
}

export default function StaffAccounts() {
  const { accounts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT(admin);
  const c = useT(common);
  const failed = result && !result.ok ? result : undefined;
  return (
    <>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')} />
      <div className="grid grid-cols-[1fr_22rem] gap-6">
        <Table head={[t('staff.username'), t('staff.name'), t('staff.roles'), t('staff.status'), t('staff.created'), '']}>
          {accounts.map((a) => (
            <tr key={a.username} data-testid={`staff-${a.username}`}>
              <Td className="font-mono">{a.username}</Td>
              <Td>{a.name}</Td>
              <Td><div className="flex flex-wrap gap-1">{a.roles.map((r) => <Badge key={r} tone={r === 'admin' ? 'brand' : 'neutral'}>{c(`role.${r}` as 'role.admin')}</Badge>)}</div></Td>
              <Td>{a.disabled ? <Badge tone="bad">{t('staff.disabled')}</Badge> : <Badge tone="good">{t('staff.active')}</Badge>}</Td>
              <Td className="whitespace-nowrap text-muted">{a.createdAt}</Td>
              <Td><Link className="text-brand hover:underline" to={`/admin/staff/${a.username}`}>{t('staff.edit')}</Link></Td>
            </tr>
          ))}
        </Table>
        <Card title={t('staff.new')}>
          {result?.ok ? <Notice tone="success">{t('staff.created.ok', { username: result.created })}</Notice> : null}
          {failed && Object.keys(failed.fields).length === 0 ? <Notice>{failed.error}</Notice> : null}
          <Form method="post" className="space-y-4" key={result?.ok ? result.created : 'new'}>
            <Field label={t('staff.username')} name="username" required autoComplete="off" error={failed?.fields.username} />
            <Field label={t('staff.name')} name="name" required error={failed?.fields.name} />
            <Field label={t('staff.password')} name="password" type="password" required minLength={10} autoComplete="new-password" hint={t('staff.passwordHint')} error={failed?.fields.password} />
            <RoleChoices roles={STAFF_ROLES} checked={[]} legend={t('staff.roles')} help={t('staff.rolesHelp')} error={failed?.fields.roles} />
            <Button className="w-full">{t('staff.create')}</Button>
          </Form>
        </Card>
      </div>
    </>
  );
}
