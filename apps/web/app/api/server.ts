import type { AppLoadContext } from 'react-router';
import { createApi } from './client.ts';
import { pageContext } from '../lib/routing.ts';
import './context.ts';

/** The API client for a loader: locale and device from the URL, the shopper's cookie forwarded. */
export function apiFor(request: Request, params: { lang?: string; device?: string }, context: AppLoadContext) {
  const { locale, device } = pageContext(params);
  return createApi(context.api, { locale, device, cookie: request.headers.get('cookie') });
}
