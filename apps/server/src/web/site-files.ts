// The files a crawler or a browser asks the site for by name (docs/decisions/0036-seo-sharing.md):
// /robots.txt, /sitemap.xml (→ the storefront's /eshop/sitemap.xml), favicon.ico and the
// apple-touch-icon at the site root and under /eshop/, and the manifest's PNG icons. The
// icons are rendered once from the storefront's favicon.svg with sharp, on first request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/** A day: icons change with a deploy at most; browsers recheck them daily. */
const ICON_CACHE = 'public, max-age=86400';
const BACKGROUND = '#faf7f2';

/** Paths no crawler should walk: a member's pages, the cart and checkout, payment, staff and the API. */
export function robotsTxt(publicOrigin: string, apiBase: string): string {
  const screens = ['my', 'shopping', 'logon', 'register', 'forgot-password', 'reset-password', 'AuthorizeQR', 'authorize-qr', 'points-mall/cart', 'points-mall/checkout', 'favourite', 'message-tips'];
  const prefixes = ['/eshop/pc/', '/eshop/mobile/', '/eshop/zh_CN/pc/', '/eshop/zh_CN/mobile/'];
  return [
    'User-agent: *',
    ...prefixes.flatMap((p) => screens.map((s) => `Disallow: ${p}${s}`)),
    'Disallow: /backoffice/',
    `Disallow: ${apiBase}/`,
    'Disallow: /dev/',
    '',
    `Sitemap: ${publicOrigin}/eshop/sitemap.xml`,
    '',
  ].join('\n');
}

/** An .ico holding PNG images (every browser since IE's last decade reads PNG entries). */
export function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

export interface SiteFilesOptions {
  /** build/client of the storefront (its favicon.svg); null in dev mode (Vite serves public/). */
  clientDir: string | null;
  publicOrigin: string;
  apiBase: string;
  /** The SVG when there is no build directory (dev mode, tests). */
  svg?: Buffer;
}

export const siteFiles = (opts: SiteFilesOptions): FastifyPluginAsync => async (app) => {
  const svg = opts.svg ?? readFileSync(join(opts.clientDir ?? join(import.meta.dirname, '../../../web/public'), 'favicon.svg'));
  const rendered = new Map<string, Promise<Buffer>>();
  /** A PNG of the icon, `padding` of its side on each edge, over the cream background when `flat`. */
  const png = (size: number, flat = false) => {
    const key = `${size}:${flat}`;
    let p = rendered.get(key);
    if (!p) {
      const inner = flat ? Math.round(size * 0.8) : size;
      // sharp is loaded on the first icon asked for (docs/decisions/0042).
      p = import('sharp').then(({ default: sharp }) => sharp(svg, { density: Math.ceil((72 * inner) / 48) }).resize(inner, inner).png().toBuffer()
        .then((icon) => flat
          ? sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } }).composite([{ input: icon, gravity: 'center' }]).png().toBuffer()
          : icon));
      // A failed render is not kept: the next request tries again.
      p.catch(() => rendered.delete(key));
      rendered.set(key, p);
    }
    return p;
  };
  let ico: Promise<Buffer> | null = null;
  const favicon = () => (ico ??= Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) }))).then(icoOf));

  const robots = robotsTxt(opts.publicOrigin, opts.apiBase);
  const hidden = { schema: { hide: true } as object };
  app.get('/robots.txt', hidden, async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
  app.get('/sitemap.xml', hidden, async (_req, reply) => reply.redirect('/eshop/sitemap.xml', 301));
  for (const prefix of ['', '/eshop']) {
    app.get(`${prefix}/favicon.ico`, hidden, async (_req, reply) => reply.type('image/x-icon').header('cache-control', ICON_CACHE).send(await favicon()));
    app.get(`${prefix}/apple-touch-icon.png`, hidden, async (_req, reply) => reply.type('image/png').header('cache-control', ICON_CACHE).send(await png(180, true)));
  }
  for (const size of [192, 512]) {
    app.get(`/eshop/icons/icon-${size}.png`, hidden, async (_req, reply) => reply.type('image/png').header('cache-control', ICON_CACHE).send(await png(size)));
  }
};
