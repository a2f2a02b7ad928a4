// Catalogue: every item, published or hidden — search by either name, the code or the item
// number; filter by category, published and sold out; 25 a page.
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireArea } from '../lib/guard.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { catalogue } from '../texts/catalogue.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, ButtonLink, PageHeader, Pager, Select, Table, Td } from '../components/ui.tsx';
import { priceRange } from '../components/catalogue/money.ts';
import type { StaffCategory, StaffItemRow } from '@eshop/domain/contract';

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'catalogue');
  const params = new URL(request.url).searchParams;
  const offset = Math.max(0, Math.min(1_000_000, Number.parseInt(params.get('offset') ?? '0', 10) || 0));
  const pick = (name: string, allowed: readonly string[]) => (allowed.includes(params.get(name) ?? '') ? params.get(name)! : undefined);
  const categoryId = /^\d{1,9}$/.test(params.get('category') ?? '') ? params.get('category')! : undefined;
  const [items, categories] = await Promise.all([
    api.list<StaffItemRow>('staff/catalogue/items', {
      q: params.get('q')?.trim().slice(0, 100) || undefined, categoryId, published: pick('published', ['yes', 'no']), soldOut: pick('soldOut', ['yes', 'no']),
      pageSize: PAGE_SIZE, pageOffset: offset,
    }),
    api.get<StaffCategory[]>('staff/catalogue/categories'),
  ]);
  return { items: items.rows, total: items.total, offset, categories };
}

export default function Items() {
  const { items, total, offset, categories } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useT(catalogue);
  const c = useT(common);
  const locale = useLocale();
  const zh = locale === 'zh_CN';
  const filtered = ['q', 'category', 'published', 'soldOut'].some((k) => params.get(k));
  const hrefFor = (o: number) => {
    const next = new URLSearchParams(params);
    next.set('offset', String(o));
    return `?${next.toString()}`;
  };
  return (
    <>
      <PageHeader title={t('items.title')} lead={t('items.lead')} actions={<ButtonLink to="/catalogue/items/new" variant="primary">{t('items.new')}</ButtonLink>} />
      <Form method="get" role="search" className="mb-4 grid grid-cols-[1fr_12rem_9rem_9rem_auto] items-end gap-3 rounded-lg border border-line bg-white p-4">
        <div>
          <label htmlFor="f-q" className="block text-sm font-medium text-ink">{c('action.search')}</label>
          <input id="f-q" type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder={t('items.search')} maxLength={100}
            className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand" />
        </div>
        <Select label={t('field.category')} name="category" defaultValue={params.get('category') ?? ''}>
          <option value="">{t('items.allCategories')}</option>
          {categories.map((cat) => <option key={cat.categoryId} value={cat.categoryId}>{zh ? cat.nameZh : cat.nameEn}</option>)}
        </Select>
        <Select label={t('items.status')} name="published" defaultValue={params.get('published') ?? ''}>
          <option value="">{t('items.any')}</option>
          <option value="yes">{t('items.published')}</option>
          <option value="no">{t('items.hidden')}</option>
        </Select>
        <Select label={t('items.stock')} name="soldOut" defaultValue={params.get('soldOut') ?? ''}>
          <option value="">{t('items.any')}</option>
          <option value="no">{t('items.inStock')}</option>
          <option value="yes">{t('items.soldOut')}</option>
        </Select>
        <div className="flex items-center gap-3">
          <Button>{t('items.filter')}</Button>
          {filtered ? <Link to="/catalogue/items" className="text-sm text-brand hover:underline">{t('items.clear')}</Link> : null}
        </div>
      </Form>
      <p className="mb-2 text-sm text-muted" data-testid="items-count">{t('items.count', { n: total })}</p>
      <Table
        head={[t('items.col.image'), t('items.col.item'), t('items.col.category'), t('items.col.price'), t('items.col.stock'), t('items.col.status')]}
        empty={items.length === 0 ? t('items.empty') : false}
      >
        {items.map((item) => (
          <tr key={item.itemId} data-testid={`item-row-${item.itemId}`} className="hover:bg-cream/60">
            <Td className="w-20"><img src={`${item.thumbnail}?w=160`} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 max-w-none rounded object-cover ring-1 ring-line" /></Td>
            <Td>
              <Link to={`/catalogue/items/${item.itemId}`} className="font-medium text-brand hover:underline">{zh ? item.nameZh : item.nameEn}</Link>
              <p className="text-xs text-muted">{zh ? item.nameEn : item.nameZh}</p>
              <p className="font-mono text-xs text-muted">{item.code} · {t('item.id', { id: item.itemId })}</p>
            </Td>
            <Td className="text-muted">{zh ? item.categoryZh : item.categoryEn}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {priceRange(item.minPriceFen, item.maxPriceFen, locale)}
              <p className="text-xs text-muted">{item.skuCount === 1 ? t('items.size') : t('items.sizes', { n: item.skuCount })}</p>
            </Td>
            <Td className="tabular-nums">{item.stock}</Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                {item.published ? <Badge tone="good">{t('items.published')}</Badge> : <Badge tone="neutral">{t('items.hidden')}</Badge>}
                {item.soldOut ? <Badge tone="warn">{t('items.soldOut')}</Badge> : null}
              </div>
            </Td>
          </tr>
        ))}
      </Table>
      <Pager total={total} pageSize={PAGE_SIZE} offset={offset} hrefFor={hrefFor}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE_SIZE) + 1, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }) }} />
    </>
  );
}
