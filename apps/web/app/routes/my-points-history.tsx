// The membership card (my/points-history; spec section 2 "membership card with star
// transactions (filter all/used/earned)", section 6: the store cashier scans the member
// barcode). The card shows the member code as a Code 128 barcode and a QR code, both
// drawn on the server as SVG (components/loyalty/card-codes.server.ts: no script, and
// no barcode code in the browser), the code in groups of four, the level and the star
// balance. Below it the star history, 20 a page, filtered by URL state (?filter=used),
// so the page works without JavaScript; entries lead to their order or store order.
import { Link } from 'react-router';
import type { Route } from './+types/my-points-history';
import type { StarTransaction } from '@eshop/domain/contract';
import { formatMemberCode, formatStars } from '@eshop/domain/loyalty';
import { accountApi, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import type { StarFilter } from '../api/client.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { dateTime } from '../components/orders/format.ts';
import { cardCodes } from '../components/loyalty/card-codes.server.ts';
import { signedStars, starLink } from '../components/loyalty/stars.ts';
import '../i18n/areas/loyalty.ts';

const PAGE_SIZE = 20;
const FILTERS = ['all', 'used', 'earned'] as const satisfies readonly StarFilter[];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const filter = FILTERS.find((f) => f === search.get('filter')) ?? 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const { api } = accountApi(request, context);
  try {
    const [member, history] = await Promise.all([
      api.memberInfo(),
      api.starTransactions({ filter, pageSize: PAGE_SIZE, pageOffset: (page - 1) * PAGE_SIZE }),
    ]);
    const m = member.data;
    const total = history.total ?? history.data.length;
    return {
      card: { memberCode: m.memberCode, levelName: m.levelName, starsTenths: m.starsTenths, nextLevel: m.nextLevel, ...(await cardCodes(m.memberCode)) },
      entries: history.data,
      total,
      filter,
      page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-points-history')!.title[shellLocale(matches)]);
}

// The card carries the member's code: never kept by a shared cache.
export const headers = noStoreHeaders;

export default function MembershipCard({ loaderData }: Route.ComponentProps) {
  const { card, entries, total, filter, page, pages } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const code = formatMemberCode(card.memberCode);
  const here = to('my/points-history');
  const tabClass = (active: boolean) => `-mb-px shrink-0 border-b-2 px-4 py-2 text-sm ${active ? 'border-brand font-semibold text-brand' : 'border-transparent text-muted hover:text-brand'}`;
  return (
    <MemberPage title={screensById.get('my-points-history')!.title[locale]}>
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line" data-testid="membership-card" aria-label={t('card.code')}>
        <div className={`flex items-center justify-between gap-3 bg-brand py-4 text-white ${mobile ? 'px-5' : 'px-6'}`}>
          <span className={`min-w-0 truncate font-serif font-bold ${mobile ? 'text-base' : 'text-lg'}`}>{t('shop.name')}</span>
          <span className={`shrink-0 whitespace-nowrap rounded-full bg-white/15 px-3 py-1 font-semibold ${mobile ? 'text-xs' : 'text-sm'}`} data-testid="card-level">{card.levelName}</span>
        </div>
        <div className={mobile ? 'space-y-5 p-5' : 'grid grid-cols-[1fr_auto] items-center gap-10 px-8 py-6'}>
          <div>
            <div
              role="img" aria-label={t('card.barcode', { code: card.memberCode })} data-testid="card-barcode"
              className="rounded-lg bg-white px-6 py-4 ring-1 ring-line [&>svg]:mx-auto [&>svg]:block [&>svg]:h-24 [&>svg]:w-full [&>svg]:max-w-[404px]"
              dangerouslySetInnerHTML={{ __html: card.barcode }}
            />
            <p className="mt-3 text-center text-xs uppercase tracking-widest text-muted">{t('card.code')}</p>
            <p className="text-center font-mono text-2xl font-semibold tracking-[0.15em]" data-testid="card-code">{code}</p>
          </div>
          <div
            role="img" aria-label={t('card.qr', { code: card.memberCode })} data-testid="card-qr"
            className={`mx-auto rounded-lg bg-white p-1 ring-1 ring-line [&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${mobile ? 'w-48' : 'w-44'}`}
            dangerouslySetInnerHTML={{ __html: card.qr }}
          />
        </div>
        <div className="grid grid-cols-2 border-t border-line bg-cream/60">
          <div className="px-6 py-4">
            <p className="text-xs text-muted">{t('loyalty.balance')}</p>
            <p className="text-2xl font-bold" data-testid="card-stars"><span aria-hidden="true" className="mr-1 text-gold">★</span>{formatStars(card.starsTenths)}</p>
          </div>
          <div className="border-l border-line px-6 py-4">
            <p className="text-xs text-muted">{t('loyalty.level')}</p>
            <p className="font-semibold text-brand">{card.levelName}</p>
            <p className="text-xs text-muted">
              {card.nextLevel ? t('loyalty.toNext', { stars: formatStars(card.nextLevel.missingTenths), level: card.nextLevel.levelName }) : t('header.highestLevel')}
            </p>
          </div>
        </div>
      </section>
      <p className="text-sm text-muted">{t('card.intro')} {t('card.brightness')}</p>

      <section aria-labelledby="star-history" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="star-history" className="font-serif text-xl font-bold">{t('card.history')}</h2>
          <p className="text-sm text-muted" data-testid="star-count">{t('card.count', { count: total })}</p>
        </div>
        <nav className="flex border-b border-line" aria-label={t('card.filter')}>
          {FILTERS.map((f) => (
            <Link key={f} to={f === 'all' ? here : `${here}?filter=${f}`} replace aria-current={filter === f ? 'page' : undefined} className={tabClass(filter === f)} data-testid="star-filter">
              {t(`card.filter.${f}`)}
            </Link>
          ))}
        </nav>
        {entries.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line" data-testid="stars-empty">
            <p className="mx-auto max-w-md text-muted">{t(`card.empty.${filter}`)}</p>
            <Link to={to(filter === 'used' ? 'points-mall' : 'my/earn-stars')} className="mt-5 inline-block rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
              {filter === 'used' ? t('card.starShop') : t('loyalty.howToEarn')}
            </Link>
          </div>
        ) : mobile ? (
          <ul className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
            {entries.map((e) => <MobileEntry key={e.id} entry={e} />)}
          </ul>
        ) : (
          <table className="w-full overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-line">
            <thead className="bg-cream/60 text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">{t('card.time')}</th>
                <th scope="col" className="px-5 py-3 text-right font-medium">{t('card.starsColumn')}</th>
                <th scope="col" className="px-5 py-3 font-medium">{t('card.remark')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((e) => <Row key={e.id} entry={e} />)}
            </tbody>
          </table>
        )}
        <Pagination page={page} pages={pages} />
      </section>
    </MemberPage>
  );
}

function Stars({ tenths }: { tenths: number }) {
  return <span className={`font-semibold tabular-nums ${tenths < 0 ? 'text-brand' : 'text-fresh'}`} data-testid="star-entry-stars">{signedStars(tenths)}</span>;
}

function Remark({ entry }: { entry: StarTransaction }) {
  const { to } = usePage();
  const link = starLink(entry);
  return link
    ? <Link to={to(link)} className="text-brand hover:underline [overflow-wrap:anywhere]" data-testid="star-entry-remark">{entry.remark}</Link>
    : <span className="[overflow-wrap:anywhere]" data-testid="star-entry-remark">{entry.remark}</span>;
}

function Row({ entry }: { entry: StarTransaction }) {
  const { locale } = usePage();
  return (
    <tr data-testid="star-entry">
      <td className="whitespace-nowrap px-5 py-3 text-muted"><time dateTime={entry.createdAt}>{dateTime(entry.createdAt, locale)}</time></td>
      <td className="px-5 py-3 text-right"><Stars tenths={entry.tenths} /></td>
      <td className="px-5 py-3"><Remark entry={entry} /></td>
    </tr>
  );
}

function MobileEntry({ entry }: { entry: StarTransaction }) {
  const { locale } = usePage();
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="star-entry">
      <div className="min-w-0 flex-1 text-sm">
        <Remark entry={entry} />
        <p className="text-xs text-muted"><time dateTime={entry.createdAt}>{dateTime(entry.createdAt, locale)}</time></p>
      </div>
      <Stars tenths={entry.tenths} />
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
