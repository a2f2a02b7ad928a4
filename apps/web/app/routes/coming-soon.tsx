import { data, Link, useMatches } from 'react-router';
import type { Route } from './+types/coming-soon';
import { screensById, upcomingScreens } from '../i18n/screens.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { pageTitle, shellLocale } from '../lib/meta.ts';

// Screens of the spec's route list that later issues build. Device-only screens answer
// 404 on the other device (spec section 2).
export function loader({ params, request }: Route.LoaderArgs) {
  const { device } = pageContext(params);
  const screenPath = new URL(request.url).pathname.replace(/^\/eshop(\/zh_CN)?\/(pc|mobile)\//, '').replace(/\/$/, '');
  const screen = upcomingScreens.find((s) => s.path === screenPath);
  if (screen?.devices && !screen.devices.includes(device)) throw data({ reason: 'not-found' }, { status: 404 });
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const screen = screensById.get(matches[matches.length - 1]?.id ?? '');
  return pageTitle(matches, screen ? screen.title[shellLocale(matches)] : null);
}

export default function ComingSoon() {
  const { t, to, locale } = usePage();
  const matches = useMatches();
  const screen = screensById.get(matches[matches.length - 1]?.id ?? '');
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
