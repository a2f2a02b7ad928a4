import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n/index.ts';
import type { ShellData } from '../routes/shell.tsx';
import { BASENAME, SHELL_IDS } from './routing.ts';

interface MatchLike { id: string; data?: unknown; pathname?: string }
type Matches = readonly (MatchLike | undefined)[];

/** What a page says about itself beyond its title (docs/decisions/0036-seo-sharing.md). */
export interface PageMetaOptions {
  /** The page's own description; the shop's when absent (one `<meta name="description">` per page). */
  description?: string | null | undefined;
  /** The image of its share card (og:image, WeChat); the shop's icon when absent. */
  image?: string | null | undefined;
  /** og:type: `product` on product pages. */
  type?: 'website' | 'product' | 'article';
}

/** The mobile page's width breakpoint Google reads on the pc page's alternate link (separate mobile URLs). */
export const MOBILE_MEDIA = 'only screen and (max-width: 640px)';

/** A shop page URL taken apart: language, device and the screen path after them. */
export interface PagePath { locale: 'en_US' | 'zh_CN'; device: 'pc' | 'mobile'; screen: string }

/** Parses `/eshop/[zh_CN/]{pc|mobile}/<screen>` (the basename optional); null for other paths. */
export function parsePagePath(pathname: string): PagePath | null {
  const path = pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
  const m = /^\/(?:(zh_CN)\/)?(pc|mobile)(?:\/(.*))?$/.exec(path);
  if (!m) return null;
  return { locale: m[1] ? 'zh_CN' : 'en_US', device: m[2] as 'pc' | 'mobile', screen: m[3] ?? '' };
}

/** The absolute URL of a page, e.g. pageUrl('https://shop.cn', { locale: 'zh_CN', device: 'pc', screen: 'item/1' }). */
export function pageUrl(origin: string, p: PagePath): string {
  return `${origin}${BASENAME}${p.locale === 'zh_CN' ? '/zh_CN' : ''}/${p.device}/${p.screen}`;
}

/** The canonical URL of a page: always the pc page (Google's separate mobile URLs), no query. */
export function canonicalUrl(origin: string, pathname: string): string | null {
  const p = parsePagePath(pathname);
  return p ? pageUrl(origin, { ...p, device: 'pc' }) : null;
}

function shellOf(matches: Matches): ShellData | undefined {
  return matches.find((m) => m && SHELL_IDS.includes(m.id))?.data as ShellData | undefined;
}

/** The path of the deepest matched route (the page's own URL without its query). */
function leafPath(matches: Matches): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const path = matches[i]?.pathname;
    if (path) return path;
  }
  return null;
}

/**
 * Everything a page's `<head>` says about it: the title (page · shop), one description,
 * the canonical URL, hreflang alternates between English and Chinese (same device), the
 * pc → mobile alternate, and the Open Graph card (also read by the WeChat share card).
 * URLs are absolute on the configured PUBLIC_ORIGIN (the shell's `origin`).
 */
export function pageMeta(matches: Matches, title: string | null, options: PageMetaOptions = {}): MetaDescriptor[] {
  const shell = shellOf(matches);
  const locale = shell?.locale ?? 'en_US';
  const t = translator(locale);
  const shop = t('shop.name');
  const fullTitle = title ? `${title} · ${shop}` : shop;
  const description = options.description?.trim() ? options.description.trim() : t('meta.description');
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: description }];
  const origin = shell?.origin;
  const path = leafPath(matches);
  const parsed = path ? parsePagePath(path) : null;
  if (!origin || !parsed) return tags;
  const here = (over: Partial<PagePath>) => pageUrl(origin, { ...parsed, ...over });
  const canonical = here({ device: 'pc' });
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  // hreflang pairs link pages of the same device (Google: desktop to desktop, mobile to mobile).
  tags.push(
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: here({ locale: 'en_US' }) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: here({ locale: 'zh_CN' }) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: here({ locale: 'en_US' }) },
  );
  if (parsed.device === 'pc') tags.push({ tagName: 'link', rel: 'alternate', media: MOBILE_MEDIA, href: here({ device: 'mobile' }) });
  const image = new URL(options.image ?? `${BASENAME}/icons/icon-512.png`, origin).href;
  tags.push(
    { property: 'og:site_name', content: shop },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title ?? shop },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: locale },
  );
  return tags;
}

/** `<head>` of a page that has only a title (every page's meta; see pageMeta). */
export function pageTitle(matches: Matches, title: string | null): MetaDescriptor[] {
  return pageMeta(matches, title);
}

export function shellLocale(matches: Matches): 'en_US' | 'zh_CN' {
  return shellOf(matches)?.locale ?? 'en_US';
}

/** Route `headers` of a page that belongs to one browser (a QR sign-in code): the shell's headers, never stored. */
export function noStoreHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}
