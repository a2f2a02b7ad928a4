// Portal and ChinesePortal (mobile only; docs/decisions/0019): the pages a WeChat
// official-account menu opens. A welcome with the shop's name in both languages and the
// language choice, each option in its own language: it enters the mobile home in that
// language and saves it in the 'lang' cookie (the shell does, for `?lang=`; decisions.md
// "URLs and languages"). ChinesePortal is the same page with Chinese first. Plain links:
// nothing to load, nothing that needs JavaScript. On pc they are 404, as ChooseShop.
import { data, Link } from 'react-router';
import type { Route } from './+types/portal';
import type { Locale } from '@eshop/domain/i18n';
import { pageContext, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { account_en_US } from '../i18n/areas/account.en_US.ts';
import { account_zh_CN } from '../i18n/areas/account.zh_CN.ts';
import '../i18n/areas/account.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (pageContext(pathname).device !== 'mobile') throw data({ reason: 'not-found' }, { status: 404 });
  return { chineseFirst: /\/ChinesePortal\/?$/.test(pathname) };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get(d?.chineseFirst ? 'chinese-portal' : 'portal')!.title[shellLocale(matches)]);
}

// The page speaks both languages at once, so it reads both catalogues of its area.
const TEXTS = { en_US: account_en_US, zh_CN: account_zh_CN } as const;

export default function Portal({ loaderData }: Route.ComponentProps) {
  const { t, to, locale } = usePage();
  const order: Locale[] = loaderData.chineseFirst ? ['zh_CN', 'en_US'] : ['en_US', 'zh_CN'];
  const [first, second] = order.map((l) => TEXTS[l]);
  return (
    <section className="-mx-4 -mt-4 -mb-4 bg-gradient-to-b from-brand to-brand-dark px-6 pb-28 pt-12 text-white" data-testid="portal">
      <svg width="64" height="64" viewBox="0 0 48 48" aria-hidden="true" className="mx-auto">
        <circle cx="24" cy="24" r="23" fill="#faf7f2" />
        <path d="M13 27c0-7 5-12 12-12 6 0 10 4 10 9 0 6-5 10-11 10-3 0-5-1-7-2l-3 2z" fill="#7a1f2b" />
        <circle cx="27" cy="24" r="3.2" fill="#faf7f2" />
      </svg>
      <h1 className="mt-4 text-center font-serif text-3xl font-bold leading-tight" lang={order[0] === 'zh_CN' ? 'zh-CN' : 'en'}>{first!['portal.welcome']}</h1>
      <p className="mt-1 text-center font-serif text-xl opacity-90" lang={order[1] === 'zh_CN' ? 'zh-CN' : 'en'}>{second!['portal.welcome']}</p>
      <p className="mx-auto mt-4 max-w-sm text-center text-sm opacity-85">{TEXTS[locale]['portal.tagline']}</p>

      <nav aria-label={`${first!['portal.choose']} / ${second!['portal.choose']}`} className="mx-auto mt-10 max-w-sm space-y-3">
        <p className="text-center text-sm tracking-wide opacity-80">{first!['portal.choose']} · {second!['portal.choose']}</p>
        {order.map((l) => (
          // A full page load: the shell sets the cookie and the page ships that language's texts.
          <Link key={l} reloadDocument to={`${shopPath(l, 'mobile')}?lang=${l}`} lang={l === 'zh_CN' ? 'zh-CN' : 'en'} hrefLang={l === 'zh_CN' ? 'zh-CN' : 'en'}
            className="flex items-center justify-between rounded-2xl bg-white px-5 py-4 text-lg font-semibold text-brand shadow-lg active:scale-[0.99]" data-testid={`portal-${l}`}>
            <span>{TEXTS[l]['portal.enter']}</span>
            <span className="text-sm font-normal text-muted">{l === 'zh_CN' ? '中文' : 'English'} ›</span>
          </Link>
        ))}
      </nav>

      <div className="mx-auto mt-10 max-w-sm rounded-2xl bg-white/10 p-4 text-sm">
        <p className="font-semibold">{t('portal.more')}</p>
        <ul className="mt-2 space-y-2">
          <li><Link to={to('about/find-us')} className="underline-offset-2 hover:underline">{t('portal.stores')} ›</Link></li>
          <li><Link to={to('my')} className="underline-offset-2 hover:underline">{t('header.account')} ›</Link></li>
          <li><Link to={to('recipe-list')} className="underline-offset-2 hover:underline">{t('header.recipes')} ›</Link></li>
        </ul>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
