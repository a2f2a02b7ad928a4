import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation, useRouteError, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ReactNode } from 'react';
import { staffApi } from './lib/api.server.ts';
import { currentStaff, type Refusal } from './lib/guard.server.ts';
import { localeOf, readCookie, useT, type RootData } from './lib/i18n.ts';
import { common } from './texts/common.ts';
import { Frame } from './components/Frame.tsx';
import { SignInForm } from './components/SignInForm.tsx';
import { ButtonLink } from './components/ui.tsx';
import './app.css';

export function links() {
  return [{ rel: 'icon', href: '/backoffice/favicon.svg', type: 'image/svg+xml' }];
}

export function meta() {
  return [{ title: 'Butcher & Deli back-office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The language, and who is signed in (no API call without the staff cookie). */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const locale = localeOf(request);
  const hasSession = readCookie(request.headers.get('cookie'), 'eshop_staff') !== undefined;
  return { locale, me: hasSession ? await currentStaff(staffApi(request, context)) : null };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <html lang={root?.locale === 'zh_CN' ? 'zh-CN' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { me } = useLoaderData<typeof loader>();
  return me ? <Frame me={me}><Outlet /></Frame> : <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const location = useLocation();
  const t = useT(common);
  const refusal = isRouteErrorResponse(error) && error.status === 403 ? (error.data as Refusal | undefined) : undefined;
  let body: ReactNode;
  if (refusal?.refused === 'sign-in' || (refusal && !root?.me)) {
    return <SignInForm redirectTo={location.pathname + location.search} intro={t('signIn.required')} />;
  } else if (refusal) {
    body = <p>{t('refused.role')}</p>;
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    body = <p>{t('error.notFound')}</p>;
  } else {
    body = <p>{t('error.title')}</p>;
  }
  const page = (
    <div className="rounded-lg border border-line bg-white p-8 text-center">
      <div className="mb-6 text-ink">{body}</div>
      <ButtonLink to="/">{t('refused.home')}</ButtonLink>
    </div>
  );
  return root?.me ? <Frame me={root.me}>{page}</Frame> : <div className="mx-auto mt-24 max-w-md">{page}</div>;
}
