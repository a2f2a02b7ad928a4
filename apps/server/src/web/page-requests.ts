// What a storefront page request must be before React Router sees it, and the short,
// localized answer when it is not: a method the page does not take (405 with Allow), a
// body that is not a form (415), a form that cannot be read (400), a body over the limit
// (413, decided from Content-Length before reading, or while a chunked body streams in).
// React Router would otherwise fail inside the action (request.formData() throws) and
// answer 500. docs/decisions/0022-transport-limits-and-csp.md
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { resolveLocale, type Locale } from '@eshop/domain/i18n';
import { errorMessage, NOTICES, type ErrorCode } from '../http/messages.ts';
import { BODY_LIMIT } from '../http/transport.ts';

/** The body types a page form may be sent as (HTML forms, React Router's submit). */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** An over-limit body declared up to this size is read and dropped after the 413, so the
 * connection serves the next request; a larger or chunked one closes the connection. */
const DRAIN_LIMIT = 2 * BODY_LIMIT;

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's routes as React Router matches them, each marked whether it has an action. */
function routeTree(build: ServerBuild): RouteObject[] {
  let tree = routeTrees.get(build);
  if (tree) return tree;
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] => routes.filter((r) => r.parentId === parentId).map((r) => {
    const common = { id: r.id, handle: { hasAction: typeof r.module.action === 'function' }, ...(r.path !== undefined ? { path: r.path } : {}), ...(r.caseSensitive !== undefined ? { caseSensitive: r.caseSensitive } : {}) };
    return r.index ? { ...common, index: true } : { ...common, children: childrenOf(r.id) };
  });
  tree = childrenOf(undefined);
  routeTrees.set(build, tree);
  return tree;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}

/** A single-fetch data request of the hydrated app (`/eshop/pc/logon.data`). */
export function isDataRequest(url: string): boolean {
  return splitUrl(url).pathname.endsWith('.data');
}

/** Whether the route that would handle a submission to this URL has an action (as React
 * Router picks it: the deepest match; an index route only with `?index`). */
export function takesForm(build: ServerBuild, url: string): boolean {
  const { pathname: path, search } = splitUrl(url);
  // A data request (`logon.data`, `_root.data` for the index) submits to its page.
  const pathname = path.endsWith('.data') ? path.slice(0, -'.data'.length).replace(/\/_root$/, '/') : path;
  let matches;
  try {
    matches = matchRoutes(routeTree(build), pathname, build.basename);
  } catch {
    return false; // a path that cannot be decoded matches no route
  }
  if (!matches?.length) return false;
  let target = matches.at(-1)!;
  if (target.route.index && !new URLSearchParams(search).getAll('index').includes('')) target = matches.at(-2) ?? target;
  return (target.route.handle as { hasAction: boolean }).hasAction;
}

/** The shopper's language: the path's locale prefix, else ?lang, the lang cookie and
 * Accept-Language, as the page itself would resolve it (apps/web/app/lib/routing.ts). */
export function pageLocale(req: FastifyRequest): Locale {
  const { pathname, search } = splitUrl(req.url);
  if (/^\/eshop\/zh_CN(\/|$)/.test(pathname)) return 'zh_CN';
  if (/^\/eshop\/en_US(\/|$)/.test(pathname)) return 'en_US';
  const acceptLanguage = req.headers['accept-language'];
  return resolveLocale({
    query: new URLSearchParams(search).get('lang'),
    cookie: req.cookies?.lang ?? null,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : null,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sends a short answer in the shopper's language: a small page (no scripts) to a page
 * request, plain text to the app's data requests. */
export function sendPageError(req: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode): FastifyReply {
  const locale = pageLocale(req);
  const message = errorMessage(code, locale);
  void reply.code(status).header('cache-control', 'no-store');
  if (isDataRequest(req.url)) return reply.type('text/plain; charset=utf-8').send(message);
  const home = locale === 'zh_CN' ? '/eshop/zh_CN/' : '/eshop/';
  const html = `<!DOCTYPE html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${status} · ${escapeHtml(NOTICES.SHOP_NAME[locale])}</title></head>`
    + `<body><h1>${escapeHtml(message)}</h1><p><a href="${home}">${escapeHtml(NOTICES.BACK_TO_SHOP[locale])}</a></p></body></html>`;
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * onRequest of the page route: GET and HEAD always pass; POST passes to a page whose route
 * has an action; anything else is 405 with the methods the page takes. Runs before the
 * body is read, so the refused body is never buffered.
 */
export function methodGuard(build: () => ServerBuild | Promise<ServerBuild>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const form = takesForm(await build(), req.url);
    if (req.method === 'POST' && form) return;
    void reply.header('allow', form ? 'GET, HEAD, POST' : 'GET, HEAD');
    return sendPageError(req, reply, 405, 'PAGE_METHOD_NOT_ALLOWED');
  };
}

/** The form body as React Router will read it, or the code of the 4xx it deserves. */
export async function checkForm(req: FastifyRequest): Promise<ErrorCode | null> {
  if (!Buffer.isBuffer(req.body)) return 'PAGE_NOT_A_FORM'; // a POST without a body or its type
  const type = req.headers['content-type'] ?? '';
  if (!/^\s*multipart\/form-data\b/i.test(type)) return null; // any bytes read as url-encoded
  try {
    await new Response(req.body, { headers: { 'content-type': type } }).formData();
    return null;
  } catch {
    return 'PAGE_FORM_UNREADABLE';
  }
}

/** Error handler of the storefront plugin: parser and limit errors get their 4xx page;
 * anything else is logged and answered 500 without details. */
export function pageErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) req.log.error({ err: error }, 'page request failed');
  if (status === 413) {
    // Fastify closes the connection after any body error, as the client may still be
    // sending. A declared body of at most DRAIN_LIMIT is read and dropped instead, so the
    // connection serves the next request; a larger or chunked one is not read any further.
    const declared = Number(req.headers['content-length']);
    if (declared <= DRAIN_LIMIT) void reply.header('connection', 'keep-alive');
    else void reply.header('connection', 'close');
  }
  const code: ErrorCode = status === 413 ? 'BODY_TOO_LARGE'
    : status === 415 ? 'PAGE_NOT_A_FORM'
    : status === 500 ? 'INTERNAL'
    : status === 404 ? 'NOT_FOUND'
    : 'BAD_REQUEST';
  return sendPageError(req, reply, status, code);
}
