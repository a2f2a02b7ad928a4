// Page weight: the HTML of a page and every JavaScript file it makes the browser load
// before it is interactive, each measured as gzip level 9 of its bytes (a reproducible
// figure, independent of how the server happens to compress).
import { gzipSync } from 'node:zlib';
import { get } from './http.ts';

export interface Asset {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** How the server sent it to a client that accepts gzip (null: uncompressed). */
  servedEncoding: string | null;
  /** 'html': named by the page; 'import': a static import of another file. */
  foundBy: 'html' | 'import';
}

export interface PageWeight {
  page: string;
  path: string;
  status: number;
  html: { bytes: number; gzipBytes: number; servedEncoding: string | null };
  js: { files: number; bytes: number; gzipBytes: number; assets: Asset[] };
  css: { files: number; bytes: number; gzipBytes: number; assets: Asset[] };
}

export const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** Module specifiers of an inline `<script type="module">`: static imports and import("..."). */
function inlineImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(m[1]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

/** Static imports of a built (minified) module: `from"./x.js"`, `import"./x.js"`. Dynamic import() is lazy: not followed. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']((?:\.{1,2}\/|\/)[^"']+\.m?js)["']/g)) found.push(m[1]!);
  return found;
}

/** The JSON in which the storefront names the modules it loads after the first paint (apps/web/app/lib/first-paint.server.ts). */
const DEFERRED_MODULES = /<script\b[^>]*\bid="deferred-modules"[^>]*>([\s\S]*?)<\/script>/i;

/** What an HTML document names: module scripts, modulepreloads, inline module imports, stylesheets, deferred modules. */
export function scanHtml(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${m[1]}>`;
    if (attr(tag, 'type')?.toLowerCase() !== 'module') continue;
    const src = attr(tag, 'src');
    if (src) js.push(src);
    else js.push(...inlineImports(m[2] ?? ''));
  }
  // Loaded after the first paint, but before the page is interactive: they count.
  const deferred = DEFERRED_MODULES.exec(html)?.[1];
  if (deferred) {
    const { preloads, module } = JSON.parse(deferred) as { preloads: string[]; module: string };
    js.push(...preloads, ...inlineImports(module));
  }
  return { js, css };
}

async function fetchAsset(url: string, foundBy: Asset['foundBy']): Promise<{ asset: Asset; body: Buffer }> {
  const res = await get(url, { 'accept-encoding': 'gzip' });
  if (res.status !== 200) throw new Error(`GET ${url}: status ${res.status}`);
  return { asset: { url, bytes: res.body.length, gzipBytes: gzipSize(res.body), servedEncoding: res.encoding, foundBy }, body: res.body };
}

export async function measurePage(origin: string, page: string, path: string, headers: Record<string, string>): Promise<PageWeight> {
  const pageUrl = new URL(path, origin);
  const res = await get(pageUrl.href, { ...headers, 'accept-encoding': 'gzip' });
  if (res.status !== 200) throw new Error(`${page} (${path}): expected 200, got ${res.status} ${String(res.headers.location ?? '')}`);
  const html = res.body.toString('utf8');
  const named = scanHtml(html);
  const sameOrigin = (spec: string, base: URL) => {
    const u = new URL(spec, base);
    return u.origin === pageUrl.origin ? u.href : null;
  };

  // Breadth-first over static imports, each file once.
  type Pending = { url: string | null; foundBy: Asset['foundBy'] };
  const js = new Map<string, Asset>();
  let queue: Pending[] = named.js.map((s) => ({ url: sameOrigin(s, pageUrl), foundBy: 'html' }));
  while (queue.length > 0) {
    const next: Pending[] = [];
    const unique = new Map<string, Asset['foundBy']>();
    for (const q of queue) if (q.url !== null && !js.has(q.url) && !unique.has(q.url)) unique.set(q.url, q.foundBy);
    const fetched = await Promise.all([...unique].map(([url, foundBy]) => fetchAsset(url, foundBy)));
    for (const { asset, body } of fetched) {
      js.set(asset.url, asset);
      for (const spec of staticImports(body.toString('utf8'))) next.push({ url: sameOrigin(spec, new URL(asset.url)), foundBy: 'import' });
    }
    queue = next;
  }
  const cssUrls = [...new Set(named.css.map((s) => sameOrigin(s, pageUrl)).filter((u): u is string => u !== null))];
  const css = (await Promise.all(cssUrls.map((u) => fetchAsset(u, 'html')))).map((f) => f.asset);

  const total = (assets: Asset[]) => ({
    files: assets.length,
    bytes: assets.reduce((n, a) => n + a.bytes, 0),
    gzipBytes: assets.reduce((n, a) => n + a.gzipBytes, 0),
    assets: [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes),
  });
  return {
    page,
    path,
    status: res.status,
    html: { bytes: res.body.length, gzipBytes: gzipSize(res.body), servedEncoding: res.encoding },
    js: total([...js.values()]),
    css: total(css),
  };
}
