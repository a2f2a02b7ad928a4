// Catalogue: one item — its details, whether the shop shows it, its images and its sizes
// with prices and stock. One action switches on `intent`; each form sends the version of
// what it showed, and a save over someone else's change is refused with the API's 409
// message and a reload link. After a save the page is read again (?saved= says what).
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requireArea } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { catalogue } from '../texts/catalogue.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, ButtonLink, Card, Notice, PageHeader } from '../components/ui.tsx';
import { ItemFields } from '../components/catalogue/ItemFields.tsx';
import { SkuFields } from '../components/catalogue/SkuFields.tsx';
import { ImageManager } from '../components/catalogue/ImageManager.tsx';
import { Confirm } from '../components/catalogue/Confirm.tsx';
import { imagesBody, itemBody, refusalOf, skuBody, text, whole, withFactRows } from '../components/catalogue/actions.server.ts';
import type { StaffCategory, StaffItem, StaffTag } from '@eshop/domain/contract';

const SAVED = ['item', 'created', 'sku', 'skuAdded', 'published', 'hidden', 'images'] as const;
type Saved = (typeof SAVED)[number];
/** Refusals that a fresh look at the page resolves. */
const RELOAD = ['CATALOGUE_CHANGED', 'STOCK_CHANGED', 'IMAGE_NOT_FOUND', 'SKU_NOT_FOUND'];

const itemIdOf = (id: string | undefined) => (/^\d{1,9}$/.test(id ?? '') ? Number(id) : null);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const itemId = itemIdOf(params.id);
  if (itemId === null) throw data(null, { status: 404 });
  try {
    const [item, categories, tags] = await Promise.all([
      api.get<StaffItem>(`staff/catalogue/items/${itemId}`),
      api.get<StaffCategory[]>('staff/catalogue/categories'),
      api.get<StaffTag[]>('staff/catalogue/tags'),
    ]);
    return { item, categories, tags };
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const itemId = itemIdOf(params.id);
  if (itemId === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = text(form, 'intent');
  const path = `staff/catalogue/items/${itemId}`;
  const done = (saved: Saved) => redirect(`/catalogue/items/${itemId}?saved=${saved}`);

  switch (intent) {
    case 'item': {
      const { body, rows } = itemBody(form);
      const refused = await refusalOf('item', () => api.post(path, { version: whole(form, 'version'), ...body }));
      return refused ? withFactRows(refused, rows) : done('item');
    }
    case 'publish':
    case 'hide':
      return (await refusalOf('shop', () => api.post(path, { version: whole(form, 'version'), published: intent === 'publish' }))) ?? done(intent === 'publish' ? 'published' : 'hidden');
    case 'sku': {
      const skuId = text(form, 'skuId');
      const fields = skuBody(form);
      // "Mark sold out": the row as shown, with stock 0 over the stock it showed.
      const body = { ...fields, ...(form.has('soldOut') ? { stock: '0' } : {}), version: whole(form, 'version'), stockSeen: text(form, 'stockSeen') };
      return (await refusalOf(`sku-${skuId}`, () => api.post(`staff/catalogue/skus/${encodeURIComponent(skuId)}`, body))) ?? done('sku');
    }
    case 'sku-add':
      return (await refusalOf('sku-new', () => api.post(`${path}/skus`, skuBody(form)))) ?? done('skuAdded');
    case 'image':
      return (await refusalOf('image', () => api.post(`${path}/images/${encodeURIComponent(text(form, 'imageId'))}`, { action: text(form, 'action') }))) ?? done('images');
    case 'images': {
      const body = await imagesBody(form);
      return (await refusalOf('images', () => api.post(`${path}/images`, body))) ?? done('images');
    }
    default:
      throw data(null, { status: 400 });
  }
}

export default function Item() {
  const { item, categories, tags } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(catalogue);
  const c = useT(common);
  const locale = useLocale();
  const zh = locale === 'zh_CN';
  const saved = SAVED.find((s) => s === params.get('saved'));
  const errorsOf = (target: string) => (failed?.target === target ? failed.fields : {});
  const general = failed && failed.target !== 'images' && Object.keys(failed.fields).length === 0 ? failed : undefined;
  const name = zh ? item.nameZh : item.nameEn;
  return (
    <>
      <PageHeader
        title={name}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{item.code}</span>
            <span>· {t('item.id', { id: item.itemId })} · {zh ? item.categoryZh : item.categoryEn} · {t('item.updated', { at: item.updatedAt })}</span>
            {item.published ? <Badge tone="good">{t('items.published')}</Badge> : <Badge>{t('items.hidden')}</Badge>}
            {item.skus.every((s) => s.soldOut) ? <Badge tone="warn">{t('items.soldOut')}</Badge> : null}
          </span>
        }
        actions={<ButtonLink to="/catalogue/items">{c('action.back')}</ButtonLink>}
      />
      {saved && !failed ? <Notice tone="success">{t(`saved.${saved}`)}</Notice> : null}
      {general ? (
        <Notice>
          {general.error}{' '}
          {general.code && RELOAD.includes(general.code) ? <Link to={`/catalogue/items/${item.itemId}`} reloadDocument className="font-medium underline">{t('reload')}</Link> : null}
        </Notice>
      ) : null}

      <div className="grid grid-cols-[1fr_20rem] items-start gap-6">
        <Card title={t('item.details')}>
          <Form method="post" className="space-y-4" key={`item-${item.version}`}>
            <input type="hidden" name="intent" value="item" />
            <input type="hidden" name="version" value={item.version} />
            <ItemFields item={item} categories={categories} tags={tags} errors={errorsOf('item')} />
            <div className="flex justify-end"><Button>{t('item.save')}</Button></div>
          </Form>
        </Card>

        <div className="space-y-6">
          <Card title={t('shop.title')}>
            <p className="mb-3 text-sm text-ink" data-testid="shop-status">{item.published ? t('shop.published') : t('shop.hidden')}</p>
            {item.published ? (
              <div className="space-y-3">
                <a href={`/eshop/${zh ? 'zh_CN/' : ''}pc/item/${item.itemId}`} target="_blank" rel="noreferrer" className="inline-block text-sm text-brand hover:underline">{t('shop.view')} ↗</a>
                <Confirm label={t('shop.hide')} question={t('shop.hideConfirm')} fields={{ intent: 'hide', version: item.version }} testId="hide-item" />
              </div>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <input type="hidden" name="version" value={item.version} />
                <Button className="w-full">{t('shop.publish')}</Button>
              </Form>
            )}
          </Card>
          <ImageManager item={item} uploadError={failed?.target === 'images' ? failed.error : undefined} />
        </div>
      </div>

      <Card title={t('sku.title')} className="mt-6">
        <p className="mb-4 text-sm text-muted">{t('sku.lead')}</p>
        <div className="space-y-3">
          {item.skus.map((sku, i) => (
            <Form key={`${sku.skuId}-${sku.version}-${sku.stock}`} method="post" data-testid={`sku-${sku.skuId}`} aria-label={t('sku.number', { n: i + 1 })}
              className="rounded-md border border-line p-4">
              <input type="hidden" name="intent" value="sku" />
              <input type="hidden" name="skuId" value={sku.skuId} />
              <input type="hidden" name="version" value={sku.version} />
              <input type="hidden" name="stockSeen" value={sku.stock} />
              <div className="grid grid-cols-[1fr_1fr_8rem_11rem_6rem_7rem] items-start gap-3">
                <SkuFields sku={sku} idPrefix={`sku-${sku.skuId}`} errors={errorsOf(`sku-${sku.skuId}`)} />
              </div>
              {/* Save comes first in the form, so Enter in a field saves (never "sold out"). */}
              <div className="mt-3 flex flex-row-reverse items-center justify-start gap-3">
                <Button>{t('sku.save')}</Button>
                {sku.soldOut ? <Badge tone="warn">{t('sku.soldOutBadge')}</Badge> : <Button variant="secondary" name="soldOut" value="1">{t('sku.soldOut')}</Button>}
              </div>
            </Form>
          ))}
          <Form method="post" className="rounded-md border border-dashed border-line bg-cream/40 p-4" aria-label={t('sku.addTitle')} key={`new-${item.skus.length}`}>
            <h3 className="mb-3 text-sm font-semibold text-ink">{t('sku.addTitle')}</h3>
            <input type="hidden" name="intent" value="sku-add" />
            <div className="grid grid-cols-[1fr_1fr_8rem_11rem_6rem_7rem] items-start gap-3">
              <SkuFields idPrefix="sku-new" errors={errorsOf('sku-new')} />
            </div>
            <div className="mt-3 flex justify-end"><Button variant="secondary">{t('sku.add')}</Button></div>
          </Form>
        </div>
      </Card>
    </>
  );
}
