import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import type { ShellData } from './routes/shell.tsx';
import { translator } from './i18n/index.ts';
import { ErrorPage } from './components/ErrorPage.tsx';
import './app.css';

export function links() {
  return [{ rel: 'icon', href: '/eshop/favicon.svg', type: 'image/svg+xml' }];
}

/** The shell's data, whichever language tree matched (hooks called unconditionally). */
function useShell(): ShellData | undefined {
  const en = useRouteLoaderData('shell') as ShellData | undefined;
  const zh = useRouteLoaderData('shell-zh') as ShellData | undefined;
  return en ?? zh;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useShell();
  // <html lang> also tells entry.client.tsx which texts to load before hydrating. Without
  // shell data (its loader failed: the error page may speak either language) it loads both.
  const locale = shell?.locale ?? 'en_US';
  const t = translator(locale);
  return (
    <html lang={locale === 'zh_CN' ? 'zh-CN' : 'en'} data-all-texts={shell ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="description" content={t('meta.description')} />
        <meta name="theme-color" content="#7a1f2b" />
        <Meta />
        <Links />
      </head>
      <body className={shell ? `device-${shell.device}` : undefined}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const RELOAD_KEY = 'eshop:chunk-reload';

/** Spec section 8: a failed code chunk reloads the page once, at most once per 60 s. */
function reloadOnceForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  const text = error instanceof Error ? error.message : String(error);
  if (!/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(text)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The page's language (as in Layout): the only catalogue a browser has loaded.
  const t = translator(useShell()?.locale ?? 'en_US');
  if (reloadOnceForChunkError(error)) return null;
  if (isRouteErrorResponse(error)) {
    const message = error.status === 404 ? t('error.notFound') : t('error.response', { status: error.status });
    return <ErrorPage status={error.status} message={message} homeLabel={t('error.backHome')} home="/pc/" />;
  }
  return <ErrorPage status={500} message={t('error.generic')} homeLabel={t('error.backHome')} home="/pc/" />;
}
