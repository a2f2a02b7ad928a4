// About pages (spec section 2, "Information pages": about/*; docs/decisions/0017): the hub
// `about` and `about/:page`. Each page's words come from content/info/ as loader data, in
// the page's language only; contact adds the stores of Store.List on a shipped map,
// suppliers the world map, workshops the calendar computed from today, delivery the
// promise for an order placed now. An unknown page is a 404.
import { data } from 'react-router';
import type { Route } from './+types/about';
import { deliveryPromise } from '@eshop/domain/delivery';
import { formatPrice } from '@eshop/domain/money';
import { shanghaiDate } from '@eshop/domain/time';
import { apiFor } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageMeta, pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import { ABOUT_CONTENT } from '../content/info/index.ts';
import { ABOUT_PAGES, isAboutPage, type AboutPage } from '../content/info/pages.ts';
import { upcomingSessions } from '../content/info/workshop-calendar.ts';
import { CALENDAR_DAYS, WORKSHOPS } from '../content/info/workshops.ts';
import { SHANGHAI_MAP, projectShanghai } from '../content/maps/shanghai-map.ts';
import { SUPPLIERS_MAP } from '../content/maps/suppliers-map.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { InfoLayout } from '../components/info/InfoLayout.tsx';
import { InfoSections } from '../components/info/InfoBlocks.tsx';
import { InfoHub } from '../components/info/InfoHub.tsx';
import { StoreCard } from '../components/info/StoreCard.tsx';
import { StoresMap } from '../components/info/StoresMap.tsx';
import { SuppliersMap } from '../components/info/SuppliersMap.tsx';
import { WorkshopCalendar } from '../components/info/WorkshopCalendar.tsx';
import '../i18n/areas/info.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.page;
  if (slug === undefined) return { slug: null, content: null, extras: {} };
  if (!isAboutPage(slug)) throw data({ reason: 'not-found' }, { status: 404 });
  const { locale } = pageContext(new URL(request.url).pathname);
  const content = ABOUT_CONTENT[slug][locale];
  return { slug, content, extras: await extrasFor(slug, request, context, locale) };
}

async function extrasFor(slug: AboutPage, request: Request, context: Route.LoaderArgs['context'], locale: 'en_US' | 'zh_CN') {
  const now = new Date();
  switch (slug) {
    case 'contact': {
      // The stores the database holds (Store.List), placed on the shipped map.
      const stores = (await apiFor(request, context).stores()).data;
      const markers = stores.map((s, i) => ({ n: i + 1, code: s.code, name: s.name, ...projectShanghai(s.longitude, s.latitude) }));
      const { width, height, land, pxPerKm, labels } = SHANGHAI_MAP;
      return { stores, storesMap: { width, height, land, pxPerKm, labels, markers } };
    }
    case 'suppliers':
      return { suppliersMap: SUPPLIERS_MAP };
    case 'workshops': {
      const byId = new Map(WORKSHOPS.map((w) => [w.id, w]));
      const format = new Intl.DateTimeFormat(locale === 'zh_CN' ? 'zh-CN' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      const calendar = upcomingSessions(WORKSHOPS, shanghaiDate(now), CALENDAR_DAYS).map((s) => {
        const w = byId.get(s.workshopId)!;
        return { key: `${s.date}-${s.workshopId}`, date: s.date, dateLabel: format.format(Date.parse(`${s.date}T00:00:00Z`)), time: `${s.start}–${s.end}`, name: w.name[locale], price: formatPrice(w.priceFen), places: w.places };
      });
      return { calendar };
    }
    case 'delivery': {
      const t = translator(locale);
      const words = [t('info.delivery.today'), t('info.delivery.tomorrow'), t('info.delivery.dayAfter')];
      const shanghai = deliveryPromise({ now, city: 'Shanghai', option: 'delivery' });
      const other = deliveryPromise({ now, city: null, option: 'delivery' });
      return { deliveryNow: t('info.delivery.now', { shanghai: words[shanghai.daysFromToday]!, other: words[other.daysFromToday]! }) };
    }
    default:
      return {};
  }
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const t = translator(shellLocale(matches));
  if (!d) return pageTitle(matches, null);
  return pageMeta(matches, d.slug ? t(`info.page.${d.slug}`) : t('info.about.title'), { description: d.content?.lead ?? t('info.about.lead') });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, device } = usePage();
  const { slug, content, extras } = loaderData;
  if (!slug || !content) {
    const cards = ABOUT_PAGES.map((s) => ({ path: `about/${s}`, title: t(`info.page.${s}`), summary: t(`info.summary.${s}`) }));
    return (
      <InfoLayout group="about" title={t('info.about.title')} lead={t('info.about.lead')}>
        <InfoHub cards={cards} />
      </InfoLayout>
    );
  }
  return (
    <InfoLayout group="about" slug={slug} title={t(`info.page.${slug}`)} lead={content.lead}>
      {extras.deliveryNow && <p className="max-w-3xl rounded-xl bg-brand-soft px-4 py-3 font-medium text-brand" data-testid="delivery-now">{extras.deliveryNow}</p>}
      {extras.storesMap && extras.stores && (
        <div className={device === 'mobile' ? 'space-y-4' : 'grid grid-cols-[1fr_340px] items-start gap-6'}>
          <StoresMap map={extras.storesMap} />
          <ul className="grid gap-3" data-testid="store-list">
            {extras.stores.map((s, i) => <li key={s['r.storeId']}><StoreCard store={s} n={i + 1} /></li>)}
          </ul>
        </div>
      )}
      {extras.suppliersMap && <SuppliersMap map={extras.suppliersMap} />}
      {extras.calendar && <WorkshopCalendar rows={extras.calendar} />}
      <InfoSections sections={content.sections} />
    </InfoLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
