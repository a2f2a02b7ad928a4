import { useRouteError } from 'react-router';
import { usePage } from '../lib/use-page.ts';
import { errorPageFor } from './ErrorPage.tsx';
import { reloadOnceForChunkError } from '../lib/chunk-reload.ts';

/** Error boundary of page routes: renders inside the layout, in the page's language. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t, to } = usePage();
  if (reloadOnceForChunkError(error)) return null;
  return errorPageFor(error, t, to());
}
