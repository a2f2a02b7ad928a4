// The layout route of every page (through shell-en.tsx and shell-zh.tsx, which add their
// language's texts): validates the locale and device segments (redirects, the locale
// 404), loads what the header and footer need and picks the pc or mobile layout. Pages
// render inside its <Outlet/>.
import { data, Outlet, redirect, isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { Category } from '@eshop/domain/contract';
import { BASENAME, detectDevice, resolveEntry, shopPath } from '../lib/routing.ts';
import { clearSessionCookies, GUEST_CART_COOKIE, langCookie, readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { ApiError, createApi } from '../api/client.ts';
import '../api/context.ts';
import { ShellContext } from '../lib/use-page.ts';
import { PcLayout } from '../components/layout/PcLayout.tsx';
import { MobileLayout } from '../components/layout/MobileLayout.tsx';
import { errorPageFor } from '../components/ErrorPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { translator } from '../i18n/index.ts';
import { demoNotice } from '../i18n/demo.ts';

export interface ShellData {
  locale: 'en_US' | 'zh_CN';
  device: 'pc' | 'mobile';
  categories: Pick<Category, 'cid' | 'cname' | 'name'>[];
  cartTotal: number;
  /** The signed-in member for the header, or null (spec section 4: logged in = a login id). */
  member: ShellMember | null;
  /** The member's favourite item ids (spec section 4's favoriteList): filled hearts. */
  favourites: number[];
  /** Every published recipe, compact (spec section 4: the initial load fetches the full
   * recipe list; docs/decisions/0018). The recipe page links "More recipes" from it. */
  recipes: ShellRecipe[];
  /** The demo notice in the page's language when the shop runs on simulated providers, else null (docs/decisions/0021). */
  demo: string | null;
  /** PUBLIC_ORIGIN, for the absolute URLs of the page's head (canonical, hreflang, Open Graph; docs/decisions/0036). */
  origin: string;
  /** The footer's ICP filing and licence link, and the customer-service hotline (docs/decisions/0038). */
  site: { icpFiling: string | null; licenceUrl: string | null; serviceHotline: string };
  /** The footer's paragraphs in the page's language (i18n/areas/footer.en_US.ts), written
   * here: every page shows them, so the browser ships none of their words; null on an
   * error page without the shell's data (the footer then shows its links only). */
  footer: ShellFooter | null;
}

export interface ShellFooter {
  promiseTitle: string;
  promiseBody: string;
  cutoff: string;
  shipping: string;
  hoursTitle: string;
  hoursBody: string;
  returns: string;
  copyright: string;
}

export interface ShellRecipe {
  recipeId: number;
  name: string;
}

export interface ShellMember {
  loginId: string;
  /** What the header and tab bar call the member: the nickname, else the masked e-mail or phone (publicName). */
  displayName: string;
  /** The pc header's member menu (issue 13) in the page's language — level, star balance,
   * the stars still to earn for the next level, the card link's label — written here so
   * the header, on every page, ships neither the loyalty rules nor their words. */
  menu: { level: string; stars: string; next: string; card: string };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const entry = resolveEntry({
    pathname: url.pathname,
    search: url.search,
    userAgent: request.headers.get('user-agent'),
    cookieLang: readCookie(cookie, 'lang'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const cookieHeaders = new Headers();
  if ('setLangCookie' in entry && entry.setLangCookie) cookieHeaders.append('Set-Cookie', langCookie(entry.setLangCookie));
  if (entry.kind === 'redirect') {
    // React Router adds the basename to redirect locations itself.
    cookieHeaders.set('Vary', 'User-Agent, Cookie, Accept-Language');
    throw redirect(entry.location.slice(BASENAME.length) || '/', { status: entry.status, headers: cookieHeaders });
  }
  const locale = entry.locale;
  const device = entry.kind === 'page' ? entry.device : detectDevice(request.headers.get('user-agent'));
  const api = createApi(context.api, { locale, device, cookie, onSetCookie: (c) => c.forEach((v) => cookieHeaders.append('Set-Cookie', v)) });
  const signedIn = Boolean(readCookie(cookie, SESSION_COOKIE));
  // A visitor with a cart has a badge too (docs/decisions/0033-guest-cart.md).
  const guestCart = !signedIn && Boolean(readCookie(cookie, GUEST_CART_COOKIE));
  const recipes = loadRecipes(api);
  const [categories, header, guestCartTotal] = await Promise.all([
    api.categories().then(
      (r) => r.data.map(({ cid, cname, name }) => ({ cid, cname, name })),
      () => [] as ShellData['categories'], // the header still renders without the menu
    ),
    signedIn ? loadMemberHeader(api, cookieHeaders, translator(locale), locale) : null,
    guestCart ? loadCartTotal(api) : 0,
  ]);
  const member = header?.member ?? null;
  const shell: ShellData = { locale, device, categories, cartTotal: header ? header.cartTotal : guestCartTotal, member, favourites: header?.favourites ?? [], recipes: await recipes, demo: context.demoShop ? demoNotice[locale] : null, origin: context.publicOrigin,
    site: { icpFiling: context.site.icpFiling, licenceUrl: context.site.licenceUrl, serviceHotline: context.site.serviceHotline },
    footer: footerTexts(translator(locale)) };
  if (entry.kind === 'locale-not-found') {
    throw data({ reason: 'locale', shell } satisfies ShellError, { status: 404 });
  }
  if (params.device !== 'pc' && params.device !== 'mobile') {
    throw data({ reason: 'not-found', shell } satisfies ShellError, { status: 404 });
  }
  return data(shell, { headers: cookieHeaders });
}

function footerTexts(t: ReturnType<typeof translator>): ShellFooter {
  return {
    promiseTitle: t('footer.promise.title'), promiseBody: t('footer.promise.body'), cutoff: t('footer.cutoff'), shipping: t('footer.shipping'),
    hoursTitle: t('footer.hours.title'), hoursBody: t('footer.hours.body'), returns: t('footer.returns'), copyright: t('footer.copyright'),
  };
}

/** Recipe.List with pageSize 0 (served from the server's read cache). Spec section 8: failures are logged only. */
async function loadRecipes(api: ReturnType<typeof createApi>): Promise<ShellRecipe[]> {
  try {
    return (await api.recipes({ pageSize: 0 })).data.map(({ recipeId, name }) => ({ recipeId, name }));
  } catch (error) {
    console.warn('recipes failed', error);
    return [];
  }
}

/** A visitor's cart badge (the guest cart): the sum of quantities (spec section 4). Failures are logged only (section 8). */
async function loadCartTotal(api: ReturnType<typeof createApi>): Promise<number> {
  try {
    return (await api.cart()).summary.cartTotal;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) console.warn('cart failed', error);
    return 0;
  }
}

/**
 * The header of a signed-in member — who, the menu, the cart badge and the hearts — from
 * the one MemberHeader call (docs/decisions/0040). Spec section 8: it never redirects — a
 * 403 means signed out (the stale session cookie is cleared); other failures are logged only.
 */
async function loadMemberHeader(api: ReturnType<typeof createApi>, cookieHeaders: Headers, t: ReturnType<typeof translator>, locale: ShellData['locale']): Promise<{ member: ShellMember; cartTotal: number; favourites: number[] } | null> {
  try {
    const info = (await api.memberHeader()).data;
    if (!info['m.loginId']) return null;
    // Imported here, not at the top: this module is in every page's JavaScript, and a static
    // import of the loyalty rules would stay there even though only this loader uses them
    // (docs/decisions/0008: the product page's budget).
    const [{ formatStars }, { publicName }] = await Promise.all([import('@eshop/domain/loyalty'), import('@eshop/domain/members')]);
    const next = info.nextLevel;
    const member: ShellMember = {
      loginId: info['m.loginId'],
      // Never the raw e-mail address or phone (docs/decisions/0038).
      displayName: publicName(info, locale, t('account.wechatCustomer')),
      menu: {
        level: info.levelName,
        stars: t('header.stars', { stars: formatStars(info.starsTenths) }),
        next: next ? t('header.toNextLevel', { stars: formatStars(next.missingTenths), level: next.levelName }) : t('header.highestLevel'),
        card: t('header.membershipCard'),
      },
    };
    return { member, cartTotal: info.cartTotal, favourites: info.favouriteIds };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) clearSessionCookies().forEach((c) => cookieHeaders.append('Set-Cookie', c));
    else console.warn('member header failed', error);
    return null;
  }
}

/**
 * The head of the shell's own error pages (and of any page without a `meta`): the shop's
 * title and description. Here, not in root.tsx: a route's meta sees only the matches down
 * to itself, and the root's would not know the page's language.
 */
export function meta({ matches }: { matches: Parameters<typeof pageMeta>[0] }) {
  return pageMeta(matches, null);
}

export function headers() {
  return { Vary: 'User-Agent, Cookie, Accept-Language', 'Cache-Control': 'private, no-cache' };
}

// Reads its data with the hook: React Router passes props only to a component defined in
// the route module itself, and this one is re-exported by shell-en.tsx / shell-zh.tsx.
export default function Shell() {
  const loaderData = useLoaderData<ShellData>();
  const Layout = loaderData.device === 'mobile' ? MobileLayout : PcLayout;
  return (
    <ShellContext.Provider value={loaderData}>
      <Layout shell={loaderData}>
        <Outlet />
      </Layout>
    </ShellContext.Provider>
  );
}

interface ShellError { reason: 'locale' | 'not-found'; shell: ShellData }

/** Errors of the shell itself (the locale 404, an unmatched path): rendered in the layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (reloadOnceForChunkError(error)) return null;
  const payload = isRouteErrorResponse(error) ? (error.data as ShellError | null) : null;
  const shell: ShellData = payload?.shell ?? { locale: 'en_US', device: 'pc', categories: [], cartTotal: 0, member: null, favourites: [], recipes: [], demo: null, origin: '', site: { icpFiling: null, licenceUrl: null, serviceHotline: '' }, footer: null };
  const t = translator(shell.locale);
  const home = shopPath(shell.locale, shell.device);
  const Layout = shell.device === 'mobile' ? MobileLayout : PcLayout;
  const page = errorPageFor(error, t, home, payload?.reason === 'locale' ? 'error.localeNotFound' : 'error.notFound', false);
  return <ShellContext.Provider value={shell}><Layout shell={shell}>{page}</Layout></ShellContext.Provider>;
}
