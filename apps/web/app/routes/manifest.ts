// The web app manifest, one per language (docs/decisions/0036-seo-sharing.md):
// /eshop/manifest.webmanifest (English) and /eshop/zh_CN/manifest.webmanifest, linked from
// the page's head by its language. Icons are rendered by the server (site-files.ts).
import type { Route } from './+types/manifest';
import { translator } from '../i18n/index.ts';

export function loader({ request }: Route.LoaderArgs) {
  const zh = new URL(request.url).pathname.includes('/zh_CN/');
  const t = translator(zh ? 'zh_CN' : 'en_US');
  const manifest = {
    name: t('shop.name'),
    short_name: t('shop.name'),
    description: t('meta.description'),
    lang: zh ? 'zh-CN' : 'en',
    // The pc root; the shell sends a phone on to the mobile pages.
    start_url: zh ? '/eshop/zh_CN/pc/' : '/eshop/',
    scope: '/eshop/',
    display: 'standalone',
    background_color: '#faf7f2',
    theme_color: '#7a1f2b',
    icons: [
      { src: '/eshop/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/eshop/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
