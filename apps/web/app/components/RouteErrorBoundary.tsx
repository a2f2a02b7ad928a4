import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePage } from '../lib/use-page.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { reloadOnceForChunkError } from '../lib/chunk-reload.ts';

/** Error boundary of page routes: renders inside the layout, in the page's language. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t, to } = usePage();
  if (reloadOnceForChunkError(error)) return null;
  if (isRouteErrorResponse(error)) {
    const message = error.status === 404 ? t('error.notFound') : t('error.response', { status: error.status });
    return <ErrorPage status={error.status} message={message} homeLabel={t('error.backHome')} home={to()} />;
  }
  return <ErrorPage status={500} message={t('error.generic')} homeLabel={t('error.backHome')} home={to()} />;
}
