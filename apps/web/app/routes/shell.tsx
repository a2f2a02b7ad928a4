// The layout route of every page (through shell-en.tsx and shell-zh.tsx, which add their
// language's texts): picks the pc or mobile layout with what the header and footer need,
// loaded by shell.server.ts. Pages render inside its <Outlet/>.
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import type { Category } from '@eshop/domain/contract';
import { shopPath } from '../lib/routing.ts';
import { useShellData } from '../lib/member-overlay.ts';
import { ShellContext } from '../lib/use-page.ts';
import { PcLayout } from '../components/layout/PcLayout.tsx';
import { MobileLayout } from '../components/layout/MobileLayout.tsx';
import { errorPageFor } from '../components/ErrorPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { translator } from '../i18n/index.ts';

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
  // A shared page's member parts are not in its loader data (lib/member-overlay.ts).
  const loaderData = useShellData(useLoaderData<ShellData>());
  const Layout = loaderData.device === 'mobile' ? MobileLayout : PcLayout;
  return (
    <ShellContext.Provider value={loaderData}>
      <Layout shell={loaderData}>
        <Outlet />
      </Layout>
    </ShellContext.Provider>
  );
}

export interface ShellError { reason: 'locale' | 'not-found'; shell: ShellData }

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
