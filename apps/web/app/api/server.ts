import type { AppLoadContext } from 'react-router';
import { createApi } from './client.ts';
import { pageContext } from '../lib/routing.ts';
import './context.ts';

/** The API client for a loader: locale and device from the URL, the shopper's cookie forwarded. */
export function apiFor(request: Request, context: AppLoadContext) {
  const { locale, device } = pageContext(new URL(request.url).pathname);
  return createApi(context.api, { locale, device, cookie: request.headers.get('cookie') });
}
