// A signed-in member's (or a visitor with a cart's) copy of a page shared between
// shoppers (docs/decisions/0043): the host server gets the page as rendered for everyone
// (from its page cache, or rendered once without the shopper's cookies) and asks this
// module for the member's parts — the header's member entry, the cart link with its badge
// (pc), the cart and "Me" tabs (mobile), the filled hearts — rendered by the same
// components as the page's, and swapped in for the everyone-versions. The page then reads
// exactly as the full render for the member would, and hydrates to it (member-overlay.ts).
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from 'react-router';
import { createApi } from '../api/client.ts';
import { GUEST_CART_COOKIE, readCookie, SESSION_COOKIE } from './cookies.ts';
import { BASENAME, pageContext } from './routing.ts';
import { ShellContext } from './use-page.ts';
import { overlayElement, type MemberOverlay } from './member-overlay.ts';
import { loadCartTotal, loadMemberHeader } from './shell-member.server.ts';
import { translator } from '../i18n/index.ts';
import { MemberEntry } from '../components/layout/MemberEntry.tsx';
import { MobileCartTab, MobileMemberTab, PcCartLink } from '../components/layout/MemberParts.tsx';
import { HeartButton } from '../components/catalog/FavouriteHeart.tsx';
import type { ShellData } from '../routes/shell.tsx';

/**
 * The screens whose page is the same for every shopper but for those parts: their loaders
 * make only public calls (home, lists and search, product, recipes, information pages).
 */
const SHARED_SCREEN = /^(?:|list(?:\/[^/]*){0,2}|item\/[^/]+|recipe-list|recipe-detail\/[^/]+|about(?:\/[^/]+)?|productmesg(?:\/[^/]+)?)$/;
const PAGE_PATH = /^\/eshop\/(?:zh_CN\/)?(?:pc|mobile)\/(.*)$/;

/** What the host server calls (apps/server/src/web/storefront.ts, the same shape there). */
export interface MemberParts {
  /** Cookies the member's calls set (the session's slide). */
  setCookie: string[];
  /** The member's copy of the shared page's HTML; null when a part is not where expected (then the page is rendered for the member). */
  splice(html: string): string | null;
}

export const memberPages = {
  /** Whether the page at this path is shared between shoppers. */
  shares(pathname: string): boolean {
    const screen = PAGE_PATH.exec(pathname)?.[1];
    return screen !== undefined && SHARED_SCREEN.test(screen);
  },
  /**
   * The member's parts of the page at the request's URL, read with the request's cookies;
   * null for a shopper with neither a session nor a guest cart, or whose session has ended
   * (the full render then clears its cookie).
   */
  async parts(request: Request, context: AppLoadContext): Promise<MemberParts | null> {
    const url = new URL(request.url);
    const { locale, device } = pageContext(url.pathname);
    const cookie = request.headers.get('cookie');
    const setCookie: string[] = [];
    const api = createApi(context.api, { locale, device, cookie, onSetCookie: (c) => setCookie.push(...c) });
    let overlay: MemberOverlay;
    if (readCookie(cookie, SESSION_COOKIE)) {
      const header = await loadMemberHeader(api, locale, () => undefined);
      if (!header) return null;
      overlay = header;
    } else if (readCookie(cookie, GUEST_CART_COOKIE)) {
      overlay = { member: null, cartTotal: await loadCartTotal(api), favourites: [] };
    } else {
      return null;
    }
    const shell: ShellData = {
      locale, device, categories: [], recipes: [], demo: null, origin: '', footer: null,
      site: { icpFiling: null, licenceUrl: null, serviceHotline: '' }, ...overlay,
    };
    const [everyone, member] = await renderParts(url, shell);
    const hearts = heartsOf(locale);
    return {
      setCookie,
      splice(html) {
        let page = html;
        for (const [i, part] of everyone.entries()) {
          const at = page.indexOf(part);
          // Exactly once, else this page is not laid out as expected.
          if (at < 0 || page.indexOf(part, at + part.length) >= 0) return null;
          page = page.slice(0, at) + member[i]! + page.slice(at + part.length);
        }
        if (overlay.favourites.length > 0) {
          const kept = new Set(overlay.favourites.map(String));
          page = page.replace(hearts.pattern, (found, itemId: string) => kept.has(itemId) ? found.slice(0, found.length - hearts.off.length) + hearts.on : found);
        }
        const end = page.lastIndexOf('</body>');
        if (end < 0) return null;
        return page.slice(0, end) + overlayElement(overlay) + page.slice(end);
      },
    };
  },
};

/** Before each part in the parts' render. */
const MARK = '<i data-part=""></i>';

/** The everyone-versions of the parts, then the member's (the shell context's). */
function Parts() {
  const shell = useContext(ShellContext)!;
  const of = (o: Pick<MemberOverlay, 'member' | 'cartTotal'>): ReactNode[] => shell.device === 'pc'
    ? [<MemberEntry key="entry" member={o.member} />, <PcCartLink key="cart" cartTotal={o.cartTotal} />]
    : [<MobileCartTab key="cart" cartTotal={o.cartTotal} />, <MobileMemberTab key="me" member={o.member} />];
  return [...of({ member: null, cartTotal: 0 }), ...of(shell)].map((part, i) => <div key={i}><i data-part="" />{part}</div>);
}

/** One static router for every parts render: a single route that renders them at any URL. */
const handler = createStaticHandler([{ id: 'parts', path: '*', Component: Parts }], { basename: BASENAME });

/** [the everyone-versions, the member's], in the same order, rendered at the page's URL (the links' "back" and active state). */
async function renderParts(url: URL, shell: ShellData): Promise<[string[], string[]]> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`parts at ${url.pathname}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ShellContext.Provider value={shell}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellContext.Provider>,
  );
  const parts = html.split(MARK).slice(1).map((p) => p.slice(0, p.lastIndexOf('</div>')));
  const half = parts.length / 2;
  return [parts.slice(0, half), parts.slice(half)];
}

/** A language's heart markup, off and on, and the pattern of an off heart after its product's hidden input. */
const hearts = new Map<string, { off: string; on: string; pattern: RegExp }>();
function heartsOf(locale: ShellData['locale']) {
  let found = hearts.get(locale);
  if (!found) {
    const label = translator(locale)('favourite.toggle');
    const off = renderToString(<HeartButton on={false} label={label} />);
    const on = renderToString(<HeartButton on label={label} />);
    const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    found = { off, on, pattern: new RegExp(`${escaped('<input type="hidden" name="t.itemId" value="')}(\\d+)"/>${escaped(off)}`, 'g') };
    hearts.set(locale, found);
  }
  return found;
}
