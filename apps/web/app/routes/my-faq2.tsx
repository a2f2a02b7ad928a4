// The loyalty FAQ (my/faq2; pc only, spec section 2 — phones get the 404 page like the
// other pc-only screens). Questions open with <details>, so the page needs no script.
// Anyone may read it: members see it in the member centre, guests on a page of its own
// with the way to sign in (the answers are the programme's rules, nothing personal).
import { data, Link } from 'react-router';
import type { Route } from './+types/my-faq2';
import { logonPath } from '../api/server.ts';
import { readCookie, SESSION_COOKIE } from '../lib/cookies.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import '../i18n/areas/loyalty.ts';

/** The questions, in reading order: earning, levels, benefits, stores, then the edge cases. */
const QUESTIONS = ['earn', 'when', 'levels', 'keep', 'birthday', 'store', 'expire', 'cancel', 'starShop', 'history'] as const;

/** Where an answer points the member to. */
const SEE_ALSO: Partial<Record<(typeof QUESTIONS)[number], string>> = {
  earn: 'my/earn-stars',
  levels: 'my/benefits-overview',
  keep: 'my/benefits-overview',
  birthday: 'my/profile',
  store: 'my/points-history',
  history: 'my/points-history',
};

export function loader({ request }: Route.LoaderArgs) {
  if (pageContext(new URL(request.url).pathname).device !== 'pc') throw data({ reason: 'not-found' }, { status: 404 });
  const member = Boolean(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return { logon: member ? null : logonPath(request, 'pc') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-faq2')!.title[shellLocale(matches)]);
}

export default function LoyaltyFaq({ loaderData }: Route.ComponentProps) {
  const { t, locale } = usePage();
  const title = screensById.get('my-faq2')!.title[locale];
  if (loaderData.logon) {
    return (
      <section className="mx-auto max-w-3xl space-y-6 py-4">
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        <Questions />
        <p className="rounded-2xl bg-brand-soft p-5 text-sm">
          {t('faq.guest')} <Link to={loaderData.logon} className="font-semibold text-brand underline underline-offset-2">{t('header.signIn')}</Link>
        </p>
      </section>
    );
  }
  return (
    <MemberPage title={title}>
      <Questions />
    </MemberPage>
  );
}

function Questions() {
  const { t, to, locale } = usePage();
  return (
    <>
      <p className="max-w-3xl text-muted">{t('faq.intro')}</p>
      <div className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line" data-testid="faq">
        {QUESTIONS.map((q, i) => {
          const more = SEE_ALSO[q];
          return (
            <details key={q} className="group px-6 py-1" open={i === 0} data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold hover:text-brand [&::-webkit-details-marker]:hidden">
                <span>{t(`faq.q.${q}`)}</span>
                <span aria-hidden="true" className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition-transform group-open:rotate-45">+</span>
              </summary>
              <div className="pb-5 pr-10 text-sm leading-relaxed text-ink/90">
                <p>{t(`faq.a.${q}`)}</p>
                {more && (
                  <Link to={to(more)} className="mt-2 inline-block text-brand hover:underline">{screensById.get(more.replace('/', '-'))!.title[locale]} ›</Link>
                )}
              </div>
            </details>
          );
        })}
      </div>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
