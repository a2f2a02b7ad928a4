// Catalogue: a new item with its first size. Hidden from the shop unless "show now" is
// ticked, so images and more sizes can be added first; then to the item's own page.
import { Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requireArea } from '../lib/guard.server.ts';
import { useT } from '../lib/i18n.ts';
import { catalogue } from '../texts/catalogue.ts';
import { common } from '../texts/common.ts';
import { Button, ButtonLink, Card, Notice, PageHeader } from '../components/ui.tsx';
import { ItemFields } from '../components/catalogue/ItemFields.tsx';
import { SkuFields } from '../components/catalogue/SkuFields.tsx';
import { itemBody, refusalOf, skuBody, withFactRows } from '../components/catalogue/actions.server.ts';
import type { StaffCategory, StaffTag } from '@eshop/domain/contract';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const [categories, tags] = await Promise.all([api.get<StaffCategory[]>('staff/catalogue/categories'), api.get<StaffTag[]>('staff/catalogue/tags')]);
  return { categories, tags };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const form = await request.formData();
  const { body, rows } = itemBody(form);
  let itemId = 0;
  const refused = await refusalOf('item', async () => {
    ({ itemId } = await api.post<{ itemId: number }>('staff/catalogue/items', { ...body, published: form.get('published') === 'on', sku: skuBody(form, 'sku.') }));
  });
  if (refused) return withFactRows(refused, rows);
  return redirect(`/catalogue/items/${itemId}?saved=created`);
}

export default function NewItem() {
  const { categories, tags } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT(catalogue);
  const c = useT(common);
  const errors = failed?.fields ?? {};
  return (
    <>
      <PageHeader title={t('new.title')} lead={t('new.lead')} actions={<ButtonLink to="/catalogue/items">{c('action.back')}</ButtonLink>} />
      {failed && Object.keys(failed.fields).length === 0 ? <Notice>{failed.error}</Notice> : null}
      <Form method="post" className="space-y-6">
        <Card title={t('new.details')}>
          <ItemFields categories={categories} tags={tags} errors={errors} />
        </Card>
        <Card title={t('sku.first')}>
          <p className="mb-4 text-sm text-muted">{t('sku.lead')}</p>
          <div className="grid grid-cols-3 gap-4">
            <SkuFields prefix="sku." idPrefix="new-sku" errors={errors} />
          </div>
        </Card>
        <div className="flex items-center justify-between rounded-lg border border-line bg-white p-5">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input type="checkbox" name="published" className="mt-1 accent-brand" />
            <span>
              <span className="font-medium">{t('field.published')}</span>
              <span className="block text-xs text-muted">{t('field.publishedHint')}</span>
            </span>
          </label>
          <Button>{t('new.create')}</Button>
        </div>
      </Form>
    </>
  );
}
