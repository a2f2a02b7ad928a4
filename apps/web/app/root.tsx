import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import type { ShellData } from './routes/shell.tsx';
import { translator } from './i18n/index.ts';
import { errorPageFor } from './components/ErrorPage.tsx';
import { WechatShare } from './components/wechat/WechatShare.tsx';
import { reloadOnceForChunkError } from './lib/chunk-reload.ts';
// The stylesheet as a React 19 resource (precedence): React writes it at the top of <head>,
// before the modulepreloads of <Scripts>, so a slow phone fetches the CSS, which blocks the
// first paint, ahead of the JavaScript, which does not (issue 17, Lighthouse FCP).
import appCss from './app.css?url';

// Icons and the manifest are served by apps/server/src/web/site-files.ts (docs/decisions/0036).
export function links() {
  return [
    { rel: 'icon', href: '/eshop/favicon.ico', sizes: '48x48' },
    { rel: 'icon', href: '/eshop/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/eshop/apple-touch-icon.png' },
  ];
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
  return (
    <html lang={locale === 'zh_CN' ? 'zh-CN' : 'en'} data-all-texts={shell ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The description comes from the page's meta (lib/meta.ts pageMeta): one per page. */}
        <meta name="theme-color" content="#7a1f2b" />
        <link rel="manifest" href={locale === 'zh_CN' ? '/eshop/zh_CN/manifest.webmanifest' : '/eshop/manifest.webmanifest'} />
        <Meta />
        <link rel="stylesheet" href={appCss} precedence="default" />
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
  return <><Outlet /><WechatShare /></>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The page's language (as in Layout): the only catalogue a browser has loaded.
  const t = translator(useShell()?.locale ?? 'en_US');
  if (reloadOnceForChunkError(error)) return null;
  return errorPageFor(error, t, '/pc/');
}
