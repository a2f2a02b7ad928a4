// How a page URL is normalised before anything renders (spec section 2, decisions.md
// "URLs and languages"). Pure: the shell loader passes in what the request carries.
import { isLocale, looksLikeLocale, resolveLocale, type Locale } from '@eshop/domain/i18n';
import { channelFor, detectDevice, isWeChat, type Device } from '@eshop/domain/device';

export { detectDevice, isWeChat, channelFor, type Device };
export const BASENAME = '/eshop';

export interface EntryRequest {
  pathname: string;
  search: string;
  userAgent: string | null;
  cookieLang: string | null;
  acceptLanguage: string | null;
}

export type Entry =
  | { kind: 'redirect'; location: string; status: 301 | 302; setLangCookie?: Locale }
  | { kind: 'locale-not-found'; locale: Locale }
  | { kind: 'page'; locale: Locale; device: Device; setLangCookie?: Locale };

export function resolveEntry(req: EntryRequest): Entry {
  const path = req.pathname.startsWith(BASENAME) ? req.pathname.slice(BASENAME.length) : req.pathname;
  const segments = path.split('/').filter(Boolean);
  const query = new URLSearchParams(req.search);
  const queryLang = query.get('lang');
  const device = detectDevice(req.userAgent);
  const resolved = resolveLocale({ query: queryLang, cookie: req.cookieLang, acceptLanguage: req.acceptLanguage });

  if (segments.length === 0) return { kind: 'redirect', location: `${BASENAME}/pc/${req.search}`, status: 302 };

  let pathLocale: Locale | null = null;
  const first = segments[0]!;
  if (looksLikeLocale(first)) {
    if (first === 'en_US') {
      const rest = segments.slice(1).join('/');
      return { kind: 'redirect', location: `${BASENAME}/${rest}${rest && path.endsWith('/') ? '/' : ''}${req.search}`, status: 301, setLangCookie: 'en_US' };
    }
    if (!isLocale(first)) return { kind: 'locale-not-found', locale: resolved };
    pathLocale = first;
    segments.shift();
    if (segments[0] !== undefined && looksLikeLocale(segments[0])) {
      // /zh_CN/zh_CN/pc/… : keep the first locale, drop the repeats.
      while (segments[0] !== undefined && looksLikeLocale(segments[0])) segments.shift();
      return { kind: 'redirect', location: `${BASENAME}/${pathLocale}/${segments.join('/')}${path.endsWith('/') && segments.length ? '/' : ''}${req.search}`, status: 302 };
    }
  }

  const prefix = pathLocale ? `${BASENAME}/${pathLocale}` : BASENAME;
  const trailing = path.endsWith('/') ? '/' : '';
  const deviceSegment = segments[0];
  if (deviceSegment !== 'pc' && deviceSegment !== 'mobile') {
    // A path without a device segment gets the detected one inserted.
    return { kind: 'redirect', location: `${prefix}/${[device, ...segments].join('/')}${trailing}${req.search}`, status: 302 };
  }
  if (deviceSegment !== device) {
    const swapped = [device, ...segments.slice(1)].join('/');
    return { kind: 'redirect', location: `${prefix}/${swapped}${trailing}${req.search}`, status: 302 };
  }

  if (pathLocale) {
    // A prefixed path wins and updates the cookie.
    return { kind: 'page', locale: pathLocale, device, ...(req.cookieLang !== pathLocale ? { setLangCookie: pathLocale } : {}) };
  }
  if (resolved === 'zh_CN') {
    const location = `${BASENAME}/zh_CN/${segments.join('/')}${trailing}${withoutLang(query)}`;
    return { kind: 'redirect', location, status: 302, setLangCookie: 'zh_CN' };
  }
  const setCookie = queryLang && isLocale(queryLang) && req.cookieLang !== queryLang ? { setLangCookie: queryLang } : {};
  return { kind: 'page', locale: 'en_US', device, ...setCookie };
}

function withoutLang(query: URLSearchParams): string {
  const copy = new URLSearchParams(query);
  copy.delete('lang');
  const s = copy.toString();
  return s ? `?${s}` : '';
}

/** Locale and device as the URL states them (child loaders run beside the shell's). */
export function pageContext(pathname: string): { locale: Locale; device: Device } {
  const zh = pathname.startsWith(`${BASENAME}/zh_CN/`);
  const device = pathname.slice(BASENAME.length + (zh ? 7 : 1)).split('/', 1)[0];
  return { locale: zh ? 'zh_CN' : 'en_US', device: device === 'mobile' ? 'mobile' : 'pc' };
}

/** Ids of the two shell routes (routes.ts): English and Chinese. */
export const SHELL_IDS = ['shell', 'shell-zh'];

/** Path of a screen for the given locale and device, e.g. shopPath('zh_CN','pc','item/12'). */
export function shopPath(locale: Locale, device: Device, screen = ''): string {
  const prefix = locale === 'en_US' ? '' : `/${locale}`;
  return `${prefix}/${device}/${screen.replace(/^\//, '')}`;
}

/** The same page in another language (the language switch). */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : pathname;
  const rest = path.replace(/^\/(zh_CN|en_US)(?=\/|$)/, '');
  const query = new URLSearchParams(search);
  query.set('lang', target);
  return `${target === 'en_US' ? '' : `/${target}`}${rest || '/'}?${query.toString()}`;
}
