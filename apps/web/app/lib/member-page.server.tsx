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
import { loadShopperHeader } from './shell-member.server.ts';
import { translator } from '../i18n/index.ts';
import { MemberEntry } from '../components/layout/MemberEntry.tsx';
import { MobileCartTab, MobileMemberTab, PcCartLink } from '../components/layout/MemberParts.tsx';
import { HeartButton } from '../components/catalog/FavouriteHeart.tsx';
import type { ShellData, ShellMember } from '../routes/shell.tsx';

/**
 * The screens whose page is the same for every shopper but for those parts: their loaders
 * make only public calls (home, lists and search, product, recipes, information pages).
 */
const SHARED_SCREEN = /^(?:|list(?:\/[^/]*){0,2}|item\/[^/]+|recipe-list|recipe-detail\/[^/]+|about(?:\/[^/]+)?|productmesg(?:\/[^/]+)?)$/;
const PAGE_PATH = /^\/eshop\/(?:zh_CN\/)?(?:pc|mobile)\/(.*)$/;

/** The page request as the member's parts need it: its whole URL and its Cookie header. */
export interface MemberRequest {
  url: URL;
  cookie: string | null;
}

/** What the host server calls (apps/server/src/web/storefront.ts, the same shape there). */
export interface MemberParts {
  /** Cookies the member's calls set (the session's slide). */
  setCookie: string[];
  /** The member's copy of the shared page (its HTML, UTF-8); null when a part is not where expected (then the page is rendered for the member). */
  splice(page: Buffer): Buffer | null;
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
   * (the full render then clears its cookie). Only the URL and the cookies: no Fetch
   * Request is made for it (≈ 9 % of a signed-in page's CPU, issue 18).
   */
  async parts(request: MemberRequest, context: AppLoadContext): Promise<MemberParts | null> {
    const { url, cookie } = request;
    const { locale, device } = pageContext(url.pathname);
    const setCookie: string[] = [];
    const api = createApi(context.api, { locale, device, cookie, onSetCookie: (c) => setCookie.push(...c) });
    // Nobody's parts: the everyone-page itself (a cookie of neither kind), rendered as before.
    if (!readCookie(cookie, SESSION_COOKIE) && !readCookie(cookie, GUEST_CART_COOKIE)) return null;
    // A session that ended: null, and the full render clears its cookie.
    const overlay = await loadShopperHeader(api, cookie, locale, () => undefined);
    if (!overlay) return null;
    const shell: ShellData = {
      locale, device, categories: [], recipes: [], demo: null, origin: '', footer: null,
      site: { icpFiling: null, licenceUrl: null, serviceHotline: '' }, ...overlay,
    };
    const [everyone, member] = await Promise.all([partsOf(url, shell, EVERYONE), partsOf(url, shell, overlay)]);
    return {
      setCookie,
      splice(page) {
        const hearts = heartsOf(locale);
        let cut = cuts.get(page);
        if (cut === undefined) cuts.set(page, cut = cutOf(page, everyone, hearts));
        if (!cut) return null;
        const kept = new Set(overlay.favourites);
        return Buffer.concat(cut.map((piece) => {
          if (piece instanceof Buffer) return piece;
          if ('part' in piece) return Buffer.from(member[piece.part]!);
          if ('heart' in piece) return kept.has(piece.heart) ? hearts.onBytes : hearts.offBytes;
          return Buffer.from(overlayElement(overlay));
        }));
      },
    };
  },
};

/**
 * A shared page cut where a shopper's parts go: its bytes (views of the page's own), and in
 * between the places of the parts (their index), of each product's heart, and of the
 * member's values (first in <body>: parsed before any script, so before the page hydrates —
 * at the end, the page's async module could hydrate before the parser reached them).
 */
type Cut = (Buffer | { part: number } | { heart: number } | { overlay: true })[];

/** The cuts of the pages being shared, by the page's bytes: a page is cut once, not per shopper, and its cut goes with it. */
const cuts = new WeakMap<Buffer, Cut | null>();

/** Null when a part is not exactly once in the page (not laid out as expected). */
function cutOf(page: Buffer, everyone: string[], hearts: Hearts): Cut | null {
  const html = page.toString('utf8');
  const places: { at: number; end: number; piece: Cut[number] }[] = [];
  for (const [i, part] of everyone.entries()) {
    const at = html.indexOf(part);
    if (at < 0 || html.indexOf(part, at + part.length) >= 0) return null;
    places.push({ at, end: at + part.length, piece: { part: i } });
  }
  for (const found of html.matchAll(hearts.pattern)) {
    const end = found.index + found[0].length;
    places.push({ at: end - hearts.off.length, end, piece: { heart: Number(found[1]) } });
  }
  const bodyTag = html.indexOf('<body');
  const body = bodyTag < 0 ? -1 : html.indexOf('>', bodyTag) + 1;
  if (body <= 0) return null;
  places.push({ at: body, end: body, piece: { overlay: true } });
  places.sort((a, b) => a.at - b.at);
  // Text positions to byte positions, in one pass (the places are in order).
  let index = 0;
  let byte = 0;
  const byteAt = (at: number) => { byte += Buffer.byteLength(html.slice(index, at)); index = at; return byte; };
  const cut: Cut = [];
  let from = 0;
  for (const place of places) {
    if (place.at < index) return null; // parts overlap: not as expected
    const start = byteAt(place.at);
    cut.push(page.subarray(from, start), place.piece);
    from = byteAt(place.end);
  }
  cut.push(page.subarray(from));
  return cut;
}

/** Before each part in the parts' render. */
const MARK = '<i data-part=""></i>';

/** The parts for the shell context's shopper (an everyone-shell: the everyone-versions). */
function Parts() {
  const shell = useContext(ShellContext)!;
  const parts: ReactNode[] = shell.device === 'pc'
    ? [<MemberEntry key="entry" member={shell.member} />, <PcCartLink key="cart" cartTotal={shell.cartTotal} />]
    : [<MobileCartTab key="cart" cartTotal={shell.cartTotal} />, <MobileMemberTab key="me" member={shell.member} />];
  return parts.map((part, i) => <div key={i}><i data-part="" />{part}</div>);
}

/** One static router for every parts render: a single route that renders them at any URL. */
const handler = createStaticHandler([{ id: 'parts', path: '*', Component: Parts }], { basename: BASENAME });

/** The parts of this shell's shopper, rendered at the page's URL (the links' "back" and active state). */
async function renderParts(url: URL, shell: ShellData): Promise<string[]> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`parts at ${url.pathname}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ShellContext.Provider value={shell}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellContext.Provider>,
  );
  return html.split(MARK).slice(1).map((p) => p.slice(0, p.lastIndexOf('</div>')));
}

/** A shopper with neither a session nor a cart: the page as everyone gets it. */
const EVERYONE: MemberOverlay = { member: null, cartTotal: 0, favourites: [] };

/**
 * The parts are rendered once per URL and shape (signed in or not, a badge or not) with
 * placeholders for the member's values, which are put in per shopper, escaped as React
 * escapes text and attributes (the shared-pages tests compare with the full render).
 * A placeholder is between private-use characters: no text or URL of a part holds one (a
 * URL would hold it percent-encoded).
 */
const placeholder = (name: keyof typeof PLACEHOLDERS) => `\uE000${name}\uE000`;
const PLACEHOLDERS = { d: 'displayName', v: 'level', s: 'stars', n: 'next', c: 'card' } as const;
const PLACEHOLDER_MEMBER: ShellMember = {
  loginId: '',
  displayName: placeholder('d'),
  menu: { level: placeholder('v'), stars: placeholder('s'), next: placeholder('n'), card: placeholder('c') },
};
/** The cart badge's placeholder: a number, as the badge shows one; found only as a whole text (a URL may hold the digits). */
const PLACEHOLDER_TOTAL = 987_654_321;
const FILLED = /\uE000([dvsnc])\uE000|(?<=>)987654321(?=<)/g;

/** The rendered templates by shape and URL (the newest 1,000; a few kB each). */
const templates = new Map<string, string[]>();

async function partsOf(url: URL, shell: ShellData, overlay: MemberOverlay): Promise<string[]> {
  const key = `${overlay.member ? 'm' : '-'}${overlay.cartTotal > 0 ? 'b' : '-'}${url.href}`;
  let template = templates.get(key);
  if (!template) {
    template = await renderParts(url, { ...shell, member: overlay.member && PLACEHOLDER_MEMBER, cartTotal: overlay.cartTotal > 0 ? PLACEHOLDER_TOTAL : 0, favourites: [] });
    if (templates.size >= 1000) templates.delete(templates.keys().next().value!);
    templates.set(key, template);
  }
  const { member, cartTotal } = overlay;
  if (!member && cartTotal <= 0) return template;
  return template.map((part) => part.replace(FILLED, (_, name?: keyof typeof PLACEHOLDERS) => {
    if (!name) return String(cartTotal);
    const field = PLACEHOLDERS[name];
    return escapeLikeReact(field === 'displayName' ? member!.displayName : member!.menu[field]);
  }));
}

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
function escapeLikeReact(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c as keyof typeof ESCAPES]);
}
const ESCAPES = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' } as const;

/** A language's heart markup, off and on, and the pattern of an off heart after its product's hidden input. */
interface Hearts { off: string; offBytes: Buffer; onBytes: Buffer; pattern: RegExp }
const heartsByLocale = new Map<string, Hearts>();
function heartsOf(locale: ShellData['locale']): Hearts {
  let found = heartsByLocale.get(locale);
  if (!found) {
    const label = translator(locale)('favourite.toggle');
    const off = renderToString(<HeartButton on={false} label={label} />);
    const on = renderToString(<HeartButton on label={label} />);
    const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    found = { off, offBytes: Buffer.from(off), onBytes: Buffer.from(on), pattern: new RegExp(`${escaped('<input type="hidden" name="t.itemId" value="')}(\\d+)"/>${escaped(off)}`, 'g') };
    heartsByLocale.set(locale, found);
  }
  return found;
}
