// The shell's loader (routes/shell.tsx is the layout; shell-en.tsx and shell-zh.tsx its
// routes): validates the locale and device segments (redirects, the locale 404) and loads
// what the header and footer need. A module of its own, so that what only the loader uses
// (the member's header, the loyalty rules behind it) stays out of every page's JavaScript.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { BASENAME, detectDevice, resolveEntry } from '../lib/routing.ts';
import { langCookie, readCookie } from '../lib/cookies.ts';
import { createApi } from '../api/client.ts';
import '../api/context.ts';
import { loadShopperHeader } from '../lib/shell-member.server.ts';
import { translator } from '../i18n/index.ts';
import { demoNotice } from '../i18n/demo.ts';
import type { ShellData, ShellError, ShellFooter, ShellRecipe } from './shell.tsx';

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
  const recipes = loadRecipes(api);
  const [categories, header] = await Promise.all([
    api.categories().then(
      (r) => r.data.map(({ cid, cname, name }) => ({ cid, cname, name })),
      () => [] as ShellData['categories'], // the header still renders without the menu
    ),
    loadShopperHeader(api, cookie, locale, (clearing) => clearing.forEach((c) => cookieHeaders.append('Set-Cookie', c))),
  ]);
  const shell: ShellData = { locale, device, categories, cartTotal: header?.cartTotal ?? 0, member: header?.member ?? null, favourites: header?.favourites ?? [], recipes: await recipes, demo: context.demoShop ? demoNotice[locale] : null, origin: context.publicOrigin,
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

