// Product guides (spec section 2, "Information pages": productmesg/*; docs/decisions/0017):
// the main page `productmesg` and `productmesg/:page`. Each guide's words come from
// content/info/ as loader data, with links to lists that exist in the catalogue and a few
// of the category's products (Item.List by cname). An unknown guide is a 404.
import { data, Link } from 'react-router';
import type { Route } from './+types/productmesg';
import { apiFor } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageMeta, pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import { PRODUCT_GUIDES, productsMain } from '../content/info/index.ts';
import { GUIDE_CATEGORY, PRODUCT_PAGES, isProductPage } from '../content/info/pages.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ProductGrid } from '../components/catalog/ProductCard.tsx';
import { sized } from '../lib/images.ts';
import { InfoLayout } from '../components/info/InfoLayout.tsx';
import { InfoSections } from '../components/info/InfoBlocks.tsx';
import { InfoHub } from '../components/info/InfoHub.tsx';
import '../i18n/areas/info.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.page;
  const { locale } = pageContext(new URL(request.url).pathname);
  const api = apiFor(request, context);
  if (slug === undefined) {
    // The guides' cards show their category's picture (images the media service has).
    const categories = (await api.categories()).data;
    const images = Object.fromEntries(PRODUCT_PAGES.map((p) => [p, categories.find((c) => c.cname === GUIDE_CATEGORY[p])?.image ?? null]));
    return { slug: null, main: productsMain[locale], guide: null, items: [], category: null, images };
  }
  if (!isProductPage(slug)) throw data({ reason: 'not-found' }, { status: 404 });
  const [items, categories] = await Promise.all([
    api.items({ cname: GUIDE_CATEGORY[slug], available: 'Y', sort: 'bestselling', pageSize: 4 }),
    api.categories(),
  ]);
  const category = categories.data.find((c) => c.cname === GUIDE_CATEGORY[slug]) ?? null;
  return { slug, main: null, guide: PRODUCT_GUIDES[slug][locale], items: items.data, category, images: {} };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const t = translator(shellLocale(matches));
  if (!d) return pageTitle(matches, null);
  return pageMeta(matches, d.slug ? t(`info.page.${d.slug}`) : t('info.products.title'), { description: d.guide?.lead ?? t('info.products.lead') });
}

export default function ProductGuidePage({ loaderData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const { slug, main, guide, items, category, images } = loaderData;
  if (!slug || !guide) {
    const cards = PRODUCT_PAGES.map((p) => ({ path: `productmesg/${p}`, title: t(`info.page.${p}`), summary: t(`info.summary.${p}`), image: (images as Record<string, string | null>)[p] ?? undefined }));
    return (
      <InfoLayout group="productmesg" title={t('info.products.title')} lead={main?.lead ?? t('info.products.lead')}>
        <InfoHub cards={cards} columns={5} />
        {main && <InfoSections sections={main.sections} />}
      </InfoLayout>
    );
  }
  return (
    <InfoLayout group="productmesg" slug={slug} title={t(`info.page.${slug}`)} lead={guide.lead}>
      <section aria-label={t('info.shop.title')} className="flex max-w-3xl items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-line">
        {category && <img src={sized(category.image, 160)} alt="" width={160} height={160} className={`shrink-0 rounded-lg object-cover ${device === 'mobile' ? 'h-20 w-20' : 'h-28 w-28'}`} />}
        <div className="min-w-0 space-y-2">
          <p className="font-semibold">{t('info.shop.title')}</p>
          {category && device !== 'mobile' && <p className="text-sm text-muted">{category.blurb}</p>}
          <ul className="flex flex-wrap gap-2 text-sm">
            {guide.links.map((l) => (
              <li key={l.path}><Link to={to(l.path)} className="block rounded-full bg-cream px-3 py-1 ring-1 ring-line hover:text-brand hover:ring-brand" data-testid="guide-link">{l.label}</Link></li>
            ))}
          </ul>
        </div>
      </section>
      <InfoSections sections={guide.sections} />
      {items.length > 0 && (
        <section className="space-y-4" data-testid="guide-products">
          <div className="flex items-end justify-between border-b border-line pb-2">
            <h2 className={`font-serif font-bold ${device === 'mobile' ? 'text-lg' : 'text-2xl'}`}>{t('info.shop.featured')}</h2>
            <Link to={to(guide.links[0]!.path)} className="text-sm text-brand hover:underline">{t('info.shop.viewAll')} →</Link>
          </div>
          <ProductGrid items={items} />
        </section>
      )}
    </InfoLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
