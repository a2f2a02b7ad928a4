// Screens of the spec's route list that later issues build (i18n/screens.ts) render a
// bilingual "coming soon" page; any other path under a valid locale and device is the
// 404 page. Device-only screens answer 404 on the other device (spec section 2).
import { data, Link, matchPath } from 'react-router';
import type { Route } from './+types/coming-soon';
import { screensById, upcomingScreens } from '../i18n/screens.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import '../i18n/areas/coming-soon.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { device } = pageContext(pathname);
  const screenPath = pathname.replace(/^\/eshop(\/zh_CN)?\/(pc|mobile)/, '').replace(/(.)\/$/, '$1');
  const screen = upcomingScreens.find((s) => matchPath({ path: `/${s.path}`, end: true }, screenPath));
  if (!screen || (screen.devices && !screen.devices.includes(device))) throw data({ reason: 'not-found' }, { status: 404 });
  return { screenId: screen.id };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const screen = d ? screensById.get(d.screenId) : undefined;
  return pageTitle(matches, screen ? screen.title[shellLocale(matches)] : null);
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t, to, locale } = usePage();
  const screen = screensById.get(loaderData.screenId);
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="coming-soon">
      <p className="text-sm uppercase tracking-widest text-gold">{t('comingSoon.title')}</p>
      <h1 className="mt-3 font-serif text-3xl font-bold">{screen?.title[locale] ?? t('comingSoon.title')}</h1>
      <p className="mt-4 text-muted">{t('comingSoon.body')}</p>
      <Link to={to()} className="mt-8 inline-block rounded-full bg-brand px-6 py-2.5 font-medium text-white hover:bg-brand-dark">{t('comingSoon.back')}</Link>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
