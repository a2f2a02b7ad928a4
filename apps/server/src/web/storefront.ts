// Serves the server-rendered storefront (React Router framework build) under /eshop.
// Loaders reach the API through an in-process transport: `inject` runs the very same
// routes, validation and access checks as a socket request, without the socket.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createPageCache, langCookieOf, type CachedPage, type StoredPage } from './page-cache.ts';
import { COMPRESS_MIN_BYTES, gzipEachRequest, sendGzipped, takesGzip } from '../http/gzip.ts';
import { checkForm, FORM_TYPES, methodGuard, pageErrorHandler, sendPageError } from './page-requests.ts';
import { BODY_LIMIT, withScriptNonce } from '../http/transport.ts';
import { withinPageRender } from '../http/page-render.ts';
import type { InvalidationBus } from '../shared-state/index.ts';

/** The nonce the page's inline scripts carry, reported by apps/web/app/entry.server.tsx
 * (same name there); it becomes part of the page's Content-Security-Policy. */
const SCRIPT_NONCE_HEADER = 'x-eshop-script-nonce';

export interface StorefrontBuild {
  /** The server build, or (dev mode) a function that loads the current one. */
  server: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and public files; null when a dev server serves them. */
  clientDir: string | null;
}

interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string | number | string[] | undefined>;
  /** A JSON body (the back-office's staff calls). */
  json?: unknown;
  headers: Record<string, string>;
}

/** Loads `build/server/index.js` and locates `build/client`. */
export async function loadStorefrontBuild(buildDir: string): Promise<StorefrontBuild> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`No storefront build at ${serverEntry}: run \`npm run build\` first.`);
  const server = (await import(serverEntry)) as ServerBuild;
  return { server, clientDir: join(buildDir, 'client') };
}

/** What the page request tells the API about itself (client address, host, and for the
 * CSRF check of docs/decisions/0007 the page that made it). */
export interface ForwardedPage {
  ip: string;
  /** host[:port] of the page request, so the API compares Origin with the same host. */
  host?: string;
  protocol?: string;
  /** The page request's Origin, else its Referer: never made up, so a request without
   * either still counts as naming no page (refused when it carries a session). */
  origin?: string;
  referer?: string;
  /** The browser's User-Agent (WeChat-only features look for MicroMessenger). */
  userAgent?: string;
}

export function forwardedPage(req: FastifyRequest): ForwardedPage {
  const { origin, referer } = req.headers;
  const userAgent = req.headers['user-agent'];
  return {
    ip: req.ip,
    ...(typeof userAgent === 'string' ? { userAgent } : {}),
    host: req.host,
    protocol: req.protocol,
    ...(typeof origin === 'string' ? { origin } : {}),
    ...(typeof referer === 'string' ? { referer } : {}),
  };
}

export function inProcessTransport(app: FastifyInstance, apiBase: string, forwarded: ForwardedPage) {
  return async (req: ApiRequest) => {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) query[k] = String(v);
    let payload: string | undefined;
    const headers: Record<string, string> = {
      ...req.headers,
      'x-forwarded-for': forwarded.ip,
      ...(forwarded.host ? { host: forwarded.host } : {}),
      ...(forwarded.protocol ? { 'x-forwarded-proto': forwarded.protocol } : {}),
      ...(forwarded.origin !== undefined ? { origin: forwarded.origin } : {}),
      ...(forwarded.referer !== undefined ? { referer: forwarded.referer } : {}),
      ...(forwarded.userAgent !== undefined ? { 'user-agent': forwarded.userAgent } : {}),
    };
    if (req.form) {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(req.form)) {
        if (Array.isArray(v)) v.forEach((x) => body.append(k, x));
        else if (v !== undefined) body.append(k, String(v));
      }
      payload = body.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (req.json !== undefined) {
      payload = JSON.stringify(req.json);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: req.method, url: `${apiBase}/${req.path}`, query, headers, ...(payload !== undefined ? { payload } : {}) });
    const type = String(res.headers['content-type'] ?? '');
    const setCookie = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      body: type.includes('json') ? res.json() : res.body,
      ...(setCookie ? { setCookie: Array.isArray(setCookie) ? setCookie : [setCookie] } : {}),
    };
  };
}

/** The page request for React Router; `cookie` in place of the request's own (the page everyone gets: only its `lang`). */
function toFetchRequest(req: FastifyRequest, signal: AbortSignal, cookie?: string): Request {
  const origin = `${req.protocol}://${req.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (cookie !== undefined && key === 'cookie')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  // The form as read and checked by the page route (never more than BODY_LIMIT).
  const body = Buffer.isBuffer(req.body) && req.method !== 'GET' && req.method !== 'HEAD' ? req.body : undefined;
  if (cookie) headers.set('cookie', cookie);
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    signal,
    ...(body ? { body } : {}),
  });
}

/** What a page request is answered with: a rendered, kept or spliced page and the cookies it sets. */
type PageAnswer = CachedPage & { cookies: string[] };

/** A rendered page or its data (React Router's `.data`): compressed here for each request (http/gzip.ts); anything else by the plugin. */
const PAGE_TYPE = /^text\/(?:html|x-script)\b/i;

/** The page's status and headers onto the reply. */
function writeHead(reply: FastifyReply, page: CachedPage) {
  reply.code(page.status);
  for (const [k, v] of page.headers) reply.header(k, v);
}

async function send(req: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  writeHead(reply, page);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  if (page.body.length >= COMPRESS_MIN_BYTES && takesGzip(req) && PAGE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
    return sendGzipped(reply, await gzipEachRequest(page.body));
  }
  return reply.send(page.body);
}

/** A page from the page cache: its gzip bytes, once kept, to a browser that takes gzip; else its HTML (compressed as any reply is). */
function sendKept(req: FastifyRequest, reply: FastifyReply, page: StoredPage) {
  writeHead(reply, page);
  if (!page.gzip || !takesGzip(req)) return reply.send(page.body);
  // Vary: the page's own (User-Agent, Cookie, Accept-Language) and Accept-Encoding.
  return sendGzipped(reply, page.gzip);
}

/**
 * What apps/web/app/lib/member-page.server.tsx exports through the build's server entry
 * (the same shape there): a member's copy of a page shared between shoppers.
 */
interface MemberPages {
  shares(pathname: string): boolean;
  parts(request: { url: URL; cookie: string | null }, context: unknown): Promise<{ setCookie: string[]; splice(page: Buffer): Buffer | null } | null>;
}

function memberPagesOf(build: ServerBuild): MemberPages | undefined {
  const entry = build.entry.module;
  return 'memberPages' in entry ? entry.memberPages as MemberPages : undefined;
}

/**
 * `demoShop`: providers are simulated; every page says so (the same for every shopper, so pages stay cacheable).
 * `invalidations`: a catalogue change on any instance drops the cached pages.
 */
/** The shop's own facts every page may show (config.ts: ICP_FILING, BUSINESS_LICENCE_URL, SERVICE_*). */
export interface ShopSite {
  icpFiling: string | null;
  licenceUrl: string | null;
  serviceHotline: string;
  serviceAccountUrl: string | null;
}

export interface PagesOptions {
  build: StorefrontBuild;
  apiBase: string;
  mode: string;
  /** 0 = no page cache (the back-office: every page is a staff member's own). */
  pageCacheSeconds: number;
  demoShop: boolean;
  /** PUBLIC_ORIGIN: the pages' canonical, hreflang and Open Graph URLs are absolute on it (docs/decisions/0036). */
  publicOrigin?: string;
  /** What the footer and the customer-service box show (ICP filing, licence, hotline; docs/decisions/0038). */
  site?: ShopSite;
  invalidations: InvalidationBus;
  /** Where the bare prefix goes: the shop's /eshop and /eshop/ to the pc root (the default); the back-office's /backoffice to /backoffice/. */
  bare?: { to: string; withSlash: boolean };
}

const NO_SITE: ShopSite = { icpFiling: null, licenceUrl: null, serviceHotline: '', serviceAccountUrl: null };

/** The pages of a React Router build under the plugin's prefix: the shop (/eshop) and the back-office (/backoffice). */
export const storefrontPlugin = (opts: PagesOptions): FastifyPluginAsync =>
  async (app) => {
    const handle = createRequestHandler(opts.build.server, opts.mode === 'development' ? 'development' : 'production');

    if (opts.build.clientDir) {
      // Hashed, immutable build assets.
      await app.register(fastifyStatic, {
        root: join(opts.build.clientDir, 'assets'),
        prefix: '/assets/',
        immutable: true,
        maxAge: '365d',
        decorateReply: false,
        wildcard: true,
      });
      const favicon = readFileSync(join(opts.build.clientDir, 'favicon.svg'));
      app.get('/favicon.svg', (_req, reply) => reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(favicon));
    }

    // Pages take forms only, read here up to the API's limit (413 from Content-Length
    // before reading, or as soon as a chunked body passes it); any other type is a 415
    // before the body is read. React Router then reads the checked form (docs/decisions/0022).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    app.setErrorHandler(pageErrorHandler);
    const currentBuild = () => typeof opts.build.server === 'function' ? opts.build.server() : opts.build.server;

    const pages = createPageCache({ ttlMs: opts.pageCacheSeconds * 1000 });
    const unsubscribe = opts.invalidations.subscribe('catalog', () => pages.clear());
    app.addHook('onClose', async () => { unsubscribe(); pages.close(); });

    /** One page render: its API calls share the session lookup (http/page-render.ts). */
    const render = (req: FastifyRequest, request: Request) => withinPageRender(() => handle(request, loadContext(req)));
    const loadContext = (req: FastifyRequest) => ({ api: inProcessTransport(app, opts.apiBase, forwardedPage(req)), demoShop: opts.demoShop, publicOrigin: opts.publicOrigin ?? '', site: opts.site ?? NO_SITE });

    /** A rendered page as the reply's status, headers (the page's policy naming its scripts' nonce) and body. */
    async function pageOf(reply: FastifyReply, response: Response): Promise<PageAnswer> {
      const nonce = response.headers.get(SCRIPT_NONCE_HEADER);
      const headers = [...response.headers].filter(([k]) => k !== 'set-cookie' && k !== SCRIPT_NONCE_HEADER);
      // The page's scripts run under a policy naming their nonce, kept with the page in
      // the page cache so a cached copy's policy matches its body.
      if (nonce) headers.push(['content-security-policy', withScriptNonce(String(reply.getHeader('content-security-policy') ?? ''), nonce)]);
      // Pages are rendered once their loaders finish (nothing is deferred), so the body is
      // buffered and written in one piece — cheaper than relaying React's many small
      // chunks, and compressible as a whole.
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
      return { status: response.status, headers, body, cookies: response.headers.getSetCookie() };
    }

    /** The page everyone gets at this URL: from the cache, else rendered without the shopper's cookies (but `lang`) and kept; null unless a 200 that sets no cookie. */
    const everyoneRenders = new Map<string, Promise<CachedPage | null>>();
    function everyonePage(req: FastifyRequest, reply: FastifyReply, key: string): Promise<CachedPage | null> {
      const hit = pages.get(key);
      if (hit) return Promise.resolve(hit);
      // Shoppers asking for the same page at once share one render.
      let pending = everyoneRenders.get(key);
      if (!pending) {
        const renderedFrom = pages.generation();
        const lang = langCookieOf(req);
        const request = toFetchRequest(req, new AbortController().signal, lang ?? '');
        pending = render(req, request).then((response) => pageOf(reply, response)).then(({ cookies, ...page }) => {
          if (page.status !== 200 || cookies.length > 0) return null;
          void pages.offer(key, page, renderedFrom);
          return page;
        }).finally(() => everyoneRenders.delete(key));
        everyoneRenders.set(key, pending);
      }
      return pending;
    }

    /** A signed-in member's (or a visitor with a cart's) copy of a page shared between shoppers; null when it is not one (docs/decisions/0043). */
    async function memberCopy(req: FastifyRequest, reply: FastifyReply, members: MemberPages): Promise<PageAnswer | null> {
      const key = pages.everyoneKeyOf(req);
      const pathname = req.url.split('?', 1)[0]!;
      // Not a page's data (React Router's `.data` requests): that carries the member's own values.
      if (!key || pathname.endsWith('.data') || !members.shares(pathname)) return null;
      const [page, parts] = await Promise.all([
        everyonePage(req, reply, key),
        withinPageRender(() => members.parts({ url: new URL(req.url, `${req.protocol}://${req.host}`), cookie: req.headers.cookie ?? null }, loadContext(req))),
      ]);
      const html = page && parts ? parts.splice(page.body) : null;
      return html === null ? null : { ...page!, body: html, cookies: parts!.setCookie };
    }

    app.all('/*', { onRequest: methodGuard(currentBuild) }, async (req, reply) => {
      if (req.method === 'POST') {
        const refused = await checkForm(req);
        if (refused) return sendPageError(req, reply, refused === 'PAGE_NOT_A_FORM' ? 415 : 400, refused);
      }
      const key = pages.keyOf(req);
      const hit = key ? pages.get(key) : undefined;
      if (hit) return sendKept(req, reply, hit);
      const members = key ? undefined : memberPagesOf(await currentBuild());
      const copy = members ? await memberCopy(req, reply, members) : null;
      if (copy) return send(req, reply, copy);
      const renderedFrom = pages.generation();
      const controller = new AbortController();
      reply.raw.on('close', () => { if (!reply.raw.writableFinished) controller.abort(); });
      const page = await pageOf(reply, await render(req, toFetchRequest(req, controller.signal)));
      const { cookies, ...kept } = page;
      if (key && cookies.length === 0) void pages.offer(key, kept, renderedFrom);
      return send(req, reply, page);
    });
    // A bare /eshop (and /eshop/) goes to the pc root (TOOLCHAIN pitfall 7).
    const bare = opts.bare ?? { to: '/eshop/pc/', withSlash: true };
    app.all('/', { prefixTrailingSlash: bare.withSlash ? 'both' : 'no-slash' }, async (req, reply) => reply.redirect(`${bare.to}${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`, 302));
  };

