// Messages (message-tips; docs/decisions/0019): the member's message centre — the team's
// replies on their orders and the news about them (status changes the shop, the payment
// or the courier made), each leading to its order, and the news about the membership
// (stars credited or taken back, a level change, the birthday gift), each leading to its
// member screen, and the team's answers on the member's requests (a speech bubble, leading
// to the request; issue 15); newest first, 20 a page. Guests are asked to sign in here rather than
// sent away: the screen sits in the main navigation.
import { Link } from 'react-router';
import type { Route } from './+types/message-tips';
import type { OrderNotice } from '@eshop/domain/contract';
import { accountApi, logonPath } from '../api/server.ts';
import { ApiError } from '../api/client.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { primaryButton } from '../components/account/Field.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { StatusBadge } from '../components/orders/StatusBadge.tsx';
import { dateTime } from '../components/orders/format.ts';
import '../i18n/areas/account.ts';
import '../i18n/areas/loyalty.ts';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guest = { notices: null, page: 1, pages: 1, logon: logonPath(request, pageContext(url.pathname).device) };
  if (!readCookie(request.headers.get('cookie'), SESSION_COOKIE)) return guest;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const answer = await accountApi(request, context).api.orderNotices(PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const total = answer.total ?? answer.data.length;
    return { ...guest, notices: answer.data, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  } catch (error) {
    // A session that ended meanwhile: the shell clears the cookie; ask to sign in.
    if (error instanceof ApiError && error.status === 403) return guest;
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('message-tips')!.title[shellLocale(matches)]);
}

export default function MessageTips({ loaderData }: Route.ComponentProps) {
  const { notices, page, pages, logon } = loaderData;
  const { t, to, locale, device } = usePage();
  const box = 'rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line';
  return (
    <section className={`mx-auto max-w-3xl space-y-5 ${device === 'mobile' ? 'pb-16' : 'py-4'}`}>
      <h1 className="font-serif text-3xl font-bold">{screensById.get('message-tips')!.title[locale]}</h1>
      {notices === null ? (
        <div className={box} data-testid="messages-guest">
          <p className="text-muted">{t('messages.guest')}</p>
          <Link to={logon} className={`${primaryButton} mt-6 inline-block`}>{t('header.signIn')}</Link>
        </div>
      ) : notices.length === 0 ? (
        <div className={box} data-testid="messages-empty">
          <p className="mx-auto max-w-md text-muted">{t('messages.empty')}</p>
          <Link to={to()} className={`${primaryButton} mt-6 inline-block`}>{t('messages.shop')}</Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">{t('messages.intro')}</p>
          <ul className="space-y-3" data-testid="messages">
            {notices.map((n, i) => <Notice key={`${n.kind}-${n.kind === 'loyalty' ? n.event : n.transactionId}-${n.createdAt}-${i}`} notice={n} />)}
          </ul>
        </>
      )}
      <Pagination page={page} pages={pages} />
    </section>
  );
}

function Notice({ notice: n }: { notice: OrderNotice }) {
  if (n.kind === 'loyalty') return <LoyaltyNotice notice={n} />;
  return <OrderNews notice={n} />;
}

/** The team's reply on an order, or a status change: leads to the order. */
function OrderNews({ notice: n }: { notice: Exclude<OrderNotice, { kind: 'loyalty' }> }) {
  const { t, to, locale } = usePage();
  const order = `${to('my/order-detail')}?transactionId=${encodeURIComponent(n.transactionId)}`;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="message">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`grid h-9 w-9 shrink-0 place-items-center rounded-full text-white ${n.kind === 'message' ? 'bg-brand' : 'bg-fresh'}`}>
          {n.kind === 'message' ? '✉' : '✓'}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold">
              {n.kind === 'message' ? t('messages.reply', { name: n.authorName }) : t('messages.status', { status: n.statusLabel })}
            </p>
            <time dateTime={n.createdAt} className="text-xs text-muted">{dateTime(n.createdAt, locale)}</time>
          </div>
          {n.kind === 'message'
            ? <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{n.content}</p>
            : <p className="mt-1"><StatusBadge status={n.status} label={n.statusLabel} /></p>}
          <Link to={order} className="mt-2 inline-flex items-center gap-2 text-sm text-brand hover:underline" data-testid="message-order">
            <span>{t('messages.order', { id: n.transactionId })}</span><span aria-hidden="true">·</span><span>{t('messages.view')} ›</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

/** A notice's `screen`: a shop screen with its query ('my/order-detail?transactionId=…'), never a URL elsewhere. */
function memberScreen(screen: string): string | null {
  return /^[A-Za-z0-9][\w\-./]*(\?[\w\-.=&%]*)?$/.test(screen) && !screen.includes('..') && !screen.includes('//') ? screen : null;
}

/** A speech bubble: the team answered or closed a customer request (issue 15). */
const SpeechBubble = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" /><path d="M8 10h8M8 13h5" />
  </svg>
);

/** News about the membership or a customer request (title and sentence written by the server): leads to its member screen. */
function LoyaltyNotice({ notice: n }: { notice: Extract<OrderNotice, { kind: 'loyalty' }> }) {
  const { t, to, locale } = usePage();
  const screen = memberScreen(n.screen);
  const path = screen?.split('?')[0];
  const target = [...screensById.values()].find((s) => s.path === path);
  const request = n.event === 'requestAnswered' || n.event === 'requestClosed';
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="message" data-kind="loyalty" data-event={n.event}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`grid h-9 w-9 shrink-0 place-items-center rounded-full text-white ${request ? 'bg-brand' : 'bg-gold'}`} data-testid="message-icon">{request ? <SpeechBubble /> : '★'}</span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold [overflow-wrap:anywhere]" data-testid="message-title">{n.title}</p>
            <time dateTime={n.createdAt} className="text-xs text-muted">{dateTime(n.createdAt, locale)}</time>
          </div>
          {n.body && <p className="mt-1 [overflow-wrap:anywhere]" data-testid="message-body">{n.body}</p>}
          {screen && (
            <Link to={to(screen)} className="mt-2 inline-block text-sm text-brand hover:underline" data-testid="message-link">
              {target ? target.title[locale] : t('messages.open')} ›
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
