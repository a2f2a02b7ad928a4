// /eshop/sitemap.xml (docs/decisions/0036-seo-sharing.md): every page a crawler should
// find — home, categories, products, recipes, the information pages — in both languages.
// Each <url> is the canonical (pc) page, with its hreflang alternates and its mobile page
// (Google's annotations for separate mobile URLs). Read through the public API, so an
// unpublished product or recipe is never listed.
import type { Route } from './+types/sitemap';
import { createApi } from '../api/client.ts';
import '../api/context.ts';
import { ABOUT_PAGES, PRODUCT_PAGES } from '../content/info/pages.ts';
import { MOBILE_MEDIA, pageUrl } from '../lib/meta.ts';

/** Crawlers read it at most hourly; the server's page cache keeps renders rare. */
const MAX_AGE_SECONDS = 3600;

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApi(context.api, { locale: 'en_US', device: 'pc', cookie: null });
  const [items, categories, recipes] = await Promise.all([api.items({ pageSize: 0 }), api.categories(), api.recipes({ pageSize: 0 })]);
  const screens = [
    '',
    ...categories.data.map((c) => `list/cid/${c.cid}`),
    ...items.data.map((i) => `item/${i.itemId}`),
    'recipe-list',
    ...recipes.data.map((r) => `recipe-detail/${r.recipeId}`),
    'about', ...ABOUT_PAGES.map((p) => `about/${p}`),
    'productmesg', ...PRODUCT_PAGES.map((p) => `productmesg/${p}`),
  ];
  return new Response(sitemapXml(context.publicOrigin, screens), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}` },
  });
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, screens: string[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const screen of screens) {
    const en = pageUrl(origin, { locale: 'en_US', device: 'pc', screen });
    const zh = pageUrl(origin, { locale: 'zh_CN', device: 'pc', screen });
    for (const locale of ['en_US', 'zh_CN'] as const) {
      const loc = locale === 'en_US' ? en : zh;
      const mobile = pageUrl(origin, { locale, device: 'mobile', screen });
      lines.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(zh)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
        `    <xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="${escapeXml(mobile)}"/>`,
        '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
